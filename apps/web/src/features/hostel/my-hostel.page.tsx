import Hotel from '@mui/icons-material/Hotel';
import { Alert, Box, Button, FormHelperText, Paper, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  can,
  DISTANCE_MAX_KM,
  hostelApplySchema,
  PREFERENCES_MAX,
  type HostelApplication,
  type OwnHostelApplication,
  type OwnHostelLife,
} from '@campus/shared';
import { FormSelect, FormTextField } from '../../components/form/form-fields';
import { fieldErrorText, showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useApplyOwn, useOwnApplication } from './api/allotments';
import { useOwnFees } from './api/fees';
import { useOwnLife } from './api/life';
import { applicationStatusText } from './components/allotment-dialogs';
import { OwnComplaints, OwnLeave } from './components/own-life';
import { StayFees } from './components/stay-fees';

/** The blocks a student names, first choice first. */
const CHOICES = Array.from({ length: PREFERENCES_MAX }, (_, i) => i);

/** The form holds three choices of block, the later ones maybe empty; what is sent is the blocks chosen, in order. */
const applyFormSchema = hostelApplySchema.omit({ rollNo: true }).extend({
  blockIds: z
    .array(z.string())
    .transform((ids): unknown[] => ids.filter((id) => id !== ''))
    .pipe(hostelApplySchema.shape.blockIds),
});

/** One line of the application: what, and its value. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography color="text.secondary" sx={{ minWidth: 150 }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The student's application: where it stands (its place in line, or the bed), and what was asked for. */
function ApplicationCard({ application: a }: { application: HostelApplication }) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = (key: string, values?: Record<string, unknown>) => t(`hostel.mine.${key}`, values);
  return (
    <Paper component="section" aria-labelledby="my-hostel-heading" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Typography id="my-hostel-heading" variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Hotel color="primary" /> {applicationStatusText(t, a)}
      </Typography>
      {a.status === 'waiting' && <Alert severity="info">{text('waiting', { position: a.position ?? 1, roomType: a.roomType.name })}</Alert>}
      {a.status === 'allotted' && a.allotment && (
        <Alert severity="success">
          {text('allotted', { bed: a.allotment.bed, room: a.allotment.room, block: a.allotment.block, day: f.day(a.allotment.fromDate) })}
        </Alert>
      )}
      {(a.status === 'vacated' || a.status === 'cancelled') && <Alert severity="warning">{text(a.status)}</Alert>}
      <Box sx={{ mt: 2 }} data-testid="my-hostel">
        {a.allotment && <Line label={text('bed')}>{t('hostel.bedPlace', a.allotment)}</Line>}
        <Line label={text('roomType')}>
          {a.roomType.code} · {a.roomType.name}
        </Line>
        <Line label={text('blocks')}>{a.blocks.map((b) => b.code).join(', ')}</Line>
        <Line label={text('distance')}>{text('km', { km: a.distanceKm })}</Line>
        <Line label={text('appliedOn')}>{f.day(a.appliedAt.slice(0, 10))}</Line>
      </Box>
      {(a.status === 'allotted' || a.status === 'vacated') && <OwnFees />}
    </Paper>
  );
}

/** The stay's fees, once a bed was given. */
function OwnFees() {
  const { t } = useTranslation();
  const fees = useOwnFees();
  if (fees.isPending) return <Skeleton variant="rounded" height={120} sx={{ mt: 3 }} />;
  if (fees.isError) return <Alert severity="error">{t('hostel.loadFailed', { message: fees.error.message })}</Alert>;
  return <StayFees fees={fees.data} />;
}

/** Apply: a room type, up to three blocks of the student's gender in order, and the distance of home. */
function ApplyForm({ own }: { own: OwnHostelApplication }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(applyFormSchema, { roomTypeId: '', blockIds: ['', '', ''], distanceKm: '' });
  const apply = useApplyOwn({
    onSuccess: (a) => enqueueSnackbar(t('hostel.mine.applied', { status: applicationStatusText(t, a) }), { variant: 'success' }),
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const text = (key: string, values?: Record<string, unknown>) => t(`hostel.mine.${key}`, values);
  const types = own.roomTypes.map((r) => ({
    value: String(r.id),
    label: `${r.code} · ${text('fields.roomTypeOption', { name: r.name, beds: r.bedsPerRoom })}`,
  }));
  const blocks = own.blocks.map((b) => ({ value: String(b.id), label: `${b.code} · ${b.name}` }));
  const blocksError = fieldErrorText(form.formState.errors.blockIds?.message);
  return (
    <Paper component="section" aria-labelledby="hostel-apply-heading" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640, mt: 2 }}>
      <Typography id="hostel-apply-heading" variant="h6" component="h2">
        {text('apply')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text('applyHint')}
      </Typography>
      {own.blocks.length === 0 ? (
        <Alert severity="info">{text('noBlocks')}</Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void form.handleSubmit((input) => apply.mutate(input))();
          }}
          sx={{ display: 'grid', gap: 2 }}
        >
          <FormSelect
            control={form.control}
            name="roomTypeId"
            id="hostel-roomTypeId"
            label={text('fields.roomTypeId')}
            required
            options={types}
          />
          {CHOICES.map((i) => (
            <FormSelect
              key={i}
              control={form.control}
              name={`blockIds.${i}`}
              id={`hostel-block-${i + 1}`}
              label={text(`fields.block${i + 1}`)}
              required={i === 0}
              emptyLabel={i === 0 ? undefined : text('fields.none')}
              options={blocks}
            />
          ))}
          {blocksError && (
            <FormHelperText error role="alert" id="hostel-blocks-error">
              {blocksError}
            </FormHelperText>
          )}
          <FormTextField
            control={form.control}
            name="distanceKm"
            id="hostel-distanceKm"
            label={text('fields.distanceKm')}
            helperText={text('fields.distanceHint', { max: DISTANCE_MAX_KM })}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={apply.isPending}>
              {text('submit')}
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}

/**
 * The student's leave requests and room complaints: a resident asks and reports; a parent reads
 * their ward's; one without a bed sees only what they asked before.
 */
function OwnLife() {
  const { t } = useTranslation();
  const student = can(useSession()?.roles, 'hostel.life.own');
  const life = useOwnLife();
  if (life.isError) return <Alert severity="error">{t('hostel.loadFailed', { message: life.error.message })}</Alert>;
  const d: OwnHostelLife | undefined = life.data;
  if (!d || (!d.resident && d.leave.length === 0 && d.complaints.length === 0)) return null;
  const asks = student && d.resident;
  return (
    <>
      {student && !d.resident && (
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          {t('hostel.life.notResident')}
        </Typography>
      )}
      <OwnLeave leave={d.leave} asks={asks} />
      <OwnComplaints complaints={d.complaints} asks={asks} />
    </>
  );
}

/**
 * `/app/Hostel Room`: the student's (or their ward's) hostel application with its place in line or
 * bed, or the form to apply; then their leave and out-passes and room complaints.
 */
export function MyHostelPage() {
  const { t } = useTranslation();
  const own = useOwnApplication();
  const data = own.data;
  const live = data?.application && (data.application.status === 'waiting' || data.application.status === 'allotted');
  return (
    <Box>
      <PageHeader title={t('hostel.mine.title')} subtitle={t('hostel.mine.subtitle')} />
      {own.isPending && <Skeleton variant="rounded" height={240} sx={{ maxWidth: 640 }} />}
      {own.isError && <Alert severity="error">{t('hostel.loadFailed', { message: own.error.message })}</Alert>}
      {data?.application && <ApplicationCard application={data.application} />}
      {data && !live && <ApplyForm own={data} />}
      <OwnLife />
    </Box>
  );
}
