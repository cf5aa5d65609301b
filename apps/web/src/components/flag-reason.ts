import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FLAG_REASON_TEXTS, flagReasonText, type FlagCause } from '@campus/shared';
import { addTranslations } from '../i18n';
import { useFormat } from '../lib/format';
import texts from './flag-reason.i18n';

addTranslations(texts);

/**
 * Why an order was flagged, in the reader's language and money format, from the keys the server
 * sends; the order's own (English) reason when it came without them.
 */
export function useFlagReason(): (order: { flagReason: string | null; flagCause?: FlagCause | null }) => string | null {
  const { i18n } = useTranslation();
  const format = useFormat();
  const language = i18n.language;
  return useCallback(
    ({ flagReason, flagCause }) => {
      if (!flagCause) return flagReason;
      const words = i18n.getResource(language, 'translation', 'flagReasons') as Record<string, string> | undefined;
      return flagReasonText(flagCause, format.money, { ...FLAG_REASON_TEXTS, ...words });
    },
    [i18n, language, format],
  );
}
