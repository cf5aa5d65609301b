import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ALUMNI_STATUSES, alumniHistoryEditSchema, type AlumniHistoryEdit, type AlumniHistoryEntry } from '@campus/shared';
import { FormSelect, FormTextField } from '../../../components/form/form-fields';
import { fieldErrorText, showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { serverMessage } from '../../../lib/api';
import { useBatches, useBranches, useCourses } from '../../../lib/master-data';
import { useUpdateAlumniHistory } from '../api/update-alumni-history';

type TextName = Exclude<keyof AlumniHistoryEdit, 'status' | 'course' | 'batch' | 'branch'>;
type Values = z.input<typeof alumniHistoryEditSchema>;

const MAX: Partial<Record<TextName, number>> = {
  rollNumber: 40,
  section: 20,
  studentMobile: 10,
  packages: 20,
  experience: 20,
  studentEmail: 254,
};

const valuesOf = (e: AlumniHistoryEntry): Values => ({
  status: e.status,
  rollNumber: e.rollNumber,
  name: e.name,
  fatherName: e.fatherName,
  course: e.course,
  batch: e.batch,
  branch: e.branch,
  section: e.section,
  studentEmail: e.studentEmail,
  studentMobile: e.studentMobile,
  company: e.company,
  packages: e.packages,
  designation: e.designation,
  experience: e.experience,
  location: e.location,
  instituteName: e.instituteName,
});

/** Changes a recorded alumni history entry: its fields, checked by the shared schema; its files stay. */
export function HistoryEditDialog({ entry, onClose }: { entry: AlumniHistoryEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(alumniHistoryEditSchema, valuesOf(entry));
  const { control, handleSubmit, setValue } = form;
  // The schema's inputs are loose (text is trimmed by it); the form holds text in each of these.
  const [status, course, batch, branch] = useWatch({ control, name: ['status', 'course', 'batch', 'branch'] }) as string[];
  const courses = useCourses().data ?? [];
  const batches = useBatches(course).data ?? [];
  const branches = useBranches(course, batch, Boolean(course && batch)).data ?? [];
  const update = useUpdateAlumniHistory();
  const label = (name: string) => t(`alumni.fields.${name}`);

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { id: entry.id, form: values },
      {
        onSuccess: (answer) => {
          enqueueSnackbar(serverMessage(answer), { variant: 'success' });
          onClose();
        },
        onError: (err) => {
          showServerFieldError(form, err);
          enqueueSnackbar(err.message, { variant: 'error' });
        },
      },
    ),
  );

  const text = (name: TextName, inputMode?: 'numeric' | 'email') => (
    <FormTextField
      control={control}
      name={name}
      id={`history-edit-${name}`}
      label={label(name)}
      helperText=" "
      fullWidth
      parse={name === 'studentMobile' ? (typed) => typed.replace(/\D/g, '').slice(0, 10) : undefined}
      slotProps={{ htmlInput: { maxLength: MAX[name] ?? 100, inputMode } }}
    />
  );

  /** The entry's value is offered even while its list loads. */
  const withValue = (options: string[], value: string | undefined) =>
    (value && !options.includes(value) ? [value, ...options] : options).map((o) => ({ value: o, label: o }));
  const select = (name: 'course' | 'batch' | 'branch', options: string[], value: string | undefined) => (
    <FormSelect
      control={control}
      name={name}
      id={`history-edit-${name}`}
      label={label(name)}
      helperText=" "
      fullWidth
      options={withValue(options, value)}
      onChosen={() => {
        if (name === 'course') setValue('batch', '');
        if (name !== 'branch') setValue('branch', '');
      }}
    />
  );

  const grid = { display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="history-edit-title">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="history-edit-title">
          {t('alumni.history.editTitle', { name: entry.name, rollNumber: entry.rollNumber })}
        </DialogTitle>
        <DialogContent>
          <Controller
            name="status"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} sx={{ mb: 1 }}>
                <FormLabel id="history-edit-status-label">{label('status')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="history-edit-status-label"
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {ALUMNI_STATUSES.map((s) => (
                    <FormControlLabel key={s} value={s} control={<Radio />} label={t(`alumni.status.${s}`)} />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText>{fieldErrorText(fieldState.error.message)}</FormHelperText>}
              </FormControl>
            )}
          />
          <Box sx={grid}>
            {text('rollNumber')}
            {text('name')}
            {text('fatherName')}
            {select(
              'course',
              courses.map((c) => c.code),
              course,
            )}
            {select('batch', batches, batch)}
            {select('branch', branches, branch)}
            {text('section')}
            {text('studentEmail', 'email')}
            {text('studentMobile', 'numeric')}
            {status === 'working' && (
              <>
                {text('company')}
                {text('packages')}
                {text('designation')}
                {text('experience')}
              </>
            )}
            {status === 'studying' && text('instituteName')}
            {text('location')}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('alumni.history.keptFiles')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            {t('alumni.history.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={update.isPending}
            startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('alumni.history.saveChanges')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
