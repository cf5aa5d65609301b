import { Alert, Box, Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_PAGE_SIZES, DENOMINATIONS, type CounterDay, type CounterReceiptRow, type ModeTotal } from '@campus/shared';
import { PagedTable, type PagedColumn } from '../../../components/paged-table';
import { useModeNames, usePaymentMeansText } from '../../../components/collection-mode';
import { useFormat } from '../../../lib/format';
import { receiptUrl } from '../api/get-receipts';
import { DifferenceText } from './closing-form';

/** A day's state as a chip: open or closed. */
export function DayStatusChip({ status }: { status: CounterDay['status'] }) {
  const { t } = useTranslation();
  return <Chip size="small" color={status === 'closed' ? 'success' : 'default'} label={t(`counter.day.status_${status}`)} />;
}

/** A cheque's or draft's state, and the credit note of a bounced one. */
export function InstrumentChip({ row }: { row: Pick<CounterReceiptRow, 'instrumentStatus' | 'creditNoteNo'> }) {
  const { t } = useTranslation();
  if (!row.instrumentStatus) return <>{t('counter.day.none')}</>;
  const tone = row.instrumentStatus === 'bounced' ? 'error' : row.instrumentStatus === 'cleared' ? 'success' : 'warning';
  return (
    <Box sx={{ display: 'grid', gap: 0.25, justifyItems: 'start' }}>
      <Chip
        size="small"
        variant="outlined"
        sx={{ borderColor: `${tone}.main`, color: 'text.primary', fontWeight: 600 }}
        label={t(`counter.day.instrument_${row.instrumentStatus}`)}
      />
      {row.creditNoteNo && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {t('counter.day.creditNote', { creditNoteNo: row.creditNoteNo })}
        </Typography>
      )}
    </Box>
  );
}

/** The totals by mode as one line: `Cash ₹1,500.00 (2) · Cheque ₹45,000.00 (1)`. */
export function ModeTotals({ totals, testId }: { totals: ModeTotal[]; testId?: string }) {
  const format = useFormat();
  const names = useModeNames();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid={testId}>
      {totals.map((m) => (
        <Box component="li" key={m.mode} data-mode={m.mode}>
          <Chip
            variant="outlined"
            label={`${names.mode(m.mode)}: ${format.money(m.amountPaise)} (${format.number(m.count)})`}
            sx={{ fontWeight: 600 }}
          />
        </Box>
      ))}
    </Box>
  );
}

/** The receipts' columns; on a phone's card the receipt and amount head it. */
function useReceiptColumns(): PagedColumn<CounterReceiptRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useModeNames();
  const meansText = usePaymentMeansText();
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
    { key: 'items', header: col('items'), cell: (r) => r.items, card: 'secondary' },
    { key: 'time', header: col('time'), cell: (r) => format.dateTime(r.receivedAt), nowrap: true },
    {
      key: 'paidBy',
      header: col('paidBy'),
      cell: (r) => (
        <>
          <Box sx={{ fontWeight: 600 }}>{names.mode(r.mode)}</Box>
          {r.mode !== 'CASH' && <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{meansText(r.means)}</Box>}
        </>
      ),
    },
    { key: 'status', header: col('status'), cell: (r) => <InstrumentChip row={r} /> },
  ];
}

/** A day's receipts, a page at a time (the day comes whole; the pages are cut here). */
function DayReceipts({ receipts }: { receipts: CounterReceiptRow[] }) {
  const { t } = useTranslation();
  const columns = useReceiptColumns();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ACCOUNTS_PAGE_SIZES[0]);
  const rows = receipts.slice((page - 1) * pageSize, page * pageSize);
  return (
    <PagedTable
      label={t('counter.day.receipts')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.receiptNo}
      rowAttributes={(r) => ({ 'data-receipt': r.receiptNo })}
      rowTone={(r) => (r.instrumentStatus === 'bounced' ? 'error' : undefined)}
      total={receipts.length}
      page={page}
      pageSize={pageSize}
      pageSizes={ACCOUNTS_PAGE_SIZES}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      empty={t('counter.day.noReceipts')}
      cardsBelow="md"
      testId="counter-receipts"
    />
  );
}

/** A closed day's closing, read only: the counts, the cash counted and expected, the difference, its note and the slip. */
function ClosingView({ closing }: { closing: NonNullable<CounterDay['closing']> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const line = (label: string, value: ReactNode, testId?: string) => (
    <TableRow key={label}>
      <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </TableCell>
    </TableRow>
  );
  const counted = DENOMINATIONS.filter((d) => (closing.denominations[String(d)] ?? 0) > 0);
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="counter-closing">
      <Typography variant="h6" component="h2">
        {t('counter.day.closedTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Table size="small" aria-label={t('counter.day.counted')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{t('counter.day.counted')}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {t('counter.day.columns.amount')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {counted.map((d) =>
              line(
                `${t('counter.day.denomination', { value: d })} × ${format.number(closing.denominations[String(d)])}`,
                format.money(closing.denominations[String(d)] * d * 100),
              ),
            )}
          </TableBody>
        </Table>
        <Table size="small" aria-label={t('counter.day.closedTitle')}>
          <TableBody>
            {line(t('counter.day.counted'), format.money(closing.countedCashPaise), 'closing-counted')}
            {line(t('counter.day.expected'), format.money(closing.expectedCashPaise))}
            {line(t('counter.day.difference'), <DifferenceText differencePaise={closing.differencePaise} />, 'closing-difference')}
            {line(t('counter.day.differenceNote'), closing.differenceNote ?? t('counter.day.none'), 'closing-note')}
            {line(t('counter.day.depositSlipNo'), closing.depositSlipNo ?? t('counter.day.none'), 'closing-slip')}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('counter.day.closedBy', { by: closing.closedBy, at: format.dateTime(closing.closedAt) })}
      </Typography>
    </Box>
  );
}

/** The changes the accounts officer made after the closing, newest first. */
function Changes({ changes }: { changes: CounterDay['changes'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (changes.length === 0) return null;
  return (
    <Box data-testid="counter-changes">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('counter.day.changes')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {changes.map((c) => (
          <li key={`${c.at}-${c.what}`}>
            <Typography variant="body2">
              {t('counter.day.change', { at: format.dateTime(c.at), by: c.by, what: c.what, reason: c.reason })}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

interface DayViewProps {
  day: CounterDay;
  /** What may be done with the day: the clerk's closing form, the accounts officer's buttons. */
  children?: ReactNode;
}

/** One clerk's day: what was received, by mode, every receipt, and its closing with the changes made after it. */
export function DayView({ day, children }: DayViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const reopened = day.status === 'open' && day.closing !== null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-day={day.date}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 1 }}>
        <Typography color="text.secondary">{t('counter.day.total')}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="counter-day-total">
          {format.money(day.totalPaise)}
        </Typography>
        <Typography color="text.secondary">{t('counter.day.count', { count: day.receipts.length })}</Typography>
        <DayStatusChip status={day.status} />
      </Box>
      {reopened && <Alert severity="info">{t('counter.day.reopened')}</Alert>}
      {day.totals.length > 0 && (
        <Box aria-label={t('counter.day.byMode')} role="group">
          <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
            {t('counter.day.byMode')}
          </Typography>
          <ModeTotals totals={day.totals} testId="counter-mode-totals" />
        </Box>
      )}
      <DayReceipts receipts={day.receipts} />
      {day.status === 'closed' && day.closing && <ClosingView closing={day.closing} />}
      {children}
      <Changes changes={day.changes} />
    </Box>
  );
}
