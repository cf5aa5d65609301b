import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Paper,
  Tab,
  Tabs,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNTS_PAGE_SIZES,
  collegeToday,
  INSTRUMENT_STATUSES,
  instrumentBouncedSchema,
  instrumentClearedSchema,
  type InstrumentAnswer,
  type InstrumentRow,
  type InstrumentStatus,
} from '@campus/shared';
import { FormDateField, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { PagedTable, type PagedColumn } from '../../../components/paged-table';
import { useModeNames, usePaymentMeansText } from '../../../components/collection-mode';
import { useFormat } from '../../../lib/format';
import { usePhoneLayout } from '../../../lib/layout';
import { useInstruments } from '../api/get-instruments';
import { receiptUrl } from '../api/get-receipts';
import { useSettleInstrument } from '../api/settle-instrument';
import { InstrumentChip } from './day-view';

type Action = { as: 'cleared' | 'bounced'; row: InstrumentRow } | null;

function useInstrumentColumns(): PagedColumn<InstrumentRow>[] {
  const { t } = useTranslation();
  const meansText = usePaymentMeansText();
  const format = useFormat();
  const names = useModeNames();
  const col = (key: string) => t(`counter.day.columns.${key}`);
  return [
    {
      key: 'receiptNo',
      header: col('receiptNo'),
      cell: (r) => (
        <Link href={receiptUrl(r.receiptNo)} target="_blank" rel="noopener" sx={{ fontFamily: 'monospace' }}>
          {r.receiptNo}
        </Link>
      ),
      nowrap: true,
      card: 'title',
    },
    { key: 'amount', header: col('amount'), cell: (r) => format.money(r.amountPaise), align: 'right', nowrap: true, card: 'title' },
    {
      key: 'student',
      header: col('student'),
      cell: (r) => (
        <>
          <Box sx={{ fontWeight: 600 }}>{r.studentName}</Box>
          <Box sx={{ fontFamily: 'monospace', color: 'text.secondary', fontSize: 13, whiteSpace: 'nowrap' }}>{r.rollNumber}</Box>
        </>
      ),
      card: 'primary',
    },
    {
      key: 'paidBy',
      header: col('paidBy'),
      cell: (r) => (
        <>
          <Box sx={{ fontWeight: 600 }}>{names.mode(r.mode)}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{meansText(r.means)}</Box>
        </>
      ),
      card: 'secondary',
    },
    { key: 'received', header: t('counter.instruments.receivedOn'), cell: (r) => format.day(r.businessDate), nowrap: true },
    { key: 'clerk', header: col('clerk'), cell: (r) => r.clerk },
    {
      key: 'status',
      header: col('status'),
      cell: (r) => (
        <Box sx={{ display: 'grid', gap: 0.25 }}>
          <InstrumentChip row={r} />
          {r.settledOn && (
            <Box sx={{ fontSize: 13, color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {t('counter.instruments.settledOn')} {format.day(r.settledOn)}
            </Box>
          )}
          {r.bounceReason && <Box sx={{ fontSize: 13 }}>{t('counter.instruments.reasonShown', { reason: r.bounceReason })}</Box>}
        </Box>
      ),
    },
  ];
}

/** Mark cleared (the day) or bounced (the day and the bank's reason), saying what a bounce does before it is done. */
function SettleDialog({ action, onClose }: { action: NonNullable<Action>; onClose: () => void }) {
  const { t } = useTranslation();
  const meansText = usePaymentMeansText();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const { row, as } = action;
  const bounced = as === 'bounced';
  // A bounce takes the bank's reason; a clearing only its day (its schema refuses any other field).
  const schema = (bounced ? instrumentBouncedSchema : instrumentClearedSchema) as typeof instrumentBouncedSchema;
  const form = useZodForm(schema, bounced ? { date: collegeToday(), reason: '' } : { date: collegeToday() });
  const done = (answer: InstrumentAnswer) => {
    const { receiptNo, creditNoteNo } = answer.receipt;
    if (!bounced) return t('counter.instruments.clearedDone', { receiptNo });
    if (answer.chargePaise > 0)
      return t('counter.instruments.bouncedCharge', { receiptNo, creditNoteNo, charge: format.money(answer.chargePaise) });
    return t('counter.instruments.bouncedDone', { receiptNo, creditNoteNo });
  };
  const settle = useSettleInstrument({
    onSuccess: (answer) => {
      enqueueSnackbar(done(answer), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) setProblem(err.message);
    },
  });
  const submit = form.handleSubmit((body) => {
    setProblem(null);
    settle.mutate(
      bounced ? { receiptNo: row.receiptNo, as: 'bounced', body } : { receiptNo: row.receiptNo, as: 'cleared', body: { date: body.date } },
    );
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle>
          {t(bounced ? 'counter.instruments.bouncedTitle' : 'counter.instruments.clearedTitle', { receiptNo: row.receiptNo })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {bounced ? (
            <Alert severity="warning" data-testid="bounce-consequences">
              {t('counter.instruments.bouncedHelp', { amount: format.money(row.amountPaise), paidBy: meansText(row.means) })}
            </Alert>
          ) : (
            <DialogContentText>{t('counter.instruments.clearedHelp', { paidBy: meansText(row.means) })}</DialogContentText>
          )}
          <FormDateField control={form.control} name="date" label={t('counter.instruments.date')} max={collegeToday()} required />
          {bounced && (
            <FormTextField
              control={form.control}
              name="reason"
              label={t('counter.instruments.reason')}
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" color={bounced ? 'error' : 'primary'} disabled={settle.isPending}>
            {t(bounced ? 'counter.instruments.confirmBounced' : 'counter.instruments.confirmCleared')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Cheques & drafts (accounts): received ones to mark cleared or bounced, and the cleared and bounced ones, a page at a time. */
export function Instruments() {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const [status, setStatus] = useState<InstrumentStatus>('received');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ACCOUNTS_PAGE_SIZES[0]);
  const [action, setAction] = useState<Action>(null);
  const list = useInstruments(status, page, pageSize);
  const columns = useInstrumentColumns();
  const data = list.data;
  return (
    <Paper variant="outlined" component="section" aria-label={t('counter.tabs.instruments')} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Tabs
        value={status}
        onChange={(_e, next: InstrumentStatus) => {
          setStatus(next);
          setPage(1);
        }}
        aria-label={t('counter.tabs.instruments')}
        variant={phone ? 'fullWidth' : 'scrollable'}
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 0.5, sm: 2 } } }}
      >
        {INSTRUMENT_STATUSES.map((s) => (
          <Tab key={s} value={s} wrapped={phone} label={t(`counter.instruments.${s}`)} />
        ))}
      </Tabs>
      {list.isError && <Alert severity="error">{t('counter.loadFailed', { message: list.error.message })}</Alert>}
      <PagedTable
        label={t(`counter.instruments.${status}`)}
        columns={columns}
        rows={data?.rows}
        rowKey={(r) => r.receiptNo}
        rowAttributes={(r) => ({ 'data-instrument': r.receiptNo })}
        rowTone={(r) => (r.instrumentStatus === 'bounced' ? 'error' : undefined)}
        actions={
          status === 'received'
            ? (r) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  <Button size="small" variant="outlined" onClick={() => setAction({ as: 'cleared', row: r })}>
                    {t('counter.instruments.markCleared')}
                  </Button>
                  <Button size="small" variant="outlined" color="error" onClick={() => setAction({ as: 'bounced', row: r })}>
                    {t('counter.instruments.markBounced')}
                  </Button>
                </Box>
              )
            : undefined
        }
        total={data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        pageSizes={ACCOUNTS_PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        loading={list.isFetching}
        empty={t(`counter.instruments.none_${status}`)}
        cardsBelow="md"
        testId="counter-instruments"
      />
      {action && <SettleDialog key={`${action.as}-${action.row.receiptNo}`} action={action} onClose={() => setAction(null)} />}
    </Paper>
  );
}
