import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { feeCollections, feeTypes, paymentOrderItems, paymentOrders } from './payments.table.js';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type CollectionRow = typeof feeCollections.$inferSelect;

/** Orders, their items and their collections, as receipts read them. */
export function createReceiptRepository(db: DbOrTx) {
  async function orderByOrderId(orderId: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
    return row;
  }

  async function orderById(id: number): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
    return row;
  }

  async function collectionOfOrder(orderId: number): Promise<CollectionRow | undefined> {
    const [row] = await db.select().from(feeCollections).where(eq(feeCollections.orderId, orderId));
    return row;
  }

  async function collectionByReceiptNo(receiptNo: string): Promise<CollectionRow | undefined> {
    const [row] = await db.select().from(feeCollections).where(eq(feeCollections.receiptNo, receiptNo));
    return row;
  }

  /** A collection found by the gateway's transaction or charge id (the new-admission call names only that). */
  async function collectionByTransaction(id: string): Promise<CollectionRow | undefined> {
    const [byTransaction] = await db.select().from(feeCollections).where(eq(feeCollections.transactionUuid, id));
    if (byTransaction) return byTransaction;
    const [byCharge] = await db.select().from(feeCollections).where(eq(feeCollections.chargeUuid, id));
    return byCharge;
  }

  /** The items of an order with their fee types, in the order they were added. */
  const itemsOf = (orderId: number) =>
    db
      .select({
        feeTypeCode: feeTypes.code,
        feeTypeName: feeTypes.name,
        category: feeTypes.category,
        semester: paymentOrderItems.semester,
        amountPaise: paymentOrderItems.amountPaise,
      })
      .from(paymentOrderItems)
      .innerJoin(feeTypes, eq(feeTypes.id, paymentOrderItems.feeTypeId))
      .where(eq(paymentOrderItems.orderId, orderId))
      .orderBy(asc(paymentOrderItems.id));

  /** A student's collections, newest first, with their order ids. */
  const collectionsOf = (studentId: number) =>
    db
      .select({ collection: feeCollections, orderId: paymentOrders.orderId })
      .from(feeCollections)
      .innerJoin(paymentOrders, eq(paymentOrders.id, feeCollections.orderId))
      .where(eq(feeCollections.studentId, studentId))
      .orderBy(desc(feeCollections.paidAt));

  return {
    collectionsOf,
    orderByOrderId,
    orderById,
    collectionOfOrder,
    collectionByReceiptNo,
    collectionByTransaction,
    itemsOf,
  };
}
