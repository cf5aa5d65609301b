import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './common.i18n';
import errors from './errors.i18n';
import home from '../features/home/home.i18n';
import auth from '../features/auth/auth.i18n';
import dashboards from '../features/dashboards/dashboards.i18n';
import settings from '../features/settings/settings.i18n';
import iqac from '../features/iqac/iqac.i18n';
import results from '../features/results/results.i18n';
import admissions from '../features/admissions/admissions.i18n';
import masterdata from '../features/masterdata/masterdata.i18n';

type Bundle = { en: Record<string, unknown>; de: Record<string, unknown> };
const bundles: Bundle[] = [common, errors, home, auth, dashboards, settings, iqac, results, admissions, masterdata];

export const resources = {
  en: { translation: Object.assign({}, ...bundles.map((b) => b.en)) },
  de: { translation: Object.assign({}, ...bundles.map((b) => b.de)) },
};

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

export default i18n;
