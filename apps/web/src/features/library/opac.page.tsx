import { Alert, Button, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { PublicShell } from '../../components/public-shell';
import { useSession } from '../../lib/session';
import { useOpacOpen } from './api/get-opac';
import { useLibrarySettings } from './api/library-settings';
import { OpacSearch } from './components/opac-search';
import { OpacSettingsDialog } from './components/opac-settings-dialog';

/** The librarian in charge opens the catalogue to the campus's networks from here. */
function CampusSettingsButton() {
  const { t } = useTranslation();
  const settings = useLibrarySettings();
  const [open, setOpen] = useState(false);
  if (!settings.data) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {settings.data.opacOpenOnCampus ? t('library.opac.openOnCampusNow') : t('library.opac.settingsButton')}
      </Button>
      {open && <OpacSettingsDialog settings={settings.data} onClose={() => setOpen(false)} />}
    </>
  );
}

/** `/app/Library/View Books`: the OPAC for every signed-in student and member of staff; where the OPAC desk lands. */
export function OpacPage() {
  const { t } = useTranslation();
  const user = useSession();
  const inCharge = user ? can(user.roles, 'library.settings.manage') : false;
  return (
    <>
      <PageHeader
        title={t('library.opac.title')}
        subtitle={t('library.opac.subtitle')}
        actions={inCharge ? <CampusSettingsButton /> : undefined}
      />
      <OpacSearch campus={false} />
    </>
  );
}

/** `/library`: the OPAC on campus without signing in, when the library has opened it there; elsewhere, the way to sign in. */
export function CampusOpacPage() {
  const { t } = useTranslation();
  const open = useOpacOpen();
  return (
    <PublicShell title={t('library.opac.campusTitle')} titleLink="/library">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('library.opac.campusTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('library.opac.subtitle')}
      </Typography>
      {open.isPending && <Skeleton variant="rounded" height={120} />}
      {open.isError && <Alert severity="error">{t('library.loadFailed')}</Alert>}
      {open.data?.open === false && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" component={Link} to="/login">
              {t('library.opac.signIn')}
            </Button>
          }
        >
          {t('library.opac.campusOnly')}
        </Alert>
      )}
      {open.data?.open && <OpacSearch campus />}
    </PublicShell>
  );
}
