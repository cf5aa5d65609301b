import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { batches, branches, courses, semesters } from '../masterdata/masterdata.table.js';

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
  },
  (t) => [
    index('students_course_batch_branch_idx').on(t.courseId, t.batchId, t.branchId),
    // The register's pages in name order, and its batch and branch filters (ADR 0040).
    index('students_name_ci_idx').on(sql`lower(${t.fullName})`, t.id),
    index('students_batch_idx').on(t.batchId),
    index('students_branch_idx').on(t.branchId),
  ],
);
