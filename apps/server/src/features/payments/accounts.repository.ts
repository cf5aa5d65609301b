import { sql, type SQL } from 'drizzle-orm';
import type { AccountsOrderStatus, FlagCause, InstrumentStatus } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { counterDays, feeCollections, feeTypes, paymentOrderItems, paymentOrders, paymentRefunds } from './payments.table.js';

/** A college-day range and the zone its days are in; with a mode, only the collections paid so. */
export interface DayRange {
  from: string;
  to: string;
  zone: string;
  mode?: string;
}

export interface OrderRow {
  orderId: string;
  studentId: number;
  kind: string;
  items: string;
  amountPaise: number;
  status: AccountsOrderStatus;
  flagReason: string | null;
  flagCause: FlagCause | null;
  createdAt: Date;
  receiptNo: string | null;
  paidAt: Date | null;
  transactionId: string | null;
  rrn: string | null;
  mode: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  payerVpa: string | null;
  /** A cheque's or draft's number, bank, branch and date, when the counter took one. */
  instrumentNo: string | null;
  bank: string | null;
  branch: string | null;
  instrumentDate: string | null;
  refundDuePaise: number;
}

export interface OrderFilter {
  status?: AccountsOrderStatus;
  /** Part of an order id (any case); also a collection's bank reference (RRN/UTR) or transaction id, whole. */
  orderIdContains?: string;
  /** Orders of this student (a roll number searched for). */
  studentId?: number;
}

export interface CollectionLine {
  receiptNo: string;
  paidAt: Date;
  studentId: number;
  orderId: string;
  items: string;
  mode: string;
  cardBrand: string | null;
  cardLast4: string | null;
  payerVpa: string | null;
  rrn: string | null;
  /** The gateway's paying transaction; null for money received at the counter. */
  transactionUuid: string | null;
  /** A cheque's or draft's number, bank, branch, date and what the bank did with it; null for other modes. */
  instrumentNo: string | null;
  bank: string | null;
  branch: string | null;
  instrumentDate: string | null;
  instrumentStatus: InstrumentStatus | null;
  amountPaise: number;
  refundDuePaise: number;
}

export interface RefundLine {
  creditNoteNo: string;
  refundedAt: Date;
  receiptNo: string;
  studentId: number;
  orderId: string;
  reference: string;
  source: string;
  /** How the collection was paid (a returned cheque's or draft's mode). */
  mode: string;
  reason: string | null;
  amountPaise: number;
}

/** A cheque or draft at the bank, or a counter day not closed: how many and how much. */
export interface CountAndAmount {
  count: number;
  amountPaise: number;
}

/** A clerk's counter day of an earlier date that is still open. */
export interface OpenCounterDay {
  date: string;
  clerk: string;
  receipts: number;
  amountPaise: number;
}

/** `%`, `_` and the escape character itself stand for themselves in a `like` pattern. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Collections paid within the range's college days (from the start of `from` to the end of `to`, in the zone), of its mode if it has one. */
const paidWithin = ({ from, to, zone, mode }: DayRange) =>
  sql`${feeCollections.paidAt} >= (${from}::date::timestamp at time zone ${zone}) and ${feeCollections.paidAt} < ((${to}::date + 1)::timestamp at time zone ${zone})${
    mode ? sql` and ${feeCollections.mode} = ${mode}` : sql``
  }`;

/** The fee types an order pays, in one text: `TUITION (3), EXAM (3)`. */
const itemsOf = (orderKey: SQL) =>
  sql<string>`coalesce((select string_agg(${feeTypes.code} || coalesce(' (' || ${paymentOrderItems.semester} || ')', ''), ', ' order by ${paymentOrderItems.id})
    from ${paymentOrderItems} join ${feeTypes} on ${feeTypes.id} = ${paymentOrderItems.feeTypeId}
    where ${paymentOrderItems.orderId} = ${orderKey}), '')`;

function orderWhere(filter: OrderFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.status) parts.push(sql`${paymentOrders.status} = ${filter.status}`);
  const search: SQL[] = [];
  if (filter.orderIdContains) {
    const text = filter.orderIdContains.toLowerCase();
    search.push(sql`lower(${paymentOrders.orderId}) like ${containing(text)}`);
    search.push(sql`exists (select 1 from ${feeCollections} where ${feeCollections.orderId} = ${paymentOrders.id}
      and (lower(${feeCollections.rrn}) = ${text} or lower(${feeCollections.transactionUuid}) = ${text}))`);
  }
  if (filter.studentId !== undefined) search.push(sql`${paymentOrders.studentId} = ${filter.studentId}`);
  if (search.length > 0) parts.push(sql`(${sql.join(search, sql` or `)})`);
  return sql.join(parts, sql` and `);
}

const orderColumns = sql`${paymentOrders.orderId} as "orderId", ${paymentOrders.studentId} as "studentId", ${paymentOrders.kind} as "kind",
  ${itemsOf(sql`${paymentOrders.id}`)} as "items", ${paymentOrders.amountPaise} as "amountPaise", ${paymentOrders.status} as "status",
  ${paymentOrders.flagReason} as "flagReason", ${paymentOrders.flagCause} as "flagCause", ${paymentOrders.createdAt} as "createdAt",
  ${feeCollections.receiptNo} as "receiptNo", ${feeCollections.paidAt} as "paidAt",
  ${feeCollections.transactionUuid} as "transactionId", ${feeCollections.rrn} as "rrn", ${feeCollections.mode} as "mode",
  ${feeCollections.cardBrand} as "cardBrand", ${feeCollections.cardLast4} as "cardLast4", ${feeCollections.payerVpa} as "payerVpa",
  ${feeCollections.instrumentNo} as "instrumentNo", ${feeCollections.instrumentBank} as bank, ${feeCollections.instrumentBranch} as branch,
  ${feeCollections.instrumentDate}::text as "instrumentDate", coalesce(${feeCollections.refundDuePaise}, 0) as "refundDuePaise"`;

/** node-postgres answers timestamps as Dates, PGlite too; both answer bigint sums as text. */
const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const orderRow = (r: OrderRow): OrderRow => ({
  ...r,
  amountPaise: Number(r.amountPaise),
  refundDuePaise: Number(r.refundDuePaise),
  createdAt: asDate(r.createdAt),
  paidAt: r.paidAt === null ? null : asDate(r.paidAt),
});

export function createAccountsRepository(db: DbOrTx) {
  /** Amount and count per college day that has a collection. */
  async function collectionsByDay(range: DayRange) {
    const rows = rowsOf<{ day: string; amount: string; count: number }>(
      await db.execute(sql`select to_char((${feeCollections.paidAt} at time zone ${range.zone})::date, 'YYYY-MM-DD') as day,
        sum(${feeCollections.amountPaise})::bigint as amount, count(*)::int as count
        from ${feeCollections} where ${paidWithin(range)} group by 1 order by 1`),
    );
    return rows.map((r) => ({ day: r.day, amountPaise: Number(r.amount), count: Number(r.count) }));
  }

  /** Amount (the items' share) and the number of collections per fee type, largest first. */
  async function collectionsByFeeType(range: DayRange) {
    const rows = rowsOf<{ feeType: string; name: string; amount: string; count: number }>(
      await db.execute(sql`select ${feeTypes.code} as "feeType", ${feeTypes.name} as name,
        sum(${paymentOrderItems.amountPaise})::bigint as amount, count(distinct ${feeCollections.id})::int as count
        from ${feeCollections}
        join ${paymentOrderItems} on ${paymentOrderItems.orderId} = ${feeCollections.orderId}
        join ${feeTypes} on ${feeTypes.id} = ${paymentOrderItems.feeTypeId}
        where ${paidWithin(range)} group by ${feeTypes.code}, ${feeTypes.name} order by 3 desc, 1`),
    );
    return rows.map((r) => ({ feeType: r.feeType, name: r.name, amountPaise: Number(r.amount), count: Number(r.count) }));
  }

  /** Every collection of the range, in the order paid, for the export. */
  async function collectionLines(range: DayRange): Promise<CollectionLine[]> {
    const rows = rowsOf<CollectionLine>(
      await db.execute(sql`select ${feeCollections.receiptNo} as "receiptNo", ${feeCollections.paidAt} as "paidAt",
        ${feeCollections.studentId} as "studentId", ${paymentOrders.orderId} as "orderId", ${itemsOf(sql`${paymentOrders.id}`)} as items,
        ${feeCollections.mode} as mode, ${feeCollections.cardBrand} as "cardBrand", ${feeCollections.cardLast4} as "cardLast4",
        ${feeCollections.payerVpa} as "payerVpa", ${feeCollections.rrn} as rrn,
        ${feeCollections.transactionUuid} as "transactionUuid", ${feeCollections.instrumentNo} as "instrumentNo",
        ${feeCollections.instrumentBank} as bank, ${feeCollections.instrumentBranch} as branch,
        ${feeCollections.instrumentDate}::text as "instrumentDate", ${feeCollections.instrumentStatus} as "instrumentStatus",
        ${feeCollections.amountPaise} as "amountPaise", ${feeCollections.refundDuePaise} as "refundDuePaise"
        from ${feeCollections} join ${paymentOrders} on ${paymentOrders.id} = ${feeCollections.orderId}
        where ${paidWithin(range)} order by ${feeCollections.paidAt}, ${feeCollections.id}`),
    );
    return rows.map((r) => ({
      ...r,
      paidAt: asDate(r.paidAt),
      amountPaise: Number(r.amountPaise),
      refundDuePaise: Number(r.refundDuePaise),
    }));
  }

  /** Amount and count per mode of the range's collections. */
  async function collectionsByMode(range: DayRange) {
    const rows = rowsOf<{ mode: string; amount: string; count: number }>(
      await db.execute(sql`select ${feeCollections.mode} as mode, sum(${feeCollections.amountPaise})::bigint as amount, count(*)::int as count
        from ${feeCollections} where ${paidWithin(range)} group by 1`),
    );
    return rows.map((r) => ({ mode: r.mode, amountPaise: Number(r.amount), count: Number(r.count) }));
  }

  /**
   * Refunds and returned cheques' and drafts' credit notes made within the range's college days (by
   * the day the money went back or the credit note was made), with their collection; of the range's
   * mode if it has one.
   */
  async function refundLines(range: DayRange): Promise<RefundLine[]> {
    const { from, to, zone, mode } = range;
    const rows = rowsOf<RefundLine>(
      await db.execute(sql`select r.credit_note_no as "creditNoteNo", r.refunded_at as "refundedAt", c.receipt_no as "receiptNo",
        c.student_id as "studentId", o.order_id as "orderId", r.reference, r.source, c.mode, r.reason, r.amount_paise as "amountPaise"
        from ${paymentRefunds} r join ${feeCollections} c on c.id = r.collection_id join ${paymentOrders} o on o.id = c.order_id
        where r.status = 'confirmed' and r.refunded_at >= (${from}::date::timestamp at time zone ${zone}) and r.refunded_at < ((${to}::date + 1)::timestamp at time zone ${zone})
        ${mode ? sql`and c.mode = ${mode}` : sql``}
        order by r.refunded_at, r.id`),
    );
    return rows.map((r) => ({ ...r, refundedAt: asDate(r.refundedAt), amountPaise: Number(r.amountPaise) }));
  }

  /** One page of orders: FLAGGED first (accounts must look at them), then the newest. */
  async function orders(filter: OrderFilter, limit: number, offset: number): Promise<OrderRow[]> {
    const rows = rowsOf<OrderRow>(
      await db.execute(sql`select ${orderColumns}
        from ${paymentOrders} left join ${feeCollections} on ${feeCollections.orderId} = ${paymentOrders.id}
        where ${orderWhere(filter)}
        order by case when ${paymentOrders.status} = 'FLAGGED' then 0 else 1 end, ${paymentOrders.createdAt} desc, ${paymentOrders.id} desc
        limit ${limit} offset ${offset}`),
    );
    return rows.map(orderRow);
  }

  async function countOrders(filter: OrderFilter): Promise<number> {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${paymentOrders} where ${orderWhere(filter)}`));
    return Number(row?.n ?? 0);
  }

  async function countsByStatus(): Promise<Partial<Record<AccountsOrderStatus, number>>> {
    const rows = rowsOf<{ status: AccountsOrderStatus; n: number }>(
      await db.execute(sql`select ${paymentOrders.status} as status, count(*)::int as n from ${paymentOrders} group by 1`),
    );
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  }

  /** Every order of a student, newest first. */
  async function ordersOfStudent(studentId: number): Promise<OrderRow[]> {
    const rows = rowsOf<OrderRow>(
      await db.execute(sql`select ${orderColumns}
        from ${paymentOrders} left join ${feeCollections} on ${feeCollections.orderId} = ${paymentOrders.id}
        where ${paymentOrders.studentId} = ${studentId}
        order by ${paymentOrders.createdAt} desc, ${paymentOrders.id} desc`),
    );
    return rows.map(orderRow);
  }

  /** Cheques and drafts received and not yet cleared or returned by the bank. */
  async function awaitingBank(): Promise<CountAndAmount> {
    const [row] = rowsOf<{ count: number; amount: string | null }>(
      await db.execute(sql`select count(*)::int as count, coalesce(sum(${feeCollections.amountPaise}), 0)::bigint as amount
        from ${feeCollections} where ${feeCollections.instrumentStatus} = 'received'`),
    );
    return { count: Number(row?.count ?? 0), amountPaise: Number(row?.amount ?? 0) };
  }

  /** Clerks' counter days before `today` still open, the oldest first, with what they received. */
  async function openDaysBefore(today: string, limit: number): Promise<{ total: number; days: OpenCounterDay[] }> {
    const rows = rowsOf<{ date: string; clerk: string; receipts: number; amount: string; total: number }>(
      await db.execute(sql`select to_char(d.business_date, 'YYYY-MM-DD') as date, coalesce(u.full_name, u.username, '') as clerk,
        (select count(*) from ${feeCollections} c where c.counter_day_id = d.id)::int as receipts,
        (select coalesce(sum(c.amount_paise), 0) from ${feeCollections} c where c.counter_day_id = d.id)::bigint as amount,
        count(*) over ()::int as total
        from ${counterDays} d left join users u on u.id = d.clerk_id
        where d.status = 'open' and d.business_date < ${today}::date
        order by d.business_date, d.id limit ${limit}`),
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      days: rows.map((r) => ({ date: r.date, clerk: r.clerk, receipts: Number(r.receipts), amountPaise: Number(r.amount) })),
    };
  }

  return {
    collectionsByDay,
    collectionsByFeeType,
    collectionsByMode,
    collectionLines,
    refundLines,
    awaitingBank,
    openDaysBefore,
    orders,
    countOrders,
    countsByStatus,
    ordersOfStudent,
  };
}
