import { Alert, Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, HOSTEL_PAGE_SIZES, type Block, type Room } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { ListHead, LoadFailed } from '../../components/list-head';
import { PagedTable, RowsView, type PagedColumn } from '../../components/paged-table';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useBlocks, useDeleteBlock, useDeleteRoom, useRooms, useRoomTypes } from './api/hostel';
import { BedsDialog } from './components/beds-dialog';
import { BlockDialog } from './components/block-dialog';
import { DeleteDialog, EditDeleteActions } from '../../components/edit-delete-actions';
import { useFloorName } from './components/floor-name';
import { RoomDialog } from './components/room-dialog';
import { RoomSearchBar, useRoomSearch } from './components/room-search';

/** A room's beds as chips: a blocked one in the warning colour with its reason. */
function BedChips({ room }: { room: Room }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {room.beds.map((bed) => (
        <Chip
          key={bed.id}
          size="small"
          data-bed={bed.label}
          label={
            bed.blocked
              ? t('hostel.rooms.bedBlocked', { label: bed.label, reason: bed.blockedReason })
              : t('hostel.rooms.bed', { label: bed.label })
          }
          color={bed.blocked ? 'warning' : 'default'}
          variant={bed.blocked ? 'filled' : 'outlined'}
        />
      ))}
    </Box>
  );
}

function useColumns(): PagedColumn<Room>[] {
  const { t } = useTranslation();
  const floorName = useFloorName();
  const col = (key: string) => t(`hostel.rooms.columns.${key}`);
  return [
    {
      key: 'room',
      header: col('room'),
      cell: (r) => r.number,
      card: 'title',
      nowrap: true,
      sx: { fontWeight: 600, fontFamily: 'monospace' },
    },
    { key: 'block', header: col('block'), cell: (r) => `${r.block.code} · ${r.block.name}` },
    { key: 'floor', header: col('floor'), cell: (r) => floorName(r.floor), nowrap: true },
    {
      key: 'type',
      header: col('type'),
      cell: (r) => `${r.roomType.code} · ${r.roomType.name}`,
    },
    { key: 'beds', header: col('beds'), cell: (r) => <BedChips room={r} />, sx: { minWidth: 220 } },
  ];
}

/** The blocks: each with who lives there, its floors, warden, rooms and beds; the office adds, edits and removes them. */
function BlocksSection({ blocks, manager }: { blocks: Block[]; manager: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<Block | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Block | null>(null);
  const remove = useDeleteBlock({
    onSuccess: (_answer, block) => {
      enqueueSnackbar(t('hostel.blocks.deleted', { code: block.code }), { variant: 'success' });
      setDeleting(null);
    },
    onError: (err) => {
      enqueueSnackbar(t('hostel.deleteFailed', { message: err.message }), { variant: 'error' });
      setDeleting(null);
    },
  });
  const col = (key: string) => t(`hostel.blocks.columns.${key}`);
  const columns: PagedColumn<Block>[] = [
    {
      key: 'code',
      header: col('code'),
      cell: (b) => b.code,
      card: 'title',
      nowrap: true,
      sx: { fontWeight: 600, fontFamily: 'monospace' },
    },
    { key: 'name', header: col('name'), cell: (b) => b.name, card: 'primary' },
    { key: 'gender', header: col('gender'), cell: (b) => t(`hostel.genders.${b.gender}`) },
    { key: 'floors', header: col('floors'), cell: (b) => f.number(b.floors), align: 'right' },
    { key: 'warden', header: col('warden'), cell: (b) => [b.wardenName, b.wardenPhone].filter(Boolean).join(', ') || t('hostel.none') },
    { key: 'rooms', header: col('rooms'), cell: (b) => f.number(b.rooms), align: 'right' },
    { key: 'beds', header: col('beds'), cell: (b) => f.number(b.beds), align: 'right' },
  ];
  return (
    <Paper component="section" aria-labelledby="blocks-heading" variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" id="blocks-heading">
          {t('hostel.blocks.title')}
        </Typography>
        {manager && (
          <Button variant="outlined" size="small" onClick={() => setEditing(null)} sx={{ ml: 'auto' }}>
            {t('hostel.blocks.add')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('hostel.blocks.subtitle')}
      </Typography>
      {blocks.length === 0 ? (
        <Alert severity="info">{t('hostel.blocks.empty')}</Alert>
      ) : (
        <RowsView
          label={t('hostel.blocks.tableLabel')}
          testId="blocks-table"
          columns={columns}
          rows={blocks}
          rowKey={(b) => b.id}
          rowAttributes={(b) => ({ 'data-block': b.code })}
          cardsBelow="md"
          actions={
            manager
              ? (b) => (
                  <EditDeleteActions
                    editLabel={t('hostel.blocks.editFor', { code: b.code })}
                    deleteLabel={t('hostel.blocks.deleteFor', { code: b.code })}
                    onEdit={() => setEditing(b)}
                    onDelete={() => setDeleting(b)}
                  />
                )
              : undefined
          }
        />
      )}
      {editing !== undefined && <BlockDialog block={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <DeleteDialog
          heading={t('hostel.blocks.deleteHeading', { code: deleting.code })}
          text={t('hostel.blocks.deleteText', { code: deleting.code, name: deleting.name })}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Paper>
  );
}

/** `/app/Hostel/Rooms`: the rooms with their beds, found by block, floor and number; the hostel office keeps rooms, beds and blocks. */
export function RoomsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const manager = can(useSession()?.roles, 'hostel.manage');
  const { search, filtered, apply, clear } = useRoomSearch();
  const rooms = useRooms(search);
  const blocks = useBlocks();
  const roomTypes = useRoomTypes();
  const columns = useColumns();
  const [editing, setEditing] = useState<Room | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Room | null>(null);
  const [beds, setBeds] = useState<Room | null>(null);
  const remove = useDeleteRoom({
    onSuccess: (_answer, room) => {
      enqueueSnackbar(t('hostel.rooms.deleted', { number: room.number }), { variant: 'success' });
      setDeleting(null);
    },
    onError: (err) => {
      enqueueSnackbar(t('hostel.deleteFailed', { message: err.message }), { variant: 'error' });
      setDeleting(null);
    },
  });
  const ready = blocks.data && roomTypes.data;
  const canAdd = ready && blocks.data.length > 0 && roomTypes.data.length > 0;
  const data = rooms.data;
  const name = (r: Room) => ({ number: r.number, block: r.block.code });
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('hostel.rooms.title')}
        subtitle={t('hostel.rooms.subtitle')}
        actions={
          manager && (
            <Button variant="contained" disabled={!canAdd} onClick={() => setEditing(null)}>
              {t('hostel.rooms.add')}
            </Button>
          )
        }
      />
      {manager && ready && !canAdd && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('hostel.rooms.needBlocks')}
        </Alert>
      )}
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <RoomSearchBar key={`${search.q}|${search.blockId}|${search.floor}`} blocks={blocks.data ?? []} />
      </Paper>
      <Paper sx={{ p: { xs: 1, md: 2 } }}>
        <ListHead filtered={filtered} onClear={clear}>
          <Typography variant="h6" component="h2" data-testid="rooms-total">
            {data ? t('hostel.rooms.found', { count: data.total }) : ''}
          </Typography>
        </ListHead>
        {rooms.isError && !data ? (
          <LoadFailed error={rooms.error} retry={rooms.refetch} />
        ) : (
          <PagedTable
            label={t('hostel.rooms.tableLabel')}
            testId="rooms-table"
            columns={columns}
            rows={data?.rows}
            rowKey={(r) => r.id}
            rowAttributes={(r) => ({ 'data-room': `${r.block.code} ${r.number}` })}
            rowTone={(r) => (r.beds.some((b) => b.blocked) ? 'warning' : undefined)}
            total={data?.total ?? 0}
            page={search.page}
            pageSize={search.size}
            pageSizes={HOSTEL_PAGE_SIZES}
            onPageChange={(page) => apply({ page })}
            onPageSizeChange={(size) => apply({ size })}
            loading={rooms.isFetching}
            cardsBelow="md"
            empty={filtered ? t('hostel.rooms.noMatches') : t(manager ? 'hostel.rooms.emptyManager' : 'hostel.rooms.empty')}
            actions={
              manager
                ? (r) => (
                    <EditDeleteActions
                      editLabel={t('hostel.rooms.editFor', name(r))}
                      deleteLabel={t('hostel.rooms.deleteFor', name(r))}
                      onEdit={() => setEditing(r)}
                      onDelete={() => setDeleting(r)}
                    >
                      <Button size="small" variant="outlined" onClick={() => setBeds(r)} aria-label={t('hostel.rooms.bedsFor', name(r))}>
                        {t('hostel.rooms.bedsAction')}
                      </Button>
                    </EditDeleteActions>
                  )
                : undefined
            }
          />
        )}
      </Paper>
      {blocks.data && <BlocksSection blocks={blocks.data} manager={manager} />}
      {editing !== undefined && ready && (
        <RoomDialog room={editing} blocks={blocks.data} roomTypes={roomTypes.data} onClose={() => setEditing(undefined)} />
      )}
      {beds && <BedsDialog room={beds} onClose={() => setBeds(null)} />}
      {deleting && (
        <DeleteDialog
          heading={t('hostel.rooms.deleteHeading', name(deleting))}
          text={t('hostel.rooms.deleteText', name(deleting))}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
