import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, DRIVE_GENDERS, DRIVE_MODES, type PlacementRound } from '@campus/shared';
import { students } from '../admissions/students.table.js';

/** A company that recruits, with the persons the placement office writes to. Names are unique regardless of case. */
export const placementCompanies = pgTable(
  'placement_companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sector: text('sector').notNull(),
    website: text('website'),
    contacts: jsonb('contacts').$type<{ name: string; email: string; phone: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('placement_companies_name_ci_ux').on(sql`lower(${t.name})`)],
);

/**
 * A company's drive: the job, its CTC in whole rupees a year, the day, the mode, the rounds in their
 * order, and who may apply, judged from the college's own records (ADR 0142).
 */
export const placementDrives = pgTable(
  'placement_drives',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => placementCompanies.id),
    jobTitle: text('job_title').notNull(),
    ctcRupees: integer('ctc_rupees').notNull(),
    location: text('location').notNull(),
    driveOn: date('drive_on', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: DRIVE_MODES }).notNull(),
    rounds: jsonb('rounds').$type<PlacementRound[]>().notNull(),
    courseIds: integer('course_ids').array().notNull(),
    /** Empty: every branch of the programmes. */
    branchIds: integer('branch_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    batchIds: integer('batch_ids').array().notNull(),
    minCgpa: doublePrecision('min_cgpa'),
    maxBacklogs: integer('max_backlogs'),
    gender: text('gender', { enum: DRIVE_GENDERS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('placement_drives_company_idx').on(t.companyId),
    check('placement_drives_ctc_ck', sql`${t.ctcRupees} > 0`),
    check('placement_drives_cgpa_ck', sql`${t.minCgpa} is null or (${t.minCgpa} >= 0 and ${t.minCgpa} <= 10)`),
  ],
);

/** A student's application to a drive with their résumé: one per student and drive; `round` counts the rounds cleared. */
export const placementApplications = pgTable(
  'placement_applications',
  {
    id: serial('id').primaryKey(),
    driveId: integer('drive_id')
      .notNull()
      .references(() => placementDrives.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('inRunning'),
    round: integer('round').notNull().default(0),
    resumeStored: text('resume_stored'),
    resumeName: text('resume_name'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('placement_applications_drive_student_ux').on(t.driveId, t.studentId),
    index('placement_applications_student_idx').on(t.studentId),
    check('placement_applications_round_ck', sql`${t.round} >= 0`),
  ],
);

/** An offer made to an applicant who cleared every round, with its CTC in whole rupees a year and the letter. One per application. */
export const placementOffers = pgTable(
  'placement_offers',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => placementApplications.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    ctcRupees: integer('ctc_rupees').notNull(),
    offeredOn: date('offered_on', { mode: 'string' }).notNull(),
    letterStored: text('letter_stored'),
    letterName: text('letter_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('placement_offers_application_ux').on(t.applicationId),
    index('placement_offers_student_idx').on(t.studentId),
    check('placement_offers_ctc_ck', sql`${t.ctcRupees} > 0`),
  ],
);

/** A student who opted out of placements (higher studies, a family business), with the reason. Once per student. */
export const placementOptOuts = pgTable('placement_opt_outs', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id),
  reason: text('reason').notNull(),
  optedOutOn: date('opted_out_on', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The placement office's setting: one row, written at the first save; until then the default multiple. */
export const placementSettings = pgTable(
  'placement_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** A student holding an offer applies only to a drive of at least this many times their best offer. */
    offerMultiple: doublePrecision('offer_multiple').notNull().default(1.5),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('placement_settings_one_ck', sql`${t.id} = 1`)],
);
