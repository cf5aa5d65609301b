import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** Ordered: the first role decides the landing page and the header. */
    roles: text('roles').array().notNull(),
    program: text('program'),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** A student's own record, or a parent's child. */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    instituteType: text('institute_type'),
    status: text('status', { enum: ['active', 'pending', 'disabled'] }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

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
