import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { students } from '../admissions/students.table.js';
import { departments } from '../masterdata/masterdata.table.js';

export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    /** An Indian mobile in its one stored form, `+91` and ten digits (ADR 0117). */
    mobile: text('mobile'),
    /** Why the last SMS to `mobile` or mail to `email` failed; cleared when the number or address changes. */
    mobileProblem: text('mobile_problem'),
    emailProblem: text('email_problem'),
    /** Ordered: the first role decides the landing page and the header. */
    roles: text('roles').array().notNull(),
    program: text('program'),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** A student's own record, or a parent's child. */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    instituteType: text('institute_type'),
    status: text('status', { enum: ['active', 'pending', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on generated logins: every call but the password change answers 403 until it is changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The modules of the Create User form (ExamCell, Obe, naac, facultydashboard, nirf, erp). */
    modules: text('modules').array().notNull().default([]),
    /** What a self sign-up asked for: a request the administrator grants or changes, never a role. */
    requestedRoles: text('requested_roles').array(),
    /** The rest of the registration form: college, eamcet code, affiliation, department, promotions. */
    profile: jsonb('profile').$type<UserProfile>(),
  },
  (t) => [
    check('users_mobile_normalised', sql`${t.mobile} ~ '^\\+91[6-9][0-9]{9}$'`),
    // A student's logins, and their parents': whom an event of the student tells (ADR 0117).
    index('users_student_idx').on(t.studentId),
  ],
);

export interface UserProfile {
  eamcetCode?: string;
  collegeName?: string;
  affiliatedTo?: string;
  department?: string;
  promotions?: boolean;
  signInType?: string;
}

/** Opaque session tokens, stored as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Password reset links: single use, 30 minutes, only the SHA-256 hash of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
