import { z } from 'zod';
import { CODE_MAX, fromOneTo, NAME_MAX, requiredIssue, ROLL_NO_MAX, textOnly, TITLE_MAX, tooLong, wholeNumber } from '../limits.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { MESSAGES } from '../messages.js';
import { issueText } from '../schema-issue.js';
import { GRADES, RESULT_STATUSES } from './grade-scale.js';

export const EXAM_TITLE_MAX = TITLE_MAX;

export const examTitleSchema = z
  .string()
  .trim()
  .max(EXAM_TITLE_MAX, tooLong(EXAM_TITLE_MAX, 'examTitle'))
  .min(1, requiredIssue('examTitle'));

/** Query of `getExamResultByRollNoView` and `getExamResultByRollNoReport`. */
export const resultLookupQuerySchema = z.object({
  rollNo: z
    .string()
    .trim()
    .max(ROLL_NO_MAX, tooLong(ROLL_NO_MAX, 'rollNo'))
    .min(1, issueText('results.enterRollNumber', MESSAGES.enterRollNumber)),
  examTitle: examTitleSchema,
});
export type ResultLookupQuery = z.infer<typeof resultLookupQuerySchema>;

/** One course of a result, as spec 000 section 3 names it. */
const resultRecordSchema = z.object({
  examTitle: z.string(),
  sgpa: z.number(),
  courseCode: z.string(),
  course: z.string(),
  credits: z.number(),
  grade: z.enum(GRADES),
  gradePoints: z.number(),
  status: z.enum(RESULT_STATUSES),
});
export type ResultRecord = z.infer<typeof resultRecordSchema>;

/** The exam result answer of `getExamResultByRollNoView` (spec 000 section 3). */
export const examResultSchema = z.object({
  studentName: z.string(),
  studentRollNo: z.string(),
  totalCredits: z.number(),
  earnedCredits: z.number(),
  passCount: z.number().int(),
  failCount: z.number().int(),
  listofRecords: z.array(resultRecordSchema),
});
export type ExamResult = z.infer<typeof examResultSchema>;

/** `getExamResultByRollNoReport`: `success` is the string 'True' with the PDF, else 'False'. */
export const resultReportSchema = z.object({
  success: z.enum(['True', 'False']),
  b64: z.string().optional(),
  message: z.string().optional(),
});
export type ResultReport = z.infer<typeof resultReportSchema>;

/** The public verification page's data (`GET /api/results/verify/{code}`). */
export const resultVerificationSchema = z.object({
  code: z.string(),
  collegeName: z.string(),
  examTitle: z.string(),
  publishedAt: z.string().nullable(),
  result: examResultSchema,
});
export type ResultVerification = z.infer<typeof resultVerificationSchema>;

const EXAM_TITLE_STATUSES = ['draft', 'published'] as const;
export type ExamTitleStatus = (typeof EXAM_TITLE_STATUSES)[number];

/** An exam title as staff see it on the results screen. */
export const examTitleSummarySchema = z.object({
  title: z.string(),
  status: z.enum(EXAM_TITLE_STATUSES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  students: z.number().int(),
  records: z.number().int(),
  passPercent: z.number(),
});
export type ExamTitleSummary = z.infer<typeof examTitleSummarySchema>;

/** The answer to publishing or withdrawing a title: its status now. */
export const examTitleStatusAnswerSchema = examTitleSummarySchema.pick({ title: true, status: true, publishedAt: true });
export type ExamTitleStatusAnswer = z.infer<typeof examTitleStatusAnswerSchema>;

export const RESULT_UPLOAD_COLUMNS = ['rollNo', 'studentName', 'examTitle', 'courseCode', 'course', 'credits', 'marks'] as const;

const requiredText = (column: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredIssue(column) : textOnly(issue)) })
    .trim()
    .max(max, tooLong(max, column))
    .min(1, requiredIssue(column));

/** Marks cell: a number 0–100 or 'AB' (absent); numbers typed as text are accepted. */
const marksSchema = z.union([z.string(), z.number()], { error: requiredIssue('marks') }).transform((raw, ctx) => {
  const text = String(raw).trim();
  if (text.toUpperCase() === 'AB') return 'AB' as const;
  const n = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(n) || n < 0 || n > 100) {
    ctx.addIssue({
      code: 'custom',
      message: text === '' ? requiredIssue('marks') : issueText('results.marks', 'marks must be a number from 0 to 100, or AB for absent'),
    });
    return z.NEVER;
  }
  return n;
});

/** The most credits one course can carry (a full-semester project or internship). */
export const CREDITS_MAX = 40;

export const creditsSchema = z.union([z.string(), z.number()], { error: requiredIssue('credits') }).transform((raw, ctx) => {
  const text = String(raw).trim();
  const n = text === '' ? Number.NaN : Number(text);
  const problem =
    text === ''
      ? requiredIssue('credits')
      : !Number.isFinite(n) || n <= 0
        ? issueText('results.creditsPositive', 'credits must be a positive number')
        : n > CREDITS_MAX
          ? issueText('results.creditsMax', 'credits must be at most {{max}}', { max: CREDITS_MAX })
          : null;
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return n;
});

/** One row of the results workbook (columns rollNo, studentName, examTitle, courseCode, course, credits, marks). */
export const resultUploadRowSchema = z.object({
  rollNo: requiredText('rollNo', ROLL_NO_MAX)
    .regex(/^\S*$/, issueText('input.noSpaces', INPUT_TEXTS.noSpaces, { field: 'rollNo' }))
    .transform((s) => s.toUpperCase()),
  studentName: requiredText('studentName', NAME_MAX),
  examTitle: requiredText('examTitle', EXAM_TITLE_MAX),
  courseCode: requiredText('courseCode', CODE_MAX).transform((s) => s.toUpperCase()),
  course: requiredText('course', TITLE_MAX),
  credits: creditsSchema,
  marks: marksSchema,
});
export type ResultUploadRow = z.output<typeof resultUploadRowSchema>;

/**
 * The form field of a results upload that says the file's student names are to be ignored: the
 * names in the student register are stored and published instead. Anything but 'true' keeps the
 * names checked against the register.
 */
export const IGNORE_NAMES_FIELD = 'ignoreNames';
export const resultUploadOptionsSchema = z.object({
  [IGNORE_NAMES_FIELD]: z
    .enum(['true', 'false'], { error: issueText('input.trueOrFalse', INPUT_TEXTS.trueOrFalse, { field: IGNORE_NAMES_FIELD }) })
    .optional()
    .transform((v) => v === 'true'),
});
export type ResultUploadOptions = z.output<typeof resultUploadOptionsSchema>;

const RESULTS_PAGE_SIZE_MAX = 100;

/** Query of the staff list of a title's results (`GET /api/exam-results/{examTitle}/students`). */
export const titleResultsQuerySchema = z.object({
  page: wholeNumber(1, 100_000, fromOneTo('page', 100000)).default(1),
  pageSize: wholeNumber(1, RESULTS_PAGE_SIZE_MAX, fromOneTo('pageSize', RESULTS_PAGE_SIZE_MAX)).default(25),
  /** Part of a roll number or a name, in any case. */
  search: z.string().trim().max(NAME_MAX, tooLong(NAME_MAX, 'search')).optional(),
});
export type TitleResultsQuery = z.output<typeof titleResultsQuerySchema>;

/** One student's totals in the staff list of a title's results. */
const titleResultRowSchema = z.object({
  rollNo: z.string(),
  studentName: z.string(),
  totalCredits: z.number(),
  earnedCredits: z.number(),
  passCount: z.number().int(),
  failCount: z.number().int(),
  sgpa: z.number(),
});
export type TitleResultRow = z.infer<typeof titleResultRowSchema>;

/** A page of a title's results as staff see it, drafts included. */
export const titleResultsPageSchema = z.object({
  title: z.string(),
  status: z.enum(EXAM_TITLE_STATUSES),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(titleResultRowSchema),
});
export type TitleResultsPage = z.infer<typeof titleResultsPageSchema>;

/** Path of a student's grade sheet preview for staff. */
export const gradeSheetPreviewParamsSchema = z.object({
  examTitle: examTitleSchema,
  rollNo: z
    .string()
    .trim()
    .max(ROLL_NO_MAX, tooLong(ROLL_NO_MAX, 'rollNo'))
    .min(1, issueText('results.enterRollNumber', MESSAGES.enterRollNumber)),
});
