import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '@campus/shared';
import { financialYearOf } from '../payment-recording.numbers.js';
import { observedStatus, paidTransaction } from '../payment-recording.service.js';
import { createGatewayClient } from './gateway-client.js';
import { gatewayInstant } from './gateway-dates.js';
import type { Gateway } from './gateway.types.js';

/**
 * The real client on the charge API's published shapes (fixtures/): each answer is served over HTTP
 * as the gateway would, read by the client, and judged as the payment recording judges it.
 */
const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');
const NOW = new Date('2024-06-24T06:00:00Z');

describe('the charge API, as its published answers show it', () => {
  let server: http.Server;
  let gateway: Gateway;
  /** What the gateway answers for each charge uuid. */
  const answers = new Map<string, string>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const uuid = decodeURIComponent(req.url?.split('/').pop() ?? '');
      const body = answers.get(uuid);
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(body ?? '{"errorCode":"NOT_FOUND"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    gateway = createGatewayClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      credentialsFor: async () => ({ shopId: 'shop', password: 'secret' }),
      attempts: 1,
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The fixture as the client reads it, and the order it belongs to (its own amount unless given). */
  async function read(name: string, edit: (json: Record<string, unknown>) => void = () => {}) {
    const json = JSON.parse(fixture(name)) as Record<string, unknown>;
    edit(json);
    answers.set(json.uuid as string, JSON.stringify(json));
    const charge = await gateway.getCharge(json.uuid as string);
    const order = {
      orderId: json.orderId as string,
      chargeUuid: json.uuid as string,
      amountPaise: json.amount as number,
      currency: 'INR',
      expiresAt: new Date('2024-06-25T04:42:03Z'),
    };
    return { charge, order };
  }

  it('a due charge keeps its order pending, and expires it once the order is past its age', async () => {
    const { charge, order } = await read('charge-due');
    expect(observedStatus(order, charge, NOW)).toEqual({ status: 'PENDING' });
    expect(observedStatus(order, charge, new Date('2024-06-26T00:00:00Z'))).toEqual({ status: 'EXPIRED' });
  });

  it('a charge paid by UPI is PAID, with its RRN, the payer VPA and the time in Indian time', async () => {
    const { charge, order } = await read('charge-paid-upi');
    expect(observedStatus(order, charge, NOW)).toEqual({ status: 'PAID' });
    const paying = paidTransaction(charge)!;
    expect(paying).toMatchObject({ family: 'UPI', rrn: '417612345678', payerVpa: 'ravi.kumar@okaxis', status: 'ACCEPTED' });
    expect(gatewayInstant(paying.date)?.toISOString()).toBe('2024-06-24T05:00:37.000Z');
  });

  it('a charge paid by card on the second attempt is PAID by the accepted transaction, in the financial year of 31 March', async () => {
    const { charge, order } = await read('charge-paid-card');
    expect(observedStatus(order, charge, NOW)).toEqual({ status: 'PAID' });
    const paying = paidTransaction(charge)!;
    expect(paying).toMatchObject({ uuid: '6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b', family: 'CARD', rrn: '609012345671' });
    const day = dayIn('Asia/Kolkata', gatewayInstant(paying.date)!);
    expect(day).toBe('2026-03-31');
    expect(financialYearOf(day)).toBe(financialYearOf('2026-03-31'));
  });

  it('a charge dropped after its last attempt is DROPPED, and none of its transactions paid it', async () => {
    const { charge, order } = await read('charge-dropped');
    expect(observedStatus(order, charge, NOW)).toEqual({ status: 'DROPPED' });
    expect(paidTransaction(charge)).toBeUndefined();
  });

  it('a partly refunded charge is still PAID by its payment, and says how much went back', async () => {
    const { charge, order } = await read('charge-partly-refunded');
    expect(observedStatus(order, charge, NOW)).toEqual({ status: 'PAID' });
    expect(paidTransaction(charge)).toMatchObject({ type: 'PAYMENT', amount: 1_200_000 });
    expect(charge.refunded).toBe(200_000);
  });

  it('a paid charge whose paid amount is not the order amount is flagged, not recorded', async () => {
    const { charge, order } = await read('charge-paid-upi', (json) => {
      json.paid = 4_000_000;
    });
    const observed = observedStatus(order, charge, NOW);
    expect(observed.status).toBe('FLAGGED');
    expect(observed.flag?.reason).toContain('paid 4000000 paise');
    expect(observed.flag?.cause.problems).toContainEqual({ key: 'paid', values: { paid: 4_000_000, orderAmount: order.amountPaise } });
  });

  it('a paid charge without an accepted PAYMENT is flagged', async () => {
    const { charge, order } = await read('charge-paid-upi', (json) => {
      (json.transactions as { status: string }[])[0].status = 'REFUSED';
    });
    expect(observedStatus(order, charge, NOW)).toMatchObject({ status: 'FLAGGED' });
  });

  it('a status the server does not know is read, leaves the order as it is and is reported', async () => {
    const { charge, order } = await read('charge-due', (json) => {
      json.status = 'UNDER_VERIFICATION';
    });
    expect(observedStatus(order, charge, NOW)).toEqual({ status: 'PENDING', unknownStatus: 'UNDER_VERIFICATION' });
  });
});
