import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from '../admissions/students.table.js';
import { curriculumSubjects, regulations } from '../curriculum/curriculum.table.js';
import { batches, branches } from '../masterdata/masterdata.table.js';
import { faculty } from '../users/faculty-members.table.js';

/** A section of a batch's branch (B.Tech CSE 2024, section A), taught by a regulation in its current semester. */
export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    name: text('name').notNull(),
    regulationId: integer('regulation_id')
      .notNull()
      .references(() => regulations.id),
    semester: smallint('semester').notNull(),
    room: text('room'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sections_name_ux').on(t.batchId, t.branchId, sql`upper(${t.name})`),
    check('sections_semester_ck', sql`${t.semester} between 1 and 10`),
  ],
);

/** The section a student is in (one at a time) and their lab batch within it. */
export const sectionStudents = pgTable(
  'section_students',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    labBatch: smallint('lab_batch').notNull().default(1),
  },
  (t) => [index('section_students_section_idx').on(t.sectionId), check('section_students_lab_batch_ck', sql`${t.labBatch} in (1, 2)`)],
);

/** A student's choice in one elective group of a regulation's semester: one choice per group. */
export const electiveChoices = pgTable(
  'elective_choices',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => curriculumSubjects.id),
    regulationId: integer('regulation_id')
      .notNull()
      .references(() => regulations.id),
    semester: smallint('semester').notNull(),
    electiveGroup: text('elective_group').notNull(),
  },
  (t) => [
    uniqueIndex('elective_choices_group_ux').on(t.studentId, t.regulationId, t.semester, sql`upper(${t.electiveGroup})`),
    index('elective_choices_subject_idx').on(t.subjectId),
  ],
);

/**
 * Who teaches a subject to a section: the whole section (lab batch null) or one of its two lab
 * batches. Once per section, subject and lab batch.
 */
export const subjectAllocations = pgTable(
  'subject_allocations',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => curriculumSubjects.id),
    labBatch: smallint('lab_batch'),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id),
  },
  (t) => [
    uniqueIndex('subject_allocations_ux').on(t.sectionId, t.subjectId, sql`coalesce(${t.labBatch}, 0)`),
    index('subject_allocations_faculty_idx').on(t.facultyId),
    check('subject_allocations_lab_batch_ck', sql`${t.labBatch} is null or ${t.labBatch} in (1, 2)`),
  ],
);
