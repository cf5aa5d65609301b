import { Checkbox, ListItemText, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { DateField } from '../date-field';
import { fieldErrorText } from './use-zod-form';

/** A field bound by name to a form of useZodForm: its value, its checks and its message under it. */
interface Bound<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
}
type Shared = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'select' | 'children'>;

export interface Choice {
  value: string;
  label: string;
}

/**
 * A text field; its message is the schema's or the server's, else `helperText`. `parse` turns what is
 * typed into what the form holds (a mobile number's digits only).
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  parse,
  ...props
}: Bound<T> & Shared & { parse?: (typed: string) => string }) {
  return (
    <Controller
      control={control as Control<T>}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | number | undefined) ?? ''}
          onChange={(e) => field.onChange(parse ? parse(e.target.value) : e.target.value)}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldErrorText(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}

/**
 * One choice of a list; `emptyLabel` offers "none" as the first entry. The value is kept as text.
 * `onChosen` follows a choice the user made (a course chosen empties its batch).
 */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  options,
  emptyLabel,
  helperText,
  onChosen,
  ...props
}: Bound<T> & Shared & { options: readonly Choice[]; emptyLabel?: string; onChosen?: (value: string) => void }) {
  return (
    <Controller
      control={control as Control<T>}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          name={field.name}
          inputRef={field.ref}
          value={field.value == null ? '' : String(field.value)}
          onChange={(e) => {
            field.onChange(e.target.value);
            onChosen?.(e.target.value);
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldErrorText(fieldState.error?.message) ?? helperText}
        >
          {emptyLabel !== undefined && (
            <MenuItem value="">
              <em>{emptyLabel}</em>
            </MenuItem>
          )}
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The message of a list's error: the list's own, or that of its first entry (`roles.0`). */
const listMessage = (error: FieldError | undefined) =>
  error?.message ?? (error as unknown as (FieldError | undefined)[] | undefined)?.find?.(Boolean)?.message;

/** Several choices of a list, each with its box ticked; the value is the list of the chosen values. */
export function FormMultiSelect<T extends FieldValues>({
  control,
  name,
  options,
  helperText,
  ...props
}: Bound<T> & Shared & { options: readonly Choice[] }) {
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (
    <Controller
      control={control as Control<T>}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = (field.value as string[] | undefined) ?? [];
        return (
          <TextField
            {...props}
            select
            name={field.name}
            inputRef={field.ref}
            value={chosen}
            onChange={(e) => field.onChange(e.target.value as unknown as string[])}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldErrorText(listMessage(fieldState.error)) ?? helperText}
            slotProps={{ select: { multiple: true, renderValue: (v) => (v as string[]).map(labelOf).join(', ') } }}
          >
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                <Checkbox checked={chosen.includes(o.value)} />
                <ListItemText primary={o.label} />
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/** A day typed as DD-MM-YYYY (components/date-field); the form holds the ISO day. */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: Bound<T> & Omit<Shared, 'type' | 'multiline'> & { min?: string; max?: string }) {
  return (
    <Controller
      control={control as Control<T>}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldErrorText(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}
