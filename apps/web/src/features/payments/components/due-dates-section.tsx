import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  dueDatesFormSchema,
  REMINDER_OFFSET_LIMIT,
  REMINDER_OFFSETS_MAX,
  reminderScheduleFormSchema,
  type DueDatesAnswer,
} from '@campus/shared';
import { FormDateField, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useDueDates } from '../api/get-due-dates';
import { useSaveDueDates, useSaveReminderSchedule } from '../api/save-due-dates';

/** A reminder day as the office reads it: "7 days before", "on the day", "1 day after". */
function offsetLabel(t: TFunction, offset: number): string {
  if (offset === 0) return t('fees.dueDates.onTheDay');
  const count = Math.abs(offset);
  if (offset < 0) return count === 1 ? t('fees.dueDates.oneDayBefore') : t('fees.dueDates.daysBefore', { count });
  return count === 1 ? t('fees.dueDates.oneDayAfter') : t('fees.dueDates.daysAfter', { count });
}

/**
 * "Due dates and reminders" of the Fee Structure page: the last day to pay each fee type's semester
 * fee, and the days reminders go to students and parents who still owe it.
 */
export function DueDatesSection({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation();
  const dueDates = useDueDates();
  return (
    <Paper variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="due-dates-title">
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" id="due-dates-title">
          {t('fees.dueDates.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('fees.dueDates.subtitle')}
        </Typography>
      </Box>
      {dueDates.error && <Alert severity="error">{dueDates.error.message}</Alert>}
      {dueDates.data && (
        <>
          <ReminderScheduleForm key={dueDates.data.offsets.join(',')} offsets={dueDates.data.offsets} />
          <DueDatesForm
            key={dueDates.data.rows.map((r) => `${r.feeTypeId}/${r.semester}/${r.dueOn}`).join(',')}
            answer={dueDates.data}
            narrow={narrow}
          />
        </>
      )}
    </Paper>
  );
}

function ReminderScheduleForm({ offsets }: { offsets: readonly number[] }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(reminderScheduleFormSchema, { offsets: offsets.join(', ') });
  const typed = useWatch({ control: form.control, name: 'offsets' });
  const read = reminderScheduleFormSchema.safeParse({ offsets: typed });
  const save = useSaveReminderSchedule({
    onSuccess: () => enqueueSnackbar(t('fees.dueDates.scheduleSaved'), { variant: 'success' }),
    onError: (err) => {
      if (!showServerFieldError(form, err)) setProblem(err.message);
    },
  });
  const submit = form.handleSubmit((body) => {
    setProblem(null);
    save.mutate(body);
  });
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ px: 2, pb: 2, display: 'grid', gap: 1 }}>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <FormTextField
          control={form.control}
          name="offsets"
          label={t('fees.dueDates.schedule')}
          helperText={t('fees.dueDates.scheduleHint', { max: REMINDER_OFFSETS_MAX, limit: REMINDER_OFFSET_LIMIT })}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={save.isPending} sx={{ mt: { sm: 1 } }}>
          {t('fees.dueDates.saveSchedule')}
        </Button>
      </Stack>
      {read.success && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {read.data.offsets.map((offset) => (
            <Chip key={offset} size="small" label={offsetLabel(t, offset)} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function DueDatesForm({ answer, narrow }: { answer: DueDatesAnswer; narrow: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(dueDatesFormSchema, {
    dueDates: answer.rows.map((r) => ({ feeTypeId: r.feeTypeId, semester: r.semester, dueOn: r.dueOn ?? '' })),
  });
  const save = useSaveDueDates({
    onSuccess: () => enqueueSnackbar(t('fees.dueDates.saved'), { variant: 'success' }),
    onError: (err) => {
      if (!showServerFieldError(form, err)) setProblem(err.message);
    },
  });
  const submit = form.handleSubmit((body) => {
    setProblem(null);
    save.mutate(body);
  });
  if (answer.rows.length === 0) return <Alert severity="info">{t('fees.dueDates.none')}</Alert>;
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      {problem && <Alert severity="error">{problem}</Alert>}
      <TableContainer>
        <Table size="small" aria-label={t('fees.dueDates.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fees.feeType')}</TableCell>
              <TableCell>{narrow ? t('fees.sem') : t('fees.semester')}</TableCell>
              <TableCell>{t('fees.dueDates.dueOn')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.rows.map((row, i) => (
              <TableRow key={`${row.feeTypeId}/${row.semester}`}>
                <TableCell>{row.feeTypeName}</TableCell>
                <TableCell>{row.semester}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  <FormDateField
                    control={form.control}
                    name={`dueDates.${i}.dueOn`}
                    size="small"
                    label={t('fees.dueDates.dueOnOf', { feeType: row.feeTypeName, semester: row.semester })}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ p: 2, display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('fees.dueDates.save')}
        </Button>
      </Box>
    </Box>
  );
}
