import { collegeToday } from '@campus/shared';

/** Spec 001 §9: from May the year is current–next, before that previous–current; `today` is the college's (`YYYY-MM-DD`). */
export function academicYearLabel(today = collegeToday()): string {
  const [y, month] = today.split('-').map(Number);
  return month >= 5 ? `${y}-${y + 1}` : `${y - 1}-${y}`;
}
