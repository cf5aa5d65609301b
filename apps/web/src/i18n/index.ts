import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './common.i18n';
import errors from './errors.i18n';

/** A feature's texts in every language; each feature's `<feature>.i18n.ts` exports one. */
export interface Translations {
  en: Record<string, unknown>;
  de: Record<string, unknown>;
}

export const LANGUAGES = ['en', 'de'] as const;

// Only the texts every page needs load with the app; a feature's texts load with its pages (addTranslations).
void i18n.use(initReactI18next).init({
  resources: { en: { translation: { ...common.en, ...errors.en } }, de: { translation: { ...common.de, ...errors.de } } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

/** Adds a feature's texts in both languages, so that switching language later needs no download. */
export function addTranslations(texts: Translations) {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', texts[language], true, true);
}

export default i18n;
