import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
// lib/format.ts reaches this module (through lib/api), so the number rule is taken from shared here, as format.ts takes it.
// eslint-disable-next-line no-restricted-imports
import { formatNumber } from '@campus/shared/numbers';
import common from './common.i18n';
import { ERROR_WORDS } from './error-words';

/** A feature's texts in every language; each feature's `<feature>.i18n.ts` exports one. */
export interface Translations {
  en: Record<string, unknown>;
  de: Record<string, unknown>;
}

export const LANGUAGES = ['en', 'de'] as const;

// Only the texts every page needs load with the app; a feature's texts load with its pages (addTranslations).
void i18n.use(initReactI18next).init({
  resources: { en: { translation: common.en }, de: { translation: common.de } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  showSupportNotice: false,
  // A screen re-renders when texts arrive (a feature's, or the German server messages).
  react: { bindI18nStore: 'added' },
});
// `{{count, number}}` in a text writes the figure as every screen does (lib/format.ts): 1,23,456 in English, 123.456 in German.
i18n.services.formatter?.add('number', (value: number, language?: string) => formatNumber(Number(value), language ?? 'en'));

let germanMessages: Promise<void> | undefined;

/**
 * Switches the language. The German server messages load the first time German is chosen, so that
 * the first page stays small for everyone; until they arrive a message shows in English.
 */
export function switchLanguage(language: (typeof LANGUAGES)[number]): Promise<void> {
  if (language === 'de') {
    germanMessages ??= import('./errors-de.i18n').then(({ default: german }) => {
      ERROR_WORDS.de = german.words;
      i18n.addResourceBundle('de', 'translation', { errors: german.texts }, true, true);
    });
  }
  return i18n.changeLanguage(language).then(() => germanMessages);
}

/** Adds a feature's texts in both languages, so that switching language later needs no download. */
export function addTranslations(texts: Translations) {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', texts[language], true, true);
}

export default i18n;
