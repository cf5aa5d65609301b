import { and, asc, eq, getTableColumns, gt, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { FlagCause, PaymentKind, PaymentStatus } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { dueClaim } from './due-claim.js';
import {
  creditNoteSeries,
  feeCollections,
  gatewayEvents,
  paymentJobCursors,
  paymentOrderItems,
  paymentOrders,
  paymentRefunds,
  receiptSeries,
} from './payments.table.js';

export type OrderRow = typeof paymentOrders.$inferSelect;

/** Why an order is FLAGGED: in English as the order and the audit keep it, and by its keys. */
export interface Flag {
  reason: string;
  cause: FlagCause;
}
/** An order as the recording reads it: with the fee type code of its first item, which chooses the shop credentials. */
export type PayableOrder = OrderRow & { feeTypeCode: string | null };

const payableOrder = {
  ...getTableColumns(paymentOrders),
  // Written out: in a select's list drizzle names columns without their table, which a correlated subquery needs.
  feeTypeCode: sql<string | null>`(select ft.code from payment_order_items poi inner join fee_types ft on ft.id = poi.fee_type_id
    where poi.order_id = payment_orders.id order by poi.id limit 1)`,
};
export type CollectionRow = typeof feeCollections.$inferSelect;
export type NewCollection = typeof feeCollections.$inferInsert;
export type RefundRow = typeof paymentRefunds.$inferSelect;

/** Orders, their items, collections, the receipt series and the gateway's raw events. */
export function createOrdersRepository(db: DbOrTx) {
  async function insertOrder(
    order: Omit<typeof paymentOrders.$inferInsert, 'id'>,
    items: { feeTypeId: number; semester: number | null; amountPaise: number }[],
  ): Promise<OrderRow> {
    const [row] = await db.insert(paymentOrders).values(order).returning();
    const openDue = (i: (typeof items)[number]) => (order.status === 'PENDING' ? dueClaim(order.studentId, i.feeTypeId, i.semester) : null);
    await db.insert(paymentOrderItems).values(items.map((i) => ({ ...i, orderId: row.id, openDue: openDue(i) })));
    return row;
  }

  const attachCharge = (id: number, chargeUuid: string, paymentLink: string, at: Date) =>
    db.update(paymentOrders).set({ chargeUuid, paymentLink, updatedAt: at }).where(eq(paymentOrders.id, id));

  async function orderByOrderId(orderId: string): Promise<PayableOrder | undefined> {
    const [row] = await db.select(payableOrder).from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
    return row;
  }

  async function orderByChargeUuid(chargeUuid: string): Promise<PayableOrder | undefined> {
    const [row] = await db.select(payableOrder).from(paymentOrders).where(eq(paymentOrders.chargeUuid, chargeUuid));
    return row;
  }

  /** The order, its row locked until the transaction ends (recording and status changes take turns). */
  async function lockOrder(id: number): Promise<OrderRow> {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
    return row;
  }

  /** A still open order of the student for exactly these items, newest first. */
  async function openOrderFor(studentId: number, kind: PaymentKind, itemsKey: string, now: Date): Promise<PayableOrder | undefined> {
    const [row] = await db
      .select(payableOrder)
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.studentId, studentId),
          eq(paymentOrders.kind, kind),
          eq(paymentOrders.itemsKey, itemsKey),
          eq(paymentOrders.status, 'PENDING'),
          isNotNull(paymentOrders.chargeUuid),
          gt(paymentOrders.expiresAt, now),
        ),
      )
      .orderBy(sql`${paymentOrders.createdAt} desc`)
      .limit(1);
    return row;
  }

  /** A status; an order that is no longer PENDING lets go of its dues, so that they can be paid by another. */
  async function setStatus(id: number, status: PaymentStatus, at: Date, flag: Flag | null = null) {
    await db
      .update(paymentOrders)
      .set({ status, flagReason: flag?.reason ?? null, flagCause: flag?.cause ?? null, updatedAt: at })
      .where(eq(paymentOrders.id, id));
    if (status !== 'PENDING') await db.update(paymentOrderItems).set({ openDue: null }).where(eq(paymentOrderItems.orderId, id));
  }

  const itemsOf = (orderId: number) => db.select().from(paymentOrderItems).where(eq(paymentOrderItems.orderId, orderId));

  /** The open order that holds any of these dues (dueClaim), if one does. */
  async function holderOf(claims: string[]): Promise<PayableOrder | undefined> {
    const [row] = await db
      .select(payableOrder)
      .from(paymentOrders)
      .where(
        sql`${paymentOrders.id} in (select ${paymentOrderItems.orderId} from ${paymentOrderItems} where ${inArray(paymentOrderItems.openDue, claims)})`,
      )
      .limit(1);
    return row;
  }

  /**
   * The orders that opened a charge (or are opening one) for each of the student's dues since
   * `since`: how many, and when the oldest of them was opened.
   */
  async function attemptsSince(
    studentId: number,
    since: Date,
  ): Promise<{ feeTypeId: number; semester: number | null; count: number; oldest: Date }[]> {
    const result =
      (await db.execute(sql`select i.fee_type_id as "feeTypeId", i.semester, count(*)::int as count, min(o.created_at) as oldest
      from ${paymentOrderItems} i join ${paymentOrders} o on o.id = i.order_id
      where o.student_id = ${studentId} and o.created_at > ${since.toISOString()}::timestamptz
        and (o.charge_uuid is not null or o.status = 'PENDING')
      group by i.fee_type_id, i.semester`)) as unknown as {
        rows: { feeTypeId: number; semester: number | null; count: number; oldest: unknown }[];
      };
    return result.rows.map((r) => ({
      feeTypeId: Number(r.feeTypeId),
      semester: r.semester === null ? null : Number(r.semester),
      count: Number(r.count),
      oldest: r.oldest instanceof Date ? r.oldest : new Date(String(r.oldest)),
    }));
  }

  /** The student's row locked until the transaction ends: recordings of one student's payments take turns. */
  async function lockStudent(studentId: number) {
    await db.execute(sql`select id from students where id = ${studentId} for update`);
  }

  /**
   * How much of each item of the order still settles a due: a per-semester fee's amount in the
   * student's structure less what their other PAID orders settled for it (all of a fee without a
   * semester, which may be asked for again; all of a fee no longer in the structure).
   */
  async function settlementOf(orderId: number): Promise<{ id: number; amountPaise: number; settlesPaise: number }[]> {
    const result = (await db.execute(sql`select i.id, i.amount_paise as "amountPaise",
        case when i.semester is null then i.amount_paise else greatest(0, least(i.amount_paise,
          coalesce((select fs.amount_paise from fee_structure fs join students s on s.id = o.student_id
            where fs.fee_type_id = i.fee_type_id and fs.course_id = s.course_id and fs.batch_id = s.batch_id and fs.semester = i.semester),
            i.amount_paise)
          - coalesce((select sum(coalesce(pi.settled_paise, pi.amount_paise)) from payment_order_items pi
            join payment_orders po on po.id = pi.order_id
            where po.student_id = o.student_id and po.status = 'PAID' and po.id <> o.id
              and pi.fee_type_id = i.fee_type_id and pi.semester = i.semester), 0))) end as "settlesPaise"
      from payment_order_items i join payment_orders o on o.id = i.order_id
      where i.order_id = ${orderId} order by i.id`)) as unknown as { rows: { id: number; amountPaise: number; settlesPaise: number }[] };
    return result.rows.map((r) => ({ id: Number(r.id), amountPaise: Number(r.amountPaise), settlesPaise: Number(r.settlesPaise) }));
  }

  const setSettled = (itemId: number, settledPaise: number) =>
    db.update(paymentOrderItems).set({ settledPaise }).where(eq(paymentOrderItems.id, itemId));

  async function collectionOf(orderId: number): Promise<CollectionRow | undefined> {
    const [row] = await db.select().from(feeCollections).where(eq(feeCollections.orderId, orderId));
    return row;
  }

  /** The next receipt number of the year: the series row is created or bumped, and stays locked until the transaction ends. */
  async function nextReceiptSeq(financialYear: string): Promise<number> {
    const [row] = await db
      .insert(receiptSeries)
      .values({ financialYear, lastNumber: 1 })
      .onConflictDoUpdate({ target: receiptSeries.financialYear, set: { lastNumber: sql`${receiptSeries.lastNumber} + 1` } })
      .returning({ lastNumber: receiptSeries.lastNumber });
    return row.lastNumber;
  }

  /** The next credit note number of the year, as nextReceiptSeq does for receipts. */
  async function nextCreditNoteSeq(financialYear: string): Promise<number> {
    const [row] = await db
      .insert(creditNoteSeries)
      .values({ financialYear, lastNumber: 1 })
      .onConflictDoUpdate({ target: creditNoteSeries.financialYear, set: { lastNumber: sql`${creditNoteSeries.lastNumber} + 1` } })
      .returning({ lastNumber: creditNoteSeries.lastNumber });
    return row.lastNumber;
  }

  const refundsOf = (collectionId: number): Promise<RefundRow[]> =>
    db.select().from(paymentRefunds).where(eq(paymentRefunds.collectionId, collectionId)).orderBy(asc(paymentRefunds.id));

  async function insertRefund(refund: typeof paymentRefunds.$inferInsert): Promise<RefundRow> {
    const [row] = await db.insert(paymentRefunds).values(refund).returning();
    return row;
  }

  const markDuesReopened = (refundId: number) =>
    db.update(paymentRefunds).set({ duesReopened: true }).where(eq(paymentRefunds.id, refundId));

  /** A claimed refund becomes the gateway's REFUND transaction. */
  const confirmRefund = (refundId: number, transactionUuid: string, rrn: string | null) =>
    db
      .update(paymentRefunds)
      .set({ status: 'confirmed', transactionUuid, rrn: sql`coalesce(${paymentRefunds.rrn}, ${rrn})` })
      .where(eq(paymentRefunds.id, refundId));

  /** Gives back `paise` of what the order's items settled, from the last item back: a refund reopens that much of the dues. */
  async function unsettle(orderId: number, paise: number) {
    let left = paise;
    const items = await db
      .select()
      .from(paymentOrderItems)
      .where(eq(paymentOrderItems.orderId, orderId))
      .orderBy(sql`${paymentOrderItems.id} desc`);
    for (const item of items) {
      if (left <= 0) break;
      const settled = item.settledPaise ?? item.amountPaise;
      const back = Math.min(settled, left);
      if (back === 0) continue;
      await setSettled(item.id, settled - back);
      left -= back;
    }
  }

  /** The receipt numbers of a student's PAID orders that paid a due, newest first (besides one order). */
  async function paidReceiptsOf(studentId: number, feeTypeId: number, semester: number | null, exceptOrderId: number): Promise<string[]> {
    const rows = await db
      .select({ receiptNo: feeCollections.receiptNo })
      .from(feeCollections)
      .innerJoin(paymentOrders, eq(paymentOrders.id, feeCollections.orderId))
      .innerJoin(paymentOrderItems, eq(paymentOrderItems.orderId, paymentOrders.id))
      .where(
        and(
          eq(paymentOrders.studentId, studentId),
          eq(paymentOrders.status, 'PAID'),
          sql`${paymentOrders.id} <> ${exceptOrderId}`,
          eq(paymentOrderItems.feeTypeId, feeTypeId),
          semester === null ? sql`${paymentOrderItems.semester} is null` : eq(paymentOrderItems.semester, semester),
        ),
      )
      .orderBy(sql`${feeCollections.paidAt} desc`);
    return rows.map((r) => r.receiptNo);
  }

  /** The student's PENDING orders holding any of these dues (online payments still open), with their fees named. */
  async function openOrdersOf(studentId: number, dues: { feeTypeId: number; semester: number | null }[]) {
    const claims = dues.map((d) => dueClaim(studentId, d.feeTypeId, d.semester));
    if (claims.length === 0) return [];
    return db
      .selectDistinct({
        orderId: paymentOrders.orderId,
        items: sql<string>`(select string_agg(ft.name || coalesce(' (semester ' || i.semester || ')', ''), ', ' order by i.id)
          from payment_order_items i join fee_types ft on ft.id = i.fee_type_id where i.order_id = ${paymentOrders.id})`,
      })
      .from(paymentOrders)
      .innerJoin(paymentOrderItems, eq(paymentOrderItems.orderId, paymentOrders.id))
      .where(and(eq(paymentOrders.status, 'PENDING'), inArray(paymentOrderItems.openDue, claims)));
  }

  async function insertCollection(collection: NewCollection): Promise<CollectionRow> {
    const [row] = await db.insert(feeCollections).values(collection).returning();
    return row;
  }

  const insertEvent = (event: typeof gatewayEvents.$inferInsert) => db.insert(gatewayEvents).values(event);

  /** The event, unless its charge already has `cap` of its source kept: one statement, so a burst overshoots by little. */
  const insertEventCapped = (event: typeof gatewayEvents.$inferInsert & { chargeUuid: string }, cap: number) =>
    db.execute(sql`insert into ${gatewayEvents} (source, charge_uuid, order_id, raw_body, received_at)
      select ${event.source}, ${event.chargeUuid}, ${event.orderId ?? null}, ${event.rawBody}, ${(event.receivedAt ?? new Date()).toISOString()}::timestamptz
      where (select count(*) from ${gatewayEvents} where charge_uuid = ${event.chargeUuid} and source = ${event.source}) < ${cap}`);

  /** Raw events received before `before` are dropped: what they said is in the orders and collections. */
  const purgeEventsBefore = (before: Date) => db.delete(gatewayEvents).where(lt(gatewayEvents.receivedAt, before));

  /**
   * Reconciliation's candidates with a row id in (afterId, upToId], by id: PENDING orders with a
   * charge, orders that ended unpaid since `since` (a late payment may still reach them), and PAID
   * orders whose collection still has money to give back or a refund only claimed by accounts.
   */
  const reconcileCandidates = (afterId: number, upToId: number | null, since: Date, limit: number): Promise<PayableOrder[]> =>
    db
      .select(payableOrder)
      .from(paymentOrders)
      .where(
        and(
          gt(paymentOrders.id, afterId),
          upToId === null ? undefined : lte(paymentOrders.id, upToId),
          isNotNull(paymentOrders.chargeUuid),
          sql`(${paymentOrders.status} = 'PENDING'
            or (${paymentOrders.status} in ('EXPIRED', 'DROPPED') and ${paymentOrders.updatedAt} > ${since.toISOString()}::timestamptz)
            or (${paymentOrders.status} = 'PAID' and exists (select 1 from ${feeCollections} c where c.order_id = ${paymentOrders.id}
              and (c.refund_due_paise > coalesce((select sum(r.amount_paise) from ${paymentRefunds} r
                    where r.collection_id = c.id and r.status = 'confirmed'), 0)
                or exists (select 1 from ${paymentRefunds} r where r.collection_id = c.id and r.status = 'claimed')))))`,
        ),
      )
      .orderBy(asc(paymentOrders.id))
      .limit(limit);

  /** Where the named walk stopped (0: at the start). */
  async function cursorOf(name: string): Promise<number> {
    const [row] = await db.select().from(paymentJobCursors).where(eq(paymentJobCursors.name, name));
    return row?.lastOrderId ?? 0;
  }

  const saveCursor = (name: string, lastOrderId: number, at: Date) =>
    db
      .insert(paymentJobCursors)
      .values({ name, lastOrderId, updatedAt: at })
      .onConflictDoUpdate({ target: paymentJobCursors.name, set: { lastOrderId, updatedAt: at } });

  /** Orders the gateway never took (the charge call failed) and whose time is up; their dues are let go in the same statement. */
  async function expireChargeless(now: Date): Promise<{ id: number }[]> {
    const expired = sql`update ${paymentOrders} set status = 'EXPIRED', updated_at = ${now.toISOString()}::timestamptz
      where status = 'PENDING' and charge_uuid is null and expires_at < ${now.toISOString()}::timestamptz returning id`;
    const result = (await db.execute(
      sql`with expired as (${expired}), released as (update ${paymentOrderItems} set open_due = null where order_id in (select id from expired))
        select id from expired`,
    )) as unknown as { rows: { id: number }[] };
    return result.rows;
  }

  return {
    insertOrder,
    attachCharge,
    orderByOrderId,
    orderByChargeUuid,
    lockOrder,
    openOrderFor,
    setStatus,
    collectionOf,
    nextReceiptSeq,
    insertCollection,
    insertEvent,
    insertEventCapped,
    purgeEventsBefore,
    reconcileCandidates,
    cursorOf,
    saveCursor,
    nextCreditNoteSeq,
    refundsOf,
    insertRefund,
    markDuesReopened,
    confirmRefund,
    unsettle,
    lockStudent,
    attemptsSince,
    settlementOf,
    setSettled,
    expireChargeless,
    holderOf,
    itemsOf,
    paidReceiptsOf,
    openOrdersOf,
  };
}
