import { Alert } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { sectionInputSchema, type Section } from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormSelect, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useSaveSection, type RegulationChoice } from '../api/sections';
import { chosen, semesterChoices } from './section-parts';

const shape = sectionInputSchema.shape;
/** The shared schema, with a regulation or semester not chosen said to be required. */
const sectionFormSchema = z.object({
  ...shape,
  regulationId: chosen('Regulation', shape.regulationId),
  semester: chosen('Semester', shape.semester),
});

/** Correct a section: its name, the regulation and semester it is taught by, and its room. */
export function SectionDialog({
  section,
  regulations,
  semesters,
  onClose,
}: {
  section: Section;
  regulations: RegulationChoice[];
  semesters: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useZodForm(sectionFormSchema, {
    name: section.name,
    regulationId: String(section.regulationId),
    semester: String(section.semester),
    room: section.room ?? '',
  });
  const save = useSaveSection({
    onSuccess: (saved) => {
      enqueueSnackbar(t('sections.edit.saved', { label: saved.label }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) setRefusal(err.message);
    },
  });
  const text = (key: string) => t(`sections.edit.fields.${key}`);
  return (
    <FormDialog
      heading={t('sections.edit.heading', { label: section.label })}
      id="section-dialog-heading"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => {
        setRefusal(null);
        void form.handleSubmit((input) => save.mutate({ id: section.id, input }))();
      }}
    >
      {refusal && (
        <Alert severity="error" sx={acrossTheForm}>
          {refusal}
        </Alert>
      )}
      <FormTextField
        control={form.control}
        name="name"
        id="section-name"
        label={text('name')}
        helperText={text('nameHint')}
        required
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 4, autoComplete: 'off' } }}
      />
      <FormTextField
        control={form.control}
        name="room"
        id="section-room"
        label={text('room')}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <FormSelect
        control={form.control}
        name="regulationId"
        id="section-regulation"
        label={text('regulationId')}
        required
        options={regulations.map((r) => ({ value: String(r.id), label: r.code }))}
      />
      <FormSelect
        control={form.control}
        name="semester"
        id="section-semester"
        label={text('semester')}
        required
        options={semesterChoices(t, semesters)}
      />
    </FormDialog>
  );
}
