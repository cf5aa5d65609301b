import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Teacher } from '@campus/shared';
import { acrossTheForm } from '../../../components/form/form-dialog';
import { fieldErrorText } from '../../../components/form/use-zod-form';
import { useTeachers } from '../api/sections';

/** `Dr. K. Rao (EMP014)`: a teacher as the lists name them. */
export const teacherLabel = (t: Pick<Teacher, 'fullName' | 'empCode'>) => `${t.fullName} (${t.empCode})`;

/**
 * The teacher of an allocation, found by name or employee code as it is typed (at most 20 at a time);
 * the form holds the faculty member's id, or null.
 */
export function TeacherField<T extends FieldValues>({
  control,
  name,
  initial,
}: {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  initial: Teacher | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<Teacher | null>(initial);
  const teachers = useTeachers(typed, open);
  const found = teachers.data ?? [];
  // The teacher chosen stays among the options while another search is shown.
  const options = chosen && !found.some((f) => f.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <Controller
      control={control as Control<T>}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          id="allocation-teacher"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          options={options}
          value={chosen}
          onChange={(_e, teacher) => {
            setChosen(teacher);
            field.onChange(teacher?.id ?? null);
          }}
          // What is typed searches the faculty; the label of a teacher just chosen does not.
          onInputChange={(_e, text, reason) => setTyped(reason === 'input' ? text : '')}
          filterOptions={(all) => all}
          getOptionLabel={teacherLabel}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={teachers.isFetching}
          loadingText={t('common.loading')}
          noOptionsText={t('sections.allocate.noTeachers')}
          renderOption={({ key, ...props }, teacher) => (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
              <Box sx={{ fontWeight: 600 }}>{teacherLabel(teacher)}</Box>
              {teacher.department && (
                <Typography variant="body2" color="text.secondary">
                  {teacher.department}
                </Typography>
              )}
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              required
              label={t('sections.allocate.teacher')}
              error={Boolean(fieldState.error)}
              helperText={fieldErrorText(fieldState.error?.message) ?? t('sections.allocate.teacherHint')}
            />
          )}
          sx={acrossTheForm}
        />
      )}
    />
  );
}
