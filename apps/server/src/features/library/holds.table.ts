import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HoldStatus, MemberKind } from '@campus/shared';
import { students } from '../admissions/students.table.js';
import { users } from '../auth/auth.table.js';
import { faculty } from '../users/faculty-members.table.js';
import { libraryCopies, libraryTitles } from './library.table.js';

/**
 * A member's hold of a title: waiting in the title's queue (the order of placing, by id), then ready
 * with a copy set aside on the hold shelf until `pickup_by`, and closed as fulfilled, cancelled or
 * expired. A student or a faculty member, never both, as on a loan.
 */
export const libraryHolds = pgTable(
  'library_holds',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => libraryTitles.id),
    memberKind: text('member_kind').$type<MemberKind>().notNull(),
    studentId: integer('student_id').references(() => students.id),
    facultyId: integer('faculty_id').references(() => faculty.id),
    /** The college's business date the hold was placed. */
    placedOn: date('placed_on', { mode: 'string' }).notNull(),
    status: text('status').$type<HoldStatus>().notNull().default('waiting'),
    /** The copy set aside on the hold shelf once the hold is ready (kept when it is fulfilled). */
    copyId: integer('copy_id').references(() => libraryCopies.id),
    readyOn: date('ready_on', { mode: 'string' }),
    /** The last college day the copy waits on the hold shelf. */
    pickupBy: date('pickup_by', { mode: 'string' }),
    closedOn: date('closed_on', { mode: 'string' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    placedBy: integer('placed_by').references(() => users.id, { onDelete: 'set null' }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A member holds a title once while the hold is open: two clicks, or two desks, make one hold.
    uniqueIndex('library_holds_open_student_uq')
      .on(t.titleId, t.studentId)
      .where(sql`${t.status} in ('waiting', 'ready') and ${t.studentId} is not null`),
    uniqueIndex('library_holds_open_faculty_uq')
      .on(t.titleId, t.facultyId)
      .where(sql`${t.status} in ('waiting', 'ready') and ${t.facultyId} is not null`),
    // A copy is set aside for one ready hold at most: two scans of one return set it aside once.
    uniqueIndex('library_holds_ready_copy_uq')
      .on(t.copyId)
      .where(sql`${t.status} = 'ready'`),
    // The queue of a title, in the order of placing.
    index('library_holds_queue_idx')
      .on(t.titleId, t.id)
      .where(sql`${t.status} = 'waiting'`),
    index('library_holds_pickup_idx')
      .on(t.pickupBy)
      .where(sql`${t.status} = 'ready'`),
    index('library_holds_student_idx').on(t.studentId),
    index('library_holds_faculty_idx').on(t.facultyId),
    check(
      'library_holds_member_ck',
      sql`(${t.memberKind} = 'student' and ${t.studentId} is not null and ${t.facultyId} is null) or (${t.memberKind} = 'faculty' and ${t.facultyId} is not null and ${t.studentId} is null)`,
    ),
    check('library_holds_status_ck', sql`${t.status} in ('waiting', 'ready', 'fulfilled', 'cancelled', 'expired')`),
    check(
      'library_holds_ready_ck',
      sql`${t.status} <> 'ready' or (${t.copyId} is not null and ${t.readyOn} is not null and ${t.pickupBy} is not null)`,
    ),
    check('library_holds_closed_ck', sql`(${t.closedAt} is null) = (${t.status} in ('waiting', 'ready'))`),
  ],
);
