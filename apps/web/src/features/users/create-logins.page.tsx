import Download from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES as M, type CreateLoginsResponse } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { downloadBase64, translateMessage } from '../../lib/api';
import { useCreateLogins } from './api/create-logins';
import { getLoginsToCreate } from './api/get-logins-to-create';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tr = (text: string) => translateMessage(text) ?? text;

/**
 * /createLogins (001 §2, §8): logins for admitted students or faculty without one; the passwords come
 * once, as .xlsx. The server's count of the logins to make is confirmed first: thousands in one click
 * must not be an accident.
 */
export function CreateLoginsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [kind, setKind] = useState<'student' | 'faculty'>('student');
  const [consider, setConsider] = useState<'email' | 'empcode' | ''>('');
  const [created, setCreated] = useState<CreateLoginsResponse | null>(null);
  const create = useCreateLogins();

  const failed = t(kind === 'student' ? 'users.studentLoginFailed' : 'users.facultyLoginFailed');
  const broken = t(kind === 'student' ? 'users.studentLoginError' : 'users.facultyLoginError');

  const request = { kind, considerMailOrEmpcode: consider || undefined };
  const [counting, setCounting] = useState(false);
  const [toConfirm, setToConfirm] = useState<number | null>(null);

  /** Asks the server how many logins would be made, then asks the administrator. */
  const ask = async () => {
    if (kind === 'faculty' && !consider) {
      enqueueSnackbar(tr(M.chooseEmailOrEmpCode), { variant: 'error' });
      return;
    }
    setCreated(null);
    setCounting(true);
    try {
      const { count } = await getLoginsToCreate(request);
      if (count === 0) enqueueSnackbar(tr(kind === 'student' ? M.noStudentsWithoutLogin : M.noFacultyWithoutLogin), { variant: 'info' });
      else setToConfirm(count);
    } catch (err) {
      enqueueSnackbar(err instanceof Error && err.message ? err.message : broken, { variant: 'error' });
    } finally {
      setCounting(false);
    }
  };

  const submit = async () => {
    setToConfirm(null);
    try {
      const answer = await create.mutateAsync(request);
      if (answer.success !== 'true') {
        enqueueSnackbar(answer.msg ? tr(answer.msg) : failed, { variant: 'error' });
        return;
      }
      enqueueSnackbar(answer.msg ? tr(answer.msg) : t('users.facultyLoginCreated'), { variant: 'success' });
      setCreated(answer);
    } catch (err) {
      enqueueSnackbar(err instanceof Error && err.message ? err.message : broken, { variant: 'error' });
    }
  };

  const download = () => created?.file && downloadBase64(created.file, created.fileName ?? 'logins.xlsx', XLSX);

  return (
    <>
      <PageHeader title={t('users.createLoginsTitle')} subtitle={t('users.createLoginsHint')} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, maxWidth: 640 }}>
        <FormControl>
          <FormLabel id="login-kind">{t('users.loginsFor')}</FormLabel>
          <RadioGroup row aria-labelledby="login-kind" value={kind} onChange={(e) => setKind(e.target.value as 'student' | 'faculty')}>
            <FormControlLabel value="student" control={<Radio />} label={t('users.student')} />
            <FormControlLabel value="faculty" control={<Radio />} label={t('users.faculty')} />
          </RadioGroup>
        </FormControl>
        {kind === 'faculty' && (
          <FormControl>
            <FormLabel id="login-name">{t('users.facultyUserName')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="login-name"
              value={consider}
              onChange={(e) => setConsider(e.target.value as 'email' | 'empcode')}
            >
              <FormControlLabel value="email" control={<Radio />} label={t('users.byEmail')} />
              <FormControlLabel value="empcode" control={<Radio />} label={t('users.byEmpCode')} />
            </RadioGroup>
          </FormControl>
        )}
        <Box>
          <Button
            variant="contained"
            onClick={() => void ask()}
            disabled={create.isPending || counting}
            startIcon={create.isPending || counting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('users.createLogins')}
          </Button>
        </Box>
        {created?.file && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" startIcon={<Download />} onClick={download}>
                {t('users.download')}
              </Button>
            }
          >
            {t('users.passwordsOnce', { count: created.count })}
          </Alert>
        )}
      </Paper>
      <Dialog open={toConfirm !== null} onClose={() => setToConfirm(null)} aria-labelledby="confirm-logins-title">
        <DialogTitle id="confirm-logins-title">
          {t(kind === 'student' ? 'users.confirmStudentLogins' : 'users.confirmFacultyLogins', { count: toConfirm ?? 0 })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('users.confirmLoginsText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToConfirm(null)}>{t('users.cancel')}</Button>
          <Button variant="contained" onClick={() => void submit()}>
            {t('users.confirmCreateLogins', { count: toConfirm ?? 0 })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
