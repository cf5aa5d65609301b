import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Paper,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { can, collegeToday, counterDayAmendFormSchema, isCalendarDate, type CounterDay, type CounterDaysAnswer } from '@campus/shared';
import { DateField } from '../../../components/date-field';
import { FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { RowsView, type PagedColumn } from '../../../components/paged-table';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useAmendCounterDay } from '../api/amend-counter-day';
import { useCounterDay } from '../api/get-counter-day';
import { useCounterDays } from '../api/get-counter-days';
import { countsText, DenominationCount, DifferenceText, expectedCashOf } from './closing-form';
import { DayStatusChip, DayView, ModeTotals } from './day-view';

type DaySummary = CounterDaysAnswer['days'][number];

/** The accounts officer changes a closed day's closing, or reopens it; either with a reason. */
function AmendDialog({ day, reopen, onClose }: { day: CounterDay; reopen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const schema = useMemo(() => counterDayAmendFormSchema(), []);
  const form = useZodForm(schema, {
    reopen,
    reason: '',
    denominations: countsText(day.closing?.denominations),
    depositSlipNo: day.closing?.depositSlipNo ?? '',
    differenceNote: day.closing?.differenceNote ?? '',
  });
  const amend = useAmendCounterDay({
    onSuccess: () => {
      enqueueSnackbar(t(reopen ? 'counter.days.reopenedDone' : 'counter.days.amended'), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) setProblem(err.message);
    },
  });
  const submit = form.handleSubmit((body) => {
    setProblem(null);
    amend.mutate({ id: day.id!, body });
  });
  const names = { clerk: day.clerk, date: format.day(day.date) };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={reopen ? 'sm' : 'md'}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle>{t(reopen ? 'counter.days.reopenTitle' : 'counter.days.amendTitle', names)}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t(reopen ? 'counter.days.reopenHelp' : 'counter.days.amendHelp')}</DialogContentText>
          {!reopen && (
            <>
              <DenominationCount control={form.control} expectedPaise={expectedCashOf(day)} />
              <FormTextField
                control={form.control}
                name="differenceNote"
                label={t('counter.day.differenceNote')}
                slotProps={{ htmlInput: { maxLength: 300 } }}
              />
              <FormTextField
                control={form.control}
                name="depositSlipNo"
                label={t('counter.day.depositSlipNo')}
                slotProps={{ htmlInput: { maxLength: 40 } }}
              />
            </>
          )}
          <FormTextField
            control={form.control}
            name="reason"
            label={t('counter.days.reason')}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={amend.isPending}>
            {reopen ? t('counter.days.reopen') : t('counter.days.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** One clerk's day opened from the list, with the accounts officer's change and reopen. */
function OpenedDay({ summary }: { summary: DaySummary }) {
  const { t } = useTranslation();
  const amends = can(useSession()?.roles ?? [], 'payments.counterDayAmend');
  const [action, setAction] = useState<'change' | 'reopen' | null>(null);
  const day = useCounterDay({ date: summary.date, clerkId: summary.clerkId });
  if (day.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (day.isError) return <Alert severity="error">{t('counter.loadFailed', { message: day.error.message })}</Alert>;
  const data = day.data;
  return (
    <Box sx={{ mt: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="counter-opened-day">
      <DayView day={data}>
        {amends && data.status === 'closed' && data.id !== null && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => setAction('change')}>
              {t('counter.days.change')}
            </Button>
            <Button variant="outlined" color="warning" onClick={() => setAction('reopen')}>
              {t('counter.days.reopen')}
            </Button>
          </Box>
        )}
      </DayView>
      {action && <AmendDialog day={data} reopen={action === 'reopen'} onClose={() => setAction(null)} />}
    </Box>
  );
}

/** The list's columns: the clerk and status head a phone's card. */
function useDayColumns(): PagedColumn<DaySummary>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const col = (key: string) => t(`counter.day.columns.${key}`);
  return [
    { key: 'clerk', header: col('clerk'), cell: (d) => d.clerk, card: 'title', sx: { fontWeight: 600 } },
    { key: 'status', header: col('status'), cell: (d) => <DayStatusChip status={d.status} />, card: 'title' },
    { key: 'byMode', header: t('counter.day.byMode'), cell: (d) => <ModeTotals totals={d.totals} />, card: 'primary' },
    { key: 'count', header: t('counter.day.receipts'), cell: (d) => format.number(d.count), align: 'right', nowrap: true },
    { key: 'total', header: t('counter.day.total'), cell: (d) => format.money(d.totalPaise), align: 'right', nowrap: true },
    {
      key: 'difference',
      header: t('counter.day.difference'),
      cell: (d) => (d.differencePaise === null ? t('counter.day.none') : <DifferenceText differencePaise={d.differencePaise} />),
      nowrap: true,
    },
    { key: 'slip', header: t('counter.day.depositSlipNo'), cell: (d) => d.depositSlipNo ?? t('counter.day.none'), nowrap: true },
  ];
}

/** Days (accounts): every clerk's day of a date with its totals by mode, status and difference; one opens below its row. */
export function CounterDays() {
  const { t } = useTranslation();
  const today = collegeToday();
  const [typed, setTyped] = useState(today);
  const [date, setDate] = useState(today);
  const [opened, setOpened] = useState<number | null>(null);
  const days = useCounterDays(date);
  const columns = useDayColumns();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isCalendarDate(typed)) {
      setDate(typed);
      setOpened(null);
    }
  };
  const data = days.data;
  return (
    <Paper variant="outlined" component="section" aria-label={t('counter.tabs.days')} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <DateField size="small" label={t('counter.days.date')} value={typed} max={today} onChange={setTyped} />
        <Button type="submit" variant="outlined" disabled={!isCalendarDate(typed)}>
          {t('counter.days.show')}
        </Button>
      </Box>
      {days.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      {days.isError && <Alert severity="error">{t('counter.loadFailed', { message: days.error.message })}</Alert>}
      {data && data.days.length === 0 && <Alert severity="info">{t('counter.days.none')}</Alert>}
      {data && data.days.length > 0 && (
        <RowsView
          label={t('counter.tabs.days')}
          columns={columns}
          rows={data.days}
          rowKey={(d) => d.id}
          rowAttributes={(d) => ({ 'data-clerk': d.clerk })}
          actions={(d) => (
            <Button
              size="small"
              variant="outlined"
              aria-expanded={opened === d.id}
              onClick={() => setOpened(opened === d.id ? null : d.id)}
            >
              {opened === d.id ? t('counter.days.hide') : t('counter.days.open')}
            </Button>
          )}
          detail={(d) => (opened === d.id ? <OpenedDay summary={d} /> : null)}
          cardsBelow="md"
          testId="counter-days"
        />
      )}
    </Paper>
  );
}
