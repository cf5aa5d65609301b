import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Paper, TextField } from '@mui/material';
import type { CryptDirection } from '@campus/shared';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ApiRequestError } from '../../lib/api';
import { useRunCrypt } from './api/run-crypt';

type Side = 'plain' | 'sealed';
const SOURCE: Record<CryptDirection, Side> = { encrypt: 'plain', decrypt: 'sealed' };
const EMPTY_KEY: Record<CryptDirection, string> = { encrypt: 'utilities.enterPlainText', decrypt: 'utilities.enterEncrypted' };

/** Spec 000 §2, §5, §8: two boxes; Encrypt fills the sealed box from the plain one, Decrypt the reverse. */
export function EncryptDecryptPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState<Record<Side, string>>({ plain: '', sealed: '' });
  const [problem, setProblem] = useState<{ box: Side; message: string } | null>(null);
  const crypt = useRunCrypt();

  const run = (type: CryptDirection) => {
    const from = SOURCE[type];
    const to: Side = from === 'plain' ? 'sealed' : 'plain';
    if (!text[from].trim()) {
      setProblem({ box: from, message: t(EMPTY_KEY[type]) });
      enqueueSnackbar(t(EMPTY_KEY[type]), { variant: 'warning' });
      return;
    }
    setProblem(null);
    crypt.mutate(
      { type, content: text[from] },
      {
        onSuccess: (answer) => {
          setText((current) => ({ ...current, [to]: answer }));
          enqueueSnackbar(t('utilities.success'), { variant: 'success' });
        },
        onError: (err) => {
          const message = err instanceof ApiRequestError && err.status === 400 ? t('utilities.failed') : err.message;
          setProblem({ box: from, message });
          enqueueSnackbar(message, { variant: 'error' });
        },
      },
    );
  };

  const field = (box: Side, label: string) => (
    <TextField
      label={label}
      value={text[box]}
      onChange={(e) => setText((current) => ({ ...current, [box]: e.target.value }))}
      error={problem?.box === box}
      helperText={problem?.box === box ? problem.message : ' '}
      multiline
      minRows={5}
      fullWidth
      slotProps={{ htmlInput: { spellCheck: false, 'data-testid': `crypt-${box}` } }}
    />
  );

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('utilities.title')} subtitle={t('utilities.subtitle')} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box>
          {field('plain', t('utilities.plainText'))}
          <Button variant="contained" startIcon={<LockOutlined />} onClick={() => run('encrypt')} disabled={crypt.isPending}>
            {t('utilities.encrypt')}
          </Button>
        </Box>
        <Box>
          {field('sealed', t('utilities.encryptedText'))}
          <Button variant="contained" startIcon={<LockOpenOutlined />} onClick={() => run('decrypt')} disabled={crypt.isPending}>
            {t('utilities.decrypt')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
