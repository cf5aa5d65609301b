import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DISTANCE_MAX_KM,
  PREFERENCES_MAX,
  hostelAllotSchema,
  hostelApplySchema,
  hostelMoveSchema,
  SHORT_CODE_MAX,
  type BedPlace,
  type HostelApplication,
} from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormDateField, FormSelect, FormTextField } from '../../../components/form/form-fields';
import { fieldErrorText, showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { usePhoneLayout } from '../../../lib/layout';
import { useBlocks, useRoomTypes } from '../api/hostel';
import { useAllot, useApplyFor, useFittingBeds, useMove, usePreview, useRunAllotment } from '../api/allotments';

type T = (key: string, values?: Record<string, unknown>) => string;

/** An application's status in words: `Waiting, number 2`. */
export const applicationStatusText = (t: T, a: HostelApplication) =>
  a.status === 'waiting' && a.position !== null
    ? t('hostel.waitingN', { position: a.position })
    : t(`hostel.applicationStatuses.${a.status}`);

/** A bed in words: `Bed A, room 105, BH-1`. */
export const bedPlaceText = (t: T, place: Pick<BedPlace, 'bed' | 'room' | 'block'>) =>
  t('hostel.bedPlace', { bed: place.bed, room: place.room, block: place.block });

/** The blocks a student names, first choice first. */
const CHOICES = Array.from({ length: PREFERENCES_MAX }, (_, i) => i);

/** The three choices of block held by a form, the later ones maybe empty; what is sent is the blocks chosen, in order. */
const officeApplySchema = hostelApplySchema.extend({
  blockIds: z
    .array(z.string())
    .transform((ids): unknown[] => ids.filter((id) => id !== ''))
    .pipe(hostelApplySchema.shape.blockIds),
});

/** New application: the office names a student by roll number, the room type, up to three blocks and the distance of home. */
export function NewApplicationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const roomTypes = useRoomTypes();
  const blocks = useBlocks();
  const form = useZodForm(officeApplySchema, { rollNo: '', roomTypeId: '', blockIds: ['', '', ''], distanceKm: '' });
  const apply = useApplyFor({
    onSuccess: (a) => {
      enqueueSnackbar(t('hostel.applications.added', { name: a.studentName, status: applicationStatusText(t, a) }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const types = (roomTypes.data ?? []).map((r) => ({ value: String(r.id), label: `${r.code} · ${r.name}` }));
  const blockChoices = (blocks.data ?? []).map((b) => ({
    value: String(b.id),
    label: `${b.code} · ${b.name} (${t(`hostel.genders.${b.gender}`)})`,
  }));
  const blocksError = fieldErrorText(form.formState.errors.blockIds?.message);
  return (
    <FormDialog
      heading={t('hostel.applications.addHeading')}
      id="hostel-application-heading"
      busy={apply.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => apply.mutate(input))()}
    >
      <Alert severity="info" sx={acrossTheForm}>
        {t('hostel.applications.addHint')}
      </Alert>
      <FormTextField
        control={form.control}
        name="rollNo"
        id="hostel-rollNo"
        label={t('hostel.applications.fields.rollNo')}
        required
        slotProps={{ htmlInput: { maxLength: SHORT_CODE_MAX, autoComplete: 'off', style: { textTransform: 'uppercase' } } }}
      />
      <FormSelect
        control={form.control}
        name="roomTypeId"
        id="hostel-office-roomTypeId"
        label={t('hostel.mine.fields.roomTypeId')}
        required
        options={types}
      />
      {CHOICES.map((i) => (
        <FormSelect
          key={i}
          control={form.control}
          name={`blockIds.${i}`}
          id={`hostel-office-block-${i + 1}`}
          label={t(`hostel.mine.fields.block${i + 1}`)}
          required={i === 0}
          emptyLabel={i === 0 ? undefined : t('hostel.mine.fields.none')}
          options={blockChoices}
        />
      ))}
      <FormTextField
        control={form.control}
        name="distanceKm"
        id="hostel-office-distanceKm"
        label={t('hostel.mine.fields.distanceKm')}
        helperText={t('hostel.mine.fields.distanceHint', { max: DISTANCE_MAX_KM })}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
      {blocksError && (
        <FormHelperText error role="alert" sx={acrossTheForm}>
          {blocksError}
        </FormHelperText>
      )}
    </FormDialog>
  );
}

/** The free beds that fit an application as choices, the one the rules suggest first. */
function useBedChoices(application: HostelApplication) {
  const { t } = useTranslation();
  const beds = useFittingBeds(application.id);
  const choices = (beds.data ?? []).map((b) => ({ value: String(b.bedId), label: bedPlaceText(t, b) }));
  return { beds, choices };
}

/** The day the allotment begins may be left empty: today. */
const allotFormSchema = hostelAllotSchema.extend({
  fromDate: z.preprocess((v) => (v === '' ? undefined : v), hostelAllotSchema.shape.fromDate),
});

/** Allot: the free beds of the room type asked for, the first preferred block's first; from the day named. */
export function AllotDialog({ application, onClose }: { application: HostelApplication; onClose: () => void }) {
  const { beds, choices } = useBedChoices(application);
  if (beds.isPending) return null;
  return <AllotForm application={application} choices={choices} onClose={onClose} />;
}

function AllotForm({
  application: a,
  choices,
  onClose,
}: {
  application: HostelApplication;
  choices: { value: string; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(allotFormSchema, { bedId: choices[0]?.value ?? '', fromDate: '' });
  const allot = useAllot({
    onSuccess: (done) => {
      if (done.allotment)
        enqueueSnackbar(t('hostel.applications.allotted', { name: done.studentName, place: bedPlaceText(t, done.allotment) }), {
          variant: 'success',
        });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <FormDialog
      heading={t('hostel.applications.allotHeading', { name: a.studentName })}
      id="hostel-allot-heading"
      busy={allot.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => allot.mutate({ id: a.id, input }))()}
    >
      <Alert severity={choices.length ? 'info' : 'warning'} sx={acrossTheForm}>
        {choices.length ? t('hostel.applications.allotHint', { roomType: a.roomType.code }) : t('hostel.applications.noBeds')}
      </Alert>
      <FormSelect
        control={form.control}
        name="bedId"
        id="hostel-allot-bedId"
        label={t('hostel.applications.fields.bedId')}
        required
        options={choices}
      />
      <FormDateField control={form.control} name="fromDate" id="hostel-allot-fromDate" label={t('hostel.applications.fields.fromDate')} />
    </FormDialog>
  );
}

/** Move: another free bed, from the date named. */
export function MoveDialog({ application, onClose }: { application: HostelApplication; onClose: () => void }) {
  const { beds, choices } = useBedChoices(application);
  if (beds.isPending) return null;
  return <MoveForm application={application} choices={choices} onClose={onClose} />;
}

function MoveForm({
  application: a,
  choices,
  onClose,
}: {
  application: HostelApplication;
  choices: { value: string; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(hostelMoveSchema, { bedId: choices[0]?.value ?? '', date: '' });
  const move = useMove({
    onSuccess: (done) => {
      if (done.allotment)
        enqueueSnackbar(t('hostel.applications.moved', { name: done.studentName, place: bedPlaceText(t, done.allotment) }), {
          variant: 'success',
        });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <FormDialog
      heading={t('hostel.applications.moveHeading', { name: a.studentName })}
      id="hostel-move-heading"
      busy={move.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => move.mutate({ id: a.allotment!.id, input }))()}
    >
      <Alert severity={choices.length ? 'info' : 'warning'} sx={acrossTheForm}>
        {choices.length ? t('hostel.applications.moveHint') : t('hostel.applications.noBeds')}
      </Alert>
      <FormSelect
        control={form.control}
        name="bedId"
        id="hostel-move-bedId"
        label={t('hostel.applications.fields.bedId')}
        required
        options={choices}
      />
      <FormDateField control={form.control} name="date" id="hostel-move-date" label={t('hostel.applications.fields.date')} required />
    </FormDialog>
  );
}

/** The plan's rows shown at most: the counts say the rest. */
const PLAN_SHOWN = 100;

/** Allot all: the plan by the rules (who gets which bed, who waits) with its counts; Confirm runs it. */
export function AllotAllDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const phone = usePhoneLayout();
  const preview = usePreview();
  const run = useRunAllotment({
    onSuccess: (done) => {
      enqueueSnackbar(t('hostel.applications.plan.done', { count: done.counts.allotted }), { variant: 'success' });
      onClose();
    },
    onError: (err) => enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' }),
  });
  const plan = preview.data;
  const text = (key: string, values?: Record<string, unknown>) => t(`hostel.applications.plan.${key}`, values);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="hostel-plan-heading">
      <DialogTitle id="hostel-plan-heading">{text('heading')}</DialogTitle>
      {/* The plan may be longer than the dialog: a keyboard scrolls it once it has the focus. */}
      <DialogContent tabIndex={0} aria-labelledby="hostel-plan-heading">
        {preview.isPending && (
          <>
            <Typography role="status">{text('loading')}</Typography>
            <Skeleton variant="rounded" height={160} />
          </>
        )}
        {preview.isError && <Alert severity="error">{t('hostel.loadFailed', { message: preview.error.message })}</Alert>}
        {plan && (
          <>
            <Alert severity={plan.counts.applications ? 'info' : 'warning'} data-testid="plan-counts" sx={{ mb: 2 }}>
              {plan.counts.applications ? text('counts', plan.counts) : text('nothing')}
            </Alert>
            {plan.allotted.length > 0 && (
              <Box component="section" aria-labelledby="plan-allotted-heading">
                <Typography id="plan-allotted-heading" variant="subtitle1" component="h3">
                  {text('allottedHeading')}
                </Typography>
                <List dense data-testid="plan-allotted">
                  {plan.allotted.slice(0, PLAN_SHOWN).map((p) => (
                    <ListItem key={p.applicationId} disableGutters>
                      <ListItemText primary={`${p.studentName} (${p.rollNumber}) → ${bedPlaceText(t, p)}`} />
                    </ListItem>
                  ))}
                </List>
                {plan.allotted.length > PLAN_SHOWN && <Typography>{text('more', { count: plan.allotted.length - PLAN_SHOWN })}</Typography>}
              </Box>
            )}
            {plan.waiting.length > 0 && (
              <Box component="section" aria-labelledby="plan-waiting-heading" sx={{ mt: 2 }}>
                <Typography id="plan-waiting-heading" variant="subtitle1" component="h3">
                  {text('waitingHeading')}
                </Typography>
                <List dense data-testid="plan-waiting">
                  {plan.waiting.slice(0, PLAN_SHOWN).map((w) => (
                    <ListItem key={w.applicationId} disableGutters>
                      <ListItemText primary={`${w.studentName} (${w.rollNumber}) · ${w.roomType}`} />
                    </ListItem>
                  ))}
                </List>
                {plan.waiting.length > PLAN_SHOWN && <Typography>{text('more', { count: plan.waiting.length - PLAN_SHOWN })}</Typography>}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!plan || plan.counts.allotted === 0 || run.isPending} onClick={() => run.mutate()}>
          {text('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
