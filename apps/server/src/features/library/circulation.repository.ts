import { and, asc, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { BorrowingRule, ItemKind, MemberKind } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { libraryBorrowingRules, libraryCharges, libraryLoans } from './circulation.table.js';
import { libraryCopies, libraryTitles } from './library.table.js';

const loanColumns = {
  id: libraryLoans.id,
  copyId: libraryLoans.copyId,
  barcode: libraryCopies.barcode,
  accessionNumber: libraryCopies.accessionNumber,
  title: libraryTitles.title,
  itemKind: libraryCopies.itemKind,
  pricePaise: libraryCopies.pricePaise,
  memberKind: libraryLoans.memberKind,
  studentId: libraryLoans.studentId,
  facultyId: libraryLoans.facultyId,
  issuedOn: libraryLoans.issuedOn,
  dueOn: libraryLoans.dueOn,
  renewals: libraryLoans.renewals,
  closedOn: libraryLoans.closedOn,
  outcome: libraryLoans.outcome,
  finePaise: libraryLoans.finePaise,
};
const selectLoans = (db: DbOrTx) =>
  db
    .select(loanColumns)
    .from(libraryLoans)
    .innerJoin(libraryCopies, eq(libraryCopies.id, libraryLoans.copyId))
    .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId));
export type LoanRecord = Awaited<ReturnType<typeof selectLoans>>[number];

const ruleColumns = {
  memberKind: libraryBorrowingRules.memberKind,
  itemKind: libraryBorrowingRules.itemKind,
  maxLoans: libraryBorrowingRules.maxLoans,
  loanDays: libraryBorrowingRules.loanDays,
  renewals: libraryBorrowingRules.renewals,
  finePerDayPaise: libraryBorrowingRules.finePerDayPaise,
  graceDays: libraryBorrowingRules.graceDays,
  maxFinePaise: libraryBorrowingRules.maxFinePaise,
  processingFeePaise: libraryBorrowingRules.processingFeePaise,
  fineLimitPaise: libraryBorrowingRules.fineLimitPaise,
};

/** The advisory lock class of a library member (any number, the same in every server). */
const MEMBER_LOCK = 4_126_001;

const memberOfLoan = (kind: MemberKind, id: number) =>
  kind === 'student' ? eq(libraryLoans.studentId, id) : eq(libraryLoans.facultyId, id);

/** All database access of the circulation desk. Inside a transaction, build it on the transaction. */
export function createCirculationRepository(db: DbOrTx) {
  /**
   * Holds the member for the rest of the transaction: two desks issuing to one member at once take
   * turns, so each counts the other's loan against the limit.
   */
  async function lockMember(kind: MemberKind, id: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${MEMBER_LOCK}, ${kind === 'student' ? id : -id})`);
  }

  /** A copy by its barcode, locked until the transaction ends: its status is about to change. */
  async function copyByBarcodeForUpdate(barcode: string) {
    const [row] = await db
      .select({
        id: libraryCopies.id,
        titleId: libraryCopies.titleId,
        barcode: libraryCopies.barcode,
        accessionNumber: libraryCopies.accessionNumber,
        status: libraryCopies.status,
        itemKind: libraryCopies.itemKind,
        pricePaise: libraryCopies.pricePaise,
        title: libraryTitles.title,
        // Whether anyone queues for the title: an issue then looks for the member's own hold to meet.
        holdsWaiting: sql<boolean>`exists (select 1 from library_holds h where h.title_id = ${libraryCopies.titleId} and h.status = 'waiting')`,
      })
      .from(libraryCopies)
      .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
      .where(eq(libraryCopies.barcode, barcode))
      .for('update', { of: libraryCopies });
    return row;
  }

  const setCopyStatus = (copyId: number, status: 'available' | 'on_loan' | 'lost' | 'damaged') =>
    db
      .update(libraryCopies)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(libraryCopies.id, copyId));

  const loans = () => selectLoans(db);

  /** A member's open loans by due date, and the loans closed in the last days (what the desk just took back). */
  const loansOf = (kind: MemberKind, id: number, closedSince: string): Promise<LoanRecord[]> =>
    loans()
      .where(and(memberOfLoan(kind, id), or(isNull(libraryLoans.closedAt), gte(libraryLoans.closedOn, closedSince))))
      .orderBy(sql`${libraryLoans.closedAt} is not null`, asc(libraryLoans.dueOn), desc(libraryLoans.id));

  /** The copy's open loan with the rule it was lent under, in one statement (a return and a renewal need both). */
  async function openLoanAndRuleOfCopy(copyId: number): Promise<{ loan: LoanRecord; rule: BorrowingRule | undefined } | undefined> {
    const [row] = await db
      .select({ loan: loanColumns, rule: ruleColumns })
      .from(libraryLoans)
      .innerJoin(libraryCopies, eq(libraryCopies.id, libraryLoans.copyId))
      .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
      .leftJoin(
        libraryBorrowingRules,
        and(eq(libraryBorrowingRules.memberKind, libraryLoans.memberKind), eq(libraryBorrowingRules.itemKind, libraryCopies.itemKind)),
      )
      .where(and(eq(libraryLoans.copyId, copyId), isNull(libraryLoans.closedAt)));
    return row && { loan: row.loan, rule: (row.rule ?? undefined) as BorrowingRule | undefined };
  }

  async function lastLoanOfCopy(copyId: number): Promise<LoanRecord | undefined> {
    const [row] = await loans().where(eq(libraryLoans.copyId, copyId)).orderBy(desc(libraryLoans.id)).limit(1);
    return row;
  }

  async function loanById(id: number): Promise<LoanRecord> {
    const [row] = await loans().where(eq(libraryLoans.id, id));
    return row!;
  }

  /** The rule lending a kind of item to the member, with their open loans of that kind and how many are overdue: one statement. */
  async function ruleWithFigures(kind: MemberKind, id: number, itemKind: ItemKind, today: string) {
    const [row] = await db
      .select({
        ...ruleColumns,
        ofKind: sql<number>`(select count(*) from ${libraryLoans} l join ${libraryCopies} c on c.id = l.copy_id
          where l.${sql.raw(kind === 'student' ? 'student_id' : 'faculty_id')} = ${id} and l.closed_at is null and c.item_kind = ${itemKind})`.mapWith(
          Number,
        ),
        overdue: sql<number>`(select count(*) from ${libraryLoans} l
          where l.${sql.raw(kind === 'student' ? 'student_id' : 'faculty_id')} = ${id} and l.closed_at is null and l.due_on < ${today})`.mapWith(
          Number,
        ),
      })
      .from(libraryBorrowingRules)
      .where(and(eq(libraryBorrowingRules.memberKind, kind), eq(libraryBorrowingRules.itemKind, itemKind)));
    if (!row) return undefined;
    const { ofKind, overdue, ...rule } = row;
    return { rule: rule as BorrowingRule, figures: { ofKind, overdue } };
  }

  /** What a faculty member owes the library: charges neither paid nor waived (a student's are dues in Pay Fees). */
  async function owedBy(kind: MemberKind, id: number): Promise<number> {
    const [row] = await db
      .select({
        owed: sql<number>`coalesce(sum(${libraryCharges.amountPaise} - ${libraryCharges.paidPaise} - ${libraryCharges.waivedPaise}), 0)`.mapWith(
          Number,
        ),
      })
      .from(libraryCharges)
      .innerJoin(libraryLoans, eq(libraryLoans.id, libraryCharges.loanId))
      .where(memberOfLoan(kind, id));
    return row?.owed ?? 0;
  }

  async function rule(memberKind: MemberKind, itemKind: ItemKind): Promise<BorrowingRule | undefined> {
    const [row] = await db
      .select(ruleColumns)
      .from(libraryBorrowingRules)
      .where(and(eq(libraryBorrowingRules.memberKind, memberKind), eq(libraryBorrowingRules.itemKind, itemKind)));
    return row;
  }

  const rules = (): Promise<BorrowingRule[]> =>
    db.select(ruleColumns).from(libraryBorrowingRules).orderBy(asc(libraryBorrowingRules.memberKind), asc(libraryBorrowingRules.itemKind));

  async function ruleForUpdate(memberKind: MemberKind, itemKind: ItemKind): Promise<BorrowingRule | undefined> {
    const [row] = await db
      .select(ruleColumns)
      .from(libraryBorrowingRules)
      .where(and(eq(libraryBorrowingRules.memberKind, memberKind), eq(libraryBorrowingRules.itemKind, itemKind)))
      .for('update');
    return row;
  }

  async function saveRule(r: BorrowingRule): Promise<BorrowingRule> {
    const figures: Partial<BorrowingRule> = { ...r };
    delete figures.memberKind;
    delete figures.itemKind;
    const [row] = await db
      .insert(libraryBorrowingRules)
      .values(r)
      .onConflictDoUpdate({
        target: [libraryBorrowingRules.memberKind, libraryBorrowingRules.itemKind],
        set: { ...figures, updatedAt: sql`now()` },
      })
      .returning(ruleColumns);
    return row!;
  }

  /** A loan written and its copy put on loan, in one statement. */
  async function lend(values: {
    copyId: number;
    memberKind: MemberKind;
    studentId: number | null;
    facultyId: number | null;
    issuedOn: string;
    dueOn: string;
    issuedBy: number | null;
  }): Promise<number> {
    const result = await db.execute(sql`with loan as (
        insert into library_loans (copy_id, member_kind, student_id, faculty_id, issued_on, due_on, issued_by)
        values (${values.copyId}, ${values.memberKind}, ${values.studentId}, ${values.facultyId}, ${values.issuedOn}, ${values.dueOn}, ${values.issuedBy})
        returning id
      ), copy as (
        update library_copies set status = 'on_loan', updated_at = now() where id = ${values.copyId} returning id
      )
      select loan.id from loan, copy`);
    return Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
  }

  const updateLoan = (id: number, values: Partial<typeof libraryLoans.$inferInsert>) =>
    db.update(libraryLoans).set(values).where(eq(libraryLoans.id, id));

  const chargeColumns = {
    id: libraryCharges.id,
    kind: libraryCharges.kind,
    title: libraryTitles.title,
    accessionNumber: libraryCopies.accessionNumber,
    chargedOn: libraryLoans.closedOn,
    amountPaise: libraryCharges.amountPaise,
    paidPaise: libraryCharges.paidPaise,
    waivedPaise: libraryCharges.waivedPaise,
    waiverReason: libraryCharges.waiverReason,
    memberKind: libraryLoans.memberKind,
    studentId: libraryLoans.studentId,
    facultyId: libraryLoans.facultyId,
  };
  const selectCharges = () =>
    db
      .select(chargeColumns)
      .from(libraryCharges)
      .innerJoin(libraryLoans, eq(libraryLoans.id, libraryCharges.loanId))
      .innerJoin(libraryCopies, eq(libraryCopies.id, libraryLoans.copyId))
      .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId));

  /** Every charge of the member's loans, the newest first. */
  const chargesOf = (kind: MemberKind, id: number) => selectCharges().where(memberOfLoan(kind, id)).orderBy(desc(libraryCharges.id));

  /** A charge with its loan's member and title, locked until the transaction ends: a waiver is about to change it. */
  async function chargeForUpdate(id: number) {
    const [row] = await selectCharges().where(eq(libraryCharges.id, id)).for('update', { of: libraryCharges });
    return row;
  }

  const setWaiver = (id: number, waiver: { waivedPaise: number; waiverReason: string; waivedBy: number | null; waivedAt: Date }) =>
    db.update(libraryCharges).set(waiver).where(eq(libraryCharges.id, id));

  /** How many copies the member has on loan now. */
  async function openLoanCount(kind: MemberKind, id: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(libraryLoans)
      .where(and(memberOfLoan(kind, id), isNull(libraryLoans.closedAt)));
    return row?.count ?? 0;
  }

  /** A charge of a kind on a loan, once: a second one of that kind is not added. */
  const charge = (loanId: number, kind: 'overdue' | 'lost' | 'damaged', amountPaise: number) =>
    amountPaise > 0
      ? db.insert(libraryCharges).values({ loanId, kind, amountPaise }).onConflictDoNothing().returning({ id: libraryCharges.id })
      : Promise.resolve([]);

  return {
    lockMember,
    copyByBarcodeForUpdate,
    setCopyStatus,
    loansOf,
    openLoanAndRuleOfCopy,
    lastLoanOfCopy,
    loanById,
    ruleWithFigures,
    lend,
    owedBy,
    rule,
    rules,
    ruleForUpdate,
    saveRule,
    updateLoan,
    charge,
    chargesOf,
    chargeForUpdate,
    setWaiver,
    openLoanCount,
  };
}
