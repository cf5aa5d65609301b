import {
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
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ALUMNI_FILE_EXTENSIONS,
  ALUMNI_FILE_MAX_MB,
  alumniRegistrationSchema,
  NAME_MAX,
  ADDRESS_MAX,
  WORKING_CHOICES,
  type AlumniRegistrationEntry,
  type WorkingChoice,
} from '@campus/shared';
import { FormSelect, FormTextField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useBatches, useBranches, useDegrees } from '../../../lib/master-data';
import { useSession } from '../../../lib/session';
import { useOwnStudent } from '../api/get-own-student';
import { RegistrationSaveError, useSaveAlumniRegistration, type RegistrationFailure } from '../api/save-alumni-registration';
import { FilePicker, fileProblem } from '../../../components/file-picker';

type Field =
  | 'name'
  | 'degree'
  | 'rollNumber'
  | 'batch'
  | 'branch'
  | 'mobileNumber'
  | 'email'
  | 'companyName'
  | 'jobTitle'
  | 'workAddress'
  | 'instituteName'
  | 'courseName'
  | 'eduAddress';
type Values = Record<Field, string> & { course: string; working: WorkingChoice };

const EMPTY: Values = {
  name: '',
  degree: '',
  course: '',
  rollNumber: '',
  batch: '',
  branch: '',
  mobileNumber: '',
  email: '',
  working: 'NA',
  companyName: '',
  jobTitle: '',
  workAddress: '',
  instituteName: '',
  courseName: '',
  eduAddress: '',
};
const CONDITIONAL: Record<WorkingChoice, Field[]> = {
  yes: ['companyName', 'jobTitle', 'workAddress'],
  no: ['instituteName', 'courseName', 'eduAddress'],
  NA: [],
};
const ACCEPT = ALUMNI_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

const valuesOf = (entry: AlumniRegistrationEntry): Values => ({
  ...EMPTY,
  ...Object.fromEntries(Object.keys(EMPTY).map((k) => [k, (entry as unknown as Record<string, string>)[k] ?? ''])),
  working: entry.working,
});

interface RegistrationFormProps {
  /** A registration of the user's to change (the alumni dashboard); a new one otherwise. */
  initial?: AlumniRegistrationEntry;
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * The alumni registration form (001 §2, §4, §5, §8): choosing a degree loads its batches, choosing a
 * batch its branches; the working choice shows its own fields and clears the others'.
 */
export function RegistrationForm({ initial, onSaved, onCancel }: RegistrationFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(alumniRegistrationSchema, initial ? valuesOf(initial) : EMPTY);
  const { control, handleSubmit, setValue, reset } = form;
  // The schema's inputs are loose (text is trimmed by it); the form holds text in each of these.
  const [degree, batch, branch, working] = useWatch({ control, name: ['degree', 'batch', 'branch', 'working'] }) as [
    string,
    string,
    string,
    WorkingChoice,
  ];
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);

  const degreeList = useDegrees().data;
  const degrees = degreeList ?? [];
  const batches = useBatches(degree).data ?? [];
  // Every branch the degree has (of any batch), offered once a batch is chosen.
  const branches = useBranches(degree, '', Boolean(degree && batch)).data ?? [];
  const save = useSaveAlumniRegistration();
  // A student registers themself (the server allows only their own roll number): their name, roll number, degree, batch and branch are filled in from the register.
  const isStudent = Boolean(useSession()?.roles.includes('ROLE_STUDENT'));
  const own = useOwnStudent(!initial && isStudent).data;
  useEffect(() => {
    if (!own) return;
    const fill = (name: Field, value: string) => {
      if (value && !form.getValues(name)) setValue(name, value, { shouldValidate: false });
    };
    fill('name', own.fullName);
    fill('rollNumber', own.rollNumber);
    if (!degreeList?.some((d) => d.degree === own.course)) return;
    fill('degree', own.course);
    fill('batch', own.batch);
    fill('branch', own.branch);
  }, [own, degreeList, form, setValue]);
  const fieldLabel = (name: string) => t(`alumni.fields.${name}`);

  const onSubmit = handleSubmit((values) => {
    if (fileError) return;
    const payload = { ...values, ...(initial ? { id: initial.id } : {}) };
    save.mutate(
      { form: payload, file },
      {
        onSuccess: () => {
          enqueueSnackbar(t('alumni.registration.success'), { variant: 'success' });
          setFile(null);
          if (!initial) reset(EMPTY);
          onSaved?.();
        },
        onError: (err) => setFailure(err instanceof RegistrationSaveError ? err.failure : { kind: 'unexpected', message: err.message }),
      },
    );
  });

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? fileProblem(chosen, ALUMNI_FILE_EXTENSIONS, ALUMNI_FILE_MAX_MB, 'fileType') : undefined);
  };

  const text = (name: Field, opts: { max?: number; type?: string; multiline?: boolean; inputMode?: 'numeric' | 'email' } = {}) => (
    <FormTextField
      control={control}
      name={name}
      id={`alumni-${name}`}
      label={fieldLabel(name)}
      type={opts.type}
      multiline={opts.multiline}
      minRows={opts.multiline ? 2 : undefined}
      helperText=" "
      fullWidth
      parse={name === 'mobileNumber' ? (typed) => typed.replace(/\D/g, '').slice(0, 10) : undefined}
      slotProps={{ htmlInput: { maxLength: name === 'mobileNumber' ? 10 : (opts.max ?? NAME_MAX), inputMode: opts.inputMode } }}
    />
  );

  const chosen = { degree, batch, branch };
  const select = (name: 'degree' | 'batch' | 'branch', options: { value: string; label: string }[], placeholder?: string) => {
    const value = chosen[name];
    return (
      <FormSelect
        control={control}
        name={name}
        id={`alumni-${name}`}
        label={fieldLabel(name)}
        helperText={options.length === 0 && placeholder ? placeholder : ' '}
        fullWidth
        // A kept value not (or no longer) offered is still shown.
        options={value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options}
        onChosen={(picked) => {
          // Choosing a parent clears its children (001 §4).
          if (name === 'degree') {
            setValue('course', picked);
            setValue('batch', '');
            setValue('branch', '');
          }
          if (name === 'batch') setValue('branch', '');
        }}
      />
    );
  };

  const grid = { display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } };
  const dialogText =
    failure?.kind === 'server'
      ? failure.message
      : failure?.kind === 'noResponse'
        ? t('alumni.registration.noResponse')
        : failure?.kind === 'setup'
          ? t('alumni.registration.setupFailure', { message: failure.message })
          : failure
            ? t('alumni.registration.unexpected', { message: failure.message })
            : '';

  return (
    <Paper component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3 } }} aria-label={t('alumni.registration.title')}>
      <Box sx={grid}>
        {text('name')}
        {select(
          'degree',
          degrees.map((d) => ({ value: d.degree, label: d.degree === d.name ? d.degree : `${d.degree} · ${d.name}` })),
        )}
        {text('rollNumber', { max: 40 })}
        {select(
          'batch',
          batches.map((b) => ({ value: b, label: b })),
          t('alumni.registration.chooseDegreeFirst'),
        )}
        {select(
          'branch',
          branches.map((b) => ({ value: b, label: b })),
          t('alumni.registration.chooseBatchFirst'),
        )}
        {text('mobileNumber', { inputMode: 'numeric' })}
        {text('email', { type: 'email', max: 254, inputMode: 'email' })}
      </Box>

      <Controller
        name="working"
        control={control}
        render={({ field }) => (
          <FormControl sx={{ mt: 1 }}>
            <FormLabel id="alumni-working-label">{fieldLabel('working')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="alumni-working-label"
              value={field.value}
              onChange={(e) => {
                const choice = e.target.value as WorkingChoice;
                field.onChange(choice);
                // A new choice clears what the other choices had typed (001 §4).
                for (const other of WORKING_CHOICES)
                  if (other !== choice) for (const name of CONDITIONAL[other]) setValue(name, '', { shouldValidate: false });
              }}
            >
              {WORKING_CHOICES.map((choice) => (
                <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`alumni.working.${choice}`)} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />

      {working !== 'NA' && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5, fontWeight: 700 }}>
            {t(working === 'yes' ? 'alumni.registration.workSection' : 'alumni.registration.studySection')}
          </Typography>
          <Box sx={grid}>
            {working === 'yes' ? (
              <>
                {text('companyName')}
                {text('jobTitle')}
                {text('workAddress', { max: ADDRESS_MAX, multiline: true })}
              </>
            ) : (
              <>
                {text('instituteName')}
                {text('courseName')}
                {text('eduAddress', { max: ADDRESS_MAX, multiline: true })}
              </>
            )}
          </Box>
        </Box>
      )}

      <Box sx={{ mt: 2 }}>
        <FilePicker
          id="alumni-file"
          label={fieldLabel('file')}
          buttonLabel={t('alumni.registration.chooseFile')}
          emptyText={initial?.fileName ? t('alumni.registration.keptFile', { name: initial.fileName }) : t('alumni.registration.noFile')}
          hint={t('alumni.registration.fileHint', { mb: ALUMNI_FILE_MAX_MB })}
          accept={ACCEPT}
          file={file}
          error={fileError}
          onChange={chooseFile}
        />
      </Box>

      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(initial ? 'alumni.registration.update' : 'alumni.registration.submit')}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={save.isPending}>
            {t('alumni.registration.cancel')}
          </Button>
        )}
      </Box>

      <Dialog open={Boolean(failure)} onClose={() => setFailure(null)} aria-labelledby="alumni-failure-title">
        <DialogTitle id="alumni-failure-title">
          {failure?.kind === 'server' ? t('alumni.registration.oops') : t('alumni.registration.errorTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{dialogText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFailure(null)} autoFocus>
            {t('alumni.registration.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
