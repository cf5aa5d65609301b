import { z } from 'zod';
import { INPUT_TEXTS } from '../input-texts.js';
import { issueText, issuesOf, type IssueMessage } from '../schema-issue.js';
import { ADMISSION_TEXTS } from './admission-error-texts.js';
import { DATE_PATTERN } from '../dates.js';
import { boundedText, CODE_MAX, SHORT_CODE_MAX, textOnly } from '../limits.js';
import {
  BLOOD_GROUPS,
  birthDateField,
  ADMISSION_ISSUES,
  ALWAYS,
  checkAdmissionCombinations,
  choiceField,
  dateField,
  emailField,
  freeTextField,
  GENDERS,
  numberField,
  optional,
  textField,
} from './admission.schema.js';
import { isValidAadhaar } from './verhoeff.js';

/**
 * The simple Student Admission Form (spec 000 section 5): its eight submit alerts in their order,
 * the on-blur checks, and the same rules for every row of the bulk Excel upload.
 */

const admissionIssue = issuesOf('admissions', ADMISSION_TEXTS);
const ALERT_DATE = admissionIssue('enterDateOfAdmission');
const ALERT_NAME = admissionIssue('enterFullName');
const ALERT_TYPE = admissionIssue('selectAdmissionType');
const ALERT_COURSE = admissionIssue('selectCourse');
const ALERT_BRANCH = admissionIssue('selectBranch');
const ALERT_GENDER = admissionIssue('selectGender');
const ALERT_AADHAAR = admissionIssue('enterAadhaar');
const ALERT_AADHAAR_12 = admissionIssue('aadhaarTwelveDigits');

/** On blur: Aadhaar must be exactly 12 digits (and carry its check digit). */
export const ONBLUR_AADHAAR_PATTERN = /^\d{12}$/;
/** On blur: 10 digits starting with 6 to 9 (spec 000 sections 5 and 9). */
export const SIMPLE_MOBILE_PATTERN = /^[6-9]\d{9}$/;

export const isAadhaarOnBlurValid = (v: string) => ONBLUR_AADHAAR_PATTERN.test(v) && isValidAadhaar(v);
export const isMobileOnBlurValid = (v: string) => SIMPLE_MOBILE_PATTERN.test(v);

/** Blank → '', a number (an Excel cell) → its digits; anything else but text (an array) is left to be refused. */
const asText = (v: unknown) => (v == null ? '' : typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v);

/** Required with the alert's own words: blank → that alert. */
const requiredAs = (message: IssueMessage, rule: z.ZodType<string, string>) =>
  z.preprocess(asText, z.string({ error: textOnly }).min(1, message).pipe(rule));

const simpleMobile = optional(
  boundedText(SHORT_CODE_MAX).regex(SIMPLE_MOBILE_PATTERN, issueText('input.validMobile', INPUT_TEXTS.validMobile)),
);

const aadhaar = z.preprocess(
  asText,
  z
    .string({ error: textOnly })
    .min(1, ALERT_AADHAAR)
    .pipe(
      boundedText(SHORT_CODE_MAX)
        .regex(/^\d{12}$/, ALERT_AADHAAR_12)
        .refine(isValidAadhaar, ADMISSION_ISSUES.aadhaarCheck),
    ),
);

/**
 * Key order is the check order: the first issue of a failed parse is the alert the form shows.
 * Alerts 1–8 come first, then the rules of the other fields.
 */
const studentAdmissionFields = z.object({
  dateOfAdmission: requiredAs(
    ALERT_DATE,
    boundedText(SHORT_CODE_MAX).regex(DATE_PATTERN, { error: ALERT_DATE, abort: true }).pipe(dateField),
  ),
  name: requiredAs(ALERT_NAME, textField),
  admissionType: requiredAs(ALERT_TYPE, choiceField),
  courseAppliedFor: requiredAs(ALERT_COURSE, choiceField),
  branch: requiredAs(ALERT_BRANCH, choiceField),
  gender: requiredAs(
    ALERT_GENDER,
    boundedText(SHORT_CODE_MAX)
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(GENDERS, { error: ALERT_GENDER })),
  ),
  aadharNo: aadhaar,

  batch: optional(choiceField),
  dateOfBirth: optional(birthDateField),
  category: optional(choiceField),
  subCaste: optional(choiceField),
  nationality: optional(choiceField),
  religion: optional(choiceField),
  motherTongue: optional(textField),
  bloodGroup: optional(z.enum(BLOOD_GROUPS, { error: ADMISSION_ISSUES.bloodGroup })),
  emailId: optional(emailField),
  studentContactNo: simpleMobile,
  fathersName: optional(textField),
  fatherContactNo: simpleMobile,
  occupationOfFather: optional(textField),
  mothersName: optional(textField),
  motherContactNo: simpleMobile,
  occupationOfMother: optional(textField),
  presentAddress: optional(freeTextField),
  permanentAddress: optional(freeTextField),
  identificationMarksA: optional(textField),
  identificationMarksB: optional(textField),
  hallTicketNo: optional(boundedText(CODE_MAX).regex(/^[A-Za-z0-9-]+$/, ADMISSION_ISSUES.hallTicketNo)),
  rank: optional(numberField),
  previousInstitution: optional(textField),
});
/** The simple form's record: its fields in the check order, then the checks across them. */
export const studentAdmissionSchema = studentAdmissionFields.superRefine(checkAdmissionCombinations, ALWAYS);

export type StudentAdmission = z.infer<typeof studentAdmissionSchema>;
export type StudentAdmissionField = keyof StudentAdmission;
export type StudentAdmissionInput = Partial<Record<StudentAdmissionField, string>>;

/**
 * The fields in screen order with their labels, as both admission forms write them (the web's English
 * admissionForm.fields); the Excel template uses the same labels as headings.
 */
export const STUDENT_ADMISSION_FIELDS: { key: StudentAdmissionField; label: string; required?: boolean }[] = [
  { key: 'dateOfAdmission', label: 'Date of admission', required: true },
  { key: 'name', label: 'Full name', required: true },
  { key: 'admissionType', label: 'Admission type', required: true },
  { key: 'courseAppliedFor', label: 'Course applied for', required: true },
  { key: 'branch', label: 'Branch', required: true },
  { key: 'batch', label: 'Batch' },
  { key: 'gender', label: 'Gender', required: true },
  { key: 'aadharNo', label: 'Aadhaar number', required: true },
  { key: 'dateOfBirth', label: 'Date of birth' },
  { key: 'category', label: 'Category' },
  { key: 'subCaste', label: 'Sub-caste' },
  { key: 'nationality', label: 'Nationality' },
  { key: 'religion', label: 'Religion' },
  { key: 'motherTongue', label: 'Mother tongue' },
  { key: 'bloodGroup', label: 'Blood group' },
  { key: 'emailId', label: 'Email' },
  { key: 'studentContactNo', label: 'Student mobile' },
  { key: 'fathersName', label: "Father's name" },
  { key: 'fatherContactNo', label: "Father's mobile" },
  { key: 'occupationOfFather', label: "Father's occupation" },
  { key: 'mothersName', label: "Mother's name" },
  { key: 'motherContactNo', label: "Mother's mobile" },
  { key: 'occupationOfMother', label: "Mother's occupation" },
  { key: 'presentAddress', label: 'Present address' },
  { key: 'permanentAddress', label: 'Permanent address' },
  { key: 'identificationMarksA', label: 'Identification mark 1' },
  { key: 'identificationMarksB', label: 'Identification mark 2' },
  { key: 'hallTicketNo', label: 'Hall ticket number' },
  { key: 'rank', label: 'Rank' },
  { key: 'previousInstitution', label: 'Last attended institution' },
];

/**
 * Headings of earlier templates that still name a column (the reader ignores case, spaces and a
 * trailing '*'): 'Aadhar Number' before the spelling was corrected, and the wording used before the
 * template took the forms' labels.
 */
export const STUDENT_ADMISSION_OLD_HEADINGS: Readonly<Record<string, string>> = {
  'Aadhar Number': 'Aadhaar number',
  'Sub Caste': 'Sub-caste',
  'Student Contact Number': 'Student mobile',
  'Father Contact Number': "Father's mobile",
  'Occupation of Father': "Father's occupation",
  'Mother Contact Number': "Mother's mobile",
  'Occupation of Mother': "Mother's occupation",
  'Identification Mark A': 'Identification mark 1',
  'Identification Mark B': 'Identification mark 2',
  'Previous Institution': 'Last attended institution',
};

export const STUDENT_ADMISSION_LABELS = Object.fromEntries(STUDENT_ADMISSION_FIELDS.map((f) => [f.key, f.label])) as Record<
  StudentAdmissionField,
  string
>;

/** The first problem in the spec's order (the alert the form shows), or null. */
export function firstStudentAdmissionProblem(input: unknown): { message: string; field: StudentAdmissionField } | null {
  const r = studentAdmissionSchema.safeParse(input);
  if (r.success) return null;
  const issue = r.error.issues[0];
  return { message: issue.message, field: issue.path[0] as StudentAdmissionField };
}

/** Every problem of one record, one per field (the bulk upload lists them all). */
export function studentAdmissionProblems(input: unknown): { field: StudentAdmissionField; message: string }[] {
  const r = studentAdmissionSchema.safeParse(input);
  if (r.success) return [];
  const seen = new Set<string>();
  const out: { field: StudentAdmissionField; message: string }[] = [];
  for (const issue of r.error.issues) {
    const field = issue.path[0] as StudentAdmissionField;
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}

/** `POST getStudentadmissiondata` answer: the admission PDF and what was assigned. */
export const studentAdmissionAnswerSchema = z.object({
  bs64: z.string(),
  message: z.string(),
  admissionNumber: z.string(),
  rollNumber: z.string(),
  studentId: z.number(),
});
export type StudentAdmissionAnswer = z.infer<typeof studentAdmissionAnswerSchema>;
