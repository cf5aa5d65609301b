import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dayFromText } from '@campus/shared';
import { addTranslations } from '../i18n';
import { useFormat } from '../lib/format';
import texts from './date-field.i18n';

type DateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'select' | 'multiline'> & {
  /** An ISO day (`2026-11-27`), empty, or text typed that names no day yet. */
  value: string;
  /** Called with the ISO day once the text names one; otherwise with the text as typed (the form's check refuses it). */
  onChange: (value: string) => void;
  /** The calendar's first and last day (ISO). */
  min?: string;
  max?: string;
};

type Slot = Record<string, unknown> | undefined;

addTranslations(texts);

/** What a typed text stands for. */
const valueOf = (text: string) => dayFromText(text) ?? text.trim();

/**
 * A date typed as DD-MM-YYYY (lib/format.ts), whatever the browser's locale: an `<input type="date">`
 * shows mm/dd/yyyy in an American browser even on a German page. Also takes 27.11.2026, 27/11/2026,
 * 27112026 and an ISO day pasted in. The calendar button opens the browser's own date picker; the
 * form receives ISO days, as the API keeps them.
 */
export function DateField({ value, onChange, min, max, slotProps, onBlur, error, helperText, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const { day } = useFormat();
  // What the field shows for a value: an ISO day as DD-MM-YYYY, anything else as it is.
  const shown = (v: string) => (dayFromText(v) === v ? day(v) : v);
  const [text, setText] = useState(() => shown(value));
  // The value the text stands for: a different value comes from outside (a record loaded, a form reset).
  const [echo, setEcho] = useState(value);
  const [left, setLeft] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  if (value !== echo) {
    setEcho(value);
    setText(shown(value));
  }
  const type = (typed: string) => {
    const next = valueOf(typed);
    setText(typed);
    setEcho(next);
    if (next !== value) onChange(next);
  };
  const blur = (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setLeft(true);
    // 27112026 or 27.11.2026 is written back as 27-11-2026.
    if (dayFromText(text)) setText(day(dayFromText(text)!));
    onBlur?.(e);
  };
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker: the reader types the date.
    }
  };
  const unreadable = left && text.trim() !== '' && !dayFromText(text);
  const slots = (slotProps ?? {}) as Record<string, Slot>;
  return (
    <TextField
      {...props}
      value={text}
      onChange={(e) => type(e.target.value)}
      onBlur={blur}
      error={Boolean(error) || (unreadable && !helperText)}
      helperText={helperText ?? (unreadable ? t('dateField.hint') : undefined)}
      slotProps={{
        ...slots,
        inputLabel: { shrink: true, ...slots.inputLabel },
        htmlInput: { placeholder: t('dateField.pattern'), inputMode: 'numeric', maxLength: 10, autoComplete: 'off', ...slots.htmlInput },
        input: {
          ...slots.input,
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton edge="end" size="small" aria-label={t('dateField.openCalendar')} onClick={openCalendar} disabled={props.disabled}>
                <CalendarMonthOutlined fontSize="small" />
              </IconButton>
              {/* The browser's picker opens at this input; it is neither seen nor reached by the keyboard. */}
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                value={dayFromText(value) === value ? value : ''}
                min={min}
                max={max}
                onChange={(e) => e.target.value && type(day(e.target.value))}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                  pointerEvents: 'none',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
