import crypto from 'node:crypto';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { withVerhoeff } from '@campus/shared';
import { createAadhaarVault } from '../src/features/admissions/aadhaar-vault.js';
import { loggerOptions } from '../src/logging.js';
import { describeLeaks, findLeaks } from './log-leaks.js';

const AADHAAR = withVerhoeff('38452000017');
const token = () => crypto.randomBytes(32).toString('base64url');
const line = (fields: object) => JSON.stringify({ level: 30, time: 1795389232560, pid: 18652, hostname: 'vm', reqId: 'req-1', ...fields });

describe('the log scan', () => {
  it('finds an Aadhaar number, plain or in groups of four, and names the line', () => {
    const text = [
      line({ url: '/api/ok', responseTime: 1.2345 }),
      line({ url: `/api/saveApplicationFormData?editedAadharNumber=${AADHAAR}` }),
      line({ msg: `Failed query: insert …\nparams: ${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}` }),
    ].join('\n');
    const leaks = findLeaks(text, [], 'w.log');
    expect(leaks).toEqual([
      { kind: 'Aadhaar number', where: 'w.log:2', excerpt: expect.stringContaining(`editedAadharNumber=${AADHAAR}`) },
      { kind: 'Aadhaar number', where: 'w.log:3', excerpt: expect.stringContaining(AADHAAR.slice(8)) },
    ]);
    expect(describeLeaks(leaks, 1)).toEqual([
      '  Aadhaar number: 2 line(s)',
      expect.stringMatching(/^ {4}w\.log:2: .*editedAadharNumber=/),
      '    … and 1 more',
    ]);
  });

  it('finds Aadhaar ciphertext, the demo password, recorded passwords and tokens, and anything shaped like a token', () => {
    const vault = createAadhaarVault(crypto.randomBytes(32));
    const session = token();
    const reset = token();
    const secrets = [
      { kind: 'session token', value: session },
      { kind: 'reset token', value: reset },
      { kind: 'password', value: 'Str0ng!Pass' },
      // The sign-in answer's `token` field is the session token again.
      { kind: 'token', value: session },
    ] as const;
    const text = [
      line({ params: [vault.encrypt(AADHAAR)] }),
      line({ headers: { authorization: `Bearer ${session}` } }),
      line({ url: `/reset-password?t=${reset}` }),
      line({ body: { username: 'admin', password: 'Campus@2026' } }),
      line({ argv: ['--password', 'Str0ng!Pass'] }),
      line({ cookie: 'erp_session=q7Lw0v3bX9-Zk2M_fH5pRtY8uJc1NaE4sGdVx6KiOyB' }),
    ].join('\n');
    expect(findLeaks(text, [...secrets]).map((l) => `${l.where} ${l.kind}`)).toEqual([
      '1 Aadhaar ciphertext',
      '2 session token',
      '3 reset token',
      '4 password',
      '5 password',
      '6 token-shaped value',
    ]);
  });

  it('passes what the log legitimately holds', () => {
    const NOT_AADHAAR = AADHAAR.slice(0, 11) + ((Number(AADHAAR[11]) + 1) % 10);
    const text = [
      line({ url: '/api/saveApplicationFormData?editedAadharNumber=[Redacted]', responseTime: 12.499210000012 }),
      line({
        aadharNo: `XXXX XXXX ${AADHAAR.slice(-4)}`,
        rollNo: NOT_AADHAAR,
        hash: crypto.createHash('sha256').update(AADHAAR).digest('hex'),
      }),
      line({ msg: 'Failed query: select "id" from "users" where "username" = $1\nparams: [Redacted] (1 value)' }),
      line({
        stack: 'at file:///srv/campus-erp/node_modules/@electric-sql/pglite/dist/chunk-XZUEO4BZ.js:5:1759',
        route: 'getExamResultByRollNoView',
      }),
    ].join('\n');
    expect(findLeaks(text, [{ kind: 'password', value: 'Str0ng!Pass' }])).toEqual([]);
  });

  it("fails on the access log of the spec's modify flow without the redaction, and passes with it", async () => {
    const url = `/api/saveApplicationFormData?editedAadharNumber=${AADHAAR}`;
    const logOf = async (options: ReturnType<typeof loggerOptions> | { logger: pino.LoggerOptions & { stream: unknown } }) => {
      const app = Fastify(options as never);
      app.post('/api/saveApplicationFormData', async () => ({ ok: true }));
      await app.inject({ method: 'POST', url });
      await app.close();
    };
    const plain: string[] = [];
    await logOf({ logger: { level: 'info', stream: { write: (l: string) => void plain.push(l) } } });
    expect(findLeaks(plain.join('')).map((l) => l.kind)).toContain('Aadhaar number');
    const redacted: string[] = [];
    await logOf(loggerOptions('trace', { write: (l) => void redacted.push(l) }));
    expect(redacted.join('')).toContain('editedAadharNumber=[Redacted]');
    expect(findLeaks(redacted.join(''))).toEqual([]);
  });
});
