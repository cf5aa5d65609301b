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
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES as M, type CreateLoginsResponse, type LoginsToCreateQuery, type StudentLoginsFilter } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { downloadBase64, keyedMessage, serverMessage } from '../../lib/api';
import { useBatches, useBranches, useCourses } from '../../lib/master-data';
import { useCreateLogins } from './api/create-logins';
import { getLoginsToCreate } from './api/get-logins-to-create';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Chosen = Required<{ [K in keyof StudentLoginsFilter]: string }>;
const WHOLE_COLLEGE: Chosen = { course: '', batch: '', branch: '' };

/**
 * /createLogins (001 §2, §8): logins for admitted students (of the whole college, or of a chosen
 * course, batch or branch) or faculty without one; the passwords come once, as .xlsx. The server's
 * count of the logins to make is confirmed first, with what it is for: thousands in one click must
 * not be an accident.
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

  const [chosen, setChosen] = useState<Chosen>(WHOLE_COLLEGE);
  const filtered = kind === 'student' && Boolean(chosen.course || chosen.batch || chosen.branch);
  const request: LoginsToCreateQuery =
    kind === 'student'
      ? { kind, course: chosen.course || undefined, batch: chosen.batch || undefined, branch: chosen.branch || undefined }
      : { kind, considerMailOrEmpcode: consider || undefined };
  const [counting, setCounting] = useState(false);
  // The count and the request it was counted for: the confirmation runs exactly that request.
  const [toConfirm, setToConfirm] = useState<{ count: number; request: LoginsToCreateQuery; scope: string } | null>(null);

  const scope = filtered
    ? t('users.scopeChosen', {
        scope: (['course', 'batch', 'branch'] as const)
          .filter((key) => chosen[key])
          .map((key) => t(`users.scope_${key}`, { [key]: chosen[key] }))
          .join(', '),
      })
    : t(kind === 'student' ? 'users.scopeWholeCollege' : 'users.scopeAllFaculty');

  /** Asks the server how many logins would be made, then asks the administrator. */
  const ask = async () => {
    if (kind === 'faculty' && !consider) {
      enqueueSnackbar(keyedMessage('accounts.chooseEmailOrEmpCode', M.chooseEmailOrEmpCode), { variant: 'error' });
      return;
    }
    setCreated(null);
    setCounting(true);
    try {
      const { count } = await getLoginsToCreate(request);
      const none = kind === 'faculty' ? 'noFacultyWithoutLogin' : filtered ? 'noStudentsChosenWithoutLogin' : 'noStudentsWithoutLogin';
      if (count === 0) enqueueSnackbar(keyedMessage(`accounts.${none}`, M[none]), { variant: 'info' });
      else setToConfirm({ count, request, scope });
    } catch (err) {
      enqueueSnackbar(err instanceof Error && err.message ? err.message : broken, { variant: 'error' });
    } finally {
      setCounting(false);
    }
  };

  const submit = async (confirmed: LoginsToCreateQuery) => {
    setToConfirm(null);
    try {
      const answer = await create.mutateAsync(confirmed);
      if (answer.success !== 'true') {
        enqueueSnackbar(answer.msg ? serverMessage({ ...answer, message: answer.msg }) : failed, { variant: 'error' });
        return;
      }
      enqueueSnackbar(answer.msg ? serverMessage({ ...answer, message: answer.msg }) : t('users.facultyLoginCreated'), {
        variant: 'success',
      });
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
        {kind === 'student' && <StudentChoice chosen={chosen} onChange={setChosen} />}
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
          {t(toConfirm?.request.kind === 'faculty' ? 'users.confirmFacultyLogins' : 'users.confirmStudentLogins', {
            count: toConfirm?.count ?? 0,
          })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{toConfirm?.scope}</DialogContentText>
          <DialogContentText>{t('users.confirmLoginsText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToConfirm(null)}>{t('users.cancel')}</Button>
          <Button variant="contained" onClick={() => toConfirm && void submit(toConfirm.request)}>
            {t('users.confirmCreateLogins', { count: toConfirm?.count ?? 0 })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Course, batch and branch of the students to give logins to; none chosen is the whole college. */
function StudentChoice({ chosen, onChange }: { chosen: Chosen; onChange: (chosen: Chosen) => void }) {
  const { t } = useTranslation();
  const courses = useCourses();
  const batches = useBatches(chosen.course);
  const branches = useBranches(chosen.course, chosen.batch);
  // Batches and branches belong to a course: another course chooses them again.
  const choose = (key: keyof Chosen, value: string) =>
    onChange(
      key === 'course'
        ? { ...WHOLE_COLLEGE, course: value }
        : key === 'batch'
          ? { ...chosen, batch: value, branch: '' }
          : { ...chosen, [key]: value },
    );
  const select = (key: keyof Chosen, options: string[] | undefined, any: string) => (
    <TextField
      select
      size="small"
      id={`logins-${key}`}
      label={t(`users.${key}`)}
      value={chosen[key]}
      onChange={(e) => choose(key, e.target.value)}
      disabled={key !== 'course' && !chosen.course}
      // "Whole college", "All batches": what an empty choice means is shown, not left blank.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 160px' }}
    >
      <MenuItem value="">
        <em>{any}</em>
      </MenuItem>
      {(options ?? []).map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {select(
        'course',
        courses.data?.map((c) => c.code),
        t('users.wholeCollege'),
      )}
      {select('batch', batches.data, t('users.allBatches'))}
      {select('branch', branches.data, t('users.allBranches'))}
    </Box>
  );
}
