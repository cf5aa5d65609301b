import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { AlumniHistoryEntry } from '@campus/shared';
import { serverMessage } from '../../../lib/api';
import { useDeleteAlumniHistory } from '../api/delete-alumni-history';

/** Asks before an alumni history entry and its files are deleted, naming the entry. */
export function HistoryDeleteDialog({ entry, onClose }: { entry: AlumniHistoryEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteAlumniHistory();
  const confirm = () =>
    remove.mutate(entry.id, {
      onSuccess: (answer) => {
        enqueueSnackbar(serverMessage(answer), { variant: 'success' });
        onClose();
      },
      onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
    });
  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby="history-delete-title"
      aria-describedby="history-delete-text"
    >
      <DialogTitle id="history-delete-title">{t('alumni.history.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="history-delete-text">
          {t('alumni.history.deleteText', { name: entry.name, rollNumber: entry.rollNumber })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('alumni.history.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={remove.isPending}
          startIcon={remove.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('alumni.history.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
