import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MAX, CODE_MAX, NAME_MAX, TEXT_MAX, withVerhoeff } from '@campus/shared';
import { bearer, createTestApp, multipart, targets, type TestApp } from '../../../test/helpers.js';
import { collegeSettings } from '../public/college.table.js';

const pdfText = (b64: string) => {
  const file = path.join(os.tmpdir(), `adm-max-${process.pid}-${Math.random().toString(16).slice(2)}.pdf`);
  fs.writeFileSync(file, Buffer.from(b64, 'base64'));
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
};

/** Letters and spaces of exactly `max` characters that end in `last`: the longest text a field takes. */
function longest(max: number, last: string) {
  const filler = 'Sri Venkateswara Layout Near Old Market Road Opposite Temple Street ';
  const head = filler.repeat(Math.ceil(max / filler.length)).slice(0, max - last.length - 1);
  return `${head} ${last}`;
}

let serial = 5000;
const nextAadhaar = () => withVerhoeff(`49921${String(serial++).padStart(6, '0')}`);

/** An admission whose every free-text field is at its maximum length. */
const longestForm = (i: number) => ({
  name: longest(NAME_MAX, `Lastname${'abcdefghij'[i % 10]}`),
  courseAppliedFor: 'B.Tech',
  gender: 'FEMALE',
  batch: '2025-2029',
  branch: 'CSE',
  aadharNo: nextAadhaar(),
  dateOfAdmission: '2025-08-01',
  adminNo: 'A'.repeat(CODE_MAX),
  ...Object.fromEntries(
    [
      'motherTongue',
      'fathersName',
      'mothersName',
      'occupationOfFather',
      'occupationOfMother',
      'village',
      'mandal',
      'district',
      'state',
      'identificationMarksA',
      'identificationMarksB',
      'previousInstitution',
      'bankName',
    ].map((k) => [k, longest(NAME_MAX, 'Endword')]),
  ),
  ...Object.fromEntries(['street', 'presentAddress', 'permanentAddress', 'division'].map((k) => [k, longest(ADDRESS_MAX, 'Endword')])),
  otherIfAny: longest(TEXT_MAX, 'Closingremark'),
  ssc: { board: longest(NAME_MAX, 'Endword'), school: longest(NAME_MAX, 'Endword') },
  inter: { board: longest(NAME_MAX, 'Endword'), institution: longest(NAME_MAX, 'Endword') },
});

for (const target of targets) {
  describe(`admission PDFs off the main thread (${target})`, () => {
    let t: TestApp;
    let staff: Record<string, string>;

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 10 } });
      staff = await bearer(t.app, 'admissions');
    });
    afterAll(async () => t?.close());

    const save = (body: unknown) => {
      const mp = multipart([{ name: 'applicationFormData', value: JSON.stringify(body), filename: 'blob', type: 'application/json' }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/saveApplicationFormData',
        payload: mp.payload,
        headers: { ...mp.headers, ...staff },
      });
    };

    it('an admission form that takes seconds to lay out is saved whole, and health answers while it is made', async () => {
      // A campus address saved before the limits (the probe saved 4 MB), printed on every admission
      // form: 30,000 characters take seconds to lay out. How long health waits meanwhile is measured
      // by `npm run bench:uploads`; here, that it answers at all while the form is made.
      const [settings] = await t.database.db.select().from(collegeSettings);
      await t.database.db.update(collegeSettings).set({ contact: { ...settings.contact, campus: 'A'.repeat(30_000) } });
      await t.app.heard();

      let saving = true;
      const saved = save(longestForm(1)).finally(() => (saving = false));
      // Five health checks one after another, all answered before the form is.
      const whileSaving: number[] = [];
      for (let i = 0; i < 5; i++) whileSaving.push((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(saving).toBe(true);
      const res = await saved;

      expect(res.statusCode, res.body).toBe(200);
      const text = pdfText(res.json().b64);
      expect(text).toContain('Lastnameb');
      expect(text).toContain('Closingremark');
      expect(text).toContain('AAAAAAAAAA');
      expect(whileSaving).toEqual([200, 200, 200, 200, 200]);
    });
  });
}
