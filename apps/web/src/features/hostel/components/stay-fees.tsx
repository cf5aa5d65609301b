import { Alert, Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { HostelFees, HostelSettlement } from '@campus/shared';
import { useFormat } from '../../../lib/format';
import { usePhoneLayout } from '../../../lib/layout';
import { OwedAlert } from '../../../components/owed-alert';

type Column = 'amount' | 'paid' | 'owed' | 'kept' | 'refund' | 'waived';
interface Row {
  part: 'rent' | 'mess' | 'caution';
  term: string;
  values: Partial<Record<Column, number>>;
}

/** A table of a stay's fees, one row a fee: its part and term, then the amounts asked. */
function FeeTable({ rows, columns, label }: { rows: Row[]; columns: Column[]; label: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const column = (key: string) => t(`hostel.fees.columns.${key}`);
  return (
    // A phone scrolls the table sideways rather than squeezing its amounts.
    <TableContainer tabIndex={0} aria-label={label}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{column('fee')}</TableCell>
            {columns.map((c) => (
              <TableCell key={c} align="right">
                {column(c)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={`${r.part}-${r.term}`}>
              <TableCell>
                {t(`hostel.fees.parts.${r.part}`)}
                <Typography variant="body2" color="text.secondary">
                  {r.term}
                </Typography>
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {f.money(r.values[c] ?? 0)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** What leaving settled (or would): fee by fee, then the refund, the deposit kept and what is still owed, in words. */
export function SettlementSummary({ settlement: s }: { settlement: HostelSettlement }) {
  const { t } = useTranslation();
  const f = useFormat();
  const phone = usePhoneLayout();
  const text = (key: string, values?: Record<string, unknown>) => t(`hostel.fees.${key}`, values);
  return (
    <Box data-testid="hostel-settlement">
      <FeeTable
        label={text('settledHeading', { day: f.day(s.vacatedOn) })}
        columns={phone ? ['kept', 'refund', 'owed'] : ['amount', 'paid', 'kept', 'refund', 'waived', 'owed']}
        rows={s.lines.map((l) => ({
          part: l.part,
          term: l.term,
          values: {
            amount: l.amountPaise,
            paid: l.paidPaise,
            kept: l.keptPaise,
            refund: l.refundPaise,
            waived: l.waivedPaise,
            owed: l.owedPaise,
          },
        }))}
      />
      <Box sx={{ display: 'grid', gap: 1, mt: 1.5 }}>
        <Alert severity={s.refundPaise > 0 ? 'success' : 'info'}>
          {s.refundPaise > 0 ? text('refund', { amount: f.money(s.refundPaise) }) : text('noRefund')}
        </Alert>
        {s.cautionDeductionPaise > 0 && (
          <Typography>{text('deduction', { amount: f.money(s.cautionDeductionPaise), reason: s.deductionReason ?? '' })}</Typography>
        )}
        {s.adjustedPaise > 0 && <Typography>{text('adjusted', { amount: f.money(s.adjustedPaise) })}</Typography>}
        {s.owedPaise > 0 && <Typography>{text('stillOwed', { amount: f.money(s.owedPaise) })}</Typography>}
      </Box>
    </Box>
  );
}

/** A stay's fees as its student reads them: each fee with what was paid and is owed, Pay fees while something is owed, and the account on leaving. */
export function StayFees({ fees }: { fees: HostelFees }) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = (key: string, values?: Record<string, unknown>) => t(`hostel.fees.${key}`, values);
  return (
    <Box component="section" aria-labelledby="stay-fees-heading" sx={{ mt: 3 }}>
      <Typography id="stay-fees-heading" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {text('heading')}
      </Typography>
      {fees.lines.length === 0 && <Typography color="text.secondary">{text('none')}</Typography>}
      {/* Once the bed was left, the account below says each fee's outcome. */}
      {fees.lines.length > 0 && !fees.settlement && (
        <FeeTable
          label={text('heading')}
          columns={['amount', 'paid', 'owed']}
          rows={fees.lines.map((l) => ({
            part: l.part,
            term: l.term,
            values: { amount: l.amountPaise - l.waivedPaise, paid: l.paidPaise, owed: l.owedPaise },
          }))}
        />
      )}
      {fees.settlement && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            {text('settledHeading', { day: f.day(fees.settlement.vacatedOn) })}
          </Typography>
          <SettlementSummary settlement={fees.settlement} />
        </Box>
      )}
      {fees.owedPaise > 0 && <OwedAlert pay={text('pay')}>{text('owed', { amount: f.money(fees.owedPaise) })}</OwedAlert>}
      {fees.lines.length > 0 && fees.owedPaise === 0 && !fees.settlement && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {text('allPaid')}
        </Alert>
      )}
    </Box>
  );
}
