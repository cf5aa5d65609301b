import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  boundedText,
  createOrderAnswerSchema,
  createOrderSchema,
  orderIdParamsSchema,
  reconcileAnswerSchema,
  TEXT_MAX,
  verifiedPaymentSchema,
  serverText,
} from '@campus/shared';
import { AppError, invalid } from '../../lib/app-error.js';
import { createLimiter, reserve } from '../../lib/rate-limits.js';
import type { OrdersService } from './orders.service.js';
import type { PaymentJobs } from './payment-jobs.js';
import type { PaymentRecordingService } from './payment-recording.service.js';
import { addressGroup } from '../../lib/address-group.js';

export interface OrdersRoutesOptions {
  orders: OrdersService;
  recording: PaymentRecordingService;
  paymentJobs: PaymentJobs;
  /** Notifications a minute per address (WEBHOOK_RATE_LIMIT); 0: no limit. */
  webhookRateLimit: number;
  /** Notifications a minute from all addresses together (WEBHOOK_GLOBAL_RATE_LIMIT); 0: no limit. */
  webhookGlobalRateLimit?: number;
  /** Counts the limits across servers when the app has Redis. */
  redis?: Redis;
}

/** The webhook's body is kept as it came; more than this is not a charge notification. */
const WEBHOOK_BODY_MAX = 16 * 1024;

const verifyBody = z.object({ returnQuery: boundedText(TEXT_MAX, 'Return query').optional() }).optional();

/** A charge uuid as the gateway writes one: hex or a dashed UUID, nothing else. */
const CHARGE_UUID = /^[0-9a-fA-F-]{16,64}$/;

/**
 * The charge uuid of a notification, JSON or form-encoded, or null. Nothing else is taken from the
 * body: the charge is re-read from the gateway, which alone says what was paid.
 */
function chargeOf(raw: string): string | null {
  const uuid = (v: unknown) => (typeof v === 'string' && CHARGE_UUID.test(v) ? v : null);
  try {
    const json = JSON.parse(raw) as Record<string, unknown>;
    return json && typeof json === 'object' ? (uuid(json.uuid) ?? uuid(json.chargeUuid)) : null;
  } catch {
    const form = new URLSearchParams(raw);
    return uuid(form.get('vads_charge_uuid') ?? form.get('uuid'));
  }
}

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { orders, recording, paymentJobs, webhookRateLimit, webhookGlobalRateLimit = 0, redis },
) => {
  app.post(
    '/api/payments/orders',
    { config: { access: 'payments.pay' }, schema: { body: createOrderSchema, response: { 200: createOrderAnswerSchema } } },
    async (request) => orders.createOrder(request.user!, request.body),
  );

  // Signed out, the result page still learns what happened to its order; each address may ask 30 times a minute.
  const outcomes = createLimiter({ keyPrefix: 'payment-outcome-ip', points: 30, durationSeconds: 60 });
  app.get(
    '/api/payments/orders/:orderId/outcome',
    {
      config: { access: 'public.read' },
      schema: { params: orderIdParamsSchema, response: { 200: verifiedPaymentSchema } },
    },
    async (request, reply) => {
      const wait = await reserve(outcomes, addressGroup(request.ip));
      if (wait > 0) throw new AppError('RATE_LIMITED', serverText('payments.tooManyOutcomeChecks'), { retryAfter: wait });
      void reply.header('cache-control', 'no-store');
      return orders.outcome(request.params.orderId);
    },
  );

  app.post(
    '/api/payments/orders/:orderId/verify',
    {
      config: { access: 'payments.pay' },
      schema: { params: orderIdParamsSchema, body: verifyBody, response: { 200: verifiedPaymentSchema } },
    },
    async (request) => orders.verify(request.user!, request.params.orderId, request.body?.returnQuery),
  );

  app.post(
    '/api/payments/orders/:orderId/retry',
    { config: { access: 'payments.pay' }, schema: { params: orderIdParamsSchema, response: { 200: createOrderAnswerSchema } } },
    async (request) => orders.retry(request.user!, request.params.orderId),
  );

  app.post(
    '/api/payments/reconcile',
    { config: { access: 'payments.reports' }, schema: { response: { 200: reconcileAnswerSchema } } },
    async () => recording.reconcile(),
  );

  // The notification's signature scheme is not published: its body is only kept and taken as a trigger to re-read the charge.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_MAX }, (_request, body, done) => done(null, body));
    const senders = createLimiter({ keyPrefix: 'webhook-ip', points: webhookRateLimit, durationSeconds: 60 }, redis, app.log);
    // Many addresses together cannot outrun the database either: past this, notifications wait (reconciliation reads every order anyway).
    const everyone = createLimiter({ keyPrefix: 'webhook-all', points: webhookGlobalRateLimit, durationSeconds: 60 }, redis, app.log);
    hook.post('/api/payments/lyra/webhook', { config: { access: 'public.read' } }, async (request, reply) => {
      const wait = webhookRateLimit > 0 ? await reserve(senders, addressGroup(request.ip)) : 0;
      if (wait > 0) throw new AppError('RATE_LIMITED', serverText('payments.tooManyNotifications'), { retryAfter: wait });
      const waitAll = webhookGlobalRateLimit > 0 ? await reserve(everyone, 'all') : 0;
      if (waitAll > 0) throw new AppError('RATE_LIMITED', serverText('payments.tooManyNotificationsAll'), { retryAfter: waitAll });
      const raw = typeof request.body === 'string' ? request.body : '';
      const chargeUuid = chargeOf(raw);
      if (!chargeUuid) throw invalid(serverText('payments.notANotification'), 'body');
      // A charge of none of our orders is answered as the gateway expects, and nothing of it is kept or read.
      if (await recording.keepNotification(raw, chargeUuid)) paymentJobs.reread({ chargeUuid });
      return reply.code(200).send({ received: true });
    });
  });
};
