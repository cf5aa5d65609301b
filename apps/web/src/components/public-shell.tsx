import Home from '@mui/icons-material/Home';
import { AppBar, Avatar, Box, Button, Container, IconButton, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCollegeImages, useCollegeTimeZone } from '../lib/college';
import { LanguageSwitch } from './language-switch';

/** The frame of a public page (the results, the library's catalogue on campus): college logo, the page's title, home link and language. */
export function PublicShell({ title, titleLink, children }: { title: string; titleLink: string; children: ReactNode }) {
  const { t } = useTranslation();
  const logo = useCollegeImages().data?.logo;
  useCollegeTimeZone();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={1}>
        <Toolbar sx={{ gap: 1.5 }}>
          {logo && <Avatar src={logo} alt="" variant="rounded" sx={{ bgcolor: 'common.white', width: 40, height: 40 }} />}
          <Typography
            variant="h6"
            component={Link}
            to={titleLink}
            sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
          >
            {title}
          </Typography>
          <Button color="inherit" component={Link} to="/" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            {t('common.home')}
          </Button>
          <IconButton
            color="inherit"
            component={Link}
            to="/"
            aria-label={t('common.home')}
            sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          >
            <Home />
          </IconButton>
          <LanguageSwitch />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
        {children}
      </Container>
    </Box>
  );
}
