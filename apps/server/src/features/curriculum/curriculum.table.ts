import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBJECT_KINDS } from '@campus/shared';
import { branches, courses } from '../masterdata/masterdata.table.js';

/** A regulation (R22): the scheme of subjects, credits and marks the batches from `from_year` on are taught and examined by. */
export const regulations = pgTable(
  'regulations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    fromYear: integer('from_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('regulations_code_ux').on(sql`upper(${t.code})`)],
);

/**
 * A subject of a regulation for a programme in a semester: for one branch, or (branch null) every
 * branch of the programme. A code is in a regulation's programme once per branch, counting
 * "every branch" as a branch of its own.
 */
export const curriculumSubjects = pgTable(
  'curriculum_subjects',
  {
    id: serial('id').primaryKey(),
    regulationId: integer('regulation_id')
      .notNull()
      .references(() => regulations.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    branchId: integer('branch_id').references(() => branches.id),
    semester: smallint('semester').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    credits: doublePrecision('credits').notNull(),
    kind: text('kind', { enum: SUBJECT_KINDS }).notNull(),
    electiveGroup: text('elective_group'),
    internalMax: smallint('internal_max').notNull(),
    externalMax: smallint('external_max').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('curriculum_subjects_code_ux').on(t.regulationId, t.courseId, sql`coalesce(${t.branchId}, 0)`, sql`upper(${t.code})`),
    index('curriculum_subjects_code_idx').on(sql`upper(${t.code})`),
    check('curriculum_subjects_semester_ck', sql`${t.semester} between 1 and 10`),
    check('curriculum_subjects_credits_ck', sql`${t.credits} >= 0 and ${t.credits} <= 30`),
    check('curriculum_subjects_marks_ck', sql`${t.internalMax} >= 0 and ${t.externalMax} >= 0 and ${t.internalMax} + ${t.externalMax} > 0`),
  ],
);
