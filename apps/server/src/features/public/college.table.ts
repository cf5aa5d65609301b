import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContactData } from '@campus/shared';

/** One row: the college this installation runs. */
export const collegeSettings = pgTable('college_settings', {
  id: integer('id').primaryKey().default(1),
  code: text('code').notNull(),
  name: text('name').notNull(),
  aboutUs: text('about_us').notNull().default(''),
  contact: jsonb('contact').$type<Omit<ContactData, 'aboutUs' | 'timeZone' | 'collegeName'>>().notNull(),
  logo: text('logo'),
  banner: text('banner'),
  /** IANA name of the zone every date the college prints or decides on is read in. */
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
