import { createRequire } from 'node:module';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { serverText, type ServerText } from '@campus/shared';
import { AppError } from '../../lib/app-error.js';

/** One record of a MARC file as marcjs read it: its place in the file (1 for the first) and its 001. */
export interface MarcRecord {
  position: number;
  controlNumber?: string;
  leader: string;
  fields: string[][];
}

/** A record that is not sound MARC21: where it is and what is wrong. */
export interface MarcProblem {
  position: number;
  controlNumber?: string;
  text: ServerText;
}

/** A record as marcjs reads it: a control field is `[tag, value]`, a data field `[tag, indicators, code, value, code, value…]`. */
interface Record {
  leader: string;
  fields: string[][];
}

// marcjs ships CommonJS without types: its two parsers, each read one record at a time.
const require = createRequire(import.meta.url);
const Iso2709Parser = require('marcjs/lib/Iso2709Parser') as { parse(data: Buffer): Record };
const MarcxmlParser = require('marcjs/lib/MarcxmlParser') as { parse(xml: string): Record };

const RECORD_END = 0x1d;
const FIELD_END = 0x1e;
const LEADER = 24;
const ENTRY = 12;
/** Records read between two turns of the event loop: the server answers other requests meanwhile. */
const STEP = 250;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const digits = (bytes: Buffer, from: number, to: number) => {
  const text = bytes.toString('latin1', from, to);
  return /^\d+$/.test(text) ? Number(text) : undefined;
};

/** The 001 of a record whose directory can be read, to name it in a problem. */
function controlNumberOf(raw: Buffer, base: number): string | undefined {
  for (let at = LEADER; at + ENTRY <= base - 1; at += ENTRY) {
    if (raw.toString('latin1', at, at + 3) !== '001') continue;
    const length = digits(raw, at + 3, at + 7);
    const start = digits(raw, at + 7, at + 12);
    if (length === undefined || start === undefined) return undefined;
    return raw.toString('utf8', base + start, base + start + length - 1).trim() || undefined;
  }
  return undefined;
}

/**
 * What is wrong with one ISO 2709 record (its bytes up to and with its record terminator), checked
 * before marcjs reads it, since marcjs reads a broken record without complaint: the leader, the
 * record length it states, the base address of data, the directory's entries and the field
 * terminator at the end of each field; then the encoding (leader/09 blank is MARC-8, refused).
 */
function isoProblem(raw: Buffer): ServerText | undefined {
  if (raw.length < LEADER + 2) return serverText('library.marcLeader');
  const stated = digits(raw, 0, 5);
  const base = digits(raw, 12, 17);
  if (stated === undefined || base === undefined || raw.toString('latin1', 10, 12) !== '22' || raw.toString('latin1', 20, 22) !== '45')
    return serverText('library.marcLeader');
  if (raw[raw.length - 1] !== RECORD_END) return serverText('library.marcRecordEnd');
  if (stated !== raw.length) return serverText('library.marcLength', { actual: raw.length, stated });
  if (base < LEADER + 1 || base > raw.length || (base - LEADER - 1) % ENTRY !== 0 || raw[base - 1] !== FIELD_END)
    return serverText('library.marcBaseAddress', { stated: base });
  for (let at = LEADER; at < base - 1; at += ENTRY) {
    if (!/^[0-9A-Za-z]{3}\d{9}$/.test(raw.toString('latin1', at, at + ENTRY))) return serverText('library.marcDirectory');
    const tag = raw.toString('latin1', at, at + 3);
    const length = Number(raw.toString('latin1', at + 3, at + 7));
    const end = base + Number(raw.toString('latin1', at + 7, at + 12)) + length;
    if (length < 1 || end > raw.length - 1 || raw[end - 1] !== FIELD_END) return serverText('library.marcFieldEnd', { tag });
  }
  // MARC-8 and UTF-8 agree on ASCII: a MARC-8 record of ASCII alone (no escape, no byte past 127) reads as it is.
  if (raw[9] === 0x20 && raw.some((b) => b > 0x7f || b === 0x1b)) return serverText('library.marc8');
  try {
    utf8.decode(raw);
  } catch {
    return serverText('library.marcBadUtf8');
  }
  return undefined;
}

const isSpace = (b: number | undefined) => b === 0x0a || b === 0x0d || b === 0x20 || b === 0x09;

/** A sound record as marcjs reads it; its control number from its 001. */
function read(position: number, record: Record): MarcRecord {
  const controlNumber = record.fields.find((f) => f[0] === '001')?.[1]?.trim() || undefined;
  return { position, controlNumber, leader: record.leader, fields: record.fields };
}

/** The records of a binary MARC file (ISO 2709), split at each record terminator; line breaks between records are allowed. */
async function readIso2709(file: Buffer, maxRecords: number) {
  const records: MarcRecord[] = [];
  const problems: MarcProblem[] = [];
  let start = 0;
  let position = 0;
  while (start < file.length) {
    while (start < file.length && isSpace(file[start])) start += 1;
    if (start >= file.length) break;
    const end = file.indexOf(RECORD_END, start);
    const raw = file.subarray(start, end < 0 ? file.length : end + 1);
    start += raw.length;
    position += 1;
    if (position > maxRecords)
      throw new AppError('TOO_LARGE', serverText('library.marcTooMany', { max: maxRecords.toLocaleString('en-IN') }));
    const problem = isoProblem(raw);
    if (problem) {
      const base = digits(raw, 12, 17);
      problems.push({ position, controlNumber: base && base <= raw.length ? controlNumberOf(raw, base) : undefined, text: problem });
      continue;
    }
    records.push(read(position, Iso2709Parser.parse(raw)));
    if (position % STEP === 0) await yieldToEventLoop();
  }
  return { records, problems };
}

/** Element names without their namespace prefix (`<marc:record>`), as marcjs reads them. */
const withoutPrefixes = (xml: string) => xml.replace(/<(\/?)[A-Za-z_][\w.-]*:(?=[A-Za-z_])/g, '<$1');
const RECORD_XML = /<record(?:\s[^>]*)?>[\s\S]*?<\/record>/g;

/** Whether marcjs read a MARCXML record whole: a leader of 24 characters, tags of three characters, indicators of two. */
function xmlSound(record: Record): boolean {
  if (record.leader.length !== LEADER) return false;
  return record.fields.every((f) => /^[0-9A-Za-z]{3}$/.test(f[0] ?? '') && (f[0]!.startsWith('00') || (f[1] ?? '').length === 2));
}

async function readMarcXml(file: Buffer, maxRecords: number) {
  let xml: string;
  try {
    xml = withoutPrefixes(utf8.decode(file));
  } catch {
    throw new AppError('CORRUPT_FILE', serverText('library.marcNotMarc'));
  }
  const records: MarcRecord[] = [];
  const problems: MarcProblem[] = [];
  let position = 0;
  for (const [text] of xml.matchAll(RECORD_XML)) {
    position += 1;
    if (position > maxRecords)
      throw new AppError('TOO_LARGE', serverText('library.marcTooMany', { max: maxRecords.toLocaleString('en-IN') }));
    const record = MarcxmlParser.parse(text);
    if (xmlSound(record)) records.push(read(position, record));
    else
      problems.push({
        position,
        controlNumber: /tag="001"[^>]*>([^<]*)</.exec(text)?.[1]?.trim() || undefined,
        text: serverText('library.marcXml'),
      });
    if (position % STEP === 0) await yieldToEventLoop();
  }
  return { records, problems };
}

/**
 * The records of a MARC21 file, binary (ISO 2709, `.mrc`) or MARCXML, read by marcjs after each
 * record is checked: the sound records, and the broken ones by their place and 001. A file that is
 * neither, or holds no record, is refused as a whole.
 */
export async function readMarcFile(file: Buffer, maxRecords: number): Promise<{ records: MarcRecord[]; problems: MarcProblem[] }> {
  let first = 0;
  while (first < file.length && (isSpace(file[first]) || file[first] === 0xef || file[first] === 0xbb || file[first] === 0xbf)) first += 1;
  const head = file.toString('latin1', first, first + 5);
  let read: { records: MarcRecord[]; problems: MarcProblem[] };
  if (head.startsWith('<')) read = await readMarcXml(file, maxRecords);
  else if (/^\d{5}$/.test(head)) read = await readIso2709(file, maxRecords);
  else throw new AppError('CORRUPT_FILE', serverText('library.marcNotMarc'));
  if (read.records.length + read.problems.length === 0) throw new AppError('CORRUPT_FILE', serverText('library.marcEmpty'));
  return read;
}
