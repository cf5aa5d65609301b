import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { batches, branches, courses, semesters } from '../masterdata/masterdata.table.js';

/**
 * A bulk upload of new admissions, saved a few hundred students per transaction (ADR 0061): its
 * students carry its id, and those of an upload that never finished are removed again.
 */
export const admissionImports = pgTable('admission_imports', {
  id: serial('id').primaryKey(),
  rows: integer('rows').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /**
   * Its server holds a claim on it while saving (ADR 0094): once the claim is free, the server died.
   * An upload of an earlier release (false) is judged by its age instead.
   */
  claimed: boolean('claimed').notNull().default(false),
});

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    rollNumber: text('roll_number').notNull().unique(),
    admissionNumber: text('admission_number').unique(),
    fullName: text('full_name').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    semesterId: integer('semester_id').references(() => semesters.id),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    email: text('email'),
    mobile: text('mobile'),
    fatherName: text('father_name'),
    motherName: text('mother_name'),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The bulk upload that saved this student, if one did. */
    importId: integer('import_id').references(() => admissionImports.id),
  },
  (t) => [
    index('students_course_batch_branch_idx').on(t.courseId, t.batchId, t.branchId),
    // The register's pages in name order, and its batch and branch filters (ADR 0040).
    index('students_name_ci_idx').on(sql`lower(${t.fullName})`, t.id),
    index('students_batch_idx').on(t.batchId),
    index('students_branch_idx').on(t.branchId),
    // Results name a student by roll number in any case (notifications of a title's results, ADR 0117).
    index('students_roll_upper_idx').on(sql`upper(${t.rollNumber})`),
    // The library desk finds a student by the roll or admission number on their card, in any case.
    index('students_admission_upper_idx').on(sql`upper(${t.admissionNumber})`),
  ],
);
