import { boolean, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});

/** A course is a degree programme: B.Tech, M.Tech, MBA, MCA, Diploma. */
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  level: text('level').notNull(),
  durationYears: integer('duration_years').notNull(),
  active: boolean('active').notNull().default(true),
});

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
  (t) => [unique('batches_course_name_uq').on(t.courseId, t.name)],
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
  (t) => [unique('branches_course_code_uq').on(t.courseId, t.code)],
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
export const casteCategories = pgTable('caste_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});

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
  (t) => [unique('sub_castes_category_name_uq').on(t.categoryId, t.name)],
);

/** Seat types: `getSeatTypesAsDrop` answers them as 'CODE,Label'. */
export const seatTypes = pgTable('seat_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Admission agents (consultancies) who bring students. */
export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  phone: text('phone'),
  active: boolean('active').notNull().default(true),
});

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
  (t) => [unique('key_values_key_value_uq').on(t.key, t.value)],
);

export const admissionTypes = pgTable('admission_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  active: boolean('active').notNull().default(true),
});
