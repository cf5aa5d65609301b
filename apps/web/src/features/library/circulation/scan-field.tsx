import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import { Box, Button, IconButton, TextField } from '@mui/material';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_MAX } from '@campus/shared';
import { CameraScanner } from './camera-scanner';

interface ScanFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter (a scanner sends one after the code), the button, or a code the camera read. */
  onScan: (code: string) => void;
  submitLabel: string;
  busy?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A barcode field of the desk: a USB scanner types the code and presses Enter, which submits; a
 * phone reads it with its camera. The field is a form of its own so that Enter submits it alone.
 */
export function ScanField({ id, label, hint, value, onChange, onScan, submitLabel, busy, inputRef }: ScanFieldProps) {
  const { t } = useTranslation();
  const [camera, setCamera] = useState(false);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim()) onScan(value.trim());
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        id={id}
        label={label}
        helperText={hint}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputRef={inputRef}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: CODE_MAX, spellCheck: false, autoCapitalize: 'characters' } }}
        sx={{ flex: '1 1 220px' }}
      />
      <IconButton
        onClick={() => setCamera(true)}
        aria-label={t('circulation.cameraFor', { field: label })}
        title={t('circulation.camera')}
        sx={{ mt: 1 }}
      >
        <QrCodeScanner />
      </IconButton>
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
        {submitLabel}
      </Button>
      {camera && (
        <CameraScanner
          onClose={() => setCamera(false)}
          onCode={(code) => {
            setCamera(false);
            onChange(code);
            onScan(code);
          }}
        />
      )}
    </Box>
  );
}
