import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CopySource, CopyStatus, ItemKind } from '@campus/shared';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /**
     * What the OPAC searches: the words of title (weighed most), authors, subject and publisher, kept
     * by the database (`library_search_vector`, an immutable function of the migration that adds it).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`library_search_vector(title, authors, subject, publisher)`),
    /** The import that brought it, if one did. */
    importId: integer('import_id').references(() => libraryImports.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('library_titles_title_idx').on(sql`lower(${t.title})`),
    index('library_titles_isbn_idx').on(t.isbn),
    index('library_titles_call_number_idx').on(t.callNumber.op('text_pattern_ops')),
    index('library_titles_search_idx').using('gin', t.searchVector),
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
    /** What kind of item the copy is: its borrowing rules follow it; a reference copy is not lent. */
    itemKind: text('item_kind').$type<ItemKind>().notNull().default('book'),
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
    check('library_copies_item_kind_ck', sql`${t.itemKind} in ('book', 'reference')`),
  ],
);

/**
 * Every word the catalogue's records hold, kept by the database as titles are written (a trigger of
 * the migration): a word typed wrong is matched to the closest of them by trigrams.
 */
export const librarySearchWords = pgTable('library_search_words', { word: text('word').primaryKey() }, (t) => [
  index('library_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/** One row: how the library opens its catalogue. */
export const librarySettings = pgTable('library_settings', {
  id: integer('id').primaryKey().default(1),
  /** The OPAC answers without signing in to a visitor on one of the campus networks. */
  opacOpenOnCampus: boolean('opac_open_on_campus').notNull().default(false),
  /** The college's own networks, as CIDR blocks (`10.20.0.0/16`). */
  campusNetworks: text('campus_networks')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
