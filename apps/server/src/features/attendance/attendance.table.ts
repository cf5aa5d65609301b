import { sql } from 'drizzle-orm';
import { CONDONATION_STATES } from '@campus/shared';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from '../admissions/students.table.js';
import { regulations } from '../curriculum/curriculum.table.js';
import { sections, subjectAllocations } from '../sections/sections.table.js';
import { users } from '../auth/auth.table.js';
import { faculty } from '../users/faculty-members.table.js';

/**
 * A class's register of a day and period: marked once (a unique index), corrected by version. The
 * browser's key of the save that made it and of the last correction make a save sent twice count once.
 */
export const attendanceRegisters = pgTable(
  'attendance_registers',
  {
    id: serial('id').primaryKey(),
    allocationId: integer('allocation_id')
      .notNull()
      .references(() => subjectAllocations.id),
    day: date('day', { mode: 'string' }).notNull(),
    period: smallint('period').notNull(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id),
    students: smallint('students').notNull(),
    absent: smallint('absent').notNull(),
    version: integer('version').notNull().default(1),
    clientKey: text('client_key').notNull(),
    lastKey: text('last_key').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who corrected it last: its teacher, or the head of the department. */
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('attendance_registers_class_ux').on(t.allocationId, t.day, t.period),
    uniqueIndex('attendance_registers_key_ux').on(t.clientKey),
    index('attendance_registers_day_idx').on(t.day),
    check('attendance_registers_counts_ck', sql`${t.absent} >= 0 and ${t.absent} <= ${t.students}`),
  ],
);

/** The students a register marks absent: everyone else of the class was present. */
export const attendanceAbsences = pgTable(
  'attendance_absences',
  {
    registerId: integer('register_id')
      .notNull()
      .references(() => attendanceRegisters.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
  },
  (t) => [primaryKey({ columns: [t.registerId, t.studentId] }), index('attendance_absences_student_idx').on(t.studentId)],
);

/** The college's attendance rules (one row). */
export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    id: integer('id').primaryKey().default(1),
    requiredPercent: smallint('required_percent').notNull().default(75),
    condonablePercent: smallint('condonable_percent').notNull().default(65),
    correctionDays: smallint('correction_days').notNull().default(0),
    /** The condonation fee laid on a student between the two shares, in paise. */
    condonationFeePaise: integer('condonation_fee_paise').notNull().default(50_000),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('attendance_settings_one_ck', sql`${t.id} = 1`)],
);

/**
 * A student's condonation of a semester's attendance shortage: asked once per regulation's semester
 * (a unique index), its fee laid as a due paid through Pay Fees, decided by the head of the
 * department of the student's branch.
 */
export const attendanceCondonations = pgTable(
  'attendance_condonations',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    regulationId: integer('regulation_id')
      .notNull()
      .references(() => regulations.id),
    semester: smallint('semester').notNull(),
    /** The share when it was asked, in tenths of a percent. */
    permille: smallint('permille').notNull(),
    feePaise: integer('fee_paise').notNull(),
    state: text('state', { enum: CONDONATION_STATES }).notNull().default('pending'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remark: text('remark'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('attendance_condonations_ux').on(t.studentId, t.regulationId, t.semester),
    index('attendance_condonations_section_idx').on(t.sectionId),
    check('attendance_condonations_state_ck', sql`(${t.state} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

/**
 * Registers kept per class (allocation) and absences per student and class, counted by the database's
 * triggers as registers and absentees are written (migration 0053): a student's page and a save's
 * shortage check add up a few counts, however many registers the semester has (ADR 0150).
 */
export const attendanceClassCounts = pgTable('attendance_class_counts', {
  allocationId: integer('allocation_id').primaryKey(),
  held: integer('held').notNull().default(0),
});

export const attendanceStudentCounts = pgTable(
  'attendance_student_counts',
  {
    studentId: integer('student_id').notNull(),
    allocationId: integer('allocation_id').notNull(),
    missed: integer('missed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.allocationId] })],
);
