import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { copyChangeFormSchema, copyFormSchema, LABEL_MAX, MANUAL_COPY_STATUSES, SHORT_CODE_MAX, type Copy } from '@campus/shared';
import { FormSelect, FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { useFormat } from '../../../lib/format';
import { useAddLibraryCopy } from '../api/add-library-copy';
import { useChangeLibraryCopy } from '../api/change-library-copy';
import { EMPTY_COPY } from './add-title-dialog';
import { CopyFields, ItemKindSelect } from './catalogue-fields';
import { FormDialog } from '../../../components/form/form-dialog';

/** Add copy: a new copy of the title, available from the moment it is saved. */
export function AddCopyDialog({ titleId, title, onClose }: { titleId: number; title: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const schema = useMemo(() => copyFormSchema(i18n.language), [i18n.language]);
  const form = useZodForm(schema, EMPTY_COPY);
  const add = useAddLibraryCopy({
    onSuccess: (copy) => {
      enqueueSnackbar(t('library.copyAdded', { accession: copy.accessionNumber }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('library.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <FormDialog
      heading={t('library.addCopyTitle', { title })}
      id="add-copy-heading"
      busy={add.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((copy) => add.mutate({ titleId, copy }))()}
    >
      <CopyFields control={form.control} />
    </FormDialog>
  );
}

/** Change copy: where it stands, its price, and a status a librarian may set by hand. */
export function ChangeCopyDialog({ copy, onClose }: { copy: Copy; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const schema = useMemo(() => copyChangeFormSchema(i18n.language), [i18n.language]);
  const manual = (MANUAL_COPY_STATUSES as readonly string[]).includes(copy.status);
  const form = useZodForm(schema, {
    location: copy.location ?? '',
    pricePaise: format.moneyInput(copy.pricePaise),
    // A copy with circulation keeps its status: none is sent.
    status: manual ? copy.status : '',
    itemKind: copy.itemKind,
  });
  const change = useChangeLibraryCopy({
    onSuccess: (saved) => {
      enqueueSnackbar(t('library.copyChanged', { accession: saved.accessionNumber }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('library.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  return (
    <FormDialog
      heading={t('library.changeCopyTitle', { accession: copy.accessionNumber })}
      id="change-copy-heading"
      busy={change.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => change.mutate({ copyId: copy.id, change: body }))()}
    >
      <FormTextField
        control={form.control}
        name="location"
        id="library-change-location"
        label={t('library.fields.location')}
        slotProps={{ htmlInput: { maxLength: LABEL_MAX } }}
      />
      <FormTextField
        control={form.control}
        name="pricePaise"
        id="library-change-price"
        label={t('library.fields.price')}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: SHORT_CODE_MAX } }}
      />
      <FormSelect
        control={form.control}
        name="status"
        id="library-change-status"
        label={t('library.fields.status')}
        disabled={!manual}
        helperText={manual ? undefined : t('library.inCirculation')}
        options={MANUAL_COPY_STATUSES.map((s) => ({ value: s, label: t(`library.statuses.${s}`) }))}
      />
      <ItemKindSelect control={form.control} name="itemKind" id="library-change-itemKind" />
    </FormDialog>
  );
}
