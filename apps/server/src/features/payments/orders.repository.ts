import { and, asc, eq, getTableColumns, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { PaymentKind, PaymentStatus } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { feeCollections, gatewayEvents, paymentOrderItems, paymentOrders, receiptSeries } from './payments.table.js';

export type OrderRow = typeof paymentOrders.$inferSelect;
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

/** Orders, their items, collections, the receipt series and the gateway's raw events. */
export function createOrdersRepository(db: DbOrTx) {
  async function insertOrder(
    order: Omit<typeof paymentOrders.$inferInsert, 'id'>,
    items: { feeTypeId: number; semester: number | null; amountPaise: number }[],
  ): Promise<OrderRow> {
    const [row] = await db.insert(paymentOrders).values(order).returning();
    await db.insert(paymentOrderItems).values(items.map((i) => ({ ...i, orderId: row.id })));
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

  const setStatus = (id: number, status: PaymentStatus, at: Date, flagReason: string | null = null) =>
    db.update(paymentOrders).set({ status, flagReason, updatedAt: at }).where(eq(paymentOrders.id, id));

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

  async function insertCollection(collection: NewCollection): Promise<CollectionRow> {
    const [row] = await db.insert(feeCollections).values(collection).returning();
    return row;
  }

  const insertEvent = (event: typeof gatewayEvents.$inferInsert) => db.insert(gatewayEvents).values(event);

  /** Orders still waiting for the gateway's word, oldest first. */
  const pendingOrders = (limit: number): Promise<PayableOrder[]> =>
    db
      .select(payableOrder)
      .from(paymentOrders)
      .where(and(eq(paymentOrders.status, 'PENDING'), isNotNull(paymentOrders.chargeUuid)))
      .orderBy(asc(paymentOrders.createdAt))
      .limit(limit);

  /** Orders the gateway never took (the charge call failed) and whose time is up. */
  const expireChargeless = (now: Date) =>
    db
      .update(paymentOrders)
      .set({ status: 'EXPIRED', updatedAt: now })
      .where(and(eq(paymentOrders.status, 'PENDING'), isNull(paymentOrders.chargeUuid), lt(paymentOrders.expiresAt, now)))
      .returning({ id: paymentOrders.id });

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
    pendingOrders,
    expireChargeless,
  };
}
