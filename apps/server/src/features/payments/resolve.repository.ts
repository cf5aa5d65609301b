import type { FlagCause } from '@campus/shared';
import { asc, inArray, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { feeCollections, feeTypes, paymentOrderItems, paymentOrders, paymentRefunds } from './payments.table.js';

export interface ResolveOrderRow {
  id: number;
  orderId: string;
  studentId: number;
  items: string;
  amountPaise: number;
  status: 'FLAGGED' | 'PAID';
  flagReason: string | null;
  flagCause: FlagCause | null;
  createdAt: Date;
  collectionId: number | null;
  receiptNo: string | null;
  receivedPaise: number | null;
  refundDuePaise: number;
  refundedPaise: number;
  claimedPaise: number;
  rrn: string | null;
  counter: boolean;
  mode: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  payerVpa: string | null;
}

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** FLAGGED orders, recorded payments whose refund due the gateway has not all refunded, and refunds only claimed. */
const TO_RESOLVE = sql`(o.status = 'FLAGGED' or (c.id is not null and (c.refund_due_paise > coalesce(r.refunded, 0) or coalesce(r.claimed, 0) > 0)))`;

const FROM = sql`from ${paymentOrders} o
  left join ${feeCollections} c on c.order_id = o.id
  left join (select collection_id, (sum(amount_paise) filter (where status = 'confirmed'))::int as refunded,
      (sum(amount_paise) filter (where status = 'claimed'))::int as claimed
    from ${paymentRefunds} group by collection_id) r on r.collection_id = c.id`;

/** The orders accounts must decide on, oldest first (the longest waiting), and their refunds. */
export function createResolveRepository(db: DbOrTx) {
  async function page(limit: number, offset: number): Promise<ResolveOrderRow[]> {
    const rows = rowsOf<ResolveOrderRow>(
      await db.execute(sql`select o.id, o.order_id as "orderId", o.student_id as "studentId", o.amount_paise as "amountPaise", o.status,
        o.flag_reason as "flagReason", o.flag_cause as "flagCause", o.created_at as "createdAt",
        coalesce((select string_agg(ft.code || coalesce(' (' || i.semester || ')', ''), ', ' order by i.id)
          from ${paymentOrderItems} i join ${feeTypes} ft on ft.id = i.fee_type_id where i.order_id = o.id), '') as items,
        c.id as "collectionId", c.receipt_no as "receiptNo", c.amount_paise as "receivedPaise", coalesce(c.refund_due_paise, 0) as "refundDuePaise",
        coalesce(r.refunded, 0) as "refundedPaise", coalesce(r.claimed, 0) as "claimedPaise", c.rrn, (c.id is not null and o.charge_uuid is null) as counter, c.mode, c.card_brand as "cardBrand", c.card_last4 as "cardLast4", c.payer_vpa as "payerVpa"
        ${FROM} where ${TO_RESOLVE} order by o.created_at, o.id limit ${limit} offset ${offset}`),
    );
    return rows.map((r) => ({
      ...r,
      amountPaise: Number(r.amountPaise),
      receivedPaise: r.receivedPaise === null ? null : Number(r.receivedPaise),
      refundDuePaise: Number(r.refundDuePaise),
      refundedPaise: Number(r.refundedPaise),
      claimedPaise: Number(r.claimedPaise),
      counter: Boolean(r.counter),
      createdAt: asDate(r.createdAt),
    }));
  }

  async function count(): Promise<number> {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${FROM} where ${TO_RESOLVE}`));
    return Number(row?.n ?? 0);
  }

  const refundsOfCollections = (ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db.select().from(paymentRefunds).where(inArray(paymentRefunds.collectionId, ids)).orderBy(asc(paymentRefunds.id));

  return { page, count, refundsOfCollections };
}
