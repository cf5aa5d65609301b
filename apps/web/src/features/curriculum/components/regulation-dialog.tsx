import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { NAME_MAX, regulationInputSchema, type Regulation } from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useSaveRegulation } from '../api/curriculum';

/** Add regulation, or Edit regulation (`regulation`): its code (R22), name and the first batch year it governs. */
export function RegulationDialog({
  regulation,
  onSaved,
  onClose,
}: {
  regulation: Regulation | null;
  onSaved?: (saved: Regulation) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(regulationInputSchema, {
    code: regulation?.code ?? '',
    name: regulation?.name ?? '',
    fromYear: regulation ? String(regulation.fromYear) : '',
  });
  const save = useSaveRegulation({
    onSuccess: (saved) => {
      enqueueSnackbar(t(regulation ? 'curriculum.regulations.saved' : 'curriculum.regulations.added', { code: saved.code }), {
        variant: 'success',
      });
      onSaved?.(saved);
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('curriculum.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const text = (key: string) => t(`curriculum.regulations.fields.${key}`);
  return (
    <FormDialog
      heading={regulation ? t('curriculum.regulations.editHeading', { code: regulation.code }) : t('curriculum.regulations.addHeading')}
      id="regulation-dialog-heading"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => save.mutate({ id: regulation?.id, input }))()}
    >
      <FormTextField
        control={form.control}
        name="code"
        id="regulation-code"
        label={text('code')}
        helperText={text('codeHint')}
        required
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 12, autoComplete: 'off' } }}
      />
      <FormTextField
        control={form.control}
        name="fromYear"
        id="regulation-year"
        label={text('fromYear')}
        helperText={text('fromYearHint')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
      <FormTextField
        control={form.control}
        name="name"
        id="regulation-name"
        label={text('name')}
        helperText={text('nameHint')}
        required
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        sx={acrossTheForm}
      />
    </FormDialog>
  );
}
