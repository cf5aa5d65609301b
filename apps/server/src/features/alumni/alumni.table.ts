import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.js';

/**
 * Alumni registrations (001 §2, §3): one per roll number (stored upper-cased, as the branch is),
 * kept by the user who registered it, who may change it from the alumni dashboard.
 */
export const alumniRegistrations = pgTable(
  'alumni_registrations',
  {
    id: serial('id').primaryKey(),
    /**
     * The account that holds it; null for a register student's registration taken back from another
     * account while the student had none of their own: it waits for the student's save (ADR 0080).
     */
    registeredBy: integer('registered_by').references(() => users.id),
    name: text('name').notNull(),
    rollNumber: text('roll_number').notNull(),
    degree: text('degree').notNull(),
    course: text('course').notNull(),
    batch: text('batch').notNull(),
    branch: text('branch').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email').notNull(),
    /** yes, no or NA. */
    working: text('working').notNull(),
    companyName: text('company_name').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    workAddress: text('work_address').notNull().default(''),
    instituteName: text('institute_name').notNull().default(''),
    courseName: text('course_name').notNull().default(''),
    eduAddress: text('edu_address').notNull().default(''),
    fileStored: text('file_stored'),
    fileType: text('file_type'),
    fileName: text('file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alumni_registrations_roll_number_uq').on(t.rollNumber),
    index('alumni_registrations_registered_by_idx').on(t.registeredBy),
  ],
);

/** Alumni history (001 §2, §3): what a former student does now, recorded by placement staff; one record per roll number. */
export const alumniHistory = pgTable(
  'alumni_history',
  {
    id: serial('id').primaryKey(),
    /** working or studying. */
    status: text('status').notNull(),
    rollNumber: text('roll_number').notNull(),
    name: text('name').notNull(),
    fatherName: text('father_name').notNull(),
    course: text('course').notNull(),
    batch: text('batch').notNull(),
    branch: text('branch').notNull(),
    section: text('section').notNull().default(''),
    studentEmail: text('student_email').notNull(),
    studentMobile: text('student_mobile').notNull(),
    company: text('company').notNull().default(''),
    packages: text('packages').notNull().default(''),
    designation: text('designation').notNull().default(''),
    experience: text('experience').notNull().default(''),
    location: text('location').notNull().default(''),
    instituteName: text('institute_name').notNull().default(''),
    photoStored: text('photo_stored'),
    photoType: text('photo_type'),
    photoName: text('photo_name'),
    certificateStored: text('certificate_stored'),
    certificateType: text('certificate_type'),
    certificateName: text('certificate_name'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alumni_history_roll_number_uq').on(t.rollNumber)],
);
