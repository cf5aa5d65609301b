import { Alert, Box, Button, LinearProgress, Paper } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, type RoomType } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { RowsView, type PagedColumn } from '../../components/paged-table';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useDeleteRoomType, useRoomTypes } from './api/hostel';
import { DeleteDialog, EditDeleteActions } from '../../components/edit-delete-actions';
import { RoomTypeDialog } from './components/room-type-dialog';

function useColumns(): PagedColumn<RoomType>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`hostel.roomTypes.columns.${key}`);
  const per = (paise: number, period: string) =>
    t('hostel.roomTypes.perPeriod', { amount: f.money(paise), period: t(`hostel.roomTypes.periods.${period}`) });
  return [
    {
      key: 'code',
      header: col('code'),
      cell: (r) => r.code,
      card: 'title',
      nowrap: true,
      sx: { fontWeight: 600, fontFamily: 'monospace' },
    },
    {
      key: 'name',
      header: col('name'),
      cell: (r) => `${r.name} (${t(r.ac ? 'hostel.roomTypes.ac' : 'hostel.roomTypes.nonAc')})`,
      card: 'primary',
    },
    { key: 'beds', header: col('beds'), cell: (r) => f.number(r.bedsPerRoom), align: 'right' },
    { key: 'rent', header: col('rent'), cell: (r) => per(r.rentPaise, r.rentPeriod), nowrap: true },
    { key: 'mess', header: col('mess'), cell: (r) => per(r.messPaise, r.messPeriod), nowrap: true },
    { key: 'caution', header: col('caution'), cell: (r) => f.money(r.cautionPaise), align: 'right', nowrap: true },
    { key: 'rooms', header: col('rooms'), cell: (r) => f.number(r.rooms), align: 'right' },
  ];
}

/** `/app/Hostel/Room Types`: each kind of room with its beds and charges; the hostel office adds, edits and removes them. */
export function RoomTypesPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const manager = can(useSession()?.roles, 'hostel.manage');
  const roomTypes = useRoomTypes();
  const columns = useColumns();
  const [editing, setEditing] = useState<RoomType | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<RoomType | null>(null);
  const remove = useDeleteRoomType({
    onSuccess: (_answer, type) => {
      enqueueSnackbar(t('hostel.roomTypes.deleted', { code: type.code }), { variant: 'success' });
      setDeleting(null);
    },
    onError: (err) => {
      enqueueSnackbar(t('hostel.deleteFailed', { message: err.message }), { variant: 'error' });
      setDeleting(null);
    },
  });
  const rows = roomTypes.data;
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('hostel.roomTypes.title')}
        subtitle={t('hostel.roomTypes.subtitle')}
        actions={
          manager && (
            <Button variant="contained" onClick={() => setEditing(null)}>
              {t('hostel.roomTypes.add')}
            </Button>
          )
        }
      />
      <Paper sx={{ p: { xs: 1, md: 2 } }}>
        {roomTypes.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void roomTypes.refetch()}>
                {t('hostel.retry')}
              </Button>
            }
          >
            {t('hostel.loadFailed', { message: roomTypes.error.message })}
          </Alert>
        ) : !rows ? (
          <LinearProgress aria-label={t('common.loading')} />
        ) : rows.length === 0 ? (
          <Alert severity="info">{t(manager ? 'hostel.roomTypes.emptyManager' : 'hostel.roomTypes.empty')}</Alert>
        ) : (
          <RowsView
            label={t('hostel.roomTypes.tableLabel')}
            testId="room-types-table"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            rowAttributes={(r) => ({ 'data-room-type': r.code })}
            cardsBelow="md"
            actions={
              manager
                ? (r) => (
                    <EditDeleteActions
                      editLabel={t('hostel.roomTypes.editFor', { code: r.code })}
                      deleteLabel={t('hostel.roomTypes.deleteFor', { code: r.code })}
                      onEdit={() => setEditing(r)}
                      onDelete={() => setDeleting(r)}
                    />
                  )
                : undefined
            }
          />
        )}
      </Paper>
      {editing !== undefined && <RoomTypeDialog roomType={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <DeleteDialog
          heading={t('hostel.roomTypes.deleteHeading', { code: deleting.code })}
          text={t('hostel.roomTypes.deleteText', { code: deleting.code, name: deleting.name })}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
