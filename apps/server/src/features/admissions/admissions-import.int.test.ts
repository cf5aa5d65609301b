import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { count, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_ADMISSION_FIELDS, withVerhoeff } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { buildApp } from '../../app.js';
import { createServices } from '../../services.js';
import type { DbOrTx } from '../../db/client.js';
import { isDatabaseUnreachable } from '../../db/database-error.js';
import type { WorkClaim, WorkClaims } from '../../db/work-claims.js';
import { users } from '../auth/auth.table.js';
import { batches } from '../masterdata/masterdata.table.js';
import type { UploadContext } from '../uploads/upload-context.js';
import { createAdmissionsImportService, IMPORT_CLAIM } from './admissions-import.service.js';
import { createAdmissionsService } from './admissions.service.js';
import { applications } from './applications.table.js';
import { admissionImports, students } from './students.table.js';

const HEADERS = STUDENT_ADMISSION_FIELDS.map((f) => f.label);
let serial = 0;
/** A fresh valid Aadhaar number per call. */
const aadhaar = () => withVerhoeff(`5${String(Date.now() % 1e6).padStart(6, '0')}${String(++serial).padStart(4, '0')}`);

type Row = Partial<Record<(typeof STUDENT_ADMISSION_FIELDS)[number]['key'], string>>;
const good = (over: Row = {}): Row => ({
  dateOfAdmission: '2025-07-15',
  name: 'Ravi Kumar',
  admissionType: 'Direct',
  courseAppliedFor: 'B.Tech',
  branch: 'CSE',
  gender: 'MALE',
  aadharNo: aadhaar(),
  fatherContactNo: '9876543210',
  ...over,
});
const asArray = (r: Row) => STUDENT_ADMISSION_FIELDS.map((f) => r[f.key] ?? '');

async function xlsx(rows: Row[], headers = HEADERS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('New Admissions');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(asArray(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function xls(rows: Row[]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([HEADERS, ...rows.map(asArray)]), 'New Admissions');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

function multipart(file: Buffer, fileName: string, field = 'excelFileUpload') {
  const boundary = `----campus${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

for (const target of targets) {
  describe(`bulk upload of new admissions (${target})`, () => {
    let t: TestApp;
    let admin: Record<string, string>;
    const upload = async (file: Buffer, fileName = 'admissions.xlsx', headers?: Record<string, string>) => {
      const body = multipart(file, fileName);
      return t.app.inject({
        method: 'POST',
        url: '/api/masterDataExcelsUploads?fileType=newAdmissionsForm',
        payload: body.payload,
        headers: { ...body.headers, ...(headers ?? admin) },
      });
    };
    const applicationCount = async () => (await t.database.db.select({ n: count() }).from(applications))[0].n;
    /** The upload context of the admin, as the route builds it. */
    const uploadContext = async (progress: UploadContext['progress'] = () => {}): Promise<UploadContext> => {
      const [user] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
      return {
        user: {
          id: user.id,
          username: user.username,
          fullName: user.fullName,
          email: null,
          roles: ['ROLE_ADMIN'],
          program: null,
          departmentId: null,
          studentId: null,
          mustChangePassword: false,
        },
        fileName: 'race.xlsx',
        fields: {},
        progress,
      };
    };

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 10 } });
      admin = await bearer(t.app, 'admin');
    });
    afterAll(async () => t?.close());

    it('the template is a real workbook with headers, dropdowns and an example on a sheet of its own', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/getExcelForNewAdmissions', headers: await bearer(t.app, 'admissions') });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const ws = wb.worksheets[0];
      const header = (ws.getRow(1).values as string[]).slice(1);
      expect(header[0]).toBe('Date of admission*');
      expect(header).toContain('Aadhaar number*');
      expect(ws.actualRowCount).toBe(1);
      const example = wb.getWorksheet('Example and help')!;
      expect((example.lastRow!.values as string[]).slice(1, 3)).toEqual(['15-07-2025', 'Ravi Kumar']);
      expect(String(example.getRow(1).getCell(1).value)).toMatch(/^Enter one student per row on the New Admissions sheet/);
      const validations = (ws as unknown as { dataValidations: { model: Record<string, { type: string; formulae: string[] }> } })
        .dataValidations.model;
      const listColumns = Object.entries(validations)
        .filter(([, v]) => v.type === 'list')
        .map(([range]) => header[range.charCodeAt(0) - 65]);
      expect(listColumns).toEqual(expect.arrayContaining(['Gender*', 'Admission type*', 'Course applied for*', 'Category']));
      const lists = wb.getWorksheet('Lists')!;
      const column = (n: number) => (lists.getColumn(n).values as string[]).slice(2);
      expect(column(1)).toEqual(['MALE', 'FEMALE']);
      expect(column(3)).toContain('B.Tech');
    });

    it("the template's batch list follows the row's course, current first, as openpyxl reads it", async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/getExcelForNewAdmissions', headers: await bearer(t.app, 'admissions') });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-template-'));
      const file = path.join(dir, 'template.xlsx');
      fs.writeFileSync(file, res.rawPayload);
      const read = `
import sys, json, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
ws = wb["New Admissions"]
header = [c.value for c in ws[1]]
lists = wb["Lists"]
def cells(ref):
    sheet, rng = ref.split("!")
    return [c.value for row in wb[sheet][rng.replace("$", "")] for c in (row if isinstance(row, tuple) else (row,)) if c.value is not None]
out = {"validations": {}, "names": {}}
for dv in ws.data_validations.dataValidation:
    col = str(dv.sqref).split(":")[0].rstrip("0123456789")
    out["validations"][header[openpyxl.utils.column_index_from_string(col) - 1]] = [str(dv.sqref), dv.formula1]
for n in wb.defined_names.definedName:
    out["names"][n.name] = cells(n.attr_text)
out["courses"] = cells(out["validations"]["Course applied for*"][1])
print(json.dumps(out))
`;
      const out = JSON.parse(execFileSync('/usr/bin/python3', ['-c', read, file], { encoding: 'utf8' })) as {
        validations: Record<string, [string, string]>;
        names: Record<string, string[]>;
        courses: string[];
      };
      fs.rmSync(dir, { recursive: true, force: true });
      const courseColumn = out.validations['Course applied for*'][0].split(':')[0].replace(/\d+$/, '');
      const [range, formula] = out.validations['Batch'];
      expect(range).toMatch(/^[A-Z]+2:[A-Z]+10001$/);
      expect(formula).toBe(`INDIRECT("Batches_"&MATCH($${courseColumn}2,${out.validations['Course applied for*'][1]},0))`);
      const now = new Date();
      const incoming = now.getFullYear() + (now.getMonth() >= 5 ? 1 : 0);
      const batchesOf = (course: string) => out.names[`Batches_${out.courses.indexOf(course) + 1}`];
      const bTech = batchesOf('B.Tech');
      expect(bTech[0]).toBe(`${incoming}-${incoming + 4}`);
      expect(bTech.at(-1)).toBe('2018-2022');
      expect(bTech).toEqual([...bTech].sort().reverse());
      expect(batchesOf('MBA')[0]).toBe(`${incoming}-${incoming + 2}`);
      expect(batchesOf('MBA')).not.toContain('2018-2022');
    });

    it("names the valid batches of the row's course when a row's batch is not one of them", async () => {
      const now = new Date();
      const incoming = now.getFullYear() + (now.getMonth() >= 5 ? 1 : 0);
      const res = await upload(await xlsx([good({ courseAppliedFor: 'MBA', branch: 'MBA', batch: '2018-2022' })]));
      expect(res.statusCode).toBe(400);
      const options = [0, 1, 2, 3, 4].map((i) => `${incoming - i}-${incoming - i + 2}`).join(', ') + ', …';
      expect(res.json().errors).toEqual([
        {
          row: 2,
          column: 'Batch',
          message: `Unknown batch '2018-2022' for MBA: choose one of ${options}`,
          key: 'admissionRows.unknownBatch',
          params: { batch: '2018-2022', course: 'MBA', options },
        },
      ]);
    });

    it('admits a row into a past batch of its course', async () => {
      const res = await upload(await xlsx([good({ name: 'Past Batch', dateOfAdmission: '2018-07-16', batch: '2018-2022' })]));
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.database.db.select().from(students).where(eq(students.fullName, 'Past Batch'));
      const [batch] = await t.database.db.select().from(batches).where(eq(batches.id, row.batchId));
      expect(batch.name).toBe('2018-2022');
    });

    it('the template speaks DD-MM-YYYY, as every screen does, and its own example filled in that way imports', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/getExcelForNewAdmissions', headers: await bearer(t.app, 'admissions') });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-template-'));
      const file = path.join(dir, 'template.xlsx');
      const filled = path.join(dir, 'filled.xlsx');
      fs.writeFileSync(file, res.rawPayload);
      // The help, the date cells' prompts and the example as openpyxl reads them; then the example
      // row typed into the New Admissions sheet, as a clerk following the help would, with its own name and Aadhaar.
      const script = `
import sys, json, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
ws = wb["New Admissions"]
ex = wb["Example and help"]
header = [c.value for c in ws[1]]
rows = [[c.value for c in r] for r in ex.iter_rows()]
help = [r[0] for r in rows if r[0] and r[0].__class__ is str and len(r[0]) > 40]
example = rows[-1]
prompts = {}
for dv in ws.data_validations.dataValidation:
    if dv.prompt:
        col = str(dv.sqref).split(":")[0].rstrip("0123456789")
        prompts[header[openpyxl.utils.column_index_from_string(col) - 1]] = dv.prompt
values = dict(zip(header, example))
values["Full name*"] = "Template Example Student"
values["Aadhaar number*"] = sys.argv[3]
for i, h in enumerate(header):
    ws.cell(row=2, column=i + 1, value=values.get(h) or None)
wb.save(sys.argv[2])
print(json.dumps({"help": help, "prompts": prompts, "example": dict(zip(header, example))}))
`;
      const out = JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file, filled, aadhaar()], { encoding: 'utf8' })) as {
        help: string[];
        prompts: Record<string, string>;
        example: Record<string, string | null>;
      };
      const workbook = fs.readFileSync(filled);
      fs.rmSync(dir, { recursive: true, force: true });

      const dateHelp = out.help.find((line) => /date/i.test(line));
      expect(dateHelp).toContain('DD-MM-YYYY');
      expect(out.help.join(' ')).not.toContain('YYYY-MM-DD');
      expect(out.prompts).toEqual({
        'Date of admission*': 'Type the date as DD-MM-YYYY, e.g. 15-07-2025',
        'Date of birth': 'Type the date as DD-MM-YYYY, e.g. 15-07-2025',
      });
      expect(out.example['Date of admission*']).toBe('15-07-2025');
      expect(out.example['Date of birth']).toBe('21-03-2007');

      const imported = await upload(workbook, 'filled.xlsx');
      expect(imported.statusCode, imported.body).toBe(200);
      const [student] = await t.database.db.select().from(students).where(eq(students.fullName, 'Template Example Student'));
      const [application] = await t.database.db.select().from(applications).where(eq(applications.studentId, student.id));
      expect(application.dateOfAdmission).toBe('2025-07-15');
      expect(application.data.dateOfBirth).toBe('2007-03-21');
    });

    it('refuses the template uploaded unchanged: no data rows, nobody imported', async () => {
      const template = await t.app.inject({
        method: 'GET',
        url: '/api/getExcelForNewAdmissions',
        headers: await bearer(t.app, 'admissions'),
      });
      const before = await applicationCount();
      const res = await upload(template.rawPayload as Buffer);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'EMPTY_SHEET', message: 'The first sheet of the workbook has no data rows' });
      expect(await applicationCount()).toBe(before);
    });

    it("the template's headings are the admission forms' labels, as openpyxl reads them", async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/getExcelForNewAdmissions', headers: await bearer(t.app, 'admissions') });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-template-'));
      const file = path.join(dir, 'template.xlsx');
      fs.writeFileSync(file, res.rawPayload);
      const read =
        'import sys, json, openpyxl\nwb = openpyxl.load_workbook(sys.argv[1])\nprint(json.dumps([c.value for c in wb["New Admissions"][1]]))';
      const headings = JSON.parse(execFileSync('/usr/bin/python3', ['-c', read, file], { encoding: 'utf8' })) as string[];
      fs.rmSync(dir, { recursive: true, force: true });
      expect(headings).toEqual([
        'Date of admission*',
        'Full name*',
        'Admission type*',
        'Course applied for*',
        'Branch*',
        'Batch',
        'Gender*',
        'Aadhaar number*',
        'Date of birth',
        'Category',
        'Sub-caste',
        'Nationality',
        'Religion',
        'Mother tongue',
        'Blood group',
        'Email',
        'Student mobile',
        "Father's name",
        "Father's mobile",
        "Father's occupation",
        "Mother's name",
        "Mother's mobile",
        "Mother's occupation",
        'Present address',
        'Permanent address',
        'Identification mark 1',
        'Identification mark 2',
        'Hall ticket number',
        'Rank',
        'Last attended institution',
      ]);
    });

    it('reads a file made from a template with the old headings, every column of it', async () => {
      const OLD = [
        'Date of Admission*',
        'Full Name*',
        'Admission Type*',
        'Course Applied For*',
        'Branch*',
        'Batch',
        'Gender*',
        'Aadhaar Number*',
        'Date of Birth',
        'Category',
        'Sub Caste',
        'Nationality',
        'Religion',
        'Mother Tongue',
        'Blood Group',
        'Email',
        'Student Contact Number',
        "Father's Name",
        'Father Contact Number',
        'Occupation of Father',
        "Mother's Name",
        'Mother Contact Number',
        'Occupation of Mother',
        'Present Address',
        'Permanent Address',
        'Identification Mark A',
        'Identification Mark B',
        'Hall Ticket Number',
        'Rank',
        'Previous Institution',
      ];
      const res = await upload(
        await xlsx(
          [
            good({
              name: 'Old Headings',
              aadharNo: aadhaar(),
              studentContactNo: '9876500011',
              identificationMarksB: 'Mole on chin',
              previousInstitution: 'Sri Chaitanya',
            }),
          ],
          OLD,
        ),
      );
      expect(res.json()).toEqual({ message: 'Successfully Uploaded Excel File', key: 'upload.uploaded', imported: 1 });
      const [saved] = await t.database.db.select().from(students).where(eq(students.fullName, 'Old Headings'));
      expect(saved.mobile).toBe('9876500011');
      const [app] = await t.database.db.select().from(applications).where(eq(applications.studentId, saved.id));
      expect(app.data).toMatchObject({ identificationMarksB: 'Mole on chin', previousInstitution: 'Sri Chaitanya' });
    });

    it("reads a file made from an older template, whose heading is spelt 'Aadhar Number'", async () => {
      const older = HEADERS.map((h) => (h === 'Aadhaar number' ? 'Aadhar Number' : h));
      expect(older).toContain('Aadhar Number');
      const number = aadhaar();
      const res = await upload(await xlsx([good({ name: 'Older Template', aadharNo: number })], older));
      expect(res.json()).toEqual({ message: 'Successfully Uploaded Excel File', key: 'upload.uploaded', imported: 1 });
    });

    it('imports a good file: every row saved, Aadhaar stored encrypted', async () => {
      const rows = [
        good({ name: 'Asha Reddy', gender: 'FEMALE' }),
        good({ name: 'Vikram Rao', courseAppliedFor: 'MBA', branch: 'MBA' }),
        good({ name: 'Kiran Teja', batch: '2024-2028' }),
      ];
      const before = await applicationCount();
      const res = await upload(await xlsx(rows));
      expect(res.json()).toEqual({ message: 'Successfully Uploaded Excel File', key: 'upload.uploaded', imported: 3 });
      expect(res.statusCode).toBe(200);
      expect(await applicationCount()).toBe(before + 3);
      const saved = await t.database.db
        .select()
        .from(students)
        .where(inArray(students.fullName, ['Asha Reddy', 'Vikram Rao', 'Kiran Teja']));
      expect(saved.map((s) => s.fullName).sort()).toEqual(['Asha Reddy', 'Kiran Teja', 'Vikram Rao']);
      const [app] = await t.database.db.select().from(applications).where(eq(applications.studentId, saved[0].id));
      expect(app.admissionNumber).toMatch(/^ADM2025-\d{5}$/);
      expect(app.aadhaarCipher).not.toContain(rows[0].aadharNo!);
      expect(JSON.stringify(app.data)).not.toContain(rows[0].aadharNo!);
    });

    it('refuses a file with bad rows, lists each problem and imports nothing', async () => {
      const existing = good({ name: 'Already Here' });
      expect((await upload(await xlsx([existing]))).statusCode).toBe(200);
      const dup = aadhaar();
      const rows = [
        good({ name: 'Fine Row' }),
        good({ name: '' }),
        good({ aadharNo: '12345' }),
        good({ aadharNo: dup }),
        good({ aadharNo: dup }),
        good({ courseAppliedFor: 'B.Arch' }),
        good({ aadharNo: existing.aadharNo, motherContactNo: '12345' }),
      ];
      const before = await applicationCount();
      const res = await upload(await xlsx(rows));
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe('Unable to Upload Excel File');
      expect(body.errors).toEqual([
        { row: 3, column: 'Full name', message: 'Please enter Full Name', key: 'admissions.enterFullName' },
        { row: 4, column: 'Aadhaar number', message: 'Aadhaar number must be 12 digit number', key: 'admissions.aadhaarTwelveDigits' },
        {
          row: 6,
          column: 'Aadhaar number',
          message: 'Aadhaar number already exists (same as row 5)',
          key: 'upload.sameAsRow',
          params: { problem: { key: 'admissions.aadhaarExists' }, row: '5' },
        },
        {
          row: 7,
          column: 'Course applied for',
          message: "Unknown course 'B.Arch'",
          key: 'admissionRows.unknownCourse',
          params: { course: 'B.Arch' },
        },
        { row: 8, column: "Mother's mobile", message: 'Please enter a valid mobile number', key: 'input.validMobile' },
      ]);
      expect(await applicationCount()).toBe(before);
      const onlyDbDuplicate = await upload(await xlsx([good({ aadharNo: existing.aadharNo })]));
      expect(onlyDbDuplicate.json().errors).toEqual([
        { row: 2, column: 'Aadhaar number', message: 'Aadhaar number already exists', key: 'admissions.aadhaarExists' },
      ]);
    });

    it('matches codes typed in another case and stores the master-data spelling; a sub-caste must be one of its category', async () => {
      const lower = good({
        name: 'Lower Case',
        courseAppliedFor: 'b.tech',
        branch: 'cse',
        admissionType: 'direct',
        category: 'bc-b',
        subCaste: 'padmasali',
      });
      const wrongCaste = good({ name: 'Wrong Caste', category: 'SC', subCaste: 'Padmasali' });
      const refused = await upload(await xlsx([lower, wrongCaste]));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        {
          row: 3,
          column: 'Sub-caste',
          message: "Unknown sub-caste 'Padmasali' for SC",
          key: 'admissionRows.unknownSubCaste',
          params: { subCaste: 'Padmasali', category: 'SC' },
        },
      ]);

      const res = await upload(await xlsx([lower]));
      expect(res.json()).toEqual({ message: 'Successfully Uploaded Excel File', key: 'upload.uploaded', imported: 1 });
      const [row] = await t.database.db
        .select()
        .from(applications)
        .innerJoin(students, eq(students.id, applications.studentId))
        .where(eq(students.fullName, 'Lower Case'));
      expect(row.applications).toMatchObject({ admissionType: 'Direct', seatType: 'Direct', category: 'BC-B', subCaste: 'Padmasali' });
      expect(row.applications.data).toMatchObject({ courseAppliedFor: 'B.Tech', branch: 'CSE', batch: '2025-2029' });
    });

    describe('another save takes an Aadhaar number while the file is imported', () => {
      const simpleSave = (aadharNo: string, name: string) =>
        t.app.inject({ method: 'POST', url: '/api/getStudentadmissiondata', headers: admin, payload: { ...good({ name }), aadharNo } });
      const rejection = async (promise: Promise<unknown>) => {
        const err = await promise.then(
          () => null,
          (e: unknown) => e,
        );
        const e = err as { statusCode?: number; message?: string; details?: unknown };
        return { status: e?.statusCode, message: e?.message, extra: e?.details };
      };

      it('found by the check inside the import: the Excel row and column, with 409', async () => {
        // 2,005 rows: the import saves 250 rows per transaction, and the taken number is in the ninth
        // part, so the eight saved before it must be taken back.
        const rows = Array.from({ length: 2005 }, (_, i) => good({ name: `Race Row ${String.fromCharCode(65 + (i % 26))}` }));
        const taken = rows[2003].aadharNo!;
        const services = createServices(t.database.db, t.config);
        const admissions = {
          ...services.admissions,
          // The file is checked, then someone saves the same Aadhaar number before the import starts.
          checkAdmissions: async (forms: Parameters<typeof services.admissions.checkAdmissions>[0], tx?: DbOrTx) => {
            const problems = await services.admissions.checkAdmissions(forms, tx);
            if (!tx) expect((await simpleSave(taken, 'First Come')).statusCode).toBe(200);
            return problems;
          },
        };
        const importer = createAdmissionsImportService({ ...services, admissions });
        const before = await applicationCount();
        const res = await rejection(importer.importWorkbook(await xlsx(rows), await uploadContext()));
        expect(res).toEqual({
          status: 409,
          message: 'Unable to Upload Excel File',
          extra: {
            errors: [{ row: 2005, column: 'Aadhaar number', message: 'Aadhaar number already exists', key: 'admissions.aadhaarExists' }],
          },
        });
        expect(await applicationCount()).toBe(before + 1);
        expect(await t.database.db.select().from(students).where(like(students.fullName, 'Race Row%'))).toEqual([]);
        expect(await t.database.db.select().from(admissionImports).where(isNull(admissionImports.finishedAt))).toEqual([]);
      });

      it('caught by the unique index while inserting: the Excel row and column, with 409', async () => {
        const rows = [good({ name: 'Index One' }), good({ name: 'Index Two' }), good({ name: 'Index Three' })];
        const services = createServices(t.database.db, t.config);
        let inImport = 0;
        const masterData = {
          ...services.masterData,
          // Inside the import, after its own check: the competing admission lands just before the insert.
          catalog: async (tx?: DbOrTx) => {
            if (tx && tx !== t.database.db && ++inImport === 2) {
              const form = services.admissions.parseForm({ ...rows[1], name: 'Just Before', batch: '2025-2029' });
              await services.admissions.createAdmissions(tx, [{ form }], null);
            }
            return services.masterData.catalog(tx);
          },
        };
        const admissions = createAdmissionsService({ ...services, masterData });
        const importer = createAdmissionsImportService({ ...services, admissions });
        const before = await applicationCount();
        const res = await rejection(importer.importWorkbook(await xlsx(rows), await uploadContext()));
        expect(inImport).toBeGreaterThanOrEqual(2);
        expect(res).toEqual({
          status: 409,
          message: 'Unable to Upload Excel File',
          extra: {
            errors: [{ row: 3, column: 'Aadhaar number', message: 'Aadhaar number already exists', key: 'admissions.aadhaarExists' }],
          },
        });
        expect(await applicationCount()).toBe(before);
      });
    });

    describe('an upload whose server stopped after some of its parts were saved', () => {
      /** What a server that stopped midway leaves: an unfinished upload with one part of two saved. */
      const abandonedUpload = async (name: string, { claimed = false, aadharNo = aadhaar() } = {}) => {
        const { admissions } = createServices(t.database.db, t.config);
        const [importId] = (await t.database.db.insert(admissionImports).values({ rows: 500, claimed }).returning()).map((r) => r.id);
        const form = admissions.parseForm({ ...good({ name, aadharNo }), batch: '2025-2029' });
        await t.database.db.transaction((tx) => admissions.createAdmissions(tx, [{ form }], null, { importId }));
        expect(await t.database.db.select().from(students).where(eq(students.fullName, name))).toHaveLength(1);
        return importId;
      };
      const named = (name: string) => t.database.db.select().from(students).where(eq(students.fullName, name));

      it('is taken back at once, before the next upload is checked, when no server holds its claim any more', async () => {
        const aadharNo = aadhaar();
        await abandonedUpload('Claim Gone', { claimed: true, aadharNo });
        // The same student again: the dead upload's row must not count against the file.
        const again = await upload(await xlsx([good({ name: 'Claim Gone Again', aadharNo })]));
        expect(again.json()).toEqual({ message: 'Successfully Uploaded Excel File', key: 'upload.uploaded', imported: 1 });
        expect(await named('Claim Gone')).toEqual([]);
        expect(await named('Claim Gone Again')).toHaveLength(1);
        expect(await t.database.db.select().from(admissionImports).where(isNull(admissionImports.finishedAt))).toEqual([]);
      });

      it('is left alone while its server holds its claim, and taken back once the claim is free', async () => {
        const importId = await abandonedUpload('Still Saving', { claimed: true });
        // The server saving it: on PostgreSQL another connection, on PGlite this process.
        const claim = (await t.database.claims.claim(IMPORT_CLAIM, importId))!;
        try {
          expect((await upload(await xlsx([good({ name: 'Beside Still Saving' })]))).statusCode).toBe(200);
          expect(await named('Still Saving')).toHaveLength(1);
        } finally {
          await claim.release();
        }
        expect((await upload(await xlsx([good({ name: 'After Still Saving' })]))).statusCode).toBe(200);
        expect(await named('Still Saving')).toEqual([]);
      });

      it('an upload of an earlier release (unclaimed) is taken back by the next upload once it is ten minutes old, not before', async () => {
        const importId = await abandonedUpload('Stopped Midway');
        expect((await upload(await xlsx([good({ name: 'Next Upload One' })]))).statusCode).toBe(200);
        // Another server may still be at work on a younger one.
        expect(await named('Stopped Midway')).toHaveLength(1);

        await t.database.db
          .update(admissionImports)
          .set({ startedAt: sql`now() - interval '11 minutes'` })
          .where(eq(admissionImports.id, importId));
        expect((await upload(await xlsx([good({ name: 'Next Upload Two' })]))).statusCode).toBe(200);
        expect(await named('Stopped Midway')).toEqual([]);
        expect(await named('Next Upload One')).toHaveLength(1);
        expect(await named('Next Upload Two')).toHaveLength(1);
        expect(await t.database.db.select().from(admissionImports).where(isNull(admissionImports.finishedAt))).toEqual([]);
      });

      it.runIf(target === 'pglite')(
        'is taken back at once when the embedded server starts again (the folder has no other server)',
        async () => {
          await abandonedUpload('Stopped Before Restart');
          const restarted = await buildApp({ ...t.config, webDist: '/nonexistent-web' }, { database: t.database, seed: false });
          await restarted.close();
          expect(await named('Stopped Before Restart')).toEqual([]);
        },
      );

      it.runIf(target === 'postgres')('a server that loses its claim midway stops saving and takes back what it saved', async () => {
        const services = createServices(t.database.db, t.config);
        let held: WorkClaim | undefined;
        const claims: WorkClaims = { claim: async (kind, id) => (held = await t.database.claims.claim(kind, id)) };
        const lost = () => {
          try {
            held!.check();
            return false;
          } catch {
            return true;
          }
        };
        let parts = 0;
        const admissions = {
          ...services.admissions,
          // After the first part, the claim's connection is cut (a network fault, a restart of PostgreSQL).
          createAdmissions: async (...args: Parameters<typeof services.admissions.createAdmissions>) => {
            const created = await services.admissions.createAdmissions(...args);
            if (++parts === 1) {
              await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_locks
                where locktype = 'advisory' and classid = ${IMPORT_CLAIM}
                  and database = (select oid from pg_database where datname = current_database())`);
              for (let i = 0; i < 2_000 && !lost(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
            }
            return created;
          },
        };
        const importer = createAdmissionsImportService({ ...services, admissions, claims });
        const rows = Array.from({ length: 750 }, (_, i) => good({ name: `Claim Lost ${String.fromCharCode(65 + (i % 26))}` }));
        const failed = await importer.importWorkbook(await xlsx(rows), await uploadContext()).then(
          () => undefined,
          (err: unknown) => err,
        );
        expect(parts).toBe(1);
        expect(isDatabaseUnreachable(failed)).toBe(true);
        expect(await t.database.db.select().from(students).where(like(students.fullName, 'Claim Lost%'))).toEqual([]);
        expect(await t.database.db.select().from(admissionImports).where(isNull(admissionImports.finishedAt))).toEqual([]);
      });
    });

    it('reports import progress under the id the screen chose', async () => {
      const body = multipart(await xlsx([good({ name: 'Progress One' }), good({ name: 'Progress Two' })]), 'progress.xlsx');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/masterDataExcelsUploads?fileType=newAdmissionsForm&progressId=progress-test-1',
        payload: body.payload,
        headers: { ...body.headers, ...admin },
      });
      expect(res.statusCode).toBe(200);
      const progress = await t.app.inject({ method: 'GET', url: '/api/uploads/progress/progress-test-1', headers: admin });
      expect(progress.json()).toEqual({ phase: 'done', done: 2, total: 2 });
      const otherUser = await t.app.inject({
        method: 'GET',
        url: '/api/uploads/progress/progress-test-1',
        headers: await bearer(t.app, 'admissions'),
      });
      expect(otherUser.statusCode).toBe(404);
    });

    it('reports progress while the rows are checked and imported, not only at the end', async () => {
      const rows = Array.from({ length: 1200 }, (_, i) => good({ name: `Progress ${String.fromCharCode(65 + (i % 26))}` }));
      const file = await xlsx(rows);
      const services = createServices(t.database.db, t.config);
      const ctx = await uploadContext(services.uploadProgress.tracker(1, 'validating-progress'));
      // A client polling the progress gets an answer whenever the event loop has a turn: read it on every turn.
      const seen: string[] = [];
      let polling = true;
      const poll = () => {
        const p = services.uploadProgress.get(1, 'validating-progress');
        const text = p ? `${p.phase} ${p.done}/${p.total}` : 'none';
        if (seen.at(-1) !== text) seen.push(text);
        if (polling) setImmediate(poll);
      };
      poll();
      try {
        expect(await services.admissionsImport.importWorkbook(file, ctx)).toMatchObject({ imported: 1200 });
      } finally {
        polling = false;
      }
      expect(seen).toEqual(
        expect.arrayContaining([
          'validating 0/1200',
          'validating 500/1200',
          'validating 1000/1200',
          'validating 1200/1200',
          'importing 0/1200',
          'importing 1200/1200',
        ]),
      );
    });

    it('imports a legacy .xls file', async () => {
      const res = await upload(
        xls([good({ name: 'Legacy Sheet' }), good({ name: 'Legacy Two', dateOfAdmission: '16/07/2025' })]),
        'old.xls',
      );
      expect(res.json()).toEqual({ message: 'Successfully Uploaded Excel File', key: 'upload.uploaded', imported: 2 });
      const [row] = await t.database.db
        .select()
        .from(applications)
        .innerJoin(students, eq(students.id, applications.studentId))
        .where(eq(students.fullName, 'Legacy Two'));
      expect(row.applications.dateOfAdmission).toBe('2025-07-16');
    });

    it('answers a clear 4xx for a corrupt file, an empty sheet, missing columns and a non-Excel file', async () => {
      const goodFile = await xlsx([good()]);
      const corrupt = await upload(Buffer.concat([goodFile.subarray(0, 300), Buffer.alloc(300, 9)]));
      expect(corrupt.statusCode).toBe(400);
      expect(corrupt.json().message).toMatch(/damaged or cannot be read/);

      const empty = await upload(await xlsx([]));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('The first sheet of the workbook has no data rows');

      const missing = await upload(await xlsx([good()], ['Full Name', 'Gender']));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(
        'The sheet is missing required columns: Date of admission, Admission type, Course applied for, Branch, Aadhaar number',
      );

      const text = await upload(Buffer.from('%PDF-1.4 not a workbook'), 'admissions.pdf');
      expect(text.statusCode).toBe(400);
      expect(text.json().message).toBe('The file is not an Excel workbook: please upload an .xlsx or .xls file');
    });

    it('refuses a 50 MB file with 413', async () => {
      const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(50 * 1024 * 1024)]);
      const res = await upload(big);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The file is too large');
    });

    it('checks access: 401 signed out, 403 for other roles', async () => {
      const file = await xlsx([good()]);
      expect((await upload(file, 'a.xlsx', {})).statusCode).toBe(401);
      expect((await upload(file, 'a.xlsx', await bearer(t.app, 'student'))).statusCode).toBe(403);
      expect((await upload(file, 'a.xlsx', await bearer(t.app, 'examination'))).statusCode).toBe(403);
      expect((await upload(await xlsx([good({ name: 'By Admissions' })]), 'a.xlsx', await bearer(t.app, 'admissions'))).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/getExcelForNewAdmissions' })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/getExcelForNewAdmissions', headers: await bearer(t.app, 'faculty') })).statusCode,
      ).toBe(403);
    });
  });
}
