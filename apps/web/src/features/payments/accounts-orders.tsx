import Search from '@mui/icons-material/Search';
import { Alert, Box, Button, Chip, Link, Paper, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_ORDER_STATUSES, ACCOUNTS_PAGE_SIZES, ROLL_NO_MAX, type AccountsOrderRow, type AccountsOrderStatus } from '@campus/shared';
import { useAccountsOrders, type OrdersSearch } from './api/get-accounts-orders';
import { usePaymentMeansText } from '../../components/collection-mode';
import { useFlagReason } from '../../components/flag-reason';
import { PagedTable, RowsView, type PagedColumn } from '../../components/paged-table';
import { useFormat } from '../../lib/format';
import { receiptUrl } from './api/redownload-receipt';

const STATUS_COLOR: Record<AccountsOrderStatus, 'error' | 'success' | 'default'> = {
  FLAGGED: 'error',
  PAID: 'success',
  PENDING: 'default',
  DROPPED: 'default',
  EXPIRED: 'default',
};

function StatusChip({ status }: { status: AccountsOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      variant={status === 'FLAGGED' ? 'filled' : 'outlined'}
      label={t(`accounts.statuses.${status}`)}
    />
  );
}

/** Money owed back to a payer: outlined in the warning colour, its text dark enough to read (WCAG AA). */
export function RefundDueChip({ amountPaise }: { amountPaise: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={{ borderColor: 'warning.main', color: 'text.primary', fontWeight: 600 }}
      label={t('accounts.refundDue', { amount: format.money(amountPaise) })}
    />
  );
}

/** How a paid order was paid and the bank's reference (RRN/UTR) a payer reads on their statement; money owed back. */
function PaymentFacts({ row }: { row: AccountsOrderRow }) {
  const { t } = useTranslation();
  const meansText = usePaymentMeansText();
  if (!row.means && !row.rrn && row.refundDuePaise === 0) return null;
  return (
    <Box sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary' }}>
      {row.means && <Box>{meansText(row.means)}</Box>}
      {row.rrn && <Box sx={{ fontFamily: 'monospace' }}>{t('accounts.rrn', { rrn: row.rrn })}</Box>}
      {row.refundDuePaise > 0 && (
        <Box sx={{ mt: 0.5 }}>
          <RefundDueChip amountPaise={row.refundDuePaise} />
        </Box>
      )}
    </Box>
  );
}

function Receipt({ row }: { row: AccountsOrderRow }) {
  const { t } = useTranslation();
  if (!row.receiptNo) return <>—</>;
  return (
    <Link
      href={receiptUrl(row.receiptNo)}
      target="_blank"
      rel="noopener"
      aria-label={t('accounts.receipt', { receiptNo: row.receiptNo })}
      sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
    >
      {row.receiptNo}
    </Link>
  );
}

/** The orders' columns; on a phone's card the amount and status head it, the student under them. */
function useOrderColumns(): PagedColumn<AccountsOrderRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const col = (key: string) => t(`accounts.columns.${key}`);
  return [
    { key: 'order', header: col('order'), cell: (r) => r.orderId, nowrap: true, card: 'secondary', sx: { fontFamily: 'monospace' } },
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
    { key: 'amount', header: col('amount'), cell: (r) => format.money(r.amountPaise), align: 'right', nowrap: true, card: 'title' },
    { key: 'status', header: col('status'), cell: (r) => <StatusChip status={r.status} />, card: 'title' },
    { key: 'created', header: col('created'), cell: (r) => format.dateTime(r.createdAt), nowrap: true },
    {
      key: 'receipt',
      header: col('receipt'),
      cell: (r) => (
        <>
          <Receipt row={r} />
          <PaymentFacts row={r} />
        </>
      ),
    },
  ];
}

/** Why an order was flagged, under its row. */
function FlagReason({ row }: { row: AccountsOrderRow }) {
  const reason = useFlagReason();
  return (
    <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
      {reason(row)}
    </Typography>
  );
}
const flagReason = (r: AccountsOrderRow) => (r.flagReason ? <FlagReason row={r} /> : null);

/** What the paged orders and a student's history share: how a row is found, tinted and explained. */
const orderRowsProps = {
  testId: 'orders',
  rowKey: (r: AccountsOrderRow) => r.orderId,
  rowAttributes: (r: AccountsOrderRow) => ({ 'data-order': r.orderId }),
  rowTone: (r: AccountsOrderRow) => (r.status === 'FLAGGED' ? ('error' as const) : undefined),
  detail: flagReason,
  cardsBelow: 'md' as const,
};

/** A list of orders (a student's history): a table, and cards on a phone. */
export function OrderRows({ rows, label }: { rows: AccountsOrderRow[]; label: string }) {
  const columns = useOrderColumns();
  return <RowsView {...orderRowsProps} label={label} columns={columns} rows={rows} />;
}

/** Every order, FLAGGED first: a status filter with the counts, a search, and pages with the total. */
export function OrdersSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const [search, setSearch] = useState<OrdersSearch>({ status: '', q: '', page: 1, pageSize: 25 });
  const [text, setText] = useState('');
  const orders = useAccountsOrders(search);
  const columns = useOrderColumns();
  const data = orders.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch({ ...search, q: text.trim(), page: 1 });
  };
  const total = data ? Object.values(data.counts).reduce((s, n) => s + n, 0) : 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="orders-title" sx={{ p: 2 }}>
      <Typography id="orders-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('accounts.orders')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} role="group" aria-label={t('accounts.columns.status')}>
        {(['', ...ACCOUNTS_ORDER_STATUSES] as const).map((status) => (
          <Chip
            key={status || 'all'}
            clickable
            color={search.status === status ? 'primary' : 'default'}
            variant={search.status === status ? 'filled' : 'outlined'}
            aria-pressed={search.status === status}
            label={`${status ? t(`accounts.statuses.${status}`) : t('accounts.allStatuses')} (${format.number(status ? (data?.counts[status] ?? 0) : total)})`}
            onClick={() => setSearch({ ...search, status, page: 1 })}
          />
        ))}
      </Box>
      <Box
        component="form"
        role="search"
        aria-label={t('accounts.orders')}
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}
      >
        <TextField
          size="small"
          type="search"
          label={t('accounts.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: ROLL_NO_MAX } }}
          sx={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="contained" startIcon={<Search />}>
          {t('accounts.find')}
        </Button>
      </Box>
      {orders.isError && <Alert severity="error">{t('accounts.loadFailed', { message: orders.error.message })}</Alert>}
      <PagedTable
        {...orderRowsProps}
        label={t('accounts.ordersLabel')}
        columns={columns}
        rows={data?.rows}
        total={data?.total ?? 0}
        page={search.page}
        pageSize={search.pageSize}
        pageSizes={ACCOUNTS_PAGE_SIZES}
        onPageChange={(page) => setSearch({ ...search, page })}
        onPageSizeChange={(pageSize) => setSearch({ ...search, pageSize, page: 1 })}
        loading={orders.isFetching}
        empty={t('accounts.noOrders')}
      />
    </Paper>
  );
}
