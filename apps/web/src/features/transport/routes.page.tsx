import { Box, Button, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, spacedRegistration, type Route, type Stop } from '@campus/shared';
import type { PagedColumn } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useDeleteRoute, useRoutes } from './api/routes';
import { DeleteDialog, EditDeleteActions } from '../../components/edit-delete-actions';
import { FaresSection } from './components/fares-section';
import { RouteDialog } from './components/route-dialog';
import { TransportList, useTransportSearch } from './components/transport-list';

/** A long route shows its first two stops and its last; the dialog holds them all. */
const STOPS_SHOWN = 4;

/**
 * A route's stops in order, each with its pick-up time and its yearly fare:
 * `Kukatpally 07:05 (₹16,000.00) · Miyapur 07:20 (₹16,000.00) · … · Dundigal 08:30 (₹12,000.00)`.
 */
function StopsLine({ stops }: { stops: Stop[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const shown = stops.length <= STOPS_SHOWN ? stops : [stops[0]!, stops[1]!, null, stops.at(-1)!];
  const stopText = (s: Stop) =>
    t('transport.routes.stopFare', {
      stop: t('transport.routes.stopAt', { name: s.name, time: s.pickupTime }),
      fare: s.feePaise === null ? t('transport.routes.noFare') : f.money(s.feePaise),
    });
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {shown.map((s) => (s ? stopText(s) : '…')).join(' · ')}
      </Box>
      <Typography variant="body2" color="text.secondary" component="span">
        {t('transport.routes.stopsCount', { count: stops.length })}
      </Typography>
    </>
  );
}

function useColumns(): PagedColumn<Route>[] {
  const { t } = useTranslation();
  const col = (key: string) => t(`transport.routes.columns.${key}`);
  return [
    {
      key: 'code',
      header: col('code'),
      cell: (r) => r.code,
      card: 'title',
      nowrap: true,
      sx: { fontWeight: 600, fontFamily: 'monospace' },
    },
    { key: 'name', header: col('name'), cell: (r) => r.name, card: 'primary', sx: { minWidth: 160 } },
    { key: 'stops', header: col('stops'), cell: (r) => <StopsLine stops={r.stops} />, sx: { minWidth: 240 } },
    {
      key: 'vehicle',
      header: col('vehicle'),
      cell: (r) =>
        r.vehicle ? (
          <>
            <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
              {spacedRegistration(r.vehicle.registrationNumber)}
            </Box>
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {t('transport.seats', { count: r.vehicle.capacity })}
            </Typography>
          </>
        ) : (
          <Box component="span" sx={{ color: 'warning.dark' }}>
            {t('transport.routes.noVehicle')}
          </Box>
        ),
    },
  ];
}

/**
 * `/app/Transport/Routes`: the college's bus routes with their stops, fares and vehicles, and the
 * bus fares; the transport office adds, changes and deletes routes and sets the fares.
 */
export function RoutesPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const user = useSession();
  const manager = can(user?.roles, 'transport.manage');
  const { search } = useTransportSearch();
  const routes = useRoutes(search);
  const columns = useColumns();
  // The route in the dialog: null for a new one.
  const [editing, setEditing] = useState<Route | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Route | null>(null);
  const remove = useDeleteRoute({
    onSuccess: (_answer, route) => {
      enqueueSnackbar(t('transport.routes.deleted', { code: route.code }), { variant: 'success' });
      setDeleting(null);
    },
    onError: (err) => enqueueSnackbar(t('transport.deleteFailed', { message: err.message }), { variant: 'error' }),
  });
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('transport.routes.title')}
        subtitle={t('transport.routes.subtitle')}
        actions={
          manager && (
            <Button variant="contained" onClick={() => setEditing(null)}>
              {t('transport.routes.add')}
            </Button>
          )
        }
      />
      <TransportList
        found={routes}
        searchLabel={t('transport.routes.search')}
        searchHint={t('transport.routes.searchHint')}
        count={(total) => t('transport.routes.found', { count: total })}
        totalTestId="routes-total"
        table={{
          label: t('transport.routes.tableLabel'),
          testId: 'routes-table',
          columns,
          rowKey: (r) => r.id,
          rowAttributes: (r) => ({ 'data-route': r.code }),
          rowTone: (r) => (r.vehicle ? undefined : 'warning'),
          actions: manager
            ? (r) => (
                <EditDeleteActions
                  editLabel={t('transport.routes.editFor', { code: r.code })}
                  deleteLabel={t('transport.routes.deleteFor', { code: r.code })}
                  onEdit={() => setEditing(r)}
                  onDelete={() => setDeleting(r)}
                />
              )
            : undefined,
          empty: search.q ? t('transport.routes.noMatches') : t(manager ? 'transport.routes.emptyManager' : 'transport.routes.empty'),
        }}
      />
      <FaresSection manager={manager} />
      {editing !== undefined && <RouteDialog route={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <DeleteDialog
          heading={t('transport.routes.deleteHeading', { code: deleting.code })}
          text={t('transport.routes.deleteText', { code: deleting.code, name: deleting.name })}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
