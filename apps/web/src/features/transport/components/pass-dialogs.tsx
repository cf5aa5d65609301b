import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  busPassApplySchema,
  busPassCancelSchema,
  busPassStopChangeSchema,
  NAME_MAX,
  SHORT_CODE_MAX,
  type BusPass,
  type Route,
} from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormSelect, FormTextField, type Choice } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../lib/format';
import { useApplyPass, useCancelPass, useChangeStop } from '../api/passes';
import { useRoutes } from '../api/routes';

/** Every route of the college at once: a college runs a few dozen at most. */
const ALL_ROUTES = { q: '', page: 1, size: 50 };

/** Every stop of every route as a choice: `R-01 · Dundigal 08:30 · ₹12,000.00`; a stop beyond the fares is left out. */
function useStopChoices(): Choice[] {
  const { t } = useTranslation();
  const f = useFormat();
  const routes = useRoutes(ALL_ROUTES);
  return (routes.data?.rows ?? []).flatMap((route: Route) =>
    route.stops
      .filter((stop) => stop.feePaise !== null)
      .map((stop) => ({
        value: String(stop.id),
        label: t('transport.passes.stopOption', { route: route.code, stop: stop.name, time: stop.pickupTime, fee: f.money(stop.feePaise!) }),
      })),
  );
}

/** A pass's status in words: `Waiting, number 2`. */
export const statusText = (t: (key: string, values?: Record<string, unknown>) => string, pass: BusPass) =>
  pass.status === 'waiting'
    ? t('transport.passes.waitingN', { position: pass.waitingPosition ?? 1 })
    : t(`transport.passes.statuses.${pass.status}`);

/** New pass: the office names a student by roll number and the stop they board at. */
export function NewPassDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const stops = useStopChoices();
  const form = useZodForm(busPassApplySchema, { rollNo: '', stopId: '' });
  const apply = useApplyPass({
    onSuccess: (pass) => {
      enqueueSnackbar(t('transport.passes.added', { name: pass.studentName, status: statusText(t, pass) }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('transport.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <FormDialog
      heading={t('transport.passes.addHeading')}
      id="pass-dialog-heading"
      busy={apply.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => apply.mutate(input))()}
    >
      <Alert severity="info" sx={acrossTheForm}>
        {t('transport.passes.addHint')}
      </Alert>
      <FormTextField
        control={form.control}
        name="rollNo"
        id="pass-rollNo"
        label={t('transport.passes.fields.rollNo')}
        required
        slotProps={{ htmlInput: { maxLength: SHORT_CODE_MAX, autoComplete: 'off', style: { textTransform: 'uppercase' } } }}
      />
      <FormSelect control={form.control} name="stopId" id="pass-stopId" label={t('transport.passes.fields.stopId')} required options={stops} />
    </FormDialog>
  );
}

/** Change stop: the pass moves to another stop; the fee is recomputed for the months left. */
export function ChangeStopDialog({ pass, onClose }: { pass: BusPass; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const stops = useStopChoices();
  const form = useZodForm(busPassStopChangeSchema, { stopId: pass.stop ? String(pass.stop.id) : '' });
  const change = useChangeStop({
    onSuccess: (moved) => {
      enqueueSnackbar(t('transport.passes.changed', { name: moved.studentName, stop: moved.stop?.name ?? '' }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('transport.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <FormDialog
      heading={t('transport.passes.changeHeading', { name: pass.studentName })}
      id="pass-stop-heading"
      busy={change.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => change.mutate({ id: pass.id, stopId: input.stopId }))()}
    >
      <Alert severity="info" sx={acrossTheForm}>
        {t('transport.passes.changeHint')}
      </Alert>
      <FormSelect
        control={form.control}
        name="stopId"
        id="pass-new-stopId"
        label={t('transport.passes.fields.stopId')}
        required
        options={stops}
        sx={acrossTheForm}
      />
    </FormDialog>
  );
}

/** Cancel pass: asks why, and says what follows. */
export function CancelPassDialog({ pass, onClose }: { pass: BusPass; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(busPassCancelSchema, { reason: '' });
  const cancel = useCancelPass({
    onSuccess: (gone) => {
      enqueueSnackbar(t('transport.passes.cancelled', { name: gone.studentName }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('transport.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="pass-cancel-heading">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.handleSubmit((input) => cancel.mutate({ id: pass.id, reason: input.reason }))();
        }}
      >
        <DialogTitle id="pass-cancel-heading">{t('transport.passes.cancelHeading', { name: pass.studentName })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('transport.passes.cancelHint')}</DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            id="pass-reason"
            label={t('transport.passes.fields.reason')}
            helperText={t('transport.passes.fields.reasonHint')}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('transport.passes.keepPass')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={cancel.isPending}>
            {t('transport.passes.cancel')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
