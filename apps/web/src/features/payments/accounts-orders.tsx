import Search from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_ORDER_STATUSES, ACCOUNTS_PAGE_SIZES, ROLL_NO_MAX, type AccountsOrderRow, type AccountsOrderStatus } from '@campus/shared';
import { useAccountsOrders, type OrdersSearch } from './api/get-accounts-orders';
import { receiptUrl } from './api/redownload-receipt';
import { useFormat } from '../../lib/format';

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
  if (!row.paidBy && !row.rrn && row.refundDuePaise === 0) return null;
  return (
    <Box sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>
      {row.paidBy && <Box>{row.paidBy}</Box>}
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

/** Orders as a table on a wide screen and as cards on a phone. */
export function OrderRows({ rows, label }: { rows: AccountsOrderRow[]; label: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const col = (key: string) => t(`accounts.columns.${key}`);
  if (phone)
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} data-testid="orders">
        {rows.map((r) => (
          <Paper
            component="li"
            key={r.orderId}
            variant="outlined"
            sx={{ p: 1.5, borderColor: r.status === 'FLAGGED' ? 'error.main' : undefined }}
            data-order={r.orderId}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 700 }}>{format.money(r.amountPaise)}</Typography>
              <StatusChip status={r.status} />
            </Box>
            <Typography variant="body2">
              {r.studentName} ·{' '}
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {r.rollNumber}
              </Box>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {r.items} · {format.dateTime(r.createdAt)}
            </Typography>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
              {r.orderId}
            </Typography>
            {r.flagReason && (
              <Alert severity="error" sx={{ mt: 1, py: 0 }}>
                {r.flagReason}
              </Alert>
            )}
            {r.receiptNo && (
              <Box sx={{ mt: 0.5 }}>
                <Receipt row={r} />
              </Box>
            )}
            <PaymentFacts row={r} />
          </Paper>
        ))}
      </Box>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={label} data-testid="orders">
        <TableHead>
          <TableRow>
            {['order', 'student', 'items', 'amount', 'status', 'created', 'receipt'].map((key) => (
              <TableCell key={key} align={key === 'amount' ? 'right' : 'left'} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {col(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow
              key={r.orderId}
              data-order={r.orderId}
              sx={{ bgcolor: r.status === 'FLAGGED' ? 'rgba(211, 47, 47, 0.06)' : undefined }}
            >
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{r.orderId}</TableCell>
              <TableCell>
                <Box sx={{ fontWeight: 600 }}>{r.studentName}</Box>
                <Box sx={{ fontFamily: 'monospace', color: 'text.secondary', fontSize: 13 }}>{r.rollNumber}</Box>
              </TableCell>
              <TableCell>{r.items}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format.money(r.amountPaise)}
              </TableCell>
              <TableCell>
                <StatusChip status={r.status} />
                {r.flagReason && (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5, maxWidth: 260 }}>
                    {r.flagReason}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(r.createdAt)}</TableCell>
              <TableCell>
                <Receipt row={r} />
                <PaymentFacts row={r} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Every order, FLAGGED first: a status filter with the counts, a search, and pages with the total. */
export function OrdersSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const [search, setSearch] = useState<OrdersSearch>({ status: '', q: '', page: 1, pageSize: 25 });
  const [text, setText] = useState('');
  const orders = useAccountsOrders(search);
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
      {orders.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={t('common.loading')} />}
      {orders.isError && <Alert severity="error">{t('accounts.loadFailed', { message: orders.error.message })}</Alert>}
      {data && data.rows.length === 0 && <Alert severity="info">{t('accounts.noOrders')}</Alert>}
      {data && data.rows.length > 0 && <OrderRows rows={data.rows} label={t('accounts.ordersLabel')} />}
      {data && (
        <TablePagination
          component="div"
          count={data.total}
          page={search.page - 1}
          rowsPerPage={search.pageSize}
          rowsPerPageOptions={[...ACCOUNTS_PAGE_SIZES]}
          onPageChange={(_, page) => setSearch({ ...search, page: page + 1 })}
          onRowsPerPageChange={(e) => setSearch({ ...search, pageSize: Number(e.target.value), page: 1 })}
          labelRowsPerPage={t('accounts.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('accounts.pageOf', { from, to, count })}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
        />
      )}
    </Paper>
  );
}
