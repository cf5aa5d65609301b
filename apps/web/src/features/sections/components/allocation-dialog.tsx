import { Alert, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { allocationInputSchema, type Allocation, type SectionSubject } from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormSelect } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useSaveAllocation } from '../api/sections';
import { chosen, openClasses, taughtTo } from './section-parts';
import { TeacherField } from './teacher-field';

const shape = allocationInputSchema.shape;
/** The form holds the lab batch as text (`whole`, `1`, `2`) and the teacher's id, or null until one is chosen. */
const allocationFormSchema = z.object({
  subjectId: shape.subjectId,
  labBatch: z.preprocess((v) => (v === '1' || v === '2' ? Number(v) : null), shape.labBatch),
  facultyId: z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), chosen('Teacher', shape.facultyId)),
});

const classValue = (labBatch: number | null) => (labBatch === null ? 'whole' : String(labBatch));

/**
 * Allocate a teacher to a subject of a section (a laboratory's whole section or one lab batch), or
 * with `allocation` another teacher for a class allocated already.
 */
export function AllocationDialog({
  sectionId,
  subject,
  allocation,
  onClose,
}: {
  sectionId: number;
  subject: SectionSubject;
  allocation: Allocation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const classes = allocation ? [allocation.labBatch] : openClasses(subject);
  const form = useZodForm(allocationFormSchema, {
    subjectId: subject.id,
    labBatch: classValue(classes[0] ?? null),
    facultyId: allocation?.facultyId ?? null,
  });
  const save = useSaveAllocation({
    onSuccess: (saved) => {
      enqueueSnackbar(t('sections.allocate.saved', { code: subject.code, teacher: saved.faculty, to: taughtTo(t, saved.labBatch) }), {
        variant: 'success',
      });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) setRefusal(err.message);
    },
  });
  const heading = allocation
    ? t('sections.allocate.changeHeading', { code: subject.code, to: taughtTo(t, allocation.labBatch) })
    : t('sections.allocate.heading', { code: subject.code });
  return (
    <FormDialog
      heading={heading}
      id="allocation-dialog-heading"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => {
        setRefusal(null);
        void form.handleSubmit((input) => save.mutate({ sectionId, allocationId: allocation?.id, input }))();
      }}
    >
      <Typography sx={acrossTheForm} color="text.secondary">
        {subject.code} {subject.name}
      </Typography>
      {refusal && (
        <Alert severity="error" sx={acrossTheForm}>
          {refusal}
        </Alert>
      )}
      {!allocation && subject.kind === 'lab' && (
        <FormSelect
          control={form.control}
          name="labBatch"
          id="allocation-class"
          label={t('sections.allocate.taughtTo')}
          helperText={t('sections.allocate.taughtToHint')}
          required
          options={classes.map((c) => ({ value: classValue(c), label: taughtTo(t, c) }))}
          sx={acrossTheForm}
        />
      )}
      <TeacherField
        control={form.control}
        name="facultyId"
        initial={
          allocation ? { id: allocation.facultyId, fullName: allocation.faculty, empCode: allocation.empCode, department: null } : null
        }
      />
    </FormDialog>
  );
}
