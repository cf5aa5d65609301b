import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Forms and Excel imports match codes and names in any case (`b.tech` finds `B.Tech`), so two that
 * differ only in case could not be told apart: they are unique regardless of case.
 */
const lower = (column: AnyPgColumn) => sql`lower(${column})`;

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('departments_code_ci_uq').on(lower(t.code))],
);

/** A course is a degree programme: B.Tech, M.Tech, MBA, MCA, Diploma. */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    level: text('level').notNull(),
    durationYears: integer('duration_years').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('courses_code_ci_uq').on(lower(t.code))],
);

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    name: text('name').notNull(),
    startYear: integer('start_year').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('batches_course_name_ci_uq').on(t.courseId, lower(t.name))],
);

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The two-digit branch code of JNTU-style roll numbers (CSE = 05). */
    rollCode: text('roll_code').notNull(),
    departmentId: integer('department_id').references(() => departments.id),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('branches_course_code_ci_uq').on(t.courseId, lower(t.code))],
);

export const semesters = pgTable(
  'semesters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    name: text('name').notNull(),
    number: integer('number').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('semesters_course_number_uq').on(t.courseId, t.number)],
);

/** Reservation categories (OC, BC-A … BC-E, SC, ST, EWS). */
export const casteCategories = pgTable(
  'caste_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('caste_categories_code_ci_uq').on(lower(t.code))],
);

export const subCastes = pgTable(
  'sub_castes',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => casteCategories.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('sub_castes_category_name_ci_uq').on(t.categoryId, lower(t.name))],
);

/** Seat types: `getSeatTypesAsDrop` answers them as 'CODE,Label'. */
export const seatTypes = pgTable(
  'seat_types',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('seat_types_code_ci_uq').on(lower(t.code))],
);

/** Admission agents (consultancies) who bring students. */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('agents_name_ci_uq').on(lower(t.name))],
);

/** Small lists by key: entrancetype, Nationality, Religion. */
export const keyValues = pgTable(
  'key_values',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('key_values_key_value_ci_uq').on(t.key, lower(t.value))],
);

export const admissionTypes = pgTable(
  'admission_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('admission_types_name_ci_uq').on(lower(t.name))],
);
