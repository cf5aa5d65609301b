import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Teacher } from '@campus/shared';
import { useTeachers } from '../api/timetable';

interface TeacherFieldProps {
  id: string;
  label: string;
  value: Teacher | null;
  onChange: (teacher: Teacher | null) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** A teacher who may not be chosen here (the class's own, as its substitute). */
  disabledId?: number;
  size?: 'small' | 'medium';
  sx?: object;
}

/** A faculty member found by name or employee code as it is typed (`GET sections/teachers?q=`). */
export function TeacherField({ id, label, value, onChange, required, error, helperText, disabledId, size, sx }: TeacherFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const teachers = useTeachers(typed, open);
  const found = teachers.data ?? [];
  // The teacher chosen stays among the options while another search is shown.
  const options = value && !found.some((f) => f.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_e, teacher) => onChange(teacher)}
      // What is typed searches the faculty; the name of a teacher just chosen does not.
      onInputChange={(_e, text, reason) => setTyped(reason === 'input' ? text : '')}
      filterOptions={(all) => all}
      getOptionLabel={(f) => f.fullName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionDisabled={(f) => f.id === disabledId}
      loading={teachers.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('timetable.teachers.none')}
      size={size}
      sx={sx}
      renderOption={({ key, ...props }, f) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Box>{f.fullName}</Box>
          <Typography variant="body2" color="text.secondary">
            {[f.empCode, f.department].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error} helperText={helperText ?? t('timetable.teachers.hint')} />
      )}
    />
  );
}
