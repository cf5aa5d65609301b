import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * Shown while a page's code downloads: over the whole window for public pages, in the content
 * area (beside the header and menu) for signed-in ones.
 */
export function PageLoading({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={fullPage ? 'main' : 'div'}
      data-testid="page-loading"
      sx={{ minHeight: fullPage ? '100vh' : '50vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, p: 3 }}
    >
      <CircularProgress aria-label={t('common.loadingPage')} />
      <Typography color="text.secondary" aria-hidden>
        {t('common.loading')}
      </Typography>
    </Box>
  );
}
