import { sql } from 'drizzle-orm';
import { MARK_SHEET_STATES } from '@campus/shared';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { students } from '../admissions/students.table.js';
import { users } from '../auth/auth.table.js';
import { curriculumSubjects } from '../curriculum/curriculum.table.js';
import { subjectAllocations } from '../sections/sections.table.js';

/**
 * A part of a subject's internal (CIE) marks (Mid-term 1, Assignments), out of its maximum; the parts
 * add up to the subject's internal maximum. Removed with its subject while no marks are entered.
 */
export const internalComponents = pgTable(
  'internal_components',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => curriculumSubjects.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    maxMarks: smallint('max_marks').notNull(),
  },
  (t) => [
    uniqueIndex('internal_components_name_ux').on(t.subjectId, sql`upper(${t.name})`),
    uniqueIndex('internal_components_position_ux').on(t.subjectId, t.position),
    check('internal_components_max_ck', sql`${t.maxMarks} between 1 and 200`),
  ],
);

/** A student's marks in a component: a number up to its maximum, or absent. */
export const internalMarks = pgTable(
  'internal_marks',
  {
    componentId: integer('component_id')
      .notNull()
      .references(() => internalComponents.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    marks: numeric('marks', { precision: 5, scale: 1, mode: 'number' }),
    absent: boolean('absent').notNull().default(false),
    enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.componentId, t.studentId] }),
    index('internal_marks_student_idx').on(t.studentId),
    check('internal_marks_value_ck', sql`(${t.marks} is null) = ${t.absent} and (${t.marks} is null or ${t.marks} >= 0)`),
  ],
);

/**
 * The internal marks of a class (an allocation): open while its teacher enters them, locked once
 * submitted until the head of the department unlocks it with a reason; released to the students by
 * the examination cell.
 */
export const internalMarkSheets = pgTable(
  'internal_mark_sheets',
  {
    allocationId: integer('allocation_id')
      .primaryKey()
      .references(() => subjectAllocations.id),
    state: text('state', { enum: MARK_SHEET_STATES }).notNull().default('open'),
    version: integer('version').notNull().default(1),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    releasedBy: integer('released_by').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('internal_mark_sheets_submitted_ck', sql`(${t.state} = 'submitted') = (${t.submittedAt} is not null)`),
    check('internal_mark_sheets_release_ck', sql`${t.releasedAt} is null or ${t.state} = 'submitted'`),
  ],
);
