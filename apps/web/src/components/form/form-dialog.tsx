import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, type Breakpoint } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneLayout } from '../../lib/layout';

interface FormDialogProps {
  heading: string;
  id: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  maxWidth?: Breakpoint;
  /** The submit button's words, when the form does more than save (Refuse, Visitor in). */
  submit?: string;
  children: ReactNode;
}

/** A dialog holding one form: its fields two a row from a tablet's width, Cancel and Save (or `submit`); the whole screen on a phone. */
export function FormDialog({ heading, id, busy, onClose, onSubmit, maxWidth = 'sm', submit, children }: FormDialogProps) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} fullScreen={phone} aria-labelledby={id}>
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
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>{children}</Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submit ?? t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** A field or part of a form dialog across both columns. */
export const acrossTheForm = { gridColumn: { sm: '1 / -1' } };
