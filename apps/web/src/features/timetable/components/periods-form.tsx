import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, Paper, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PERIODS_MAX, periodsInputSchema, type Period } from '@campus/shared';
import { FormTextField } from '../../../components/form/form-fields';
import { fieldErrorText, showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { LoadFailed } from '../../../components/list-head';
import { usePeriods, useSavePeriods } from '../api/timetable';

/** The next period after the last: it starts as the last ends, and lasts as long. */
function nextAfter(last: { startsAt: string; endsAt: string } | undefined) {
  const minutes = (t: string) => (/^\d{2}:\d{2}$/.test(t) ? Number(t.slice(0, 2)) * 60 + Number(t.slice(3)) : NaN);
  const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  if (!last) return { startsAt: '09:00', endsAt: '09:50' };
  const [start, end] = [minutes(last.startsAt), minutes(last.endsAt)];
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start || end + (end - start) >= 24 * 60) return { startsAt: '', endsAt: '' };
  return { startsAt: time(end), endsAt: time(end + (end - start)) };
}

/** The periods as the form holds them. */
function Form({ periods }: { periods: Period[] }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [refused, setRefused] = useState<string | null>(null);
  const form = useZodForm(periodsInputSchema, { periods: periods.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })) });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'periods' });
  const { errors } = useFormState({ control: form.control, name: 'periods' });
  const save = useSavePeriods({
    onSuccess: (saved) => {
      enqueueSnackbar(t('timetable.periods.saved', { count: saved.length }), { variant: 'success' });
      form.reset({ periods: saved.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })) });
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) setRefused(err.message);
    },
  });
  const time = (label: string) =>
    ({ htmlInput: { inputMode: 'numeric', maxLength: 5, placeholder: '09:30', autoComplete: 'off', 'aria-label': label } }) as const;
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('timetable.periods.heading')}
      onSubmit={(e) => {
        e.preventDefault();
        setRefused(null);
        void form.handleSubmit((input) => save.mutate(input))();
      }}
    >
      {refused && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="periods-refused">
          {refused}
        </Alert>
      )}
      {errors.periods?.root?.message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {fieldErrorText(errors.periods.root.message)}
        </Alert>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {fields.map((f, i) => (
          <Box
            component="li"
            key={f.id}
            data-period={i + 1}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr auto', sm: '100px 160px 160px auto' },
              gap: 1.5,
              alignItems: 'start',
            }}
          >
            <Typography sx={{ fontWeight: 600, pt: 1, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              {t('timetable.periodN', { n: i + 1 })}
            </Typography>
            <FormTextField
              control={form.control}
              name={`periods.${i}.startsAt`}
              id={`period-${i + 1}-starts`}
              label={t('timetable.periods.startsAt')}
              size="small"
              required
              slotProps={time(t('timetable.periods.startsAtOf', { n: i + 1 }))}
            />
            <FormTextField
              control={form.control}
              name={`periods.${i}.endsAt`}
              id={`period-${i + 1}-ends`}
              label={t('timetable.periods.endsAt')}
              size="small"
              required
              slotProps={time(t('timetable.periods.endsAtOf', { n: i + 1 }))}
            />
            <IconButton
              aria-label={t('timetable.periods.remove', { n: i + 1 })}
              onClick={() => remove(i)}
              disabled={fields.length === 1}
              sx={{ mt: 0.25 }}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('timetable.periods.hint', { max: PERIODS_MAX })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button
          variant="outlined"
          startIcon={<Add />}
          disabled={fields.length >= PERIODS_MAX}
          onClick={() => append(nextAfter(form.getValues('periods').at(-1)))}
        >
          {t('timetable.periods.add')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('timetable.periods.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** Periods: the office's periods of the college day, each with its start and end; saved as a whole. */
export function PeriodsForm() {
  const { t } = useTranslation();
  const periods = usePeriods();
  return (
    <Paper sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography variant="h6" component="h2">
        {t('timetable.periods.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('timetable.periods.subtitle')}
      </Typography>
      {periods.isPending && <Skeleton variant="rounded" height={240} />}
      {periods.isError && <LoadFailed error={periods.error} retry={periods.refetch} />}
      {periods.data && <Form key={JSON.stringify(periods.data)} periods={periods.data} />}
    </Paper>
  );
}
