import { Alert, Box, Button, Container, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { serverAddressSchema } from '@campus/shared';
import { FormTextField } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { LanguageSwitch } from '../../components/language-switch';
import { resetServerAddress, serverAddressInUse, storeServerAddress } from '../../lib/server-address';

const formSchema = z.object({ address: serverAddressSchema });

/** What the page says after the reload its change needs (every cached answer came from the old server). */
const NOTICE_KEY = 'campus.serverAddressNotice';
type Notice = 'changed' | 'resetDone';

function reloadWith(notice: Notice) {
  sessionStorage.setItem(NOTICE_KEY, notice);
  window.location.reload();
}

function useNoticeAfterReload(): Notice | null {
  const [notice] = useState(() => sessionStorage.getItem(NOTICE_KEY) as Notice | null);
  useEffect(() => sessionStorage.removeItem(NOTICE_KEY), []);
  return notice;
}

/** `/devtools` (spec 001 §2, DESIGN.md 5.8): the server the web app calls, only an http(s) one, resettable. */
export function DevtoolsPage() {
  const { t } = useTranslation();
  const notice = useNoticeAfterReload();
  const inUse = serverAddressInUse();
  const form = useZodForm(formSchema, { address: '' });
  const submit = form.handleSubmit(({ address }) => {
    storeServerAddress(address);
    reloadWith('changed');
  });
  const reset = () => {
    resetServerAddress();
    reloadWith('resetDone');
  };
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, md: 6 } }}>
      <Container maxWidth="sm">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <LanguageSwitch color="primary" />
        </Box>
        <Paper sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('devtools.title')}
          </Typography>
          {notice && (
            <Alert severity="success" role="status">
              {t(`devtools.${notice}`)}
            </Alert>
          )}
          <Box data-testid="server-address-in-use">
            <Typography variant="subtitle2" component="h2">
              {t('devtools.inUse')}
            </Typography>
            <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'break-word' }}>{inUse.origin}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t(inUse.isStored ? 'devtools.storedNote' : 'devtools.defaultNote')}
            </Typography>
          </Box>
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            <FormTextField
              control={form.control}
              name="address"
              label={t('devtools.serverAddress')}
              placeholder={t('devtools.placeholder')}
              type="url"
              autoComplete="off"
              helperText={t('devtools.help')}
              fullWidth
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained">
                {t('devtools.submit')}
              </Button>
              <Button component={Link} to="/" variant="outlined">
                {t('devtools.home')}
              </Button>
              <Button onClick={reset} disabled={!inUse.isStored} sx={{ ml: { sm: 'auto' } }}>
                {t('devtools.reset')}
              </Button>
            </Box>
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
