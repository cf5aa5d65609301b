import crypto from 'node:crypto';
import {
  can,
  CHEQUE_VALID_MONTHS,
  COUNTER_TEXTS,
  dayIn,
  dayMonthYear,
  fillText,
  isInstrumentMode,
  isUtrMode,
  paymentMeansFields,
  paymentMeansText,
  BOUNCE_CHARGE_CODE,
  LAID_CHARGE_CODES,
  type CounterCloseBody,
  type CounterDay,
  type CounterDayAmendBody,
  type CounterDaysAnswer,
  type CounterReceiptAnswer,
  type CounterReceiptBody,
  type CounterReceiptRow,
  type Denominations,
  type InstrumentAnswer,
  type InstrumentsPage,
  type InstrumentStatus,
  type ModeTotal,
  type PaymentKind,
  serverText,
} from '@campus/shared';
import { formatRupees } from '@campus/shared/money';
import type { Db, DbOrTx } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { CollegeService } from '../public/college.service.js';
import { createCounterRepository, type CounterDayRow, type CounterLine } from './counter.repository.js';
import { feeLabel, rupees, type DueItem, type DuesService } from './dues.service.js';
import { createOrdersRepository } from './orders.repository.js';
import { creditNoteNumber, financialYearOf, receiptNumber } from './payment-recording.numbers.js';
import type { NotificationsService } from '../notifications/notifications.service.js';

export interface CounterServiceDeps {
  db: Db;
  dues: DuesService;
  audit: AuditService;
  college: CollegeService;
  mail: Pick<MailService, 'enqueue'>;
  /** Tells the student and their parents of a receipt issued. */
  notifications?: Pick<NotificationsService, 'receiptIssued' | 'withdrawDueReminders'>;
}

/** Who is told of a returned cheque or draft. */
const ACCOUNTS_OFFICE = ['ROLE_ACCOUNTANTS_OFFICER', 'ROLE_ACCOUNTANT'];

const actorOf = (user: AuthUser) => ({ id: user.id, username: user.username });
const money = (paise: number) => formatRupees(paise);

/** The denominations counted, without the ones left out. */
const denominationsOf = (counted: Denominations): Record<string, number> =>
  Object.fromEntries(Object.entries(counted).filter((e): e is [string, number] => typeof e[1] === 'number'));

/** The cash counted: each denomination (rupees) times how many. */
const countedPaise = (denominations: Denominations) =>
  Object.entries(denominations).reduce((sum, [rupee, count]) => sum + Number(rupee) * 100 * Number(count), 0);

/** The kind of order (the receipt's title) the counter's items make: their category when all share one, else a fee receipt. */
function kindOf(dues: DueItem[]): PaymentKind {
  const categories = new Set(dues.map((d) => d.category));
  if (categories.size !== 1) return 'fee';
  const [only] = categories;
  return only === 'exam' || only === 'admission' || only === 'miscellaneous' ? only : 'fee';
}

/** `COUNTER-…`: the counter's order ids, never sent to a gateway. */
const counterOrderId = (now: Date) =>
  `CTR-${now.getUTCFullYear()}-${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}-${crypto.randomBytes(2).toString('hex').toUpperCase()}`;

/** A date `months` months before `day` (`YYYY-MM-DD`), the same day of the month or the month's last. */
function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

function rowOf(line: CounterLine): CounterReceiptRow {
  return {
    receiptNo: line.receiptNo,
    rollNumber: line.rollNumber,
    studentName: line.studentName,
    items: line.items,
    amountPaise: line.amountPaise,
    mode: line.mode as CounterReceiptRow['mode'],
    ...paymentMeansFields({ ...line, bank: line.instrumentBank, branch: line.instrumentBranch }),
    instrumentStatus: line.instrumentStatus,
    receivedAt: line.paidAt.toISOString(),
    businessDate: line.businessDate,
    clerk: line.clerk,
    creditNoteNo: line.creditNoteNo,
  };
}

/** Totals by mode of what the day received (a cheque returned later still came in that day; its credit note reverses it). */
function totalsOf(lines: CounterLine[]): ModeTotal[] {
  const totals = new Map<string, ModeTotal>();
  for (const line of lines) {
    const total = totals.get(line.mode) ?? { mode: line.mode as ModeTotal['mode'], count: 0, amountPaise: 0 };
    total.count++;
    total.amountPaise += line.amountPaise;
    totals.set(line.mode, total);
  }
  return [...totals.values()];
}

const cashOf = (lines: CounterLine[]) => lines.filter((l) => l.mode === 'CASH').reduce((sum, l) => sum + l.amountPaise, 0);

/**
 * The fee counter (ADR 0103): money received in cash, by demand draft, cheque, bank transfer or the
 * college's UPI QR, recorded against a student's dues as a PAID order with a collection on the same
 * receipt series as the gateway's; cheques and drafts cleared or bounced; each clerk's day closed.
 */
export function createCounterService({ db, dues, audit, college, mail, notifications }: CounterServiceDeps) {
  const repo = createCounterRepository(db);

  /** The items asked for, checked against the student's dues as they are now: amounts within what is owed. */
  function priced(body: CounterReceiptBody, owed: DueItem[]): { due: DueItem; amountPaise: number }[] {
    return body.items.map((item, i) => {
      const due = owed.find((d) => d.feeTypeId === item.feeTypeId && d.semester === item.semester);
      const field = `items.${i}.amountPaise`;
      if (!due || due.duePaise <= 0)
        throw invalid(serverText('payments.notDue', { fee: due ? feeLabel(due) : `#${item.feeTypeId}` }), `items.${i}`);
      const onRequest = due.semester === null && due.category === 'miscellaneous' && !isCharge(due);
      if (onRequest && item.amountPaise !== due.duePaise)
        throw invalid(serverText('counter.onRequestAmount', { fee: feeLabel(due), amount: rupees(due.duePaise) }), field);
      if (item.amountPaise > due.duePaise)
        throw invalid(serverText('counter.moreThanDue', { fee: feeLabel(due), max: rupees(due.duePaise) }), field);
      return { due, amountPaise: item.amountPaise };
    });
  }

  const isCharge = (due: Pick<DueItem, 'feeTypeCode'>) => LAID_CHARGE_CODES.includes(due.feeTypeCode);

  /** A cheque or draft older than three months cannot be presented. */
  function checkInstrumentDate(body: CounterReceiptBody, today: string) {
    if (!isInstrumentMode(body.mode) || !body.instrumentDate) return;
    if (body.instrumentDate < monthsBefore(today, CHEQUE_VALID_MONTHS))
      throw invalid(serverText('counter.staleInstrument', { date: dayMonthYear(body.instrumentDate) }), 'instrumentDate');
  }

  /** `POST /api/payments/counter/receipts`. */
  async function receive(user: AuthUser, body: CounterReceiptBody): Promise<CounterReceiptAnswer> {
    const earlier = await repo.lineByRequestKey(body.requestKey);
    if (earlier) return repeated(earlier);
    const student = await dues.students.byRollNo(body.rollNo);
    const today = await college.today();
    checkInstrumentDate(body, today);
    const items = priced(body, await dues.duesFor(student.id));
    try {
      const line = await db.transaction((tx) => recordReceipt(tx, user, body, student.id, items, today));
      if ('repeat' in line) return repeated(line.repeat);
      return { receipt: rowOf(line), repeated: false, openOnline: await openOnline(student.id, items) };
    } catch (err) {
      // Two presses of one form on two servers: the second finds the first's receipt.
      if (violationOf(err)?.constraint.includes('request_key') !== true) throw err;
      const first = await repo.lineByRequestKey(body.requestKey);
      if (!first) throw err;
      return repeated(first);
    }
  }

  function repeated(line: CounterLine): CounterReceiptAnswer {
    return { receipt: rowOf(line), repeated: true, openOnline: [] };
  }

  /**
   * In one transaction: the clerk's day locked (refused when closed), the student locked (two clerks,
   * or a clerk and the gateway's recording, take turns on one student's dues), the order and its
   * items, and each item checked against what other PAID orders settled meanwhile: a due paid a
   * moment ago refuses the whole receipt, so no money is taken for nothing.
   */
  async function recordReceipt(
    tx: DbOrTx,
    user: AuthUser,
    body: CounterReceiptBody,
    studentId: number,
    items: { due: DueItem; amountPaise: number }[],
    today: string,
  ): Promise<CounterLine | { repeat: CounterLine }> {
    const txRepo = createCounterRepository(tx);
    const orders = createOrdersRepository(tx);
    const day = await txRepo.lockDay(user.id, today);
    if (day.status === 'closed') throw conflict(serverText('counter.dayClosed', { date: dayMonthYear(today) }));
    const again = await txRepo.lineByRequestKey(body.requestKey);
    if (again) return { repeat: again };
    await orders.lockStudent(studentId);
    const now = college.now();
    const amountPaise = items.reduce((sum, i) => sum + i.amountPaise, 0);
    const order = await orders.insertOrder(
      {
        orderId: counterOrderId(now),
        studentId,
        kind: kindOf(items.map((i) => i.due)),
        amountPaise,
        currency: 'INR',
        status: 'PAID',
        itemsKey: `counter:${items.map((i) => `${i.due.feeTypeId}:${i.due.semester ?? '-'}:${i.amountPaise}`).join(',')}`,
        createdBy: user.id,
        expiresAt: now,
        createdAt: now,
        updatedAt: now,
      },
      items.map((i) => ({ feeTypeId: i.due.feeTypeId, semester: i.due.semester, amountPaise: i.amountPaise })),
    );
    await refuseSettledMeanwhile(tx, order.id, studentId, items);
    const financialYear = financialYearOf(today);
    const receiptSeq = await orders.nextReceiptSeq(financialYear);
    const collection = await orders.insertCollection({
      orderId: order.id,
      studentId,
      amountPaise,
      mode: body.mode,
      channel: 'counter',
      receivedBy: user.id,
      counterDayId: day.id,
      requestKey: body.requestKey,
      rrn: isUtrMode(body.mode) ? (body.utr?.toUpperCase() ?? null) : null,
      instrumentNo: isInstrumentMode(body.mode) ? (body.instrumentNo ?? null) : null,
      instrumentBank: isInstrumentMode(body.mode) ? (body.bank ?? null) : null,
      instrumentBranch: body.mode === 'DD' ? (body.branch ?? null) : null,
      instrumentDate: isInstrumentMode(body.mode) ? (body.instrumentDate ?? null) : null,
      instrumentStatus: isInstrumentMode(body.mode) ? 'received' : null,
      receivedFrom: body.receivedFrom || null,
      remarks: body.remarks || null,
      refundDuePaise: 0,
      financialYear,
      receiptSeq,
      receiptNo: receiptNumber(financialYear, receiptSeq),
      paidAt: now,
      recordedAt: now,
    });
    await notifications?.receiptIssued(tx, collection.id);
    await notifications?.withdrawDueReminders(tx, studentId);
    await audit.record(tx, {
      actor: actorOf(user),
      action: 'counter.received',
      entity: 'payment_order',
      entityId: order.orderId,
      details: {
        receiptNo: collection.receiptNo,
        amountPaise,
        mode: body.mode,
        ...(collection.instrumentNo ? { instrumentNo: collection.instrumentNo, bank: collection.instrumentBank } : {}),
        ...(collection.rrn ? { utr: collection.rrn } : {}),
      },
    });
    return (await txRepo.lineByReceiptNo(collection.receiptNo))!;
  }

  /** Refuses the receipt when another payment settled one of its dues after they were read. */
  async function refuseSettledMeanwhile(tx: DbOrTx, orderId: number, studentId: number, items: { due: DueItem; amountPaise: number }[]) {
    const orders = createOrdersRepository(tx);
    const counters = createCounterRepository(tx);
    const settlement = await orders.settlementOf(orderId);
    for (const [i, item] of items.entries()) {
      const settles = isCharge(item.due)
        ? Math.min(item.amountPaise, await counters.chargeOwed(studentId, item.due.feeTypeId, orderId))
        : settlement[i].settlesPaise;
      if (settles >= item.amountPaise) continue;
      const [receiptNo = '—'] = await orders.paidReceiptsOf(studentId, item.due.feeTypeId, item.due.semester, orderId);
      throw conflict(serverText('counter.paidMeanwhile', { fee: feeLabel(item.due), receiptNo }), `items.${i}`);
    }
  }

  /** Online payments of these dues still open at the gateway: paid now, their money would be refunded. */
  async function openOnline(studentId: number, items: { due: DueItem }[]) {
    return createOrdersRepository(db).openOrdersOf(
      studentId,
      items.map((i) => ({ feeTypeId: i.due.feeTypeId, semester: i.due.semester })),
    );
  }

  // ——— The day ———

  /** Whether the user may see other clerks' days. */
  const isAccounts = (user: AuthUser) => can(user.roles, 'payments.counterAccounts');

  /** `GET /api/payments/counter/day`: a clerk's day (one's own unless accounts name another). */
  async function day(user: AuthUser, query: { date?: string; clerkId?: number }): Promise<CounterDay> {
    const clerkId = query.clerkId ?? user.id;
    if (clerkId !== user.id && !isAccounts(user)) throw forbidden(serverText('counter.noDay'), 'clerkId');
    const date = query.date ?? (await college.today());
    const row = await repo.dayOf(clerkId, date);
    return answerOf(clerkId, date, row);
  }

  async function answerOf(clerkId: number, date: string, row: CounterDayRow | undefined): Promise<CounterDay> {
    const [lines, clerk, changes] = await Promise.all([
      row ? repo.linesOfDay(row.id) : Promise.resolve([]),
      repo.userName(clerkId),
      row ? repo.changesOf(row.id) : Promise.resolve([]),
    ]);
    const totals = totalsOf(lines);
    const closedBy = row?.closedBy ? await repo.userName(row.closedBy) : undefined;
    return {
      id: row?.id ?? null,
      date,
      clerk: clerk?.fullName ?? '',
      clerkUserName: clerk?.username ?? '',
      status: row?.status ?? 'open',
      receipts: lines.map(rowOf),
      totals,
      totalPaise: totals.reduce((sum, t) => sum + t.amountPaise, 0),
      closing:
        row?.closedAt && row.countedCashPaise !== null
          ? {
              denominations: row.denominations ?? {},
              countedCashPaise: row.countedCashPaise,
              expectedCashPaise: row.expectedCashPaise ?? 0,
              differencePaise: row.countedCashPaise - (row.expectedCashPaise ?? 0),
              differenceNote: row.differenceNote,
              depositSlipNo: row.depositSlipNo,
              closedAt: row.closedAt.toISOString(),
              closedBy: closedBy?.fullName ?? '',
            }
          : null,
      changes: changes.map((c) => ({
        at: c.at.toISOString(),
        by: c.by ?? '',
        reason: String(c.details?.reason ?? ''),
        what: String(c.details?.what ?? ''),
      })),
    };
  }

  /** The closing's checks: a difference is explained; counted cash names its deposit slip. */
  function checkClosing(
    counted: number,
    expected: number,
    depositSlipNo: string | null | undefined,
    differenceNote: string | null | undefined,
  ) {
    const difference = counted - expected;
    if (difference !== 0 && !differenceNote?.trim())
      throw invalid(serverText('counter.differenceNoteRequired', { difference: rupees(Math.abs(difference)) }), 'differenceNote');
    if (counted > 0 && !depositSlipNo?.trim()) throw invalid(serverText('counter.depositSlipRequired'), 'depositSlipNo');
  }

  /** `POST /api/payments/counter/day/close`: the clerk closes their own day, its row locked against receipts meanwhile. */
  async function close(user: AuthUser, body: CounterCloseBody): Promise<CounterDay> {
    const row = await db.transaction(async (tx) => {
      const txRepo = createCounterRepository(tx);
      const existing = await txRepo.dayOf(user.id, body.date);
      if (!existing) throw conflict(serverText('counter.nothingToClose', { date: dayMonthYear(body.date) }), 'date');
      const locked = await txRepo.lockDay(user.id, body.date);
      if (locked.status === 'closed') throw conflict(serverText('counter.alreadyClosed', { date: dayMonthYear(body.date) }), 'date');
      const lines = await txRepo.linesOfDay(locked.id);
      if (lines.length === 0) throw conflict(serverText('counter.nothingToClose', { date: dayMonthYear(body.date) }), 'date');
      const expected = cashOf(lines);
      const counted = countedPaise(body.denominations);
      checkClosing(counted, expected, body.depositSlipNo, body.differenceNote);
      const now = college.now();
      const closing = {
        status: 'closed' as const,
        denominations: denominationsOf(body.denominations),
        countedCashPaise: counted,
        expectedCashPaise: expected,
        differenceNote: body.differenceNote?.trim() || null,
        depositSlipNo: body.depositSlipNo?.trim() || null,
        closedAt: now,
        closedBy: user.id,
      };
      await txRepo.updateDay(locked.id, closing);
      await audit.record(tx, {
        actor: actorOf(user),
        action: 'counter.dayClosed',
        entity: 'counter_day',
        entityId: String(locked.id),
        details: {
          date: body.date,
          receipts: lines.length,
          expectedCashPaise: expected,
          countedCashPaise: counted,
          differencePaise: counted - expected,
          ...(closing.differenceNote ? { differenceNote: closing.differenceNote } : {}),
          ...(closing.depositSlipNo ? { depositSlipNo: closing.depositSlipNo } : {}),
        },
      });
      return { ...locked, ...closing };
    });
    return answerOf(user.id, body.date, row);
  }

  /** `PUT /api/payments/counter/days/{id}`: the accounts officer changes or reopens a closed day, with a reason. */
  async function amend(user: AuthUser, id: number, body: CounterDayAmendBody): Promise<CounterDay> {
    const row = await db.transaction(async (tx) => {
      const txRepo = createCounterRepository(tx);
      const locked = await txRepo.lockDayById(id);
      if (!locked) throw notFound(serverText('counter.noDay'));
      if (locked.status !== 'closed') throw conflict(serverText('counter.notClosed'));
      const lines = await txRepo.linesOfDay(locked.id);
      const denominations = body.denominations ? denominationsOf(body.denominations) : (locked.denominations ?? {});
      const counted = countedPaise(denominations);
      const expected = cashOf(lines);
      const next = {
        denominations,
        countedCashPaise: counted,
        expectedCashPaise: expected,
        depositSlipNo: body.depositSlipNo !== undefined ? body.depositSlipNo.trim() || null : locked.depositSlipNo,
        differenceNote: body.differenceNote !== undefined ? body.differenceNote.trim() || null : locked.differenceNote,
        status: body.reopen ? ('open' as const) : locked.status,
      };
      if (!body.reopen) checkClosing(counted, expected, next.depositSlipNo, next.differenceNote);
      const changed = changesBetween(locked, next);
      if (changed.length === 0) throw invalid(serverText('masterData.nothingToChange'));
      await txRepo.updateDay(locked.id, next);
      await audit.record(tx, {
        actor: actorOf(user),
        action: 'counter.dayChanged',
        entity: 'counter_day',
        entityId: String(locked.id),
        details: { date: locked.businessDate, reason: body.reason.trim(), what: changed.map((c) => c.field).join(', ') },
        changes: changed,
      });
      return { ...locked, ...next };
    });
    return answerOf(row.clerkId, row.businessDate, row);
  }

  function changesBetween(before: CounterDayRow, after: Partial<CounterDayRow>) {
    const fields = ['status', 'countedCashPaise', 'depositSlipNo', 'differenceNote'] as const;
    return fields
      .filter((f) => after[f] !== undefined && after[f] !== before[f])
      .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
  }

  /** `GET /api/payments/counter/days`: every clerk's day of a date. */
  async function days(query: { date?: string }): Promise<CounterDaysAnswer> {
    const date = query.date ?? (await college.today());
    const rows = await repo.daysOf(date);
    const byDay = new Map<number, CounterDaysAnswer['days'][number]>();
    for (const r of rows) {
      const dayRow = byDay.get(r.id) ?? {
        id: Number(r.id),
        clerkId: Number(r.clerkId),
        clerk: r.clerk,
        date,
        status: r.status,
        count: 0,
        totalPaise: 0,
        totals: [],
        differencePaise: r.countedCashPaise === null ? null : Number(r.countedCashPaise) - Number(r.expectedCashPaise ?? 0),
        depositSlipNo: r.depositSlipNo,
      };
      if (r.mode) {
        dayRow.totals.push({ mode: r.mode as ModeTotal['mode'], count: Number(r.count), amountPaise: Number(r.amountPaise) });
        dayRow.count += Number(r.count);
        dayRow.totalPaise += Number(r.amountPaise);
      }
      byDay.set(r.id, dayRow);
    }
    return { date, days: [...byDay.values()] };
  }

  // ——— Cheques and drafts ———

  /** `GET /api/payments/counter/instruments`. */
  async function instruments(query: { status: InstrumentStatus; page: number; pageSize: number }): Promise<InstrumentsPage> {
    const { rows, total } = await repo.instruments(query.status, query.pageSize, (query.page - 1) * query.pageSize);
    return {
      total,
      rows: rows.map((line) => ({
        ...rowOf(line),
        instrumentNo: line.instrumentNo ?? '',
        bank: line.instrumentBank ?? '',
        instrumentDate: line.instrumentDate ?? '',
        settledOn: line.instrumentSettledOn,
        bounceReason: line.bounceReason,
      })),
    };
  }

  /** A cheque or draft still waiting for the bank, its collection locked; refused when it is not one, or the date is before it came. */
  async function lockedInstrument(tx: DbOrTx, receiptNo: string, date: string) {
    const collection = await createCounterRepository(tx).lockCollection(receiptNo);
    if (!collection || !collection.instrumentStatus) throw notFound(serverText('counter.noInstrument', { receiptNo }));
    if (collection.instrumentStatus !== 'received')
      throw conflict(serverText('counter.instrumentSettled', { receiptNo, status: collection.instrumentStatus }));
    const received = dayIn(await college.timeZone(tx), collection.paidAt);
    if (date < received) throw invalid(serverText('counter.beforeReceived', { date: dayMonthYear(received) }), 'date');
    return collection;
  }

  /** `POST …/cleared`: the bank honoured it. */
  async function cleared(user: AuthUser, receiptNo: string, body: { date: string }): Promise<InstrumentAnswer> {
    await db.transaction(async (tx) => {
      const collection = await lockedInstrument(tx, receiptNo, body.date);
      await createCounterRepository(tx).setInstrument(collection.id, { instrumentStatus: 'cleared', instrumentSettledOn: body.date });
      const order = await createOrdersRepository(tx).lockOrder(collection.orderId);
      await audit.record(tx, {
        actor: actorOf(user),
        action: 'counter.cleared',
        entity: 'payment_order',
        entityId: order.orderId,
        details: { receiptNo, instrumentNo: collection.instrumentNo, date: body.date },
      });
    });
    return { receipt: rowOf((await repo.lineByReceiptNo(receiptNo))!), chargePaise: 0 };
  }

  /**
   * `POST …/bounced`: the bank returned it. In one transaction: the collection reversed by a credit
   * note (no money went back, so nothing is refunded), its dues reopened, the college's bounce charge
   * laid on the student when it sets one, and the accounts office mailed.
   */
  async function bounced(user: AuthUser, receiptNo: string, body: { date: string; reason: string }): Promise<InstrumentAnswer> {
    const chargePaise = await db.transaction(async (tx) => {
      const txRepo = createCounterRepository(tx);
      const orders = createOrdersRepository(tx);
      const collection = await lockedInstrument(tx, receiptNo, body.date);
      const order = await orders.lockOrder(collection.orderId);
      await orders.lockStudent(collection.studentId);
      await txRepo.setInstrument(collection.id, {
        instrumentStatus: 'bounced',
        instrumentSettledOn: body.date,
        bounceReason: body.reason.trim(),
      });
      const financialYear = financialYearOf(body.date);
      const seq = await orders.nextCreditNoteSeq(financialYear);
      const refund = await orders.insertRefund({
        collectionId: collection.id,
        amountPaise: collection.amountPaise,
        source: 'bounce',
        reference: `${collection.mode} ${collection.instrumentNo ?? ''}`.trim(),
        status: 'confirmed',
        reason: body.reason.trim(),
        financialYear,
        creditNoteSeq: seq,
        creditNoteNo: creditNoteNumber(financialYear, seq),
        refundedAt: college.now(),
        recordedBy: user.id,
        recordedAt: college.now(),
      });
      await orders.unsettle(collection.orderId, collection.amountPaise);
      await orders.markDuesReopened(refund.id);
      const charge = await txRepo.feeTypeByCode(BOUNCE_CHARGE_CODE);
      const amount = charge?.fixedAmountPaise ?? 0;
      if (charge && amount > 0)
        await txRepo.insertCharge({
          studentId: collection.studentId,
          feeTypeId: charge.id,
          amountPaise: amount,
          reason: `${collection.mode === 'DD' ? 'Demand draft' : 'Cheque'} ${collection.instrumentNo ?? ''} of receipt ${receiptNo} returned: ${body.reason.trim()}`,
          collectionId: collection.id,
          createdBy: user.id,
        });
      await audit.record(tx, {
        actor: actorOf(user),
        action: 'counter.bounced',
        entity: 'payment_order',
        entityId: order.orderId,
        details: {
          receiptNo,
          creditNoteNo: refund.creditNoteNo,
          amountPaise: collection.amountPaise,
          instrumentNo: collection.instrumentNo,
          reason: body.reason.trim(),
          ...(amount > 0 ? { chargePaise: amount } : {}),
        },
      });
      const line = (await txRepo.lineByReceiptNo(receiptNo))!;
      for (const to of await txRepo.mailOfRoles(ACCOUNTS_OFFICE))
        await mail.enqueue(tx, {
          to,
          subject: fillText(COUNTER_TEXTS.bounceMailSubject, { receiptNo }),
          text: bounceMailText(line, refund.creditNoteNo, body, amount),
        });
      return amount;
    });
    return { receipt: rowOf((await repo.lineByReceiptNo(receiptNo))!), chargePaise };
  }

  function bounceMailText(line: CounterLine, creditNoteNo: string, body: { date: string; reason: string }, chargePaise: number): string {
    return [
      `The bank returned ${paymentMeansText({ ...line, bank: line.instrumentBank, branch: line.instrumentBranch })} on ${dayMonthYear(body.date)}: ${body.reason.trim()}.`,
      '',
      `Receipt ${line.receiptNo} of ${money(line.amountPaise)} for ${line.studentName} (${line.rollNumber}), ${line.items}, is reversed by credit note ${creditNoteNo}; the dues are open again.`,
      chargePaise > 0 ? `A bounce charge of ${money(chargePaise)} is added to the student's dues.` : 'The college sets no bounce charge.',
      '',
      `Received at the counter by ${line.clerk} on ${dayMonthYear(line.businessDate)}.`,
    ].join('\n');
  }

  return { receive, day, close, amend, days, instruments, cleared, bounced };
}

export type CounterService = ReturnType<typeof createCounterService>;
