import {
  changedFields,
  fillText,
  LIBRARY_DUES_TEXTS,
  serverText,
  type BorrowingRule,
  type ChargeKind,
  type Clearance,
  type LibraryCharge,
  type CirculationResult,
  type CopyScan,
  type IssueRequest,
  type ItemKind,
  type Loan,
  type LossRequest,
  type MemberKind,
  type Member,
  type ServerText,
  type Waiver,
} from '@campus/shared';
import { groupPaise } from '@campus/shared/money';
import type { Db, DbOrTx } from '../../db/client.js';
import type { StudentCard, StudentDirectory } from '../admissions/student-directory.js';
import type { HolidayDirectory } from '../college-calendar/holiday-directory.js';
import type { FacultyCard, FacultyDirectory } from '../users/faculty-directory.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { CollegeService } from '../public/college.service.js';
import { createPhotoStore } from '../admissions/photo-store.js';
import type { PdfWorkers } from '../../lib/pdf-workers.js';
import type { LibraryDues } from '../payments/library-dues.service.js';
import { libraryCardPdf } from './library-card-pdf.js';
import { libraryClearancePdf } from './library-clearance-pdf.js';
import { addDays, closedOn } from '../college-calendar/college-days.js';
import { dueDateFrom, overdueFine } from './circulation-days.js';
import { createCirculationRepository, type LoanRecord } from './circulation.repository.js';
import { createHoldsRepository, holdOf } from './holds.repository.js';
import { passCopyOn } from './hold-shelf.js';

export interface CirculationServiceDeps {
  db: Db;
  audit: AuditService;
  college: Pick<CollegeService, 'today' | 'now' | 'settings' | 'logos'>;
  pdfs: PdfWorkers;
  /** Where the admission office keeps students' photos. */
  dataDir: string;
  /** Other features' read models, each built on the transaction that reads it. */
  students: (db: DbOrTx) => Pick<StudentDirectory, 'byCard' | 'byId'>;
  faculty: (db: DbOrTx) => Pick<FacultyDirectory, 'cardOf' | 'cardById' | 'ofUser'>;
  holidays: (db: DbOrTx) => HolidayDirectory;
  /** A student's library charges as dues they pay through Pay Fees. */
  dues: (db: DbOrTx) => LibraryDues;
}

/** A member found by their card: a student by roll or admission number, a faculty member by employee ID. */
export interface MemberRecord {
  kind: MemberKind;
  id: number;
  barcode: string;
  name: string;
  programme: string | null;
  /** A student no longer `active`, or a faculty member whose login was disabled. */
  left: boolean;
  photo: { file: string; type: string } | null;
}

const studentMember = (s: StudentCard): MemberRecord => ({
  kind: 'student',
  id: s.id,
  barcode: s.rollNumber,
  name: s.fullName,
  programme: s.programme,
  left: s.status !== 'active',
  photo: s.photo,
});

const facultyMember = (f: FacultyCard): MemberRecord => ({
  kind: 'faculty',
  id: f.id,
  barcode: f.empCode,
  name: f.fullName,
  programme: f.department,
  left: f.left,
  photo: null,
});

/** Holidays read ahead of a due date: a loan's last day moves past at most a few weeks of closed days. */
const HOLIDAY_LOOKAHEAD_DAYS = 60;

type CopyRow = NonNullable<Awaited<ReturnType<Reader['r']['copyByBarcodeForUpdate']>>>;
export type Reader = ReturnType<ReturnType<typeof readerOf>>;

/** The circulation repository and the read models it needs, on one transaction (or on the database). */
export const readerOf = (deps: Pick<CirculationServiceDeps, 'students' | 'faculty' | 'holidays' | 'dues'>) => (db: DbOrTx) => {
  const students = deps.students(db);
  const faculty = deps.faculty(db);
  const holidays = deps.holidays(db);
  const r = createCirculationRepository(db);
  const dues = deps.dues(db);
  return {
    r,
    h: createHoldsRepository(db),
    dues,
    /** What the member owes the library: a student's library dues in Pay Fees, a faculty member's charges. */
    async owed(member: Pick<MemberRecord, 'kind' | 'id'>): Promise<number> {
      return member.kind === 'student' ? dues.owed(member.id) : r.owedBy(member.kind, member.id);
    },
    /** Every charge of the member, with what was paid (a student's through Pay Fees) and what is unpaid. */
    async charges(member: Pick<MemberRecord, 'kind' | 'id'>): Promise<LibraryCharge[]> {
      const [rows, standing] = await Promise.all([
        r.chargesOf(member.kind, member.id),
        member.kind === 'student' ? dues.standing(member.id) : Promise.resolve(undefined),
      ]);
      return rows.map((row) => {
        const paid = standing ? (standing.paidOf.get(row.id) ?? 0) : row.paidPaise;
        return {
          id: row.id,
          kind: row.kind,
          title: row.title,
          accessionNumber: row.accessionNumber,
          chargedOn: row.chargedOn,
          amountPaise: row.amountPaise,
          paidPaise: paid,
          waivedPaise: row.waivedPaise,
          waiverReason: row.waiverReason,
          unpaidPaise: row.amountPaise - row.waivedPaise - paid,
        };
      });
    },
    /** A member by the code on their card, `code` in capitals: students first, then faculty. */
    async memberByCard(code: string): Promise<MemberRecord | undefined> {
      const student = await students.byCard(code);
      if (student) return studentMember(student);
      const member = await faculty.cardOf(code);
      return member && facultyMember(member);
    },
    /** The member a signed-in login is: the student it belongs to, else the faculty member whose login it is. */
    async memberOfUser(userId: number, studentId: number | null): Promise<MemberRecord | undefined> {
      if (studentId !== null) return this.memberById('student', studentId);
      const member = await faculty.ofUser(userId);
      return member && this.memberById('faculty', member.id);
    },
    async memberById(kind: MemberKind, id: number): Promise<MemberRecord | undefined> {
      if (kind === 'student') {
        const student = await students.byId(id);
        return student && studentMember(student);
      }
      const card = await faculty.cardById(id);
      return card && facultyMember(card);
    },
    /** The days the college is closed from `from` to a few weeks past `to`. */
    async closedDays(from: string, to: string) {
      return closedOn(await holidays.between(from, addDays(to, HOLIDAY_LOOKAHEAD_DAYS)));
    },
  };
};

/** Whether a hold is the member's. */
const isHoldOf = (hold: { memberKind: MemberKind; studentId: number | null; facultyId: number | null }, member: MemberRecord) =>
  hold.memberKind === member.kind && (member.kind === 'student' ? hold.studentId : hold.facultyId) === member.id;

/** Whether a loan is the member's. */
const isLoanOf = (loan: LoanRecord, member: MemberRecord) =>
  loan.memberKind === member.kind && (member.kind === 'student' ? loan.studentId : loan.facultyId) === member.id;

/** Why a copy cannot be lent, by its status or its kind; none when it is on the shelf. */
function copyRefusal(copy: CopyRow): ServerText | undefined {
  const barcode = copy.barcode;
  if (copy.itemKind === 'reference') return serverText('circulation.notForLoan', { barcode });
  switch (copy.status) {
    case 'available':
      return undefined;
    case 'on_loan':
      return serverText('circulation.onLoan', { barcode });
    case 'on_hold_shelf':
      return serverText('circulation.onHoldShelf', { barcode });
    case 'lost':
      return serverText('circulation.lost', { barcode });
    case 'damaged':
      return serverText('circulation.damaged', { barcode });
    case 'withdrawn':
      return serverText('circulation.withdrawn', { barcode });
  }
}

const rupees = (paise: number) => groupPaise(paise);

/** The circulation desk: members found by their card, copies issued, renewed, returned, lost or damaged. */
export function createCirculationService(deps: CirculationServiceDeps) {
  const { db, audit, college, pdfs, dataDir } = deps;
  const reader = readerOf(deps);
  const onDb = reader(db);
  const photos = createPhotoStore(dataDir);

  /** A loan as the desk shows it: what it would owe today if it is still out. */
  async function loanOf(c: Reader, loan: LoanRecord, today: string, rules: Map<string, BorrowingRule | undefined>): Promise<Loan> {
    const key = `${loan.memberKind}/${loan.itemKind}`;
    if (!rules.has(key)) rules.set(key, await c.r.rule(loan.memberKind, loan.itemKind));
    const rule = rules.get(key);
    const open = loan.outcome === null;
    const fineToday = open && rule && loan.dueOn < today ? overdueFine(loan.dueOn, today, rule, await c.closedDays(loan.dueOn, today)) : 0;
    return {
      id: loan.id,
      copyId: loan.copyId,
      barcode: loan.barcode,
      accessionNumber: loan.accessionNumber,
      title: loan.title,
      issuedOn: loan.issuedOn,
      dueOn: loan.dueOn,
      renewals: loan.renewals,
      renewalsAllowed: rule?.renewals ?? 0,
      closedOn: loan.closedOn,
      outcome: loan.outcome,
      finePaise: loan.finePaise,
      fineTodayPaise: fineToday,
      overdue: open && loan.dueOn < today,
    };
  }

  /** Why nothing of this kind may be issued to the member now, whatever the copy. */
  async function memberRefusals(
    c: Reader,
    member: MemberRecord,
    itemKind: ItemKind,
    today: string,
  ): Promise<{ refusals: ServerText[]; rule?: BorrowingRule }> {
    const name = member.name;
    if (member.left) return { refusals: [serverText('circulation.memberLeft', { name })] };
    const found = await c.r.ruleWithFigures(member.kind, member.id, itemKind, today);
    if (!found) return { refusals: [serverText('circulation.noRule')] };
    const { rule, figures } = found;
    const owed = await c.owed(member);
    const refusals: ServerText[] = [];
    if (figures.overdue > 0) refusals.push(serverText('circulation.overdue', { name }));
    if (owed > rule.fineLimitPaise)
      refusals.push(serverText('circulation.finesOverLimit', { name, owed: rupees(owed), limit: rupees(rule.fineLimitPaise) }));
    if (figures.ofKind >= rule.maxLoans) refusals.push(serverText('circulation.limitReached', { name, max: rule.maxLoans }));
    return { refusals, rule };
  }

  async function memberPanel(c: Reader, member: MemberRecord, today: string): Promise<Member> {
    const r = c.r;
    const rules = new Map<string, BorrowingRule | undefined>();
    const [loans, charges, refusals, holds] = await Promise.all([
      r.loansOf(member.kind, member.id, today),
      c.charges(member),
      memberRefusals(c, member, 'book', today).then((found) => found.refusals),
      c.h.openHoldsOf(member.kind, member.id),
    ]);
    const shown: Loan[] = [];
    for (const loan of loans) shown.push(await loanOf(c, loan, today, rules));
    return {
      kind: member.kind,
      id: member.id,
      barcode: member.barcode,
      name: member.name,
      programme: member.programme,
      hasPhoto: member.photo !== null,
      loans: shown,
      charges,
      owedPaise: charges.reduce((sum, charge) => sum + charge.unpaidPaise, 0),
      refusals,
      holds: holds.map(holdOf),
    };
  }

  async function findMember(c: Reader, barcode: string): Promise<MemberRecord> {
    const member = await c.memberByCard(barcode);
    if (!member) throw notFound(serverText('circulation.memberNotFound', { barcode }));
    return member;
  }

  async function findCopy(c: Reader, barcode: string): Promise<CopyRow> {
    const copy = await c.r.copyByBarcodeForUpdate(barcode);
    if (!copy) throw notFound(serverText('circulation.copyNotFound', { barcode }));
    return copy;
  }

  /** The member a scanned card names, with their loans and what would stop an issue. */
  async function member(barcode: string): Promise<Member> {
    const today = await college.today();
    return memberPanel(onDb, await findMember(onDb, barcode), today);
  }

  /** The signed-in reader as a member: a student by their roll number, a faculty member by their employee ID. */
  async function ownMember(c: Reader, user: AuthUser): Promise<MemberRecord> {
    const member = await c.memberOfUser(user.id, user.studentId);
    if (!member) throw notFound(serverText('circulation.notAMember'));
    return member;
  }

  /** The signed-in reader's own loans, due dates, fines and what they owe: their page of the library. */
  async function mine(user: AuthUser): Promise<Member> {
    const today = await college.today();
    return memberPanel(onDb, await ownMember(onDb, user), today);
  }

  /** The member's photo as the admission office keeps it, if it has one. */
  async function photo(barcode: string): Promise<{ bytes: Buffer; type: string }> {
    const found = await findMember(onDb, barcode);
    const bytes = found.photo ? await photos.read(found.photo.file) : null;
    if (!found.photo || !bytes) throw notFound(serverText('circulation.noPhoto', { name: found.name }));
    return { bytes, type: found.photo.type };
  }

  /** The member's library card as a PDF, with the college's name and logo. */
  const card = async (barcode: string) => cardOf(await findMember(onDb, barcode));
  /** The signed-in reader's own library card. */
  const ownCard = async (user: AuthUser) => cardOf(await ownMember(onDb, user));

  async function cardOf(found: MemberRecord): Promise<{ pdf: Buffer; fileName: string }> {
    const [settings, logos, picture] = await Promise.all([
      college.settings(),
      college.logos(),
      found.photo ? photos.read(found.photo.file) : Promise.resolve(null),
    ]);
    const pdf = await pdfs.render(libraryCardPdf, {
      college: { name: settings.name, logo: logos.Logo },
      member: { name: found.name, barcode: found.barcode, kind: found.kind, programme: found.programme },
      photo: picture,
    });
    return { pdf, fileName: `library-card-${found.barcode.replace(/[^A-Za-z0-9-]/g, '-')}.pdf` };
  }

  const result = async (
    c: Reader,
    loanId: number,
    today: string,
    chargedPaise = 0,
    alreadyReturned = false,
  ): Promise<CirculationResult> => ({
    loan: await loanOf(c, await c.r.loanById(loanId), today, new Map()),
    alreadyReturned,
    chargedPaise,
  });

  /**
   * A copy issued to a member: the member and the copy are locked, every refusal checked, the loan
   * written and the copy put `on_loan` in one transaction. The partial unique index on open loans
   * is the last word: two desks issuing one copy at once get one loan and one refusal.
   */
  async function issue(input: IssueRequest, actor: Actor): Promise<CirculationResult> {
    // Today is the kept business date, read before the transaction; everything else is read in it,
    // so that on PGlite, whose one connection a transaction holds, a scan waits its turn once.
    const today = await college.today();
    try {
      return await db.transaction(async (tx) => {
        const c = reader(tx);
        const r = c.r;
        const member = await findMember(c, input.memberBarcode);
        await r.lockMember(member.kind, member.id);
        const copy = await findCopy(c, input.copyBarcode);
        // A copy on the hold shelf goes to the member whose ready hold it is, and to nobody else.
        const heldFor = copy.status === 'on_hold_shelf' ? await c.h.readyHoldOfCopyForUpdate(copy.id) : undefined;
        const forThisMember = heldFor !== undefined && isHoldOf(heldFor, member) && copy.itemKind === 'book';
        const copyProblem = forThisMember ? undefined : copyRefusal(copy);
        if (copyProblem) throw conflict(copyProblem, 'copyBarcode');
        const { refusals, rule } = await memberRefusals(c, member, copy.itemKind, today);
        if (refusals[0] || !rule) throw conflict(refusals[0] ?? serverText('circulation.noRule'), 'memberBarcode');
        const dueOn = dueDateFrom(today, rule.loanDays, await c.closedDays(today, addDays(today, rule.loanDays)));
        const values = {
          copyId: copy.id,
          memberKind: member.kind,
          studentId: member.kind === 'student' ? member.id : null,
          facultyId: member.kind === 'faculty' ? member.id : null,
          issuedOn: today,
          dueOn,
        };
        const id = await r.lend({ ...values, issuedBy: actor.id });
        // The member's hold of the title is met: the copy set aside for them, or another copy of it.
        const met =
          heldFor && forThisMember
            ? heldFor
            : copy.holdsWaiting
              ? await c.h.waitingHoldOfMemberForUpdate(member.kind, member.id, copy.titleId)
              : undefined;
        if (met) await c.h.closeHold(met.id, 'fulfilled', today, college.now(), actor.id);
        const loan: LoanRecord = {
          ...values,
          id,
          barcode: copy.barcode,
          accessionNumber: copy.accessionNumber,
          title: copy.title,
          itemKind: copy.itemKind,
          pricePaise: copy.pricePaise,
          renewals: 0,
          closedOn: null,
          outcome: null,
          finePaise: 0,
        };
        return {
          loan: await loanOf(c, loan, today, new Map([[`${member.kind}/${copy.itemKind}`, rule]])),
          alreadyReturned: false,
          chargedPaise: 0,
        };
      });
    } catch (err) {
      const v = violationOf(err);
      if (v?.kind === 'unique' && v.constraint === 'library_loans_open_copy_uq')
        throw conflict(serverText('circulation.onLoan', { barcode: input.copyBarcode }), 'copyBarcode');
      throw err;
    }
  }

  /** The open loan of a scanned copy and the rule it was lent under, the copy locked. */
  async function openLoan(c: Reader, barcode: string) {
    const copy = await findCopy(c, barcode);
    const open = await c.r.openLoanAndRuleOfCopy(copy.id);
    return { copy, loan: open?.loan, rule: open?.rule };
  }

  /** A charge on a loan; a student's becomes a due in Pay Fees in the same transaction. */
  async function chargeLoan(c: Reader, loan: LoanRecord, kind: ChargeKind, amountPaise: number, actor: Actor) {
    const [made] = await c.r.charge(loan.id, kind, amountPaise);
    if (!made || loan.studentId === null) return;
    const reasonKey = kind === 'overdue' ? 'reasonOverdue' : kind === 'lost' ? 'reasonLost' : 'reasonDamaged';
    await c.dues.lay({
      studentId: loan.studentId,
      libraryChargeId: made.id,
      amountPaise,
      reason: fillText(LIBRARY_DUES_TEXTS[reasonKey], { title: loan.title, accessionNumber: loan.accessionNumber }),
      createdBy: actor.id,
    });
  }

  async function closeLoan(
    c: Reader,
    loan: LoanRecord,
    outcome: 'returned' | 'lost' | 'damaged',
    today: string,
    finePaise: number,
    actor: Actor,
  ) {
    await c.r.updateLoan(loan.id, { closedOn: today, closedAt: college.now(), outcome, finePaise, closedBy: actor.id });
    if (finePaise > 0) await chargeLoan(c, loan, 'overdue', finePaise, actor);
  }

  async function fineOf(c: Reader, loan: LoanRecord, today: string, known?: BorrowingRule): Promise<number> {
    if (loan.dueOn >= today) return 0;
    const rule = known ?? (await c.r.rule(loan.memberKind, loan.itemKind));
    if (!rule) return 0;
    return overdueFine(loan.dueOn, today, rule, await c.closedDays(loan.dueOn, today));
  }

  /**
   * A copy back at the desk: its loan closed with its fine, the copy on the shelf again. A copy
   * scanned again answers the loan its first scan closed, and nothing more is recorded.
   */
  async function returnCopy(input: CopyScan, actor: Actor): Promise<CirculationResult> {
    const today = await college.today();
    return db.transaction(async (tx) => {
      const c = reader(tx);
      const r = c.r;
      const { copy, loan, rule } = await openLoan(c, input.copyBarcode);
      if (!loan) {
        const last = await r.lastLoanOfCopy(copy.id);
        if (last?.outcome === 'returned') return result(c, last.id, today, 0, true);
        throw conflict(serverText('circulation.notOnLoan', { barcode: copy.barcode }), 'copyBarcode');
      }
      const fine = await fineOf(c, loan, today, rule);
      await closeLoan(c, loan, 'returned', today, fine, actor);
      // The first in the title's queue gets the copy on the hold shelf; with nobody waiting it is on the shelf again.
      const holdShelf = await passCopyOn(c.h, copy, today, c.closedDays);
      const closed: LoanRecord = { ...loan, closedOn: today, outcome: 'returned', finePaise: fine };
      return {
        loan: await loanOf(c, closed, today, new Map([[`${loan.memberKind}/${loan.itemKind}`, rule]])),
        alreadyReturned: false,
        chargedPaise: fine,
        ...(holdShelf && { holdShelf }),
      };
    });
  }

  /** A loan renewed from today, as often as its rule allows; an overdue copy comes back and pays instead. */
  /** A renewal at the desk, or by the borrower (`owner`), who may renew only a copy on loan to them. */
  async function renew(input: CopyScan, actor: Actor, owner?: AuthUser): Promise<CirculationResult> {
    const today = await college.today();
    return db.transaction(async (tx) => {
      const c = reader(tx);
      const r = c.r;
      const { copy, loan, rule } = await openLoan(c, input.copyBarcode);
      if (owner && !(loan && isLoanOf(loan, await ownMember(c, owner))))
        throw notFound(serverText('circulation.copyNotFound', { barcode: input.copyBarcode }));
      if (!loan) throw conflict(serverText('circulation.notOnLoan', { barcode: copy.barcode }), 'copyBarcode');
      if (!rule) throw conflict(serverText('circulation.noRule'), 'copyBarcode');
      if (loan.renewals >= rule.renewals)
        throw conflict(serverText('circulation.renewalsUsed', { barcode: copy.barcode, renewals: loan.renewals }), 'copyBarcode');
      if (loan.dueOn < today) throw conflict(serverText('circulation.renewOverdue', { barcode: copy.barcode }), 'copyBarcode');
      const dueOn = dueDateFrom(today, rule.loanDays, await c.closedDays(today, addDays(today, rule.loanDays)));
      await r.updateLoan(loan.id, { renewals: loan.renewals + 1, dueOn: dueOn > loan.dueOn ? dueOn : loan.dueOn });
      await audit.record(tx, {
        actor,
        action: 'library.loanRenewed',
        entity: 'library_loan',
        entityId: String(loan.id),
        details: { title: loan.title, accessionNumber: loan.accessionNumber, dueOn },
      });
      return result(c, loan.id, today);
    });
  }

  /**
   * A copy on loan declared lost, or brought back damaged: its price and the processing fee are
   * charged to the member (a damaged copy's late days too), its loan closed, the copy marked.
   */
  async function loss(input: LossRequest, actor: Actor): Promise<CirculationResult> {
    const today = await college.today();
    return db.transaction(async (tx) => {
      const c = reader(tx);
      const r = c.r;
      const { copy, loan, rule } = await openLoan(c, input.copyBarcode);
      if (!loan) throw conflict(serverText('circulation.notOnLoan', { barcode: copy.barcode }), 'copyBarcode');
      const price = (copy.pricePaise ?? 0) + (rule?.processingFeePaise ?? 0);
      const fine = input.condition === 'damaged' ? await fineOf(c, loan, today, rule) : 0;
      await closeLoan(c, loan, input.condition, today, fine, actor);
      await chargeLoan(c, loan, input.condition, price, actor);
      await r.setCopyStatus(copy.id, input.condition);
      await audit.record(tx, {
        actor,
        action: input.condition === 'lost' ? 'library.copyLost' : 'library.copyDamaged',
        entity: 'library_loan',
        entityId: String(loan.id),
        details: { title: loan.title, accessionNumber: loan.accessionNumber, chargedPaise: price + fine },
      });
      return result(c, loan.id, today, price + fine);
    });
  }

  /**
   * Part or all of a charge's unpaid amount waived by the library incharge, with the reason: the
   * charge is locked, so two waivers at once take turns and never waive more than is unpaid.
   */
  async function waive(chargeId: number, waiver: Waiver, actor: Actor): Promise<Member> {
    return db.transaction(async (tx) => {
      const c = reader(tx);
      const found = await c.r.chargeForUpdate(chargeId);
      if (!found) throw notFound(serverText('libraryDues.chargeNotFound', { id: chargeId }));
      const member = { kind: found.memberKind, id: (found.studentId ?? found.facultyId)! };
      const charge = (await c.charges(member)).find((each) => each.id === chargeId)!;
      if (charge.unpaidPaise <= 0) throw conflict(serverText('libraryDues.nothingToWaive'), 'amountPaise');
      if (waiver.amountPaise > charge.unpaidPaise)
        throw invalid(serverText('libraryDues.waiveAtMost', { unpaid: rupees(charge.unpaidPaise) }), 'amountPaise');
      const waivedPaise = charge.waivedPaise + waiver.amountPaise;
      const reason = waiver.reason.trim();
      await c.r.setWaiver(chargeId, { waivedPaise, waiverReason: reason, waivedBy: actor.id, waivedAt: college.now() });
      if (member.kind === 'student') await c.dues.waive(chargeId, waivedPaise);
      await audit.record(tx, {
        actor,
        action: 'library.chargeWaived',
        entity: 'library_charge',
        entityId: String(chargeId),
        details: { title: charge.title, accessionNumber: charge.accessionNumber, waivedPaise: waiver.amountPaise, reason },
      });
      return memberPanel(c, (await c.memberById(member.kind, member.id))!, await college.today(tx));
    });
  }

  /** Whether the library clears the member: nothing on loan and nothing owed, on today's business date. */
  async function clearanceOf(c: Reader, member: MemberRecord): Promise<Clearance> {
    const [asOf, onLoan, owed] = await Promise.all([college.today(), c.r.openLoanCount(member.kind, member.id), c.owed(member)]);
    const name = member.name;
    const reasons: ServerText[] = [];
    if (onLoan > 0) reasons.push(serverText('libraryDues.onLoan', { name, count: onLoan }));
    if (owed > 0) reasons.push(serverText('libraryDues.owes', { name, owed: rupees(owed) }));
    return {
      kind: member.kind,
      barcode: member.barcode,
      name,
      programme: member.programme,
      asOf,
      cleared: reasons.length === 0,
      onLoan,
      owedPaise: owed,
      reasons,
    };
  }

  const clearance = async (barcode: string) => clearanceOf(onDb, await findMember(onDb, barcode));
  const ownClearance = async (user: AuthUser) => clearanceOf(onDb, await ownMember(onDb, user));

  /** The no-dues certificate of a member the library clears; refused, with the first reason, for any other. */
  async function certificateOf(member: MemberRecord): Promise<{ pdf: Buffer; fileName: string }> {
    const standing = await clearanceOf(onDb, member);
    const [first] = standing.reasons;
    if (first) throw conflict(serverText('libraryDues.notCleared', { name: member.name, reason: first.message }));
    const [settings, logos] = await Promise.all([college.settings(), college.logos()]);
    const pdf = await pdfs.render(libraryClearancePdf, {
      college: { name: settings.name, logo: logos.Logo },
      member: { name: member.name, barcode: member.barcode, kind: member.kind, programme: member.programme },
      asOf: standing.asOf,
    });
    return { pdf, fileName: `library-no-dues-${member.barcode.replace(/[^A-Za-z0-9-]/g, '-')}.pdf` };
  }

  const certificate = async (barcode: string) => certificateOf(await findMember(onDb, barcode));
  const ownCertificate = async (user: AuthUser) => certificateOf(await ownMember(onDb, user));

  const rules = async () => ({ rules: await onDb.r.rules() });

  /** A borrowing rule set by the library incharge: made if new, changed if there. */
  async function saveRule(input: BorrowingRule, actor: Actor): Promise<BorrowingRule> {
    return db.transaction(async (tx) => {
      const r = createCirculationRepository(tx);
      const before = await r.ruleForUpdate(input.memberKind, input.itemKind);
      const after = await r.saveRule(input);
      await audit.record(tx, {
        actor,
        action: 'library.ruleSaved',
        entity: 'library_borrowing_rule',
        entityId: `${input.memberKind}/${input.itemKind}`,
        details: { memberKind: input.memberKind, itemKind: input.itemKind },
        changes: changedFields(before, after, {
          ignore: ['memberKind', 'itemKind'],
          money: ['finePerDayPaise', 'maxFinePaise', 'processingFeePaise', 'fineLimitPaise'],
        }),
      });
      return after;
    });
  }

  return {
    member,
    mine,
    photo,
    card,
    ownCard,
    issue,
    returnCopy,
    renew,
    loss,
    waive,
    clearance,
    ownClearance,
    certificate,
    ownCertificate,
    rules,
    saveRule,
  };
}

export type CirculationService = ReturnType<typeof createCirculationService>;
