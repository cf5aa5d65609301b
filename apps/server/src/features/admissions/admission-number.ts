import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { admissionCounters } from './applications.table.js';

/** `ADM2026-00042`: the year of admission and a serial that restarts every year. */
export function formatAdmissionNumber(year: number, serial: number): string {
  if (!Number.isInteger(year) || year < 1900 || year > 9999) throw new RangeError(`year ${year} out of range`);
  if (!Number.isInteger(serial) || serial < 1) throw new RangeError(`serial ${serial} out of range`);
  return `ADM${year}-${String(serial).padStart(5, '0')}`;
}

/** The year an admission counts in: the date of admission's, else today's. */
export function admissionYear(dateOfAdmission?: string, now = new Date()): number {
  const year = dateOfAdmission ? Number(dateOfAdmission.slice(0, 4)) : NaN;
  return Number.isInteger(year) && year >= 1900 ? year : now.getFullYear();
}

/**
 * Reserves `count` consecutive admission numbers of a year. Runs inside the saving transaction:
 * the counter row stays locked until commit, so two admissions never get the same number.
 */
export async function reserveAdmissionNumbers(tx: DbOrTx, year: number, count = 1): Promise<string[]> {
  const [row] = await tx
    .insert(admissionCounters)
    .values({ year, last: count })
    .onConflictDoUpdate({ target: admissionCounters.year, set: { last: sql`${admissionCounters.last} + ${count}` } })
    .returning({ last: admissionCounters.last });
  const first = row.last - count + 1;
  return Array.from({ length: count }, (_, i) => formatAdmissionNumber(year, first + i));
}

/** The number the next admission of the year will get (a preview; reserves nothing). */
export async function peekAdmissionNumber(db: DbOrTx, year: number): Promise<string> {
  const rows = await db
    .select()
    .from(admissionCounters)
    .where(sql`${admissionCounters.year} = ${year}`);
  return formatAdmissionNumber(year, (rows[0]?.last ?? 0) + 1);
}
