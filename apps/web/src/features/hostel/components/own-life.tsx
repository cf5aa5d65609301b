import { Box, Button, Paper, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  collegeToday,
  HOSTEL_LEAVE_KINDS,
  hostelLeaveRequestSchema,
  hostelOwnComplaintSchema,
  LEAVE_DAYS_MAX,
  NAME_MAX,
  TEXT_MAX,
  type HostelComplaint,
  type HostelLeave,
} from '@campus/shared';
import { FormDateField, FormSelect, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { RowsView } from '../../../components/paged-table';
import { useFormat } from '../../../lib/format';
import { useAskLeave, useCancelLeave, useReportOwnComplaint } from '../api/life';
import { categoryChoices, leaveDaysText, leaveKindText, useComplaintColumns, useLeaveColumns } from './life-parts';

/** A request still waiting, or approved for days not yet begun, may be withdrawn. */
const withdrawable = (l: HostelLeave) => l.status === 'pending' || (l.status === 'approved' && l.fromDate > collegeToday());

/** Ask for an outing or leave: the kind, the days, where to and why. */
function LeaveForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(hostelLeaveRequestSchema, { kind: 'leave', fromDate: '', toDate: '', destination: '', reason: '' });
  const ask = useAskLeave({
    onSuccess: () => {
      enqueueSnackbar(t('hostel.life.asked'), { variant: 'success' });
      form.reset();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const text = (key: string, values?: Record<string, unknown>) => t(`hostel.life.fields.${key}`, values);
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('hostel.life.leaveHeading')}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit((input) => ask.mutate(input))();
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}
    >
      <FormSelect
        control={form.control}
        name="kind"
        id="life-kind"
        label={text('kind')}
        required
        options={HOSTEL_LEAVE_KINDS.map((k) => ({ value: k, label: leaveKindText(t, k) }))}
      />
      <FormTextField
        control={form.control}
        name="destination"
        id="life-destination"
        label={text('destination')}
        required
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
      />
      <FormDateField control={form.control} name="fromDate" id="life-fromDate" label={text('fromDate')} required />
      <FormDateField
        control={form.control}
        name="toDate"
        id="life-toDate"
        label={text('toDate')}
        helperText={text('toDateHint', { max: LEAVE_DAYS_MAX })}
        required
      />
      <FormTextField
        control={form.control}
        name="reason"
        id="life-reason"
        label={text('reason')}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={ask.isPending}>
          {t('hostel.life.ask')}
        </Button>
      </Box>
    </Box>
  );
}

/** The student's (or ward's) requests, newest first; a resident asks for more and withdraws one not yet begun. */
export function OwnLeave({ leave, asks }: { leave: HostelLeave[]; asks: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const columns = useLeaveColumns({ withStudent: false });
  const cancel = useCancelLeave({
    onSuccess: () => enqueueSnackbar(t('hostel.life.cancelled'), { variant: 'success' }),
    onError: (err) => enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' }),
  });
  return (
    <Paper component="section" aria-labelledby="life-leave-heading" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1000, mt: 2 }}>
      <Typography id="life-leave-heading" variant="h6" component="h2">
        {t('hostel.life.leaveHeading')}
      </Typography>
      {asks && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('hostel.life.leaveHint')}
          </Typography>
          <LeaveForm />
        </>
      )}
      {leave.length === 0 ? (
        <Typography color="text.secondary">{t('hostel.life.noLeave')}</Typography>
      ) : (
        <RowsView
          label={t('hostel.life.leaveTable')}
          testId="own-leave"
          columns={columns}
          rows={leave}
          rowKey={(l) => l.id}
          cardsBelow="md"
          actions={
            asks
              ? (l) =>
                  withdrawable(l) && (
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      disabled={cancel.isPending}
                      onClick={() => cancel.mutate(l)}
                      aria-label={t('hostel.life.cancelFor', { days: leaveDaysText(t, f, l) })}
                    >
                      {t('hostel.life.cancel')}
                    </Button>
                  )
              : undefined
          }
        />
      )}
    </Paper>
  );
}

/** Report what is wrong in the room: the kind of fault and what it is. */
function ComplaintForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(hostelOwnComplaintSchema, { description: '' });
  const report = useReportOwnComplaint({
    onSuccess: () => {
      enqueueSnackbar(t('hostel.life.reported'), { variant: 'success' });
      form.reset();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const text = (key: string) => t(`hostel.life.fields.${key}`);
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('hostel.life.complaintsHeading')}
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit((input) => report.mutate(input))();
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, mb: 2 }}
    >
      <FormSelect
        control={form.control}
        name="category"
        id="life-category"
        label={text('category')}
        required
        options={categoryChoices(t)}
      />
      <FormTextField
        control={form.control}
        name="description"
        id="life-description"
        label={text('description')}
        helperText={t('hostel.complaints.fields.descriptionHint')}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={report.isPending}>
          {t('hostel.life.report')}
        </Button>
      </Box>
    </Box>
  );
}

/** The complaints of the student's (or ward's) room, newest first; a resident reports another. */
export function OwnComplaints({ complaints, asks }: { complaints: HostelComplaint[]; asks: boolean }) {
  const { t } = useTranslation();
  const columns = useComplaintColumns({ withRoom: false });
  return (
    <Paper component="section" aria-labelledby="life-complaints-heading" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1000, mt: 2 }}>
      <Typography id="life-complaints-heading" variant="h6" component="h2">
        {t('hostel.life.complaintsHeading')}
      </Typography>
      {asks && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('hostel.life.complaintsHint')}
          </Typography>
          <ComplaintForm />
        </>
      )}
      {complaints.length === 0 ? (
        <Typography color="text.secondary">{t('hostel.life.noComplaints')}</Typography>
      ) : (
        <RowsView
          label={t('hostel.life.complaintsTable')}
          testId="own-complaints"
          columns={columns}
          rows={complaints}
          rowKey={(c) => c.id}
          cardsBelow="md"
        />
      )}
    </Paper>
  );
}
