/**
 * Names the server's messages carry as values (`{{field}}`, `{{within}}`) by language; the German
 * ones arrive with the German texts (i18n/index.ts).
 */
export const ERROR_WORDS: Record<string, Record<string, string>> = { en: {} };
