import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { FeeStructureRow, FeeType } from '@campus/shared';
import { useDeleteFeeStructure } from '../api/delete-fee-structure';
import { useDeleteFeeType } from '../api/delete-fee-type';

/** A fee type or an amount of the structure to delete; null when nothing is asked. */
export type FeeRemoval = { kind: 'type'; row: FeeType } | { kind: 'structure'; row: FeeStructureRow } | null;

/** Asks before a fee type or an amount is deleted; Yes deletes it. */
export function FeeRemovalDialog({ removal, onClose }: { removal: FeeRemoval; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const removed = {
    onSuccess: () => (onClose(), enqueueSnackbar(t('fees.deleted'), { variant: 'success' })),
    onError: (e: Error) => (onClose(), enqueueSnackbar(e.message, { variant: 'error' })),
  };
  const deleteType = useDeleteFeeType(removed);
  const deleteStructure = useDeleteFeeStructure(removed);
  return (
    <Dialog open={removal !== null} onClose={onClose}>
      <DialogTitle>{t('fees.confirmDelete')}</DialogTitle>
      <DialogContent>
        {removal?.kind === 'type' && t('fees.deleteType', { name: removal.row.name })}
        {removal?.kind === 'structure' &&
          t('fees.deleteAmount', {
            name: removal.row.feeTypeName,
            course: removal.row.course,
            batch: removal.row.batch,
            semester: removal.row.semester,
          })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('fees.no')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => (removal?.kind === 'type' ? deleteType.mutate(removal.row.id) : removal && deleteStructure.mutate(removal.row.id))}
        >
          {t('fees.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
