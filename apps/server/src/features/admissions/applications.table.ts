import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.js';
import { students } from './students.table.js';

/**
 * The admission application of a student: every field of the full form. Searchable fields are
 * columns; the rest of the record is kept as JSON (money in paise). The Aadhaar number is only
 * stored encrypted (AES-256-GCM), with a keyed hash for uniqueness and the last four digits for
 * the masked form.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .unique()
      .references(() => students.id),
    admissionNumber: text('admission_number').notNull().unique(),
    dateOfAdmission: text('date_of_admission'),
    admissionType: text('admission_type'),
    seatType: text('seat_type'),
    category: text('category'),
    subCaste: text('sub_caste'),
    aadhaarCipher: text('aadhaar_cipher').notNull(),
    aadhaarHash: text('aadhaar_hash').notNull().unique(),
    aadhaarLast4: text('aadhaar_last4').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    photoFile: text('photo_file'),
    photoType: text('photo_type'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The register finds an admission by the last four Aadhaar digits (ADR 0040).
  (t) => [index('applications_created_idx').on(t.createdAt), index('applications_aadhaar_last4_idx').on(t.aadhaarLast4)],
);

/** The last admission number issued per academic year; incremented inside the saving transaction. */
export const admissionCounters = pgTable('admission_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull().default(0),
});
