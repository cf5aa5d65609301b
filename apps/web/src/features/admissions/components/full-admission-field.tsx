import { MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import type { Choice } from '../admission-choices';
import { fieldMessage } from '../form-problems';
import type { FieldDef } from '../full-admission.fields';
import type { FullAdmissionForm } from '../use-full-admission-form';

/** One field of the full form, bound by its key: text with its typing check, a choice, a date or read-only. */
export function FullAdmissionField({ field, state, options }: { field: FieldDef; state: FullAdmissionForm; options: Choice[] }) {
  const { t } = useTranslation();
  const { form, set, type, blur } = state;
  return (
    <Controller
      name={field.key}
      control={form.control}
      render={({ field: f, fieldState }) => {
        const common = {
          id: `af-${field.key.replace('.', '-')}`,
          label: t(`admissionForm.fields.${field.key}`),
          value: (f.value as string | undefined) ?? '',
          name: f.name,
          inputRef: f.ref,
          required: field.required,
          fullWidth: true,
          size: 'small' as const,
          error: Boolean(fieldState.error),
          helperText: fieldMessage(fieldState.error?.message) || undefined,
        };
        if (field.kind === 'readonly') return <TextField {...common} slotProps={{ input: { readOnly: true } }} />;
        if (field.kind === 'select') {
          // A saved value no longer offered stays visible as it is.
          const current = common.value;
          const withCurrent =
            current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options;
          return (
            <TextField {...common} select onChange={(e) => set(field.key, e.target.value, f.onChange)} onBlur={f.onBlur}>
              <MenuItem value="">
                <em>{t('admissionForm.options.none')}</em>
              </MenuItem>
              {withCurrent.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        if (field.kind === 'date')
          return <DateField {...common} onChange={(value) => set(field.key, value, f.onChange)} onBlur={f.onBlur} />;
        return (
          <TextField
            {...common}
            multiline={field.kind === 'multiline'}
            minRows={field.kind === 'multiline' ? 2 : undefined}
            onChange={(e) => type(field, e.target.value, f.onChange)}
            onBlur={() => {
              f.onBlur();
              blur(field);
            }}
            slotProps={{ htmlInput: { inputMode: field.rule && !['text', 'email'].includes(field.rule) ? 'numeric' : undefined } }}
          />
        );
      }}
    />
  );
}
