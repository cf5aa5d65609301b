import AttachFile from '@mui/icons-material/AttachFile';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useRef } from 'react';
import { ALUMNI_TEXTS } from '@campus/shared';
import { keyedMessage } from '../lib/api';

interface FilePickerProps {
  id: string;
  label: string;
  buttonLabel: string;
  /** What the picker says when no file is chosen (or the name of a kept one). */
  emptyText: string;
  hint: string;
  accept: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}

/** A labelled file choice: the button opens the browser's picker, the chosen file's name shows beside it. */
export function FilePicker({ id, label, buttonLabel, emptyText, hint, accept, file, error, onChange }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minWidth: 0 }}>
        <Button variant="outlined" size="small" startIcon={<AttachFile />} onClick={() => input.current?.click()}>
          {buttonLabel}
        </Button>
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ minWidth: 0, overflowWrap: 'break-word' }}>
          {file ? file.name : emptyText}
        </Typography>
      </Box>
      <input
        ref={input}
        id={id}
        name={id}
        type="file"
        accept={accept}
        hidden
        onChange={(e) => {
          onChange(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      <FormHelperText error={Boolean(error)}>{error ?? hint}</FormHelperText>
    </Box>
  );
}

const MB = 1024 * 1024;

/** The problem of a chosen file by its name and size (the server checks its content too), or undefined. */
export function fileProblem(file: File, extensions: readonly string[], maxMb: number, type: 'photoType' | 'fileType'): string | undefined {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!extensions.includes(ext)) return keyedMessage(`alumni.${type}`, ALUMNI_TEXTS[type]);
  const mb = String(maxMb);
  if (file.size > maxMb * MB) return keyedMessage('alumni.fileTooLarge', ALUMNI_TEXTS.fileTooLarge.replace('{{mb}}', mb), { mb });
  return undefined;
}
