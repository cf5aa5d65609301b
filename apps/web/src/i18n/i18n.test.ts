import { describe, expect, it } from 'vitest';
import { FEATURE_MENU, serverTextEntries, type MenuItem } from '@campus/shared';
import { LANDINGS } from '../features/dashboards/landings';
import auditSentence from '../components/audit-sentence.i18n';
import dateField from '../components/date-field.i18n';
import flagReason from '../components/flag-reason.i18n';
import batchBranchChoice from '../components/batch-branch-choice.i18n';
import markSheet from '../components/mark-sheet/mark-sheet.i18n';
import pagedTable from '../components/paged-table.i18n';
import vehiclePapers from '../components/vehicle-papers.i18n';
import { homeTiles } from '../features/home/home-tiles';
import common from './common.i18n';
import german from './errors-de.i18n';
import errors from './errors.i18n';
import type { Translations } from './index';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else for (const [p, s] of leaves(v, path)) out.set(p, s);
  }
  return out;
}

/** Every feature's texts (`features/<feature>/<feature>.i18n.ts`), which load with the feature's pages. */
const featureFiles = import.meta.glob<{ default: Translations }>('../features/*/*.i18n.ts', { eager: true });
const featureOf = (file: string) => file.match(/features\/([^/]+)\/\1\.i18n\.ts$/)?.[1];
const featureTexts = Object.entries(featureFiles).flatMap(([file, texts]) => (featureOf(file) ? [texts.default] : []));
const features = Object.keys(import.meta.glob('../features/*/*.routes.tsx')).map((file) => file.split('/')[2]);
const all = [
  common,
  auditSentence,
  dateField,
  flagReason,
  batchBranchChoice,
  markSheet,
  pagedTable,
  vehiclePapers,
  { en: errors.en, de: { errors: german.texts } },
  ...featureTexts,
];
/** As i18next adds bundles: deep, so that a feature's `errors.admissions` joins the app's `errors`. */
const merged = (bundles: Record<string, unknown>[]): Tree => {
  const out: Tree = {};
  for (const bundle of bundles) {
    for (const [k, v] of Object.entries(bundle as Tree)) {
      out[k] = typeof v === 'string' || typeof out[k] !== 'object' ? v : merged([out[k] as Tree, v]);
    }
  }
  return out;
};
const resources = {
  en: { translation: merged(all.map((b) => b.en)) },
  de: { translation: merged(all.map((b) => b.de)) },
};

/**
 * Texts German writes exactly as English: names (of the product, of Indian bodies, schemes and units), codes,
 * and words German uses as they are. Sentences never belong here.
 */
const SAME_IN_GERMAN = new Set([
  'Name',
  '%',
  'NAME',
  'Status',
  'IQAC',
  'NAAC',
  'NIRF',
  'OBE',
  'SGPA',
  'Aadhaar',
  'RRN/UTR {{rrn}}',
  '{{stop}} ({{fare}})',
  '{{km, number}} km',
  'Mandal',
  'Code',
  'Dashboard',
  'Online',
  'Offline',
  'OK',
  'Cookies',
  'Semester',
  'Semester {{n}}',
  'Sem.',
  // A cell with nothing in it.
  '—',
  'UPI',
  'Bank',
  'UTR',
  'SMS',
  'ISBN',
  'Barcode',
  'Ombudsperson',
  '{{kb, number}} KB',
]);

const en = leaves(resources.en.translation as Tree);
const de = leaves(resources.de.translation as Tree);
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...(i.child ? flatten(i.child) : [])]);

describe('translations', () => {
  it('exist for every feature, in its own <feature>.i18n.ts', () => {
    const withTexts = Object.keys(featureFiles).flatMap((file) => featureOf(file) ?? []);
    expect(features.length).toBeGreaterThan(0);
    expect(features.filter((f) => !withTexts.includes(f))).toEqual([]);
  });

  it('have every English text in German and no German text without an English one', () => {
    expect([...en.keys()].filter((k) => !de.has(k))).toEqual([]);
    expect([...de.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...en].filter(([k, text]) => de.has(k) && variables(text).join() !== variables(de.get(k)!).join()).map(([k]) => k);
    expect(mismatched).toEqual([]);
  });

  it('are written in German, except names and codes that read the same in both languages', () => {
    const untranslated = [...en].filter(([k, text]) => de.get(k) === text && !SAME_IN_GERMAN.has(text)).map(([k, text]) => `${k}: ${text}`);
    expect(untranslated).toEqual([]);
    // An entry no text needs any more goes, so that the list stays short.
    const same = new Set([...en].filter(([k, text]) => de.get(k) === text).map(([, text]) => text));
    expect([...SAME_IN_GERMAN].filter((text) => !same.has(text))).toEqual([]);
  });

  it("give every key of the server catalogue (SERVER_TEXTS) its German, the admission forms' too", () => {
    const missing = serverTextEntries()
      .map(([key]) => `errors.${key}`)
      .filter((key) => !de.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it('have no empty texts', () => {
    expect([...en, ...de].filter(([, text]) => text.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it('name every sidebar entry, dashboard title and home tile', () => {
    const needed = [
      'menu.dashboard',
      ...flatten(FEATURE_MENU).map((i) => `menu.${i.name}`),
      'dashboards.titles.generic',
      ...LANDINGS.map(([, key]) => `dashboards.titles.${key}`),
      ...[...homeTiles('DEMO'), ...homeTiles('RKCE')].map((t) => `home.tiles.${t.key}`),
    ];
    expect(needed.filter((k) => !en.has(k) || !de.has(k))).toEqual([]);
  });
});
