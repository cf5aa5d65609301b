import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { titleFormSchema, type TitleDetail } from '@campus/shared';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { usePhoneLayout } from '../../../lib/layout';
import { useChangeLibraryTitle } from '../api/change-library-title';
import { FieldGrid, TitleFields } from './catalogue-fields';

/** Edit title: a title's record corrected; its copies stay as they are. */
export function EditTitleDialog({ title, onClose }: { title: TitleDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const phone = usePhoneLayout();
  const form = useZodForm(titleFormSchema, {
    title: title.title,
    authors: title.authors.join('; '),
    publisher: title.publisher ?? '',
    year: title.year === null ? '' : String(title.year),
    edition: title.edition ?? '',
    isbn: title.isbn ?? '',
    subject: title.subject ?? '',
    language: title.language,
    callNumber: title.callNumber ?? '',
  });
  const change = useChangeLibraryTitle({
    onSuccess: (saved) => {
      enqueueSnackbar(t('library.titleChanged', { title: saved.title }), { variant: 'success' });
      onClose();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('library.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const submit = form.handleSubmit((fields) => change.mutate({ id: title.id, title: fields }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="edit-title-heading">
      <DialogTitle id="edit-title-heading">{t('library.editTitleOf', { title: title.title })}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'contents' }}>
        <DialogContent>
          <FieldGrid>
            <TitleFields control={form.control} />
          </FieldGrid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('library.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {t('library.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
