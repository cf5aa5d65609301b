import { SERVER_TEXTS } from '@campus/shared';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/** The German texts (errors-de.i18n.ts); the admission forms' (`errors.admissions`) load with the admission pages. */
export type GermanServerTexts = Shape<Omit<typeof SERVER_TEXTS, 'admissions'>>;

/**
 * The server's messages by key (`errors.<key>`, ADR 0041): English is the server's own text, so an
 * English answer reads exactly as the server wrote it; lib/api.ts picks them by the key it sends.
 */
const en: Shape<typeof SERVER_TEXTS> = SERVER_TEXTS;

/**
 * Names the server's messages carry as values (`{{field}}`, `{{within}}`) by language; the German
 * ones arrive with the German texts (i18n/index.ts).
 */
export const ERROR_WORDS: Record<string, Record<string, string>> = { en: {} };

/** German loads when it is chosen: a visitor who reads English never downloads it. */
export default { en: { errors: en } };
