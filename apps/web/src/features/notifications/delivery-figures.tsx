import { Alert, Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { useDeliveryFigures } from './api/messages';

function Figure({ label, value, detail, testId }: { label: string; value: ReactNode; detail?: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main', overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/** Today's messages: sent, failed, waiting; the SMS provider and its balance, and a warning while SMS sending is paused. */
export function DeliveryFiguresPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = useDeliveryFigures();
  const f = figures.data;
  if (figures.isError)
    return <Alert severity="error">{t('notifications.messages.figures.loadFailed', { message: figures.error.message })}</Alert>;
  if (!f) return null;
  const label = (key: string) => t(`notifications.messages.figures.${key}`);
  return (
    <Box component="section" aria-label={label('label')} sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      {f.smsHeldUntil && (
        <Alert severity="warning" data-testid="sms-held">
          {t('notifications.messages.figures.held', { time: format.dateTime(f.smsHeldUntil) })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        <Figure label={label('sentToday')} value={format.number(f.sentToday)} testId="figure-sent-today" />
        <Figure label={label('failedToday')} value={format.number(f.failedToday)} testId="figure-failed-today" />
        <Figure label={label('waiting')} value={format.number(f.waiting)} testId="figure-waiting" />
        <Figure
          label={label('provider')}
          value={f.smsProvider}
          detail={
            f.smsBalance === null
              ? label('noBalance')
              : t('notifications.messages.figures.balance', { balance: format.number(f.smsBalance) })
          }
          testId="figure-sms-provider"
        />
      </Box>
    </Box>
  );
}
