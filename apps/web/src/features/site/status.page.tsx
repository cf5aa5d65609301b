import Construction from '@mui/icons-material/Construction';
import HourglassTop from '@mui/icons-material/HourglassTop';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';

const ICONS = { maintenance: Construction, comingSoon: HourglassTop };

/** `/maintenance` and `/coming-soon` (spec 001 §2): what is going on, and the way home. */
function StatusPage({ kind }: { kind: keyof typeof ICONS }) {
  const { t } = useTranslation();
  const Icon = ICONS[kind];
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, md: 8 } }}>
      <Container maxWidth="sm">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <LanguageSwitch color="primary" />
        </Box>
        <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Icon color="primary" sx={{ fontSize: 64 }} aria-hidden />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {t(`site.${kind}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
            {t(`site.${kind}.text`)}
          </Typography>
          <Button component={Link} to="/" variant="contained">
            {t('common.goHome')}
          </Button>
        </Paper>
      </Container>
    </Box>
  );
}

export const MaintenancePage = () => <StatusPage kind="maintenance" />;
export const ComingSoonPage = () => <StatusPage kind="comingSoon" />;
