import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, engineFree, type TestApp } from './helpers.js';

/**
 * Every workbook the application generates, opened by a reader that is not ours: openpyxl (Debian's
 * python3-openpyxl, installed by .ci/run) validates attribute values against the Office Open XML
 * schema, which exceljs's own reader does not.
 */
const WORKBOOKS = [
  { name: 'admission template', url: '/api/getExcelForNewAdmissions', user: 'admissions' },
  { name: 'exam results template', url: '/api/exam-results/template', user: 'examination' },
  { name: 'curriculum template', url: '/api/curriculum/template.xlsx', user: 'academics' },
];

/** Debian's interpreter, which has Debian's openpyxl (another python3 may come first on the PATH). */
const PYTHON = '/usr/bin/python3';

const READ = `
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
for ws in wb.worksheets:
    for dv in ws.data_validations.dataValidation:
        if dv.error: print("error", dv.error)
print("sheets", ",".join(wb.sheetnames))
`;

describe.runIf(engineFree)('generated workbooks', () => {
  let t: TestApp;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-workbooks-'));
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Downloads a workbook and answers what openpyxl printed of it. */
  async function readWithOpenpyxl(url: string, user: string) {
    const res = await t.app.inject({ method: 'GET', url, headers: await bearer(t.app, user) });
    expect(res.statusCode).toBe(200);
    const file = path.join(dir, `${user}.xlsx`);
    fs.writeFileSync(file, res.rawPayload);
    return execFileSync(PYTHON, ['-c', READ, file], { encoding: 'utf8' });
  }

  it.each(WORKBOOKS)('the $name opens in openpyxl', async ({ url, user }) => {
    const out = await readWithOpenpyxl(url, user);
    expect(out.trim().split('\n').at(-1)).toMatch(/^sheets \S/);
  });

  it('names each list of the admission template with the right article', async () => {
    const out = await readWithOpenpyxl(WORKBOOKS[0].url, WORKBOOKS[0].user);
    const errors = out.split('\n').filter((l) => l.startsWith('error '));
    expect(errors).toContain('error Please choose an admission type from the list');
    expect(errors).toContain('error Please choose a gender from the list');
  });
});
