import { describe, expect, it } from 'vitest';
import { neutralizedText, restoredText } from './spreadsheet-text.js';

describe('spreadsheet text', () => {
  it('puts a quote before text that begins with =, +, -, @, a tab or a carriage return, and only then', () => {
    expect(['=1+2', '+91', '-2+3', '@SUM(A1)', '\tx', '\rx'].map(neutralizedText)).toEqual([
      "'=1+2",
      "'+91",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
    ]);
    expect(['Ravi', "O'Brien", '2-14 Main Road', '', ' =1'].map(neutralizedText)).toEqual(['Ravi', "O'Brien", '2-14 Main Road', '', ' =1']);
  });

  it('reads back what it neutralised, and leaves other quotes alone', () => {
    for (const text of ['=1+2', '-NRI', '@x', '\tx', 'plain', "'quoted", "O'Brien"]) expect(restoredText(neutralizedText(text))).toBe(text);
    expect(restoredText("'plain")).toBe("'plain");
  });
});
