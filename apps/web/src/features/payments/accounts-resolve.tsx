import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Paper,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { Control, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_PAGE_SIZES, resolveDecisionSchema, resolveRefundedFormSchema, type ResolveRow } from '@campus/shared';
import { FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { usePaymentMeansText } from '../../components/collection-mode';
import { useFlagReason } from '../../components/flag-reason';
import { PagedTable, type PagedColumn } from '../../components/paged-table';
import { useFormat } from '../../lib/format';
import { useDecidePayment, useGatewayFacts, usePaymentsToResolve, useRecordRefund } from './api/resolve-payments';
import { RefundDueChip } from './accounts-orders';

/** What is asked of accounts for a row: a decision on a flagged order, or the refund of money owed back. */
type Action = { kind: 'paid' | 'refund-due' | 'refunded'; row: ResolveRow } | null;

const owedBack = (row: ResolveRow) => Math.max(0, row.refundDuePaise - row.refundedPaise - row.claimedPaise);

/** The gateway's facts of the order's charge now: amounts and every transaction with its bank reference. */
function GatewayFactsPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const meansText = usePaymentMeansText();
  const format = useFormat();
  const facts = useGatewayFacts(orderId, true);
  if (facts.isPending) return <LinearProgress sx={{ my: 1 }} aria-label={t('accounts.resolve.asking')} />;
  if (facts.isError) return <Alert severity="warning">{t('accounts.resolve.factsFailed', { message: facts.error.message })}</Alert>;
  const f = facts.data;
  return (
    <Box sx={{ mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 14 }} data-testid="gateway-facts">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('accounts.resolve.charge', {
          status: f.status,
          amount: format.money(f.amountPaise),
          paid: format.money(f.paidPaise ?? 0),
          refunded: format.money(f.refundedPaise ?? 0),
        })}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {f.transactions.map((tr) => (
          <li key={tr.uuid}>
            <Box component="span">
              {[
                tr.type ?? 'PAYMENT',
                tr.status,
                format.money(tr.amountPaise),
                meansText(tr.means),
                tr.rrn ? t('accounts.rrn', { rrn: tr.rrn }) : null,
                tr.date ? format.dateTime(tr.date) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The resolve list's columns; on a phone's card the order and what is asked head it. */
function useResolveColumns(): PagedColumn<ResolveRow>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const col = (key: string) => t(`accounts.columns.${key}`);
  return [
    {
      key: 'order',
      header: col('order'),
      cell: (r) => r.orderId,
      nowrap: true,
      card: 'title',
      sx: { fontFamily: 'monospace', fontWeight: 600 },
    },
    {
      key: 'status',
      header: col('status'),
      cell: (r) =>
        r.status === 'FLAGGED' ? (
          <Chip size="small" color="error" label={t('accounts.statuses.FLAGGED')} />
        ) : (
          <RefundDueChip amountPaise={owedBack(r)} />
        ),
      card: 'title',
    },
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
    { key: 'amount', header: col('amount'), cell: (r) => format.money(r.amountPaise), align: 'right', nowrap: true },
    { key: 'created', header: col('created'), cell: (r) => format.dateTime(r.createdAt), nowrap: true },
    { key: 'receipt', header: col('receipt'), cell: (r) => <PaymentLines row={r} /> },
  ];
}

/** The receipt, what the gateway took, how, and the bank's reference: codes kept whole, the words free to wrap. */
function PaymentLines({ row }: { row: ResolveRow }) {
  const { t } = useTranslation();
  const meansText = usePaymentMeansText();
  const format = useFormat();
  const lines: [text: string | null, whole: boolean][] = [
    [row.receiptNo, true],
    [row.receivedPaise !== null ? t('accounts.resolve.received', { amount: format.money(row.receivedPaise) }) : null, false],
    [meansText(row.means), false],
    [row.rrn ? t('accounts.rrn', { rrn: row.rrn }) : null, true],
  ];
  const shown = lines.filter(([text]) => text);
  if (shown.length === 0) return <>—</>;
  return (
    <>
      {shown.map(([text, whole]) => (
        <Box key={text} sx={{ whiteSpace: whole ? 'nowrap' : 'normal' }}>
          {text}
        </Box>
      ))}
    </>
  );
}

function ResolveDetail({ row, open }: { row: ResolveRow; open: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const reason = useFlagReason();
  const flagged = row.status === 'FLAGGED';
  if (!open && !(row.flagReason && flagged) && row.refunds.length === 0) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      {row.flagReason && flagged && (
        <Typography variant="body2" color="error">
          {reason(row)}
        </Typography>
      )}
      {row.refunds.map((r) => (
        <Typography key={r.creditNoteNo} variant="body2" color="text.secondary">
          {t('accounts.resolve.creditNote', {
            creditNoteNo: r.creditNoteNo,
            amount: format.money(r.amountPaise),
            date: format.day(r.refundedAt),
          })}{' '}
          <Chip
            size="small"
            variant="outlined"
            color={r.status === 'claimed' ? 'warning' : 'success'}
            label={t(`accounts.resolve.refundStatus_${r.status}`)}
            title={t(`accounts.resolve.refundStatusHelp_${r.status}`)}
          />
        </Typography>
      ))}
      {open && row.counter && (
        <Typography variant="body2" color="text.secondary">
          {t('accounts.resolve.counterMoney')}
        </Typography>
      )}
      {open && !row.counter && <GatewayFactsPanel orderId={row.orderId} />}
    </Box>
  );
}

interface ResolveActionsProps {
  row: ResolveRow;
  open: boolean;
  onToggle: () => void;
  onAct: (action: Action) => void;
}

function ResolveActions({ row, open, onToggle, onAct }: ResolveActionsProps) {
  const { t } = useTranslation();
  const flagged = row.status === 'FLAGGED';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" variant="outlined" aria-expanded={open} onClick={onToggle}>
        {open ? t('accounts.resolve.hideDetails') : t('accounts.resolve.details')}
      </Button>
      {flagged && (
        <>
          <Button size="small" variant="contained" onClick={() => onAct({ kind: 'paid', row })}>
            {t('accounts.resolve.recordPaid')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => onAct({ kind: 'refund-due', row })}>
            {t('accounts.resolve.giveBack')}
          </Button>
        </>
      )}
      {!flagged && (
        <Button size="small" variant="contained" onClick={() => onAct({ kind: 'refunded', row })}>
          {t('accounts.resolve.recordRefund')}
        </Button>
      )}
    </Box>
  );
}

/** The reason of a decision, or the gateway's reference of a refund and its amount. */
function ActionDialog({ action, onClose }: { action: NonNullable<Action>; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      {action.kind === 'refunded' ? (
        <RefundForm row={action.row} onClose={onClose} />
      ) : (
        <DecisionForm kind={action.kind} row={action.row} onClose={onClose} />
      )}
    </Dialog>
  );
}

interface ActionFormProps {
  kind: NonNullable<Action>['kind'];
  row: ResolveRow;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  busy: boolean;
  /** A refusal of the server that names none of the fields. */
  problem: string | null;
  children: ReactNode;
}

/** The dialog's form: what is asked, the fields, a refusal that names no field, Cancel and Save. */
function ActionForm({ kind, row, onSubmit, onClose, busy, problem, children }: ActionFormProps) {
  const { t } = useTranslation();
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <DialogTitle>{t(`accounts.resolve.title_${kind.replace('-', '_')}`, { orderId: row.orderId })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t(`accounts.resolve.help_${kind.replace('-', '_')}${kind === 'refunded' && row.counter ? '_counter' : ''}`)}</DialogContentText>
        {children}
        {problem && <Alert severity="error">{problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('accounts.resolve.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('accounts.resolve.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** A flagged order decided as paid or as money to give back, with the reason (resolveDecisionSchema). */
function DecisionForm({ kind, row, onClose }: { kind: 'paid' | 'refund-due'; row: ResolveRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(resolveDecisionSchema, { reason: '' });
  const decide = useDecidePayment({
    onSuccess: (answer) => {
      enqueueSnackbar(t(kind === 'paid' ? 'accounts.resolve.decidedPaid' : 'accounts.resolve.decidedRefundDue', answer), {
        variant: 'success',
      });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) setProblem(err.message);
    },
  });
  const submit = form.handleSubmit((body) => {
    setProblem(null);
    decide.mutate({ orderId: row.orderId, as: kind, body });
  });
  return (
    <ActionForm kind={kind} row={row} onSubmit={(e) => void submit(e)} onClose={onClose} busy={decide.isPending} problem={problem}>
      <ReasonField control={form.control} required />
    </ActionForm>
  );
}

/**
 * A refund made in the gateway's back office: its reference, the amount in rupees (what is still owed
 * back unless typed) and a reason if any (resolveRefundedFormSchema, read as the route's body).
 */
function RefundForm({ row, onClose }: { row: ResolveRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const format = useFormat();
  const [problem, setProblem] = useState<string | null>(null);
  // The amount is read in the language chosen, and said so when it is none.
  const schema = useMemo(() => resolveRefundedFormSchema(i18n.language, t('accounts.resolve.amountInvalid')), [t, i18n.language]);
  const form = useZodForm(schema, {
    reference: '',
    amountPaise: owedBack(row) > 0 ? format.moneyInput(owedBack(row)) : '',
    reason: '',
  });
  const refund = useRecordRefund({
    onSuccess: (answer) => {
      const claimed = answer.status === 'claimed';
      enqueueSnackbar(t(claimed ? 'accounts.resolve.refundClaimed' : 'accounts.resolve.refundRecorded', answer), {
        variant: claimed ? 'warning' : 'success',
      });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) setProblem(err.message);
    },
  });
  const submit = form.handleSubmit((body) => {
    setProblem(null);
    refund.mutate({ orderId: row.orderId, body });
  });
  return (
    <ActionForm kind="refunded" row={row} onSubmit={(e) => void submit(e)} onClose={onClose} busy={refund.isPending} problem={problem}>
      <FormTextField
        control={form.control}
        name="reference"
        label={t(row.counter ? 'accounts.resolve.referenceCounter' : 'accounts.resolve.reference')}
        required
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormTextField
        control={form.control}
        name="amountPaise"
        label={t('accounts.resolve.amount')}
        helperText={t('accounts.resolve.amountHelp', { amount: format.money(owedBack(row)) })}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
      />
      <ReasonField control={form.control} />
    </ActionForm>
  );
}

/** The reason: a decision's must be given, a refund's may. */
function ReasonField<T extends { reason: string }>({
  control,
  required = false,
}: {
  control: Control<T, unknown, unknown>;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={'reason' as Path<T>}
      label={t('accounts.resolve.reason')}
      required={required}
      multiline
      minRows={2}
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}

/** Payments to resolve (accounts): flagged orders to decide on and money to give back, the longest waiting first. */
export function ResolveSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [action, setAction] = useState<Action>(null);
  // The rows whose gateway facts are shown.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (orderId: string) =>
    setOpened((was) => (was.has(orderId) ? new Set([...was].filter((id) => id !== orderId)) : new Set([...was, orderId])));
  const columns = useResolveColumns();
  const list = usePaymentsToResolve(page, pageSize);
  const data = list.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="resolve-title" sx={{ p: 2 }}>
      <Typography id="resolve-title" variant="h6" component="h2">
        {t('accounts.resolve.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="resolve-total">
        {data ? t('accounts.resolve.count', { count: data.total }) : ' '}
      </Typography>
      {list.isError && <Alert severity="error">{t('accounts.loadFailed', { message: list.error.message })}</Alert>}
      <PagedTable
        label={t('accounts.resolve.heading')}
        columns={columns}
        rows={data?.rows}
        rowKey={(r) => r.orderId}
        rowAttributes={(r) => ({ 'data-resolve': r.orderId })}
        rowTone={(r) => (r.status === 'FLAGGED' ? 'error' : 'warning')}
        actions={(r) => <ResolveActions row={r} open={opened.has(r.orderId)} onToggle={() => toggle(r.orderId)} onAct={setAction} />}
        detail={(r) => <ResolveDetail row={r} open={opened.has(r.orderId)} />}
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
        empty={<Alert severity="success">{t('accounts.resolve.nothing')}</Alert>}
        cardsBelow="md"
      />
      {action && <ActionDialog key={`${action.kind}-${action.row.orderId}`} action={action} onClose={() => setAction(null)} />}
    </Paper>
  );
}
