/** Spec 001 §9: from May (month index > 3) the year is current–next, before that previous–current. */
export function academicYearLabel(now = new Date()): string {
  const y = now.getFullYear();
  return now.getMonth() > 3 ? `${y}-${y + 1}` : `${y - 1}-${y}`;
}
