/**
 * The Indian financial year (April to March) of a day, as receipts print it: 2026-04-01 → '2026-27',
 * 2027-03-31 → '2026-27'. The day is the college's (`college.today()`), so the year turns at
 * midnight in its time zone.
 */
export function financialYearOf(day: string): string {
  const [year, month] = day.split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'RCT/2026-27/000123': gapless per financial year, six digits (more once a year passes 999,999). */
export function receiptNumber(financialYear: string, seq: number): string {
  return `RCT/${financialYear}/${String(seq).padStart(6, '0')}`;
}

/** 'CN/2026-27/000012': a refund's credit note, gapless per financial year in a series of its own. */
export function creditNoteNumber(financialYear: string, seq: number): string {
  return `CN/${financialYear}/${String(seq).padStart(6, '0')}`;
}
