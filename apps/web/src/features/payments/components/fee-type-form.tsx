import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FEE_CATEGORIES, feeTypeFormSchema, type FeeType } from '@campus/shared';
import { FormSelect, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../lib/format';
import { useSaveFeeType } from '../api/save-fee-type';

/** The fee type being edited, or 'new' for one being added; null when the dialog is closed. */
export type FeeTypeEdit = FeeType | 'new' | null;

interface FeeTypeFormProps {
  editing: FeeTypeEdit;
  onClose: () => void;
}

/** Add or edit a fee type: code, name, category and, for a miscellaneous fee, its fixed amount in rupees. */
export function FeeTypeForm({ editing, onClose }: FeeTypeFormProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={editing !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{editing === 'new' ? t('fees.addType') : t('fees.editType')}</DialogTitle>
      {editing !== null && <FeeTypeFields key={editing === 'new' ? 'new' : editing.id} editing={editing} onClose={onClose} />}
    </Dialog>
  );
}

function FeeTypeFields({ editing, onClose }: { editing: FeeType | 'new'; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);
  const schema = useMemo(() => feeTypeFormSchema(i18n.language), [i18n.language]);
  const form = useZodForm(
    schema,
    editing === 'new'
      ? { code: '', name: '', category: 'fee', fixedAmountPaise: '' }
      : {
          code: editing.code,
          name: editing.name,
          category: editing.category,
          fixedAmountPaise: format.moneyInput(editing.fixedAmountPaise),
        },
    // The fixed amount is a miscellaneous fee's only: hidden, it is not checked.
    { shouldUnregister: true },
  );
  const category = useWatch({ control: form.control, name: 'category' });
  const save = useSaveFeeType({
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
    save.mutate({ id: editing === 'new' ? 'new' : editing.id, body });
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <FormTextField control={form.control} name="code" label={t('fees.code')} />
        <FormTextField control={form.control} name="name" label={t('fees.name')} />
        <FormSelect
          control={form.control}
          name="category"
          label={t('fees.category')}
          options={FEE_CATEGORIES.map((c) => ({ value: c, label: t(`fees.categories.${c}`) }))}
        />
        {category === 'miscellaneous' && (
          <FormTextField
            control={form.control}
            name="fixedAmountPaise"
            label={t('fees.fixedAmountRupees')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
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
