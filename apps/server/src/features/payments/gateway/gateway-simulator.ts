import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatRupees } from '@campus/shared/money';
import type { Db } from '../../../db/client.js';
import { gatewayDateText, gatewayInstant } from './gateway-dates.js';
import { createSimulatorCharges, type SimCharge } from './gateway-simulator.repository.js';
import type { Charge, ChargeRequest, ChargeTransaction, GatewayCredentials } from './gateway.types.js';

/**
 * A stand-in for Lyra India's charge API, mounted under `/gateway-sim/` only when it is the gateway
 * (the demo, GATEWAY=simulator): the same two calls with the same shapes, statuses and Basic
 * authentication, a hosted payment page, the browser's return with the vads_* values and the
 * webhook. Its charges are kept in the database (gateway_sim_charges), so that behind a load balancer
 * every server answers for a charge any of them created. Its control calls (tests only) make it
 * deliver webhooks several times or out of order, pay another amount, answer slowly or be down for a
 * while; those faults hold in the server that was told.
 */
const SIMULATOR_PREFIX = '/gateway-sim';

interface SimulatorFaults {
  /** Until this instant (ms since epoch) every charge API call answers 503. */
  downUntil: number;
  /** Each charge API answer is held back this long (a client with a shorter timeout gives up). */
  delayMs: number;
  /** How many times each webhook is sent. */
  webhookCopies: number;
  /** Send a stale copy (the charge as it was before the payment) after the current one. */
  staleWebhookLast: boolean;
  /** No webhook at all (the notification got lost). */
  webhookLost: boolean;
}

const NO_FAULTS: SimulatorFaults = { downUntil: 0, delayMs: 0, webhookCopies: 1, staleWebhookLast: false, webhookLost: false };

export interface SimulatorOptions {
  /** Where the charges are kept. */
  db: Db;
  credentials: GatewayCredentials;
  /** Mount the control calls (tests, the simulator's own demo). */
  control: boolean;
  /** Where browsers reach the app, so the hosted payment page's link works from outside. */
  publicUrl: string;
  /**
   * The app the simulator serves (the demo: PUBLIC_URL): a charge may send the browser back only to
   * its pages and its notification only to its webhook route, so that the demo's simulator cannot
   * be used to redirect anyone elsewhere or to post to any address. Unset, any (a benchmark's own
   * simulator in another process).
   */
  appUrl?: string;
}

const chargeRequestSchema = z.object({
  orderId: z.string().min(1).max(64),
  orderInfo: z.string().max(255).default(''),
  currency: z.literal('INR'),
  amount: z.number().int().min(1).max(10_000_000_000),
  customer: z.object({ uid: z.string().max(64), name: z.string().max(200), emailId: z.string().max(254), phone: z.string().max(20) }),
  return: z.object({ method: z.enum(['GET', 'POST']), url: z.string().max(500), timeout: z.number().int().min(0).max(86_400) }),
  webhook: z.object({ url: z.string().max(500) }),
  maxAgeInHours: z.number().int().min(1).max(720),
  udf: z.array(z.string().max(255)).max(10).default([]),
});

const uuidParams = z.object({ uuid: z.string().max(64) });
const payQuery = z.object({ method: z.enum(['CARD', 'UPI', 'DECLINE']) });

const html = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How long the simulator keeps a charge: past the 7 days in which reconciliation reads an order that ended unpaid. */
const CHARGES_KEPT_DAYS = 30;

/** A DUE charge past its age: the gateway drops it. */
const isStale = (charge: Charge) => charge.status === 'DUE' && !!charge.expiryDate && Date.parse(charge.expiryDate) < Date.now();

export const gatewaySimulatorRoutes: FastifyPluginAsyncZod<SimulatorOptions> = async (
  app,
  { db, credentials, control, publicUrl, appUrl },
) => {
  const charges = createSimulatorCharges(db);
  let prunedAt = 0;
  /** Old charges are forgotten at most once an hour, not on every new one. */
  async function pruneNowAndThen() {
    if (Date.now() - prunedAt < 3_600_000) return;
    prunedAt = Date.now();
    await charges.prune(new Date(prunedAt - CHARGES_KEPT_DAYS * 86_400_000));
  }
  let faults: SimulatorFaults = { ...NO_FAULTS };
  const access = { access: 'public.read' as const };

  function authorized(request: FastifyRequest): boolean {
    const header = request.headers.authorization ?? '';
    const expected = `Basic ${Buffer.from(`${credentials.shopId}:${credentials.password}`).toString('base64')}`;
    const a = Buffer.from(header);
    const b = Buffer.from(expected);
    return a.length === b.length && crypto.timingSafeEqual(a, b);
  }

  /** Down, slow or unauthorised: answered before the call does anything. */
  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (faults.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
    if (Date.now() < faults.downUntil) {
      await reply.code(503).send({ errorCode: 'UNAVAILABLE', errorMessage: 'Service unavailable' });
      return false;
    }
    if (!authorized(request)) {
      await reply.code(401).send({ errorCode: 'UNAUTHORIZED', errorMessage: 'Invalid credentials' });
      return false;
    }
    return true;
  }

  /** Why a charge's return or webhook address is not the app's, or null when both are. */
  function refusedAddress(body: ChargeRequest): string | null {
    if (!appUrl) return null;
    const origin = new URL(appUrl).origin;
    if (!URL.canParse(body.return.url) || new URL(body.return.url).origin !== origin) return `return.url must be a page of ${origin}`;
    if (body.webhook.url !== new URL('/api/payments/lyra/webhook', appUrl).toString())
      return `webhook.url must be ${origin}/api/payments/lyra/webhook`;
    return null;
  }

  /** The charge; a DUE one past its age is dropped, as the gateway does. */
  async function current(uuid: string): Promise<SimCharge | undefined> {
    const found = await charges.find(uuid);
    if (!found || !isStale(found.charge)) return found;
    const dropped = await charges.change(uuid, (sim) => {
      if (!isStale(sim.charge)) return undefined;
      sim.charge = { ...sim.charge, status: 'DROPPED' };
      return true;
    });
    return dropped?.sim ?? (await charges.find(uuid));
  }

  /** Pays or declines a DUE charge, on its locked row; undefined when it is not DUE (any more). */
  async function settle(uuid: string, method: 'CARD' | 'UPI' | 'DECLINE', amount?: number) {
    await current(uuid);
    return charges.change(uuid, (sim) => {
      if (sim.charge.status !== 'DUE') return undefined;
      return method === 'DECLINE' ? decline(sim) : pay(sim, method, amount);
    });
  }

  app.post(`${SIMULATOR_PREFIX}/pg/rest/v1/charge`, { config: access, schema: { body: chargeRequestSchema } }, async (request, reply) => {
    if (!(await guard(request, reply))) return reply;
    const body = request.body as ChargeRequest;
    const refused = refusedAddress(body);
    if (refused) return reply.code(400).send({ errorCode: 'INVALID_URL', errorMessage: refused });
    const uuid = crypto.randomUUID().replaceAll('-', '');
    const charge: Charge = {
      uuid,
      status: 'DUE',
      orderId: body.orderId,
      amount: body.amount,
      currency: body.currency,
      paid: 0,
      due: body.amount,
      expiryDate: new Date(Date.now() + body.maxAgeInHours * 3_600_000).toISOString(),
      paymentLink: `${publicUrl}${SIMULATOR_PREFIX}/pay/${uuid}`,
      transactions: [],
    };
    await pruneNowAndThen();
    await charges.add({ charge, request: body });
    return reply.code(201).send(charge);
  });

  app.get(`${SIMULATOR_PREFIX}/pg/rest/v1/charge/:uuid`, { config: access, schema: { params: uuidParams } }, async (request, reply) => {
    if (!(await guard(request, reply))) return reply;
    const found = await current(request.params.uuid);
    if (!found) return reply.code(404).send({ errorCode: 'NOT_FOUND', errorMessage: 'No such charge' });
    return reply.send(found.charge);
  });

  // The payment page's looks, as a file of its own: the pages allow styles from this server only.
  app.get(`${SIMULATOR_PREFIX}/pay.css`, { config: access }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(PAGE_CSS),
  );

  app.get(`${SIMULATOR_PREFIX}/pay/:uuid`, { config: access, schema: { params: uuidParams } }, async (request, reply) => {
    const found = await current(request.params.uuid);
    reply.type('text/html; charset=utf-8');
    if (!found) return reply.code(404).send(page('Payment not found', '<p>This payment link is not valid.</p>'));
    const { charge, request: asked } = found;
    if (charge.status !== 'DUE') return reply.send(page('Payment closed', `<p>This payment is ${html(charge.status)}.</p>`));
    const form = `<form method="get" action="${SIMULATOR_PREFIX}/pay/${html(charge.uuid)}/complete">
<button type="submit" name="method" value="CARD" class="pay">Pay with card</button>
<button type="submit" name="method" value="UPI" class="pay">Pay with UPI</button>
<button type="submit" name="method" value="DECLINE" class="decline">Decline</button>
</form>`;
    const details = `<p class="amount">${html(formatRupees(charge.amount))}</p><p class="for">${html(asked.orderInfo)}</p>
<dl><dt>Order</dt><dd>${html(charge.orderId)}</dd><dt>Customer</dt><dd>${html(asked.customer.name)} (${html(asked.customer.uid)})</dd></dl>`;
    return reply.send(
      page('Gateway simulator: pay', `${details}${form}<p class="note">A simulator of the card and UPI gateway: no money moves.</p>`),
    );
  });

  app.get(
    `${SIMULATOR_PREFIX}/pay/:uuid/complete`,
    { config: access, schema: { params: uuidParams, querystring: payQuery } },
    async (request, reply) => {
      const settled = await settle(request.params.uuid, request.query.method);
      if (!settled) return reply.code(404).type('text/html; charset=utf-8').send(page('Payment closed', '<p>This payment is closed.</p>'));
      void deliverWebhooks(settled.sim, request.log);
      return reply.redirect(returnUrl(settled.sim, settled.result), 303);
    },
  );

  function pay(found: SimCharge, family: 'CARD' | 'UPI', amount = found.charge.amount): ChargeTransaction {
    const transaction: ChargeTransaction = {
      uuid: crypto.randomUUID().replaceAll('-', ''),
      type: 'PAYMENT',
      status: 'ACCEPTED',
      amount,
      family,
      rrn: String(crypto.randomInt(100_000_000_000, 999_999_999_999)),
      ...(family === 'UPI' ? { payerVpa: 'student@okbank' } : { cardLast4: '4242', scheme: 'VISA' }),
      date: gatewayDateText(new Date()),
    };
    found.previous = found.charge;
    found.charge = {
      ...found.charge,
      status: 'PAID',
      amount,
      paid: amount,
      due: 0,
      transactions: [...found.charge.transactions, transaction],
    };
    return transaction;
  }

  function decline(found: SimCharge): ChargeTransaction {
    const transaction: ChargeTransaction = {
      uuid: crypto.randomUUID().replaceAll('-', ''),
      type: 'PAYMENT',
      status: 'REFUSED',
      amount: found.charge.amount,
      family: 'CARD',
      cardLast4: '0002',
      scheme: 'VISA',
      date: gatewayDateText(new Date()),
    };
    found.previous = found.charge;
    found.charge = { ...found.charge, status: 'DROPPED', transactions: [...found.charge.transactions, transaction] };
    return transaction;
  }

  /** The browser's way back: Lyra's vads_* values plus our order id and fee type (the return URL's own query). */
  function returnUrl({ charge, request: asked }: SimCharge, transaction: ChargeTransaction): string {
    const url = new URL(asked.return.url);
    const values: Record<string, string> = {
      vads_order_id: charge.orderId,
      vads_amount: String(charge.amount),
      vads_currency: '356',
      vads_charge_status: charge.status,
      vads_charge_uuid: charge.uuid,
      vads_trans_uuid: transaction.uuid,
      vads_trans_date: (gatewayInstant(transaction.date) ?? new Date()).toISOString().replace(/[-:T]/g, '').slice(0, 14),
      vads_cust_name: asked.customer.uid,
      vads_cust_email: asked.customer.emailId,
    };
    for (const [k, v] of Object.entries(values)) url.searchParams.set(k, v);
    return url.toString();
  }

  /** The notification, as often and in the order the faults say; a failed delivery is not repeated. */
  async function deliverWebhooks(found: SimCharge, log: FastifyRequest['log']) {
    if (faults.webhookLost) return;
    const bodies = Array.from({ length: faults.webhookCopies }, () => found.charge);
    if (faults.staleWebhookLast && found.previous) bodies.push(found.previous);
    for (const body of bodies) {
      try {
        await fetch(found.request.webhook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        log.warn({ err }, 'gateway simulator: webhook not delivered');
      }
    }
  }

  if (!control) return;

  const faultsBody = z.object({
    downForMs: z.number().int().min(0).max(3_600_000).optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    webhookCopies: z.number().int().min(1).max(20).optional(),
    staleWebhookLast: z.boolean().optional(),
    webhookLost: z.boolean().optional(),
  });
  app.post(`${SIMULATOR_PREFIX}/control/faults`, { config: access, schema: { body: faultsBody } }, async (request) => {
    const { downForMs, ...rest } = request.body;
    faults = {
      ...NO_FAULTS,
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      downUntil: downForMs ? Date.now() + downForMs : 0,
    };
    return { ok: true };
  });

  const payBody = z.object({
    method: z.enum(['CARD', 'UPI', 'DECLINE']),
    /** Pay another amount than the charge asked for (the amount-mismatch case). */
    amount: z.number().int().min(1).max(10_000_000_000).optional(),
    /** Deliver the webhooks before answering (default), or not at all. */
    webhook: z.boolean().default(true),
  });
  app.post(
    `${SIMULATOR_PREFIX}/control/charges/:uuid/pay`,
    { config: access, schema: { params: uuidParams, body: payBody } },
    async (request, reply) => {
      const { method, amount, webhook } = request.body;
      const settled = await settle(request.params.uuid, method, amount);
      if (!settled) return reply.code(404).send({ errorMessage: 'No such open charge' });
      if (webhook) await deliverWebhooks(settled.sim, request.log);
      return { returnUrl: returnUrl(settled.sim, settled.result), transactionUuid: settled.result.uuid };
    },
  );

  // A refund made in the gateway's back office: a REFUND transaction, the charge's `refunded` raised, the webhook sent.
  const refundBody = z.object({ amount: z.number().int().min(1).max(10_000_000_000), webhook: z.boolean().default(true) });
  app.post(
    `${SIMULATOR_PREFIX}/control/charges/:uuid/refund`,
    { config: access, schema: { params: uuidParams, body: refundBody } },
    async (request, reply) => {
      const changed = await charges.change(request.params.uuid, (found) => {
        const refunded = found.charge.refunded ?? 0;
        if (found.charge.status !== 'PAID' || refunded + request.body.amount > (found.charge.paid ?? 0)) return undefined;
        const paying = found.charge.transactions.find((t) => t.type === 'PAYMENT' && t.status === 'ACCEPTED');
        const transaction: ChargeTransaction = {
          uuid: crypto.randomUUID().replaceAll('-', ''),
          type: 'REFUND',
          status: 'ACCEPTED',
          amount: request.body.amount,
          family: paying?.family ?? 'CARD',
          rrn: String(crypto.randomInt(100_000_000_000, 999_999_999_999)),
          date: gatewayDateText(new Date()),
        };
        found.previous = found.charge;
        found.charge = {
          ...found.charge,
          refunded: refunded + request.body.amount,
          transactions: [...found.charge.transactions, transaction],
        };
        return transaction;
      });
      if (!changed) return reply.code(404).send({ errorMessage: 'No such paid charge, or more than was paid' });
      if (request.body.webhook) await deliverWebhooks(changed.sim, request.log);
      return { transactionUuid: changed.result.uuid };
    },
  );

  app.post(
    `${SIMULATOR_PREFIX}/control/charges/:uuid/webhook`,
    { config: access, schema: { params: uuidParams } },
    async (request, reply) => {
      const found = await charges.find(request.params.uuid);
      if (!found) return reply.code(404).send({ errorMessage: 'No such charge' });
      await deliverWebhooks(found, request.log);
      return { ok: true };
    },
  );
};

const PAGE_CSS = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#eef2f7;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2430}
main{box-sizing:border-box;width:min(420px,calc(100vw - 24px));margin:24px 12px;padding:28px 24px;background:#fff;border-radius:14px;box-shadow:0 8px 28px rgba(20,40,80,.14)}
h1{margin:0 0 16px;font-size:15px;font-weight:600;color:#51607a;text-transform:uppercase;letter-spacing:.04em}
.amount{margin:0;font-size:34px;font-weight:700}.for{margin:0 0 16px;color:#51607a}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 20px;font-size:14px}dt{color:#51607a}dd{margin:0;overflow-wrap:anywhere}
form{display:grid;gap:10px}button{font:inherit;font-weight:600;padding:12px;border-radius:8px;cursor:pointer}
.pay{border:0;background:#1f4fd1;color:#fff}.pay:hover{background:#173ea6}.decline{border:1px solid #c62828;background:#fff;color:#c62828}
.note{margin:16px 0 0;font-size:12px;color:#6b7890;text-align:center}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(title)}</title><link rel="stylesheet" href="${SIMULATOR_PREFIX}/pay.css"></head><body><main><h1>${html(title)}</h1>${body}</main></body></html>`;
}
