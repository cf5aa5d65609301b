import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { feeStructureFormSchema, type FeeProgramme, type FeeStructureRow, type FeeType } from '@campus/shared';
import { FormSelect, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../lib/format';
import { useSaveFeeStructure } from '../api/save-fee-structure';

/** An amount being edited, or a new one with the course and batch the table shows; null when the dialog is closed. */
export type FeeStructureEdit = FeeStructureRow | { id: 'new'; courseId: string; batchId: string } | null;

interface FeeStructureFormProps {
  editing: FeeStructureEdit;
  /** The fee types of the structure (a miscellaneous fee has none). */
  feeTypes: readonly FeeType[];
  programmes: readonly FeeProgramme[];
  onClose: () => void;
}

/** Add or edit one amount of the structure: fee type, course, batch, semester and the amount in rupees. */
export function FeeStructureForm({ editing, onClose, ...choices }: FeeStructureFormProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={editing !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{editing?.id === 'new' ? t('fees.addAmount') : t('fees.editAmount')}</DialogTitle>
      {editing !== null && <FeeStructureFields key={editing.id} editing={editing} onClose={onClose} {...choices} />}
    </Dialog>
  );
}

function FeeStructureFields({
  editing,
  feeTypes,
  programmes,
  onClose,
}: Omit<FeeStructureFormProps, 'editing'> & { editing: NonNullable<FeeStructureEdit> }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const schema = useMemo(() => feeStructureFormSchema(i18n.language), [i18n.language]);
  const form = useZodForm(
    schema,
    editing.id === 'new'
      ? { feeTypeId: '', courseId: editing.courseId, batchId: editing.batchId, semester: '', amountPaise: '' }
      : {
          feeTypeId: String(editing.feeTypeId),
          courseId: String(editing.courseId),
          batchId: String(editing.batchId),
          semester: String(editing.semester),
          amountPaise: format.moneyInput(editing.amountPaise),
        },
  );
  // Another course has other batches: the batch is chosen again.
  useEffect(() => {
    const watching = form.watch((_, { name }) => name === 'courseId' && form.setValue('batchId', ''));
    return () => watching.unsubscribe();
  }, [form]);
  const courseId = useWatch({ control: form.control, name: 'courseId' });
  const course = programmes.find((p) => String(p.id) === courseId);
  const save = useSaveFeeStructure({
    onSuccess: () => {
      enqueueSnackbar(t('fees.saved'), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) setProblem(err.message);
    },
  });
  const submit = form.handleSubmit((body) => {
    setProblem(null);
    save.mutate({ id: editing.id, body });
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <FormSelect
          control={form.control}
          name="feeTypeId"
          label={t('fees.feeType')}
          options={feeTypes.map((x) => ({ value: String(x.id), label: x.name }))}
        />
        <FormSelect
          control={form.control}
          name="courseId"
          label={t('fees.course')}
          options={programmes.map((p) => ({ value: String(p.id), label: p.code }))}
        />
        <FormSelect
          control={form.control}
          name="batchId"
          label={t('fees.batch')}
          disabled={!course}
          options={(course?.batches ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        />
        <FormTextField
          control={form.control}
          name="semester"
          label={t('fees.semester')}
          helperText={course ? t('fees.semesterHint', { max: course.semesters }) : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={form.control}
          name="amountPaise"
          label={t('fees.amountRupees')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
