import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface DeleteDialogProps {
  heading: string;
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a block, a room type or a room is deleted, naming it and what follows. */
export function DeleteDialog({ heading, text, busy, onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="hostel-delete-title" aria-describedby="hostel-delete-text">
      <DialogTitle id="hostel-delete-title">{heading}</DialogTitle>
      <DialogContent>
        <DialogContentText id="hostel-delete-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('hostel.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
