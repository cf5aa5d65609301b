import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { deskHoldSchema, type OpacTitle } from '@campus/shared';
import { FormTextField } from '../../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { usePlaceDeskHold } from '../api/holds';
import { FormDialog } from '../../../components/form/form-dialog';

/** The desk places a hold on a title that is out for a member, by the barcode on their card. */
export function DeskHoldDialog({ title, onClose }: { title: OpacTitle; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(deskHoldSchema, { memberBarcode: '', titleId: title.id });
  const place = usePlaceDeskHold({
    onSuccess: (hold) => {
      enqueueSnackbar(t('library.opac.deskHoldPlaced', { title: hold.title, name: hold.memberName, position: hold.position ?? 1 }), {
        variant: 'success',
      });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(err.message, { variant: 'error' });
    },
  });
  return (
    <FormDialog
      heading={t('library.opac.deskHoldTitle', { title: title.title })}
      id="desk-hold-heading"
      busy={place.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((body) => place.mutate(body))()}
    >
      <FormTextField
        control={form.control}
        name="memberBarcode"
        id="desk-hold-member"
        label={t('library.opac.deskHoldMember')}
        helperText={t('library.opac.deskHoldMemberHint')}
        autoFocus
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
    </FormDialog>
  );
}
