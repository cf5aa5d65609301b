import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Paper } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { cryptQuerySchema, type CryptDirection } from '@campus/shared';
import { FormTextField } from '../../components/form/form-fields';
import { fieldErrorText, useZodForm } from '../../components/form/use-zod-form';
import { PageHeader } from '../../components/page-header';
import { ApiRequestError } from '../../lib/api';
import { useRunCrypt } from './api/run-crypt';

type Side = 'plain' | 'sealed';
const SOURCE: Record<CryptDirection, Side> = { encrypt: 'plain', decrypt: 'sealed' };

/** Both boxes; the one an action reads is checked as the call's query is (spec 000 §5: nothing to encrypt or decrypt). */
const cryptFormSchema = z
  .object({ type: z.enum(['encrypt', 'decrypt']), plain: z.string(), sealed: z.string() })
  .superRefine((form, ctx) => {
    const side = SOURCE[form.type];
    const checked = cryptQuerySchema.safeParse({ type: form.type, content: form[side].trim() ? form[side] : '' });
    if (!checked.success) ctx.addIssue({ code: 'custom', path: [side], message: checked.error.issues[0].message });
  });

/** Spec 000 §2, §5, §8: two boxes; Encrypt fills the sealed box from the plain one, Decrypt the reverse. */
export function EncryptDecryptPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(cryptFormSchema, { type: 'encrypt', plain: '', sealed: '' }, { shouldFocusError: false });
  const crypt = useRunCrypt();

  const send = form.handleSubmit(
    ({ type, ...boxes }) => {
      const from = SOURCE[type];
      crypt.mutate(
        { type, content: boxes[from] },
        {
          onSuccess: (answer) => {
            form.setValue(from === 'plain' ? 'sealed' : 'plain', answer);
            enqueueSnackbar(t('utilities.success'), { variant: 'success' });
          },
          onError: (err) => {
            const message = err instanceof ApiRequestError && err.status === 400 ? t('utilities.failed') : err.message;
            form.setError(from, { type: 'server', message });
            enqueueSnackbar(message, { variant: 'error' });
          },
        },
      );
    },
    (errors) => {
      const message = errors.plain?.message ?? errors.sealed?.message;
      enqueueSnackbar(fieldErrorText(message), { variant: 'warning' });
    },
  );
  const run = (type: CryptDirection) => {
    form.clearErrors();
    form.setValue('type', type);
    void send();
  };

  const box = (name: Side, label: string) => (
    <FormTextField
      control={form.control}
      name={name}
      label={label}
      helperText=" "
      multiline
      minRows={5}
      fullWidth
      slotProps={{ htmlInput: { spellCheck: false, 'data-testid': `crypt-${name}` } }}
    />
  );

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('utilities.title')} subtitle={t('utilities.subtitle')} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box>
          {box('plain', t('utilities.plainText'))}
          <Button variant="contained" startIcon={<LockOutlined />} onClick={() => run('encrypt')} disabled={crypt.isPending}>
            {t('utilities.encrypt')}
          </Button>
        </Box>
        <Box>
          {box('sealed', t('utilities.encryptedText'))}
          <Button variant="contained" startIcon={<LockOpenOutlined />} onClick={() => run('decrypt')} disabled={crypt.isPending}>
            {t('utilities.decrypt')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
