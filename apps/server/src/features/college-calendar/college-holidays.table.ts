import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The college's holidays: days the college is closed. Sundays are closed without being listed. */
export const collegeHolidays = pgTable('college_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
