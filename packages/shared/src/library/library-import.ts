/**
 * The accession register's workbook: its columns in the order the template has them, each with the
 * field of a title or copy it fills. The template, the upload and the register's export share them.
 */
export const ACCESSION_COLUMNS = [
  { key: 'accessionNumber', label: 'Accession number', required: true },
  { key: 'title', label: 'Title', required: true },
  { key: 'authors', label: 'Authors', required: true },
  { key: 'edition', label: 'Edition' },
  { key: 'publisher', label: 'Publisher' },
  { key: 'year', label: 'Year' },
  { key: 'isbn', label: 'ISBN' },
  { key: 'subject', label: 'Subject' },
  { key: 'language', label: 'Language' },
  { key: 'callNumber', label: 'Call number' },
  { key: 'barcode', label: 'Barcode' },
  { key: 'location', label: 'Location' },
  { key: 'pricePaise', label: 'Price' },
  { key: 'source', label: 'Source' },
  { key: 'billNumber', label: 'Bill number' },
  { key: 'billDate', label: 'Bill date' },
] as const satisfies readonly { key: string; label: string; required?: boolean }[];

export type AccessionColumn = (typeof ACCESSION_COLUMNS)[number]['key'];

/**
 * Headings an accession register kept by hand in Excel often has, read as the template's columns
 * (case, spaces and underscores aside), so that such a register imports once its required columns are there.
 */
export const ACCESSION_HEADING_ALIASES: Readonly<Record<string, string>> = {
  'Acc. No.': 'Accession number',
  'Acc No': 'Accession number',
  'Accession No.': 'Accession number',
  'Accession No': 'Accession number',
  Author: 'Authors',
  'Author(s)': 'Authors',
  'Year of publication': 'Year',
  'Call No.': 'Call number',
  'Class No.': 'Call number',
  'Bill No.': 'Bill number',
  'Bill No': 'Bill number',
  Cost: 'Price',
  'Price (₹)': 'Price',
};

/** The label a problem of a field names: 'Accession number', 'Bill date'. */
export const ACCESSION_LABELS = Object.fromEntries(ACCESSION_COLUMNS.map((c) => [c.key, c.label])) as Record<AccessionColumn, string>;

/** Copies a barcode sheet or a register printout may hold at most; a larger register is printed in ranges. */
export const PRINTOUT_COPIES_MAX = 20_000;
/** Barcode labels one printout makes: 42 A4 sheets of 24, a day's labelling; each label is an image to draw. */
export const PRINTOUT_LABELS_MAX = 1_000;
