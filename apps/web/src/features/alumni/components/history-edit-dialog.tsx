import { zodResolver } from '@hookform/resolvers/zod';
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
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ALUMNI_STATUSES,
  alumniHistoryEditSchema,
  type AlumniHistoryEdit,
  type AlumniHistoryEntry,
  type AlumniStatus,
} from '@campus/shared';
import { ApiRequestError, translateMessage } from '../../../lib/api';
import { useBatches, useBranches, useCourses } from '../../../lib/master-data';
import { useUpdateAlumniHistory } from '../api/update-alumni-history';

type TextName = Exclude<keyof AlumniHistoryEdit, 'status' | 'course' | 'batch' | 'branch'>;
type Values = Record<Exclude<keyof AlumniHistoryEdit, 'status'>, string> & { status: AlumniStatus | '' };

const resolver = zodResolver(alumniHistoryEditSchema) as unknown as Resolver<Values, unknown, AlumniHistoryEdit>;
const tr = (text: string | undefined) => (text ? (translateMessage(text) ?? text) : undefined);
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
  const { control, handleSubmit, setValue, setError } = useForm<Values, unknown, AlumniHistoryEdit>({
    defaultValues: valuesOf(entry),
    resolver,
  });
  const [status, course, batch] = useWatch({ control, name: ['status', 'course', 'batch'] });
  const courses = useCourses().data ?? [];
  const batches = useBatches(course).data ?? [];
  const branches = useBranches(course, batch, Boolean(course && batch)).data ?? [];
  const update = useUpdateAlumniHistory();
  const label = (name: string) => t(`alumni.fields.${name}`);

  const onSubmit = handleSubmit((form) =>
    update.mutate(
      { id: entry.id, form },
      {
        onSuccess: (answer) => {
          enqueueSnackbar(tr(answer.message), { variant: 'success' });
          onClose();
        },
        onError: (err) => {
          const field = err instanceof ApiRequestError ? err.body?.field : undefined;
          if (field && field in valuesOf(entry)) setError(field as keyof Values, { message: err.message });
          enqueueSnackbar(err.message, { variant: 'error' });
        },
      },
    ),
  );

  const text = (name: TextName, inputMode?: 'numeric' | 'email') => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`history-edit-${name}`}
          label={label(name)}
          error={Boolean(fieldState.error)}
          helperText={tr(fieldState.error?.message) ?? ' '}
          fullWidth
          onChange={(e) => field.onChange(name === 'studentMobile' ? e.target.value.replace(/\D/g, '').slice(0, 10) : e.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX[name] ?? 100, inputMode } }}
        />
      )}
    />
  );

  const select = (name: 'course' | 'batch' | 'branch', options: string[]) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          id={`history-edit-${name}`}
          select
          label={label(name)}
          error={Boolean(fieldState.error)}
          helperText={tr(fieldState.error?.message) ?? ' '}
          fullWidth
          onChange={(e) => {
            field.onChange(e.target.value);
            if (name === 'course') setValue('batch', '');
            if (name !== 'branch') setValue('branch', '');
          }}
        >
          {/* The entry's value is shown even while its list loads. */}
          {field.value && !options.includes(field.value) && <MenuItem value={field.value}>{field.value}</MenuItem>}
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      )}
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
                {fieldState.error && <FormHelperText>{tr(fieldState.error.message)}</FormHelperText>}
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
            )}
            {select('batch', batches)}
            {select('branch', branches)}
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
