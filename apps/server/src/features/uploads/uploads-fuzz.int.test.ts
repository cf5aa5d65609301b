import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_UPLOAD_COLUMNS, STUDENT_ADMISSION_FIELDS, withVerhoeff } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import {
  ELF,
  entityBomb,
  HTML_PAGE,
  inflationBomb,
  nestingBomb,
  part,
  pdfPolyglots,
  rowBomb,
  smallXlsx,
  xlsxFrom,
  zip,
} from '../../../test/hostile-workbooks.js';
import * as schema from '../../db/schema.js';
import { readWorkbook } from './workbook-reader.js';
import { fullAdmission, simpleAdmission } from '../../../test/admission-fixtures.js';

/**
 * Issue 9 ("Hardening what exists"): every upload route is sent what an attacker would send, over
 * HTTP to a listening server: decompression and row bombs, truncated, malformed and disguised files,
 * polyglots, the wrong content type. Each must be refused with a 4xx that names the problem and
 * write nothing (every table keeps its row count). How long it takes, how long `/api/health` waits
 * meanwhile and how much memory it costs are measured at full size by `npm run bench:uploads`.
 */

const MB = 1024 * 1024;

const ADMISSION_HEADER = STUDENT_ADMISSION_FIELDS.filter((f) => f.required).map((f) => f.label);

/** The workbook uploads: one route, a fileType each. */
const WORKBOOK_UPLOADS = [
  { fileType: 'newAdmissionsForm', user: 'admissions', header: ADMISSION_HEADER, firstColumn: ADMISSION_HEADER[0] },
  { fileType: 'examResults', user: 'examination', header: [...RESULT_UPLOAD_COLUMNS], firstColumn: RESULT_UPLOAD_COLUMNS[0] },
] as const;

interface Expected {
  status: number;
  code: string;
  message: RegExp;
}

interface HostileFile {
  name: string;
  file: (header: readonly string[], firstColumn: string) => Buffer;
  fileName?: string;
  type?: string;
  expected: (firstColumn: string) => Expected;
}

const damaged = { status: 400, code: 'CORRUPT_FILE', message: /^The Excel file is damaged/ };
const notExcel = { status: 400, code: 'NOT_EXCEL', message: /not an Excel workbook/ };

const HOSTILE_WORKBOOKS: HostileFile[] = [
  {
    name: 'a 1.1 MB .xlsx whose sheet inflates to 1.1 GB',
    file: (header) => inflationBomb([...header]),
    expected: () => ({ status: 413, code: 'TOO_LARGE', message: /unpacks to more than 200 MB/ }),
  },
  {
    name: 'the same bomb with a zip header that claims 100 KB',
    file: (header) => inflationBomb([...header], 1100 * MB, 100_000),
    expected: () => ({ status: 400, code: 'CORRUPT_FILE', message: /unpacks to more than the file says it holds/ }),
  },
  {
    name: 'a sheet of 3 million rows',
    file: (header) => rowBomb([...header]),
    expected: () => ({ status: 413, code: 'TOO_MANY_ROWS', message: /more than 50,000 rows; at most 50,000/ }),
  },
  { name: 'XML nested two million deep', file: (header) => nestingBomb([...header]), expected: () => damaged },
  { name: 'an entity bomb (billion laughs)', file: (header) => entityBomb([...header]), expected: () => damaged },
  {
    name: 'a cell holding _x0000_ (NUL)',
    file: (header) => smallXlsx([[...header], header.map((h, i) => (i === 1 ? 'A_x0000_B' : h))]),
    expected: () => ({ status: 400, code: 'INVALID_ROWS', message: /^Row 2, column [\w ]+ contains a NUL character/ }),
  },
  {
    name: 'a workbook cut off half way',
    file: (header) => {
      const whole = smallXlsx([[...header], [...header]]);
      return whole.subarray(0, whole.length >> 1);
    },
    expected: () => damaged,
  },
  {
    name: 'a zip signature and then noise',
    file: () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(4096, 0x5a)]),
    expected: () => damaged,
  },
  {
    name: 'a workbook whose sheet is not XML',
    file: () => xlsxFrom(part('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row><c><v>1</sheetData>')),
    expected: () => damaged,
  },
  { name: 'a zip that is not a workbook', file: () => zip([part('word/document.xml', '<document/>')]), expected: () => notExcel },
  { name: 'an executable named .xlsx', file: () => ELF, fileName: 'results.xlsx', expected: () => notExcel },
  {
    name: 'a PDF with a workbook inside',
    file: (header) => pdfPolyglots(smallXlsx([[...header], [...header]])).pdfFirst,
    expected: () => notExcel,
  },
  {
    name: 'a workbook with a PDF after it',
    file: (header) => pdfPolyglots(smallXlsx([[...header], [...header]])).zipFirst,
    expected: () => damaged,
  },
  { name: 'an HTML page named .xlsx', file: () => HTML_PAGE, type: 'text/html', expected: () => notExcel },
  {
    name: 'a workbook whose sheet is an HTML page',
    file: () => xlsxFrom(part('xl/worksheets/sheet1.xml', HTML_PAGE.toString())),
    expected: () => ({ status: 400, code: 'EMPTY_SHEET', message: /no data rows/ }),
  },
  {
    name: 'an empty file',
    file: () => Buffer.alloc(0),
    expected: () => ({ status: 400, code: 'NO_FILE', message: /choose an Excel file/ }),
  },
];

/** A PNG that declares 100,000 × 100,000 pixels: a few bytes that a PNG decoder would inflate to 40 GB. */
function hugePng(): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(100_000, 8);
  ihdr.writeUInt32BE(100_000, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(4)]);
}

const HOSTILE_PHOTOS: { name: string; file: Buffer; message: string; key: string; params?: Record<string, string> }[] = [
  { name: 'an executable named .jpg', file: ELF, message: 'The photo must be a JPG or PNG image', key: 'admissionRecords.photoType' },
  {
    name: 'a decompression bomb named .jpg',
    file: inflationBomb(['Full Name']),
    message: 'The photo must be a JPG or PNG image',
    key: 'admissionRecords.photoType',
  },
  {
    name: 'a PNG that declares 100,000 × 100,000 pixels',
    file: hugePng(),
    message: 'The photo must be at most 4,000 × 4,000 pixels',
    key: 'admissionRecords.photoPixels',
    params: { side: '4,000' },
  },
];

let serial = 0;
const aadhaar = () => withVerhoeff(`7${String(Date.now() % 1e6).padStart(6, '0')}${String(++serial).padStart(4, '0')}`);

for (const target of targets) {
  describe(`upload fuzz (${target})`, () => {
    let t: TestApp;
    let base: string;
    const auth: Record<string, Record<string, string>> = {};
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-upload-fuzz-'));

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 }, env: { DATA_DIR: dataDir } });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      for (const user of ['admissions', 'examination']) auth[user] = await bearer(t.app, user);
      // The first upload starts the thread that reads workbooks; a bomb should not be timed with it.
      await readWorkbook(smallXlsx([['warm'], ['up']]));
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** Rows of every table, so a refused upload can be shown to have written nothing. */
    async function rowCounts(): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const table of Object.values(schema)) {
        if (!is(table, PgTable)) continue;
        const [{ count }] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(table);
        counts[getTableName(table)] = count;
      }
      return counts;
    }

    /** The answer with its JSON body. */
    async function answered(send: () => Promise<Response>) {
      const res = await send();
      const body = (await res.json()) as { message: string; code: string; field?: string };
      return { res, body };
    }

    const uploadUrl = (fileType: string) => `${base}/api/masterDataExcelsUploads?fileType=${fileType}`;

    function sendWorkbook(
      fileType: string,
      user: string,
      file: Buffer,
      fileName = 'upload.xlsx',
      type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ) {
      const form = new FormData();
      form.append('excelFileUpload', new Blob([file], { type }), fileName);
      return fetch(uploadUrl(fileType), { method: 'POST', body: form, headers: auth[user] });
    }

    for (const upload of WORKBOOK_UPLOADS) {
      describe(`POST /api/masterDataExcelsUploads?fileType=${upload.fileType}`, () => {
        for (const hostile of HOSTILE_WORKBOOKS) {
          it(`refuses ${hostile.name}`, async () => {
            const file = hostile.file(upload.header, upload.firstColumn);
            const before = await rowCounts();
            const { res, body } = await answered(() => sendWorkbook(upload.fileType, upload.user, file, hostile.fileName, hostile.type));
            const expected = hostile.expected(upload.firstColumn);
            expect({ status: res.status, code: body.code }).toEqual({ status: expected.status, code: expected.code });
            expect(body.message).toMatch(expected.message);
            expect(await rowCounts()).toEqual(before);
          });
        }

        it('refuses a file past the 20 MB limit with 413, however its last chunk falls', async () => {
          const before = await rowCounts();
          const file = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(21 * MB, 7)]);
          const res = await sendWorkbook(upload.fileType, upload.user, file);
          expect({ status: res.status, ...((await res.json()) as object) }).toEqual({
            status: 413,
            code: 'TOO_LARGE',
            message: 'The file is too large',
            key: 'upload.tooLarge',
          });
          expect(await rowCounts()).toEqual(before);
        });

        it('refuses a workbook sent as the raw body or as JSON instead of a multipart file', async () => {
          const before = await rowCounts();
          const file = smallXlsx([[...upload.header], [...upload.header]]);
          const raw = await answered(() =>
            fetch(uploadUrl(upload.fileType), {
              method: 'POST',
              body: file,
              headers: { ...auth[upload.user], 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
            }),
          );
          expect(raw.res.status).toBe(415);
          expect(raw.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/Unsupported Media Type/) });
          const json = await answered(() =>
            fetch(uploadUrl(upload.fileType), {
              method: 'POST',
              body: JSON.stringify({ excelFileUpload: file.toString('base64') }),
              headers: { ...auth[upload.user], 'content-type': 'application/json' },
            }),
          );
          expect(json.res.status).toBe(400);
          expect(json.body).toMatchObject({ code: 'NO_FILE', field: 'excelFileUpload' });
          expect(await rowCounts()).toEqual(before);
        });
      });
    }

    describe('photos: POST /api/saveApplicationFormData and POST /api/getStudentadmissiondata', () => {
      const applicationForm = () => fullAdmission(aadhaar());
      const simpleForm = () => simpleAdmission(aadhaar());

      for (const photo of HOSTILE_PHOTOS) {
        it(`refuses ${photo.name} on both, naming the photo field`, async () => {
          const before = await rowCounts();
          const form = new FormData();
          form.append('applicationFormData', JSON.stringify(applicationForm()));
          form.append('imageUpload', new Blob([photo.file], { type: 'image/jpeg' }), 'photo.jpg');
          const full = await answered(() =>
            fetch(`${base}/api/saveApplicationFormData`, { method: 'POST', body: form, headers: auth.admissions }),
          );
          expect({ status: full.res.status, ...full.body }).toEqual({
            status: 400,
            code: 'INVALID',
            message: photo.message,
            key: photo.key,
            ...(photo.params ? { params: photo.params } : {}),
            field: 'imageUpload',
          });
          const simple = await answered(() =>
            fetch(`${base}/api/getStudentadmissiondata`, {
              method: 'POST',
              body: JSON.stringify({
                ...simpleForm(),
                photo: { fileName: 'photo.jpg', contentType: 'image/jpeg', base64: photo.file.toString('base64') },
              }),
              headers: { ...auth.admissions, 'content-type': 'application/json' },
            }),
          );
          expect({ status: simple.res.status, ...simple.body }).toEqual({
            status: 400,
            code: 'INVALID',
            message: photo.message,
            key: photo.key,
            ...(photo.params ? { params: photo.params } : {}),
            field: 'photo',
          });
          expect(await rowCounts()).toEqual(before);
        });
      }
    });
  });
}
