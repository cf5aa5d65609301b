import { z } from 'zod';
import { collegeYear } from '../dates.js';
import { notAfterTodaySchema } from '../date-schemas.js';
import { INPUT_TEXTS } from '../input-texts.js';
import {
  CODE_MAX,
  fromOneTo,
  idSchema,
  ID_MAX,
  LABEL_MAX,
  NAME_MAX,
  oneLine,
  oneLineText,
  oneOfIssue,
  requiredIssue,
  requiredLine,
  SHORT_CODE_MAX,
  textOnly,
  tooLong,
  wholeNumber,
} from '../limits.js';
import { issuesOf, issueText } from '../schema-issue.js';
import { typedRupees } from '../payments/fees.schema.js';
import { readIsbn } from './isbn.js';
import { LIBRARY_TEXTS } from './library.texts.js';
import { ITEM_KINDS, type ItemKind } from './circulation.schema.js';

const libraryIssue = issuesOf('library', LIBRARY_TEXTS);

/** A book's title with its subtitle: longer than most names. */
export const BOOK_TITLE_MAX = 300;
/** Authors, editors and translators a title names; a symposium's proceedings may name many. */
const AUTHORS_MAX = 20;
/** Copies a new title may bring with it in one request. */
const NEW_COPIES_MAX = 50;
/** The dearest copy the catalogue takes: ₹10,00,000.00, far beyond any book a college buys. */
const PRICE_MAX_PAISE = 10_00_000_00;
/** The oldest year of publication a college's catalogue plausibly holds. */
const EARLIEST_YEAR = 1450;

/** A copy's status. `on_loan` and `on_hold_shelf` belong to circulation; the others a librarian sets by hand. */
export const COPY_STATUSES = ['available', 'on_loan', 'on_hold_shelf', 'lost', 'damaged', 'withdrawn'] as const;
export type CopyStatus = (typeof COPY_STATUSES)[number];
export const MANUAL_COPY_STATUSES = ['available', 'lost', 'damaged', 'withdrawn'] as const satisfies readonly CopyStatus[];

/** How a copy came to the library: a purchase has its bill, a donation none. */
export const COPY_SOURCES = ['purchase', 'donation'] as const;
export type CopySource = (typeof COPY_SOURCES)[number];

export const CATALOGUE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CATALOGUE_PAGE_SIZE_DEFAULT = 25;
export const CATALOGUE_PAGE_MAX = 10_000;

/** An empty text of a form is no value: optional fields take `''` as absent. */
const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional()).optional();

/** An optional one-line text (a publisher, a shelf). */
const optionalLine = (max: number, field: string) => optional(oneLineText(max, field));

/** A year of publication: four digits, not after this year of the college's calendar. */
const yearSchema = z
  .preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: libraryIssue('yearWritten') })
      .int({ error: libraryIssue('yearWritten') })
      .min(EARLIEST_YEAR, { error: libraryIssue('yearWritten') })
      .max(9999, { error: libraryIssue('yearWritten') }),
  )
  .refine((year) => year <= collegeYear(), { error: () => libraryIssue('yearFuture', { year: collegeYear() }) });

/** An ISBN-10 or ISBN-13, hyphens and spaces allowed, kept as its ISBN-13. */
const isbnSchema = oneLineText(SHORT_CODE_MAX, 'ISBN').transform((written, ctx) => {
  const read = readIsbn(written);
  if ('isbn13' in read) return read.isbn13;
  ctx.addIssue({
    code: 'custom',
    message: read.problem === 'written' ? libraryIssue('isbnWritten') : libraryIssue('isbnCheckDigit', { isbn: written }),
  });
  return z.NEVER;
});

/** A DDC class number and the book number under it: `621.3 SED`, `005.133 BAL`, `658.4`; kept in capitals, single-spaced. */
const CALL_NUMBER = /^\d{3}(\.\d+)?( +[A-Za-z0-9.]+)*$/;
const callNumberSchema = oneLineText(CODE_MAX, 'Call number')
  .regex(CALL_NUMBER, { error: libraryIssue('callNumber') })
  .transform((v) => v.replace(/ +/g, ' ').toUpperCase());

const authorsSchema = z
  .array(requiredLine('An author', NAME_MAX), { error: requiredIssue('An author') })
  .min(1, { error: requiredIssue('An author') })
  .max(AUTHORS_MAX, { error: issueText('input.tooLong', INPUT_TEXTS.tooLong, { field: 'Authors', max: AUTHORS_MAX }) });

const titleFields = {
  title: requiredLine('Title', BOOK_TITLE_MAX),
  authors: authorsSchema,
  publisher: optionalLine(NAME_MAX, 'Publisher'),
  year: optional(yearSchema),
  edition: optionalLine(LABEL_MAX, 'Edition'),
  isbn: optional(isbnSchema),
  subject: optionalLine(LABEL_MAX, 'Subject'),
  language: z.preprocess(blankAsAbsent, oneLineText(LABEL_MAX, 'Language').default('English')),
  callNumber: optional(callNumberSchema),
};

/** A title of the catalogue: what every copy of it shares. */
export const titleSchema = z.object(titleFields);
export type TitleFields = z.output<typeof titleSchema>;

/** An accession number or barcode: letters, digits and dashes, kept in capitals so `acc-1` and `ACC-1` are one number. */
const numberLine = (field: string) =>
  oneLine(
    z
      .string({ error: (issue) => (issue.input === undefined ? requiredIssue(field) : textOnly(issue)) })
      .trim()
      .max(CODE_MAX, tooLong(CODE_MAX, field)),
    field,
  )
    .min(1, requiredIssue(field))
    .regex(/^[A-Za-z0-9-]+$/, { error: issueText('input.lettersDigitsDashes', INPUT_TEXTS.lettersDigitsDashes, { field }) })
    .transform((v) => v.toUpperCase());

const priceSchema = wholeNumber(0, PRICE_MAX_PAISE, issueText('input.wholePaise', INPUT_TEXTS.wholePaise, { field: 'Price' }));
/** A price as a form holds it: rupees typed in the reader's language. */
const typedPrice = (language: string) => typedRupees(language, priceSchema.optional(), libraryIssue('priceTyped'));

/** A bill's number and date are needed for a purchase; a donation has none. */
function withBill(copy: { source: CopySource; billNumber?: string; billDate?: string }, ctx: z.RefinementCtx) {
  if (copy.source !== 'purchase') return;
  if (!copy.billNumber) ctx.addIssue({ code: 'custom', path: ['billNumber'], message: libraryIssue('billNumberRequired') });
  if (!copy.billDate) ctx.addIssue({ code: 'custom', path: ['billDate'], message: libraryIssue('billDateRequired') });
}

const copyFields = {
  accessionNumber: numberLine('Accession number'),
  /** The accession number when none is given. */
  barcode: optional(numberLine('Barcode')),
  location: optionalLine(LABEL_MAX, 'Location'),
  pricePaise: optional(priceSchema),
  source: z.enum(COPY_SOURCES, { error: oneOfIssue('Source', COPY_SOURCES) }).default('purchase'),
  billNumber: optionalLine(CODE_MAX, 'Bill number'),
  billDate: optional(notAfterTodaySchema(issueText('input.dateWritten', INPUT_TEXTS.dateWritten, { field: 'Bill date' }))),
  /** A book unless said otherwise; a reference copy is not lent. */
  itemKind: z.enum(ITEM_KINDS, { error: oneOfIssue('Item kind', ITEM_KINDS) }).default('book'),
};

/** A new copy of a title: it starts `available`. */
export const newCopySchema = z.object(copyFields).superRefine(withBill);
export type NewCopy = z.output<typeof newCopySchema>;

/** A new title, with the copies that arrived with it: all are saved, or none. */
export const newTitleSchema = titleSchema.extend({
  copies: z
    .array(newCopySchema)
    .max(NEW_COPIES_MAX, { error: issueText('input.tooLong', INPUT_TEXTS.tooLong, { field: 'copies', max: NEW_COPIES_MAX }) })
    .default([]),
});
export type NewTitle = z.output<typeof newTitleSchema>;

/**
 * A copy changed by hand: where it stands and its price (absent: none), and a status circulation
 * does not own (absent: as it is, which a copy on loan keeps).
 */
export const copyChangeSchema = z.object({
  location: optionalLine(LABEL_MAX, 'Location'),
  pricePaise: optional(priceSchema),
  status: optional(z.enum(MANUAL_COPY_STATUSES, { error: oneOfIssue('Status', MANUAL_COPY_STATUSES) })),
  /** Absent: as it is. */
  itemKind: optional(z.enum(ITEM_KINDS, { error: oneOfIssue('Item kind', ITEM_KINDS) })),
});
export type CopyChange = z.output<typeof copyChangeSchema>;

/** A copy's fields as a form holds them: text, the price in rupees. */
export interface CopyForm {
  accessionNumber: string;
  barcode: string;
  location: string;
  pricePaise: string;
  source: CopySource;
  billNumber: string;
  billDate: string;
  itemKind: ItemKind;
}

/** A donation's form keeps no bill, whatever was typed before the source changed. */
const withoutBillOfDonation = (form: unknown) =>
  typeof form === 'object' && form !== null && (form as CopyForm).source === 'donation'
    ? { ...form, billNumber: undefined, billDate: undefined }
    : form;

/** The Add copy form: a new copy, its price typed in rupees. */
export const copyFormSchema = (language = 'en') =>
  z.preprocess(
    withoutBillOfDonation,
    z.object({ ...copyFields, pricePaise: typedPrice(language) }).superRefine(withBill),
  ) as unknown as z.ZodType<NewCopy, CopyForm>;

/** The title's fields as a form holds them: text, the authors on one line separated by semicolons. */
export type TitleForm = Record<Exclude<keyof typeof titleFields, 'authors'>, string> & { authors: string };

/** `Ashok Kumar; Rao, P.` → each author, trimmed; the empty ones left out. */
const authorsFromText = z
  .string({ error: textOnly })
  .transform((text) =>
    text
      .split(';')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  .pipe(authorsSchema);

/** The Edit title dialog: the title's fields, the authors typed on one line. */
export const titleFormSchema = z.object({ ...titleFields, authors: authorsFromText }) as unknown as z.ZodType<TitleFields, TitleForm>;

/** The Add title dialog: the title and its first copy. What it makes is the body of a new title. */
export const addTitleFormSchema = (language = 'en') =>
  z.object({
    ...titleFields,
    authors: authorsFromText,
    copies: z.array(copyFormSchema(language)).max(1),
  }) as unknown as z.ZodType<NewTitle, TitleForm & { copies: CopyForm[] }>;

/** The Change copy form: location, price in rupees, status. */
export const copyChangeFormSchema = (language = 'en') =>
  z.object({ ...copyChangeSchema.shape, pricePaise: typedPrice(language) }) as unknown as z.ZodType<
    CopyChange,
    { location: string; pricePaise: string; status: string; itemKind: string }
  >;

export const titleIdSchema = z.object({ id: idSchema() });
export const copyIdSchema = z.object({ copyId: idSchema() });

/** `GET /api/library/titles`: a search over title, authors, ISBN, call number and accession number, and a page. */
export const catalogueQuerySchema = z.object({
  q: optionalLine(NAME_MAX, 'q'),
  page: wholeNumber(1, CATALOGUE_PAGE_MAX, fromOneTo('page', CATALOGUE_PAGE_MAX)).default(1),
  size: wholeNumber(1, CATALOGUE_PAGE_SIZES.at(-1)!, fromOneTo('size', CATALOGUE_PAGE_SIZES.at(-1)!)).default(CATALOGUE_PAGE_SIZE_DEFAULT),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

const idField = z.number().int().min(1).max(ID_MAX);

const catalogueRowSchema = z.object({
  id: idField,
  title: z.string(),
  authors: z.array(z.string()),
  isbn: z.string().nullable(),
  callNumber: z.string().nullable(),
  copies: z.number().int(),
  available: z.number().int(),
});
export type CatalogueRow = z.infer<typeof catalogueRowSchema>;

export const cataloguePageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  rows: z.array(catalogueRowSchema),
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;

export const copySchema = z.object({
  id: idField,
  titleId: idField,
  accessionNumber: z.string(),
  barcode: z.string(),
  location: z.string().nullable(),
  pricePaise: z.number().int().nullable(),
  source: z.enum(COPY_SOURCES),
  billNumber: z.string().nullable(),
  billDate: z.string().nullable(),
  status: z.enum(COPY_STATUSES),
  itemKind: z.enum(ITEM_KINDS),
});
export type Copy = z.infer<typeof copySchema>;

/** A title with every copy of it, in accession order. */
export const titleDetailSchema = z.object({
  id: idField,
  title: z.string(),
  authors: z.array(z.string()),
  publisher: z.string().nullable(),
  year: z.number().int().nullable(),
  edition: z.string().nullable(),
  isbn: z.string().nullable(),
  subject: z.string().nullable(),
  language: z.string(),
  callNumber: z.string().nullable(),
  copies: z.array(copySchema),
});
export type TitleDetail = z.infer<typeof titleDetailSchema>;

/** Copies chosen by their ids, at most a sheet-full at once: `12,13,14`. */
const COPY_IDS_MAX = 500;
const copyIdList = z
  .string()
  .max(COPY_IDS_MAX * 11, tooLong(COPY_IDS_MAX * 11, 'copies'))
  .regex(/^\d{1,10}(,\d{1,10})*$/, { error: libraryIssue('copyIds') })
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= ID_MAX), { error: libraryIssue('copyIds') });

/**
 * Which copies a printout holds (barcode labels, the accession register): chosen copies, or a range
 * of accession numbers (numbers of one length compare as numbers: ACC-9 comes before ACC-10), or
 * all of them.
 */
export const printoutQuerySchema = z.object({
  copies: optional(copyIdList),
  from: optional(numberLine('From')),
  to: optional(numberLine('To')),
});
export type PrintoutQuery = z.output<typeof printoutQuerySchema>;
