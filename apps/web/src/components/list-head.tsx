import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Above a paged list: what it found (read out as it changes), and Show all while a search narrows it. */
export function ListHead({ children, filtered, onClear }: { children: ReactNode; filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, mb: 1, minHeight: 36 }}>
      <Box role="status" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2 }}>
        {children}
      </Box>
      {filtered && (
        <Button size="small" onClick={onClear} sx={{ ml: 'auto' }}>
          {t('common.showAll')}
        </Button>
      )}
    </Box>
  );
}

/** A list that could not be loaded: the reason, and Try again. */
export function LoadFailed({ error, retry }: { error: Error; retry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void retry()}>
          {t('common.tryAgain')}
        </Button>
      }
    >
      {t('common.listLoadFailed', { message: error.message })}
    </Alert>
  );
}
