import { Alert } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requiredIssue, slotInputSchema, type Period, type SectionTimetable, type TimetableAllocation } from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormSelect, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { ApiRequestError } from '../../../lib/api';
import { useAddSlot } from '../api/timetable';
import { periodTimes } from './week-grid';

/** The class and the room; the section, day and period are the cell's. */
const slotFormSchema = z.object({
  allocationId: z
    .string()
    .min(1, { error: requiredIssue('Class') })
    .transform((v): unknown => v)
    .pipe(slotInputSchema.shape.allocationId),
  room: slotInputSchema.shape.room,
});

/** A refusal because the teacher, the room or the section has a class then already. */
const isClash = (err: Error) => err instanceof ApiRequestError && err.status === 409;

/** `22CS581 — Compiler Design Lab — Ms. Iyer — Lab batch 1`: an allocation as the list offers it. */
export function useAllocationLabel() {
  const { t } = useTranslation();
  return (a: Pick<TimetableAllocation, 'code' | 'subject' | 'faculty' | 'labBatch'>) =>
    [a.code, a.subject, a.faculty, a.labBatch === null ? null : t('timetable.labBatch', { n: a.labBatch })].filter(Boolean).join(' — ');
}

interface SlotDialogProps {
  week: SectionTimetable;
  weekday: number;
  period: Period;
  onClose: () => void;
}

/**
 * Add class: one of the section's allocations (subject, teacher, lab batch) put in a day's period, in
 * a room; left empty, a lecture is in the section's own room. A clash the server finds (the teacher,
 * the room or the section busy then) is shown here, in the server's words.
 */
export function SlotDialog({ week, weekday, period, onClose }: SlotDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const label = useAllocationLabel();
  const [refused, setRefused] = useState<string | null>(null);
  const form = useZodForm(slotFormSchema, { allocationId: '', room: '' });
  const allocationId = useWatch({ control: form.control, name: 'allocationId' }) as string;
  const chosen = week.allocations.find((a) => String(a.id) === allocationId);
  const day = t(`timetable.days.${weekday}`);
  const add = useAddSlot({
    onSuccess: (slot) => {
      enqueueSnackbar(t('timetable.slot.added', { code: slot.code, day, period: period.number }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      // A clash (the teacher, the room or the section busy then) is said above the fields, where it is seen at once.
      if (isClash(err) || !showServerFieldError(form, err)) setRefused(err.message);
    },
  });
  const roomHint = () => {
    if (chosen?.kind === 'lab') return t('timetable.slot.labRoomHint');
    return week.room ? t('timetable.slot.roomHint', { room: week.room }) : t('timetable.slot.noRoomHint');
  };
  return (
    <FormDialog
      heading={t('timetable.slot.heading', { section: week.section, day, period: period.number })}
      id="slot-dialog-heading"
      busy={add.isPending}
      onClose={onClose}
      onSubmit={() => {
        setRefused(null);
        void form.handleSubmit(({ allocationId, room }) =>
          add.mutate({ sectionId: week.sectionId, weekday, period: period.number, allocationId: allocationId as number, room }),
        )();
      }}
    >
      <Alert severity="info" icon={false} sx={acrossTheForm}>
        {t('timetable.slot.when', { day, period: period.number, times: periodTimes(period) })}
      </Alert>
      {refused && (
        <Alert severity="error" data-testid="slot-refused" sx={acrossTheForm}>
          {refused}
        </Alert>
      )}
      {week.allocations.length === 0 && (
        <Alert severity="warning" sx={acrossTheForm}>
          {t('timetable.slot.noAllocations')}
        </Alert>
      )}
      <FormSelect
        control={form.control}
        name="allocationId"
        id="slot-allocation"
        label={t('timetable.slot.allocation')}
        required
        options={week.allocations.map((a) => ({ value: String(a.id), label: label(a) }))}
        onChosen={() => setRefused(null)}
        sx={acrossTheForm}
      />
      <FormTextField
        control={form.control}
        name="room"
        id="slot-room"
        label={t('timetable.slot.room')}
        helperText={roomHint()}
        slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'off' } }}
        sx={acrossTheForm}
      />
    </FormDialog>
  );
}
