import Construction from '@mui/icons-material/Construction';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';

/** A menu entry whose feature has not been delivered yet: says so, never crashes. */
export function NotAvailablePage({ title }: { title?: string }) {
  const { t } = useTranslation();
  // Inside /app the signed-in frame is the main landmark; elsewhere the page stands alone.
  const inAppFrame = useMatch('/app/*') !== null;
  return (
    <Paper component={inAppFrame ? 'div' : 'main'} sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto', mt: 4 }}>
      <Construction color="primary" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title ?? t('common.notAvailableTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('common.notAvailable')}
      </Typography>
      <Box>
        <Button variant="outlined" component={Link} to="/app/">
          {t('common.goToDashboard')}
        </Button>
      </Box>
    </Paper>
  );
}
