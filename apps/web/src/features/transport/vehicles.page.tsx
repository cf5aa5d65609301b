import { Box, Button, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, spacedRegistration, type Vehicle } from '@campus/shared';
import type { PagedColumn } from '../../components/paged-table';
import { PageHeader } from '../../components/page-header';
import { PaperChips } from '../../components/vehicle-papers';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useDeleteVehicle, useVehicles } from './api/vehicles';
import { DeleteDialog, EditDeleteActions } from '../../components/edit-delete-actions';
import { TransportList, useTransportSearch } from './components/transport-list';
import { VehicleDialog } from './components/vehicle-dialog';

/** A name with its mobile number under it. */
function Person({ name, phone }: { name: string; phone: string | null }) {
  return (
    <>
      {name}
      {phone && (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {phone}
        </Typography>
      )}
    </>
  );
}

function useColumns(): PagedColumn<Vehicle>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`transport.vehicles.columns.${key}`);
  return [
    {
      key: 'registration',
      header: col('registration'),
      cell: (v) => spacedRegistration(v.registrationNumber),
      card: 'title',
      nowrap: true,
      sx: { fontWeight: 600, fontFamily: 'monospace' },
    },
    { key: 'seats', header: col('seats'), cell: (v) => f.number(v.capacity), align: 'right', nowrap: true },
    { key: 'driver', header: col('driver'), cell: (v) => <Person name={v.driverName} phone={v.driverPhone} /> },
    {
      key: 'attendant',
      header: col('attendant'),
      cell: (v) => (v.attendantName ? <Person name={v.attendantName} phone={v.attendantPhone} /> : t('transport.none')),
    },
    {
      key: 'route',
      header: col('route'),
      cell: (v) =>
        v.route ? (
          <>
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {v.route.code}
            </Box>{' '}
            {v.route.name}
          </>
        ) : (
          t('transport.vehicles.noRoute')
        ),
    },
    { key: 'papers', header: col('papers'), cell: (v) => <PaperChips papers={v.papers} />, sx: { minWidth: 260 } },
  ];
}

/** A vehicle whose paper has lapsed is marked in the error colour, one whose paper lapses soon in the warning colour. */
const toneOf = (v: Vehicle) => {
  if (v.papers.some((p) => p.state === 'lapsed')) return 'error';
  if (v.papers.some((p) => p.state === 'lapsing')) return 'warning';
  return undefined;
};

/** `/app/Transport/Vehicles`: the fleet with its crews, routes and papers; the transport office adds, changes and removes vehicles. */
export function VehiclesPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const user = useSession();
  const manager = can(user?.roles, 'transport.manage');
  const { search } = useTransportSearch();
  const vehicles = useVehicles(search);
  const columns = useColumns();
  // The vehicle in the dialog: null for a new one.
  const [editing, setEditing] = useState<Vehicle | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const remove = useDeleteVehicle({
    onSuccess: (_answer, vehicle) => {
      enqueueSnackbar(t('transport.vehicles.deleted', { registration: spacedRegistration(vehicle.registrationNumber) }), {
        variant: 'success',
      });
      setDeleting(null);
    },
    onError: (err) => {
      enqueueSnackbar(t('transport.deleteFailed', { message: err.message }), { variant: 'error' });
      setDeleting(null);
    },
  });
  const registration = (v: Vehicle) => spacedRegistration(v.registrationNumber);
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('transport.vehicles.title')}
        subtitle={t('transport.vehicles.subtitle')}
        actions={
          manager && (
            <Button variant="contained" onClick={() => setEditing(null)}>
              {t('transport.vehicles.add')}
            </Button>
          )
        }
      />
      <TransportList
        found={vehicles}
        searchLabel={t('transport.vehicles.search')}
        searchHint={t('transport.vehicles.searchHint')}
        count={(total) => t('transport.vehicles.found', { count: total })}
        totalTestId="vehicles-total"
        table={{
          label: t('transport.vehicles.tableLabel'),
          testId: 'vehicles-table',
          columns,
          rowKey: (v) => v.id,
          rowAttributes: (v) => ({ 'data-vehicle': v.registrationNumber }),
          rowTone: toneOf,
          actions: manager
            ? (v) => (
                <EditDeleteActions
                  editLabel={t('transport.vehicles.editFor', { registration: registration(v) })}
                  deleteLabel={t('transport.vehicles.deleteFor', { registration: registration(v) })}
                  onEdit={() => setEditing(v)}
                  onDelete={() => setDeleting(v)}
                />
              )
            : undefined,
          empty: search.q ? t('transport.vehicles.noMatches') : t(manager ? 'transport.vehicles.emptyManager' : 'transport.vehicles.empty'),
        }}
      />
      {editing !== undefined && <VehicleDialog vehicle={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <DeleteDialog
          heading={t('transport.vehicles.deleteHeading', { registration: registration(deleting) })}
          text={t('transport.vehicles.deleteText', { registration: registration(deleting) })}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
