import { Alert, Box, Button, CircularProgress, FormControlLabel, Paper, Switch, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  formatIndianMobile,
  notificationPreferencesSchema,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@campus/shared';
import { FormSelect, FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { usePreferences, useSavePreferences } from './api/preferences';

type Values = NotificationPreferencesInput;

/** Each language of the mails by its own name, as the language menu names them. */
const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
];

const EMPTY: Values = { email: true, sms: false, language: 'en', mobile: '' };

/** The form shows the stored number as people read it (`+91 98480 22338`); empty for none. */
const toForm = (p: NotificationPreferences): Values => ({
  email: p.email,
  sms: p.sms,
  language: p.language,
  mobile: p.mobile ? formatIndianMobile(p.mobile) : '',
});

/** A channel's switch, bound to the form. */
function ChannelSwitch({ control, name, label }: { control: Control<Values>; name: 'email' | 'sms'; label: string }) {
  return (
    <FormControlLabel
      label={label}
      control={
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Switch
              name={field.name}
              inputRef={field.ref}
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
      }
    />
  );
}

/**
 * One's channels beside the app: e-mail (to the address the college knows) and SMS (to the number
 * given here), the language of the mails; the kinds sent whatever the choice, and why the last
 * message to the number or address failed.
 */
export function PreferencesForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const query = usePreferences();
  const form = useZodForm(notificationPreferencesSchema, EMPTY);
  useEffect(() => {
    if (query.data) form.reset(toForm(query.data));
  }, [query.data, form]);
  const save = useSavePreferences({
    onSuccess: () => enqueueSnackbar(t('notifications.preferences.saved'), { variant: 'success' }),
    onError: (err) => {
      if (!showServerFieldError(form, err))
        enqueueSnackbar(t('notifications.preferences.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const [sms, mobile] = useWatch({ control: form.control, name: ['sms', 'mobile'] });
  const p = query.data;
  const title = t('notifications.preferences.title');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mt: 3, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('notifications.preferences.intro')}
      </Typography>
      {query.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {query.isError && <Alert severity="error">{t('notifications.preferences.loadFailed', { message: query.error.message })}</Alert>}
      {p && (
        <Box
          component="form"
          noValidate
          onSubmit={form.handleSubmit((v) => save.mutate(v))}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}
        >
          <Box sx={{ display: 'grid', gap: 1 }}>
            <ChannelSwitch control={form.control} name="email" label={t('notifications.preferences.email')} />
            <TextField
              label={t('notifications.preferences.emailAddress')}
              value={p.emailAddress ?? ''}
              helperText={p.emailAddress ? t('notifications.preferences.emailFromLogin') : t('notifications.preferences.noEmailAddress')}
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
              fullWidth
            />
            {p.emailProblem && <Alert severity="warning">{t('notifications.preferences.emailProblem', { problem: p.emailProblem })}</Alert>}
            <FormSelect
              control={form.control}
              name="language"
              label={t('notifications.preferences.language')}
              options={LANGUAGES}
              fullWidth
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <ChannelSwitch control={form.control} name="sms" label={t('notifications.preferences.sms')} />
            <FormTextField
              control={form.control}
              name="mobile"
              label={t('notifications.preferences.mobile')}
              placeholder="98480 22338"
              helperText={
                sms && !mobile?.trim() ? t('notifications.preferences.smsNeedsMobile') : t('notifications.preferences.mobileHint')
              }
              type="tel"
              autoComplete="tel-national"
              fullWidth
            />
            {p.mobileProblem && (
              <Alert severity="warning">{t('notifications.preferences.mobileProblem', { problem: p.mobileProblem })}</Alert>
            )}
          </Box>
          {p.required.length > 0 && (
            <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
              {t('notifications.preferences.required', { kinds: p.required.map((k) => t(`notifications.kindNames.${k}`)).join(', ') })}
            </Alert>
          )}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('notifications.preferences.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
