import Search from '@mui/icons-material/Search';
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  can,
  HOSTEL_LEAVE_STATUSES,
  HOSTEL_PAGE_SIZES,
  hostelLeaveDecisionSchema,
  isCalendarDate,
  SHORT_CODE_MAX,
  TEXT_MAX,
  type HostelLeave,
  type HostelLeaveStatus,
} from '@campus/shared';
import { DateField } from '../../components/date-field';
import { acrossTheForm, FormDialog } from '../../components/form/form-dialog';
import { FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { ListHead, LoadFailed } from '../../components/list-head';
import { PagedTable } from '../../components/paged-table';
import { statusIn, useAddressSearch } from './components/address-search';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useDecideLeave, useLeaveRequests } from './api/life';
import { leaveDaysText, leaveKindText, useLeaveColumns } from './components/life-parts';

/** The list opens on the requests waiting; `status=all` shows every status. */
const DEFAULT_STATUS: HostelLeaveStatus = 'pending';

/**
 * What the list shows, kept in the address (`?status=approved&on=2026-12-05`): the requests waiting
 * unless another status is chosen (`status=all`: every status).
 */
const useLeaveSearch = () =>
  useAddressSearch<{ status: HostelLeaveStatus | null; on: string | null }>({
    read: (params) => {
      const status = params.get('status');
      const on = params.get('on');
      return {
        status: status === 'all' ? null : (statusIn(HOSTEL_LEAVE_STATUSES, status) ?? DEFAULT_STATUS),
        on: on && isCalendarDate(on) ? on : null,
      };
    },
    write: ({ status, on }, params) => {
      if (status !== DEFAULT_STATUS) params.set('status', status ?? 'all');
      if (on) params.set('on', on);
    },
    isDefault: ({ status, on }) => status === DEFAULT_STATUS && on === null,
  });

/** The status to show, the day away and the roll number or name typed; the day and the text stay here until Find. */
function LeaveSearchBar() {
  const { t } = useTranslation();
  const { search, apply } = useLeaveSearch();
  const [text, setText] = useState(search.q);
  const [on, setOn] = useState(search.on ?? '');
  const onWrong = on !== '' && !isCalendarDate(on);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!onWrong) apply({ q: text.trim(), on: on || null });
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        id="leave-status"
        label={t('hostel.leave.status')}
        value={search.status ?? 'all'}
        onChange={(e) => apply({ status: e.target.value === 'all' ? null : (e.target.value as HostelLeaveStatus) })}
        sx={{ flex: '1 1 160px' }}
      >
        <MenuItem value="all">{t('hostel.leave.all')}</MenuItem>
        {HOSTEL_LEAVE_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`hostel.leaveStatuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateField
        size="small"
        id="leave-on"
        label={t('hostel.leave.on')}
        helperText={t('hostel.leave.onHint')}
        value={on}
        onChange={setOn}
        error={onWrong}
        sx={{ flex: '1 1 180px' }}
      />
      <TextField
        size="small"
        id="leave-q"
        type="search"
        label={t('hostel.leave.search')}
        helperText={t('hostel.leave.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: SHORT_CODE_MAX } }}
        sx={{ flex: '1 1 220px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 0.25 }}>
        {t('hostel.find')}
      </Button>
    </Box>
  );
}

/** Refuse: the warden says why; the schema asks for the note, as the server does. */
function RefuseDialog({ leave: l, onClose }: { leave: HostelLeave; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(hostelLeaveDecisionSchema, { decision: 'refused', note: '' });
  const decide = useDecideLeave({
    onSuccess: (done) => {
      enqueueSnackbar(t('hostel.leave.refused', { name: done.student.fullName }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <FormDialog
      heading={t('hostel.leave.refuseHeading', { name: l.student.fullName })}
      submit={t('hostel.leave.refuse')}
      id="hostel-refuse-heading"
      busy={decide.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => decide.mutate({ id: l.id, input }))()}
    >
      <Alert severity="info" sx={acrossTheForm}>
        {t('hostel.leave.refuseHint', {
          kind: leaveKindText(t, l.kind),
          days: leaveDaysText(t, f, l),
          destination: l.destination,
        })}
      </Alert>
      <FormTextField
        control={form.control}
        name="note"
        id="hostel-refuse-note"
        label={t('hostel.leave.note')}
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
 * `/app/Hostel/Leave`: the residents' requests for an outing or leave, those waiting first; the
 * warden approves or refuses them (a refusal says why), and sees who is away on a day.
 */
export function LeavePage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const manager = can(useSession()?.roles, 'hostel.manage');
  const { search, filtered, apply, clear } = useLeaveSearch();
  const requests = useLeaveRequests(search);
  const columns = useLeaveColumns({ withStudent: true });
  const [refusing, setRefusing] = useState<HostelLeave | null>(null);
  const approve = useDecideLeave({
    onSuccess: (done) => enqueueSnackbar(t('hostel.leave.approved', { name: done.student.fullName }), { variant: 'success' }),
    onError: (err) => enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' }),
  });
  const data = requests.data;
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader title={t('hostel.leave.title')} subtitle={t('hostel.leave.subtitle')} />
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <LeaveSearchBar key={`${search.q}|${search.status}|${search.on}`} />
      </Paper>
      <Paper sx={{ p: { xs: 1, md: 2 } }}>
        <ListHead filtered={filtered} onClear={clear}>
          <Typography variant="h6" component="h2" data-testid="leave-total">
            {data ? t('hostel.leave.found', { count: data.total }) : ''}
          </Typography>
        </ListHead>
        {requests.isError && !data ? (
          <LoadFailed error={requests.error} retry={requests.refetch} />
        ) : (
          <PagedTable
            label={t('hostel.leave.tableLabel')}
            testId="leave-table"
            columns={columns}
            rows={data?.rows}
            rowKey={(l) => l.id}
            rowAttributes={(l) => ({ 'data-roll': l.student.rollNumber })}
            total={data?.total ?? 0}
            page={search.page}
            pageSize={search.size}
            pageSizes={HOSTEL_PAGE_SIZES}
            onPageChange={(page) => apply({ page })}
            onPageSizeChange={(size) => apply({ size })}
            loading={requests.isFetching}
            cardsBelow="md"
            empty={filtered ? t('hostel.leave.noMatches') : t('hostel.leave.empty')}
            actions={
              manager
                ? (l) =>
                    l.status === 'pending' && (
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                        <Button
                          size="small"
                          variant="outlined"
                          color="success"
                          disabled={approve.isPending}
                          onClick={() => approve.mutate({ id: l.id, input: { decision: 'approved' } })}
                          aria-label={t('hostel.leave.approveFor', { name: l.student.fullName })}
                        >
                          {t('hostel.leave.approve')}
                        </Button>
                        <Button
                          size="small"
                          variant="outlined"
                          color="error"
                          onClick={() => setRefusing(l)}
                          aria-label={t('hostel.leave.refuseFor', { name: l.student.fullName })}
                        >
                          {t('hostel.leave.refuse')}
                        </Button>
                      </Box>
                    )
                : undefined
            }
          />
        )}
      </Paper>
      {refusing && <RefuseDialog leave={refusing} onClose={() => setRefusing(null)} />}
    </Box>
  );
}
