import type { FastifyBaseLogger } from 'fastify';
import {
  dayIn,
  flagReasonText,
  type FlagCause,
  type FlagReasonKey,
  type PaymentStatus,
  type ReconcileAnswer,
  type VerifiedPayment,
} from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import type { StudentPayer } from '../admissions/student-register.service.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { CollegeService } from '../public/college.service.js';
import { gatewayInstant } from './gateway/gateway-dates.js';
import { GatewayRefusedError, GatewayUnavailableError, type Charge, type Gateway } from './gateway/gateway.types.js';
import {
  createOrdersRepository,
  type CollectionRow,
  type Flag,
  type OrderRow,
  type PayableOrder,
  type RefundRow,
} from './orders.repository.js';
import { creditNoteNumber, financialYearOf, receiptNumber } from './payment-recording.numbers.js';
import { nextPaymentStatus } from './payment-status.js';
import type { NotificationsService } from '../notifications/notifications.service.js';

/** How long the gateway's raw notifications and returns are kept: past the card networks' dispute window. */
const EVENTS_KEPT_DAYS = 180;

/** The most notifications kept per order: the gateway sends a handful (payment, refunds, retries); more is somebody's noise. */
const NOTIFICATIONS_KEPT_PER_ORDER = 20;

/** How long an order that ended unpaid (EXPIRED, DROPPED) is still read again for a payment that arrives late. */
const LATE_PAYMENT_DAYS = 7;

/** The name of reconciliation's place in its walk over the candidates (payment_job_cursors). */
const RECONCILE_CURSOR = 'reconcile';

/** Which of the three paths asked for the re-read (kept with the raw event). */
export type RecordingSource = 'webhook' | 'return' | 'reconcile';

export interface RecordingOutcome {
  order: OrderRow;
  collection: CollectionRow | null;
  /** False when the gateway could not be asked; the order keeps its status. */
  reachedGateway: boolean;
}

export interface ReadOptions {
  /** Re-read a PAID order's charge too, for refunds (the webhook, reconciliation of refunds due). */
  refunds?: boolean;
}

/** Accounts' decision on a FLAGGED order whose charge took money: record it as paid, or as money to give back whole. */
export interface Resolution {
  reason: string;
  refundAll: boolean;
}

/** A refund to record; with the gateway's REFUND transaction it is confirmed, without one only claimed. */
export type RefundInput = Pick<RefundRow, 'amountPaise' | 'source' | 'reference' | 'rrn' | 'reason' | 'refundedAt' | 'transactionUuid'> & {
  /** Money the college gave back by its own hand (counter money): no gateway lists it, so it is confirmed as recorded. */
  byHand?: boolean;
};

/** A refund that would return more than the collection received; `leftPaise` may still be returned. */
export class RefundTooLargeError extends Error {
  constructor(public readonly leftPaise: number) {
    super(`A refund may return at most ${leftPaise} paise more`);
    this.name = 'RefundTooLargeError';
  }
}

export interface PaymentRecordingDeps {
  db: Db;
  gateway: Gateway;
  audit: AuditService;
  college: CollegeService;
  payerOf: (studentId: number) => Promise<StudentPayer | undefined>;
  /** Tells the student and their parents of a receipt issued. */
  notifications?: Pick<NotificationsService, 'receiptIssued' | 'tellStudent' | 'withdrawDueReminders'>;
  log?: FastifyBaseLogger;
}

/**
 * What the gateway's answer means for the order: the status it reports, and why when it must be
 * looked at. A charge is paid when its status is PAID, `paid` is the order's amount and a PAYMENT
 * transaction succeeded; a status the server does not know leaves the order as it is.
 */
export function observedStatus(
  order: Pick<OrderRow, 'orderId' | 'chargeUuid' | 'amountPaise' | 'currency' | 'expiresAt'>,
  charge: Charge,
  now: Date,
): { status: PaymentStatus; flag?: Flag; unknownStatus?: string } {
  if (charge.status === 'DROPPED') return { status: 'DROPPED' };
  if (charge.status === 'DUE') return { status: order.expiresAt < now ? 'EXPIRED' : 'PENDING' };
  if (charge.status !== 'PAID') return { status: 'PENDING', unknownStatus: charge.status };
  const problems: FlagCause[] = [];
  const paid = charge.paid ?? charge.amount;
  const problem = (key: FlagReasonKey, values: Record<string, string | number> = {}) => problems.push({ key, values });
  if (charge.uuid !== order.chargeUuid) problem('charge', { charge: charge.uuid, orderCharge: String(order.chargeUuid) });
  if (charge.orderId !== order.orderId) problem('order', { order: charge.orderId });
  if (charge.amount !== order.amountPaise) problem('amount', { amount: charge.amount, orderAmount: order.amountPaise });
  if (paid !== order.amountPaise) problem('paid', { paid, orderAmount: order.amountPaise });
  if (charge.currency !== order.currency) problem('currency', { currency: charge.currency, orderCurrency: order.currency });
  if (problems.length === 0 && !paidTransaction(charge)) problem('noPayment');
  if (problems.length === 0) return { status: 'PAID' };
  const cause: FlagCause = { key: 'gatewayPaid', values: {}, problems };
  return { status: 'FLAGGED', flag: { reason: flagReasonText(cause, String), cause } };
}

/** A transaction's statuses for money taken: ACCEPTED in the charge API's samples, AUTHORISED and CAPTURED in Lyra's V4 reference. */
const SUCCESSFUL = new Set(['ACCEPTED', 'AUTHORISED', 'CAPTURED']);

/** The transaction that paid the charge: a PAYMENT (a transaction without a type is taken as one) that succeeded. */
export const paidTransaction = (charge: Charge) =>
  charge.transactions.find((t) => (t.type ?? 'PAYMENT') === 'PAYMENT' && SUCCESSFUL.has(t.status));

/**
 * Money is recorded here only, and only after the gateway confirmed it: every path (the browser's
 * return, the webhook, reconciliation) re-reads the charge and calls recordPayment, which records
 * at most one collection per order and per charge however often and in whatever order it runs,
 * on any number of servers (the order row lock and the unique constraints).
 */
export function createPaymentRecordingService({ db, gateway, audit, college, payerOf, notifications, log }: PaymentRecordingDeps) {
  const repo = createOrdersRepository(db);

  /** Re-reads of an order under way in this server, by order row id. */
  const inFlight = new Map<number, Promise<RecordingOutcome>>();

  /**
   * Re-reads the order's charge and moves the order forward; idempotent. Paths that ask for the
   * same order while a re-read of it is under way on this server (the return page and the webhook
   * arrive together) share that re-read's outcome instead of asking the gateway again.
   */
  function recordPayment(order: PayableOrder, actor: Actor | null = null, options: ReadOptions = {}): Promise<RecordingOutcome> {
    const running = inFlight.get(order.id);
    if (running) return running;
    const outcome = readAndRecord(order, actor, options).finally(() => inFlight.delete(order.id));
    inFlight.set(order.id, outcome);
    return outcome;
  }

  async function readAndRecord(order: PayableOrder, actor: Actor | null, { refunds = false }: ReadOptions): Promise<RecordingOutcome> {
    const settled = order.status === 'PAID' || order.status === 'FLAGGED';
    if (!order.chargeUuid || order.status === 'FLAGGED' || (settled && !refunds)) {
      return { order, collection: (await repo.collectionOf(order.id)) ?? null, reachedGateway: false };
    }
    let charge: Charge;
    try {
      charge = await gateway.getCharge(order.chargeUuid, order.feeTypeCode ?? undefined);
    } catch (err) {
      log?.warn({ orderId: order.orderId, problem: (err as Error).message }, 'payment not verified: the gateway could not be asked');
      if (err instanceof GatewayUnavailableError) return { order, collection: null, reachedGateway: false };
      // A charge the gateway does not know took no money: its order closes and lets go of its dues.
      if (err instanceof GatewayRefusedError && err.status === 404)
        return { order: await moveStatus(order, 'EXPIRED', null, actor), collection: null, reachedGateway: true };
      throw err;
    }
    if (order.status === 'PAID') return { order, collection: await recordRefunds(order, charge, actor), reachedGateway: true };
    const now = college.now();
    const observed = observedStatus(order, charge, now);
    if (observed.unknownStatus)
      log?.warn(
        { orderId: order.orderId, chargeStatus: observed.unknownStatus },
        'payment gateway: a charge status this server does not know; the order is left as it is',
      );
    if (!nextPaymentStatus(order.status, observed.status)) return { order, collection: null, reachedGateway: true };
    if (observed.status === 'PAID') {
      const recorded = await recordCollection(order, charge, actor);
      // A charge refunded before its payment was recorded here (a late payment already returned).
      if (refundsOf(charge).length > 0) await recordRefunds(recorded.order, charge, actor);
      return { ...recorded, reachedGateway: true };
    }
    return { order: await moveStatus(order, observed.status, observed.flag ?? null, actor), collection: null, reachedGateway: true };
  }

  /** A status other than PAID, decided again on the locked row so two paths never move it backwards. */
  async function moveStatus(order: OrderRow, status: PaymentStatus, flag: Flag | null, actor: Actor | null): Promise<OrderRow> {
    return db.transaction(async (tx) => {
      const txRepo = createOrdersRepository(tx);
      const locked = await txRepo.lockOrder(order.id);
      const next = nextPaymentStatus(locked.status, status);
      if (!next) return locked;
      const now = college.now();
      await txRepo.setStatus(order.id, next, now, flag);
      await audit.record(tx, {
        actor,
        action: next === 'FLAGGED' ? 'payment.flagged' : 'payment.status',
        entity: 'payment_order',
        entityId: order.orderId,
        details: { from: locked.status, to: next, ...(flag ? { flagReason: flag.reason } : {}) },
      });
      return { ...locked, status: next, flagReason: flag?.reason ?? null, flagCause: flag?.cause ?? null, updatedAt: now };
    });
  }

  /**
   * The collection and its receipt number, in one transaction with the order's status. A second
   * path waits for the row lock and finds the order PAID; a unique violation (another server got
   * there first) is answered with the collection that server recorded.
   */
  async function recordCollection(
    order: OrderRow,
    charge: Charge,
    actor: Actor | null,
    resolution?: Resolution,
  ): Promise<Omit<RecordingOutcome, 'reachedGateway'> & { recorded?: boolean }> {
    const transaction = paidTransaction(charge)!;
    const paidAt = gatewayInstant(transaction.date) ?? college.now();
    const receivedPaise = charge.paid ?? charge.amount;
    try {
      return await db.transaction(async (tx) => {
        const txRepo = createOrdersRepository(tx);
        const locked = await txRepo.lockOrder(order.id);
        const moves = resolution ? locked.status === 'FLAGGED' : nextPaymentStatus(locked.status, 'PAID') !== null;
        if (!moves) return { order: locked, collection: (await txRepo.collectionOf(order.id)) ?? null };
        const refundDuePaise = await settleDues(txRepo, order, receivedPaise, resolution?.refundAll ?? false);
        const financialYear = financialYearOf(dayIn(await college.timeZone(tx), paidAt));
        const receiptSeq = await txRepo.nextReceiptSeq(financialYear);
        const collection = await txRepo.insertCollection({
          orderId: order.id,
          chargeUuid: charge.uuid,
          transactionUuid: transaction.uuid,
          studentId: order.studentId,
          amountPaise: receivedPaise,
          mode: transaction.family ?? 'CARD',
          cardLast4: transaction.cardLast4 ?? null,
          cardBrand: transaction.scheme ?? null,
          rrn: transaction.rrn ?? null,
          payerVpa: transaction.payerVpa ?? null,
          refundDuePaise,
          financialYear,
          receiptSeq,
          receiptNo: receiptNumber(financialYear, receiptSeq),
          paidAt,
          recordedAt: college.now(),
        });
        await txRepo.setStatus(order.id, 'PAID', college.now());
        await notifications?.receiptIssued(tx, collection.id);
        await notifications?.withdrawDueReminders(tx, order.studentId);
        if (resolution)
          await notifications?.tellStudent(tx, 'paymentResolved', `resolved:${order.orderId}`, order.studentId, {
            orderId: order.orderId,
            outcome: resolution.refundAll ? 'refund' : 'paid',
            receiptNo: collection.receiptNo,
          });
        await audit.record(tx, {
          actor,
          action: 'payment.recorded',
          entity: 'payment_order',
          entityId: order.orderId,
          details: {
            from: locked.status,
            receiptNo: collection.receiptNo,
            amountPaise: collection.amountPaise,
            chargeUuid: charge.uuid,
            ...(resolution ? { reason: resolution.reason } : {}),
          },
        });
        if (refundDuePaise > 0)
          await audit.record(tx, {
            actor,
            action: 'payment.refundDue',
            entity: 'payment_order',
            entityId: order.orderId,
            details: {
              receiptNo: collection.receiptNo,
              refundDuePaise,
              reason: resolution?.refundAll ? resolution.reason : 'the money received is more than the dues it pays',
            },
          });
        return { order: { ...locked, status: 'PAID' as const }, collection, recorded: true };
      });
    } catch (err) {
      if (violationOf(err)?.kind !== 'unique') throw err;
      const stored = await repo.collectionOf(order.id);
      if (!stored) throw err;
      return { order: (await repo.orderByOrderId(order.orderId))!, collection: stored };
    }
  }

  /**
   * What of the order's money settles dues, decided with the student's row locked (two payments of
   * one due recorded at once take turns): an item whose due another PAID order already settled keeps
   * only the part still owed; the rest is refund due, never silently dropped.
   */
  async function settleDues(
    txRepo: ReturnType<typeof createOrdersRepository>,
    order: OrderRow,
    receivedPaise: number,
    refundAll: boolean,
  ): Promise<number> {
    await txRepo.lockStudent(order.studentId);
    let money = refundAll ? 0 : receivedPaise;
    for (const item of await txRepo.settlementOf(order.id)) {
      // Money received short of the order's amount settles its items in turn, as far as it goes.
      const settles = Math.min(item.settlesPaise, money);
      money -= settles;
      if (settles < item.amountPaise) await txRepo.setSettled(item.id, settles);
    }
    return refundAll ? receivedPaise : money;
  }

  /** The charge's refunds that went through, as the gateway lists them (REFUND transactions). */
  const refundsOf = (charge: Charge) => charge.transactions.filter((t) => t.type === 'REFUND' && SUCCESSFUL.has(t.status) && t.amount > 0);

  /**
   * The gateway's refunds of a recorded payment that are not recorded yet: each confirms a refund
   * accounts claimed for that amount, or is recorded with its own credit note. The collection answered.
   */
  async function recordRefunds(order: OrderRow, charge: Charge, actor: Actor | null): Promise<CollectionRow | null> {
    const listed = refundsOf(charge);
    const listedPaise = listed.reduce((sum, t) => sum + t.amount, 0);
    if ((charge.refunded ?? 0) !== listedPaise)
      log?.warn(
        { orderId: order.orderId, refunded: charge.refunded, listedPaise },
        'payment gateway: the refunded amount is not the sum of its REFUND transactions',
      );
    return db.transaction(async (tx) => {
      const txRepo = createOrdersRepository(tx);
      await txRepo.lockOrder(order.id);
      const collection = (await txRepo.collectionOf(order.id)) ?? null;
      if (!collection || listed.length === 0) return collection;
      const recorded = await txRepo.refundsOf(collection.id);
      const known = new Set(recorded.flatMap((r) => [r.transactionUuid, r.source === 'gateway' ? r.reference : null]));
      for (const t of listed.filter((r) => !known.has(r.uuid))) {
        const claim = recorded.find((r) => r.status === 'claimed' && r.amountPaise === t.amount);
        if (claim) {
          claim.status = 'confirmed';
          await confirmRefund(tx, order, collection, claim, t, actor);
          continue;
        }
        await addRefund(
          tx,
          order,
          collection,
          {
            amountPaise: t.amount,
            source: 'gateway',
            reference: t.uuid,
            transactionUuid: t.uuid,
            rrn: t.rrn ?? null,
            reason: null,
            refundedAt: gatewayInstant(t.date) ?? college.now(),
          },
          actor,
        );
      }
      return collection;
    });
  }

  /**
   * Reopens the dues by what a confirmed refund returns beyond the collection's refund due (what
   * earlier confirmed refunds left of it), once per refund.
   */
  async function reopenDues(tx: DbOrTx, collection: CollectionRow, refund: RefundRow) {
    const txRepo = createOrdersRepository(tx);
    const before = (await txRepo.refundsOf(collection.id))
      .filter((r) => r.id !== refund.id && r.duesReopened)
      .reduce((sum, r) => sum + r.amountPaise, 0);
    const stillDue = Math.max(0, collection.refundDuePaise - before);
    const reopens = refund.amountPaise - Math.min(refund.amountPaise, stillDue);
    if (reopens > 0) await txRepo.unsettle(collection.orderId, reopens);
    await txRepo.markDuesReopened(refund.id);
  }

  /** A refund accounts claimed, confirmed by the gateway's REFUND transaction of its amount: the dues follow now. */
  async function confirmRefund(
    tx: DbOrTx,
    order: Pick<OrderRow, 'orderId'>,
    collection: CollectionRow,
    claim: RefundRow,
    transaction: Charge['transactions'][number],
    actor: Actor | null,
  ) {
    await createOrdersRepository(tx).confirmRefund(claim.id, transaction.uuid, transaction.rrn ?? null);
    if (!claim.duesReopened) await reopenDues(tx, collection, claim);
    await audit.record(tx, {
      actor,
      action: 'payment.refundConfirmed',
      entity: 'payment_order',
      entityId: order.orderId,
      details: {
        creditNoteNo: claim.creditNoteNo,
        amountPaise: claim.amountPaise,
        reference: claim.reference,
        transaction: transaction.uuid,
      },
    });
  }

  /**
   * One refund against a collection, inside the caller's transaction with the order row locked: its
   * credit note number from the year's series and the audit entry. Refused when it would return more
   * than was received (claimed refunds count). Only a refund the gateway lists (with its transaction)
   * is confirmed and reopens the dues by what it returns beyond the refund due; one without is
   * claimed, for accounts to look at and reconciliation to confirm.
   */
  async function addRefund(
    tx: DbOrTx,
    order: Pick<OrderRow, 'orderId'>,
    collection: CollectionRow,
    refund: RefundInput,
    actor: Actor | null,
  ): Promise<RefundRow> {
    const txRepo = createOrdersRepository(tx);
    const before = (await txRepo.refundsOf(collection.id)).reduce((sum, r) => sum + r.amountPaise, 0);
    if (before + refund.amountPaise > collection.amountPaise) throw new RefundTooLargeError(collection.amountPaise - before);
    const financialYear = financialYearOf(dayIn(await college.timeZone(tx), refund.refundedAt));
    const seq = await txRepo.nextCreditNoteSeq(financialYear);
    const { byHand, ...fields } = refund;
    const status = fields.transactionUuid || byHand ? 'confirmed' : 'claimed';
    const row = await txRepo.insertRefund({
      ...fields,
      status,
      collectionId: collection.id,
      recordedBy: actor?.id ?? null,
      financialYear,
      creditNoteSeq: seq,
      creditNoteNo: creditNoteNumber(financialYear, seq),
      recordedAt: college.now(),
    });
    if (status === 'confirmed') await reopenDues(tx, collection, row);
    await notifications?.tellStudent(tx, 'refundRecorded', `refund:${row.id}`, collection.studentId, {
      amountPaise: String(row.amountPaise),
      creditNoteNo: row.creditNoteNo,
      receiptNo: collection.receiptNo,
    });
    await audit.record(tx, {
      actor,
      action: 'payment.refunded',
      entity: 'payment_order',
      entityId: order.orderId,
      details: {
        creditNoteNo: row.creditNoteNo,
        receiptNo: collection.receiptNo,
        amountPaise: row.amountPaise,
        reference: row.reference,
        source: row.source,
        status,
        ...(row.reason ? { reason: row.reason } : {}),
      },
    });
    return row;
  }

  /** Keeps what the gateway sent, raw, for accounts and disputes. */
  async function keepEvent(source: RecordingSource, rawBody: string, ids: { chargeUuid?: string | null; orderId?: string | null }) {
    await repo.insertEvent({
      source,
      rawBody,
      chargeUuid: ids.chargeUuid ?? null,
      orderId: ids.orderId ?? null,
      receivedAt: college.now(),
    });
  }

  /**
   * A notification's body kept with its order, when the charge is one of ours (at most
   * NOTIFICATIONS_KEPT_PER_ORDER of them); false when no order has that charge.
   */
  async function keepNotification(rawBody: string, chargeUuid: string): Promise<boolean> {
    const order = await repo.orderByChargeUuid(chargeUuid);
    if (!order) return false;
    await repo.insertEventCapped(
      { source: 'webhook', rawBody, chargeUuid, orderId: order.orderId, receivedAt: college.now() },
      NOTIFICATIONS_KEPT_PER_ORDER,
    );
    return true;
  }

  /** A webhook's trigger: the order of the charge (by uuid, else by our order id) re-read and recorded. */
  async function recordByReference(ref: { chargeUuid?: string | null; orderId?: string | null }): Promise<RecordingOutcome | null> {
    const order =
      (ref.chargeUuid && (await repo.orderByChargeUuid(ref.chargeUuid))) ||
      (ref.orderId && (await repo.orderByOrderId(ref.orderId))) ||
      undefined;
    return order ? recordPayment(order, null, { refunds: true }) : null;
  }

  /** One order re-read on its own: one that cannot be read is logged and left for the next run. */
  const readForReconcile = (order: PayableOrder, options: ReadOptions = {}): Promise<RecordingOutcome> =>
    recordPayment(order, null, options).catch((err: unknown) => {
      log?.error({ err, orderId: order.orderId }, 'reconciliation: the order could not be read; the next run tries again');
      return { order, collection: null, reachedGateway: false };
    });

  /**
   * The next batch of reconciliation's candidates, walking them by order id from where the last run
   * stopped (kept in the database, so the walk goes on whichever server runs the next tick): with
   * more than `limit` candidates every one is still read within a few runs, none starved by older
   * ones that stay candidates (orders that ended unpaid, refunds not yet made). With fewer, every run
   * reads them all.
   */
  async function nextCandidates(now: Date, limit: number): Promise<PayableOrder[]> {
    const since = new Date(now.getTime() - LATE_PAYMENT_DAYS * 86_400_000);
    const after = await repo.cursorOf(RECONCILE_CURSOR);
    const tail = await repo.reconcileCandidates(after, null, since, limit);
    const head = tail.length < limit && after > 0 ? await repo.reconcileCandidates(0, after, since, limit - tail.length) : [];
    const batch = [...tail, ...head];
    const full = batch.length === limit;
    await repo.saveCursor(RECONCILE_CURSOR, full ? batch[batch.length - 1].id : 0, now);
    return batch;
  }

  /**
   * PENDING orders re-read (a lost webhook, a return never made, the gateway down earlier), stale
   * ones expired, orders that ended unpaid in the last LATE_PAYMENT_DAYS read again for a payment
   * that arrived late (counted only when it did), and paid ones read for refunds owed or claimed.
   */
  async function reconcile(limit = 500): Promise<ReconcileAnswer> {
    const counts: ReconcileAnswer = { checked: 0, paid: 0, dropped: 0, expired: 0, flagged: 0, unreachable: 0 };
    const now = college.now();
    counts.expired += (await repo.expireChargeless(now)).length;
    await repo.purgeEventsBefore(new Date(now.getTime() - EVENTS_KEPT_DAYS * 86_400_000));
    for (const order of await nextCandidates(now, limit)) {
      counts.checked++;
      const outcome = await readForReconcile(order, { refunds: order.status === 'PAID' });
      if (!outcome.reachedGateway) counts.unreachable++;
      const status = outcome.order.status;
      if (order.status === 'PAID' || status === order.status) continue;
      if (status === 'PAID') counts.paid++;
      else if (status === 'DROPPED') counts.dropped++;
      else if (status === 'EXPIRED') counts.expired++;
      else if (status === 'FLAGGED') counts.flagged++;
    }
    return counts;
  }

  /** What the result pages show: the verified status, never the address bar's. */
  async function verifiedPayment(outcome: RecordingOutcome): Promise<VerifiedPayment> {
    const { order, collection } = outcome;
    const payer = await payerOf(order.studentId);
    return {
      orderId: order.orderId,
      status: order.status,
      amountPaise: collection?.amountPaise ?? order.amountPaise,
      currency: order.currency,
      // The paying transaction, as on the receipt and in accounts; the charge while nothing was paid.
      transactionId: collection?.transactionUuid ?? order.chargeUuid,
      date: (collection?.paidAt ?? order.updatedAt).toISOString(),
      rollNumber: payer?.rollNumber ?? '',
      receiptNo: collection?.receiptNo ?? null,
      kind: order.kind,
    };
  }

  return {
    recordPayment,
    recordByReference,
    recordCollection,
    addRefund,
    refundsOf,
    reconcile,
    keepEvent,
    keepNotification,
    verifiedPayment,
    orderByOrderId: repo.orderByOrderId,
  };
}

export type PaymentRecordingService = ReturnType<typeof createPaymentRecordingService>;
