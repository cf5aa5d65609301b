import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  ACCESSION_COLUMNS,
  ACCESSION_HEADING_ALIASES,
  ACCESSION_LABELS,
  copyFormSchema,
  serverText,
  titleSchema,
  type AccessionColumn,
  type NewCopy,
  type TitleFields,
  type UploadProgress,
  type UploadSuccess,
} from '@campus/shared';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { WorkClaims } from '../../db/work-claims.js';
import { violationOf } from '../../db/database-error.js';
import { AppError, schemaText, type RowProblem } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import { normalizeDateText } from '../admissions/admissions-import.service.js';
import type { UploadContext } from '../uploads/upload-context.js';
import { readWorkbook } from '../uploads/workbook-reader.js';
import { createLibraryImportsRepository } from './library-imports.repository.js';
import { createLibraryRepository, type NewCopyRow } from './library.repository.js';
import { copyRow, titleRow } from './library.service.js';
import { marcToTitle } from './marc-mapping.js';
import { readMarcFile, type MarcRecord } from './marc-records.js';

export interface LibraryImportDeps {
  db: Db;
  audit: AuditService;
  /** Tells a running import from one whose server died (ADR 0094). */
  claims: WorkClaims;
  log?: FastifyBaseLogger;
}

/** Where an imported title or copy came from: its Excel row, or its MARC record's place and 001. */
interface Place {
  row: number;
  column?: string;
}

interface ImportedCopy extends NewCopy {
  at: Place;
}

interface ImportedTitle {
  at: Place;
  title: TitleFields;
  copies: ImportedCopy[];
}

/** Records a MARC import takes at most: a college library's whole catalogue. */
const MARC_MAX_RECORDS = 200_000;
/** Rows or records checked between two progress reports (and turns of the event loop). */
const STEP = 1000;
/** Rows per insert statement. */
const BATCH = 500;
/** Titles (with their copies) per transaction: short enough that the embedded database answers other requests in between. */
const PART = 200;
/** The kind of work claimed for a library import (any fixed number; 'libr' in ASCII). */
const LIBRARY_IMPORT_CLAIM = 0x6c_69_62_72;

const REQUIRED = ACCESSION_COLUMNS.filter((c) => 'required' in c && c.required).map((c) => c.label);
const OPTIONAL = ACCESSION_COLUMNS.filter((c) => !('required' in c && c.required)).map((c) => c.label);
const TITLE_KEYS = ['title', 'authors', 'publisher', 'year', 'edition', 'isbn', 'subject', 'language', 'callNumber'] as const;

/** The checks a copy of an upload gets: the Add copy form's (a price in rupees, a bill for a purchase). */
const copyOfSheet = copyFormSchema('en');

/** A zod issue as a problem of its row, naming its column by the label the template heads it with. */
const issueProblems = (issues: z.core.$ZodIssue[], at: Place, column?: (key: string) => string): RowProblem[] =>
  issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    return { row: at.row, column: column ? column(key) : (ACCESSION_LABELS[key as AccessionColumn] ?? key), ...schemaText(issue.message) };
  });

/** A bill date the sheet holds is typed DD-MM-YYYY, as the template asks: its problem says so, not the API's YYYY-MM-DD. */
const asTypedInSheet = (problem: RowProblem): RowProblem =>
  problem.column === ACCESSION_LABELS.billDate && problem.key === 'input.dateWritten'
    ? { row: problem.row, column: problem.column, ...serverText('library.billDateTyped') }
    : problem;

/** Rows with one ISBN (or, without one, one title, authors and edition) are copies of one title. */
const titleKey = (t: TitleFields) =>
  t.isbn ?? `${t.title.toLowerCase()}|${t.authors.map((a) => a.toLowerCase()).join(';')}|${(t.edition ?? '').toLowerCase()}`;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Imports of a catalogue kept elsewhere: the accession register as a workbook, and MARC21 files of
 * Koha or SOUL. Every row or record is checked first, then every accession number and barcode
 * against the file and the library; only a clean file is saved, in one transaction: all of it or
 * none of it.
 */
export function createLibraryImportService({ db, audit, claims, log }: LibraryImportDeps) {
  const imports = createLibraryImportsRepository(db);

  const report = async (ctx: UploadContext, progress: UploadProgress) => {
    ctx.progress(progress);
    await yieldToEventLoop();
  };

  /** Titles of one key become one title with the copies of all of them. */
  function grouped(titles: ImportedTitle[]): ImportedTitle[] {
    const byKey = new Map<string, ImportedTitle>();
    for (const t of titles) {
      const found = byKey.get(titleKey(t.title));
      if (found) found.copies.push(...t.copies);
      else byKey.set(titleKey(t.title), { ...t, copies: [...t.copies] });
    }
    return [...byKey.values()];
  }

  /** Accession numbers and barcodes twice in the file, or already in the library. */
  async function numberProblems(titles: ImportedTitle[], wording: { column: (c: ImportedCopy, key: AccessionColumn) => string }) {
    const problems: RowProblem[] = [];
    const copies = titles.flatMap((t) => t.copies);
    const seen = { accessionNumber: new Map<string, number>(), barcode: new Map<string, number>() };
    for (const c of copies) {
      const barcode = c.barcode ?? c.accessionNumber;
      const earlier = seen.accessionNumber.get(c.accessionNumber);
      if (earlier !== undefined)
        problems.push({
          row: c.at.row,
          column: wording.column(c, 'accessionNumber'),
          ...serverText('library.accessionTwice', { accessionNumber: c.accessionNumber, row: earlier }),
        });
      else seen.accessionNumber.set(c.accessionNumber, c.at.row);
      const earlierBarcode = seen.barcode.get(barcode);
      if (earlierBarcode !== undefined && earlier === undefined)
        problems.push({
          row: c.at.row,
          column: wording.column(c, 'barcode'),
          ...serverText('library.barcodeTwice', { barcode, row: earlierBarcode }),
        });
      else seen.barcode.set(barcode, c.at.row);
    }
    const repo = createLibraryRepository(db);
    const taken = await repo.takenNumbers(
      copies.map((c) => c.accessionNumber),
      copies.map((c) => c.barcode ?? c.accessionNumber),
    );
    for (const c of copies) {
      if (taken.accessionNumbers.has(c.accessionNumber))
        problems.push({
          row: c.at.row,
          column: wording.column(c, 'accessionNumber'),
          ...serverText('library.accessionExists', { accessionNumber: c.accessionNumber }),
        });
      const barcode = c.barcode ?? c.accessionNumber;
      if (taken.barcodes.has(barcode) && !taken.accessionNumbers.has(c.accessionNumber))
        problems.push({ row: c.at.row, column: wording.column(c, 'barcode'), ...serverText('library.barcodeExists', { barcode }) });
    }
    return problems;
  }

  /** Takes an import's saved parts back, all at once; logged when it cannot be. */
  async function takeBack(importId: number): Promise<number> {
    try {
      return await imports.discard(importId);
    } catch (err) {
      log?.error({ err, importId }, 'An unfinished library import could not be taken back');
      return 0;
    }
  }

  /**
   * Takes back the imports that never finished and whose server died: each unfinished import whose
   * claim this server can take (held while it is taken back). At the start of the embedded server,
   * the folder's only process, that is every unfinished import.
   */
  async function discardUnfinished(): Promise<number> {
    let removed = 0;
    for (const { id } of await imports.unfinished()) {
      const claim = await claims.claim(LIBRARY_IMPORT_CLAIM, id);
      if (!claim) continue;
      try {
        removed += await takeBack(id);
      } finally {
        await claim.release();
      }
    }
    if (removed > 0) log?.warn({ removed }, 'Took back the titles of library imports that never finished');
    return removed;
  }

  /**
   * Saves the checked titles and copies a thousand titles per transaction, so that the embedded
   * database answers other requests in between; every row carries the import's id, and a part that
   * fails (a number another desk took meanwhile, refused by the unique index) takes the parts before
   * it back: all of the file or none of it is kept. A title whose ISBN the catalogue has already
   * gets the copies, not a second record.
   */
  async function save(titles: ImportedTitle[], ctx: UploadContext, kind: 'workbook' | 'marc'): Promise<void> {
    const copies = titles.reduce((n, t) => n + t.copies.length, 0);
    // A workbook's progress counts its rows (a copy each), a MARC file's its titles.
    const size = (part: ImportedTitle[]) => (kind === 'workbook' ? part.reduce((n, t) => n + t.copies.length, 0) : part.length);
    const total = size(titles);
    await report(ctx, { phase: 'importing', done: 0, total });
    const existing = await createLibraryRepository(db).titleIdsByIsbn(titles.flatMap((t) => (t.title.isbn ? [t.title.isbn] : [])));
    const isNew = (t: ImportedTitle) => !t.title.isbn || !existing.has(t.title.isbn);
    const importId = await imports.nextId();
    // Claimed before its row exists: no other server ever sees it unclaimed.
    const claim = await claims.claim(LIBRARY_IMPORT_CLAIM, importId);
    if (!claim) throw new Error(`library import ${importId} is claimed already`);
    try {
      await imports.start(importId);
      let done = 0;
      for (const part of chunks(titles, PART)) {
        claim.check();
        let rows: (NewCopyRow & { at: Place })[] = [];
        try {
          await db.transaction(async (tx) => {
            const repo = createLibraryRepository(tx);
            const fresh = part.filter(isNew);
            const idOf = new Map<ImportedTitle, number>();
            for (const t of part) if (!isNew(t)) idOf.set(t, existing.get(t.title.isbn!)!);
            for (const batch of chunks(fresh, BATCH)) {
              const ids = await repo.insertTitleRows(batch.map((t) => ({ ...titleRow(t.title), importId })));
              batch.forEach((t, i) => idOf.set(t, ids[i]!));
            }
            rows = part.flatMap((t) => t.copies.map((c) => ({ ...copyRow(idOf.get(t)!, c), importId, at: c.at })));
            for (const batch of chunks(rows, BATCH)) await repo.insertCopyRows(batch.map(({ at: _at, ...row }) => row));
          });
        } catch (err) {
          throw takenMeanwhile(err, rows);
        }
        done += size(part);
        await report(ctx, { phase: 'importing', done, total });
      }
      claim.check();
      await db.transaction(async (tx) => {
        if (!(await createLibraryImportsRepository(tx).finish(importId))) throw new Error(`library import ${importId} was taken back`);
        await audit.record(tx, {
          actor: ctx.user,
          action: 'library.catalogueImported',
          entity: 'library_title',
          details: { file: ctx.fileName, kind, titles: titles.filter(isNew).length, copies, importId },
        });
      });
    } catch (err) {
      await takeBack(importId);
      throw err;
    } finally {
      await claim.release();
    }
  }

  async function importWorkbook(file: Buffer, ctx: UploadContext): Promise<UploadSuccess> {
    const sheet = await readWorkbook(file, {
      requiredColumns: REQUIRED,
      optionalColumns: OPTIONAL,
      columnAliases: ACCESSION_HEADING_ALIASES,
    });
    const total = sheet.rows.length;
    await report(ctx, { phase: 'validating', done: 0, total });
    const problems: RowProblem[] = [];
    const titles: ImportedTitle[] = [];
    for (const [i, { row, values }] of sheet.rows.entries()) {
      if (i > 0 && i % STEP === 0) await report(ctx, { phase: 'validating', done: i, total });
      const value = (key: AccessionColumn) => (values[ACCESSION_LABELS[key]] ?? '').trim();
      const at = { row };
      const title = titleSchema.safeParse({
        ...Object.fromEntries(TITLE_KEYS.map((k) => [k, value(k)])),
        authors: value('authors')
          .split(';')
          .map((a) => a.trim())
          .filter(Boolean),
      });
      const copy = copyOfSheet.safeParse({
        accessionNumber: value('accessionNumber'),
        barcode: value('barcode'),
        location: value('location'),
        pricePaise: value('pricePaise'),
        source: value('source').toLowerCase() || 'purchase',
        billNumber: value('billNumber'),
        billDate: value('billDate') ? normalizeDateText(value('billDate')) : '',
      });
      if (!title.success) problems.push(...issueProblems(title.error.issues, at));
      if (!copy.success) problems.push(...issueProblems(copy.error.issues, at).map(asTypedInSheet));
      if (title.success && copy.success) titles.push({ at, title: title.data, copies: [{ ...copy.data, at }] });
    }
    await report(ctx, { phase: 'validating', done: total, total });
    const merged = grouped(titles);
    problems.push(...(await numberProblems(merged, { column: (_c, key) => ACCESSION_LABELS[key] })));
    if (problems.length > 0) {
      problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
      throw new AppError('UPLOAD_INVALID', serverText('upload.failed'), { errors: problems });
    }
    await discardUnfinished();
    await save(merged, ctx, 'workbook');
    return { ...serverText('library.imported'), imported: total };
  }

  /** A MARC record as a title of the catalogue and its copies, or the problems that keep it out. */
  function fromMarc(record: MarcRecord): ImportedTitle | RowProblem[] {
    const at = { row: record.position, column: record.controlNumber ? `001 ${record.controlNumber}` : undefined };
    const mapped = marcToTitle(record);
    if (!mapped.title.title) return [{ ...at, ...serverText('library.marcNoTitle') }];
    if (mapped.title.authors.length === 0) return [{ ...at, ...serverText('library.marcNoAuthor') }];
    const title = titleSchema.safeParse(mapped.title);
    const problems: RowProblem[] = title.success ? [] : issueProblems(title.error.issues, at, () => at.column ?? '');
    const copies: ImportedCopy[] = [];
    for (const c of mapped.copies) {
      // A purchase a MARC file records has no bill there: it is checked as the form checks a copy without one.
      const copy = copyOfSheet.safeParse({ ...c, pricePaise: c.price ?? '', source: 'donation' });
      if (copy.success) copies.push({ ...copy.data, source: c.source, at });
      else problems.push(...issueProblems(copy.error.issues, at, () => at.column ?? ''));
    }
    return problems.length > 0 || !title.success ? problems : { at, title: title.data, copies };
  }

  async function importMarc(file: Buffer, ctx: UploadContext): Promise<UploadSuccess> {
    const { records, problems: broken } = await readMarcFile(file, MARC_MAX_RECORDS);
    const total = records.length + broken.length;
    const problems: RowProblem[] = broken.map((p) => ({
      row: p.position,
      ...(p.controlNumber ? { column: `001 ${p.controlNumber}` } : {}),
      ...p.text,
    }));
    const titles: ImportedTitle[] = [];
    await report(ctx, { phase: 'validating', done: 0, total });
    for (const [i, record] of records.entries()) {
      if (i > 0 && i % STEP === 0) await report(ctx, { phase: 'validating', done: i, total });
      const read = fromMarc(record);
      if (Array.isArray(read)) problems.push(...read);
      else titles.push(read);
    }
    const merged = grouped(titles);
    problems.push(...(await numberProblems(merged, { column: (c) => c.at.column ?? '' })));
    if (problems.length > 0) {
      problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
      throw new AppError('UPLOAD_INVALID', serverText('library.marcFailed'), { errors: problems });
    }
    await discardUnfinished();
    await save(merged, ctx, 'marc');
    return { ...serverText('library.imported'), imported: records.length };
  }

  return { importWorkbook, importMarc, discardUnfinished };
}

/** A number another desk saved after the file was checked: the import's 409, naming the row. */
function takenMeanwhile(err: unknown, rows: (NewCopyRow & { at: Place })[]): unknown {
  const v = violationOf(err);
  if (v?.kind !== 'unique') return err;
  const barcode = v.constraint.includes('barcode') || v.column === 'barcode';
  const row = rows.find((r) => (barcode ? r.barcode : r.accessionNumber) === v.value);
  const text = barcode
    ? serverText('library.barcodeExists', { barcode: v.value ?? '' })
    : serverText('library.accessionExists', { accessionNumber: v.value ?? '' });
  return new AppError('UPLOAD_CONFLICT', serverText('upload.failed'), {
    errors: [{ ...(row ? { row: row.at.row } : {}), column: ACCESSION_LABELS[barcode ? 'barcode' : 'accessionNumber'], ...text }],
  });
}

export type LibraryImportService = ReturnType<typeof createLibraryImportService>;
