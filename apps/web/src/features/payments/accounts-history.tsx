import Search from '@mui/icons-material/Search';
import { Alert, Box, Button, LinearProgress, Paper, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLL_NO_MAX } from '@campus/shared';
import { useFormat } from '../../lib/format';
import { usePaymentHistory } from './api/get-payment-history';
import { OrderRows } from './accounts-orders';

/** A student's orders by roll number, each paid one with its receipt to download again. */
export function HistorySection() {
  const { t } = useTranslation();
  const format = useFormat();
  const [text, setText] = useState('');
  const [rollNumber, setRollNumber] = useState('');
  const history = usePaymentHistory(rollNumber);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setRollNumber(text.trim());
  };
  const data = history.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-title" sx={{ p: 2 }}>
      <Typography id="history-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('accounts.history')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('accounts.history')}
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}
      >
        <TextField
          size="small"
          id="history-roll"
          label={t('accounts.rollNumber')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: ROLL_NO_MAX } }}
          sx={{ flex: '1 1 200px' }}
        />
        <Button type="submit" variant="contained" startIcon={<Search />}>
          {t('accounts.find')}
        </Button>
      </Box>
      {history.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={t('common.loading')} />}
      {history.isError && <Alert severity="warning">{history.error.message}</Alert>}
      {data && (
        <>
          <Typography sx={{ mb: 1, fontWeight: 600 }} data-testid="history-summary">
            {t('accounts.historyOf', { name: data.studentName, rollNumber: data.rollNumber, paid: format.money(data.paidTotalPaise) })}
          </Typography>
          {data.orders.length === 0 ? (
            <Alert severity="info">{t('accounts.noHistory')}</Alert>
          ) : (
            <OrderRows rows={data.orders} label={t('accounts.historyLabel')} />
          )}
        </>
      )}
    </Paper>
  );
}
