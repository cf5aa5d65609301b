import { sql } from 'drizzle-orm';

/**
 * The registers held in each class `a` (subject_allocations) and the absences of each student `ss`
 * (section_students) in it, as the triggers of migration 0053 keep them (ADR 0150): a student's share
 * adds up one row per class, however many registers the semester has.
 */
export const COUNTS = sql`left join attendance_class_counts h on h.allocation_id = a.id
  left join attendance_student_counts m on m.student_id = ss.student_id and m.allocation_id = a.id`;
/** Classes held, over the rows grouped (with COUNTS). */
export const HELD = sql`coalesce(sum(h.held), 0)::int`;
/** Classes missed, over the rows grouped (with COUNTS). */
export const MISSED = sql`coalesce(sum(m.missed), 0)::int`;
