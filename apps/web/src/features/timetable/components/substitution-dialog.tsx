import { Alert } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requiredIssue, substitutionInputSchema, type Teacher } from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormSelect } from '../../../components/form/form-fields';
import { fieldErrorText, showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../lib/format';
import { useAddSubstitution, useFacultyWeek } from '../api/timetable';
import { TeacherField } from './teacher-field';
import { weekdayOf } from './timetable-search';
import { periodTimes } from './week-grid';

/** The class (of the teacher chosen, on the day's weekday) and who takes it; the day is the list's. */
const substitutionFormSchema = z.object({
  slotId: z
    .string()
    .min(1, { error: requiredIssue('Class') })
    .transform((v): unknown => v)
    .pipe(substitutionInputSchema.shape.slotId),
  facultyId: z
    .number({ error: requiredIssue('Substitute') })
    .transform((v): unknown => v)
    .pipe(substitutionInputSchema.shape.facultyId),
});

/**
 * Arrange a substitute for a day: a teacher chosen, then one of their classes on that day's weekday,
 * then the teacher who takes it. The server's refusal (not that weekday, a holiday, a past day, the
 * substitute busy, one arranged already) is shown here.
 */
export function SubstitutionDialog({ date, onClose }: { date: string; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [teacher, setTeacher] = useState<Teacher | null>(null);
  const [substitute, setSubstitute] = useState<Teacher | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const week = useFacultyWeek(teacher?.id ?? null);
  const weekday = weekdayOf(date);
  const classes = (week.data?.slots ?? []).filter((s) => s.weekday === weekday).sort((a, b) => a.period - b.period);
  const periodOf = (n: number) => week.data?.periods.find((p) => p.number === n);
  const form = useZodForm(substitutionFormSchema, { slotId: '' });
  const add = useAddSubstitution({
    onSuccess: (s) => {
      enqueueSnackbar(t('timetable.substitutions.added', { faculty: s.faculty, code: s.slot.code, date: f.day(s.date) }), {
        variant: 'success',
      });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) setRefused(err.message);
    },
  });
  const day = weekday === 7 ? t('timetable.sunday') : t(`timetable.days.${weekday}`);
  return (
    <FormDialog
      heading={t('timetable.substitutions.addHeading', { day, date: f.day(date) })}
      id="substitution-dialog-heading"
      busy={add.isPending}
      onClose={onClose}
      onSubmit={() => {
        setRefused(null);
        void form.handleSubmit(({ slotId, facultyId }) => add.mutate({ slotId: slotId as number, date, facultyId }))();
      }}
    >
      {refused && (
        <Alert severity="error" data-testid="substitution-refused" sx={acrossTheForm}>
          {refused}
        </Alert>
      )}
      <TeacherField
        id="substitution-teacher"
        label={t('timetable.substitutions.teacher')}
        value={teacher}
        required
        onChange={(chosen) => {
          setTeacher(chosen);
          form.setValue('slotId', '');
        }}
        sx={acrossTheForm}
      />
      <FormSelect
        control={form.control}
        name="slotId"
        id="substitution-class"
        label={t('timetable.substitutions.class')}
        required
        disabled={!week.data || classes.length === 0}
        helperText={
          week.data && classes.length === 0
            ? t('timetable.substitutions.noClassesThatDay', { faculty: week.data.faculty, day })
            : t('timetable.substitutions.classHint', { day })
        }
        options={classes.map((s) => {
          const p = periodOf(s.period);
          return {
            value: String(s.id),
            label: [t('timetable.periodN', { n: s.period }) + (p ? ` (${periodTimes(p)})` : ''), s.section, s.code].join(' · '),
          };
        })}
        sx={acrossTheForm}
      />
      <Controller
        control={form.control}
        name="facultyId"
        render={({ field, fieldState }) => (
          <TeacherField
            id="substitution-substitute"
            label={t('timetable.substitutions.substitute')}
            value={substitute}
            required
            disabledId={teacher?.id}
            error={Boolean(fieldState.error)}
            helperText={fieldErrorText(fieldState.error?.message)}
            onChange={(chosen) => {
              setSubstitute(chosen);
              field.onChange(chosen?.id);
            }}
            sx={acrossTheForm}
          />
        )}
      />
    </FormDialog>
  );
}
