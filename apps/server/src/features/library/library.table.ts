import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CopySource, CopyStatus } from '@campus/shared';

/**
 * An import of a catalogue (the accession register's workbook, a MARC file), saved a thousand titles
 * per transaction: its titles and copies carry its id, and those of an import that never finished
 * are removed again (ADR 0127).
 */
export const libraryImports = pgTable('library_imports', {
  id: serial('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** Its server holds a claim on it while saving (ADR 0094): once the claim is free, the server died. */
  claimed: boolean('claimed').notNull().default(true),
});

/** A title of the library's catalogue: the bibliographic record every copy of it shares. */
export const libraryTitles = pgTable(
  'library_titles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    authors: text('authors').array().notNull(),
    publisher: text('publisher'),
    year: integer('year'),
    edition: text('edition'),
    /** Always the ISBN-13, without hyphens: an ISBN-10 is kept as its ISBN-13. */
    isbn: text('isbn'),
    subject: text('subject'),
    language: text('language').notNull().default('English'),
    /** The DDC call number on the spine (`621.3 SED`). */
    callNumber: text('call_number'),
    /** The import that brought it, if one did. */
    importId: integer('import_id').references(() => libraryImports.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('library_titles_title_idx').on(sql`lower(${t.title})`),
    index('library_titles_isbn_idx').on(t.isbn),
    index('library_titles_import_idx').on(t.importId),
  ],
);

/** One physical copy of a title: its accession number in the register, its barcode, where it stands and what became of it. */
export const libraryCopies = pgTable(
  'library_copies',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => libraryTitles.id),
    /** The accession register's number, in capitals: unique in the library. */
    accessionNumber: text('accession_number').notNull(),
    /** In capitals; the accession number unless the copy carries another. */
    barcode: text('barcode').notNull(),
    location: text('location'),
    pricePaise: integer('price_paise'),
    source: text('source').$type<CopySource>().notNull(),
    billNumber: text('bill_number'),
    billDate: date('bill_date', { mode: 'string' }),
    status: text('status').$type<CopyStatus>().notNull().default('available'),
    /** The import that brought it, if one did (to a title of the catalogue's or of the import's). */
    importId: integer('import_id').references(() => libraryImports.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_copies_accession_number_uq').on(t.accessionNumber),
    uniqueIndex('library_copies_barcode_uq').on(t.barcode),
    index('library_copies_title_idx').on(t.titleId),
    index('library_copies_import_idx').on(t.importId),
    check('library_copies_source_ck', sql`${t.source} in ('purchase', 'donation')`),
    check('library_copies_status_ck', sql`${t.status} in ('available', 'on_loan', 'on_hold_shelf', 'lost', 'damaged', 'withdrawn')`),
    check('library_copies_price_ck', sql`${t.pricePaise} >= 0`),
  ],
);
