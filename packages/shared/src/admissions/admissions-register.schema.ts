import { z } from 'zod';
import { boundedText, CHOICE_MAX, CODE_MAX, fromOneTo, NAME_MAX, oneOfIssue, wholeNumber } from '../limits.js';

/** Rows per page the register offers; the API takes any size from 1 to the largest. */
export const REGISTER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const REGISTER_PAGE_SIZE_DEFAULT = 25;
const PAGE_SIZE_MAX = REGISTER_PAGE_SIZES[REGISTER_PAGE_SIZES.length - 1];
/** Far past any college's register (100 rows a page), and small enough that the offset stays cheap. */
export const REGISTER_PAGE_MAX = 10_000;

/** Newest admissions first, or by name, or by roll number. */
export const REGISTER_SORTS = ['newest', 'name', 'rollNumber'] as const;
export type RegisterSort = (typeof REGISTER_SORTS)[number];

/**
 * `GET /api/admissions/register`: one search box (`q`: every word must match the name, roll number,
 * admission number, the last four Aadhaar digits, or a course, branch or batch), the course, batch
 * and branch filters the forms' dropdowns offer, and a page.
 */
export const admissionsRegisterQuerySchema = z.object({
  q: boundedText(NAME_MAX, 'q').optional(),
  course: boundedText(CODE_MAX, 'course').optional(),
  batch: boundedText(CHOICE_MAX, 'batch').optional(),
  branch: boundedText(CODE_MAX, 'branch').optional(),
  sort: z.enum(REGISTER_SORTS, { error: oneOfIssue('sort', REGISTER_SORTS) }).default('newest'),
  page: wholeNumber(1, REGISTER_PAGE_MAX, fromOneTo('page', REGISTER_PAGE_MAX)).default(1),
  pageSize: wholeNumber(1, PAGE_SIZE_MAX, fromOneTo('pageSize', PAGE_SIZE_MAX)).default(REGISTER_PAGE_SIZE_DEFAULT),
});
export type AdmissionsRegisterQuery = z.infer<typeof admissionsRegisterQuerySchema>;

/** One admitted student as the register lists them: no form fields beyond these, the Aadhaar number masked. */
const admissionsRegisterRowSchema = z.object({
  studentId: z.number(),
  rollNumber: z.string(),
  admissionNumber: z.string().nullable(),
  name: z.string(),
  course: z.string(),
  batch: z.string(),
  branch: z.string(),
  /** `XXXX XXXX 1234`; null when no admission form has been saved for the student. */
  aadhaar: z.string().nullable(),
  dateOfAdmission: z.string().nullable(),
  /** Whether the full admission form has been saved (and so there is an admission PDF to print). */
  formSaved: z.boolean(),
});
export type AdmissionsRegisterRow = z.infer<typeof admissionsRegisterRowSchema>;

export const admissionsRegisterPageSchema = z.object({
  /** Every student matching the search, on all pages. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rows: z.array(admissionsRegisterRowSchema),
});
export type AdmissionsRegisterPage = z.infer<typeof admissionsRegisterPageSchema>;
