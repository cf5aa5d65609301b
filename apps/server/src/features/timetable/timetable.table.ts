import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sections, subjectAllocations } from '../sections/sections.table.js';
import { faculty } from '../users/faculty-members.table.js';

/** The periods of the college day, numbered from 1, with their times (`HH:MM`). */
export const collegePeriods = pgTable(
  'college_periods',
  {
    number: smallint('number').primaryKey(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
  },
  (t) => [check('college_periods_times_ck', sql`${t.startsAt} < ${t.endsAt}`)],
);

/**
 * A class on a section's weekly timetable. The database refuses a clash: a teacher or a room in
 * two places in one period, or one part of a section (`all`, a lab batch `B1`/`B2`, an elective
 * `E<subject>`) given two classes at once.
 */
export const timetableSlots = pgTable(
  'timetable_slots',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    weekday: smallint('weekday').notNull(),
    period: smallint('period')
      .notNull()
      .references(() => collegePeriods.number),
    allocationId: integer('allocation_id')
      .notNull()
      .references(() => subjectAllocations.id),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id),
    part: text('part').notNull(),
    room: text('room'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timetable_slots_faculty_ux').on(t.facultyId, t.weekday, t.period),
    uniqueIndex('timetable_slots_room_ux')
      .on(sql`upper(${t.room})`, t.weekday, t.period)
      .where(sql`${t.room} is not null`),
    uniqueIndex('timetable_slots_part_ux').on(t.sectionId, t.weekday, t.period, t.part),
    index('timetable_slots_allocation_idx').on(t.allocationId),
    check('timetable_slots_weekday_ck', sql`${t.weekday} between 1 and 6`),
  ],
);

/** Another faculty member takes a class on one day: once per class and day, and a substitute in one class per period. */
export const timetableSubstitutions = pgTable(
  'timetable_substitutions',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => timetableSlots.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    period: smallint('period').notNull(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timetable_substitutions_slot_ux').on(t.slotId, t.day),
    uniqueIndex('timetable_substitutions_faculty_ux').on(t.facultyId, t.day, t.period),
  ],
);
