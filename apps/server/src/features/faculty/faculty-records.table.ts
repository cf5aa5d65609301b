import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.js';
import { departments } from '../masterdata/masterdata.table.js';
import { faculty } from '../users/faculty-members.table.js';

// What faculty members record of their work: achievements, publications, MOUs and awards. The members
// themselves are the users feature's (faculty-members.table.ts).

/** A faculty member's achievement (001 §3): department and faculty by reference, names read from them. */
export const facultyAchievements = pgTable(
  'faculty_achievements',
  {
    id: serial('id').primaryKey(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    achievedOn: date('achieved_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faculty_achievements_faculty_idx').on(t.facultyId), index('faculty_achievements_department_idx').on(t.departmentId)],
);

/** A research paper; its citations and whether Scopus indexes it feed the profile's counts. */
export const facultyPublications = pgTable(
  'faculty_publications',
  {
    id: serial('id').primaryKey(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    venue: text('venue').notNull(),
    year: integer('year').notNull(),
    citations: integer('citations').notNull().default(0),
    scopusIndexed: boolean('scopus_indexed').notNull().default(false),
  },
  (t) => [index('faculty_publications_faculty_idx').on(t.facultyId)],
);

/** A memorandum of understanding a faculty member brought about. */
export const facultyMous = pgTable(
  'faculty_mous',
  {
    id: serial('id').primaryKey(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id, { onDelete: 'cascade' }),
    organisation: text('organisation').notNull(),
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('faculty_mous_faculty_idx').on(t.facultyId)],
);

/** An award received by a faculty member. */
export const facultyAwards = pgTable(
  'faculty_awards',
  {
    id: serial('id').primaryKey(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    awardedBy: text('awarded_by').notNull(),
    year: integer('year').notNull(),
  },
  (t) => [index('faculty_awards_faculty_idx').on(t.facultyId)],
);
