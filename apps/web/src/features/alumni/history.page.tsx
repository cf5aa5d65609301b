import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALUMNI_FILE_EXTENSIONS,
  ALUMNI_FILE_MAX_MB,
  ALUMNI_STATUSES,
  ALUMNI_TEXTS,
  alumniHistoryProblem,
  alumniHistorySchema,
  type AlumniHistoryEntry,
  type AlumniHistoryInput,
  type AlumniRegisterStudent,
  type AlumniStatus,
} from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { ApiRequestError, keyedMessage, schemaMessage } from '../../lib/api';
import { useBatches, useBranches, useCourses } from '../../lib/master-data';
import { useAlumniHistory } from './api/get-alumni-history';
import { getRegisterStudentQueryOptions } from './api/get-register-student';
import { useSaveAlumniHistory } from './api/save-alumni-history';
import { FilePicker, fileProblem } from '../../components/file-picker';
import { HistoryDeleteDialog } from './components/history-delete-dialog';
import { HistoryEditDialog } from './components/history-edit-dialog';
import { HistoryList } from './history-list';

type Values = Record<Exclude<keyof AlumniHistoryInput, 'status'>, string> & { status: AlumniStatus | '' };
type Field = keyof Values;
const EMPTY: Values = {
  status: '',
  rollNumber: '',
  name: '',
  fatherName: '',
  course: '',
  batch: '',
  branch: '',
  section: '',
  studentEmail: '',
  studentMobile: '',
  company: '',
  packages: '',
  designation: '',
  experience: '',
  location: '',
  instituteName: '',
};
const MAX: Partial<Record<Field, number>> = {
  rollNumber: 40,
  section: 20,
  studentMobile: 10,
  packages: 20,
  experience: 20,
  studentEmail: 254,
};
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** The register's facts over the form's: who the student is and what they studied; contacts only where none was typed. */
const withRegister = (v: Values, known: AlumniRegisterStudent): Values => ({
  ...v,
  name: known.name,
  fatherName: known.fatherName || v.fatherName,
  course: known.course,
  batch: known.batch,
  branch: known.branch,
  studentEmail: v.studentEmail || known.studentEmail,
  studentMobile: v.studentMobile || known.studentMobile,
});

/**
 * `/AlumniHistory` (001 §2, §4, §5): the form and the list of recorded alumni. Save names the first
 * problem in the spec's order as a toast; a saved record clears the form and reloads the list.
 */
export function AlumniHistoryPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [values, setValues] = useState<Values>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [certificate, setCertificate] = useState<File | null>(null);
  const [fileErrors, setFileErrors] = useState<{ photo?: string; certificate?: string }>({});
  const [marked, setMarked] = useState<{ field: string; message: string } | null>(null);
  const [filled, setFilled] = useState(false);
  const [editing, setEditing] = useState<AlumniHistoryEntry | null>(null);
  const [deleting, setDeleting] = useState<AlumniHistoryEntry | null>(null);
  const queryClient = useQueryClient();

  const history = useAlumniHistory();
  const courses = useCourses().data ?? [];
  const batches = useBatches(values.course).data ?? [];
  const branches = useBranches(values.course, values.batch, Boolean(values.course && values.batch)).data ?? [];
  const save = useSaveAlumniHistory();
  const label = (name: string) => t(`alumni.fields.${name}`);

  const set = (field: Field, value: string) => {
    setMarked((m) => (m?.field === field ? null : m));
    if (field === 'rollNumber') setFilled(false);
    setValues((v) => {
      const next = { ...v, [field]: value };
      if (field === 'course') Object.assign(next, { batch: '', branch: '' });
      if (field === 'batch') next.branch = '';
      return next;
    });
  };

  /** Marks a field with a message already in the reader's language. */
  const warn = (message: string, field: string) => {
    setMarked({ field, message });
    enqueueSnackbar(message, { variant: 'warning' });
  };

  /** A roll number the register knows fills in the student; any other is typed in full (a student before the register). */
  const fillFromRegister = async () => {
    const roll = values.rollNumber.trim().toUpperCase();
    if (!roll) return;
    const known = await queryClient.fetchQuery(getRegisterStudentQueryOptions(roll)).catch(() => undefined);
    if (!known) return;
    setValues((v) => (v.rollNumber.trim().toUpperCase() === known.rollNumber ? withRegister(v, known) : v));
    setFilled(true);
  };

  const clear = () => {
    setFilled(false);
    setValues(EMPTY);
    setPhoto(null);
    setCertificate(null);
    setFileErrors({});
    setMarked(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // Only the answer to this save is shown, not those of the attempts before.
    closeSnackbar();
    if (fileErrors.photo || fileErrors.certificate) return;
    const parsed = alumniHistorySchema.safeParse(values);
    if (!parsed.success) return warn(schemaMessage(parsed.error.issues[0].message)!, String(parsed.error.issues[0].path[0] ?? 'status'));
    const existingRollNumbers = (history.data ?? []).map((r) => r.rollNumber);
    const problem = alumniHistoryProblem(parsed.data, { existingRollNumbers, hasCertificate: Boolean(certificate) });
    if (problem) return warn(keyedMessage(problem.key, problem.message), problem.field);
    const listed = courses.some((c) => c.code === values.course) && batches.includes(values.batch) && branches.includes(values.branch);
    if (!listed) return warn(keyedMessage('alumni.selectCourseBatchBranch', ALUMNI_TEXTS.selectCourseBatchBranch), 'course');
    save.mutate(
      { form: values, photo, certificate },
      {
        onSuccess: () => {
          enqueueSnackbar(t('alumni.history.saved'), { variant: 'success' });
          clear();
        },
        onError: (err) => {
          enqueueSnackbar(t('alumni.history.failed'), { variant: 'error' });
          if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500) {
            const field = err.body?.field;
            if (field) setMarked({ field, message: err.message });
            enqueueSnackbar(err.message, { variant: 'warning' });
          }
        },
      },
    );
  };

  const error = (field: string) => (marked?.field === field ? marked.message : undefined);

  const hint = (field: Field) => (field === 'rollNumber' && filled ? t('alumni.history.filledFromRegister') : ' ');

  const text = (field: Field, opts: { type?: string; inputMode?: 'numeric' | 'email' } = {}) => (
    <TextField
      id={`history-${field}`}
      label={label(field)}
      value={values[field]}
      type={opts.type}
      onChange={(e) => set(field, field === 'studentMobile' ? e.target.value.replace(/\D/g, '').slice(0, 10) : e.target.value)}
      onBlur={field === 'rollNumber' ? () => void fillFromRegister() : undefined}
      error={Boolean(error(field))}
      helperText={error(field) ?? hint(field)}
      fullWidth
      slotProps={{ htmlInput: { maxLength: MAX[field] ?? 100, inputMode: opts.inputMode } }}
    />
  );

  const select = (field: 'course' | 'batch' | 'branch', options: { value: string; label: string }[], placeholder?: string) => (
    <TextField
      id={`history-${field}`}
      select
      label={label(field)}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={Boolean(error(field))}
      helperText={error(field) ?? (options.length === 0 && placeholder ? placeholder : ' ')}
      fullWidth
    >
      {/* A value filled in from the register is shown while its list loads. */}
      {values[field] && !options.some((o) => o.value === values[field]) && <MenuItem value={values[field]}>{values[field]}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );

  const chooseFile = (kind: 'photo' | 'certificate', file: File | null) => {
    (kind === 'photo' ? setPhoto : setCertificate)(file);
    setMarked((m) => (m?.field === kind ? null : m));
    const problem =
      file &&
      (kind === 'photo'
        ? fileProblem(file, IMAGE_EXTENSIONS, ALUMNI_FILE_MAX_MB, 'photoType')
        : fileProblem(file, ALUMNI_FILE_EXTENSIONS, ALUMNI_FILE_MAX_MB, 'fileType'));
    setFileErrors((e) => ({ ...e, [kind]: problem || undefined }));
  };

  const grid = { display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } };
  const working = values.status === 'working';
  const studying = values.status === 'studying';

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader title={t('alumni.history.title')} subtitle={t('alumni.history.subtitle')} />
      <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} aria-label={t('alumni.history.formTitle')}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('alumni.history.formTitle')}
        </Typography>
        <FormControl error={Boolean(error('status'))} sx={{ mb: 1 }}>
          <FormLabel id="history-status-label">{label('status')}</FormLabel>
          <RadioGroup row aria-labelledby="history-status-label" value={values.status} onChange={(e) => set('status', e.target.value)}>
            {ALUMNI_STATUSES.map((s) => (
              <FormControlLabel key={s} value={s} control={<Radio />} label={t(`alumni.status.${s}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <Box sx={grid}>
          {text('rollNumber')}
          {text('name')}
          {text('fatherName')}
          {select(
            'course',
            courses.map((c) => ({ value: c.code, label: c.code === c.name ? c.code : `${c.code} · ${c.name}` })),
          )}
          {select(
            'batch',
            batches.map((b) => ({ value: b, label: b })),
            t('alumni.history.chooseCourseFirst'),
          )}
          {select(
            'branch',
            branches.map((b) => ({ value: b, label: b })),
            t('alumni.history.chooseBatchFirst'),
          )}
          {text('section')}
          {text('studentEmail', { type: 'email', inputMode: 'email' })}
          {text('studentMobile', { inputMode: 'numeric' })}
          {working && (
            <>
              {text('company')}
              {text('packages')}
              {text('designation')}
              {text('experience')}
              {text('location')}
            </>
          )}
          {studying && (
            <>
              {text('instituteName')}
              {text('location')}
            </>
          )}
        </Box>
        <Box sx={{ ...grid, mt: 1, rowGap: 2 }}>
          <FilePicker
            id="history-photo"
            label={label('photo')}
            buttonLabel={t('alumni.registration.chooseFile')}
            emptyText={t('alumni.registration.noFile')}
            hint={t('alumni.history.photoHint', { mb: ALUMNI_FILE_MAX_MB })}
            accept={IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')}
            file={photo}
            error={fileErrors.photo ?? error('photo')}
            onChange={(f) => chooseFile('photo', f)}
          />
          {(working || studying) && (
            <FilePicker
              id="history-certificate"
              label={label(working ? 'offerLetter' : 'admitCard')}
              buttonLabel={t('alumni.registration.chooseFile')}
              emptyText={t('alumni.registration.noFile')}
              hint={t('alumni.history.certificateHint', { mb: ALUMNI_FILE_MAX_MB })}
              accept={ALUMNI_FILE_EXTENSIONS.map((e) => `.${e}`).join(',')}
              file={certificate}
              error={fileErrors.certificate ?? error('certificate')}
              onChange={(f) => chooseFile('certificate', f)}
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('alumni.history.save')}
          </Button>
          <Button onClick={clear} disabled={save.isPending}>
            {t('alumni.history.clear')}
          </Button>
        </Box>
      </Paper>

      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('alumni.history.listTitle')}
      </Typography>
      {history.isPending && <CircularProgress aria-label={t('alumni.history.listTitle')} />}
      {history.isError && <Alert severity="error">{history.error.message}</Alert>}
      {history.data && <HistoryList list={history.data} onEdit={setEditing} onDelete={setDeleting} />}
      {editing && <HistoryEditDialog key={editing.id} entry={editing} onClose={() => setEditing(null)} />}
      {deleting && <HistoryDeleteDialog key={deleting.id} entry={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  );
}
