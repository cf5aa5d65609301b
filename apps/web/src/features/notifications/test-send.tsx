import { Box, Button, Paper, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, testSendSchema, type TestSend as TestSent } from '@campus/shared';
import { FormSelect, FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { useSendTest } from './api/messages';

const START: TestSent = { kind: 'resultsPublished', channel: 'email', address: '' };

/** A kind's message, with sample values, to an address the office chooses: it goes out like any other and shows in the log. */
export function TestSend() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(testSendSchema, START);
  const send = useSendTest({
    onSuccess: () => enqueueSnackbar(t('notifications.messages.test.queued'), { variant: 'success' }),
    onError: (err) => {
      if (!showServerFieldError(form, err))
        enqueueSnackbar(t('notifications.messages.test.failed', { message: err.message }), { variant: 'error' });
    },
  });
  const word = (key: string) => t(`notifications.messages.test.${key}`);
  const kinds = NOTIFICATION_KINDS.map((value) => ({ value, label: t(`notifications.kindNames.${value}`) }));
  const channels = (['email', 'sms'] as const).map((value) => ({ value, label: t(`notifications.channels.${value}`) }));
  return (
    <Paper variant="outlined" component="section" aria-label={word('title')} sx={{ p: 2, minWidth: 0, maxWidth: 720 }}>
      <Typography variant="h6" component="h2">
        {word('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {word('intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((v) => send.mutate(v))}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <FormSelect control={form.control} name="kind" label={word('kind')} options={kinds} fullWidth />
        <FormSelect control={form.control} name="channel" label={word('channel')} options={channels} fullWidth />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField control={form.control} name="address" label={word('address')} helperText={word('addressHint')} fullWidth />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {word('send')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
