import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.js';
import { departments } from '../masterdata/masterdata.table.js';

/** The college's faculty members (the `faculty` table): who teaches in which department, and their login once made. */
export const faculty = pgTable('faculty', {
  id: serial('id').primaryKey(),
  empCode: text('emp_code').notNull().unique(),
  fullName: text('full_name').notNull(),
  email: text('email'),
  designation: text('designation').notNull(),
  departmentId: integer('department_id').references(() => departments.id),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
});
