import {
  ACCOUNTS_ORDER_STATUSES,
  type AccountsOrderRow,
  type AccountsOrdersPage,
  type AccountsOrdersQuery,
  type CollectionsRange,
  type CollectionsReport,
  type ModeFigure,
  type PaymentHistory,
  COLLECTION_MODES,
  dayIn,
  RETURNABLE_MODES,
  paymentMeansFields,
  serverText,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { StudentRegister } from '../admissions/student-register.service.js';
import type { CollegeService } from '../public/college.service.js';
import { createAccountsRepository, type DayRange, type OrderFilter, type OrderRow, type RefundLine } from './accounts.repository.js';
import { collectionsWorkbook, type ExportLine, type RefundExportLine } from './collections-export.js';

export interface FeeAccountsServiceDeps {
  db: Db;
  college: Pick<CollegeService, 'timeZone'>;
  register: Pick<StudentRegister, 'byIds' | 'withRollNumber'>;
}

const DAY_MS = 86_400_000;

/** Every day from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The college day (the shared `dayIn`) and time (HH:MM, 24-hour) of an instant in the zone. */
function dayAndTime(instant: Date, zone: string) {
  let clock = clockFormats.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(zone, clock);
  }
  const parts = clock.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: dayIn(zone, instant), time: `${part('hour')}:${part('minute')}` };
}

/** Modes in the order reports list them (COLLECTION_MODES), those without a collection left out. */
function inModeOrder(found: { mode: string; count: number; amountPaise: number }[]): ModeFigure[] {
  const byMode = new Map(found.map((f) => [f.mode, f]));
  return COLLECTION_MODES.flatMap((mode) => {
    const f = byMode.get(mode);
    return f && f.count > 0 ? [{ mode, count: f.count, amountPaise: f.amountPaise }] : [];
  });
}

/** A returned cheque's or draft's credit note: a reversal, not a refund (ADR 0106). */
const isReturned = (line: Pick<RefundLine, 'source'>) => line.source === 'bounce';

/** The returned cheques and drafts per mode, those without one left out. */
function returnedOf(lines: RefundLine[]): CollectionsReport['returned'] {
  return RETURNABLE_MODES.flatMap((mode) => {
    const of = lines.filter((l) => isReturned(l) && l.mode === mode);
    return of.length > 0 ? [{ mode, count: of.length, amountPaise: of.reduce((s, l) => s + l.amountPaise, 0) }] : [];
  });
}

/**
 * What accounts staff read about fee payments: collections per college day, per fee type and per
 * mode, the orders by status (FLAGGED first), a student's history, the collections as a workbook,
 * and the counter's cheques and drafts at the bank and its days not closed.
 */
export function createFeeAccountsService({ db, college, register }: FeeAccountsServiceDeps) {
  const repo = createAccountsRepository(db);
  const dayRange = async (range: CollectionsRange): Promise<DayRange> => ({ ...range, zone: await college.timeZone() });

  async function collections(range: CollectionsRange): Promise<CollectionsReport> {
    const r = await dayRange(range);
    const [days, byFeeType, byMode, refunds] = await Promise.all([
      repo.collectionsByDay(r),
      repo.collectionsByFeeType(r),
      repo.collectionsByMode(r),
      repo.refundLines(r),
    ]);
    const byDayFound = new Map(days.map((d) => [d.day, d]));
    const byDay = daysOf(r.from, r.to).map((day) => byDayFound.get(day) ?? { day, amountPaise: 0, count: 0 });
    const totalPaise = days.reduce((s, d) => s + d.amountPaise, 0);
    const refundedPaise = refunds.filter((f) => !isReturned(f)).reduce((s, f) => s + f.amountPaise, 0);
    const returned = returnedOf(refunds);
    const returnedPaise = returned.reduce((s, f) => s + f.amountPaise, 0);
    return {
      from: r.from,
      to: r.to,
      mode: range.mode ?? null,
      totalPaise,
      count: days.reduce((s, d) => s + d.count, 0),
      refundedPaise,
      returned,
      returnedPaise,
      netPaise: totalPaise - refundedPaise - returnedPaise,
      byDay,
      byFeeType,
      byMode: inModeOrder(byMode),
    };
  }

  /** The counter's cheques and drafts still at the bank, and its days of dates before `today` not closed (the first `limit`). */
  async function counterFigures(today: string, limit: number) {
    const [awaitingBank, openDays] = await Promise.all([repo.awaitingBank(), repo.openDaysBefore(today, limit)]);
    return { awaitingBank, openDays };
  }

  /** The rows as listed: each with its student's roll number and name. */
  async function withStudents(rows: OrderRow[]): Promise<AccountsOrderRow[]> {
    const students = await register.byIds(rows.map((r) => r.studentId));
    return rows.map(
      ({ studentId, createdAt, paidAt, mode, cardBrand, cardLast4, payerVpa, instrumentNo, bank, branch, instrumentDate, ...r }) => ({
        ...r,
        flagCause: r.flagCause,
        ...paymentMeansFields(
          mode ? { mode, cardBrand, cardLast4, payerVpa, rrn: r.rrn, instrumentNo, bank, branch, instrumentDate } : null,
        ),
        rollNumber: students.get(studentId)?.rollNumber ?? '',
        studentName: students.get(studentId)?.fullName ?? '',
        createdAt: createdAt.toISOString(),
        paidAt: paidAt?.toISOString() ?? null,
      }),
    );
  }

  async function orders(query: AccountsOrdersQuery): Promise<AccountsOrdersPage> {
    const filter: OrderFilter = { status: query.status };
    const q = query.q?.trim();
    if (q) {
      filter.orderIdContains = q;
      filter.studentId = (await register.withRollNumber(q))?.id;
    }
    const offset = (query.page - 1) * query.pageSize;
    const [rows, total, found] = await Promise.all([
      repo.orders(filter, query.pageSize, offset),
      repo.countOrders(filter),
      repo.countsByStatus(),
    ]);
    const counts = Object.fromEntries(ACCOUNTS_ORDER_STATUSES.map((s) => [s, found[s] ?? 0])) as AccountsOrdersPage['counts'];
    return { total, page: query.page, pageSize: query.pageSize, counts, rows: await withStudents(rows) };
  }

  async function history(rollNumber: string): Promise<PaymentHistory> {
    const student = await register.withRollNumber(rollNumber);
    if (!student) throw notFound(serverText('feeAccounts.noStudent', { rollNumber: rollNumber }));
    const orders = await withStudents(await repo.ordersOfStudent(student.id));
    const paidTotalPaise = orders.filter((o) => o.receiptNo !== null).reduce((s, o) => s + o.amountPaise, 0);
    return { rollNumber: student.rollNumber, studentName: student.fullName, orders, paidTotalPaise };
  }

  /** The collections of a range as an .xlsx workbook. */
  async function exportCollections(range: CollectionsRange): Promise<Buffer> {
    const r = await dayRange(range);
    const [report, lines, refundLines] = await Promise.all([collections(range), repo.collectionLines(r), repo.refundLines(r)]);
    const students = await register.byIds([...lines.map((l) => l.studentId), ...refundLines.map((l) => l.studentId)]);
    const rows: ExportLine[] = lines.map((l) => ({
      ...l,
      rollNumber: students.get(l.studentId)?.rollNumber ?? '',
      studentName: students.get(l.studentId)?.fullName ?? '',
      ...dayAndTime(l.paidAt, r.zone),
    }));
    const refunds: RefundExportLine[] = refundLines.map((l) => ({
      ...l,
      rollNumber: students.get(l.studentId)?.rollNumber ?? '',
      ...dayAndTime(l.refundedAt, r.zone),
    }));
    return collectionsWorkbook(report, rows, refunds);
  }

  return { collections, counterFigures, orders, history, exportCollections };
}

export type FeeAccountsService = ReturnType<typeof createFeeAccountsService>;
