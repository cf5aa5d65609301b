import { Alert, AlertTitle, Box, Button, Paper, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MyAttendance } from '@campus/shared';
import { useFormat } from '../../../lib/format';
import { useAskMyCondonation } from '../api/my-attendance';

/** Pay Fees, where the condonation's fee is paid (the menu's `feePayment`). */
const PAY_FEES = '/app/Fees/Pay Fees';

/** Where a condonation asked stands: its fee due, then the head's approval awaited, then the decision. */
function CondonationState({ attendance: a, parent }: { attendance: MyAttendance; parent: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const c = a.condonation!;
  const who = parent ? 'myAttendance.condonation.parent' : 'myAttendance.condonation';
  if (c.state === 'approved')
    return (
      <Alert severity="success" data-testid="condonation">
        <AlertTitle>{t('myAttendance.condonation.approvedTitle')}</AlertTitle>
        {t(`${who}.approved`, { name: a.student.fullName, date: c.decidedAt ? f.dayInWords(c.decidedAt) : '' })}
      </Alert>
    );
  if (c.state === 'refused')
    return (
      <Alert severity="error" data-testid="condonation">
        <AlertTitle>{t('myAttendance.condonation.refusedTitle')}</AlertTitle>
        {c.remark ? t('myAttendance.condonation.refused', { remark: c.remark }) : t('myAttendance.condonation.refusedBare')}
      </Alert>
    );
  const owed = c.feePaise - c.paidPaise;
  if (owed > 0)
    return (
      <Alert
        severity="warning"
        data-testid="condonation"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={PAY_FEES}>
            {t('myAttendance.condonation.payFees')}
          </Button>
        }
      >
        <AlertTitle>{t('myAttendance.condonation.askedTitle', { date: f.dayInWords(c.requestedAt) })}</AlertTitle>
        {t('myAttendance.condonation.feeDue', { fee: f.money(c.feePaise), owed: f.money(owed) })}
      </Alert>
    );
  return (
    <Alert severity="info" data-testid="condonation">
      <AlertTitle>{t('myAttendance.condonation.askedTitle', { date: f.dayInWords(c.requestedAt) })}</AlertTitle>
      {t('myAttendance.condonation.awaiting')}
    </Alert>
  );
}

/**
 * The condonation of a shortage: between the two shares the rule and Ask for condonation; once
 * asked, its fee and the head's decision; below the condonable share, the detention.
 */
export function CondonationCard({ attendance: a, parent }: { attendance: MyAttendance; parent: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useAskMyCondonation({
    onSuccess: (c) => {
      setProblem(null);
      enqueueSnackbar(t('myAttendance.condonation.asked', { fee: f.money(c.feePaise) }), { variant: 'success' });
    },
    onError: (err) => setProblem(err.message),
  });
  const who = parent ? 'myAttendance.condonation.parent' : 'myAttendance.condonation';
  const values = {
    name: a.student.fullName,
    required: f.percent(a.required),
    condonable: f.percent(a.condonable),
    fee: f.money(a.condonationFeePaise),
  };
  let body;
  if (a.condonation) body = <CondonationState attendance={a} parent={parent} />;
  else if (a.standing === 'condonable')
    body = (
      <>
        <Typography data-testid="condonation-rule" sx={{ mb: 1.5 }}>
          {t(`${who}.rule`, values)}
        </Typography>
        {problem && (
          <Alert severity="error" data-testid="condonation-problem" sx={{ mb: 1.5 }}>
            {problem}
          </Alert>
        )}
        <Button variant="contained" disabled={ask.isPending} onClick={() => ask.mutate()}>
          {t('myAttendance.condonation.ask', { fee: values.fee })}
        </Button>
      </>
    );
  else if (a.standing === 'short')
    body = (
      <Alert severity="error" data-testid="condonation">
        {t(`${who}.detained`, values)}
      </Alert>
    );
  else return null;
  return (
    <Paper component="section" aria-labelledby="condonation-heading" sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
      <Typography variant="h6" component="h2" id="condonation-heading" sx={{ mb: 1 }}>
        {t('myAttendance.condonation.heading')}
      </Typography>
      <Box>{body}</Box>
    </Paper>
  );
}
