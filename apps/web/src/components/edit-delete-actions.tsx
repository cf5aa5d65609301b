import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Edit and Delete of a row of an office's list, each named for a screen reader with what it acts on
 * (`Edit route R-04`), the visible word first so that voice control finds it.
 */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  children,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The row's other actions, before Edit. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {children}
      <Button size="small" variant="outlined" onClick={onEdit} aria-label={editLabel}>
        {t('common.edit')}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={onDelete} aria-label={deleteLabel}>
        {t('common.delete')}
      </Button>
    </Box>
  );
}

interface DeleteDialogProps {
  heading: string;
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a row of an office's list is deleted, naming it and what follows. */
export function DeleteDialog({ heading, text, busy, onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-dialog-title" aria-describedby="delete-dialog-text">
      <DialogTitle id="delete-dialog-title">{heading}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-dialog-text">{text}</DialogContentText>
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
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
