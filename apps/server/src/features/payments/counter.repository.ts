import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { InstrumentStatus } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { counterDays, feeCollections, feeTypes, studentCharges } from './payments.table.js';

export type CounterDayRow = typeof counterDays.$inferSelect;

/** A counter collection as the counter's screens read it, with its student, clerk and items. */
export interface CounterLine {
  id: number;
  orderId: number;
  receiptNo: string;
  rollNumber: string;
  studentName: string;
  studentId: number;
  items: string;
  amountPaise: number;
  mode: string;
  rrn: string | null;
  instrumentNo: string | null;
  instrumentBank: string | null;
  instrumentBranch: string | null;
  instrumentDate: string | null;
  instrumentStatus: InstrumentStatus | null;
  instrumentSettledOn: string | null;
  bounceReason: string | null;
  paidAt: Date;
  businessDate: string;
  clerk: string;
  creditNoteNo: string | null;
  refundDuePaise: number;
}

const lineColumns = sql`c.id, c.order_id as "orderId", c.receipt_no as "receiptNo", s.roll_number as "rollNumber", s.full_name as "studentName",
  c.student_id as "studentId",
  coalesce((select string_agg(ft.name || coalesce(' (' || i.semester || ')', ''), ', ' order by i.id)
    from payment_order_items i join fee_types ft on ft.id = i.fee_type_id where i.order_id = c.order_id), '') as items,
  c.amount_paise as "amountPaise", c.mode, c.rrn, c.instrument_no as "instrumentNo", c.instrument_bank as "instrumentBank",
  c.instrument_branch as "instrumentBranch", to_char(c.instrument_date, 'YYYY-MM-DD') as "instrumentDate",
  c.instrument_status as "instrumentStatus", to_char(c.instrument_settled_on, 'YYYY-MM-DD') as "instrumentSettledOn",
  c.bounce_reason as "bounceReason", c.paid_at as "paidAt", to_char(d.business_date, 'YYYY-MM-DD') as "businessDate",
  coalesce(u.full_name, '') as clerk, c.refund_due_paise as "refundDuePaise",
  (select r.credit_note_no from payment_refunds r where r.collection_id = c.id and r.source = 'bounce' limit 1) as "creditNoteNo"`;

const lineFrom = sql`from fee_collections c join students s on s.id = c.student_id
  join counter_days d on d.id = c.counter_day_id left join users u on u.id = c.received_by`;

const asLine = (r: CounterLine): CounterLine => ({
  ...r,
  id: Number(r.id),
  orderId: Number(r.orderId),
  studentId: Number(r.studentId),
  amountPaise: Number(r.amountPaise),
  refundDuePaise: Number(r.refundDuePaise),
  paidAt: r.paidAt instanceof Date ? r.paidAt : new Date(String(r.paidAt)),
});

/** Counter days, counter collections and their instruments, the bounce charges. */
export function createCounterRepository(db: DbOrTx) {
  /**
   * The clerk's day, created when it is first needed, its row locked until the transaction ends: what
   * is received into it and its closing take turns.
   */
  async function lockDay(clerkId: number, businessDate: string): Promise<CounterDayRow> {
    await db.insert(counterDays).values({ clerkId, businessDate }).onConflictDoNothing();
    const [row] = await db
      .select()
      .from(counterDays)
      .where(and(eq(counterDays.clerkId, clerkId), eq(counterDays.businessDate, businessDate)))
      .for('update');
    return row;
  }

  async function lockDayById(id: number): Promise<CounterDayRow | undefined> {
    const [row] = await db.select().from(counterDays).where(eq(counterDays.id, id)).for('update');
    return row;
  }

  async function dayOf(clerkId: number, businessDate: string): Promise<CounterDayRow | undefined> {
    const [row] = await db
      .select()
      .from(counterDays)
      .where(and(eq(counterDays.clerkId, clerkId), eq(counterDays.businessDate, businessDate)));
    return row;
  }

  async function dayById(id: number): Promise<CounterDayRow | undefined> {
    const [row] = await db.select().from(counterDays).where(eq(counterDays.id, id));
    return row;
  }

  const updateDay = (id: number, values: Partial<typeof counterDays.$inferInsert>) =>
    db.update(counterDays).set(values).where(eq(counterDays.id, id));

  async function lines(where: SQL, order: SQL = sql`c.paid_at, c.id`, limit?: number, offset = 0): Promise<CounterLine[]> {
    const page = limit === undefined ? sql`` : sql` limit ${limit} offset ${offset}`;
    return rowsOf<CounterLine>(await db.execute(sql`select ${lineColumns} ${lineFrom} where ${where} order by ${order}${page}`)).map(
      asLine,
    );
  }

  const linesOfDay = (dayId: number) => lines(sql`c.counter_day_id = ${dayId}`);

  async function lineByReceiptNo(receiptNo: string): Promise<CounterLine | undefined> {
    const [row] = await lines(sql`c.receipt_no = ${receiptNo}`);
    return row;
  }

  async function lineByRequestKey(requestKey: string): Promise<CounterLine | undefined> {
    const [row] = await lines(sql`c.request_key = ${requestKey}`);
    return row;
  }

  /** Cheques and drafts in a state, newest first, a page at a time, and how many there are. */
  async function instruments(status: InstrumentStatus, limit: number, offset: number) {
    const where = sql`c.instrument_status = ${status}`;
    const [rows, [count]] = await Promise.all([
      lines(where, sql`c.paid_at desc, c.id desc`, limit, offset),
      rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from fee_collections c where ${where}`)),
    ]);
    return { rows, total: Number(count.total) };
  }

  /** The collection of a cheque or draft, its row locked until the transaction ends. */
  async function lockCollection(receiptNo: string) {
    const [row] = await db.select().from(feeCollections).where(eq(feeCollections.receiptNo, receiptNo)).for('update');
    return row;
  }

  const setInstrument = (
    id: number,
    values: Pick<typeof feeCollections.$inferInsert, 'instrumentStatus' | 'instrumentSettledOn' | 'bounceReason'>,
  ) => db.update(feeCollections).set(values).where(eq(feeCollections.id, id));

  /** Every clerk's day of a date, with counts and totals by mode. */
  async function daysOf(businessDate: string) {
    return rowsOf<{
      id: number;
      clerkId: number;
      clerk: string;
      status: 'open' | 'closed';
      countedCashPaise: number | null;
      expectedCashPaise: number | null;
      depositSlipNo: string | null;
      mode: string | null;
      count: number;
      amountPaise: number;
    }>(
      await db.execute(sql`select d.id, d.clerk_id as "clerkId", coalesce(u.full_name, u.username) as clerk, d.status,
        d.counted_cash_paise as "countedCashPaise", d.expected_cash_paise as "expectedCashPaise", d.deposit_slip_no as "depositSlipNo",
        c.mode, count(c.id)::int as count, coalesce(sum(c.amount_paise), 0)::bigint as "amountPaise"
        from counter_days d join users u on u.id = d.clerk_id left join fee_collections c on c.counter_day_id = d.id
        where d.business_date = ${businessDate}
        group by d.id, u.full_name, u.username, c.mode order by clerk, d.id, c.mode`),
    );
  }

  /** The fee type of the bounce charge, with its amount when the college set one. */
  async function feeTypeByCode(code: string) {
    const [row] = await db.select().from(feeTypes).where(eq(feeTypes.code, code));
    return row;
  }

  const insertCharge = (charge: typeof studentCharges.$inferInsert) => db.insert(studentCharges).values(charge);

  /** What is still owed of the charges of one fee type laid on a student, besides the order `exceptOrderId`. */
  async function chargeOwed(studentId: number, feeTypeId: number, exceptOrderId: number): Promise<number> {
    const [row] = rowsOf<{ owed: number }>(
      await db.execute(sql`select coalesce((select sum(amount_paise - waived_paise) from student_charges where student_id = ${studentId} and fee_type_id = ${feeTypeId}), 0)
        - coalesce((select sum(coalesce(i.settled_paise, i.amount_paise)) from payment_order_items i join payment_orders o on o.id = i.order_id
          where o.student_id = ${studentId} and o.status = 'PAID' and o.id <> ${exceptOrderId} and i.fee_type_id = ${feeTypeId} and i.semester is null), 0) as owed`),
    );
    return Number(row.owed);
  }

  /** The users of these roles with an e-mail address (the accounts office told of a bounce). */
  async function mailOfRoles(roles: string[]): Promise<string[]> {
    const rows = rowsOf<{ email: string }>(
      await db.execute(sql`select distinct email from users where status = 'active' and email is not null and email <> ''
        and roles && array[${sql.join(
          roles.map((r) => sql`${r}`),
          sql`, `,
        )}]::text[]`),
    );
    return rows.map((r) => r.email);
  }

  /** The changes of a closed day (its audit entries), newest first. */
  async function changesOf(dayId: number) {
    const rows = rowsOf<{ at: Date | string; by: string | null; details: Record<string, unknown> | null }>(
      await db.execute(sql`select at, actor_username as by, details from audit_log
        where entity = 'counter_day' and entity_id = ${String(dayId)} and action = 'counter.dayChanged' order by id desc`),
    );
    return rows.map((r) => ({ ...r, at: r.at instanceof Date ? r.at : new Date(String(r.at)) }));
  }

  async function userName(id: number): Promise<{ fullName: string; username: string } | undefined> {
    const [row] = rowsOf<{ fullName: string; username: string }>(
      await db.execute(sql`select full_name as "fullName", username from users where id = ${id}`),
    );
    return row;
  }

  return {
    lockDay,
    lockDayById,
    dayOf,
    dayById,
    updateDay,
    linesOfDay,
    lineByReceiptNo,
    lineByRequestKey,
    instruments,
    lockCollection,
    setInstrument,
    daysOf,
    feeTypeByCode,
    insertCharge,
    chargeOwed,
    mailOfRoles,
    changesOf,
    userName,
  };
}
