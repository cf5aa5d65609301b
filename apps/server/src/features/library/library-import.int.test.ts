import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESSION_COLUMNS, type CataloguePage, type TitleDetail } from '@campus/shared';
import { bearer, createTestApp, multipart, targets, type TestApp } from '../../../test/helpers.js';

/** Debian's interpreter, which has Debian's openpyxl (another python3 may come first on the PATH). */
const PYTHON = '/usr/bin/python3';
const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/marc21');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

type Headers = Record<string, string>;
type Row = Partial<Record<(typeof ACCESSION_COLUMNS)[number]['key'], string | number>>;

/** An accession register as a librarian fills the template in: the headings, then a row per copy. */
async function register(rows: Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Accession Register');
  ws.addRow(ACCESSION_COLUMNS.map((c) => ('required' in c ? `${c.label}*` : c.label)));
  for (const r of rows) ws.addRow(ACCESSION_COLUMNS.map((c) => r[c.key] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const purchase = (accessionNumber: string, over: Row = {}): Row => ({
  accessionNumber,
  title: 'Electrical Machinery',
  authors: 'Bimbhra, P. S.',
  edition: '7th',
  publisher: 'Khanna Publishers',
  year: 2021,
  isbn: '81-7409-173-4',
  callNumber: '621.31 bim',
  location: 'Stack 1',
  pricePaise: 650,
  source: 'Purchase',
  billNumber: 'INV/17',
  billDate: '12-01-2026',
  ...over,
});

/** A Koha export of one title with its items (952 $p barcode, $i inventory number, $c location, $g price, $e source). */
const kohaXml = (items: string[][]) => `<?xml version="1.0" encoding="UTF-8"?>
<collection xmlns="http://www.loc.gov/MARC21/slim">
  <record>
    <leader>00000nam a2200000 a 4500</leader>
    <controlfield tag="001">KOHA-77</controlfield>
    <controlfield tag="008">210101s2019    ii            000 0 tel d</controlfield>
    <datafield tag="020" ind1=" " ind2=" "><subfield code="a">9789352601234 (pbk.)</subfield></datafield>
    <datafield tag="082" ind1="0" ind2="4"><subfield code="a">005.133</subfield></datafield>
    <datafield tag="100" ind1="1" ind2=" "><subfield code="a">Balagurusamy, E.,</subfield></datafield>
    <datafield tag="245" ind1="1" ind2="0"><subfield code="a">Programming in ANSI C /</subfield><subfield code="c">E. Balagurusamy.</subfield></datafield>
    <datafield tag="250" ind1=" " ind2=" "><subfield code="a">8th ed.</subfield></datafield>
    <datafield tag="264" ind1=" " ind2="1"><subfield code="a">Chennai :</subfield><subfield code="b">McGraw Hill Education,</subfield><subfield code="c">2019.</subfield></datafield>
    ${items
      .map(
        ([barcode, inventory, price, source]) =>
          `<datafield tag="952" ind1=" " ind2=" "><subfield code="a">MAIN</subfield><subfield code="c">REF</subfield><subfield code="p">${barcode}</subfield>${inventory ? `<subfield code="i">${inventory}</subfield>` : ''}<subfield code="g">${price}</subfield><subfield code="e">${source}</subfield></datafield>`,
      )
      .join('\n    ')}
  </record>
</collection>`;

for (const target of targets) {
  describe(`library imports and printouts (${target})`, () => {
    let t: TestApp;
    let dir: string;
    const as: Record<string, Headers> = {};
    const count = async (table: string) =>
      ((await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] })
        .rows[0]!.n;
    const upload = (fileType: string, file: Buffer, filename: string, headers = as.library_incharge) => {
      const body = multipart([{ name: 'excelFileUpload', value: file, filename }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/masterDataExcelsUploads?fileType=${fileType}`,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    };
    const find = async (q: string) => {
      const page = (
        await t.app.inject({ method: 'GET', url: '/api/library/titles', query: { q }, headers: as.library_incharge })
      ).json<CataloguePage>();
      return Promise.all(
        page.rows.map(async (r) =>
          (await t.app.inject({ method: 'GET', url: `/api/library/titles/${r.id}`, headers: as.library_incharge })).json<TitleDetail>(),
        ),
      );
    };
    const python = (script: string, file: string) => execFileSync(PYTHON, ['-c', script, file], { encoding: 'utf8' }).trim();

    beforeAll(async () => {
      t = await createTestApp(target);
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'library-import-'));
      for (const user of ['library_incharge', 'library_assistant', 'student']) as[user] = await bearer(t.app, user);
    });
    afterAll(async () => {
      fs.rmSync(dir, { recursive: true, force: true });
      await t?.close();
    });

    it('offers the accession register template, which openpyxl reads: headings, a help sheet and the checks of its columns', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/library/accession-register/template', headers: as.library_assistant });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="Accession Register Template.xlsx"');
      const file = path.join(dir, 'template.xlsx');
      fs.writeFileSync(file, res.rawPayload);
      const out = python(
        `
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
print("|".join(wb.sheetnames))
ws = wb["Accession Register"]
print("|".join(str(c.value) for c in ws[1]))
print(ws.max_row)
for dv in sorted(ws.data_validations.dataValidation, key=lambda d: str(d.sqref)):
    print(dv.sqref, dv.type, dv.formula1)
help = wb["Example and help"]
print(help["A1"].value)
`,
        file,
      ).split('\n');
      expect(out[0]).toBe('Accession Register|Example and help');
      expect(out[1]).toBe(
        'Accession number*|Title*|Authors*|Edition|Publisher|Year|ISBN|Subject|Language|Call number|Barcode|Location|Price|Source|Bill number|Bill date',
      );
      expect(out[2]).toBe('1');
      expect(out.slice(3, 8)).toEqual([
        'C2:C20001 textLength 0',
        'F2:F20001 whole 1450',
        'M2:M20001 decimal 0',
        'N2:N20001 list "Purchase,Donation"',
        'P2:P20001 textLength 10',
      ]);
      expect(out[8]).toMatch(/^Enter one copy per row on the Accession Register sheet/);
    });

    it('imports a register: rows of one ISBN are copies of one title, a donation has no bill, and the import is in the audit log', async () => {
      const file = await register([
        purchase('AR-1001'),
        purchase('AR-1002', { isbn: '978-81-7409-173-4', location: 'Stack 2' }),
        {
          accessionNumber: 'ar-1003',
          title: 'Wings of Fire',
          authors: 'Kalam, A. P. J. Abdul; Tiwari, Arun',
          year: '1999',
          source: 'donation',
          billNumber: 'ignored',
          barcode: 'BC-1003',
        },
      ]);
      const res = await upload('libraryAccessions', file, 'register.xlsx');
      expect(res.json()).toEqual({ message: 'The catalogue was imported', key: 'library.imported', imported: 3 });
      expect(res.statusCode).toBe(200);

      const [machinery] = await find('Electrical Machinery');
      expect(machinery).toMatchObject({ isbn: '9788174091734', callNumber: '621.31 BIM', authors: ['Bimbhra, P. S.'], year: 2021 });
      expect(machinery!.copies.map((c) => [c.accessionNumber, c.barcode, c.location, c.pricePaise, c.billDate])).toEqual([
        ['AR-1001', 'AR-1001', 'Stack 1', 65_000, '2026-01-12'],
        ['AR-1002', 'AR-1002', 'Stack 2', 65_000, '2026-01-12'],
      ]);
      const [wings] = await find('Wings of Fire');
      expect(wings).toMatchObject({ authors: ['Kalam, A. P. J. Abdul', 'Tiwari, Arun'], language: 'English' });
      expect(wings!.copies).toMatchObject([{ accessionNumber: 'AR-1003', barcode: 'BC-1003', source: 'donation', billNumber: null }]);

      const audit = (await t.database.db.execute(
        sql`select details from audit_log where action = 'library.catalogueImported' order by id desc limit 1`,
      )) as unknown as { rows: { details: Record<string, unknown> }[] };
      expect(audit.rows[0]!.details).toEqual({
        file: 'register.xlsx',
        kind: 'workbook',
        titles: 2,
        copies: 3,
        importId: expect.any(Number),
      });
    });

    it('refuses a register with a bad row, naming each row and column, and keeps nothing of it', async () => {
      const before = { titles: await count('library_titles'), copies: await count('library_copies') };
      const file = await register([
        purchase('AR-2001'),
        purchase('AR-2002', { isbn: '81-7409-173-5' }),
        purchase('AR-2003', { title: '' }),
        purchase('AR-2001', { isbn: '' }),
        purchase('AR-1001', { isbn: '' }),
        purchase('AR-2006', { pricePaise: 'four hundred' }),
        purchase('AR-2007', { billDate: '31-02-2026' }),
        purchase('AR-2008', { source: 'Gift' }),
      ]);
      const res = await upload('libraryAccessions', file, 'register.xlsx');
      expect(res.statusCode).toBe(400);
      const body = res.json<{ code: string; errors: { row: number; column: string; message: string }[] }>();
      expect(body.code).toBe('UPLOAD_INVALID');
      expect(body.errors.map((e) => [e.row, e.column, e.message])).toEqual([
        [3, 'ISBN', 'The ISBN 81-7409-173-5 has a wrong check digit'],
        [4, 'Title', 'Title is required'],
        [5, 'Accession number', 'Accession number AR-2001 is in the file twice (as in row 2)'],
        [6, 'Accession number', 'Accession number AR-1001 is already in the library'],
        [7, 'Price', 'The price must be an amount in rupees, such as 450 or 450.50'],
        [8, 'Bill date', 'The bill date must be a date written DD-MM-YYYY, such as 12-01-2026'],
        [9, 'Source', 'Source must be one of purchase, donation'],
      ]);
      expect({ titles: await count('library_titles'), copies: await count('library_copies') }).toEqual(before);
    });

    it('takes back the titles and copies of an import its server never finished, before the next import is saved', async () => {
      const db = t.database.db;
      const started = (await db.execute(sql`insert into library_imports (finished_at) values (null) returning id`)) as unknown as {
        rows: { id: number }[];
      };
      const importId = started.rows[0]!.id;
      const title = (await db.execute(
        sql`insert into library_titles (title, authors, import_id) values ('Half Imported', array['Nobody'], ${importId}) returning id`,
      )) as unknown as { rows: { id: number }[] };
      await db.execute(
        sql`insert into library_copies (title_id, accession_number, barcode, source, import_id) values (${title.rows[0]!.id}, 'HALF-1', 'HALF-1', 'donation', ${importId})`,
      );

      const res = await upload('libraryAccessions', await register([purchase('AR-5001', { isbn: '', title: 'Whole Book' })]), 'r.xlsx');
      expect(res.statusCode).toBe(200);
      expect(await find('Half Imported')).toEqual([]);
      expect(await count('library_imports')).toBe(
        (
          (await db.execute(sql`select count(*)::int as n from library_imports where finished_at is not null`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
      const [whole] = await find('Whole Book');
      expect(whole!.copies.map((c) => c.accessionNumber)).toEqual(['AR-5001']);
    });

    it('adds the copies of a title the catalogue has by its ISBN to it; a part refused after the check takes back the parts before it', async () => {
      const db = t.database.db;
      const [machinery] = await find('Electrical Machinery');
      const before = {
        titles: await count('library_titles'),
        copies: await count('library_copies'),
        imports: await count('library_imports'),
      };
      // Another desk takes AR-9999 while the file is saved: the database refuses it as the unique index would.
      await db.execute(sql`create function library_taken_meanwhile() returns trigger language plpgsql as $$
        begin
          if new.accession_number = 'AR-9999' then
            raise exception 'duplicate key value violates unique constraint "library_copies_accession_number_uq"'
              using errcode = 'unique_violation', constraint = 'library_copies_accession_number_uq',
                    detail = 'Key (accession_number)=(AR-9999) already exists.';
          end if;
          return new;
        end $$`);
      await db.execute(
        sql`create trigger library_taken_meanwhile before insert on library_copies for each row execute function library_taken_meanwhile()`,
      );
      try {
        const rows = [
          purchase('AR-8000'),
          ...Array.from({ length: 1000 }, (_, i) => purchase(`AR-${8001 + i}`, { isbn: '', title: `Bulk Title ${i}` })),
          purchase('AR-9999', { isbn: '', title: 'The Last Title' }),
        ];
        const res = await upload('libraryAccessions', await register(rows), 'big.xlsx');
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'UPLOAD_CONFLICT',
          errors: [{ row: 1003, column: 'Accession number', message: 'Accession number AR-9999 is already in the library' }],
        });
        expect({
          titles: await count('library_titles'),
          copies: await count('library_copies'),
          imports: await count('library_imports'),
        }).toEqual(before);
        expect((await find('Electrical Machinery'))[0]!.copies).toEqual(machinery!.copies);
      } finally {
        await db.execute(sql`drop trigger library_taken_meanwhile on library_copies`);
        await db.execute(sql`drop function library_taken_meanwhile()`);
      }

      const res = await upload('libraryAccessions', await register([purchase('AR-8000')]), 'one.xlsx');
      expect(res.statusCode).toBe(200);
      const [again] = await find('Electrical Machinery');
      expect(again!.id).toBe(machinery!.id);
      expect(again!.copies.map((c) => c.accessionNumber)).toEqual([...machinery!.copies.map((c) => c.accessionNumber), 'AR-8000']);
    });

    it('reads its own exported register back: the copies it lists are in the library already', async () => {
      const exported = await t.app.inject({
        method: 'GET',
        url: '/api/library/accession-register.xlsx?from=AR-1001&to=AR-1002',
        headers: as.library_incharge,
      });
      const res = await upload('libraryAccessions', exported.rawPayload, 'accession-register.xlsx');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message])).toEqual([
        [2, 'Accession number', 'Accession number AR-1001 is already in the library'],
        [3, 'Accession number', 'Accession number AR-1002 is already in the library'],
      ]);
    });

    it('reads a register kept by hand under its own headings (Acc. No., Author, Bill No., Cost)', async () => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Register');
      ws.addRow(['Acc. No.', 'Title', 'Author', 'Bill No.', 'Bill date', 'Cost', 'Remarks']);
      ws.addRow(['HR-0001', 'Engineering Drawing', 'Bhatt, N. D.', 'B-77', '02-03-2024', '395', 'good condition']);
      const res = await upload('libraryAccessions', Buffer.from(await wb.xlsx.writeBuffer()), 'old-register.xlsx');
      expect(res.json()).toMatchObject({ imported: 1 });
      const [drawing] = await find('Engineering Drawing');
      expect(drawing).toMatchObject({ authors: ['Bhatt, N. D.'] });
      expect(drawing!.copies).toMatchObject([
        { accessionNumber: 'HR-0001', billNumber: 'B-77', billDate: '2024-03-02', pricePaise: 39_500 },
      ]);
    });

    it('lets only the library staff import', async () => {
      const res = await upload('libraryAccessions', await register([purchase('AR-3001')]), 'register.xlsx', as.student);
      expect(res.statusCode).toBe(403);
      const marc = await upload('libraryMarc', fixture('marc.dat'), 'marc.dat', as.student);
      expect(marc.statusCode).toBe(403);
    });

    it('imports a binary MARC21 file: titles, authors, edition, publisher, year, the first valid ISBN, DDC call number and language', async () => {
      const res = await upload('libraryMarc', fixture('marc.dat'), 'marc.dat');
      expect(res.json()).toMatchObject({ imported: 20 });
      const [python] = await find('Programming Python');
      expect(python).toMatchObject({
        title: 'Programming Python',
        authors: ['Lutz, Mark'],
        edition: '2nd ed.',
        publisher: "O'Reilly",
        year: 2001,
        isbn: '9780596000851',
        callNumber: '005.133',
        subject: 'Python (Computer program language)',
        language: 'English',
        copies: [],
      });
      const [pragmatic] = await find('pragmatic programmer');
      expect(pragmatic).toMatchObject({
        title: 'The pragmatic programmer: from journeyman to master',
        authors: ['Hunt, Andrew', 'Thomas, David'],
      });

      const multi = await upload('libraryMarc', fixture('multi_isbn.dat'), 'multi_isbn.dat');
      expect(multi.statusCode).toBe(200);
      const [scold] = await find('town scold');
      expect(scold).toMatchObject({ isbn: '9780914378280', authors: ['Johnson, Judith Emlyn'], year: 1977 });
    });

    it('keeps diacritics of a UTF-8 record composed, and reads MARCXML with a namespace prefix', async () => {
      expect((await upload('libraryMarc', fixture('utf8_with_leader_flag.dat'), 'utf8.dat')).statusCode).toBe(200);
      const [loneliness] = await find('Escape from loneliness');
      expect(loneliness).toMatchObject({ authors: ['Tournier, Paul'], language: 'English', year: 1962 });
      expect((await upload('libraryMarc', fixture('diacritic.dat'), 'diacritic.dat')).statusCode).toBe(200);
      expect((await find('Amateur media'))[0]).toMatchObject({ isbn: '9780415782654', callNumber: '302.231' });

      const xml = await upload('libraryMarc', fixture('batch.xml'), 'batch.xml');
      expect(xml.json()).toMatchObject({ imported: 2 });
      expect((await find('Great Ray Charles'))[0]).toMatchObject({ authors: ['Charles, Ray'], publisher: 'Atlantic', year: 1957 });
      expect((await find('White House'))[0]).toMatchObject({ authors: ['White House Web Team'], callNumber: '975.3' });
    });

    it("makes Koha's items copies with their accession numbers, and refuses the same items a second time", async () => {
      const file = Buffer.from(
        kohaXml([
          ['B-5001', 'ACC-5001', '425.00', 'Gift of the alumni'],
          ['B-5002', '', '425', 'Sri Books'],
        ]),
      );
      const res = await upload('libraryMarc', file, 'koha.xml');
      expect(res.json()).toMatchObject({ imported: 1 });
      const [ansiC] = await find('Programming in ANSI C');
      expect(ansiC).toMatchObject({
        authors: ['Balagurusamy, E.'],
        edition: '8th ed.',
        language: 'Telugu',
        year: 2019,
        callNumber: '005.133',
      });
      expect(ansiC!.copies.map((c) => [c.accessionNumber, c.barcode, c.location, c.pricePaise, c.source])).toEqual([
        ['ACC-5001', 'B-5001', 'REF', 42_500, 'donation'],
        ['B-5002', 'B-5002', 'REF', 42_500, 'purchase'],
      ]);

      const again = await upload('libraryMarc', file, 'koha.xml');
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toEqual([
        expect.objectContaining({ row: 1, column: '001 KOHA-77', message: 'Accession number ACC-5001 is already in the library' }),
        expect.objectContaining({ row: 1, column: '001 KOHA-77', message: 'Accession number B-5002 is already in the library' }),
      ]);
    });

    it('refuses a file with broken records, naming each by its place, and keeps nothing of it', async () => {
      const before = await count('library_titles');
      const res = await upload('libraryMarc', fixture('bad_records.mrc'), 'bad_records.mrc');
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; errors: { row: number; message: string }[] }>();
      expect(body.message).toBe('The MARC file cannot be imported: nothing was imported. Correct the records listed and import it again');
      expect(body.errors.map((e) => e.row)).toEqual([2, 3, 4, 5, 6, 7]);
      expect(body.errors.map((e) => e.message)).toEqual([
        'Its base address of data (99937) does not follow its directory',
        'Its base address of data (0) does not follow its directory',
        'Its base address of data (38) does not follow its directory',
        'Its base address of data (38) does not follow its directory',
        'Its leader is not 24 characters of a MARC21 record',
        'It has no title (245 $a)',
      ]);
      expect(await count('library_titles')).toBe(before);
    });

    it('refuses a MARC-8 file, asking for a UTF-8 export', async () => {
      const res = await upload('libraryMarc', fixture('marc8.dat'), 'marc8.dat');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        expect.objectContaining({
          row: 1,
          column: '001 2',
          message:
            'It is encoded in MARC-8 (leader position 9 is blank): export the file again as UTF-8 (MARC21 in Unicode) and import that',
        }),
      ]);
      const notMarc = await upload('libraryMarc', Buffer.from('title,author\nA,B\n'), 'list.csv');
      expect(notMarc.json()).toMatchObject({
        message: 'The file is not a MARC21 file: upload a binary MARC file (.mrc) or MARCXML (.xml)',
      });
    });

    it('prints barcode labels and the accession register of a range of accession numbers, which pdftotext reads', async () => {
      const labels = await t.app.inject({
        method: 'GET',
        url: '/api/library/labels.pdf?from=AR-1001&to=AR-1003',
        headers: as.library_assistant,
      });
      expect(labels.statusCode).toBe(200);
      expect(labels.headers['content-type']).toBe('application/pdf');
      const labelsFile = path.join(dir, 'labels.pdf');
      fs.writeFileSync(labelsFile, labels.rawPayload);
      const labelText = execFileSync('pdftotext', ['-layout', labelsFile, '-'], { encoding: 'utf8' });
      for (const n of ['Acc. AR-1001', 'Acc. AR-1002', 'Acc. AR-1003', '621.31 BIM', 'Wings of Fire', 'BC-1003'])
        expect(labelText).toContain(n);
      expect(labelText).not.toContain('ACC-5001');
      // One barcode picture a label (pdfimages lists each with its transparency mask, type smask).
      const images = execFileSync('pdfimages', ['-list', labelsFile], { encoding: 'utf8' }).trim().split('\n').slice(2);
      expect(images.filter((line) => line.trim().split(/\s+/)[2] === 'image')).toHaveLength(3);

      const pdf = await t.app.inject({
        method: 'GET',
        url: '/api/library/accession-register.pdf?from=AR-1001&to=AR-1003',
        headers: as.library_assistant,
      });
      const pdfFile = path.join(dir, 'register.pdf');
      fs.writeFileSync(pdfFile, pdf.rawPayload);
      const registerText = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
      expect(registerText).toContain('Accession register');
      for (const n of ['AR-1001', 'AR-1002', 'AR-1003', 'Donation', 'INV/17', 'Page 1 of 1']) expect(registerText).toContain(n);

      const none = await t.app.inject({ method: 'GET', url: '/api/library/labels.pdf?from=ZZ-1&to=ZZ-2', headers: as.library_assistant });
      expect(none.json()).toMatchObject({ message: 'No copies match: choose other copies or another range of accession numbers' });
      const bad = await t.app.inject({ method: 'GET', url: '/api/library/labels.pdf?copies=1,x', headers: as.library_assistant });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'copies' });
      // Labels of the whole demo catalogue are more than one printout makes: a range is asked for.
      const all = await t.app.inject({
        method: 'GET',
        url: '/api/library/labels.pdf?from=ACC-000001&to=ACC-002000',
        headers: as.library_assistant,
      });
      expect(all.statusCode).toBe(413);
      expect(all.json()).toMatchObject({ message: 'More than 1,000 copies match: print a smaller range of accession numbers' });
    });

    it('exports the accession register as a workbook that openpyxl reads, a title that starts with = kept as text', async () => {
      await upload(
        'libraryAccessions',
        await register([purchase('AR-4001', { isbn: '', title: '=HYPERLINK("http://x.example","open")' })]),
        'r.xlsx',
      );
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/library/accession-register.xlsx?from=AR-1001&to=AR-4001',
        headers: as.library_incharge,
      });
      expect(res.statusCode).toBe(200);
      const file = path.join(dir, 'register.xlsx');
      fs.writeFileSync(file, res.rawPayload);
      const out = python(
        `
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])["Accession Register"]
for row in ws.iter_rows(values_only=True):
    print("|".join("" if v is None else (v.strftime("%Y-%m-%d") if hasattr(v, "strftime") else str(v)) for v in (row[0], row[2], row[9], row[10], row[11], row[12], row[13])))
`,
        file,
      ).split('\n');
      expect(out).toEqual([
        'Accession number|Title|Source|Bill number|Bill date|Price (₹)|Status',
        'AR-1001|Electrical Machinery|Purchase|INV/17|2026-01-12|650|available',
        'AR-1002|Electrical Machinery|Purchase|INV/17|2026-01-12|650|available',
        'AR-1003|Wings of Fire|Donation|||||available'.replace('|||||', '||||'),
        `AR-4001|'=HYPERLINK("http://x.example","open")|Purchase|INV/17|2026-01-12|650|available`,
      ]);
    });
  });
}
