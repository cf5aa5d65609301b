import {
  changedFields,
  serverText,
  type CatalogueQuery,
  type CataloguePage,
  type Copy,
  type CopyChange,
  type NewCopy,
  type NewTitle,
  type TitleDetail,
  type TitleFields,
} from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { translateDatabaseError, violationOf } from '../../db/database-error.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { createLibraryRepository, type CopyRecord, type NewCopyRow, type NewTitleRow, type TitleRecord } from './library.repository.js';

export interface LibraryServiceDeps {
  db: Db;
  audit: AuditService;
}

/** Statuses circulation gives and takes back: a librarian does not set or clear them by hand. */
const CIRCULATION_STATUSES: readonly Copy['status'][] = ['on_loan', 'on_hold_shelf'];

/** A title's columns from its checked fields: what is not given is none. */
export const titleRow = (t: TitleFields): NewTitleRow => ({
  title: t.title,
  authors: t.authors,
  publisher: t.publisher ?? null,
  year: t.year ?? null,
  edition: t.edition ?? null,
  isbn: t.isbn ?? null,
  subject: t.subject ?? null,
  language: t.language,
  callNumber: t.callNumber ?? null,
});

/** A new copy's columns: its barcode is its accession number unless it carries another; a donation has no bill. */
export const copyRow = (titleId: number, c: NewCopy): NewCopyRow => ({
  titleId,
  accessionNumber: c.accessionNumber,
  barcode: c.barcode ?? c.accessionNumber,
  location: c.location ?? null,
  pricePaise: c.pricePaise ?? null,
  source: c.source,
  billNumber: c.source === 'purchase' ? (c.billNumber ?? null) : null,
  billDate: c.source === 'purchase' ? (c.billDate ?? null) : null,
  status: 'available',
  itemKind: c.itemKind,
});

/**
 * A duplicate accession number or barcode, as the database refused it: a 409 naming the number and
 * the field (`copies.1.barcode` of a new title's copies). The unique indexes decide, so two
 * librarians entering the same number at once cannot both succeed.
 */
function duplicateOf(err: unknown, copies: NewCopyRow[], listed: boolean): unknown {
  const v = violationOf(err);
  if (v?.kind !== 'unique') return translateDatabaseError(err);
  const column = v.constraint.includes('barcode') || v.column === 'barcode' ? 'barcode' : 'accessionNumber';
  // Both engines name the value in the error's detail; the first copy is the one a single add sent.
  const at = Math.max(
    0,
    copies.findIndex((c) => c[column] === v.value),
  );
  const value = v.value ?? copies[at]?.[column] ?? '';
  const field = listed ? `copies.${at}.${column}` : column;
  return column === 'barcode'
    ? conflict(serverText('library.barcodeExists', { barcode: value }), field)
    : conflict(serverText('library.accessionExists', { accessionNumber: value }), field);
}

const detailOf = (t: TitleRecord, copies: CopyRecord[]): TitleDetail => ({ ...t, copies });

/** The library's catalogue: titles and their copies, searched, added and changed by the library's staff. */
export function createLibraryService({ db, audit }: LibraryServiceDeps) {
  const repo = createLibraryRepository(db);

  async function titles(query: CatalogueQuery): Promise<CataloguePage> {
    const [total, rows] = await Promise.all([
      repo.countTitles(query.q),
      repo.pageOfTitles(query.q, query.size, (query.page - 1) * query.size),
    ]);
    return { total, page: query.page, size: query.size, rows };
  }

  async function detailIn(tx: DbOrTx, id: number): Promise<TitleDetail> {
    const txRepo = createLibraryRepository(tx);
    const found = await txRepo.title(id);
    if (!found) throw notFound(serverText('library.titleNotFound'));
    return detailOf(found, await txRepo.copiesOf(id));
  }

  const title = (id: number) => detailIn(db, id);

  /** A new title and the copies that came with it: all are saved, or none. */
  async function addTitle(input: NewTitle, actor: Actor): Promise<TitleDetail> {
    let rows: NewCopyRow[] = [];
    try {
      return await db.transaction(async (tx) => {
        const txRepo = createLibraryRepository(tx);
        const saved = await txRepo.insertTitle(titleRow(input));
        rows = input.copies.map((c) => copyRow(saved.id, c));
        const copies = await txRepo.insertCopies(rows);
        await audit.record(tx, {
          actor,
          action: 'library.titleAdded',
          entity: 'library_title',
          entityId: String(saved.id),
          details: { title: saved.title, isbn: saved.isbn, copies: copies.map((c) => c.accessionNumber) },
        });
        return detailOf(saved, copies);
      });
    } catch (err) {
      throw duplicateOf(err, rows, true);
    }
  }

  async function changeTitle(id: number, input: TitleFields, actor: Actor): Promise<TitleDetail> {
    return db.transaction(async (tx) => {
      const txRepo = createLibraryRepository(tx);
      const before = await txRepo.titleForUpdate(id);
      if (!before) throw notFound(serverText('library.titleNotFound'));
      const after = (await txRepo.updateTitle(id, titleRow(input)))!;
      await audit.record(tx, {
        actor,
        action: 'library.titleChanged',
        entity: 'library_title',
        entityId: String(id),
        details: { title: after.title },
        changes: changedFields(before, after, { ignore: ['id'] }),
      });
      return detailOf(after, await txRepo.copiesOf(id));
    });
  }

  async function addCopy(titleId: number, input: NewCopy, actor: Actor): Promise<Copy> {
    const row = copyRow(titleId, input);
    try {
      return await db.transaction(async (tx) => {
        const txRepo = createLibraryRepository(tx);
        const owner = await txRepo.title(titleId);
        if (!owner) throw notFound(serverText('library.titleNotFound'));
        const [saved] = await txRepo.insertCopies([row]);
        await audit.record(tx, {
          actor,
          action: 'library.copyAdded',
          entity: 'library_copy',
          entityId: String(saved!.id),
          details: { title: owner.title, accessionNumber: saved!.accessionNumber, barcode: saved!.barcode },
        });
        return saved!;
      });
    } catch (err) {
      throw duplicateOf(err, [row], false);
    }
  }

  /** Location, price and a status by hand; a copy with circulation keeps the status circulation gave it. */
  async function changeCopy(copyId: number, input: CopyChange, actor: Actor): Promise<Copy> {
    return db.transaction(async (tx) => {
      const txRepo = createLibraryRepository(tx);
      const before = await txRepo.copyForUpdate(copyId);
      if (!before) throw notFound(serverText('library.copyNotFound'));
      if (CIRCULATION_STATUSES.includes(before.status) && input.status && input.status !== before.status)
        throw conflict(serverText('library.inCirculation', { accessionNumber: before.accessionNumber, status: before.status }), 'status');
      const after = (await txRepo.updateCopy(copyId, {
        location: input.location ?? null,
        pricePaise: input.pricePaise ?? null,
        status: input.status ?? before.status,
        itemKind: input.itemKind ?? before.itemKind,
      }))!;
      const owner = await txRepo.title(after.titleId);
      await audit.record(tx, {
        actor,
        action: 'library.copyChanged',
        entity: 'library_copy',
        entityId: String(copyId),
        details: { title: owner?.title, accessionNumber: after.accessionNumber },
        changes: changedFields(before, after, { ignore: ['id', 'titleId'], money: ['pricePaise'] }),
      });
      return after;
    });
  }

  return { titles, title, addTitle, changeTitle, addCopy, changeCopy };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
