import {
  paymentMeansFields,
  type GatewayFacts,
  type ResolveDecision,
  type ResolvePage,
  type ResolveQuery,
  type ResolveRefunded,
  type ResolveRow,
  serverText,
} from '@campus/shared';
import { groupPaise } from '@campus/shared/money';
import type { Db } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error.js';
import type { StudentRegister } from '../admissions/student-register.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { CollegeService } from '../public/college.service.js';
import { gatewayInstant } from './gateway/gateway-dates.js';
import { GatewayRefusedError, GatewayUnavailableError, type Charge, type Gateway } from './gateway/gateway.types.js';
import { createOrdersRepository, type PayableOrder } from './orders.repository.js';
import { paidTransaction, RefundTooLargeError, type PaymentRecordingService } from './payment-recording.service.js';
import { createResolveRepository, type ResolveOrderRow } from './resolve.repository.js';

export interface ResolveServiceDeps {
  db: Db;
  gateway: Gateway;
  recording: PaymentRecordingService;
  college: Pick<CollegeService, 'now'>;
  register: Pick<StudentRegister, 'byIds'>;
}

const actorOf = (user: AuthUser) => ({ id: user.id, username: user.username });

/**
 * Payments to resolve (accounts): FLAGGED orders, decided with the gateway's facts in view (record
 * the money received as paid, or as money to give back whole), and refunds made in the gateway's
 * back office recorded with its reference. Every decision is audited; the dues follow.
 */
export function createResolveService({ db, gateway, recording, college, register }: ResolveServiceDeps) {
  const repo = createResolveRepository(db);
  const orders = createOrdersRepository(db);

  async function list(query: ResolveQuery): Promise<ResolvePage> {
    const offset = (query.page - 1) * query.pageSize;
    const [rows, total] = await Promise.all([repo.page(query.pageSize, offset), repo.count()]);
    const [students, refunds] = await Promise.all([
      register.byIds(rows.map((r) => r.studentId)),
      repo.refundsOfCollections(rows.flatMap((r) => (r.collectionId === null ? [] : [r.collectionId]))),
    ]);
    const answer = (r: ResolveOrderRow): ResolveRow => ({
      orderId: r.orderId,
      rollNumber: students.get(r.studentId)?.rollNumber ?? '',
      studentName: students.get(r.studentId)?.fullName ?? '',
      items: r.items,
      amountPaise: r.amountPaise,
      status: r.status,
      flagReason: r.flagReason,
      flagCause: r.flagCause,
      createdAt: r.createdAt.toISOString(),
      receiptNo: r.receiptNo,
      receivedPaise: r.receivedPaise,
      refundDuePaise: r.refundDuePaise,
      refundedPaise: r.refundedPaise,
      claimedPaise: r.claimedPaise,
      rrn: r.rrn,
      counter: r.counter,
      ...paymentMeansFields(r.mode ? { mode: r.mode, cardBrand: r.cardBrand, cardLast4: r.cardLast4, payerVpa: r.payerVpa } : null),
      refunds: refunds
        .filter((f) => f.collectionId === r.collectionId)
        .map((f) => ({
          creditNoteNo: f.creditNoteNo,
          amountPaise: f.amountPaise,
          source: f.source,
          reference: f.reference,
          rrn: f.rrn,
          reason: f.reason,
          status: f.status,
          refundedAt: f.refundedAt.toISOString(),
        })),
    });
    return { total, page: query.page, pageSize: query.pageSize, rows: rows.map(answer) };
  }

  async function orderOf(orderId: string): Promise<PayableOrder & { chargeUuid: string }> {
    const order = await orders.orderByOrderId(orderId);
    if (order && !order.chargeUuid && order.status === 'PAID') throw conflict(serverText('counter.noRefundOfCounter'));
    if (!order?.chargeUuid) throw notFound(serverText('payments.orderNotFound'));
    return order as PayableOrder & { chargeUuid: string };
  }

  async function chargeOf(order: PayableOrder & { chargeUuid: string }): Promise<Charge> {
    try {
      return await gateway.getCharge(order.chargeUuid, order.feeTypeCode ?? undefined);
    } catch (err) {
      if (err instanceof GatewayUnavailableError) throw new AppError('GATEWAY_UNAVAILABLE', serverText('payments.gatewayUnavailable'));
      if (err instanceof GatewayRefusedError && err.status === 404) throw conflict(serverText('payments.noMoneyReceived'));
      throw err;
    }
  }

  /** What the gateway says of the order's charge now: amounts, and every transaction with its reference. */
  async function facts(orderId: string): Promise<GatewayFacts> {
    const charge = await chargeOf(await orderOf(orderId));
    return {
      chargeUuid: charge.uuid,
      status: charge.status,
      amountPaise: charge.amount,
      paidPaise: charge.paid ?? null,
      refundedPaise: charge.refunded ?? null,
      currency: charge.currency,
      transactions: charge.transactions.map((t) => ({
        uuid: t.uuid,
        type: t.type ?? null,
        status: t.status,
        amountPaise: t.amount,
        ...paymentMeansFields({ mode: t.family ?? '', cardBrand: t.scheme, cardLast4: t.cardLast4, payerVpa: t.payerVpa }),
        rrn: t.rrn ?? null,
        date: gatewayInstant(t.date)?.toISOString() ?? null,
      })),
    };
  }

  /** A FLAGGED order recorded as paid (the money received settles its dues) or as money to give back whole. */
  async function decide(user: AuthUser, orderId: string, { reason }: ResolveDecision, refundAll: boolean) {
    const order = await orderOf(orderId);
    if (order.status !== 'FLAGGED') throw conflict(serverText('payments.notFlagged'));
    const charge = await chargeOf(order);
    if (!paidTransaction(charge) || (charge.paid ?? 0) <= 0) throw conflict(serverText('payments.noMoneyReceived'));
    const { collection, recorded } = await recording.recordCollection(order, charge, actorOf(user), { reason, refundAll });
    // Another accountant decided first: the row lock let one decision through.
    if (!recorded || !collection) throw conflict(serverText('payments.notFlagged'));
    return { receiptNo: collection.receiptNo, refundDuePaise: collection.refundDuePaise };
  }

  /**
   * A refund made in the gateway's back office, with its reference; by default what is still due to
   * be given back. Confirmed when the charge lists a REFUND transaction of that amount not yet
   * recorded; otherwise (the gateway lists none, or cannot be asked) only claimed, for accounts to
   * look at and reconciliation to confirm. Counter money owed back is given back by the college's
   * hand (cash, cheque or transfer, its voucher the reference): confirmed as recorded, never beyond its refund due.
   */
  async function refunded(user: AuthUser, orderId: string, input: ResolveRefunded) {
    const counter = await orders.orderByOrderId(orderId);
    const order = counter && !counter.chargeUuid && counter.status === 'PAID' ? counter : await orderOf(orderId);
    const listed = order.chargeUuid ? await listedRefunds(order as PayableOrder & { chargeUuid: string }) : [];
    try {
      return await recordRefund(user, order, input, listed);
    } catch (err) {
      const constraint = violationOf(err)?.constraint ?? '';
      if (constraint.includes('payment_refunds_reference_uq') || constraint.includes('payment_refunds_transaction_uq'))
        throw conflict(serverText('payments.refundRecorded'), 'reference');
      throw err;
    }
  }

  /** The REFUND transactions the gateway lists for the order's charge; none when it cannot be asked. */
  async function listedRefunds(order: PayableOrder & { chargeUuid: string }): Promise<Charge['transactions']> {
    try {
      return recording.refundsOf(await gateway.getCharge(order.chargeUuid, order.feeTypeCode ?? undefined));
    } catch (err) {
      if (err instanceof GatewayUnavailableError || err instanceof GatewayRefusedError) return [];
      throw err;
    }
  }

  function recordRefund(user: AuthUser, order: PayableOrder, input: ResolveRefunded, listed: Charge['transactions']) {
    return db.transaction(async (tx) => {
      const txRepo = createOrdersRepository(tx);
      await txRepo.lockOrder(order.id);
      const collection = await txRepo.collectionOf(order.id);
      if (!collection) throw conflict(serverText('payments.notRefundable'));
      const recorded = await txRepo.refundsOf(collection.id);
      const before = recorded.reduce((sum, r) => sum + r.amountPaise, 0);
      const amountPaise = input.amountPaise ?? Math.max(0, collection.refundDuePaise - before);
      // Counter money goes back by the college's hand, and only what it owes back (a stay left early, a due paid twice).
      const byHand = !order.chargeUuid;
      if (byHand && amountPaise > collection.refundDuePaise - before)
        throw conflict(serverText('counter.counterRefundBeyondDue', { max: `₹${groupPaise(Math.max(0, collection.refundDuePaise - before))}` }), 'amountPaise');
      if (amountPaise <= 0) throw invalid(serverText('payments.notRefundable'), 'amountPaise');
      const taken = new Set(recorded.flatMap((r) => [r.transactionUuid, r.source === 'gateway' ? r.reference : null]));
      const match = listed.find((t) => t.amount === amountPaise && !taken.has(t.uuid));
      try {
        const row = await recording.addRefund(
          tx,
          order,
          collection,
          {
            amountPaise,
            source: 'accounts',
            reference: input.reference,
            transactionUuid: match?.uuid ?? null,
            rrn: match?.rrn ?? null,
            reason: input.reason ?? null,
            refundedAt: (match && gatewayInstant(match.date)) || college.now(),
            byHand,
          },
          actorOf(user),
        );
        return { creditNoteNo: row.creditNoteNo, amountPaise: row.amountPaise, status: row.status };
      } catch (err) {
        if (err instanceof RefundTooLargeError)
          throw invalid(serverText('payments.refundTooLarge', { max: groupPaise(err.leftPaise) }), 'amountPaise');
        throw err;
      }
    });
  }

  return {
    list,
    facts,
    recordPaid: (user: AuthUser, orderId: string, body: ResolveDecision) => decide(user, orderId, body, false),
    recordRefundDue: (user: AuthUser, orderId: string, body: ResolveDecision) => decide(user, orderId, body, true),
    refunded,
  };
}

export type ResolveService = ReturnType<typeof createResolveService>;
