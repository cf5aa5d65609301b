import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { attendanceSettingsSchema, type AttendanceSettings } from '@campus/shared';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useFormat, type Format } from '../../../lib/format';
import { useSaveAttendanceSettings, type AttendanceRules } from '../api/attendance-shortage';

const numeric = { htmlInput: { inputMode: 'numeric', maxLength: 3, autoComplete: 'off' } } as const;
const rupees = { htmlInput: { inputMode: 'decimal', maxLength: 12, autoComplete: 'off' } } as const;

/** The rules as the form holds them: the shares and days as typed, the fee typed in rupees. */
type RulesForm = Record<'requiredPercent' | 'condonablePercent' | 'correctionDays' | 'condonationFeePaise', string>;

/** The rules' schema with the fee typed in rupees (`500`, `500.00`, in German also `500,00`) and sent as paise. */
const rulesFormSchema = (f: Format) =>
  z.preprocess((form) => {
    if (typeof form !== 'object' || form === null || !('condonationFeePaise' in form)) return form;
    const typed = (form as RulesForm).condonationFeePaise;
    return { ...form, condonationFeePaise: typeof typed === 'string' ? (f.paiseOf(typed) ?? typed) : typed };
  }, attendanceSettingsSchema) as unknown as z.ZodType<AttendanceSettings, RulesForm>;

/**
 * Edit rules: the required share, the share down to which a shortage may be condoned, the teachers'
 * correction window, and the condonation fee (typed in rupees, sent in paise).
 */
export function RulesDialog({ settings, onClose }: { settings: AttendanceRules; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const schema = useMemo(() => rulesFormSchema(f), [f]);
  const form = useZodForm(schema, {
    requiredPercent: String(settings.requiredPercent),
    condonablePercent: String(settings.condonablePercent),
    correctionDays: String(settings.correctionDays),
    condonationFeePaise: f.moneyInput(settings.condonationFeePaise),
  });
  const save = useSaveAttendanceSettings({
    onSuccess: () => {
      enqueueSnackbar(t('attendanceShortage.rules.saved'), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err))
        enqueueSnackbar(t('attendanceShortage.rules.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const text = (key: string) => t(`attendanceShortage.rules.fields.${key}`);
  return (
    <FormDialog
      heading={t('attendanceShortage.rules.editHeading')}
      id="attendance-rules-heading"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => save.mutate(input))()}
    >
      <FormTextField
        control={form.control}
        name="requiredPercent"
        id="attendance-required"
        label={text('requiredPercent')}
        helperText={text('requiredPercentHint')}
        required
        slotProps={numeric}
      />
      <FormTextField
        control={form.control}
        name="condonablePercent"
        id="attendance-condonable"
        label={text('condonablePercent')}
        helperText={text('condonablePercentHint')}
        required
        slotProps={numeric}
      />
      <FormTextField
        control={form.control}
        name="correctionDays"
        id="attendance-correction-days"
        label={text('correctionDays')}
        helperText={text('correctionDaysHint')}
        required
        slotProps={numeric}
      />
      <FormTextField
        control={form.control}
        name="condonationFeePaise"
        id="attendance-condonation-fee"
        label={text('condonationFee')}
        helperText={text('condonationFeeHint')}
        required
        slotProps={rupees}
      />
    </FormDialog>
  );
}
