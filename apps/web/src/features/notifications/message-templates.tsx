import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Chip, CircularProgress, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { notificationTemplateInputSchema, type NotificationTemplate, type NotificationTemplateInput } from '@campus/shared';
import { FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { useFormat } from '../../lib/format';
import { useSaveTemplate, useTemplates } from './api/messages';

const inputOf = ({ subjectEn, bodyEn, subjectDe, bodyDe, smsText, dltTemplateId, providerTemplateId }: NotificationTemplate) => ({
  subjectEn,
  bodyEn,
  subjectDe,
  bodyDe,
  smsText,
  dltTemplateId,
  providerTemplateId,
});

/** What the mail fills in: the reader's name, the kind's values and the link (written in double braces, as in the text). */
const placeholdersOf = (template: NotificationTemplate) =>
  [...new Set(['name', ...template.smsValues, 'link'])].map((name) => `{{${name}}}`).join(', ');

/** One kind's wording, saved on its own. */
function TemplateForm({ template }: { template: NotificationTemplate }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const kind = t(`notifications.kindNames.${template.kind}`);
  const form = useZodForm(notificationTemplateInputSchema, inputOf(template));
  const save = useSaveTemplate({
    onSuccess: (saved) => {
      form.reset(inputOf(saved));
      enqueueSnackbar(t('notifications.messages.templates.saved', { kind }), { variant: 'success' });
    },
    onError: (err) => {
      if (!showServerFieldError(form, err))
        enqueueSnackbar(t('notifications.messages.templates.saveFailed', { kind, message: err.message }), { variant: 'error' });
    },
  });
  const word = (key: string) => t(`notifications.messages.templates.${key}`);
  const text = (name: keyof NotificationTemplateInput, extra: object = {}) => (
    <FormTextField control={form.control} name={name} label={word(name)} fullWidth {...extra} />
  );
  const values = template.smsValues.map((v, i) => `${i + 1} = ${v}`).join(', ');
  return (
    <Box
      component="form"
      noValidate
      aria-label={kind}
      onSubmit={form.handleSubmit((input: NotificationTemplateInput) => save.mutate({ kind: template.kind, input }))}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {t('notifications.messages.templates.mailPlaceholders', { placeholders: placeholdersOf(template) })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="subtitle2">{word('mailEn')}</Typography>
        {text('subjectEn')}
        {text('bodyEn', { multiline: true, minRows: 4 })}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="subtitle2">{word('mailDe')}</Typography>
        {text('subjectDe')}
        {text('bodyDe', { multiline: true, minRows: 4 })}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridColumn: '1 / -1' }}>
        <Typography variant="subtitle2">{word('sms')}</Typography>
        {text('smsText', { multiline: true, minRows: 2, helperText: t('notifications.messages.templates.smsValues', { values }) })}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {text('dltTemplateId', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
          {text('providerTemplateId')}
        </Box>
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {word('save')}
        </Button>
      </Box>
    </Box>
  );
}

/** Every kind's wording, one panel a kind: when the office last changed it, or that it is the college's default. */
export function MessageTemplates() {
  const { t } = useTranslation();
  const format = useFormat();
  const templates = useTemplates();
  if (templates.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (templates.isError)
    return <Alert severity="error">{t('notifications.messages.templates.loadFailed', { message: templates.error.message })}</Alert>;
  return (
    <Box>
      {templates.data.map((template) => (
        <Accordion key={template.kind} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMore />} id={`template-${template.kind}`} aria-controls={`template-${template.kind}-panel`}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>{t(`notifications.kindNames.${template.kind}`)}</Typography>
              <Chip
                size="small"
                variant="outlined"
                color={template.changed ? 'primary' : 'default'}
                label={
                  template.changed
                    ? t('notifications.messages.templates.changed', { time: format.dateTime(template.changed) })
                    : t('notifications.messages.templates.default')
                }
              />
            </Box>
          </AccordionSummary>
          <AccordionDetails id={`template-${template.kind}-panel`}>
            <TemplateForm template={template} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
