import Download from '@mui/icons-material/Download';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CounterReceiptAnswer } from '@campus/shared';
import { useModeNames, usePaymentMeansText } from '../../../components/collection-mode';
import { useFormat } from '../../../lib/format';
import { useDues } from '../api/get-dues';
import { receiptUrl } from '../api/get-receipts';
import { ReceiveForm } from './receive-form';

/** The receipt just recorded: its number, amount and mode, its PDF, and the way to the next student. */
function Recorded({ answer, onNext }: { answer: CounterReceiptAnswer; onNext: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useModeNames();
  const meansText = usePaymentMeansText();
  const { receipt } = answer;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="counter-recorded" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Alert severity="success" icon={false}>
        <AlertTitle id="counter-recorded" component="h2">
          {t('counter.receive.recorded')}
        </AlertTitle>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
          <Box component="dt">{t('counter.receive.receiptNo')}</Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700, fontFamily: 'monospace' }} data-testid="counter-receipt-no">
            {receipt.receiptNo}
          </Box>
          <Box component="dt">{t('counter.day.columns.student')}</Box>
          <Box component="dd" sx={{ m: 0 }}>
            {receipt.studentName} ({receipt.rollNumber})
          </Box>
          <Box component="dt">{t('counter.day.columns.amount')}</Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="counter-receipt-amount">
            {format.money(receipt.amountPaise)}
          </Box>
          <Box component="dt">{t('counter.receive.paidBy')}</Box>
          <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="counter-receipt-mode">
            <Box>{names.mode(receipt.mode)}</Box>
            {receipt.mode !== 'CASH' && <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{meansText(receipt.means)}</Box>}
          </Box>
        </Box>
      </Alert>
      {answer.repeated && <Alert severity="info">{t('counter.receive.repeated')}</Alert>}
      {answer.openOnline.length > 0 && (
        <Alert severity="warning" data-testid="counter-open-online">
          {t('counter.receive.openOnline', { orders: answer.openOnline.map((o) => `${o.orderId} (${o.items})`).join(', ') })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" startIcon={<Download />} href={`${receiptUrl(receipt.receiptNo)}?download=1`} download>
          {t('counter.receive.download')}
        </Button>
        <Button variant="outlined" endIcon={<NavigateNext />} onClick={onNext}>
          {t('counter.receive.next')}
        </Button>
      </Box>
    </Paper>
  );
}

/** Receive money: find the student by roll number, choose the dues and record the receipt. */
export function ReceiveMoney() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const rollField = useRef<HTMLInputElement>(null);
  const [rollInput, setRollInput] = useState('');
  const [rollNo, setRollNo] = useState<string | undefined>(undefined);
  // A new form (and so a new request key) for each student looked up and after each receipt.
  const [formKey, setFormKey] = useState(0);
  const [recorded, setRecorded] = useState<CounterReceiptAnswer | null>(null);
  const dues = useDues(rollNo, !!rollNo);
  const student = dues.data?.student;

  const next = () => {
    setRecorded(null);
    setRollNo(undefined);
    setRollInput('');
    setFormKey((k) => k + 1);
    requestAnimationFrame(() => rollField.current?.focus());
  };

  if (recorded) return <Recorded answer={recorded} onNext={next} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        onSubmit={(e) => {
          e.preventDefault();
          setRollNo(rollInput.trim() || undefined);
          setFormKey((k) => k + 1);
        }}
      >
        <TextField
          size="small"
          label={t('counter.receive.rollNo')}
          value={rollInput}
          inputRef={rollField}
          onChange={(e) => setRollInput(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 20 } }}
          autoFocus
        />
        <Button type="submit" variant="outlined">
          {t('counter.receive.find')}
        </Button>
      </Box>
      {dues.isLoading && <CircularProgress aria-label={t('common.loading')} />}
      {dues.isError && <Alert severity="error">{dues.error.message}</Alert>}
      {student && rollNo && dues.data && (
        <>
          <Typography sx={{ fontWeight: 600 }} data-testid="counter-student">
            {t('counter.receive.studentLine', {
              name: student.fullName,
              roll: student.rollNumber,
              programme: `${student.course} ${student.branch}`,
              batch: student.batch,
            })}
          </Typography>
          <ReceiveForm
            key={formKey}
            rollNo={student.rollNumber}
            dues={dues.data}
            onRecorded={setRecorded}
            onProblem={(message) => enqueueSnackbar(message, { variant: 'error' })}
          />
        </>
      )}
    </Box>
  );
}
