import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, FormHelperText, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ROLL_NO_MAX, SECTIONS_MAX, sectionsSplitSchema, type SectionsSplit, type SectionsSplitResult } from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormSelect, FormTextField } from '../../../components/form/form-fields';
import { fieldErrorText, showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useSplitSections, type Batch, type Branch, type RegulationChoice } from '../api/sections';
import { chosen, regulationOf, semesterChoices } from './section-parts';
import { batchLabel } from './section-choice';

const shape = sectionsSplitSchema.shape;
/** The shared schema, with a regulation or semester not chosen said to be required; then its checks across the sections. */
const fields = z.object({ ...shape, regulationId: chosen('Regulation', shape.regulationId), semester: chosen('Semester', shape.semester) });
const splitFormSchema = fields.pipe(sectionsSplitSchema as unknown as z.ZodType<SectionsSplit, z.output<typeof fields>>);
type SplitForm = z.input<typeof splitFormSchema>;
type SplitControl = Control<SplitForm, unknown, SectionsSplit>;

/** The next section's name: the letter after the last one's (A, B, C…). */
function nextName(names: string[]) {
  const last = names.at(-1)?.trim().toUpperCase() ?? '';
  return /^[A-Y]$/.test(last) ? String.fromCharCode(last.charCodeAt(0) + 1) : '';
}
const blankRow = (name: string) => ({ name, rollFrom: '', rollTo: '', room: '' });

/** The sections to make, one row each: its name, the roll numbers from and to, its room; added at the end or removed. */
function SectionRows({ control }: { control: SplitControl }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control, name: 'sections' });
  const written = (useWatch({ control, name: 'sections' }) ?? []) as { name?: unknown }[];
  const { errors } = useFormState({ control, name: 'sections' });
  const listError = errors.sections?.root?.message ?? errors.sections?.message;
  const text = (key: string, values?: Record<string, unknown>) => t(`sections.split.fields.${key}`, values);
  return (
    <Box sx={acrossTheForm}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {text('sections')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text('sectionsHint')}
      </Typography>
      {listError && (
        <FormHelperText error sx={{ mb: 1 }}>
          {fieldErrorText(listError)}
        </FormHelperText>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {rows.fields.map((row, i) => {
          const typed = typeof written[i]?.name === 'string' ? (written[i].name as string).trim().toUpperCase() : '';
          const name = typed ? t('sections.sectionN', { name: typed }) : t('sections.split.rowN', { n: i + 1 });
          return (
            <Box
              key={row.id}
              role="group"
              aria-label={name}
              data-row={i + 1}
              sx={{
                display: 'grid',
                gap: 1,
                alignItems: 'start',
                // A phone: name and room side by side, the roll numbers under them, then Remove.
                gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 0.7fr) minmax(0, 1.2fr) minmax(0, 1.2fr) minmax(0, 1fr) auto' },
              }}
            >
              <FormTextField
                control={control}
                name={`sections.${i}.name`}
                id={`split-${i}-name`}
                label={text('name')}
                required
                size="small"
                slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 4, autoComplete: 'off' } }}
              />
              <FormTextField
                control={control}
                name={`sections.${i}.room`}
                id={`split-${i}-room`}
                label={text('room')}
                size="small"
                slotProps={{ htmlInput: { maxLength: 20 } }}
                sx={{ order: { xs: 0, md: 1 } }}
              />
              <FormTextField
                control={control}
                name={`sections.${i}.rollFrom`}
                id={`split-${i}-from`}
                label={text('rollFrom')}
                size="small"
                slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: ROLL_NO_MAX, autoComplete: 'off' } }}
              />
              <FormTextField
                control={control}
                name={`sections.${i}.rollTo`}
                id={`split-${i}-to`}
                label={text('rollTo')}
                size="small"
                slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: ROLL_NO_MAX, autoComplete: 'off' } }}
              />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gridColumn: { xs: '1 / -1', md: 'auto' }, order: { md: 2 } }}>
                <IconButton
                  aria-label={t('sections.split.removeRow', { name })}
                  disabled={rows.fields.length === 1}
                  onClick={() => rows.remove(i)}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Button
        startIcon={<Add />}
        onClick={() => rows.append(blankRow(nextName(written.map((w) => (typeof w.name === 'string' ? w.name : '')))))}
        disabled={rows.fields.length >= SECTIONS_MAX}
        sx={{ mt: 1 }}
      >
        {t('sections.split.addRow')}
      </Button>
    </Box>
  );
}

interface SplitDialogProps {
  batch: Batch;
  branch: Branch;
  regulations: RegulationChoice[];
  /** Semesters of the batch's programme. */
  semesters: number;
  onMade: (result: SectionsSplitResult) => void;
  onClose: () => void;
}

/**
 * Make sections: a batch's branch split by roll number ranges into sections (A and B to begin with),
 * all taught by one regulation in one semester. A section without a range starts empty.
 */
export function SplitDialog({ batch, branch, regulations, semesters, onMade, onClose }: SplitDialogProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const regulation = regulationOf(regulations, batch.startYear);
  const form = useZodForm(splitFormSchema, {
    batchId: batch.id,
    branchId: branch.id,
    regulationId: regulation ? String(regulation.id) : '',
    semester: '',
    sections: [blankRow('A'), blankRow('B')],
  });
  const split = useSplitSections({
    onSuccess: (result) => {
      onMade(result);
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) setRefusal(err.message);
    },
  });
  const text = (key: string) => t(`sections.split.fields.${key}`);
  return (
    <FormDialog
      heading={t('sections.split.heading', { place: `${batchLabel(batch)} ${branch.code}` })}
      id="split-dialog-heading"
      busy={split.isPending}
      maxWidth="md"
      submit={t('sections.split.submit')}
      onClose={onClose}
      onSubmit={() => {
        setRefusal(null);
        void form.handleSubmit((input) => split.mutate(input))();
      }}
    >
      {refusal && (
        <Alert severity="error" sx={acrossTheForm}>
          {refusal}
        </Alert>
      )}
      <FormSelect
        control={form.control}
        name="regulationId"
        id="split-regulation"
        label={text('regulationId')}
        required
        options={regulations.map((r) => ({ value: String(r.id), label: r.code }))}
      />
      <FormSelect
        control={form.control}
        name="semester"
        id="split-semester"
        label={text('semester')}
        required
        options={semesterChoices(t, semesters)}
      />
      <SectionRows control={form.control} />
    </FormDialog>
  );
}
