import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  COMMITTEE_GENDERS,
  COMMITTEE_ROLES,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_EVENT_KINDS,
  GRIEVANCE_FILER_KINDS,
  GRIEVANCE_OUTCOMES,
  GRIEVANCE_STATUSES,
  SOCIAL_CATEGORIES,
} from '@campus/shared';

/**
 * The Students' Grievance Redressal Committee, member by member and term by term: a member who
 * leaves gets an end date and stays in the record. One chairperson and one ombudsperson at a time
 * (partial unique indexes); a login sits on the committee once at a time.
 */
export const grievanceCommittee = pgTable(
  'grievance_committee',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    role: text('role', { enum: COMMITTEE_ROLES }).notNull(),
    designation: text('designation').notNull(),
    gender: text('gender', { enum: COMMITTEE_GENDERS }).notNull(),
    socialCategory: text('social_category', { enum: SOCIAL_CATEGORIES }).notNull(),
    /** The login the member acts through; null for one who does not sign in (a student invitee, an outside ombudsperson). */
    userId: integer('user_id'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    untilDate: date('until_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('grievance_committee_one_chair_ux')
      .on(t.role)
      .where(sql`${t.untilDate} is null and ${t.role} in ('chairperson', 'ombudsperson')`),
    uniqueIndex('grievance_committee_user_ux')
      .on(t.userId)
      .where(sql`${t.untilDate} is null and ${t.userId} is not null`),
    check('grievance_committee_until_ck', sql`${t.untilDate} is null or ${t.untilDate} >= ${t.fromDate}`),
  ],
);

/**
 * A grievance from its receipt to its decision and any appeal. Nothing is deleted; every step is an
 * event. `due_on` is the 15th working day after receipt by the college calendar, fixed at filing.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: serial('id').primaryKey(),
    /** The acknowledgement number: `GRV-2026-00042`, the year of receipt and the id. */
    number: text('number').notNull(),
    category: text('category', { enum: GRIEVANCE_CATEGORIES }).notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    filerKind: text('filer_kind', { enum: GRIEVANCE_FILER_KINDS }).notNull(),
    /** The login that filed it; null for an anonymous grievance. */
    filerUserId: integer('filer_user_id'),
    /** The student it is about when a student or a parent filed it. */
    studentId: integer('student_id'),
    confidential: boolean('confidential').notNull().default(false),
    /** An anonymous filer follows the grievance by its number and this code (a hash; the code is shown once). */
    trackingCodeHash: text('tracking_code_hash'),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull().default('received'),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    assignedMemberId: integer('assigned_member_id').references(() => grievanceCommittee.id),
    outcome: text('outcome', { enum: GRIEVANCE_OUTCOMES }),
    decidedOn: date('decided_on', { mode: 'string' }),
    appealedOn: date('appealed_on', { mode: 'string' }),
    appealOutcome: text('appeal_outcome', { enum: GRIEVANCE_OUTCOMES }),
    appealDecidedOn: date('appeal_decided_on', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('grievances_number_ux').on(t.number),
    index('grievances_status_idx').on(t.status, t.dueOn),
    index('grievances_received_idx').on(t.receivedOn),
    index('grievances_filer_idx').on(t.filerUserId),
    index('grievances_member_idx').on(t.assignedMemberId),
    check('grievances_status_ck', sql`${t.status} in ('received', 'inReview', 'decided', 'appealed', 'closed')`),
    check('grievances_filer_ck', sql`(${t.filerKind} = 'anonymous') = (${t.filerUserId} is null)`),
    check('grievances_decided_ck', sql`(${t.decidedOn} is null) = (${t.outcome} is null)`),
  ],
);

/** A grievance's timeline: filed, assigned, hearings, replies, notes, the decision, the appeal and its award. Only added to. */
export const grievanceEvents = pgTable(
  'grievance_events',
  {
    id: serial('id').primaryKey(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id),
    kind: text('kind', { enum: GRIEVANCE_EVENT_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The login that recorded it; null for an anonymous filer. */
    byUserId: integer('by_user_id'),
    text: text('text'),
    hearingOn: date('hearing_on', { mode: 'string' }),
    outcome: text('outcome', { enum: GRIEVANCE_OUTCOMES }),
    /** The member a grievance was assigned to, on an `assigned` event. */
    memberId: integer('member_id').references(() => grievanceCommittee.id),
  },
  (t) => [index('grievance_events_grievance_idx').on(t.grievanceId, t.at)],
);

/** A file filed with a grievance, kept under a random name in the data folder. */
export const grievanceAttachments = pgTable(
  'grievance_attachments',
  {
    id: serial('id').primaryKey(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id),
    storedName: text('stored_name').notNull(),
    fileName: text('file_name').notNull(),
    type: text('type').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [index('grievance_attachments_grievance_idx').on(t.grievanceId)],
);

/** The grievance cell's settings: one row. */
export const grievanceSettings = pgTable(
  'grievance_settings',
  {
    id: integer('id').primaryKey().default(1),
    anonymousOn: boolean('anonymous_on').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('grievance_settings_one_ck', sql`${t.id} = 1`)],
);
