import { Box, Button, Checkbox, Chip, FormControlLabel, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUS_PASS_STATUSES, busPassSettingsInputSchema, can, type BusPass, type BusPassSettings } from '@campus/shared';
import { FormDateField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import type { PagedColumn } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { usePasses, usePassSettings, usePrintPass, useSavePassSettings } from './api/passes';
import { useRoutes } from './api/routes';
import { CancelPassDialog, ChangeStopDialog, NewPassDialog, statusText } from './components/pass-dialogs';
import { TransportList, useTransportSearch } from './components/transport-list';

type Status = BusPass['status'];

function useColumns(): PagedColumn<BusPass>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`transport.passes.columns.${key}`);
  return [
    {
      key: 'student',
      header: col('student'),
      card: 'title',
      cell: (p) => (
        <>
          {p.studentName}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {p.rollNumber}
          </Box>
        </>
      ),
      sx: { fontWeight: 600, minWidth: 180 },
    },
    {
      key: 'stop',
      header: col('stop'),
      card: 'primary',
      cell: (p) => (
        <>
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {p.route.code}
          </Box>{' '}
          {p.stop ? t('transport.routes.stopAt', { name: p.stop.name, time: p.stop.pickupTime }) : t('transport.passes.noStop')}
        </>
      ),
    },
    {
      key: 'status',
      header: col('status'),
      card: 'secondary',
      cell: (p) => (
        <Chip
          size="small"
          color={p.status === 'allotted' ? 'success' : 'default'}
          variant={p.status === 'allotted' ? 'filled' : 'outlined'}
          label={statusText(t, p)}
        />
      ),
    },
    {
      key: 'fee',
      header: col('fee'),
      cell: (p) => (
        <>
          {f.money(p.feePaise)}
          {p.status === 'allotted' && (
            <Typography
              variant="body2"
              component="span"
              sx={{ display: 'block', color: p.owedPaise > 0 ? 'warning.dark' : 'success.dark' }}
            >
              {p.owedPaise > 0 ? t('transport.passes.owed', { amount: f.money(p.owedPaise) }) : t('transport.passes.paidInFull')}
            </Typography>
          )}
        </>
      ),
      nowrap: true,
    },
    { key: 'validUntil', header: col('validUntil'), cell: (p) => f.day(p.validUntil), nowrap: true },
  ];
}

/** The route and status filters, kept in the address beside the search. */
function PassFilters() {
  const { t } = useTranslation();
  const { params, apply } = useTransportSearch();
  const routes = useRoutes({ q: '', page: 1, size: 50 });
  return (
    <>
      <TextField
        select
        size="small"
        id="passes-route"
        label={t('transport.passes.route')}
        value={params.get('routeId') ?? ''}
        onChange={(e) => apply({}, { routeId: e.target.value || null })}
        sx={{ minWidth: 220 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('transport.passes.allRoutes')}</MenuItem>
        {(routes.data?.rows ?? []).map((r) => (
          <MenuItem key={r.id} value={String(r.id)}>
            {r.code} · {r.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id="passes-status"
        label={t('transport.passes.status')}
        value={params.get('status') ?? ''}
        onChange={(e) => apply({}, { status: e.target.value || null })}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('transport.passes.all')}</MenuItem>
        {BUS_PASS_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`transport.passes.statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/** The office's rules: whether students apply online, and the day every pass of the year runs until. */
function PassRules({ settings, manager }: { settings: BusPassSettings; manager: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Paper component="section" aria-labelledby="pass-rules-heading" sx={{ p: { xs: 1.5, md: 2 }, mt: 3 }}>
      <Typography id="pass-rules-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('transport.passes.settings.title')}
      </Typography>
      {manager ? (
        <PassRulesForm settings={settings} />
      ) : (
        <Typography data-testid="pass-rules">
          {t(settings.applicationsOpen ? 'transport.passes.settings.openNow' : 'transport.passes.settings.closedNow', {
            day: f.day(settings.validUntil),
          })}
        </Typography>
      )}
    </Paper>
  );
}

/** The rules as the office changes them. */
function PassRulesForm({ settings }: { settings: BusPassSettings }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(busPassSettingsInputSchema, settings);
  const save = useSavePassSettings({
    onSuccess: () => enqueueSnackbar(t('transport.passes.settings.saved'), { variant: 'success' }),
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('transport.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit((input) => save.mutate(input))();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <Controller
        control={form.control}
        name="applicationsOpen"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('transport.passes.settings.open')}
          />
        )}
      />
      <FormDateField
        control={form.control}
        name="validUntil"
        id="pass-validUntil"
        label={t('transport.passes.settings.validUntil')}
        helperText={t('transport.passes.settings.validUntilHint')}
        size="small"
      />
      <Button type="submit" variant="outlined" disabled={save.isPending}>
        {t('transport.passes.settings.save')}
      </Button>
    </Box>
  );
}

/**
 * `/app/Transport/Bus Passes`: every pass with its stop, status and fee, by route and status; the
 * office gives a new pass, changes a stop, cancels, prints, and sets the pass rules.
 */
export function PassesPage() {
  const { t } = useTranslation();
  const manager = can(useSession()?.roles, 'transport.manage');
  const { search, params } = useTransportSearch();
  const status = params.get('status');
  const routeId = Number(params.get('routeId'));
  const passes = usePasses({
    ...search,
    status: (BUS_PASS_STATUSES as readonly string[]).includes(status ?? '') ? (status as Status) : null,
    routeId: Number.isInteger(routeId) && routeId > 0 ? routeId : null,
  });
  const settings = usePassSettings();
  const columns = useColumns();
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState<BusPass | null>(null);
  const [cancelling, setCancelling] = useState<BusPass | null>(null);
  const print = usePrintPass(false);
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('transport.passes.title')}
        subtitle={t('transport.passes.subtitle')}
        actions={
          manager && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('transport.passes.add')}
            </Button>
          )
        }
      />
      <TransportList
        found={passes}
        searchLabel={t('transport.passes.search')}
        searchHint={t('transport.passes.searchHint')}
        count={(total) => t('transport.passes.found', { count: total })}
        totalTestId="passes-total"
        filters={<PassFilters />}
        table={{
          label: t('transport.passes.tableLabel'),
          testId: 'passes-table',
          columns,
          rowKey: (p) => p.id,
          rowAttributes: (p) => ({ 'data-roll': p.rollNumber }),
          rowTone: (p) => (p.status === 'allotted' && p.owedPaise > 0 ? 'warning' : undefined),
          actions: (p) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {p.printable && (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => void print(p)}
                  aria-label={t('transport.passes.printFor', { name: p.studentName })}
                >
                  {t('transport.passes.print')}
                </Button>
              )}
              {manager && p.status !== 'cancelled' && (
                <>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setMoving(p)}
                    aria-label={t('transport.passes.changeStopFor', { name: p.studentName })}
                  >
                    {t('transport.passes.changeStop')}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    onClick={() => setCancelling(p)}
                    aria-label={t('transport.passes.cancelFor', { name: p.studentName })}
                  >
                    {t('transport.passes.cancel')}
                  </Button>
                </>
              )}
            </Box>
          ),
          empty: search.q ? t('transport.passes.noMatches') : t('transport.passes.empty'),
        }}
      />
      {settings.data && <PassRules key={JSON.stringify(settings.data)} settings={settings.data} manager={manager} />}
      {adding && <NewPassDialog onClose={() => setAdding(false)} />}
      {moving && <ChangeStopDialog pass={moving} onClose={() => setMoving(null)} />}
      {cancelling && <CancelPassDialog pass={cancelling} onClose={() => setCancelling(null)} />}
    </Box>
  );
}
