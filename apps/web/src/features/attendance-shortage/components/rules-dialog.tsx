import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { attendanceSettingsSchema, type AttendanceSettings } from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useSaveAttendanceSettings } from '../api/attendance-shortage';

const numeric = { htmlInput: { inputMode: 'numeric', maxLength: 3, autoComplete: 'off' } } as const;

/** Edit rules: the required share, the share down to which a shortage may be condoned, and the teachers' correction window. */
export function RulesDialog({ settings, onClose }: { settings: AttendanceSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(attendanceSettingsSchema, {
    requiredPercent: String(settings.requiredPercent),
    condonablePercent: String(settings.condonablePercent),
    correctionDays: String(settings.correctionDays),
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
        sx={acrossTheForm}
      />
    </FormDialog>
  );
}
