import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Hold, HoldStatus, MemberKind, OpenHoldStatus } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { libraryLoans } from './circulation.table.js';
import { libraryHolds } from './holds.table.js';
import { libraryCopies, libraryTitles } from './library.table.js';

const memberOfHold = (kind: MemberKind, id: number) =>
  kind === 'student' ? eq(libraryHolds.studentId, id) : eq(libraryHolds.facultyId, id);

/** A hold's columns with its title, its copy and its member's name and card number. */
const holdColumns = {
  id: libraryHolds.id,
  titleId: libraryHolds.titleId,
  title: libraryTitles.title,
  memberKind: libraryHolds.memberKind,
  studentId: libraryHolds.studentId,
  facultyId: libraryHolds.facultyId,
  // The member's name and card come from the admissions register and the faculty list, by their ids.
  memberName: sql<string>`coalesce((select s.full_name from students s where s.id = ${libraryHolds.studentId}),
    (select f.full_name from faculty f where f.id = ${libraryHolds.facultyId}))`,
  memberBarcode: sql<string>`coalesce((select s.roll_number from students s where s.id = ${libraryHolds.studentId}),
    (select f.emp_code from faculty f where f.id = ${libraryHolds.facultyId}))`,
  placedOn: libraryHolds.placedOn,
  status: libraryHolds.status,
  // A waiting hold's place: the waiting holds of its title placed before it, and itself.
  position: sql<number | null>`case when ${libraryHolds.status} = 'waiting' then
    (select count(*) from library_holds q where q.title_id = ${libraryHolds.titleId} and q.status = 'waiting' and q.id <= ${libraryHolds.id})::int end`,
  copyId: libraryHolds.copyId,
  accessionNumber: libraryCopies.accessionNumber,
  copyBarcode: libraryCopies.barcode,
  readyOn: libraryHolds.readyOn,
  pickupBy: libraryHolds.pickupBy,
};

const selectHolds = (db: DbOrTx) =>
  db
    .select(holdColumns)
    .from(libraryHolds)
    .innerJoin(libraryTitles, eq(libraryTitles.id, libraryHolds.titleId))
    .leftJoin(libraryCopies, eq(libraryCopies.id, libraryHolds.copyId));
export type HoldRecord = Awaited<ReturnType<typeof selectHolds>>[number];

export const holdOf = (h: HoldRecord): Hold => ({
  id: h.id,
  titleId: h.titleId,
  title: h.title,
  memberKind: h.memberKind,
  memberName: h.memberName,
  memberBarcode: h.memberBarcode,
  placedOn: h.placedOn,
  status: h.status,
  position: h.position === null ? null : Number(h.position),
  accessionNumber: h.status === 'ready' ? h.accessionNumber : null,
  copyBarcode: h.status === 'ready' ? h.copyBarcode : null,
  readyOn: h.readyOn,
  pickupBy: h.pickupBy,
});

const OPEN: OpenHoldStatus[] = ['waiting', 'ready'];

/** All database access of holds. Inside a transaction, build it on the transaction. */
export function createHoldsRepository(db: DbOrTx) {
  /**
   * A title, locked until the transaction ends: holds of one title are placed one after the other,
   * so each counts the others before it and answers its true place in the queue.
   */
  async function titleForUpdate(titleId: number) {
    const [row] = await db
      .select({ id: libraryTitles.id, title: libraryTitles.title })
      .from(libraryTitles)
      .where(eq(libraryTitles.id, titleId))
      .for('no key update');
    return row;
  }

  /**
   * The title's copies, held against a change until the transaction ends: a return putting a copy on
   * the shelf waits for a hold being placed (and then gives it the copy), or the hold sees the copy.
   */
  const copiesOfTitleForShare = (titleId: number) =>
    db
      .select({ id: libraryCopies.id, status: libraryCopies.status, itemKind: libraryCopies.itemKind })
      .from(libraryCopies)
      .where(eq(libraryCopies.titleId, titleId))
      .for('share');

  async function hasOnLoan(kind: MemberKind, memberId: number, titleId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: libraryLoans.id })
      .from(libraryLoans)
      .innerJoin(libraryCopies, eq(libraryCopies.id, libraryLoans.copyId))
      .where(
        and(
          kind === 'student' ? eq(libraryLoans.studentId, memberId) : eq(libraryLoans.facultyId, memberId),
          isNull(libraryLoans.closedAt),
          eq(libraryCopies.titleId, titleId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async function insertHold(values: typeof libraryHolds.$inferInsert): Promise<number> {
    const [row] = await db.insert(libraryHolds).values(values).returning({ id: libraryHolds.id });
    return row!.id;
  }

  async function holdById(id: number): Promise<HoldRecord | undefined> {
    const [row] = await selectHolds(db).where(eq(libraryHolds.id, id));
    return row;
  }

  /** A hold's row, locked until the transaction ends: its status is about to change. */
  async function lockHold(id: number) {
    const [row] = await db
      .select({ id: libraryHolds.id, status: libraryHolds.status, copyId: libraryHolds.copyId, titleId: libraryHolds.titleId })
      .from(libraryHolds)
      .where(eq(libraryHolds.id, id))
      .for('update');
    return row;
  }

  /** The first in the title's queue, locked: a hold cancelled meanwhile is passed over for the next. */
  async function firstWaitingForUpdate(titleId: number) {
    const [row] = await db
      .select({ id: libraryHolds.id })
      .from(libraryHolds)
      .where(and(eq(libraryHolds.titleId, titleId), eq(libraryHolds.status, 'waiting')))
      .orderBy(asc(libraryHolds.id))
      .limit(1)
      .for('update');
    return row;
  }

  /** The ready hold a copy on the hold shelf is set aside for, locked. */
  async function readyHoldOfCopyForUpdate(copyId: number) {
    const [row] = await db
      .select({
        id: libraryHolds.id,
        titleId: libraryHolds.titleId,
        memberKind: libraryHolds.memberKind,
        studentId: libraryHolds.studentId,
        facultyId: libraryHolds.facultyId,
      })
      .from(libraryHolds)
      .where(and(eq(libraryHolds.copyId, copyId), eq(libraryHolds.status, 'ready')))
      .for('update');
    return row;
  }

  /** The member's waiting hold of a title, locked. */
  async function waitingHoldOfMemberForUpdate(kind: MemberKind, memberId: number, titleId: number) {
    const [row] = await db
      .select({ id: libraryHolds.id })
      .from(libraryHolds)
      .where(and(memberOfHold(kind, memberId), eq(libraryHolds.titleId, titleId), eq(libraryHolds.status, 'waiting')))
      .for('update');
    return row;
  }

  const setReady = (id: number, copyId: number, readyOn: string, pickupBy: string) =>
    db.update(libraryHolds).set({ status: 'ready', copyId, readyOn, pickupBy }).where(eq(libraryHolds.id, id));

  const closeHold = (
    id: number,
    status: Extract<HoldStatus, 'fulfilled' | 'cancelled' | 'expired'>,
    closedOn: string,
    closedAt: Date,
    closedBy: number | null,
  ) => db.update(libraryHolds).set({ status, closedOn, closedAt, closedBy }).where(eq(libraryHolds.id, id));

  const setCopyStatus = (copyId: number, status: 'available' | 'on_hold_shelf' | 'on_loan') =>
    db
      .update(libraryCopies)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(libraryCopies.id, copyId));

  /** A copy by id, locked (expiry passes it on). */
  async function copyForUpdate(copyId: number) {
    const [row] = await db
      .select({ id: libraryCopies.id, status: libraryCopies.status, titleId: libraryCopies.titleId })
      .from(libraryCopies)
      .where(eq(libraryCopies.id, copyId))
      .for('update');
    return row;
  }

  /** The member's open holds: those on the hold shelf first, then the queue, oldest first. */
  const openHoldsOf = (kind: MemberKind, memberId: number): Promise<HoldRecord[]> =>
    selectHolds(db)
      .where(and(memberOfHold(kind, memberId), inArray(libraryHolds.status, OPEN)))
      .orderBy(sql`${libraryHolds.status} = 'waiting'`, asc(libraryHolds.id));

  /** The open holds, of one status or both: the hold shelf by collection day, then the queues by placing. */
  async function page(status: OpenHoldStatus | undefined, limit: number, offset: number) {
    const where: SQL = status ? eq(libraryHolds.status, status) : inArray(libraryHolds.status, OPEN);
    const [total, rows] = await Promise.all([
      db.select({ n: count() }).from(libraryHolds).where(where),
      selectHolds(db)
        .where(where)
        .orderBy(sql`${libraryHolds.status} = 'waiting'`, asc(libraryHolds.pickupBy), asc(libraryHolds.id))
        .limit(limit)
        .offset(offset),
    ]);
    return { total: total[0]?.n ?? 0, rows };
  }

  /** Ready holds whose last collection day is before `today`. */
  const expiredIds = async (today: string): Promise<number[]> =>
    (
      await db
        .select({ id: libraryHolds.id })
        .from(libraryHolds)
        .where(and(eq(libraryHolds.status, 'ready'), sql`${libraryHolds.pickupBy} < ${today}`))
        .orderBy(asc(libraryHolds.id))
    ).map((r) => r.id);

  return {
    titleForUpdate,
    copiesOfTitleForShare,
    hasOnLoan,
    insertHold,
    holdById,
    lockHold,
    firstWaitingForUpdate,
    readyHoldOfCopyForUpdate,
    waitingHoldOfMemberForUpdate,
    setReady,
    closeHold,
    setCopyStatus,
    copyForUpdate,
    openHoldsOf,
    page,
    expiredIds,
  };
}
