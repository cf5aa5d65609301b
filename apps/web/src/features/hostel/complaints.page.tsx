import Search from '@mui/icons-material/Search';
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  can,
  HOSTEL_COMPLAINT_STATUSES,
  HOSTEL_PAGE_SIZES,
  hostelComplaintSchema,
  hostelComplaintStatusSchema,
  requiredIssue,
  SHORT_CODE_MAX,
  TEXT_MAX,
  type HostelComplaint,
  type HostelComplaintStatus,
} from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../components/form/form-dialog';
import { FormSelect, FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { ListHead, LoadFailed } from '../../components/list-head';
import { PagedTable } from '../../components/paged-table';
import { statusIn, useAddressSearch } from './components/address-search';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';
import { useBlocks, useRooms } from './api/hostel';
import { useComplaints, useComplaintStatus, useRecordComplaint } from './api/life';
import { categoryChoices, categoryText, useComplaintColumns } from './components/life-parts';

const whole = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : null);

/** What the list shows, kept in the address (`?status=open&q=BH-1`); every status unless one is chosen, open ones first. */
const useComplaintSearch = () =>
  useAddressSearch({
    read: (params) => ({ status: statusIn(HOSTEL_COMPLAINT_STATUSES, params.get('status')) }),
    write: ({ status }, params) => status && params.set('status', status),
    isDefault: ({ status }) => status === null,
  });

/** The status to show and the room or block typed; what is typed stays here until Find. */
function ComplaintSearchBar() {
  const { t } = useTranslation();
  const { search, apply } = useComplaintSearch();
  const [text, setText] = useState(search.q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({ q: text.trim() });
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        id="complaints-status"
        label={t('hostel.complaints.status')}
        value={search.status ?? ''}
        onChange={(e) => apply({ status: (e.target.value || null) as HostelComplaintStatus | null })}
        sx={{ flex: '1 1 180px' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('hostel.complaints.all')}</MenuItem>
        {HOSTEL_COMPLAINT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`hostel.complaintStatuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        id="complaints-q"
        type="search"
        label={t('hostel.complaints.search')}
        helperText={t('hostel.complaints.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: SHORT_CODE_MAX } }}
        sx={{ flex: '1 1 240px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 0.25 }}>
        {t('hostel.find')}
      </Button>
    </Box>
  );
}

/** The room is chosen from a list: none chosen yet says so, not that an id is wrong. */
const recordFormSchema = hostelComplaintSchema.extend({
  roomId: z
    .string()
    .min(1, { error: requiredIssue('Room') })
    .transform((id): unknown => id)
    .pipe(hostelComplaintSchema.shape.roomId),
});

/** Record a complaint: the block, then one of its rooms, what kind of fault, and what is wrong. */
function RecordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const blocks = useBlocks();
  const [blockId, setBlockId] = useState('');
  const rooms = useRooms({ q: '', blockId: whole(blockId), floor: null, page: 1, size: HOSTEL_PAGE_SIZES.at(-1)! });
  const form = useZodForm(recordFormSchema, { roomId: '', description: '' });
  const record = useRecordComplaint({
    onSuccess: (done) => {
      enqueueSnackbar(t('hostel.complaints.recorded', { number: done.room.number }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const roomId = useWatch({ control: form.control, name: 'roomId' });
  const text = (key: string) => t(`hostel.complaints.fields.${key}`);
  const roomChoices = blockId ? (rooms.data?.rows ?? []).map((r) => ({ value: String(r.id), label: r.number })) : [];
  return (
    <FormDialog
      heading={t('hostel.complaints.addHeading')}
      id="hostel-complaint-heading"
      busy={record.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => record.mutate(input))()}
    >
      <TextField
        select
        id="hostel-complaint-block"
        label={text('block')}
        value={blockId}
        onChange={(e) => {
          setBlockId(e.target.value);
          if (roomId !== '') form.setValue('roomId', '');
        }}
      >
        {(blocks.data ?? []).map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {b.code} · {b.name}
          </MenuItem>
        ))}
      </TextField>
      <FormSelect
        control={form.control}
        name="roomId"
        id="hostel-complaint-roomId"
        label={text('roomId')}
        required
        disabled={!blockId}
        helperText={blockId ? undefined : text('roomHint')}
        options={roomChoices}
      />
      <FormSelect
        control={form.control}
        name="category"
        id="hostel-complaint-category"
        label={text('category')}
        required
        options={categoryChoices(t)}
      />
      <FormTextField
        control={form.control}
        name="description"
        id="hostel-complaint-description"
        label={text('description')}
        helperText={text('descriptionHint')}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
        sx={acrossTheForm}
      />
    </FormDialog>
  );
}

/** Resolved: what was done, which the schema asks for as the server does. */
function ResolveDialog({ complaint: c, onClose }: { complaint: HostelComplaint; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(hostelComplaintStatusSchema, { status: 'resolved', note: '' });
  const move = useComplaintStatus({
    onSuccess: (done) => {
      enqueueSnackbar(t('hostel.complaints.resolved', { number: done.room.number }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <FormDialog
      heading={t('hostel.complaints.resolveHeading', { number: c.room.number, block: c.room.block })}
      submit={t('hostel.complaints.resolve')}
      id="hostel-resolve-heading"
      busy={move.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => move.mutate({ id: c.id, input }))()}
    >
      <Alert severity="info" sx={acrossTheForm}>
        {categoryText(t, c.category)}: {c.description}
      </Alert>
      <FormTextField
        control={form.control}
        name="note"
        id="hostel-resolve-note"
        label={t('hostel.complaints.fields.note')}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
        sx={acrossTheForm}
      />
    </FormDialog>
  );
}

/**
 * `/app/Hostel/Complaints`: what is wrong in the rooms, open ones first, found by room or block; the
 * office records a complaint, marks it in progress, and resolved with what was done.
 */
export function ComplaintsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const manager = can(useSession()?.roles, 'hostel.manage');
  const { search, filtered, apply, clear } = useComplaintSearch();
  const complaints = useComplaints(search);
  const columns = useComplaintColumns({ withRoom: true });
  const [adding, setAdding] = useState(false);
  const [resolving, setResolving] = useState<HostelComplaint | null>(null);
  const start = useComplaintStatus({
    onSuccess: (done) => enqueueSnackbar(t('hostel.complaints.started', { number: done.room.number }), { variant: 'success' }),
    onError: (err) => enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' }),
  });
  const data = complaints.data;
  const room = (c: HostelComplaint) => ({ number: c.room.number, block: c.room.block });
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('hostel.complaints.title')}
        subtitle={t('hostel.complaints.subtitle')}
        actions={
          manager && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('hostel.complaints.add')}
            </Button>
          )
        }
      />
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <ComplaintSearchBar key={`${search.q}|${search.status}`} />
      </Paper>
      <Paper sx={{ p: { xs: 1, md: 2 } }}>
        <ListHead filtered={filtered} onClear={clear}>
          <Typography variant="h6" component="h2" data-testid="complaints-total">
            {data ? t('hostel.complaints.found', { count: data.total }) : ''}
          </Typography>
        </ListHead>
        {complaints.isError && !data ? (
          <LoadFailed error={complaints.error} retry={complaints.refetch} />
        ) : (
          <PagedTable
            label={t('hostel.complaints.tableLabel')}
            testId="complaints-table"
            columns={columns}
            rows={data?.rows}
            rowKey={(c) => c.id}
            rowAttributes={(c) => ({ 'data-room': `${c.room.block} ${c.room.number}` })}
            total={data?.total ?? 0}
            page={search.page}
            pageSize={search.size}
            pageSizes={HOSTEL_PAGE_SIZES}
            onPageChange={(page) => apply({ page })}
            onPageSizeChange={(size) => apply({ size })}
            loading={complaints.isFetching}
            cardsBelow="md"
            empty={filtered ? t('hostel.complaints.noMatches') : t('hostel.complaints.empty')}
            actions={
              manager
                ? (c) =>
                    c.status !== 'resolved' && (
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                        {c.status === 'open' && (
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={start.isPending}
                            onClick={() => start.mutate({ id: c.id, input: { status: 'inProgress' } })}
                            aria-label={t('hostel.complaints.startFor', room(c))}
                          >
                            {t('hostel.complaints.startWork')}
                          </Button>
                        )}
                        <Button
                          size="small"
                          variant="outlined"
                          color="success"
                          onClick={() => setResolving(c)}
                          aria-label={t('hostel.complaints.resolveFor', room(c))}
                        >
                          {t('hostel.complaints.resolve')}
                        </Button>
                      </Box>
                    )
                : undefined
            }
          />
        )}
      </Paper>
      {adding && <RecordDialog onClose={() => setAdding(false)} />}
      {resolving && <ResolveDialog complaint={resolving} onClose={() => setResolving(null)} />}
    </Box>
  );
}
