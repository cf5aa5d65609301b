import LockReset from '@mui/icons-material/LockReset';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES as M, changePasswordFormSchema, landingRouteFor } from '@campus/shared';
import { readIssue } from '@campus/shared/schema-issue';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { keyedMessage, serverMessage } from '../../lib/api';
import { clearSession, useSession } from '../../lib/session';
import { useChangePassword } from './api/change-password';
import { FormPasswordField } from '../../components/form/password-field';

/** Leaves the signed-in area after a change: every session of the user has ended on the server. */
function leave() {
  clearSession();
  window.location.assign('/');
}

/** /ResetLoginPassword: the signed-in user's own password (001 §2, §5); a generated login lands here first. */
export function ChangePasswordPage() {
  const { t, i18n } = useTranslation();
  const user = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // The rules of 001 §5 as the server checks them, the new password typed again; the page's own
  // message follows the language chosen (the shared ones are translated under their fields).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const schema = useMemo(() => changePasswordFormSchema(t('auth.notMatched')), [t, i18n.language]);
  const form = useZodForm(schema, { oldpassword: '', newPassword: '', confirmPassword: '' });
  const change = useChangePassword();

  const onInvalid = (found: FieldErrors<z.input<typeof schema>>) => {
    const broken = [found.newPassword, found.confirmPassword].some((e) => readIssue(e?.message ?? '').key === 'accounts.asPerInstructions');
    if (broken) enqueueSnackbar(t('auth.passwordRules'), { variant: 'warning' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await change.mutateAsync({
        username: user?.username ?? '',
        oldpassword: values.oldpassword,
        newPassword: values.newPassword,
      });
      if (answer.status === 1) setDone(true);
      else setFailure(serverMessage(answer));
    } catch (err) {
      if (!showServerFieldError(form, err)) setFailure(err instanceof Error ? err.message : String(err));
    }
  }, onInvalid);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ textAlign: 'center', mb: 2 }}>
          <LockReset color="primary" sx={{ fontSize: 44 }} />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('auth.changeTitle')}
          </Typography>
        </Box>
        {user?.mustChangePassword && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('auth.firstSignIn')}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
          <TextField label={t('auth.username')} value={user?.username ?? ''} slotProps={{ input: { readOnly: true } }} />
          <FormPasswordField control={form.control} name="oldpassword" label={t('auth.oldPassword')} autoComplete="current-password" />
          <FormPasswordField control={form.control} name="newPassword" label={t('auth.newPassword')} autoComplete="new-password" />
          <FormPasswordField control={form.control} name="confirmPassword" label={t('auth.confirmPassword')} autoComplete="new-password" />
          <Typography variant="body2" color="text.secondary">
            {t('auth.passwordRules')}
          </Typography>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={change.isPending}
            startIcon={change.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('auth.reset')}
          </Button>
          {/* A first password must be changed before anything else: no way back then. */}
          {!user?.mustChangePassword && (
            <Button component={Link} to={user ? landingRouteFor(user.roles) : '/'}>
              {t('auth.backToDashboard')}
            </Button>
          )}
        </Box>
      </Paper>
      <Dialog open={failure !== null} onClose={() => setFailure(null)}>
        <DialogTitle>{t('auth.oops')}</DialogTitle>
        <DialogContent>{failure}</DialogContent>
        <DialogActions>
          <Button onClick={() => setFailure(null)}>{t('auth.ok')}</Button>
        </DialogActions>
      </Dialog>
      <Dialog open={done} onClose={leave}>
        <DialogTitle>{t('auth.success')}</DialogTitle>
        <DialogContent>{keyedMessage('accounts.passwordUpdated', M.passwordUpdated)}</DialogContent>
        <DialogActions>
          <Button onClick={leave} variant="contained">
            {t('auth.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
