import zlib from 'node:zlib';

/**
 * Hostile workbooks for the upload tests and `npm run bench:uploads`: decompression and row bombs,
 * built small on disk and in memory (the inflated text is never held), and damaged or disguised files.
 * The zips are written by hand because no zip library writes headers that lie.
 */

/** One zip entry: its stored or deflated bytes, and the size and CRC its headers declare. */
export interface ZipPart {
  name: string;
  data: Buffer;
  method: 0 | 8;
  /** Declared inflated size; a bomb may lie here. */
  size: number;
  crc: number;
}

export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(p.method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(p.method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(p.crc >>> 0, 16);
    central.writeUInt32LE(p.data.length, 20);
    central.writeUInt32LE(p.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.data);
    centrals.push(central, name);
    offset += local.length + name.length + p.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A small entry, deflated, with honest headers. */
export function part(name: string, text: string): ZipPart {
  const bytes = Buffer.from(text);
  return { name, data: zlib.deflateRawSync(bytes), method: 8, size: bytes.length, crc: zlib.crc32(bytes) };
}

/**
 * `head + unit × times + tail`, deflated without ever being held inflated: the unit is deflated once
 * with a full flush (so it refers to nothing before it) and its bytes repeated. A 1 MB unit deflates
 * to about 1 KB, so 1.1 GB of text takes about 1.1 MB. The CRC is left at 0: the readers here do not
 * check it, and a bomb need not get it right.
 */
export function repeatedPart(name: string, head: string, unit: string, times: number, tail: string, declaredSize?: number): ZipPart {
  const fullFlush = { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 9 };
  const unitBytes = Buffer.from(unit);
  const deflatedUnit = zlib.deflateRawSync(unitBytes, fullFlush);
  const data = Buffer.concat([
    zlib.deflateRawSync(Buffer.from(head), fullFlush),
    ...Array.from({ length: times }, () => deflatedUnit),
    zlib.deflateRawSync(Buffer.from(tail)),
  ]);
  const size = Buffer.byteLength(head) + unitBytes.length * times + Buffer.byteLength(tail);
  return { name, data, method: 8, size: Math.min(declaredSize ?? size, 0xffffffff), crc: 0 };
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet .xlsx around the sheet (and its shared strings, when given). */
export function xlsxFrom(sheet: ZipPart, extra: ZipPart[] = []): Buffer {
  return zip([
    part(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    part(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
    ...extra,
  ]);
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inline = (text: string) => `<c t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;
const row = (cells: string[]) => `<row>${cells.map(inline).join('')}</row>`;
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

/** A one-sheet .xlsx of the given rows (inline strings, rows and cells numbered by position). */
export function smallXlsx(rows: string[][]): Buffer {
  return xlsxFrom(part('xl/worksheets/sheet1.xml', SHEET_HEAD + rows.map(row).join('') + SHEET_TAIL));
}

const MB = 1024 * 1024;

/**
 * A decompression bomb: the header row, then one cell whose text inflates to `inflatedBytes`
 * (1.1 GB from a 1.1 MB file by default). `declaredSize` makes the zip header lie about it.
 */
export function inflationBomb(header: string[], inflatedBytes = 1100 * MB, declaredSize?: number): Buffer {
  const unit = 'A'.repeat(MB);
  const head = `${SHEET_HEAD}${row(header)}<row><c t="inlineStr"><is><t>`;
  const sheet = repeatedPart(
    'xl/worksheets/sheet1.xml',
    head,
    unit,
    Math.ceil(inflatedBytes / MB),
    `</t></is></c></row>${SHEET_TAIL}`,
    declaredSize,
  );
  return xlsxFrom(sheet);
}

/**
 * A row bomb: the header row, then `rows` copies of a row with a number in each of its first
 * `columns` cells (3 million rows by default, 27 bytes each: 78 MB of sheet from under 1 MB).
 */
export function rowBomb(header: string[], columns = 1, rows = 3_000_000): Buffer {
  const perUnit = 10_000;
  const unit = `<row>${'<c><v>1</v></c>'.repeat(columns)}</row>`.repeat(perUnit);
  const sheet = repeatedPart('xl/worksheets/sheet1.xml', SHEET_HEAD + row(header), unit, Math.ceil(rows / perUnit), SHEET_TAIL);
  return xlsxFrom(sheet);
}

/** Elements nested `depth` deep inside a cell, each a few bytes: a parser that keeps every open element grows with it. */
export function nestingBomb(header: string[], depth = 2_000_000): Buffer {
  const head = `${SHEET_HEAD}${row(header)}<row><c t="inlineStr"><is>`;
  return xlsxFrom(repeatedPart('xl/worksheets/sheet1.xml', head, '<r>'.repeat(10_000), Math.ceil(depth / 10_000), '</is></c></row>'));
}

/** An ELF executable's first bytes. */
export const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(56),
  Buffer.from('\u0000/lib64/ld-linux-x86-64.so.2'),
]);

/** A PDF with a workbook appended, and a workbook with a PDF appended. */
export function pdfPolyglots(workbook: Buffer): { pdfFirst: Buffer; zipFirst: Buffer } {
  const pdf = Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  return { pdfFirst: Buffer.concat([pdf, workbook]), zipFirst: Buffer.concat([workbook, pdf]) };
}

export const HTML_PAGE = Buffer.from(
  '<html xmlns:x="urn:schemas-microsoft-com:office:excel"><body><table><tr><td>Full Name</td></tr><tr><td><script>alert(1)</script></td></tr></table></body></html>',
);

/**
 * The row bomb as a spreadsheet program would write it: every row and cell numbered, `rows` of them
 * (3 million: about 130 MB of sheet in a file of about 14 MB). Deflated 100,000 rows at a time with
 * a full flush, so it is never held inflated.
 */
export function numberedRowBomb(header: string[], rows = 3_000_000): Buffer {
  const fullFlush = { finishFlush: zlib.constants.Z_FULL_FLUSH };
  const chunks = [zlib.deflateRawSync(Buffer.from(SHEET_HEAD + row(header)), fullFlush)];
  let size = Buffer.byteLength(SHEET_HEAD + row(header));
  for (let first = 2; first <= rows + 1; first += 100_000) {
    let text = '';
    for (let r = first; r < Math.min(first + 100_000, rows + 2); r++) text += `<row r="${r}"><c r="A${r}"><v>1</v></c></row>`;
    chunks.push(zlib.deflateRawSync(Buffer.from(text), fullFlush));
    size += text.length;
  }
  chunks.push(zlib.deflateRawSync(Buffer.from(SHEET_TAIL)));
  size += SHEET_TAIL.length;
  return xlsxFrom({ name: 'xl/worksheets/sheet1.xml', data: Buffer.concat(chunks), method: 8, size, crc: 0 });
}

/**
 * Shared strings that fill the inflated budget with distinct short strings (`count` of them), which a
 * reader must keep in memory until the sheet is read; the sheet has the header and one row.
 */
export function sharedStringsBomb(header: string[], count = 7_000_000): Buffer {
  const head = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="${count}" uniqueCount="${count}">`;
  const chunks = [zlib.deflateRawSync(Buffer.from(head), { finishFlush: zlib.constants.Z_FULL_FLUSH })];
  let size = head.length;
  for (let first = 0; first < count; first += 100_000) {
    let text = '';
    for (let i = first; i < Math.min(first + 100_000, count); i++) text += `<si><t>s${i}</t></si>`;
    chunks.push(zlib.deflateRawSync(Buffer.from(text), { finishFlush: zlib.constants.Z_FULL_FLUSH }));
    size += text.length;
  }
  chunks.push(zlib.deflateRawSync(Buffer.from('</sst>')));
  size += 6;
  const strings: ZipPart = { name: 'xl/sharedStrings.xml', data: Buffer.concat(chunks), method: 8, size, crc: 0 };
  const cells = header.map((_, i) => `<c t="s"><v>${i}</v></c>`).join('');
  const sheet = part('xl/worksheets/sheet1.xml', `${SHEET_HEAD}${row(header)}<row>${cells}</row>${SHEET_TAIL}`);
  return xlsxFrom(sheet, [strings]);
}

/** "Billion laughs": entities defined in terms of each other, ten to a level, nine levels deep. */
export function entityBomb(header: string[]): Buffer {
  const levels = ['<!ENTITY l0 "ha">'];
  for (let i = 1; i < 10; i++) levels.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
  const doctype = `<!DOCTYPE worksheet [${levels.join('')}]>`;
  return xlsxFrom(
    part(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0"?>${doctype}<worksheet xmlns="${MAIN}"><sheetData>${row(header)}<row><c t="inlineStr"><is><t>&l9;</t></is></c></row>${SHEET_TAIL}`,
    ),
  );
}
