import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { blockInputSchema, FLOORS_MAX, HOSTEL_GENDERS, NAME_MAX, SHORT_CODE_MAX, type Block } from '@campus/shared';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSelect, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useSaveBlock } from '../api/hostel';

/** Add block, or Edit block: its code, name, who lives there, its floors and its warden. */
export function BlockDialog({ block, onClose }: { block: Block | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(blockInputSchema, {
    code: block?.code ?? '',
    name: block?.name ?? '',
    gender: block?.gender ?? 'boys',
    floors: block ? String(block.floors) : '',
    wardenName: block?.wardenName ?? '',
    wardenPhone: block?.wardenPhone ?? '',
  });
  const save = useSaveBlock({
    onSuccess: (saved) => {
      enqueueSnackbar(t(block ? 'hostel.blocks.saved' : 'hostel.blocks.added', { code: saved.code }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const { control } = form;
  const text = (key: string) => t(`hostel.blocks.fields.${key}`);
  const field = (name: 'code' | 'name' | 'gender' | 'floors' | 'wardenName' | 'wardenPhone') => ({
    control,
    name,
    id: `block-${name}`,
    label: text(name),
  });
  return (
    <FormDialog
      heading={block ? t('hostel.blocks.editHeading', { code: block.code }) : t('hostel.blocks.addHeading')}
      id="block-dialog-heading"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => save.mutate({ id: block?.id, block: input }))()}
    >
      <FormTextField
        {...field('code')}
        required
        helperText={text('codeHint')}
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: SHORT_CODE_MAX, autoComplete: 'off' } }}
      />
      <FormTextField {...field('name')} required slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
      <FormSelect {...field('gender')} required options={HOSTEL_GENDERS.map((g) => ({ value: g, label: t(`hostel.genders.${g}`) }))} />
      <FormTextField
        {...field('floors')}
        required
        helperText={t('hostel.blocks.fields.floorsHint', { max: FLOORS_MAX })}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
      />
      <FormTextField {...field('wardenName')} helperText={t('hostel.optional')} slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
      <FormTextField
        {...field('wardenPhone')}
        helperText={t('hostel.optional')}
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: SHORT_CODE_MAX, autoComplete: 'off' } }}
      />
    </FormDialog>
  );
}
