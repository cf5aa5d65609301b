import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContactData } from '@campus/shared';

/** One row: the college this installation runs. */
export const collegeSettings = pgTable('college_settings', {
  id: integer('id').primaryKey().default(1),
  code: text('code').notNull(),
  name: text('name').notNull(),
  aboutUs: text('about_us').notNull().default(''),
  contact: jsonb('contact').$type<Omit<ContactData, 'aboutUs'>>().notNull(),
  logo: text('logo'),
  banner: text('banner'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
