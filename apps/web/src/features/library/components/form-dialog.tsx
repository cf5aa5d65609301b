import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '../../../lib/layout';
import { FieldGrid } from './catalogue-fields';

interface FormDialogProps {
  heading: string;
  id: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A dialog holding one form: its fields two a row, Cancel and Save. */
export function FormDialog({ heading, id, busy, onClose, onSubmit, children }: FormDialogProps) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={id}>
      <DialogTitle id={id}>{heading}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        sx={{ display: 'contents' }}
      >
        <DialogContent>
          <FieldGrid>{children}</FieldGrid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('library.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('library.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
