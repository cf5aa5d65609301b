import { readIsbn } from '@campus/shared/library/isbn';
import type { MarcRecord } from './marc-records.js';

/** A title as a MARC record gives it, before the catalogue's rules check it: text as found. */
export interface MarcTitle {
  title: string;
  authors: string[];
  publisher?: string;
  year?: string;
  edition?: string;
  isbn?: string;
  subject?: string;
  language?: string;
  callNumber?: string;
}

/** A copy as a Koha item (952) gives it. */
export interface MarcCopy {
  accessionNumber: string;
  barcode?: string;
  location?: string;
  price?: string;
  source: 'purchase' | 'donation';
}

/** Each `[code, value]` of a data field (`[tag, indicators, code, value, …]`). */
function subfields(field: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 2; i + 1 < field.length; i += 2) pairs.push([field[i]!, field[i + 1]!]);
  return pairs;
}

const fieldsOf = (record: MarcRecord, ...tags: string[]) => record.fields.filter((f) => tags.includes(f[0]!));
const valuesOf = (field: string[], code: string) =>
  subfields(field)
    .filter(([c]) => c === code)
    .map(([, v]) => v);
const first = (record: MarcRecord, tags: string[], code: string) =>
  fieldsOf(record, ...tags)
    .flatMap((f) => valuesOf(f, code))
    .map(clean)
    .find(Boolean);

/**
 * ISBD punctuation at the end of a subfield (`Programming Python /`, `Hunt, Andrew,`, `O'Reilly,`) is
 * not part of the value; letters with combining accents (`a` and U+0300) are kept composed (`à`).
 */
const clean = (v: string) =>
  v
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[\s/:;,=]+$/, '')
    .replace(/(?<![A-Z]|\s[a-z]{1,3})\.$/, '')
    .trim();

/** `c2001.`, `[1957?]`, `1994-` → the first four-digit year. */
const yearOf = (v: string | undefined) => /(?<!\d)(\d{4})(?!\d)/.exec(v ?? '')?.[1];

/** The first 020 $a that is a valid ISBN (`0596000855 (pbk.)`); an invalid one before it is passed over. */
function isbnOf(record: MarcRecord): string | undefined {
  for (const field of fieldsOf(record, '020'))
    for (const value of valuesOf(field, 'a')) {
      const candidate = /^[\dXx\s-]+/.exec(value.trim())?.[0]?.trim();
      if (candidate && 'isbn13' in readIsbn(candidate)) return candidate;
    }
  return undefined;
}

/** A DDC number as 082 writes it, without its prime marks (`005.13/3` → `005.133`); other schemes are not DDC. */
const DDC = /^\d{3}(\.\d+)?( +[A-Za-z0-9.]+)*$/;
function callNumberOf(record: MarcRecord): string | undefined {
  const candidates = [
    ...fieldsOf(record, '082').flatMap((f) => valuesOf(f, 'a')),
    ...fieldsOf(record, '090', '050').map((f) => [...valuesOf(f, 'a'), ...valuesOf(f, 'b')].join(' ')),
    ...fieldsOf(record, '952').flatMap((f) => valuesOf(f, 'o')),
  ];
  return candidates.map((c) => c.replace(/\//g, '').replace(/\s+/g, ' ').trim()).find((c) => DDC.test(c));
}

/** MARC language codes a college's catalogue mostly holds, by their English names. */
const LANGUAGES: Record<string, string> = {
  eng: 'English',
  hin: 'Hindi',
  tel: 'Telugu',
  tam: 'Tamil',
  kan: 'Kannada',
  mal: 'Malayalam',
  mar: 'Marathi',
  ben: 'Bengali',
  guj: 'Gujarati',
  urd: 'Urdu',
  san: 'Sanskrit',
  pan: 'Panjabi',
  ori: 'Oriya',
  fre: 'French',
  ger: 'German',
  spa: 'Spanish',
};

/** 041 $a (its first code: `engund` is English first), else 008/35-37. */
function languageOf(record: MarcRecord): string | undefined {
  const code = (first(record, ['041'], 'a') ?? record.fields.find((f) => f[0] === '008')?.[1]?.slice(35, 38) ?? '')
    .slice(0, 3)
    .toLowerCase();
  return LANGUAGES[code] ?? (/^[a-z]{3}$/.test(code) ? code : undefined);
}

/** People and bodies the record names: 100/110/111 then 700/710/711; else its statement of responsibility; else its publisher. */
function authorsOf(record: MarcRecord, publisher: string | undefined): string[] {
  const names = fieldsOf(record, '100', '110', '111', '700', '710', '711')
    .filter((f) => !valuesOf(f, 't').length)
    .flatMap((f) => valuesOf(f, 'a').map(clean));
  const unique = [...new Set(names.filter(Boolean))];
  if (unique.length > 0) return unique;
  const responsibility = first(record, ['245'], 'c')?.replace(/^\[?(edited|compiled)? ?by\]? /i, '');
  if (responsibility) return [responsibility];
  return publisher ? [publisher] : [];
}

/**
 * Koha's items (952): $p barcode, $i inventory number (the accession number where the library
 * keeps one, else the barcode), $c shelving location (else $a home library), $g purchase price, $e
 * source of acquisition (a gift or donation is a donation; a supplier, a purchase).
 */
function copiesOf(record: MarcRecord): MarcCopy[] {
  return fieldsOf(record, '952').flatMap((f) => {
    const barcode = valuesOf(f, 'p')[0]?.trim();
    const accessionNumber = valuesOf(f, 'i')[0]?.trim() || barcode;
    if (!accessionNumber) return [];
    const acquired = valuesOf(f, 'e')[0] ?? '';
    return [
      {
        accessionNumber,
        barcode: barcode || undefined,
        location: (valuesOf(f, 'c')[0] ?? valuesOf(f, 'a')[0])?.trim() || undefined,
        price: valuesOf(f, 'g')[0]?.trim() || undefined,
        source: /gift|donat|complimentary/i.test(acquired) ? 'donation' : 'purchase',
      },
    ];
  });
}

/** A MARC21 bibliographic record as a title of the catalogue and its copies (Koha's 952 items). */
export function marcToTitle(record: MarcRecord): { title: MarcTitle; copies: MarcCopy[] } {
  const publisher = first(record, ['260', '264'], 'b');
  const titleParts = fieldsOf(record, '245').flatMap((f) => [...valuesOf(f, 'a'), ...valuesOf(f, 'b')].slice(0, 2).map(clean));
  return {
    title: {
      title: titleParts.filter(Boolean).join(': '),
      authors: authorsOf(record, publisher),
      publisher,
      year: yearOf(first(record, ['260', '264'], 'c')),
      edition: first(record, ['250'], 'a'),
      isbn: isbnOf(record),
      subject: first(record, ['650'], 'a'),
      language: languageOf(record),
      callNumber: callNumberOf(record),
    },
    copies: copiesOf(record),
  };
}
