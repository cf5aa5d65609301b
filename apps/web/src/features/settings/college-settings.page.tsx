import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Autocomplete, Box, Button, CircularProgress, IconButton, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  boundedText,
  collegeCodeSchema,
  collegeSettingsSchema,
  contactInputSchema,
  iqacLinksSchema,
  PHONE_NUMBERS_MAX,
  SHORT_CODE_MAX,
  timeZoneSchema,
  VARIANT_CODES,
  type CollegeSettings,
} from '@campus/shared';
import { FormTextField } from '../../components/form/form-fields';
import { fieldErrorText, showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { PageHeader } from '../../components/page-header';
import { useCollegeSettings, type LoadedCollegeSettings } from './api/get-college-settings';
import { useSaveCollegeSettings } from './api/save-college-settings';

const contact = contactInputSchema.shape;
const IQAC_LINKS = ['facultyDashboard', 'naac', 'nirf', 'obe'] as const;
/** The zones this browser knows, offered in the time zone field. */
const TIME_ZONES = Intl.supportedValuesOf('timeZone');
/** The form edits phone numbers as one comma-separated line; the server's limits apply to every field. */
const formSchema = z.object({
  code: collegeCodeSchema,
  name: collegeSettingsSchema.shape.name,
  aboutUs: collegeSettingsSchema.shape.aboutUs,
  officialCommunication: contact.officialCommunication,
  campus: contact.campus,
  phones: boundedText(PHONE_NUMBERS_MAX * (SHORT_CODE_MAX + 2), 'Phone numbers').superRefine((line, ctx) => {
    const checked = contact.phoneNumber.safeParse(splitPhones(line));
    if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0].message });
  }),
  faxNumber: contact.faxNumber,
  candidateDetails: contact.candidateDetails,
  jurisdictionCity: contact.jurisdictionCity,
  supportEmail: contact.supportEmail,
  timeZone: timeZoneSchema,
  iqacLinks: iqacLinksSchema.required(),
});
type FormValues = z.infer<typeof formSchema>;

/** What the form holds until the settings have loaded. */
const EMPTY: FormValues = {
  code: '',
  name: '',
  aboutUs: '',
  officialCommunication: '',
  campus: '',
  phones: '',
  faxNumber: '',
  candidateDetails: [],
  jurisdictionCity: '',
  supportEmail: '',
  timeZone: '',
  iqacLinks: { facultyDashboard: '', naac: '', nirf: '', obe: '' },
};

function toForm(s: LoadedCollegeSettings): FormValues {
  return {
    code: s.code,
    name: s.name,
    aboutUs: s.aboutUs,
    ...s.contact,
    jurisdictionCity: s.contact.jurisdictionCity ?? '',
    supportEmail: s.contact.supportEmail ?? '',
    phones: s.contact.phoneNumber.join(', '),
    timeZone: s.timeZone,
    iqacLinks: { facultyDashboard: '', naac: '', nirf: '', obe: '', ...s.contact.iqacLinks },
  };
}

function splitPhones(line: string): string[] {
  return line
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

function fromForm(v: FormValues): CollegeSettings {
  const phoneNumber = splitPhones(v.phones);
  return {
    code: v.code,
    name: v.name,
    aboutUs: v.aboutUs,
    timeZone: v.timeZone,
    contact: {
      officialCommunication: v.officialCommunication,
      campus: v.campus,
      phoneNumber,
      faxNumber: v.faxNumber,
      candidateDetails: v.candidateDetails,
      jurisdictionCity: v.jurisdictionCity,
      supportEmail: v.supportEmail,
      iqacLinks: v.iqacLinks,
    },
  };
}

export function CollegeSettingsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const query = useCollegeSettings();
  const form = useZodForm(formSchema, EMPTY);
  const contacts = useFieldArray({ control: form.control, name: 'candidateDetails' });
  useEffect(() => {
    if (query.data) form.reset(toForm(query.data));
  }, [query.data, form]);
  const save = useSaveCollegeSettings({
    onSuccess: () => enqueueSnackbar(t('settings.saved'), { variant: 'success' }),
    onError: (err: Error) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(err.message, { variant: 'error' });
    },
  });
  if (query.isLoading) return <CircularProgress />;
  if (query.isError) return <Alert severity="error">{t('settings.loadFailed')}</Alert>;
  type TopField = Exclude<keyof FormValues, 'candidateDetails' | 'iqacLinks' | 'timeZone'>;
  const field = (name: TopField, label: string, extra: object = {}) => (
    <FormTextField control={form.control} name={name} label={label} fullWidth {...extra} />
  );
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((v) => save.mutate(fromForm(v)))}>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Paper sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        {field('code', t('settings.code'), {
          slotProps: { htmlInput: { style: { textTransform: 'uppercase' } } },
          helperText: t('settings.codeHelp', { variants: VARIANT_CODES.join(', ') }),
        })}
        {field('name', t('settings.name'))}
        {query.data?.codeOverridden && (
          <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
            {t('settings.codeOverridden')}
          </Alert>
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>{field('aboutUs', t('settings.aboutUs'), { multiline: true, minRows: 4 })}</Box>
        {field('officialCommunication', t('settings.officialCommunication'))}
        {field('campus', t('settings.campus'))}
        {field('phones', t('settings.phoneNumbers'))}
        {field('faxNumber', t('settings.faxNumber'))}
        {field('supportEmail', t('settings.supportEmail'))}
        {field('jurisdictionCity', t('settings.jurisdictionCity'), {
          helperText: t('settings.jurisdictionCityHelp'),
        })}
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field: zone, fieldState }) => (
            <Autocomplete
              freeSolo
              autoSelect
              options={TIME_ZONES}
              value={zone.value ?? ''}
              onChange={(_e, value) => zone.onChange(value ?? '')}
              onBlur={zone.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={zone.name}
                  inputRef={zone.ref}
                  label={t('settings.timeZone')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldErrorText(fieldState.error?.message) ?? t('settings.timeZoneHelp')}
                />
              )}
            />
          )}
        />
      </Paper>
      <Paper sx={{ p: { xs: 2, md: 3 }, mt: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('settings.contacts')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {contacts.fields.map((f, i) => (
            <Box
              key={f.id}
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr auto' }, alignItems: 'start' }}
            >
              <FormTextField
                control={form.control}
                name={`candidateDetails.${i}.designation`}
                size="small"
                label={t('settings.designation')}
              />
              <FormTextField control={form.control} name={`candidateDetails.${i}.name`} size="small" label={t('settings.contactName')} />
              <FormTextField control={form.control} name={`candidateDetails.${i}.mailId`} size="small" label={t('settings.mailId')} />
              <IconButton aria-label={t('settings.remove')} onClick={() => contacts.remove(i)}>
                <DeleteOutline />
              </IconButton>
            </Box>
          ))}
        </Box>
        <Button sx={{ mt: 1 }} onClick={() => contacts.append({ designation: '', name: '', mailId: '' })}>
          {t('settings.addContact')}
        </Button>
      </Paper>
      <Paper sx={{ p: { xs: 2, md: 3 }, mt: 2 }}>
        <Typography variant="h6" component="h2">
          {t('settings.iqacLinks')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.iqacLinksHelp')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {IQAC_LINKS.map((card) => (
            <FormTextField key={card} control={form.control} name={`iqacLinks.${card}`} label={t(`settings.iqacLink.${card}`)} fullWidth />
          ))}
        </Box>
      </Paper>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
