import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import {
  HOSTEL_COMPLAINT_CATEGORIES,
  HOSTEL_COMPLAINT_STATUSES,
  HOSTEL_LEAVE_KINDS,
  HOSTEL_LEAVE_STATUSES,
  HOSTEL_VISITOR_RELATIONS,
} from '@campus/shared';
import { hostelRooms } from './hostel.table.js';

/**
 * A resident's request for an outing or leave, decided by the warden. The days of one student's
 * pending and approved requests never overlap: an exclusion constraint added by the migration.
 */
export const hostelLeaveRequests = pgTable(
  'hostel_leave_requests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id').notNull(),
    kind: text('kind', { enum: HOSTEL_LEAVE_KINDS }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    destination: text('destination').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: HOSTEL_LEAVE_STATUSES }).notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    note: text('note'),
  },
  (t) => [
    index('hostel_leave_requests_student_idx').on(t.studentId, t.fromDate),
    index('hostel_leave_requests_status_idx').on(t.status, t.fromDate),
    check('hostel_leave_requests_days_ck', sql`${t.toDate} >= ${t.fromDate}`),
    check('hostel_leave_requests_status_ck', sql`${t.status} in ('pending', 'approved', 'refused', 'cancelled')`),
  ],
);

/** What is wrong in a room, reported by a resident or the office, and where its repair stands. */
export const hostelComplaints = pgTable(
  'hostel_complaints',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => hostelRooms.id),
    category: text('category', { enum: HOSTEL_COMPLAINT_CATEGORIES }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: HOSTEL_COMPLAINT_STATUSES }).notNull().default('open'),
    /** The student who reported it, or null when the office did. */
    studentId: integer('student_id'),
    reportedBy: integer('reported_by'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
  },
  (t) => [
    index('hostel_complaints_status_idx').on(t.status, t.reportedAt),
    index('hostel_complaints_room_idx').on(t.roomId),
    check('hostel_complaints_status_ck', sql`${t.status} in ('open', 'inProgress', 'resolved')`),
  ],
);

/** The visitors' register at the hostel's gate: who came to see which resident, when they came and left. */
export const hostelVisitors = pgTable(
  'hostel_visitors',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id').notNull(),
    visitorName: text('visitor_name').notNull(),
    relation: text('relation', { enum: HOSTEL_VISITOR_RELATIONS }).notNull(),
    phone: text('phone').notNull(),
    purpose: text('purpose'),
    /** The college's day of the visit: the register is kept by day. */
    day: date('day', { mode: 'string' }).notNull(),
    inAt: timestamp('in_at', { withTimezone: true }).notNull().defaultNow(),
    outAt: timestamp('out_at', { withTimezone: true }),
    recordedBy: integer('recorded_by'),
  },
  (t) => [
    index('hostel_visitors_day_idx').on(t.day, t.inAt),
    index('hostel_visitors_student_idx').on(t.studentId),
    check('hostel_visitors_out_ck', sql`${t.outAt} is null or ${t.outAt} >= ${t.inAt}`),
  ],
);
