import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** An examination whose results are uploaded together, e.g. 'B.Tech III-I Semester Regular Examinations, November 2025'. */
export const examTitles = pgTable('exam_titles', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  /** draft: staff only; published: visible to everyone and immutable until unpublished. */
  status: text('status', { enum: ['draft', 'published'] })
    .notNull()
    .default('draft'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /**
   * A hidden title that an upload writes its students under, a part at a time, until one short step
   * moves them to the real title (or, after that step, holds the students they replaced until they are
   * deleted). Never listed or looked up.
   */
  staging: boolean('staging').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One student's result in one exam title, with the totals computed at import. */
export const studentResults = pgTable(
  'student_results',
  {
    id: serial('id').primaryKey(),
    examTitleId: integer('exam_title_id')
      .notNull()
      .references(() => examTitles.id, { onDelete: 'cascade' }),
    rollNo: text('roll_no').notNull(),
    studentName: text('student_name').notNull(),
    totalCredits: doublePrecision('total_credits').notNull(),
    earnedCredits: doublePrecision('earned_credits').notNull(),
    passCount: integer('pass_count').notNull(),
    failCount: integer('fail_count').notNull(),
    sgpa: doublePrecision('sgpa').notNull(),
    /** Printed with a QR code on the grade sheet; opens the public verification page. */
    verificationCode: text('verification_code').notNull().unique(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('student_results_title_roll_uq').on(t.examTitleId, t.rollNo),
    // A student's results across titles (their landing page, pass rates of a group), in any case.
    index('student_results_roll_upper_idx').on(sql`upper(${t.rollNo})`),
  ],
);

/** One course of a student's result; grade, points and status are computed from the marks. */
export const courseResults = pgTable(
  'course_results',
  {
    id: serial('id').primaryKey(),
    studentResultId: integer('student_result_id')
      .notNull()
      .references(() => studentResults.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    courseCode: text('course_code').notNull(),
    course: text('course').notNull(),
    credits: doublePrecision('credits').notNull(),
    /** null when absent (grade AB). */
    marks: doublePrecision('marks'),
    grade: text('grade', { enum: ['S', 'A', 'B', 'C', 'D', 'F', 'AB'] }).notNull(),
    gradePoints: integer('grade_points').notNull(),
    status: text('status', { enum: ['Pass', 'Fail'] }).notNull(),
  },
  (t) => [index('course_results_student_idx').on(t.studentResultId, t.position)],
);
