import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bedBlockInputSchema, TEXT_MAX, type Bed, type Room } from '@campus/shared';
import { fieldErrorText } from '../../../components/form/use-zod-form';
import { usePhoneLayout } from '../../../lib/layout';
import { useSetBed } from '../api/hostel';

/** The reason typed for one bed, and the schema's or the server's word on it. */
function ReasonForm({ bed, busy, error, onBlock }: { bed: Bed; busy: boolean; error?: string; onBlock: (reason: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState<string>();
  const message = checked ?? error;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = bedBlockInputSchema.safeParse({ reason });
        setChecked(parsed.success ? undefined : fieldErrorText(parsed.error.issues[0]?.message));
        if (parsed.success) onBlock(parsed.data.reason);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 }}
    >
      <TextField
        size="small"
        id={`bed-${bed.id}-reason`}
        label={t('hostel.beds.reason', { label: bed.label })}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={Boolean(message)}
        helperText={message ?? t('hostel.beds.reasonHint')}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
        sx={{ flex: '1 1 260px' }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 0.25 }}>
        {t('hostel.beds.blockFor', { label: bed.label })}
      </Button>
    </Box>
  );
}

/** The beds of a room: each blocked with a reason (repairs) or unblocked. */
export function BedsDialog({ room, onClose }: { room: Room; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const phone = usePhoneLayout();
  const [shown, setShown] = useState(room);
  const [error, setError] = useState<{ bedId: number; message: string }>();
  const setBed = useSetBed({
    onSuccess: (saved, { bedId, reason }) => {
      setShown(saved);
      setError(undefined);
      const label = saved.beds.find((b) => b.id === bedId)?.label ?? '';
      enqueueSnackbar(t(reason === null ? 'hostel.beds.unblocked' : 'hostel.beds.blocked', { label, number: saved.number }), {
        variant: 'success',
      });
    },
    onError: (err, { bedId }) => setError({ bedId, message: err.message }),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="beds-dialog-heading">
      <DialogTitle id="beds-dialog-heading">{t('hostel.beds.heading', { number: shown.number, block: shown.block.code })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('hostel.beds.hint')}</DialogContentText>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {shown.beds.map((bed) => (
            <Box component="li" key={bed.id} data-bed={bed.label}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Chip
                  label={
                    bed.blocked
                      ? t('hostel.rooms.bedBlocked', { label: bed.label, reason: bed.blockedReason })
                      : t('hostel.rooms.bed', { label: bed.label })
                  }
                  color={bed.blocked ? 'warning' : 'default'}
                  variant={bed.blocked ? 'filled' : 'outlined'}
                />
                {bed.blocked && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={setBed.isPending}
                    onClick={() => setBed.mutate({ bedId: bed.id, reason: null })}
                  >
                    {t('hostel.beds.unblockFor', { label: bed.label })}
                  </Button>
                )}
              </Box>
              {!bed.blocked && (
                <ReasonForm
                  bed={bed}
                  busy={setBed.isPending}
                  error={error?.bedId === bed.id ? error.message : undefined}
                  onBlock={(reason) => setBed.mutate({ bedId: bed.id, reason })}
                />
              )}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hostel.beds.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
