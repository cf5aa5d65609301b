/** `ADM2026-00042`: the year of admission and a serial that restarts every year. */
export function formatAdmissionNumber(year: number, serial: number): string {
  if (!Number.isInteger(year) || year < 1900 || year > 9999) throw new RangeError(`year ${year} out of range`);
  if (!Number.isInteger(serial) || serial < 1) throw new RangeError(`serial ${serial} out of range`);
  return `ADM${year}-${String(serial).padStart(5, '0')}`;
}

/** The year an admission counts in: the date of admission's, else that of `today` (the college's, `YYYY-MM-DD`). */
export function admissionYear(dateOfAdmission: string | undefined, today: string): number {
  const year = dateOfAdmission ? Number(dateOfAdmission.slice(0, 4)) : NaN;
  return Number.isInteger(year) && year >= 1900 ? year : Number(today.slice(0, 4));
}
