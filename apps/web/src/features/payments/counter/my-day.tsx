import { Alert, Box, Button, LinearProgress, Paper } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { collegeToday, isCalendarDate } from '@campus/shared';
import { DateField } from '../../../components/date-field';
import { useFormat } from '../../../lib/format';
import { useCounterDay } from '../api/get-counter-day';
import { ClosingForm } from './closing-form';
import { DayView } from './day-view';

/** My day (the clerk's cash book): a day's receipts, totals by mode, and its closing. Today unless another day is asked for. */
export function MyDay() {
  const { t } = useTranslation();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const today = collegeToday();
  const [typed, setTyped] = useState(today);
  const [date, setDate] = useState(today);
  const day = useCounterDay({ date });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isCalendarDate(typed)) setDate(typed);
  };
  const data = day.data;
  return (
    <Paper variant="outlined" component="section" aria-label={t('counter.tabs.day')} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <DateField size="small" label={t('counter.day.date')} value={typed} max={today} onChange={setTyped} />
        <Button type="submit" variant="outlined" disabled={!isCalendarDate(typed)}>
          {t('counter.day.show')}
        </Button>
      </Box>
      {day.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      {day.isError && <Alert severity="error">{t('counter.loadFailed', { message: day.error.message })}</Alert>}
      {data && (
        <DayView day={data}>
          {data.status === 'open' && data.receipts.length > 0 && (
            <ClosingForm
              key={`${data.date}-${data.closing?.closedAt ?? ''}`}
              day={data}
              onClosed={(closed) => enqueueSnackbar(t('counter.day.closed', { date: format.day(closed.date) }), { variant: 'success' })}
              onProblem={(message) => enqueueSnackbar(message, { variant: 'error' })}
            />
          )}
        </DayView>
      )}
    </Paper>
  );
}
