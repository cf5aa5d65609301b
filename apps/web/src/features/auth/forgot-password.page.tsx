import LockReset from '@mui/icons-material/LockReset';
import { Alert, Box, Button, CircularProgress, Link as MuiLink, Paper, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch, useSearchParams } from 'react-router';
import { forgotPasswordFormSchema, resetPasswordFormSchema, type MessageResponse } from '@campus/shared';
import { FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { serverMessage } from '../../lib/api';
import { useRequestResetLink } from './api/request-reset-link';
import { useResetPassword } from './api/reset-password';
import { FormPasswordField } from '../../components/form/password-field';

function SendLinkForm() {
  const { t, i18n } = useTranslation();
  const [sent, setSent] = useState<MessageResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The route's check of the login; the page's own message follows the language chosen.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const schema = useMemo(() => forgotPasswordFormSchema(t('auth.loginRequired')), [t, i18n.language]);
  const form = useZodForm(schema, { login: '' });
  const request = useRequestResetLink();
  const onSubmit = form.handleSubmit(async ({ login }) => {
    setError(null);
    try {
      setSent(await request.mutateAsync(login));
    } catch (err) {
      if (!showServerFieldError(form, err)) setError(err instanceof Error ? err.message : String(err));
    }
  });
  if (sent)
    return (
      <Alert severity="success" role="status">
        {serverMessage(sent)}
      </Alert>
    );
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('auth.forgotText')}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <FormTextField control={form.control} name="login" label={t('auth.loginOrEmail')} autoComplete="username" />
      <Button
        type="submit"
        variant="contained"
        disabled={request.isPending}
        startIcon={request.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {t('auth.sendResetLink')}
      </Button>
    </Box>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const [done, setDone] = useState<MessageResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The route's check of the new password, typed again; the page's own message follows the language chosen.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const schema = useMemo(() => resetPasswordFormSchema(t('auth.notMatched')), [t, i18n.language]);
  const form = useZodForm(schema, { newPassword: '', confirmPassword: '' });
  const reset = useResetPassword();
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setError(null);
    try {
      setDone(await reset.mutateAsync({ token, newPassword }));
    } catch (err) {
      if (!showServerFieldError(form, err)) setError(err instanceof Error ? err.message : String(err));
    }
  });
  if (done)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success" role="status">
          {serverMessage(done)}
        </Alert>
        <Button variant="contained" component={Link} to="/login">
          {t('auth.signIn')}
        </Button>
      </Box>
    );
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <FormPasswordField control={form.control} name="newPassword" label={t('auth.newPassword')} autoComplete="new-password" />
      <FormPasswordField control={form.control} name="confirmPassword" label={t('auth.confirmPassword')} autoComplete="new-password" />
      <Typography variant="body2" color="text.secondary">
        {t('auth.passwordRules')}
      </Typography>
      <Button type="submit" variant="contained" disabled={reset.isPending}>
        {t('auth.setPassword')}
      </Button>
    </Box>
  );
}

/** /ForgotPassword, /reset-password and /app/reset Password: ask for a link, or (with its token) set a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  // Inside /app the signed-in frame is the main landmark; elsewhere the page stands alone.
  const inAppFrame = useMatch('/app/*') !== null;
  return (
    <Box
      component={inAppFrame ? 'div' : 'main'}
      sx={{ minHeight: inAppFrame ? undefined : '100vh', display: 'grid', placeItems: 'center', p: 2 }}
    >
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 460 }}>
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <LockReset color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h5" component="h1" gutterBottom>
            {token ? t('auth.resetTitle') : t('auth.forgotTitle')}
          </Typography>
        </Box>
        {token ? <NewPasswordForm token={token} /> : <SendLinkForm />}
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <MuiLink component={Link} to="/" underline="hover">
            ← {t('auth.home')}
          </MuiLink>
        </Box>
      </Paper>
    </Box>
  );
}
