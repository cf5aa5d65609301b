import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { forwardRef, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './use-zod-form';

/** A password input with the spec's show toggle, named after its field; invalid fields get MUI's red border. */
const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      inputRef={ref}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShown((s) => !s)}
                aria-label={`${shown ? t('common.hidePassword') : t('common.showPassword')}: ${String(props.label ?? '')}`}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});

type Shared = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'type' | 'select' | 'children'>;

/**
 * The one password field of the web: bound by name to a react-hook-form form (useZodForm's or its own), with the show toggle:
 * its message is the schema's or the server's, in the user's language, else `helperText`.
 */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: { control: Control<T, unknown, unknown>; name: Path<T> } & Shared) {
  return (
    <Controller
      control={control as Control<T>}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          {...props}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldErrorText(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}
