import { AppBar, Box, Button, Card, CardActionArea, Container, Toolbar, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collegeToday } from '@campus/shared';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { lazyPage } from '../../components/lazy-page';
import { useCollegeCode, useCollegeImages, useContactData } from '../../lib/college';
import { homeTiles, type HomeTile } from './home-tiles';
import { TileIcon } from './tile-icon';

// The pop-ups' code (dialog, table, alert) downloads when a visitor first opens one.
const AboutUsDialog = lazy(() => import('./college-dialogs').then((m) => ({ default: m.AboutUsDialog })));
const ContactUsDialog = lazy(() => import('./college-dialogs').then((m) => ({ default: m.ContactUsDialog })));
const LegalDialog = lazyPage(
  () => import('../../components/legal/legal-dialog'),
  'LegalDialog',
  () => import('../../components/legal/legal.i18n'),
);

type HomeDialog = 'about' | 'contact' | 'terms' | 'privacy';

function Tile({ tile }: { tile: HomeTile }) {
  const { t } = useTranslation();
  const label = t(`home.tiles.${tile.key}`);
  const linkProps = tile.newTab
    ? { component: 'a' as const, href: tile.href, target: '_blank', rel: 'noopener', 'aria-label': `${label} (${t('home.opensInNewTab')})` }
    : { component: Link, to: tile.href };
  return (
    <Card
      elevation={0}
      sx={{
        border: 1,
        borderColor: 'divider',
        transition: 'transform .15s, box-shadow .15s',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: 4 },
      }}
    >
      <CardActionArea
        {...linkProps}
        data-testid={`tile-${tile.key}`}
        sx={{
          p: { xs: 1, sm: 2 },
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          minHeight: { xs: 96, sm: 120 },
          color: 'primary.main',
        }}
      >
        <TileIcon name={tile.icon} />
        {/* Long German compounds ('Fachbereichsleitung') break by the page's language instead of overflowing a phone's tile. */}
        <Typography
          sx={{
            fontWeight: 600,
            color: 'text.primary',
            textAlign: 'center',
            fontSize: { xs: 13, sm: 16 },
            maxWidth: '100%',
            hyphens: 'auto',
            overflowWrap: 'break-word',
          }}
        >
          {label}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/**
 * The college's name above the product's title, both wrapping between words only (German's long
 * compound at its soft hyphens). The name's place is held before it arrives, two lines below 960 px
 * (where the buttons beside it leave less room) and one from there, so that nothing below moves.
 */
function CollegeTitle({ name }: { name?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography
        data-testid="college-name"
        sx={{
          fontWeight: 700,
          color: 'primary.dark',
          fontSize: { xs: 17, sm: 20 },
          lineHeight: 1.25,
          minHeight: { xs: 43, sm: 50, md: 25 },
          display: 'flex',
          alignItems: 'flex-end',
        }}
      >
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('common.appTitle')}
      </Typography>
    </Box>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const code = useCollegeCode();
  const images = useCollegeImages();
  const contact = useContactData();
  const [dialog, setDialog] = useState<HomeDialog | null>(null);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const open = (which: HomeDialog) => {
    setDialogsWanted(true);
    setDialog(which);
  };
  const logo = images.data?.logo;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
          {logo && (
            <Box component="img" src={logo} alt={t('common.collegeLogo')} data-testid="college-logo" sx={{ height: 56, width: 56 }} />
          )}
          {/* The logo's place, held while its address is on its way, so that the title does not move. */}
          {images.isPending && <Box sx={{ height: 56, width: 56 }} />}
          <CollegeTitle name={contact.data?.collegeName} />
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: { xs: 'space-between', sm: 'flex-end' },
              width: { xs: '100%', sm: 'auto' },
            }}
          >
            <Button onClick={() => open('about')}>{t('home.aboutUs')}</Button>
            <Button onClick={() => open('contact')}>{t('home.contactUs')}</Button>
            <LanguageSwitch color="primary" />
          </Box>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, flex: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1, fontSize: { xs: 26, md: 34 } }}>
          {t('home.welcome')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('home.pickGroup')}
        </Typography>
        <Box
          data-testid="home-tiles"
          sx={{
            display: 'grid',
            gap: { xs: 1, sm: 2 },
            gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)', lg: 'repeat(6, 1fr)' },
          }}
        >
          {homeTiles(code.data).map((tile) => (
            <Tile key={tile.key} tile={tile} />
          ))}
        </Box>
      </Container>
      <Box component="footer" sx={{ py: 2, textAlign: 'center', color: 'text.secondary', fontSize: 13 }}>
        <Box>
          © {collegeToday().slice(0, 4)} · {t('home.footer')}
        </Box>
        <Box component="nav" aria-label={t('home.legalNav')} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
          <Button size="small" onClick={() => open('terms')}>
            {t('home.termsLink')}
          </Button>
          <Button size="small" onClick={() => open('privacy')}>
            {t('home.privacyLink')}
          </Button>
          <Button size="small" component={Link} to="/return">
            {t('home.returnLink')}
          </Button>
        </Box>
      </Box>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <AboutUsDialog open={dialog === 'about'} onClose={() => setDialog(null)} data={contact.data} failed={contact.isError} />
          <ContactUsDialog open={dialog === 'contact'} onClose={() => setDialog(null)} data={contact.data} failed={contact.isError} />
          <LegalDialog name={dialog === 'terms' || dialog === 'privacy' ? dialog : null} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Box>
  );
}
