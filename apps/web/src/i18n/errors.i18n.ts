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
 * The English resource, for the tests that hold both languages side by side: the application loads
 * none, since an English message reads as the server wrote it; German loads when it is chosen.
 */
export default { en: { errors: en } };
