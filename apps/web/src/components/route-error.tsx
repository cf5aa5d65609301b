import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLandingRoute } from '../lib/session';

/**
 * The error element of every route: a page that failed (its code did not download, or it threw
 * while rendering) says so and offers a fresh start or the way back, instead of a blank screen.
 * Inside the signed-in frame it leads to the dashboard, elsewhere home.
 */
export function RouteError({ inLayout = false }: { inLayout?: boolean }) {
  const { t } = useTranslation();
  const landing = useLandingRoute() ?? '/app/';
  return (
    <Box
      component={inLayout ? 'div' : 'main'}
      data-testid="route-error"
      sx={{ minHeight: inLayout ? '50vh' : '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <Box sx={{ maxWidth: 560 }}>
        <ErrorOutline color="error" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h5" component="h1" gutterBottom>
          {t('common.pageFailed')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('common.pageFailedHint')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          {/* A reload also fetches the current build, should the page's code have been replaced since. */}
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('common.tryAgain')}
          </Button>
          <Button variant="outlined" component={Link} to={inLayout ? landing : '/'}>
            {inLayout ? t('common.goToDashboard') : t('common.goHome')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
