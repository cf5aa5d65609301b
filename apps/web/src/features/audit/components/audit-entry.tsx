import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { auditFieldLabel, auditValueText, describeAuditEntry, type AuditChange, type AuditEntry, type AuditWords } from '@campus/shared';
import { AuditSentenceText, useAuditWords } from '../../../components/audit-sentence';

/** What happened, as a sentence: 'Modified admission 25VC1A0563', 'Created 12 student logins'. */
export function AuditSentence({ entry }: { entry: AuditEntry }) {
  return <AuditSentenceText sentence={describeAuditEntry(entry).sentence} />;
}

const valueSx = { overflowWrap: 'break-word', wordBreak: 'normal' } as const;

function Change({ change, words }: { change: AuditChange; words: AuditWords }) {
  const { t } = useTranslation();
  const label = auditFieldLabel(change.field, words);
  if (change.kind === 'secret')
    return (
      <Box component="li">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}:
        </Box>{' '}
        {words.text('changed')}
      </Box>
    );
  const opts = { money: change.kind === 'money', field: change.field };
  return (
    <Box component="li" sx={valueSx}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      <Box component="del" title={t('audit.before')} sx={{ textDecoration: 'none', color: 'text.secondary' }}>
        {auditValueText(change.before, words, opts)}
      </Box>
      {' → '}
      <Box component="ins" title={t('audit.after')} sx={{ textDecoration: 'none', fontWeight: 600 }}>
        {auditValueText(change.after, words, opts)}
      </Box>
    </Box>
  );
}

/** Each changed field as 'Student mobile: ••••6780 → ••••1234'; nothing when the entry changed no field. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const words = useAuditWords();
  if (entry.changes.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('audit.changesLabel')}
      data-testid="audit-changes"
      sx={{ m: 0, p: 0, listStyle: 'none', fontSize: 13, display: 'grid', gap: 0.25 }}
    >
      {entry.changes.map((c) => (
        <Change key={c.field} change={c} words={words} />
      ))}
    </Box>
  );
}

/** What else the entry says, `label: value`, amounts as money; 'No details' when it says nothing more. */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const words = useAuditWords();
  const details = describeAuditEntry(entry).details;
  if (details.length === 0)
    return entry.changes.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {t('audit.noDetails')}
      </Typography>
    ) : null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 1, fontSize: 13 }}>
      {details.map((d) => (
        <Box key={d.field} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {auditFieldLabel(d.field, words)}
          </Box>
          <Box component="dd" sx={{ m: 0, ...valueSx }}>
            {auditValueText(d.value, words, { money: d.money, field: d.field })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
