import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES as M, type CreateLoginsResponse } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { downloadBase64, translateMessage } from '../../lib/api';
import { useCreateLogins } from './api/create-logins';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tr = (text: string) => translateMessage(text) ?? text;

/** /createLogins (001 §2, §8): logins for admitted students or faculty without one; the passwords come once, as .xlsx. */
export function CreateLoginsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [kind, setKind] = useState<'student' | 'faculty'>('student');
  const [consider, setConsider] = useState<'email' | 'empcode' | ''>('');
  const [created, setCreated] = useState<CreateLoginsResponse | null>(null);
  const create = useCreateLogins();

  const failed = t(kind === 'student' ? 'users.studentLoginFailed' : 'users.facultyLoginFailed');
  const broken = t(kind === 'student' ? 'users.studentLoginError' : 'users.facultyLoginError');

  const submit = async () => {
    if (kind === 'faculty' && !consider) {
      enqueueSnackbar(tr(M.chooseEmailOrEmpCode), { variant: 'error' });
      return;
    }
    setCreated(null);
    try {
      const answer = await create.mutateAsync({ kind, considerMailOrEmpcode: consider || undefined });
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
            onClick={() => void submit()}
            disabled={create.isPending}
            startIcon={create.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
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
    </>
  );
}
