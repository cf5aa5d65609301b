/**
 * Text a spreadsheet may take for a formula, in a CSV file or once a workbook is saved as one (OWASP,
 * CSV injection): it begins with `=`, `+`, `-`, `@`, a tab or a carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as every export writes it: behind a single quote when it could be read as a formula (ADR 0091). */
export const neutralizedText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The text an export wrote, as it was before {@link neutralizedText}: uploads read our own files back. */
export const restoredText = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);
