import Payment from '@mui/icons-material/Payment';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Link,
  CircularProgress,
  FormControlLabel,
  Paper,
  Radio,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useCreateOrder } from './api/create-order';
import { useDues } from './api/get-dues';
import { receiptUrl, useReceipts } from './api/get-receipts';
import { joins, keyOf, kindOf, paymentGroups, selfAmountFits, type Due } from './pay-fees.choices';
import { usePhoneLayout } from '../../lib/layout';

/** Read by screen readers only. In `sx` a width of 1 would mean 100 %: the sizes are given in pixels. */
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** '/app/Fees/Pay Fees': a student's (or a parent's ward's) dues; choose what to pay and go to the gateway. */
export function PayFeesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const session = useSession();
  const staff = can(session?.roles ?? [], 'payments.reports');
  const [rollInput, setRollInput] = useState('');
  const [rollNo, setRollNo] = useState<string | undefined>(undefined);
  const dues = useDues(rollNo, !staff || !!rollNo);
  const receipts = useReceipts(rollNo, !staff || !!rollNo);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [self, setSelf] = useState(false);
  const [selfKey, setSelfKey] = useState<string | null>(null);
  const [selfAmount, setSelfAmount] = useState('');
  const [selfError, setSelfError] = useState<string | null>(null);
  const order = useCreateOrder({
    onSuccess: ({ paymentLink }) => window.location.assign(paymentLink),
    onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
  });

  const all = [...(dues.data?.dues ?? []), ...(dues.data?.onRequest ?? [])];
  const picked = all.filter((d) => chosen.has(keyOf(d)));
  const total = picked.reduce((sum, d) => sum + d.duePaise, 0);
  const selfDue = dues.data?.dues.find((d) => keyOf(d) === selfKey);

  const toggle = (d: Due) => {
    const next = new Set(chosen);
    if (next.has(keyOf(d))) next.delete(keyOf(d));
    else next.add(keyOf(d));
    setChosen(next);
  };

  const selfRange = (duePaise: number) => t('payFees.selfRange', { min: format.money(100), max: format.money(duePaise) });

  function pay() {
    const staffRoll = staff ? rollNo : undefined;
    if (!self) {
      order.mutate({
        kind: kindOf(picked),
        items: picked.map((d) => ({ feeTypeId: d.feeTypeId, semester: d.semester })),
        rollNo: staffRoll,
      });
      return;
    }
    if (!selfDue) return setSelfError(t('payFees.chooseOne'));
    if (!selfAmountFits(selfAmount, selfDue.duePaise, format.language)) return setSelfError(selfRange(selfDue.duePaise));
    setSelfError(null);
    order.mutate({
      kind: 'self',
      items: [{ feeTypeId: selfDue.feeTypeId, semester: selfDue.semester, amountPaise: format.paiseOf(selfAmount)! }],
      rollNo: staffRoll,
    });
  }

  const semesterText = (d: Due) => (d.semester === null ? '—' : t('payFees.semesterN', { n: d.semester }));
  // On a phone the semester goes under the fee's name.
  const narrow = usePhoneLayout();
  const student = dues.data?.student;
  const payable = self ? !!selfDue && selfAmount.trim() !== '' : picked.length > 0;

  /** Keeps codes, dates and amounts whole on a phone: text wraps between words only (ADR 0073). */
  const whole = { whiteSpace: 'nowrap' } as const;

  const table = (rows: Due[], label: string, blocked: boolean) => (
    <TableContainer>
      {/* Fixed columns: the sections' tables line up under each other. */}
      <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" sx={{ width: 72 }}>
              <Box component="span" sx={HIDDEN}>
                {t('payFees.choose')}
              </Box>
            </TableCell>
            <TableCell>{t('payFees.fee')}</TableCell>
            {!narrow && <TableCell sx={{ width: '25%' }}>{t('payFees.semester')}</TableCell>}
            <TableCell align="right" sx={{ width: narrow ? '40%' : '25%' }}>
              {t('payFees.due')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => {
            const name = `${d.feeTypeName} ${semesterText(d)}`;
            return (
              <TableRow key={keyOf(d)} hover>
                <TableCell padding="checkbox">
                  {self ? (
                    <Radio
                      checked={selfKey === keyOf(d)}
                      onChange={() => setSelfKey(keyOf(d))}
                      slotProps={{ input: { 'aria-label': name } }}
                    />
                  ) : (
                    <Checkbox
                      checked={chosen.has(keyOf(d))}
                      disabled={blocked}
                      onChange={() => toggle(d)}
                      slotProps={{ input: { 'aria-label': name } }}
                    />
                  )}
                </TableCell>
                <TableCell>
                  {d.feeTypeName}
                  {narrow && d.semester !== null && (
                    <Typography variant="body2" color="text.secondary">
                      {semesterText(d)}
                    </Typography>
                  )}
                </TableCell>
                {!narrow && <TableCell sx={whole}>{semesterText(d)}</TableCell>}
                <TableCell align="right" sx={whole}>
                  {format.money(d.duePaise)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );

  // One section per payment: a due that cannot join the chosen ones cannot be ticked, and says why.
  const groups = paymentGroups(self ? (dues.data?.dues ?? []) : all);
  const chosenGroup = picked.length > 0 ? t(`payFees.groups.${kindOf(picked)}`) : null;
  const sections = groups.map((g) => {
    const title = t(`payFees.groups.${g.kind}`);
    const blocked = !self && !joins(g.dues[0], picked);
    return (
      <Box key={g.kind} sx={{ pt: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ px: 2, fontWeight: 600 }}>
          {title}
        </Typography>
        {blocked && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
            {t('payFees.separate', { group: chosenGroup })}
          </Typography>
        )}
        {table(g.dues, title, blocked)}
      </Box>
    );
  });

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader
        title={t('payFees.title')}
        subtitle={
          student
            ? t('payFees.studentLine', {
                name: student.fullName,
                roll: student.rollNumber,
                programme: `${student.course} ${student.branch}`,
                batch: student.batch,
              })
            : t('payFees.subtitle')
        }
      />
      {staff && (
        <Box
          component="form"
          sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}
          onSubmit={(e) => {
            e.preventDefault();
            setChosen(new Set());
            setRollNo(rollInput.trim() || undefined);
          }}
        >
          <TextField size="small" label={t('payFees.rollNo')} value={rollInput} onChange={(e) => setRollInput(e.target.value)} />
          <Button type="submit" variant="outlined">
            {t('payFees.show')}
          </Button>
        </Box>
      )}
      {dues.isLoading && <CircularProgress />}
      {dues.isError && <Alert severity="error">{dues.error.message}</Alert>}
      {dues.data && (
        <>
          <Paper variant="outlined" component="section" aria-labelledby="pay-fees-dues" sx={{ mb: 2 }}>
            <Box sx={{ p: 2, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography id="pay-fees-dues" variant="h6" component="h2" sx={{ flex: 1 }}>
                {t('payFees.duesTitle')}
              </Typography>
              {dues.data.dues.length > 0 && (
                <FormControlLabel
                  control={
                    <Switch
                      checked={self}
                      onChange={(e) => {
                        setSelf(e.target.checked);
                        setSelfError(null);
                      }}
                    />
                  }
                  label={t('payFees.selfPayment')}
                />
              )}
            </Box>
            {dues.data.dues.length === 0 && (
              <Alert severity="success" sx={{ m: 2 }}>
                {t('payFees.noDues')}
              </Alert>
            )}
            {!self && groups.length > 1 && (
              <Typography color="text.secondary" sx={{ px: 2 }}>
                {t('payFees.groupsHint')}
              </Typography>
            )}
            {sections}
            {self && (
              <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                <Typography sx={{ flex: '1 1 100%' }} color="text.secondary">
                  {t('payFees.selfHint')}
                </Typography>
                <TextField
                  size="small"
                  label={t('payFees.selfAmount')}
                  value={selfAmount}
                  onChange={(e) => setSelfAmount(e.target.value)}
                  error={!!selfError}
                  helperText={selfError ?? (selfDue ? selfRange(selfDue.duePaise) : undefined)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </Box>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography sx={{ flex: 1 }} data-testid="pay-total">
              {self
                ? t('payFees.selfTotal', { amount: format.money(format.paiseOf(selfAmount) ?? 0) })
                : t('payFees.total', { amount: format.money(total), count: picked.length })}
            </Typography>
            <Button variant="contained" size="large" startIcon={<Payment />} disabled={!payable || order.isPending} onClick={pay}>
              {t('payFees.pay')}
            </Button>
          </Paper>
          {receipts.data && receipts.data.length > 0 && (
            <Paper variant="outlined" sx={{ mt: 2 }}>
              <Typography variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
                {t('payFees.receiptsTitle')}
              </Typography>
              <TableContainer>
                <Table size="small" aria-label={t('payFees.receiptsTitle')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('payFees.receiptNo')}</TableCell>
                      {!narrow && <TableCell>{t('payFees.paidOn')}</TableCell>}
                      <TableCell align="right">{t('payFees.amount')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {receipts.data.map((r) => (
                      <TableRow key={r.receiptNo} hover>
                        <TableCell sx={whole}>
                          <Link href={receiptUrl(r.receiptNo)} target="_blank" rel="noopener">
                            {r.receiptNo}
                          </Link>
                          {narrow && (
                            <Typography variant="body2" color="text.secondary">
                              {format.day(r.date)}
                            </Typography>
                          )}
                        </TableCell>
                        {!narrow && <TableCell sx={whole}>{format.day(r.date)}</TableCell>}
                        <TableCell align="right" sx={whole}>
                          {format.money(r.amountPaise)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </Paper>
          )}
        </>
      )}
    </Box>
  );
}
