import { sql } from 'drizzle-orm';
import { check, date, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The college's terms (semesters), each from its first to its last day. Terms do not overlap: an
 * exclusion constraint on their date ranges, added by the migration.
 */
export const collegeTerms = pgTable(
  'college_terms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('college_terms_name_uq').on(sql`lower(${t.name})`),
    check('college_terms_dates_ck', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);
