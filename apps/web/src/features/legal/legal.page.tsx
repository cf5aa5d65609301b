import { Box, Button, Container, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { LegalDocument, type LegalDocumentName } from '../../components/legal/legal-document';

/** `/terms`, `/privacy`, `/return`: a legal text on its own page, readable on a phone. */
function LegalPage({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, md: 5 } }}>
      <Container maxWidth="md">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <LanguageSwitch color="primary" />
        </Box>
        <Paper sx={{ p: { xs: 2, sm: 4 }, lineHeight: 1.6 }}>
          <LegalDocument name={name} />
          <Button component={Link} to="/" variant="outlined" sx={{ mt: 1 }}>
            {t('legal.backHome')}
          </Button>
        </Paper>
      </Container>
    </Box>
  );
}

export const TermsPage = () => <LegalPage name="terms" />;
export const PrivacyPage = () => <LegalPage name="privacy" />;
export const ReturnPage = () => <LegalPage name="return" />;
