import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { auditSentenceText, fillText, roleLabel, type AuditSentence, type AuditWords } from '@campus/shared';
import { addTranslations } from '../i18n';
import { useFormat } from '../lib/format';
import texts from './audit-sentence.i18n';

addTranslations(texts);

/** The audit entry texts (audit.entry.…) in the reader's language, with the one money, day and number format. */
export function useAuditWords(): AuditWords {
  const { i18n, t } = useTranslation();
  const format = useFormat();
  const language = i18n.language;
  return useMemo(() => {
    const raw = (lng: string, key: string) => i18n.getResource(lng, 'translation', `audit.entry.${key}`) as unknown;
    return {
      text: (key, values = {}) => {
        const found = raw(language, key) ?? raw('en', key);
        return typeof found === 'string' ? fillText(found, values) : undefined;
      },
      money: format.money,
      day: format.day,
      number: (n) => format.number(n),
      role: (role) => t(`roles.${role}`, { defaultValue: roleLabel(role) }),
    };
  }, [i18n, t, language, format]);
}

/** What happened, as a sentence: 'Modified admission 25VC1A0563', 'Created 12 student logins'. */
export function AuditSentenceText({ sentence }: { sentence: AuditSentence }) {
  const words = useAuditWords();
  return (
    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }} data-testid="audit-sentence">
      {auditSentenceText(sentence, words)}
    </Typography>
  );
}
