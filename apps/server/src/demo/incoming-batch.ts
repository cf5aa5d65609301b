import { academicYearLabel, academicYearStart, collegeToday } from '@campus/shared';

const DAY_MS = 86_400_000;

/**
 * The demo's incoming batch: the students admitted in the college's current academic year, so that
 * a fresh demo's admissions figures are never empty. Everything about them is seeded like the rest;
 * only their year and their dates of admission follow today's date where the college is.
 */
export const intakeYear = (today = collegeToday()) => Number(academicYearLabel(today).slice(0, 4));

/** How many the incoming batch has: one for every 80 students on the register, at least one. */
export const incomingCount = (students: number) => Math.max(1, Math.round(students / 80));

/**
 * The dates of admission of `count` students, spread from the first day of the academic year to
 * today, in order; the last one is admitted today.
 */
export function intakeDates(count: number, today = collegeToday()): string[] {
  const start = Date.parse(`${academicYearStart(today)}T00:00:00Z`);
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - start) / DAY_MS);
  return Array.from({ length: count }, (_, i) =>
    new Date(start + Math.round((days * (i + 1)) / count) * DAY_MS).toISOString().slice(0, 10),
  );
}
