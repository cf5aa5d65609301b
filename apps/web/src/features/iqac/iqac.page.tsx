import { Box, Button, Card, CardActionArea, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useContactData } from '../../lib/college';
import { iqacCards } from './iqac-cards';

/** The IQAC landing page (spec 001 §2): login and the quality-assurance areas, by the college's links. */
export function IqacPage() {
  const { t } = useTranslation();
  const contact = useContactData();
  // The configured links arrive with the contact data; until then no card may send anyone elsewhere.
  if (contact.isPending) return <PageLoading fullPage />;
  const cards = iqacCards(contact.data?.iqacLinks);
  return (
    <Container component="main" maxWidth="md" sx={{ py: 5 }}>
      <Typography variant="h4" component="h1" align="center" sx={{ fontWeight: 700 }}>
        {t('iqac.title')}
      </Typography>
      <Typography align="center" color="text.secondary" sx={{ mb: 4 }}>
        {t('iqac.subtitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {cards.map((c) => (
          <Card key={c.key} variant="outlined">
            <CardActionArea
              {...(c.internal
                ? { component: Link, to: c.href }
                : { component: 'a', href: c.href, target: '_blank', rel: 'noopener noreferrer', title: t('iqac.external') })}
              sx={{ p: 3, textAlign: 'center' }}
            >
              <Typography variant="h6" component="h2" color="primary">
                {t(`iqac.${c.key}`)}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={Link} to="/">
          {t('iqac.home')}
        </Button>
      </Box>
    </Container>
  );
}
