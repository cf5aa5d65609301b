import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLandingRoute } from '../lib/session';

/** `standalone`: the public page, with the large 404 and its own main landmark (inside the signed-in frame the layout is the main landmark). */
function NotFound({ to, label, standalone }: { to: string; label: string; standalone: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={standalone ? 'main' : 'div'}
      sx={{
        minHeight: standalone ? '70vh' : undefined,
        py: standalone ? 0 : 8,
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        p: 3,
      }}
    >
      <Box>
        {standalone && (
          <Typography variant="h1" color="primary" sx={{ fontWeight: 700, fontSize: { xs: 72, md: 120 } }}>
            404
          </Typography>
        )}
        <Typography variant="h5" component="h1" gutterBottom>
          {t('common.notFound')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('common.notFoundHint')}
        </Typography>
        <Button variant="contained" component={Link} to={to}>
          {label}
        </Button>
      </Box>
    </Box>
  );
}

/** Unknown path outside the signed-in area: a signed-in user is offered their dashboard (spec 001), a visitor the home page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const landing = useLandingRoute();
  if (landing) return <NotFound to={landing} label={t('common.goToDashboard')} standalone />;
  return <NotFound to="/" label={t('common.goHome')} standalone />;
}

/** Unknown path inside the signed-in area: a way back to the user's own landing page. */
export function AppNotFoundPage() {
  const { t } = useTranslation();
  return <NotFound to={useLandingRoute() ?? '/app/'} label={t('common.goToDashboard')} standalone={false} />;
}
