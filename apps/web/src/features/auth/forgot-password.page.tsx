import LockReset from '@mui/icons-material/LockReset';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 480, textAlign: 'center' }}>
        <LockReset color="primary" sx={{ fontSize: 48 }} />
        <Typography variant="h5" component="h1" gutterBottom>
          {t('auth.forgotTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('auth.forgotText')}
        </Typography>
        <Button variant="contained" component={Link} to="/">
          {t('auth.home')}
        </Button>
      </Paper>
    </Box>
  );
}
