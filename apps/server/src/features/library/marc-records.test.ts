import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readMarcFile } from './marc-records.js';
import { marcToTitle } from './marc-mapping.js';

const require = createRequire(import.meta.url);
const Iso2709Formater = require('marcjs/lib/Iso2709Formater') as { format(record: { leader: string; fields: string[][] }): string };

const record = (fields: string[][], leader = '00000nam a2200000 a 4500') => Buffer.from(Iso2709Formater.format({ leader, fields }));
const book = (n: string) =>
  record([
    ['001', n],
    ['100', '1 ', 'a', 'Kalam, A. P. J. Abdul,'],
    ['245', '10', 'a', `Wings of fire ${n} /`],
  ]);

describe('readMarcFile', () => {
  it('reads records separated by line breaks, and names a last record cut short by its place and 001', async () => {
    const cut = book('W3').subarray(0, 60);
    const { records, problems } = await readMarcFile(Buffer.concat([book('W1'), Buffer.from('\r\n'), book('W2'), cut]), 10);
    expect(records.map((r) => [r.position, r.controlNumber])).toEqual([
      [1, 'W1'],
      [2, 'W2'],
    ]);
    expect(problems).toEqual([{ position: 3, controlNumber: undefined, text: expect.objectContaining({ key: 'library.marcRecordEnd' }) }]);
  });

  it('reads a MARC-8 record of ASCII alone, and refuses one with an escape or a byte past ASCII', async () => {
    const ascii = record(
      [
        ['001', 'M1'],
        ['245', '10', 'a', 'Plain title'],
      ],
      '00000nam  2200000 a 4500',
    );
    const accented = record(
      [
        ['001', 'M2'],
        ['245', '10', 'a', 'Caf\u00e9'],
      ],
      '00000nam  2200000 a 4500',
    );
    const { records, problems } = await readMarcFile(Buffer.concat([ascii, accented]), 10);
    expect(records.map((r) => r.controlNumber)).toEqual(['M1']);
    expect(problems).toEqual([{ position: 2, controlNumber: 'M2', text: expect.objectContaining({ key: 'library.marc8' }) }]);
  });

  it('refuses a file past its number of records, and one that is not MARC', async () => {
    await expect(readMarcFile(Buffer.concat([book('1'), book('2'), book('3')]), 2)).rejects.toMatchObject({ code: 'TOO_LARGE' });
    await expect(readMarcFile(Buffer.from('%PDF-1.7'), 2)).rejects.toMatchObject({ code: 'CORRUPT_FILE' });
    await expect(readMarcFile(Buffer.from('<?xml version="1.0"?><collection/>'), 2)).rejects.toMatchObject({
      text: expect.objectContaining({ key: 'library.marcEmpty' }),
    });
  });

  it('names a MARCXML record without a leader by its place and 001', async () => {
    const xml = `<collection xmlns="http://www.loc.gov/MARC21/slim">
      <record><leader>00000nam a2200000 a 4500</leader><controlfield tag="001">X1</controlfield>
        <datafield tag="245" ind1="1" ind2="0"><subfield code="a">Good</subfield></datafield></record>
      <record><controlfield tag="001">X2</controlfield></record>
    </collection>`;
    const { records, problems } = await readMarcFile(Buffer.from(xml), 10);
    expect(records.map((r) => r.controlNumber)).toEqual(['X1']);
    expect(problems).toEqual([{ position: 2, controlNumber: 'X2', text: expect.objectContaining({ key: 'library.marcXml' }) }]);
  });
});

describe('marcToTitle', () => {
  it('drops ISBD punctuation but keeps initials and abbreviations, takes the first valid ISBN and composes accents', async () => {
    const { records } = await readMarcFile(
      record([
        ['020', '  ', 'a', '8174091735 (wrong check digit)'],
        ['020', '  ', 'a', '81-7409-173-4 (pbk.)'],
        ['082', '04', 'a', '621.31/3', '2', '23'],
        ['100', '1 ', 'a', 'Bimbhra, P. S.'],
        ['245', '10', 'a', 'Electrical machinery :', 'b', 'theory, performance and applications /', 'c', 'P. S. Bimbhra.'],
        ['250', '  ', 'a', '7th ed.'],
        ['264', ' 1', 'a', 'Delhi :', 'b', 'Khanna Publishers,', 'c', '[2021]'],
        ['650', ' 0', 'a', 'Electric machinery.'],
        ['700', '1 ', 'a', 'Sa\u0301nchez, Jose\u0301,'],
      ]),
      10,
    );
    expect(marcToTitle(records[0]!)).toEqual({
      title: {
        title: 'Electrical machinery: theory, performance and applications',
        authors: ['Bimbhra, P. S.', 'Sánchez, José'],
        publisher: 'Khanna Publishers',
        year: '2021',
        edition: '7th ed.',
        isbn: '81-7409-173-4',
        subject: 'Electric machinery',
        language: undefined,
        callNumber: '621.313',
      },
      copies: [],
    });
  });
});
