import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusPass, Route } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { pdfText } from '../../../test/pdf-text.js';

type Headers = Record<string, string>;
type Cell = string | number | null;

/** Every row of the workbook's first sheet, as Debian's openpyxl reads it (dates as `YYYY-MM-DD`). */
function workbookRows(file: Buffer): Cell[][] {
  const at = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'boarding-')), 'boarding-list.xlsx');
  fs.writeFileSync(at, file);
  const script = [
    'import openpyxl, json, sys, datetime',
    'ws = openpyxl.load_workbook(sys.argv[1]).active',
    'cell = lambda v: v.date().isoformat() if isinstance(v, datetime.datetime) else v',
    'print(json.dumps([[cell(v) for v in r] for r in ws.iter_rows(values_only=True)]))',
  ].join('\n');
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, at], { encoding: 'utf8' })) as Cell[][];
}

for (const target of targets) {
  describe(`boarding lists (${target})`, () => {
    let t: TestApp;
    // Monday 3 August 2026, morning in India.
    const now = new Date('2026-08-03T03:30:00Z');
    const as: Record<string, Headers> = {};
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const call = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
    let route: Route;
    let college = '';
    /** Students without a bus pass: roll number and name. */
    let riders: { roll: string; name: string }[] = [];

    const apply = async (stop: string, roll: string) => {
      const stopId = route.stops.find((s) => s.name === stop)!.id;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transport/passes',
        headers: as.transportation_incharge,
        payload: { stopId, rollNo: roll },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<BusPass>();
    };
    const payAtCounter = async (roll: string, amountPaise: number) => {
      const dues = await t.app.inject({ method: 'GET', url: `/api/payments/dues?rollNo=${roll}`, headers: as.accountant });
      const due = dues.json<{ dues: { feeTypeId: number; feeTypeCode: string }[] }>().dues.find((d) => d.feeTypeCode === 'TRANSPORT_FEE')!;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/counter/receipts',
        headers: as.feepayments,
        payload: {
          rollNo: roll,
          requestKey: randomUUID(),
          items: [{ feeTypeId: due.feeTypeId, semester: null, amountPaise }],
          mode: 'CASH',
          receivedFrom: roll,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    };

    beforeAll(async () => {
      t = await createTestApp(target, { clock: () => now });
      for (const user of ['transportation_incharge', 'principal', 'student', 'accountant', 'feepayments'])
        as[user] = await bearer(t.app, user);
      [{ name: college }] = await rows<{ name: string }>(sql`select name from college_settings where id = 1`);
      const bus = await t.app.inject({
        method: 'POST',
        url: '/api/transport/vehicles',
        headers: as.transportation_incharge,
        payload: {
          registrationNumber: 'TS07UB3002',
          capacity: 4,
          driverName: 'P. Yadagiri',
          driverPhone: '9848033333',
          fitnessUntil: '2027-06-30',
          insuranceUntil: '2027-06-30',
          permitUntil: '2027-06-30',
          pollutionUntil: '2027-06-30',
        },
      });
      expect(bus.statusCode, bus.body).toBe(201);
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/transport/routes',
        headers: as.transportation_incharge,
        payload: {
          code: 'B-01',
          name: 'Boarding test route',
          vehicleId: bus.json().id,
          stops: [
            { name: 'Alpha Stop', pickupTime: '07:00', distanceKm: 18 },
            { name: 'Beta Stop', pickupTime: '07:20', distanceKm: 11 },
            { name: 'Gamma Stop', pickupTime: '07:40', distanceKm: 4 },
          ],
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      route = made.json<Route>();
      // Five students with no pass yet: the bus seats four, the fifth waits.
      riders = await rows<{ roll: string; name: string }>(
        sql`select s.roll_number as roll, s.full_name as name from students s
            where s.status = 'active' and not exists (select 1 from transport_passes p where p.student_id = s.id and p.status <> 'cancelled')
            order by s.id limit 5`,
      );
      expect(riders).toHaveLength(5);
      // A mobile written with the country code, which a spreadsheet would read as a formula.
      await t.database.db.execute(sql`update students set mobile = '+919848044444' where roll_number = ${riders[3]!.roll}`);
      await t.database.db.execute(sql`update students set mobile = '9848055555' where roll_number = ${riders[0]!.roll}`);
      // Applied in another order than the stops': the list goes by stop, not by application.
      await apply('Gamma Stop', riders[0]!.roll);
      await apply('Alpha Stop', riders[1]!.roll);
      await apply('Beta Stop', riders[2]!.roll);
      await apply('Alpha Stop', riders[3]!.roll);
      expect((await apply('Beta Stop', riders[4]!.roll)).status).toBe('waiting');
      // Alpha Stop is 18 km out (₹16,000 a year), Beta 11 km (₹16,000): the first Alpha rider and Beta's have paid.
      await payAtCounter(riders[1]!.roll, 1_600_000);
      await payAtCounter(riders[2]!.roll, 1_600_000);
    });
    afterAll(async () => t?.close());

    it('prints the students with a seat by stop in the order the bus reaches them, with their mobiles and whether they paid', async () => {
      const res = await call(`/api/transport/routes/${route.id}/boarding-list?format=pdf`, as.transportation_incharge!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('inline; filename="boarding-list-B-01-2026-08-03.pdf"');
      const text = pdfText(res.rawPayload);
      expect(text).toContain(college);
      expect(text).toContain('Boarding list: B-01 · Boarding test route');
      expect(text).toContain('Vehicle TS 07 UB 3002');
      expect(text).toContain('Driver P. Yadagiri, 9848033333');
      expect(text).toMatch(/03 August 2026\s+4 students/);
      expect(text).toContain('Page 1 of 1');
      const at = (s: string) => text.indexOf(s);
      const band = (pattern: RegExp) => text.search(pattern);
      expect(band(/07:00\s+Alpha Stop\s+2 students/)).toBeGreaterThan(0);
      expect(band(/07:00\s+Alpha Stop/)).toBeLessThan(band(/07:20\s+Beta Stop\s+1 student\n/));
      expect(band(/07:20\s+Beta Stop/)).toBeLessThan(band(/07:40\s+Gamma Stop\s+1 student\n/));
      const lineOf = (roll: string) => text.split('\n').find((l) => l.includes(roll)) ?? '';
      // Alpha's two riders come under Alpha, Beta's under Beta, Gamma's under Gamma.
      expect(at(riders[1]!.roll)).toBeGreaterThan(at('Alpha Stop'));
      expect(at(riders[3]!.roll)).toBeLessThan(at('Beta Stop'));
      expect(at(riders[2]!.roll)).toBeGreaterThan(at('Beta Stop'));
      expect(at(riders[0]!.roll)).toBeGreaterThan(at('Gamma Stop'));
      for (const i of [0, 1, 2, 3]) expect(lineOf(riders[i]!.roll)).toContain(riders[i]!.name);
      expect(lineOf(riders[0]!.roll)).toMatch(/9848055555\s+Unpaid/);
      expect(lineOf(riders[1]!.roll)).toMatch(/\bPaid\b/);
      expect(lineOf(riders[2]!.roll)).toMatch(/\bPaid\b/);
      expect(lineOf(riders[3]!.roll)).toMatch(/\+919848044444\s+Unpaid/);
      // The one waiting for a seat does not board.
      expect(text).not.toContain(riders[4]!.roll);
    });

    it('gives the same list as a workbook, one row a student, the mobile that looks like a formula behind a quote', async () => {
      const res = await call(`/api/transport/routes/${route.id}/boarding-list?format=xlsx`, as.principal!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toBe('attachment; filename="boarding-list-B-01-2026-08-03.xlsx"');
      const sheet = workbookRows(res.rawPayload);
      const filled = sheet.map((r) => r.filter((v) => v !== null));
      expect(filled.slice(0, 6)).toEqual([
        [college],
        ['Boarding list: B-01 · Boarding test route'],
        ['Vehicle', 'TS 07 UB 3002'],
        ['Driver', 'P. Yadagiri, 9848033333'],
        ['Date', '2026-08-03'],
        ['Students', '4 students'],
      ]);
      const heading = sheet.findIndex((r) => r[0] === '#');
      expect(sheet[heading]).toEqual(['#', 'Stop', 'Pick-up', 'Roll number', 'Name', 'Mobile', 'Fee']);
      const body = sheet.slice(heading + 1);
      const alpha = [riders[1]!, riders[3]!].sort((a, b) => a.name.localeCompare(b.name) || a.roll.localeCompare(b.roll));
      expect(body.map((r) => [r[0], r[1], r[2], r[3], r[4]])).toEqual([
        [1, 'Alpha Stop', '07:00', alpha[0]!.roll, alpha[0]!.name],
        [2, 'Alpha Stop', '07:00', alpha[1]!.roll, alpha[1]!.name],
        [3, 'Beta Stop', '07:20', riders[2]!.roll, riders[2]!.name],
        [4, 'Gamma Stop', '07:40', riders[0]!.roll, riders[0]!.name],
      ]);
      const byRoll = new Map(body.map((r) => [r[3], r]));
      expect(byRoll.get(riders[3]!.roll)!.slice(5)).toEqual(["'+919848044444", 'Unpaid']);
      expect(byRoll.get(riders[1]!.roll)![6]).toBe('Paid');
      expect(byRoll.get(riders[2]!.roll)![6]).toBe('Paid');
      expect(byRoll.get(riders[0]!.roll)!.slice(5)).toEqual(['9848055555', 'Unpaid']);
    });

    it('refuses a student, an unknown route and an unknown format', async () => {
      expect((await call(`/api/transport/routes/${route.id}/boarding-list`, as.student!)).statusCode).toBe(403);
      const unknown = await call('/api/transport/routes/999999/boarding-list?format=pdf', as.transportation_incharge!);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No such route');
      const format = await call(`/api/transport/routes/${route.id}/boarding-list?format=doc`, as.transportation_incharge!);
      expect(format.statusCode).toBe(400);
      expect(format.json()).toMatchObject({ field: 'format' });
      // Without a format the list is the PDF.
      const plain = await call(`/api/transport/routes/${route.id}/boarding-list`, as.transportation_incharge!);
      expect(plain.headers['content-type']).toBe('application/pdf');
    });
  });
}
