import DirectionsBus from '@mui/icons-material/DirectionsBus';
import { Alert, Box, Button, MenuItem, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { busPassStopChangeSchema, type BusPass, type OwnBusPass } from '@campus/shared';
import { FormSelect } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useApplyOwnPass, useOwnPass, usePrintPass } from './api/passes';
import { statusText } from './components/pass-dialogs';
import { OwedAlert } from '../../components/owed-alert';

/** One line of the pass: what, and its value. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography color="text.secondary" sx={{ minWidth: 130 }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The student's pass: where it stands, its stop and fee, Pay fees while something is due, Download once paid. */
function PassCard({ pass }: { pass: BusPass }) {
  const { t } = useTranslation();
  const f = useFormat();
  const print = usePrintPass(true);
  const text = (key: string, values?: Record<string, unknown>) => t(`transport.myPass.${key}`, values);
  return (
    <Paper component="section" aria-labelledby="my-pass-heading" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Typography id="my-pass-heading" variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <DirectionsBus color="primary" /> {statusText(t, pass)}
      </Typography>
      {pass.status === 'allotted' && <Alert severity="success">{text('allotted', { route: pass.route.code })}</Alert>}
      {pass.status === 'waiting' && (
        <Alert severity="info">{text('waiting', { position: pass.waitingPosition ?? 1, route: pass.route.code })}</Alert>
      )}
      {pass.status === 'cancelled' && (
        <Alert severity="warning">{text('cancelled', { day: f.day(pass.cancelledOn ?? pass.validUntil) })}</Alert>
      )}
      <Box sx={{ mt: 2 }} data-testid="my-pass">
        <Line label={text('route')}>
          {pass.route.code} · {pass.route.name}
        </Line>
        {pass.stop && (
          <Line label={text('stop')}>
            {pass.stop.name}
            <Typography variant="body2" color="text.secondary">
              {text('pickup', { time: pass.stop.pickupTime })}
            </Typography>
          </Line>
        )}
        <Line label={text('fee')}>{f.money(pass.feePaise)}</Line>
        {pass.status === 'allotted' && (
          <>
            <Line label={text('paid')}>{f.money(pass.paidPaise)}</Line>
            <Line label={text('due')}>{f.money(pass.owedPaise)}</Line>
          </>
        )}
        <Line label={text('validUntil')}>{f.day(pass.validUntil)}</Line>
      </Box>
      {pass.status === 'allotted' && pass.owedPaise > 0 && (
        <OwedAlert pay={text('pay')}>{text('payFirst', { amount: f.money(pass.owedPaise) })}</OwedAlert>
      )}
      {pass.printable && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => void print(pass)}>
          {text('download')}
        </Button>
      )}
    </Paper>
  );
}

/** Apply: a route, then a stop of it with its fee; each route says its seats free or how many wait. */
function ApplyForm({ own }: { own: OwnBusPass }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  // The route only narrows the stops offered; the stop is what is sent.
  const [routeId, setRouteId] = useState('');
  const form = useZodForm(busPassStopChangeSchema, { stopId: '' });
  const apply = useApplyOwnPass({
    onSuccess: (pass) => enqueueSnackbar(t('transport.myPass.applied', { status: statusText(t, pass) }), { variant: 'success' }),
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(err.message, { variant: 'error' });
    },
  });
  const route = own.routes.find((r) => String(r.id) === routeId);
  const text = (key: string, values?: Record<string, unknown>) => t(`transport.myPass.${key}`, values);
  const stops = (route?.stops ?? [])
    .filter((s) => s.feePaise !== null)
    .map((s) => ({ value: String(s.id), label: text('stopOption', { stop: s.name, time: s.pickupTime, fee: f.money(s.feePaise!) }) }));
  return (
    <Paper component="section" aria-labelledby="apply-heading" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640, mt: 2 }}>
      <Typography id="apply-heading" variant="h6" component="h2">
        {text('apply')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text('applyHint')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.handleSubmit((input) => apply.mutate(input.stopId))();
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextField
          select
          id="apply-route"
          label={text('routeField')}
          value={routeId}
          onChange={(e) => {
            setRouteId(e.target.value);
            form.setValue('stopId', '');
          }}
        >
          {own.routes.map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.code} · {r.name} — {r.seatsFree > 0 ? text('seatsFree', { count: r.seatsFree }) : text('full', { waiting: r.waiting })}
            </MenuItem>
          ))}
        </TextField>
        <FormSelect control={form.control} name="stopId" id="apply-stop" label={text('stopField')} disabled={!route} options={stops} />
        <Box>
          <Button type="submit" variant="contained" disabled={apply.isPending}>
            {text('submit')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

/** `/app/Bus Pass`: the student's (or their ward's) bus pass, or the form to apply for one. */
export function MyBusPassPage() {
  const { t } = useTranslation();
  const own = useOwnPass();
  const data = own.data;
  const live = data?.pass && data.pass.status !== 'cancelled';
  return (
    <Box>
      <PageHeader title={t('transport.myPass.title')} subtitle={t('transport.myPass.subtitle')} />
      {own.isPending && <Skeleton variant="rounded" height={240} sx={{ maxWidth: 640 }} />}
      {own.isError && <Alert severity="error">{t('transport.loadFailed', { message: own.error.message })}</Alert>}
      {data?.pass && <PassCard pass={data.pass} />}
      {data && !live && data.settings.applicationsOpen && <ApplyForm own={data} />}
      {data && !live && !data.settings.applicationsOpen && (
        <Alert severity="info" sx={{ mt: 2, maxWidth: 640 }}>
          {t('transport.myPass.closed')}
        </Alert>
      )}
    </Box>
  );
}
