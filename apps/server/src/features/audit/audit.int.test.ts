import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_EXPORT_MAX_ROWS, AUDIT_TEXTS, INPUT_TEXTS, demoUsernameFor, type AuditPage, type GatewayKeysAnswer } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { auditLog } from './audit.table.js';

/** Debian's interpreter, which has Debian's openpyxl (another python3 may come first on the PATH). */
const PYTHON = '/usr/bin/python3';
const OFFICER = demoUsernameFor('ROLE_ACCOUNTANTS_OFFICER');

/** Instants in UTC; the college's days are in Asia/Kolkata (UTC+05:30). */
const LATE_ON_1_JUNE = '2025-06-01T18:15:00Z'; // 23:45 on 1 June in the college
const EARLY_ON_2_JUNE = '2025-06-01T18:45:00Z'; // 00:15 on 2 June in the college

for (const target of targets) {
  describe(`the audit log (${target})`, () => {
    let t: TestApp;
    let admin: Record<string, string>;
    let dir: string;
    let disabledId: number;
    const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
    const page = async (query: string) => {
      const res = await get(`/api/audit-log?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AuditPage>();
    };

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 } });
      admin = await bearer(t.app, 'admin');
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-'));

      // Known entries, made through the API: the administrator disables and enables an account …
      const users = await get('/api/users?search=library_assistant');
      disabledId = users.json<{ users: { id: number; username: string }[] }>().users.find((u) => u.username === 'library_assistant')!.id;
      for (const action of ['disable', 'enable'])
        expect((await t.app.inject({ method: 'POST', url: `/api/users/${disabledId}/${action}`, headers: admin })).statusCode).toBe(200);
      // … and the accounts officer stores a gateway key.
      const officer = await bearer(t.app, OFFICER);
      const keys = (await get('/api/getPaymentGatewayKeyMaintenance', officer)).json<GatewayKeysAnswer>();
      const feeType = keys.feeTypes.find((f) => !keys.list.some((k) => k.feeType === f.code))!.code;
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/savePaymentGatewayKeyMaintenance',
        headers: officer,
        payload: [{ feeType, paymentGatewayUserName: 'shop-audit', paymentGatewayPassword: 'Audit-Secret#1' }],
      });
      expect(saved.statusCode, saved.body).toBe(200);

      // Entries at known instants: around a college midnight, and seven to page through.
      await t.database.db.insert(auditLog).values([
        { at: new Date(LATE_ON_1_JUNE), actorUsername: 'admin', action: 'test.zone', entity: 'zone', entityId: 'late' },
        {
          at: new Date(EARLY_ON_2_JUNE),
          actorUsername: 'admin',
          action: 'test.zone',
          entity: 'zone',
          entityId: 'early',
          details: { tag: 'early' },
        },
        // Entries in the shapes recorded before each change had its before and after in a list.
        {
          at: new Date(Date.UTC(2025, 2, 3, 6)),
          actorUsername: 'admissions',
          action: 'update',
          entity: 'admissions',
          entityId: '41',
          details: {
            admissionNumber: 'A-2025-0041',
            rollNumber: '25VC1A0563',
            changes: { motherTongue: { before: null, after: 'Telugu' } },
          },
        },
        {
          at: new Date(Date.UTC(2025, 2, 3, 7)),
          actorUsername: 'accounts_officer',
          action: 'update',
          entity: 'payments.feeStructure',
          entityId: '7',
          details: {
            before: { id: 7, feeTypeId: 1, courseId: 1, batchId: 4, semester: 1, amountPaise: 200_000 },
            after: { feeTypeId: 1, courseId: 1, batchId: 4, semester: 1, amountPaise: 250_000 },
          },
        },
        {
          at: new Date(Date.UTC(2025, 2, 3, 8)),
          actorUsername: null,
          action: 'payment.recorded',
          entity: 'payment_order',
          entityId: 'ORD-77',
          details: { from: 'PENDING', receiptNo: 'R/2024-25/000123', amountPaise: 250_000 },
        },
        ...Array.from({ length: 7 }, (_, i) => ({
          at: new Date(Date.UTC(2025, 0, 10 + i, 6)),
          actorUsername: 'pager_50%',
          action: 'test.paging',
          entity: 'page',
          entityId: String(i + 1),
        })),
      ]);
    });
    afterAll(async () => {
      await t?.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it("finds the administrator's account changes by action, with who did it to whom", async () => {
      const disabled = await page('action=user.disable');
      expect(disabled.total).toBe(1);
      expect(disabled.rows[0]).toMatchObject({
        actorUsername: 'admin',
        action: 'user.disable',
        entity: 'user',
        entityId: String(disabledId),
        details: { username: 'library_assistant' },
        changes: [{ field: 'status', before: 'active', after: 'disabled' }],
      });
      const enabled = await page('action=user.enable');
      expect(enabled.rows.map((r) => r.entityId)).toEqual([String(disabledId)]);
      expect(Date.parse(enabled.rows[0].at)).toBeGreaterThanOrEqual(Date.parse(disabled.rows[0].at));
    });

    it('filters by part of the user name in any case, alone or with the action', async () => {
      const officer = await page('username=ACCOUNTANTS_OFF');
      expect(officer.total).toBeGreaterThan(0);
      expect(new Set(officer.rows.map((r) => r.actorUsername))).toEqual(new Set([OFFICER]));
      expect(officer.rows.map((r) => r.action)).toContain('gatewayKey.save');
      expect(JSON.stringify(officer)).not.toContain('Audit-Secret#1');

      expect((await page('username=Adm&action=user.enable')).total).toBe(1);
      expect((await page(`username=${OFFICER}&action=user.enable`)).total).toBe(0);
      // A % in the search is a character to find, not a wildcard.
      expect((await page('username=50%25')).rows.map((r) => r.actorUsername)).toEqual(Array(7).fill('pager_50%'));
      expect((await page('username=n%25')).total).toBe(0);
    });

    it('reads entries of the older shapes as changes, and exports every entry in plain words', async () => {
      const march = await page('from=2025-03-03&to=2025-03-03');
      expect(march.rows.map((r) => [r.action, r.changes])).toEqual([
        ['payment.recorded', []],
        ['update', [{ field: 'amountPaise', before: 200_000, after: 250_000, kind: 'money' }]],
        ['update', [{ field: 'motherTongue', before: null, after: 'Telugu' }]],
      ]);
      expect(march.rows[2]!.details).toEqual({ admissionNumber: 'A-2025-0041', rollNumber: '25VC1A0563' });

      const res = await get('/api/audit-log/export.xlsx?from=2025-03-03&to=2025-03-03');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.getWorksheet('Audit log')!;
      const texts = [2, 3, 4].map((n) => (ws.getRow(n).values as unknown[]).slice(2, 7));
      expect(texts).toEqual([
        ['1:30:00 pm', '', 'Recorded ₹2,500.00 paid for order ORD-77', '', 'Receipt number: R/2024-25/000123'],
        ['12:30:00 pm', 'accounts_officer', 'Changed fee structure: #7', 'Amount: ₹2,000.00 → ₹2,500.00', ''],
        ['11:30:00 am', 'admissions', 'Modified admission 25VC1A0563', 'Mother tongue: — → Telugu', 'Admission number: A-2025-0041'],
      ]);
    });

    it('answers pages newest first with the total of every page', async () => {
      const pages = await Promise.all([1, 2, 3].map((n) => page(`action=test.paging&pageSize=3&page=${n}`)));
      expect(pages.map((p) => [p.total, p.page, p.pageSize, p.rows.length])).toEqual([
        [7, 1, 3, 3],
        [7, 2, 3, 3],
        [7, 3, 3, 1],
      ]);
      expect(pages.flatMap((p) => p.rows.map((r) => r.entityId))).toEqual(['7', '6', '5', '4', '3', '2', '1']);
      expect((await page('action=test.paging&pageSize=3&page=4')).rows).toEqual([]);
      const res = await get('/api/audit-log?action=test.paging&pageSize=3');
      expect(res.headers['x-total-count']).toBe('7');
    });

    it("reads from and to as days in the college's time zone, both included", async () => {
      const ids = async (range: string) => (await page(`action=test.zone&${range}`)).rows.map((r) => r.entityId);
      expect(await ids('from=2025-06-02&to=2025-06-02')).toEqual(['early']);
      expect(await ids('from=2025-06-01&to=2025-06-01')).toEqual(['late']);
      expect(await ids('from=2025-06-01&to=2025-06-02')).toEqual(['early', 'late']);
      expect(await ids('from=2025-06-02')).toEqual(['early']);
      expect(await ids('to=2025-06-01')).toEqual(['late']);
      expect(await ids('from=2025-06-03')).toEqual([]);
    });

    it('lists every recorded action once, in alphabetical order', async () => {
      const res = await get('/api/audit-log/actions');
      expect(res.statusCode).toBe(200);
      const actions = res.json<string[]>();
      expect(actions).toEqual(expect.arrayContaining(['gatewayKey.save', 'test.paging', 'test.zone', 'user.disable', 'user.enable']));
      expect(actions).toEqual([...new Set(actions)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('exports the filtered entries as a workbook that exceljs and openpyxl read back', async () => {
      const res = await get('/api/audit-log/export.xlsx?action=test.zone&from=2025-06-01&to=2025-06-02');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.xlsx"');
      expect(res.headers['x-total-count']).toBe('2');

      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['Audit log', 'About']);
      const ws = wb.getWorksheet('Audit log')!;
      const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
      expect(values(1)).toEqual(['Date', 'Time', 'User', 'What happened', 'Changes (before → after)', 'Details', 'Action']);
      expect(ws.rowCount).toBe(3);
      expect(values(2)).toEqual([
        new Date('2025-06-02T00:00:00Z'),
        '12:15:00 am',
        'admin',
        'test.zone: zone #early',
        '',
        'Tag: early',
        'test.zone',
      ]);
      expect(values(3).slice(0, 2)).toEqual([new Date('2025-06-01T00:00:00Z'), '11:45:00 pm']);
      const about = wb.getWorksheet('About')!;
      expect(about.getColumn(2).values.slice(2)).toEqual(['any', 'test.zone', '2025-06-01', '2025-06-02', 'Asia/Kolkata', 2, 2]);

      const file = path.join(dir, 'audit-log.xlsx');
      fs.writeFileSync(file, res.rawPayload);
      const read = `
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
print("|".join(wb.sheetnames))
for row in wb["Audit log"].iter_rows(values_only=True):
    print(row[0].date() if hasattr(row[0], "date") else row[0], "|", row[1], "|", row[6], "|", row[3])
`;
      const out = execFileSync(PYTHON, ['-c', read, file], { encoding: 'utf8' }).trim().split('\n');
      expect(out).toEqual([
        'Audit log|About',
        'Date | Time | Action | What happened',
        '2025-06-02 | 12:15:00 am | test.zone | test.zone: zone #early',
        '2025-06-01 | 11:45:00 pm | test.zone | test.zone: zone #late',
      ]);
    });

    it(`stops the export at the newest ${AUDIT_EXPORT_MAX_ROWS} entries and says so in the file`, async () => {
      const base = Date.UTC(2024, 0, 1);
      const rows = Array.from({ length: AUDIT_EXPORT_MAX_ROWS + 5 }, (_, i) => ({
        at: new Date(base + i * 60_000),
        actorUsername: 'bulk',
        action: 'test.bulk',
        entity: 'bulk',
        entityId: String(i),
      }));
      for (let i = 0; i < rows.length; i += 2_000) await t.database.db.insert(auditLog).values(rows.slice(i, i + 2_000));

      const res = await get('/api/audit-log/export.xlsx?action=test.bulk');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(AUDIT_EXPORT_MAX_ROWS + 5));
      expect(res.headers['x-export-rows']).toBe(String(AUDIT_EXPORT_MAX_ROWS));
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.getWorksheet('Audit log')!;
      expect(ws.rowCount).toBe(AUDIT_EXPORT_MAX_ROWS + 1);
      // The newest first: the five oldest are the ones left out.
      expect(ws.getCell('D2').value).toBe(`test.bulk: bulk #${AUDIT_EXPORT_MAX_ROWS + 4}`);
      expect(ws.getCell(`D${AUDIT_EXPORT_MAX_ROWS + 1}`).value).toBe('test.bulk: bulk #5');
      const about = wb.getWorksheet('About')!;
      expect(about.getColumn(2).values.slice(7)).toEqual([
        AUDIT_EXPORT_MAX_ROWS + 5,
        AUDIT_EXPORT_MAX_ROWS,
        'Only the newest 10,000 entries are in this file: narrow the filters to export the older ones.',
      ]);
    });

    it('refuses a bad filter with 400 naming the field', async () => {
      const cases: [string, string, string?][] = [
        ['from=2025-02-30', 'from', INPUT_TEXTS.dateWritten.replace('{{field}}', 'from')],
        ['to=01-06-2025', 'to', INPUT_TEXTS.dateWritten.replace('{{field}}', 'to')],
        ['from=1999-12-31', 'from', 'from must be a date from 01-01-2000 to 31-12-2099'],
        ['from=2025-06-02&to=2025-06-01', 'from', AUDIT_TEXTS.rangeReversed],
        ['pageSize=1000', 'pageSize'],
        ['page=0', 'page'],
        [`username=${'x'.repeat(101)}`, 'username', 'username must have at most 100 characters'],
        [`action=${'x'.repeat(101)}`, 'action'],
      ];
      for (const [query, field, message] of cases) {
        const res = await get(`/api/audit-log?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toMatchObject(message ? { field, message } : { field });
      }
      const exported = await get('/api/audit-log/export.xlsx?from=2025-06-02&to=2025-06-01');
      expect(exported.statusCode).toBe(400);
      expect(exported.json()).toMatchObject({ field: 'from', message: AUDIT_TEXTS.rangeReversed });
    });

    it('is for the administrator only: 401 without a session, 403 for other roles', async () => {
      const accountant = await bearer(t.app, 'accountant');
      const officer = await bearer(t.app, OFFICER);
      for (const url of ['/api/audit-log', '/api/audit-log/actions', '/api/audit-log/export.xlsx']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
        expect((await get(url, accountant)).statusCode, url).toBe(403);
        expect((await get(url, officer)).statusCode, url).toBe(403);
      }
    });
  });
}
