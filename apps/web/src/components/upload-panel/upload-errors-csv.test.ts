import { describe, expect, it } from 'vitest';
import { errorsCsv } from './upload-errors-csv';

describe('upload errors as CSV', () => {
  it('one line per error, quoting commas and quotes, with a BOM for Excel', () => {
    const csv = errorsCsv(
      [
        { row: 2, column: 'Aadhaar Number', message: 'Aadhaar number already exists' },
        { row: 7, column: 'Course Applied For', message: 'Unknown course \'B.Arch\', "new"' },
      ],
      ['Row', 'Column', 'Problem'],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Row,Column,Problem',
      '2,Aadhaar Number,Aadhaar number already exists',
      `7,Course Applied For,"Unknown course 'B.Arch', ""new"""`,
      '',
    ]);
  });

  it('puts a quote before a column or problem that a spreadsheet would read as a formula', () => {
    const csv = errorsCsv(
      [{ row: 3, column: '=HYPERLINK("http://evil.example","x")', message: '-2+3 is not a course' }],
      ['Row', 'Column', 'Problem'],
    );
    expect(csv.slice(1).split('\r\n')[1]).toBe(`3,"'=HYPERLINK(""http://evil.example"",""x"")",'-2+3 is not a course`);
  });
});
