import { Alert, Box, Button, Paper, Skeleton } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkGrid } from '../../../components/mark-sheet/mark-grid';
import { completeRows, ReadOnlyNote, SheetHead, UnlockDialog } from '../../../components/mark-sheet/sheet-parts';
import { useOverviewSheet, useUnlockSheet } from '../api/marks-overview';

/**
 * A class's marks as the examination cell, the academics office or the head of the department read
 * them; the head unlocks a submitted sheet here, with a reason.
 */
export function SheetView({ allocationId, onBack }: { allocationId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const sheet = useOverviewSheet(allocationId);
  const [unlocking, setUnlocking] = useState(false);
  const unlock = useUnlockSheet({
    onSuccess: (stored) => enqueueSnackbar(t('marksOverview.unlocked', { code: stored.code }), { variant: 'success' }),
  });
  const data = sheet.data;
  return (
    <Paper sx={{ p: { xs: 1, md: 2 }, minWidth: 0 }}>
      <Button startIcon={<ArrowBack />} onClick={onBack} sx={{ mb: 1 }}>
        {t('marksOverview.backToList')}
      </Button>
      {sheet.isError && <Alert severity="error">{t('marksOverview.sheetFailed', { message: sheet.error.message })}</Alert>}
      {sheet.isPending && <Skeleton variant="rounded" height={240} />}
      {data && (
        <>
          <SheetHead sheet={data} complete={completeRows(data)} />
          <ReadOnlyNote sheet={{ ...data, editable: false }} />
          <MarkGrid sheet={data} cells={[]} readOnly label={`${data.code} ${data.subject} · ${data.section}`} />
          {data.unlockable && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1.5 }}>
              <Button variant="contained" size="large" onClick={() => setUnlocking(true)}>
                {t('markSheet.unlock.button')}
              </Button>
            </Box>
          )}
          {unlocking && (
            <UnlockDialog
              sheet={data}
              unlock={(reason) => unlock.mutateAsync({ allocationId: data.allocationId, reason })}
              onClose={() => setUnlocking(false)}
            />
          )}
        </>
      )}
    </Paper>
  );
}
