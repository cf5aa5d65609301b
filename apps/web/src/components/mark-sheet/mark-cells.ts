import type { MarkSheet, MarkValue } from '@campus/shared';

/** A cell as typed: its value once it reads as a mark, else what is wrong with it. */
export type CellReading = { value: MarkValue; problem?: undefined } | { value?: undefined; problem: 'notMark' | 'half' | 'overMax' };

const NUMBER = /^\d+(?:[.,]\d+)?$/;

/**
 * What a cell's text means against its component's maximum: empty is no mark yet, `ab`/`AB` is
 * absent, a number (with a point or a comma) in steps of 0.5 from 0 to the maximum is a mark.
 */
export function readCell(text: string, max: number): CellReading {
  const typed = text.trim();
  if (typed === '') return { value: null };
  if (/^ab$/i.test(typed)) return { value: 'AB' };
  if (!NUMBER.test(typed)) return { problem: 'notMark' };
  const n = Number(typed.replace(',', '.'));
  if (n > max) return { problem: 'overMax' };
  if (!Number.isInteger(n * 2)) return { problem: 'half' };
  return { value: n };
}

/**
 * A block copied from a spreadsheet: rows on lines, cells split by tabs. The line break after the
 * last row (Excel adds one) makes no row of its own.
 */
export function pastedBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/** A sheet's marks as the cells hold them: the numbers in the reader's way (`12.5` / `12,5`), AB, or empty. */
export function cellsOf(sheet: MarkSheet, number: (n: number) => string): string[][] {
  return sheet.students.map((s) => sheet.components.map((_, c) => cellText(s.marks[c] ?? null, number)));
}

export const cellText = (mark: MarkValue, number: (n: number) => string) => (mark === null ? '' : mark === 'AB' ? 'AB' : number(mark));

/** The sum of a row's marks (AB counts 0), once every component has a mark or AB; null before, or while a cell is wrong. */
export function rowTotal(readings: CellReading[]): number | null {
  let sum = 0;
  for (const r of readings) {
    if (r.problem || r.value === null) return null;
    if (r.value !== 'AB') sum += r.value;
  }
  return sum;
}

/** `rows.3.marks.1` of a refused save: the row and the column the server names. */
export function cellOfField(field: string | undefined): { row: number; col: number } | null {
  const m = field ? /^rows\.(\d+)\.marks\.(\d+)$/.exec(field) : null;
  return m ? { row: Number(m[1]), col: Number(m[2]) } : null;
}
