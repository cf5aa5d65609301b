import { Box, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { UserRegistrationForm } from './components/user-registration-form';

/** /register and /register/{module}: the self sign-up, whose account waits for an administrator's approval. */
export function RegisterPage() {
  const { t } = useTranslation();
  const module = useParams().module ?? 'Admin';
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 860, p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <MuiLink component={Link} to={`/login/${encodeURIComponent(module)}`} underline="hover">
            ← {t('users.backToSignIn')}
          </MuiLink>
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('users.signUpTitle', { module })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('users.signUpHint')}
        </Typography>
        <UserRegistrationForm isNew signInType={module} />
      </Paper>
    </Box>
  );
}
