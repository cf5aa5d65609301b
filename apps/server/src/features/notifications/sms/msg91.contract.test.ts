import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMsg91Provider, parseMsg91DeliveryReports, webhookSecretMatches } from './msg91.adapter.js';
import type { SmsMessage } from './sms.types.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'msg91');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const fixtureJson = (name: string): unknown => JSON.parse(fixture(name));

const AUTH_KEY = '412345AbCdEfGhIjKlMnOp';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Never answer: the adapter's timeout has to end the call. */
  hang?: boolean;
}

let server: http.Server;
let baseUrl: string;
let seen: Seen[] = [];
let answer: Answer = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (answer.hang) return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  answer = {};
});

const message: SmsMessage = {
  to: '+919812345678',
  senderHeader: 'CAMPUS',
  dltEntityId: '1101456789012345678',
  dltTemplateId: '1107161234567890123',
  providerTemplateId: '65f1c2d3e4a5b6c7d8e9f0a1',
  variables: ['Asha Rao', 'INR 12,500'],
  text: 'Dear Asha Rao, your fee receipt for INR 12,500 is ready. -CAMPUS',
  reference: 'sms-000042',
};

const provider = () => createMsg91Provider({ authKey: AUTH_KEY, baseUrl, timeoutMs: 2000 });

describe("MSG91's Flow API, sending", () => {
  it('posts the template and the values to /api/v5/flow with the auth key, and takes the request id as the reference', async () => {
    answer = { body: fixture('send-success.json') };
    const result = await provider().send(message);

    expect(result).toEqual({ outcome: 'accepted', providerRef: '3465706b4a78313233343536' });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v5/flow');
    expect(request.headers.authkey).toBe(AUTH_KEY);
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      template_id: '65f1c2d3e4a5b6c7d8e9f0a1',
      short_url: '0',
      realTimeResponse: '1',
      recipients: [{ mobiles: '919812345678', var1: 'Asha Rao', var2: 'INR 12,500' }],
    });
  });

  it('refuses a number that is not an Indian mobile without calling MSG91', async () => {
    expect(await provider().send({ ...message, to: '+915812345678' })).toEqual({ outcome: 'refused', reason: 'invalid number' });
    expect(await provider().send({ ...message, to: '9812345678' })).toEqual({ outcome: 'refused', reason: 'invalid number' });
    expect(seen).toHaveLength(0);
  });

  it('tries again later when MSG91 answers 500, or cannot be reached', async () => {
    answer = { status: 500, body: 'Internal Server Error' };
    expect(await provider().send(message)).toEqual({ outcome: 'retry', reason: 'MSG91 answered HTTP 500' });

    const closed = createMsg91Provider({ authKey: AUTH_KEY, baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    expect(await closed.send(message)).toEqual({ outcome: 'retry', reason: 'MSG91 could not be reached' });
  });

  it('tries again after the Retry-After of a 429', async () => {
    answer = { status: 429, headers: { 'retry-after': '30' }, body: '{"type":"error","message":"Too many requests"}' };
    expect(await provider().send(message)).toEqual({ outcome: 'retry', reason: 'rate limited by MSG91', waitSeconds: 30 });

    answer = { status: 429 };
    expect(await provider().send(message)).toEqual({ outcome: 'retry', reason: 'rate limited by MSG91' });
  });

  it('gives up on a call MSG91 does not answer within the timeout, and does not send it again: MSG91 may have taken it', async () => {
    answer = { hang: true };
    const result = await createMsg91Provider({ authKey: AUTH_KEY, baseUrl, timeoutMs: 300 }).send(message);
    expect(result).toEqual({ outcome: 'unknown', reason: 'MSG91 did not answer in time' });
  });

  it('holds all sending when MSG91 refuses the account: 401, a bad auth key, no balance, an address not whitelisted', async () => {
    answer = { status: 401, body: fixture('send-error-auth.json') };
    expect(await provider().send(message)).toEqual({
      outcome: 'hold',
      reason: 'MSG91 refused the account (HTTP 401): Authentication failure',
    });

    answer = { status: 403, body: '' };
    expect(await provider().send(message)).toEqual({ outcome: 'hold', reason: 'MSG91 refused the account (HTTP 403)' });

    answer = { status: 200, body: fixture('send-error-auth.json') };
    expect(await provider().send(message)).toEqual({ outcome: 'hold', reason: 'MSG91 refused: Authentication failure' });

    answer = { status: 400, body: fixture('send-error-balance.json') };
    expect(await provider().send(message)).toEqual({ outcome: 'hold', reason: 'MSG91 refused: Insufficient balance' });

    answer = { status: 200, body: '{"type":"error","message":"Low balance"}' };
    expect(await provider().send(message)).toEqual({ outcome: 'hold', reason: 'MSG91 refused: Low balance' });

    // MSG91 answers 418 to a call from an address its API security has not whitelisted.
    answer = { status: 418, body: '{"type":"error","message":"IP not whitelisted"}' };
    expect(await provider().send(message)).toEqual({ outcome: 'hold', reason: 'MSG91 refused: IP not whitelisted' });
  });

  it('fails the one message MSG91 refuses for its number or its template', async () => {
    answer = { status: 400, body: fixture('send-error-number.json') };
    expect(await provider().send(message)).toEqual({ outcome: 'refused', reason: 'MSG91 refused: Invalid mobile number' });

    answer = { status: 200, body: fixture('send-error-template.json') };
    expect(await provider().send(message)).toEqual({ outcome: 'refused', reason: 'MSG91 refused: Template ID missing or invalid' });
  });

  it('never writes the auth key, the text or its values into a reason, even when MSG91 echoes them', async () => {
    const echo = `Template mismatch for ${message.text} (var1 Asha Rao), key ${AUTH_KEY}`;
    answer = { status: 400, body: JSON.stringify({ type: 'error', message: echo }) };
    const result = await provider().send(message);

    expect(result.outcome).toBe('refused');
    const reason = (result as { reason: string }).reason;
    expect(reason).not.toContain(AUTH_KEY);
    expect(reason).not.toContain('Asha Rao');
    expect(reason).not.toContain('fee receipt');
  });

  it('does not send again when a 2xx answer cannot be read, and holds on a refusal without a reason (a wrong address)', async () => {
    answer = { status: 200, body: '<html>gateway</html>' };
    expect(await provider().send(message)).toEqual({ outcome: 'unknown', reason: 'unreadable answer from MSG91' });

    answer = { status: 404, body: 'Not Found' };
    expect(await provider().send(message)).toEqual({ outcome: 'hold', reason: 'MSG91 answered HTTP 404' });
  });
});

describe("MSG91's balance API", () => {
  it('reads the remaining credit from /api/balance.php with the auth key and type 4', async () => {
    answer = { headers: { 'content-type': 'text/plain' }, body: fixture('balance.txt') };
    expect(await provider().balance()).toBe(1250);

    const url = new URL(seen[0].url, baseUrl);
    expect(seen[0].method).toBe('GET');
    expect(url.pathname).toBe('/api/balance.php');
    expect(url.searchParams.get('authkey')).toBe(AUTH_KEY);
    expect(url.searchParams.get('type')).toBe('4');
  });

  it('is null when the answer is not a number, an error, or late', async () => {
    answer = { body: fixture('send-error-auth.json') };
    expect(await provider().balance()).toBeNull();

    answer = { status: 500, body: '100' };
    expect(await provider().balance()).toBeNull();

    answer = { hang: true };
    expect(await createMsg91Provider({ authKey: AUTH_KEY, baseUrl, timeoutMs: 300 }).balance()).toBeNull();
  });
});

describe("MSG91's delivery webhooks", () => {
  const FORM = 'application/x-www-form-urlencoded';
  const JSON_TYPE = 'application/json';
  const formBody = (name: string) => new URLSearchParams(fixtureJson(name) as Record<string, string>).toString();

  it('reads v2: a form whose field data holds the JSON of the requests and their reports', () => {
    const delivered = {
      providerRef: '3465706b4a78313233343536',
      to: '+919812345678',
      state: 'delivered',
      reason: null,
      at: new Date('2024-05-22T04:36:20Z'),
    };
    expect(parseMsg91DeliveryReports(FORM, formBody('webhook-v2.json'))).toEqual([delivered]);
    expect(parseMsg91DeliveryReports(`${FORM}; charset=utf-8`, Buffer.from(formBody('webhook-v2.json')))).toEqual([delivered]);
    // A body a form parser already read.
    expect(parseMsg91DeliveryReports(FORM, fixtureJson('webhook-v2.json'))).toEqual([delivered]);
  });

  it("gives a failed v2 report its failedReason, else its desc, else the status's name", () => {
    expect(parseMsg91DeliveryReports(FORM, formBody('webhook-v2-failed.json'))).toEqual([
      {
        providerRef: '3465706b4a78313233343537',
        to: '+919812345679',
        state: 'failed',
        reason: 'Absent subscriber',
        at: new Date('2024-05-22T04:37:41Z'),
      },
    ]);
    const report = (status: string, desc: string) => ({
      date: '2024-05-22 10:06:20',
      number: '919812345678',
      status,
      desc,
      failedReason: '',
    });
    const data = JSON.stringify([
      { requestId: 'r1', report: [report('17', 'BLOCKED NUMBER'), report('9', '')] },
      { requestId: 'r2', report: [report('25', '')] },
    ]);
    const reasons = parseMsg91DeliveryReports(FORM, new URLSearchParams({ data }).toString()).map((r) => [r.providerRef, r.reason]);
    expect(reasons).toEqual([
      ['r1', 'BLOCKED NUMBER'],
      ['r1', 'NDNC'],
      ['r2', 'Rejected'],
    ]);
  });

  it('reads v3: one JSON report', () => {
    expect(parseMsg91DeliveryReports(JSON_TYPE, fixtureJson('webhook-v3.json'))).toEqual([
      {
        providerRef: '3465706b4a78313233343536',
        to: '+919812345678',
        state: 'delivered',
        reason: null,
        at: new Date('2024-05-22T04:28:16Z'),
      },
    ]);
  });

  it('reads Webhook (New): one JSON object per recipient, delivered or failed', () => {
    expect(parseMsg91DeliveryReports(JSON_TYPE, fixtureJson('webhook-new.json'))).toEqual([
      {
        providerRef: '3465706b4a78313233343536',
        to: '+919812345678',
        state: 'delivered',
        reason: null,
        at: new Date('2024-05-22T04:36:20Z'),
      },
    ]);
    expect(parseMsg91DeliveryReports(JSON_TYPE, fixture('webhook-new-failed.json'))).toEqual([
      {
        providerRef: '3465706b4a78313233343538',
        to: '+919812345680',
        state: 'failed',
        reason: 'Rejected',
        at: new Date('2024-05-22T04:38:03Z'),
      },
    ]);
    const withReason = { ...(fixtureJson('webhook-new-failed.json') as object), status: 'Failed', failureReason: 'DND subscriber' };
    expect(parseMsg91DeliveryReports(JSON_TYPE, withReason)).toMatchObject([{ state: 'failed', reason: 'DND subscriber' }]);
  });

  it('reads a v2 body forwarded as JSON, several Webhook (New) objects in one array, and a number as a stringified array', () => {
    expect(parseMsg91DeliveryReports(JSON_TYPE, fixtureJson('webhook-v2.json'))).toMatchObject([
      { providerRef: '3465706b4a78313233343536' },
    ]);
    const delivered = fixtureJson('webhook-new.json') as Record<string, string>;
    const failed = fixtureJson('webhook-new-failed.json') as Record<string, string>;
    expect(parseMsg91DeliveryReports(JSON_TYPE, [delivered, failed]).map((r) => r.state)).toEqual(['delivered', 'failed']);
    expect(parseMsg91DeliveryReports(JSON_TYPE, { ...delivered, telNum: '["919812345678"]' })).toMatchObject([{ to: '+919812345678' }]);
  });

  it('reads a report date written with its zone, or as epoch seconds or milliseconds', () => {
    const delivered = fixtureJson('webhook-new.json') as Record<string, string>;
    const at = (deliveryTime: string) => parseMsg91DeliveryReports(JSON_TYPE, { ...delivered, deliveryTime })[0].at;
    expect(at('2024-05-22T10:06:20+05:30')).toEqual(new Date('2024-05-22T04:36:20Z'));
    expect(at('1716352580')).toEqual(new Date('2024-05-22T04:36:20Z'));
    expect(at('1716352580000')).toEqual(new Date('2024-05-22T04:36:20Z'));
    expect(at('22/05/2024')).toBeNull();
  });

  it('gives nothing for a report that is not final (submitted, pending), nor for an unreadable body', () => {
    const v3 = fixtureJson('webhook-v3.json') as Record<string, string>;
    expect(parseMsg91DeliveryReports(JSON_TYPE, { ...v3, status: '8', desc: 'SUBMITTED' })).toEqual([]);
    expect(parseMsg91DeliveryReports(JSON_TYPE, { ...v3, status: '3', desc: 'PENDING' })).toEqual([]);
    expect(parseMsg91DeliveryReports(JSON_TYPE, { ...v3, requestId: '' })).toEqual([]);
    expect(parseMsg91DeliveryReports(FORM, 'data=not-json')).toEqual([]);
    expect(parseMsg91DeliveryReports(JSON_TYPE, '{"requestId":')).toEqual([]);
    expect(parseMsg91DeliveryReports('text/plain', fixture('webhook-v3.json'))).toEqual([]);
  });

  it('keeps a masked number as no number, and a report without a date as no date', () => {
    const v3 = fixtureJson('webhook-v3.json') as Record<string, string>;
    expect(parseMsg91DeliveryReports(JSON_TYPE, { ...v3, number: '9195XXXX6558', date: '' })).toMatchObject([{ to: null, at: null }]);
  });
});

describe("the webhook's secret", () => {
  it('matches only the same secret, and never an empty one', () => {
    expect(webhookSecretMatches('s3cret-Path-Token', 's3cret-Path-Token')).toBe(true);
    expect(webhookSecretMatches('s3cret-Path-Tokex', 's3cret-Path-Token')).toBe(false);
    expect(webhookSecretMatches('s3cret', 's3cret-Path-Token')).toBe(false);
    expect(webhookSecretMatches(undefined, 's3cret-Path-Token')).toBe(false);
    expect(webhookSecretMatches('', '')).toBe(false);
  });
});
