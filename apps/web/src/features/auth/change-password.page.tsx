import { zodResolver } from '@hookform/resolvers/zod';
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
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M, isStrongPassword, landingRouteFor } from '@campus/shared';
import { translateMessage } from '../../lib/api';
import { clearSession, useSession } from '../../lib/session';
import { useChangePassword } from './api/change-password';
import { PasswordField } from './components/password-field';

const tr = (text: string) => translateMessage(text) ?? text;

/** The rules of 001 §5, checked in the browser with the spec's messages; the server checks them again. */
function changeSchema(notMatched: string) {
  const required = z.string().min(1, tr(M.requiredField));
  return z.object({ oldpassword: required, newPassword: required, confirmPassword: required }).superRefine((v, ctx) => {
    for (const field of ['newPassword', 'confirmPassword'] as const)
      if (v[field] && !isStrongPassword(v[field])) ctx.addIssue({ code: 'custom', path: [field], message: tr(M.asPerInstructions) });
    if (v.newPassword && v.newPassword === v.oldpassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: tr(M.sameAsOld) });
    if (v.confirmPassword && isStrongPassword(v.confirmPassword) && v.confirmPassword !== v.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: notMatched });
  });
}
type Values = z.infer<ReturnType<typeof changeSchema>>;

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
  // The messages follow the language chosen.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const schema = useMemo(() => changeSchema(t('auth.notMatched')), [t, i18n.language]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { oldpassword: '', newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const change = useChangePassword();

  const onInvalid = (found: typeof errors) => {
    const broken = [found.newPassword, found.confirmPassword].some((e) => e?.message === tr(M.asPerInstructions));
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
      else setFailure(tr(answer.message));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
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
          <PasswordField
            label={t('auth.oldPassword')}
            autoComplete="current-password"
            {...form.register('oldpassword')}
            error={Boolean(errors.oldpassword)}
            helperText={errors.oldpassword?.message}
          />
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            {...form.register('newPassword')}
            error={Boolean(errors.newPassword)}
            helperText={errors.newPassword?.message}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword?.message}
          />
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
        <DialogContent>{tr(M.passwordUpdated)}</DialogContent>
        <DialogActions>
          <Button onClick={leave} variant="contained">
            {t('auth.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
