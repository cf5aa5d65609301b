import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { landingRouteFor } from '@campus/shared';
import { FormTextField } from '../../components/form/form-fields';
import { FormPasswordField } from '../../components/form/password-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { LanguageSwitch } from '../../components/language-switch';
import { nextPage } from '../../lib/next-page';
import { useCollegeImages } from '../../lib/college';
import { rememberedUsername, storeSession } from '../../lib/session';
import { useSignIn } from './api/sign-in';

/** Student and Faculty accounts are created by the college; other modules offer sign-up. */
const NO_SIGN_UP = new Set(['student', 'faculty']);

export function LoginPage({ module: fixedModule }: { module?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const module = fixedModule ?? params.module ?? 'Admin';
  // The error itself, not its text: a server message is read in the language chosen at each render.
  const [error, setError] = useState<Error | null>(null);
  // Seconds the server asked a busy sign-in to wait before it is sent again.
  const [busyWait, setBusyWait] = useState<number | null>(null);
  const images = useCollegeImages();
  const logo = images.data?.logo;
  const schema = useMemo(
    () =>
      z.object({
        username: z.string().trim().min(1, t('auth.usernameRequired')),
        password: z.string().min(1, t('auth.passwordRequired')),
        remember: z.boolean(),
      }),
    [t],
  );
  const form = useZodForm(schema, { username: rememberedUsername(), password: '', remember: Boolean(rememberedUsername()) });
  const { isSubmitting } = form.formState;
  const signIn = useSignIn();

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await signIn.mutateAsync({ username: values.username, password: values.password, module, onWait: setBusyWait });
      storeSession(answer, values.remember);
      // A generated login changes its first password before anything else (the server insists too).
      // A page that sent here to sign in (a payment's result page) is shown again afterwards.
      navigate(answer.mustChangePassword ? '/ResetLoginPassword' : (nextPage(search) ?? landingRouteFor(answer.roles)), { replace: true });
    } catch (err) {
      setError(err instanceof Error ? err : new Error(t('auth.genericError')));
    }
  });

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: (th) => `linear-gradient(135deg, ${th.palette.primary.dark}, ${th.palette.primary.light})`,
      }}
    >
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <MuiLink component={Link} to="/" underline="hover">
            ← {t('auth.home')}
          </MuiLink>
          <LanguageSwitch color="primary" />
        </Box>
        {/* The logo's place is kept while it loads: the form does not move under a pointer about to click. */}
        {logo ? (
          <Box
            component="img"
            src={logo}
            alt={t('common.collegeLogo')}
            sx={{ display: 'block', mx: 'auto', height: 72, width: 72, mb: 1 }}
          />
        ) : (
          images.isPending && <Box aria-hidden sx={{ mx: 'auto', height: 72, width: 72, mb: 1 }} />
        )}
        <Typography variant="h5" component="h1" align="center" sx={{ fontWeight: 700, mb: 2 }}>
          {t('auth.signInTo', { module })}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error.message}
            </Alert>
          )}
          {busyWait !== null && (
            <Alert severity="info" role="status">
              {t('auth.busyRetrying', { count: busyWait })}
            </Alert>
          )}
          <FormTextField control={form.control} name="username" label={t('auth.username')} autoComplete="username" autoFocus />
          <FormPasswordField control={form.control} name="password" label={t('auth.password')} autoComplete="current-password" />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Controller
                  control={form.control}
                  name="remember"
                  render={({ field }) => (
                    <Checkbox
                      name={field.name}
                      inputRef={field.ref}
                      checked={Boolean(field.value)}
                      onChange={(e) => field.onChange(e.target.checked)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              }
              label={t('auth.rememberMe')}
            />
            <MuiLink component={Link} to="/ForgotPassword" underline="hover">
              {t('auth.forgotPassword')}
            </MuiLink>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
          </Button>
          {!NO_SIGN_UP.has(module.toLowerCase()) && (
            <Button variant="text" component={Link} to={`/register/${encodeURIComponent(module)}`}>
              {t('auth.signUp')}
            </Button>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
