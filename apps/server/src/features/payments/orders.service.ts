import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  can,
  PAYMENT_RETURN_PATHS,
  type CreateOrderAnswer,
  type CreateOrderInput,
  payableIn,
  type OrderItemInput,
  type VerifiedPayment,
  serverText,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { StudentPayer } from '../admissions/student-register.service.js';
import type { CollegeService } from '../public/college.service.js';
import { GatewayRefusedError, GatewayUnavailableError, type Gateway } from './gateway/gateway.types.js';
import { feeLabel, rupees, type DueItem, type DuesService } from './dues.service.js';
import { createOrdersRepository, type PayableOrder } from './orders.repository.js';
import { dueClaim } from './due-claim.js';
import type { PaymentRecordingService, RecordingOutcome } from './payment-recording.service.js';
import type { Actor } from '../audit/audit.service.js';

/** How long an order (and its charge) stays open for payment. */
const ORDER_LIFETIME_MINUTES = 60;

/**
 * New orders (each a charge at the gateway) a student may open for one due in 24 hours: enough for
 * declined cards and failed UPI apps, not for opening charges without end. Fee staff are not counted.
 */
const ORDERS_PER_DUE_PER_DAY = 10;
const DAY_MS = 86_400_000;

export interface OrdersServiceDeps {
  db: Db;
  gateway: Gateway;
  dues: Pick<DuesService, 'duesFor' | 'students'>;
  recording: PaymentRecordingService;
  college: CollegeService;
  payerOf: (studentId: number) => Promise<StudentPayer | undefined>;
  publicUrl: string;
  /** The result pages' checks answer within this (PAYMENT_ANSWER_MS): a slower gateway's re-read goes on without them. */
  answerWithinMs?: number;
  log?: FastifyBaseLogger;
}

interface PricedItem {
  due: DueItem;
  amountPaise: number;
}

const isFeeStaff = (user: AuthUser) => can(user.roles, 'payments.reports');
/** `21VC1A0501` → `21******01`: enough for a student to know it is theirs, not enough to look anyone up. */
const maskedRollNumber = (roll: string) =>
  roll.length <= 4 ? '*'.repeat(roll.length) : `${roll.slice(0, 2)}${'*'.repeat(roll.length - 4)}${roll.slice(-2)}`;

/** The key of a due: its fee type and semester. */
const dueKey = (feeTypeId: number, semester: number | null | undefined) => `${feeTypeId}:${semester ?? '-'}`;

/**
 * Ours, sent to the gateway as orderId: ORD-2026-482133-K3PZ. Six digits, never eight: with the year
 * they would read as an Aadhaar number to anyone (and any log scanner) looking for one.
 */
function newOrderId(now: Date): string {
  const digits = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const letters = Array.from(crypto.randomBytes(4), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[b % 32]).join('');
  return `ORD-${now.getUTCFullYear()}-${digits}-${letters}`;
}

/**
 * Orders: the amount comes from the dues, never from the browser; an open charge for the same items
 * is reused; the order is stored PENDING with the gateway's charge before the browser is sent there.
 */
export function createOrdersService({
  db,
  gateway,
  dues,
  recording,
  college,
  payerOf,
  publicUrl,
  answerWithinMs = 8_000,
  log,
}: OrdersServiceDeps) {
  const repo = createOrdersRepository(db);

  /**
   * The order re-read and recorded, or, when the gateway is slower than answerWithinMs, the order as
   * stored (PENDING): the page answers, and the re-read records the payment when the gateway answers.
   */
  async function checked(order: PayableOrder, actor: Actor | null): Promise<RecordingOutcome> {
    const reading = recording.recordPayment(order, actor);
    // Once the page has its answer, a later failure of the re-read is the reconciliation's to retry.
    reading.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const stored = new Promise<RecordingOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ order, collection: null, reachedGateway: false }), answerWithinMs);
    });
    try {
      return await Promise.race([reading, stored]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The student an order is for: a student's own, a parent's ward; fee staff name one by roll number, as for the dues. */
  async function studentOf(user: AuthUser, rollNo: string | undefined): Promise<number> {
    if (!isFeeStaff(user) && !user.studentId) throw new AppError('FORBIDDEN', serverText('payments.noStudent'));
    return (await dues.students.resolve(user, rollNo)).id;
  }

  function priceItems(input: CreateOrderInput, owed: DueItem[]): PricedItem[] {
    const keys = input.items.map((i) => dueKey(i.feeTypeId, i.semester));
    if (new Set(keys).size !== keys.length) throw invalid(serverText('payments.chooseOnce'), 'items');
    const byKey = new Map(owed.map((d) => [dueKey(d.feeTypeId, d.semester), d]));
    return input.items.map((item, index) => priceItem(input.kind, item, byKey.get(keys[index]), owed, index));
  }

  function priceItem(
    kind: CreateOrderInput['kind'],
    item: OrderItemInput,
    due: DueItem | undefined,
    owed: DueItem[],
    index: number,
  ): PricedItem {
    const field = `items.${index}`;
    if (!due) {
      const named = owed.find((d) => d.feeTypeId === item.feeTypeId);
      const fee = named ? feeLabel({ ...named, semester: item.semester ?? null }) : `fee type ${item.feeTypeId}`;
      throw invalid(serverText('payments.notDue', { fee: fee }), field);
    }
    if (!payableIn(kind, due.category)) throw invalid(serverText('payments.wrongKind', { fee: feeLabel(due) }), field);
    if (due.duePaise <= 0) throw conflict(serverText('payments.alreadyPaid', { fee: feeLabel(due) }), field);
    if (item.amountPaise === undefined) return { due, amountPaise: due.duePaise };
    if (kind !== 'self') throw invalid(serverText('payments.amountOnlySelf'), `${field}.amountPaise`);
    if (item.amountPaise < 100 || item.amountPaise > due.duePaise) {
      throw invalid(serverText('payments.amountRange', { fee: feeLabel(due), max: rupees(due.duePaise) }), `${field}.amountPaise`);
    }
    return { due, amountPaise: item.amountPaise };
  }

  /** The same items in a canonical order: an open charge for them is reused. */
  const itemsKeyOf = (items: PricedItem[]) =>
    items
      .map((i) => `${dueKey(i.due.feeTypeId, i.due.semester)}:${i.amountPaise}`)
      .sort()
      .join(',');

  /**
   * An open charge for the same items, still DUE at the gateway; one that was paid meanwhile is
   * recorded, one that ended is closed, and so is one the gateway does not know: its dues are free.
   */
  async function reusable(order: PayableOrder | undefined, items: PricedItem[]): Promise<CreateOrderAnswer | undefined> {
    if (!order?.chargeUuid || !order.paymentLink) return undefined;
    try {
      const charge = await gateway.getCharge(order.chargeUuid, order.feeTypeCode ?? items[0].due.feeTypeCode);
      if (charge.status === 'DUE') return { orderId: order.orderId, paymentLink: order.paymentLink };
    } catch (err) {
      if (err instanceof GatewayUnavailableError) return { orderId: order.orderId, paymentLink: order.paymentLink };
      if (!(err instanceof GatewayRefusedError && err.status === 404)) throw err;
    }
    const outcome = await recording.recordPayment(order);
    if (outcome.order.status === 'PAID') throw conflict(serverText('payments.alreadyPaid', { fee: feeLabel(items[0].due) }), 'items');
    return undefined;
  }

  /** The open order holding any of the dues, once it has its payment link (a concurrent press may still be opening its charge). */
  async function holderOf(claims: string[]): Promise<PayableOrder | undefined> {
    for (let wait = 0; wait < 50; wait++) {
      const holder = await repo.holderOf(claims);
      if (!holder || holder.paymentLink) return holder;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return repo.holderOf(claims);
  }

  /**
   * When another open order holds one of the dues: a press for the same items gets its link; one
   * whose charge ended (or that the gateway does not know) is closed, and the caller prices the
   * dues again; otherwise 409 until it closes.
   */
  async function answerHeld(
    studentId: number,
    kind: CreateOrderInput['kind'],
    items: PricedItem[],
  ): Promise<CreateOrderAnswer | undefined> {
    const claims = items.map((i) => dueClaim(studentId, i.due.feeTypeId, i.due.semester));
    const holder = await holderOf(claims);
    if (!holder) return undefined;
    const open = await reusable(holder, items);
    if (open && holder.kind === kind && holder.itemsKey === itemsKeyOf(items)) return open;
    if ((await repo.orderByOrderId(holder.orderId))?.status !== 'PENDING') return undefined;
    const held = (await repo.itemsOf(holder.id)).find((i) => claims.includes(dueClaim(studentId, i.feeTypeId, i.semester)));
    const fee = items.find((i) => i.due.feeTypeId === held?.feeTypeId && i.due.semester === held?.semester) ?? items[0];
    throw conflict(serverText('payments.paymentOpen', { fee: feeLabel(fee.due) }), 'items');
  }

  /**
   * 429 when one of the dues has had ORDERS_PER_DUE_PER_DAY orders in the last 24 hours. Counted
   * before the insert: the open_due unique index lets one new order per due in at a time, so two
   * presses at once cannot both pass the count.
   */
  async function withinAttempts(studentId: number, items: PricedItem[]) {
    const now = college.now();
    const attempts = await repo.attemptsSince(studentId, new Date(now.getTime() - DAY_MS));
    for (const { due } of items) {
      const tried = attempts.find((a) => a.feeTypeId === due.feeTypeId && a.semester === due.semester);
      if (!tried || tried.count < ORDERS_PER_DUE_PER_DAY) continue;
      const retryAfter = Math.max(1, Math.ceil((tried.oldest.getTime() + DAY_MS - now.getTime()) / 1000));
      throw new AppError('RATE_LIMITED', serverText('payments.tooManyAttempts', { fee: feeLabel(due), count: String(tried.count) }), {
        retryAfter,
        field: 'items',
      });
    }
  }

  async function createOrder(user: AuthUser, input: CreateOrderInput): Promise<CreateOrderAnswer> {
    const studentId = await studentOf(user, input.rollNo);
    const payer = await payerOf(studentId);
    if (!payer) throw notFound(serverText('payments.noStudent'));
    // One open order at a time holds a due (the unique index on payment_order_items.open_due), whatever
    // its kind and on whichever server; a press that finds the due held is answered by answerHeld.
    for (let attempt = 1; ; attempt++) {
      const items = priceItems(input, await dues.duesFor(studentId));
      const reused = await reusable(await repo.openOrderFor(studentId, input.kind, itemsKeyOf(items), college.now()), items);
      if (reused) return reused;
      if (!isFeeStaff(user)) await withinAttempts(studentId, items);
      try {
        return await openCharge(user, input.kind, studentId, payer, items);
      } catch (err) {
        if (!violationOf(err)?.constraint.includes('payment_order_items_open_due_uq') || attempt === 3) throw err;
      }
      const held = await answerHeld(studentId, input.kind, items);
      if (held) return held;
    }
  }

  /** A new PENDING order holding its dues, and its charge at the gateway. */
  async function openCharge(
    user: AuthUser,
    kind: CreateOrderInput['kind'],
    studentId: number,
    payer: StudentPayer,
    items: PricedItem[],
  ): Promise<CreateOrderAnswer> {
    const now = college.now();
    const amountPaise = items.reduce((sum, i) => sum + i.amountPaise, 0);
    const order = await db.transaction((tx) =>
      createOrdersRepository(tx).insertOrder(
        {
          orderId: newOrderId(now),
          studentId,
          kind,
          amountPaise,
          currency: 'INR',
          status: 'PENDING',
          itemsKey: itemsKeyOf(items),
          createdBy: user.id,
          expiresAt: new Date(now.getTime() + ORDER_LIFETIME_MINUTES * 60_000),
          createdAt: now,
          updatedAt: now,
        },
        items.map((i) => ({ feeTypeId: i.due.feeTypeId, semester: i.due.semester, amountPaise: i.amountPaise })),
      ),
    );
    const feeTypeCode = items[0].due.feeTypeCode;
    const returnUrl = new URL(PAYMENT_RETURN_PATHS[kind], publicUrl);
    returnUrl.searchParams.set('orderId', order.orderId);
    returnUrl.searchParams.set('feeType', feeTypeCode);
    try {
      const charge = await gateway.createCharge(
        {
          orderId: order.orderId,
          orderInfo: items
            .map((i) => feeLabel(i.due))
            .join(', ')
            .slice(0, 250),
          currency: 'INR',
          amount: amountPaise,
          customer: { uid: payer.rollNumber, name: payer.fullName, emailId: payer.email ?? '', phone: payer.mobile ?? '' },
          return: { method: 'GET', url: returnUrl.toString(), timeout: 600 },
          webhook: { url: new URL('/api/payments/lyra/webhook', publicUrl).toString() },
          maxAgeInHours: Math.ceil(ORDER_LIFETIME_MINUTES / 60),
          udf: [kind, String(studentId)],
        },
        feeTypeCode,
      );
      if (!charge.paymentLink) throw new GatewayRefusedError('The payment gateway answered without a payment link', 502);
      await repo.attachCharge(order.id, charge.uuid, charge.paymentLink, college.now());
      return { orderId: order.orderId, paymentLink: charge.paymentLink };
    } catch (err) {
      if (!(err instanceof GatewayUnavailableError || err instanceof GatewayRefusedError)) throw err;
      log?.error({ orderId: order.orderId, problem: err.message }, 'payment order not opened at the gateway');
      // No link reached the student: the order closes at once and lets go of its dues.
      await db.transaction((tx) => createOrdersRepository(tx).setStatus(order.id, 'EXPIRED', college.now()));
      throw new AppError('GATEWAY_UNAVAILABLE', serverText('payments.gatewayUnavailable'));
    }
  }

  /** The result pages' call: the order re-read with the gateway and recorded if paid; the paying student, their parent or fee staff. */
  async function verify(user: AuthUser, orderId: string, returnQuery?: string): Promise<VerifiedPayment> {
    const order = await repo.orderByOrderId(orderId);
    if (!order) throw notFound(serverText('payments.orderNotFound'));
    if (!isFeeStaff(user) && user.studentId !== order.studentId) throw new AppError('FORBIDDEN', serverText('payments.notYours'));
    if (returnQuery) await recording.keepEvent('return', returnQuery, { orderId, chargeUuid: order.chargeUuid });
    return recording.verifiedPayment(await checked(order, { id: user.id, username: user.username }));
  }

  /**
   * The result page opened without a session (a UPI app returning to another browser, a session
   * that ended): the outcome the server verified, with the roll number masked and no receipt, which
   * needs a sign-in.
   */
  async function outcome(orderId: string): Promise<VerifiedPayment> {
    const order = await repo.orderByOrderId(orderId);
    if (!order) throw notFound(serverText('payments.orderNotFound'));
    const verified = await recording.verifiedPayment(await checked(order, null));
    return { ...verified, rollNumber: maskedRollNumber(verified.rollNumber), receiptNo: null };
  }

  /**
   * Try again after a declined or expired payment: a new order and charge for the same dues (the
   * same amount for a self payment), priced afresh; an order still open answers its own link.
   */
  async function retry(user: AuthUser, orderId: string): Promise<CreateOrderAnswer> {
    const order = await repo.orderByOrderId(orderId);
    if (!order) throw notFound(serverText('payments.orderNotFound'));
    if (!isFeeStaff(user) && user.studentId !== order.studentId) throw new AppError('FORBIDDEN', serverText('payments.notYours'));
    if (order.status === 'PAID' || order.status === 'FLAGGED') throw conflict(serverText('payments.nothingToRetry'));
    const [items, payer] = await Promise.all([repo.itemsOf(order.id), payerOf(order.studentId)]);
    if (!payer) throw notFound(serverText('payments.noStudent'));
    return createOrder(user, {
      kind: order.kind,
      items: items.map((i) => ({
        feeTypeId: i.feeTypeId,
        semester: i.semester,
        ...(order.kind === 'self' ? { amountPaise: i.amountPaise } : {}),
      })),
      rollNo: isFeeStaff(user) ? payer.rollNumber : undefined,
    });
  }

  return { createOrder, verify, outcome, retry };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
