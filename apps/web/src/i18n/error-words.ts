/**
 * Names the server's messages carry as values (`{{field}}`, `{{within}}`) by language; the German
 * ones arrive with the German texts (i18n/index.ts).
 */
export const ERROR_WORDS: Record<string, Record<string, string>> = { en: {} };

type KeyLookup = (message: string | undefined) => { key: string; params?: Record<string, string> } | undefined;

/**
 * Finds the key of a shared zod schema's message by its English wording (`schemaMessageKey`): the one
 * lookup by text left (ADR 0111), for a form's own checks run here, until the schemas carry their
 * keys. A server answer never needs it: it carries its key. English needs none. The table arrives with
 * the German texts, so that the first page of an English reader does not carry every message.
 */
export const schemaMessages: { keyOf: KeyLookup } = { keyOf: () => undefined };
