import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Public unknown path: the spec's 'Oops, Page Not Found :('. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <Typography variant="h1" color="primary" sx={{ fontWeight: 700, fontSize: { xs: 72, md: 120 } }}>
          404
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('common.notFound')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('common.notFoundHint')}
        </Typography>
        <Button variant="contained" component={Link} to="/">
          {t('common.goHome')}
        </Button>
      </Box>
    </Box>
  );
}

/** Unknown path inside the signed-in area: a way back to the dashboard. */
export function AppNotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('common.notFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('common.notFoundHint')}
      </Typography>
      <Button variant="contained" component={Link} to="/app/">
        {t('common.goToDashboard')}
      </Button>
    </Box>
  );
}
