import type { MessageKey } from '@campus/shared';

/**
 * Names the server's messages carry as values (`{{field}}`, `{{within}}`) by language; the German
 * ones arrive with the German texts (i18n/index.ts).
 */
export const ERROR_WORDS: Record<string, Record<string, string>> = { en: {} };

type KeyLookup = (message: string | undefined) => MessageKey | undefined;

/**
 * Finds the key of a server text by its English wording (`serverTextKey`). English needs none: a
 * message reads as the server or the shared check wrote it. The table arrives with the German texts,
 * so that the first page of an English reader does not carry every message of the application.
 */
export const serverTexts: { keyOf: KeyLookup } = { keyOf: () => undefined };
