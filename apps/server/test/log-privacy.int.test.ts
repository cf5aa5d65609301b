import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERROR_MESSAGE, withVerhoeff } from '@campus/shared';
import { openDatabase, type Database } from '../src/db/client.js';
import { bulkInsertJson } from '../src/db/bulk-insert.js';
import { createAadhaarVault } from '../src/features/admissions/aadhaar-vault.js';
import { applications } from '../src/features/admissions/applications.table.js';
import { loggerOptions } from '../src/logging.js';
import { registerErrorHandling } from '../src/plugins/errors.js';
import { bearer, createTestApp, freshPostgres, multipart, targets, type TestApp } from './helpers.js';
import { logCapture } from './log-capture.js';
import { findLeaks } from './log-leaks.js';
import type { ScratchDatabase } from './scratch-database.js';

let serial = 0;
const nextAadhaar = () => withVerhoeff(`29837${String(Date.now() % 1e4).padStart(4, '0')}${String(++serial).padStart(2, '0')}`);

type Line = Record<string, unknown>;
const errorLine = (lines: Line[]) => lines.find((l) => l.msg === 'unhandled error') as { err: Record<string, string> } | undefined;

for (const target of targets) {
  describe(`nothing personal in a log (${target})`, () => {
    describe('a failed database query', () => {
      let database: Database;
      let pgdb: ScratchDatabase | undefined;
      const vault = createAadhaarVault(crypto.randomBytes(32));
      const aadhaar = nextAadhaar();
      const sealed = vault.seal(aadhaar);
      const student = { name: 'Ravi Teja Varma', fathersName: 'Venkat Varma', studentContactNo: '9876543210' };
      const values = [aadhaar, sealed.aadhaarCipher, sealed.aadhaarHash, student.name, student.fathersName, student.studentContactNo];

      /** The app's logger and error handler around a route that runs `query` on the real database. */
      async function failing(query: () => Promise<unknown>) {
        const lines: Line[] = [];
        const capture = logCapture();
        const app = Fastify(
          loggerOptions('trace', {
            write: (l) => {
              capture?.write(l);
              lines.push(JSON.parse(l));
            },
          }),
        );
        registerErrorHandling(app);
        app.post('/api/save', async () => query());
        const res = await app.inject({ method: 'POST', url: '/api/save' });
        await app.close();
        return { res, lines, text: JSON.stringify(lines) };
      }

      const expectNoValues = (text: string) => {
        for (const v of values) expect(text).not.toContain(v);
        expect(findLeaks(text)).toEqual([]);
      };

      beforeAll(async () => {
        pgdb = target === 'postgres' ? await freshPostgres() : undefined;
        database = await openDatabase({ databaseUrl: pgdb?.url, pgliteDir: 'memory://' });
      });
      afterAll(async () => {
        await database?.close();
        await pgdb?.drop();
      });

      it('is answered 500 without details and logged with its SQL, never the Aadhaar ciphertext, hash, last digits or student details', async () => {
        const row = { ...sealed, data: student };
        const { res, lines, text } = await failing(() => database.db.insert(applications).values(row as never));
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ message: SERVER_ERROR_MESSAGE, code: 'INTERNAL', key: 'page.internal' });
        const { err } = errorLine(lines)!;
        expect(err.query).toMatch(/^insert into "applications" \(.*"aadhaar_cipher", "aadhaar_hash", "aadhaar_last4", "data"/);
        expect(err.params).toBe('[Redacted] (4 values)');
        expect(err.message).toContain('params: [Redacted] (4 values): null value in column "student_id" of relation "applications"');
        expect(err.message).not.toMatch(new RegExp(`\\b${sealed.aadhaarLast4}\\b`));
        expectNoValues(text);
      });

      it('logs a bulk insert (all rows in one value) and the row PostgreSQL quotes in its detail without their values', async () => {
        const rows = [{ ...sealed, data: student }];
        const { lines, text } = await failing(() => bulkInsertJson(database.db, applications, rows));
        const { err } = errorLine(lines)!;
        expect(err.query).toContain('from json_to_recordset($1::json)');
        expect(err.params).toBe('[Redacted] (1 value)');
        expectNoValues(text);
      });

      it('logs a value PostgreSQL refuses (and quotes in its message) as [Redacted]', async () => {
        const { lines, text } = await failing(() => database.db.execute(sql`select ${aadhaar}::int`));
        expect(errorLine(lines)!.err.message).toBe(
          'Failed query: select $1::int\nparams: [Redacted] (1 value): value "[Redacted]" is out of range for type integer',
        );
        expectNoValues(text);
      });
    });

    describe('the app', () => {
      let t: TestApp;
      const lines: Line[] = [];
      let staff: Record<string, string>;

      beforeAll(async () => {
        t = await createTestApp(target, { logLines: lines, env: { LOG_LEVEL: 'info' } });
        staff = await bearer(t.app, 'admissions');
      });
      afterAll(async () => t?.close());

      const save = (record: object, query = '') => {
        const body = multipart([
          { name: 'applicationFormData', value: JSON.stringify(record), filename: 'blob', type: 'application/json' },
        ]);
        return t.app.inject({
          method: 'POST',
          url: `/api/saveApplicationFormData${query}`,
          payload: body.payload,
          headers: { ...body.headers, ...staff },
        });
      };

      it("modifies a record by the spec's ?editedAadharNumber= and logs the URL with the number redacted", async () => {
        const aadhaar = nextAadhaar();
        const record = {
          name: 'Lakshmi Prasanna',
          courseAppliedFor: 'B.Tech',
          gender: 'FEMALE',
          batch: '2025-2029',
          branch: 'CSE',
          aadharNo: aadhaar,
          dateOfAdmission: '2025-08-01',
        };
        const saved = await save(record);
        expect(saved.statusCode, saved.body).toBe(200);
        const found = (
          await t.app.inject({ method: 'GET', url: `/api/admissions/students/${saved.json().rollNumber}`, headers: staff })
        ).json();
        lines.length = 0;
        const modified = await save({ ...found.form, mothersName: 'Kamala Devi' }, `?editedAadharNumber=${aadhaar}`);
        expect(modified.statusCode, modified.body).toBe(200);
        expect(lines).toContainEqual(
          expect.objectContaining({
            msg: 'request completed',
            method: 'POST',
            url: '/api/saveApplicationFormData?editedAadharNumber=[Redacted]',
            statusCode: 200,
          }),
        );
        expect(JSON.stringify(lines)).not.toContain(aadhaar);
        expect(findLeaks(JSON.stringify(lines))).toEqual([]);
      });

      it('logs what a payment result page reports only in its expected shapes, never a number typed into it', async () => {
        const aadhaar = nextAadhaar();
        const student = await bearer(t.app, 'student');
        const query = new URLSearchParams({
          status: 'PAID',
          statusprogress: aadhaar,
          feeType: aadhaar,
          amount: aadhaar,
          orderId: `ORD-${aadhaar}`,
        });
        const res = await t.app.inject({ method: 'GET', url: `/api/getStudentPaidFeeTransationStatus?${query}`, headers: student });
        expect(res.statusCode).toBe(200);
        const reported = lines.find((l) => l.msg === 'payment result page reported a transaction' && l.status === 'PAID');
        expect(reported).toMatchObject({
          status: 'PAID',
          statusprogress: '(other)',
          feeType: '(other)',
          amount: '(other)',
          orderId: '(other)',
        });
        expect(JSON.stringify(lines)).not.toContain(aadhaar);
      });

      // JSON.parse quotes the text around a syntax error; the answer must not.
      it('answers a malformed JSON body without quoting it back', async () => {
        const aadhaar = nextAadhaar();
        for (const payload of [`{"aadharNo":x${aadhaar}}`, `x${aadhaar}`, '{"username":"admin","password":xCampus@2026}']) {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/auth/signin',
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/not valid JSON/) });
          expect(res.body).not.toContain(aadhaar.slice(0, 6));
          expect(res.body).not.toContain('Campus@');
        }
      });
    });
  });
}
