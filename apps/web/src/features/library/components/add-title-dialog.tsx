import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addTitleFormSchema, type CopyForm, type TitleForm } from '@campus/shared';
import { showServerFieldError, useZodForm } from '../../../components/form/use-zod-form';
import { usePhoneLayout } from '../../../lib/layout';
import { useAddLibraryTitle } from '../api/add-library-title';
import { CopyFields, FieldGrid, TitleFields } from './catalogue-fields';

export const EMPTY_COPY: CopyForm = {
  accessionNumber: '',
  barcode: '',
  location: '',
  pricePaise: '',
  source: 'purchase',
  billNumber: '',
  billDate: '',
  itemKind: 'book',
};

const EMPTY_TITLE: TitleForm & { copies: CopyForm[] } = {
  title: '',
  authors: '',
  publisher: '',
  year: '',
  edition: '',
  isbn: '',
  subject: '',
  language: 'English',
  callNumber: '',
  copies: [EMPTY_COPY],
};

/** Add title: the title's record and its first copy, saved together; `onAdded` gets the new title's id. */
export function AddTitleDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const phone = usePhoneLayout();
  const schema = useMemo(() => addTitleFormSchema(i18n.language), [i18n.language]);
  const form = useZodForm(schema, EMPTY_TITLE);
  const add = useAddLibraryTitle({
    onSuccess: (title) => {
      enqueueSnackbar(t('library.titleAdded', { title: title.title }), { variant: 'success' });
      onAdded(title.id);
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('library.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const submit = form.handleSubmit((body) => add.mutate(body));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="add-title-heading">
      <DialogTitle id="add-title-heading">{t('library.addTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'contents' }}>
        <DialogContent>
          <FieldGrid>
            <TitleFields control={form.control} />
          </FieldGrid>
          <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
            {t('library.firstCopy')}
          </Typography>
          <FieldGrid>
            <CopyFields control={form.control} prefix="copies.0." />
          </FieldGrid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('library.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('library.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
