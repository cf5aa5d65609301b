import { z } from 'zod';
import { messageKeyFields } from '../errors.js';
import { collegeToday, collegeYear, isCalendarDate } from '../dates.js';
import {
  ADDRESS_MAX,
  boundedText,
  CHOICE_MAX,
  CODE_MAX,
  EMAIL_MAX,
  FILE_NAME_MAX,
  FILE_PATH_MAX,
  FILE_TYPE_MAX,
  NAME_MAX,
  SHORT_CODE_MAX,
  TEXT_MAX,
  textOnly,
} from '../limits.js';
import { ADMISSION_TEXTS } from './admission-error-texts.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { issuesOf, issueText, type IssueMessage } from '../schema-issue.js';
import { isValidAadhaar } from './verhoeff.js';
import { isVariant } from '../public/college-variants.js';

/**
 * The admission record (spec 000 section 3) and the full admission form's rules (section 5).
 * Every rule carries the spec's exact message; web and server run the same checks.
 */

/** The youngest a student may be on the day of admission. */
const MIN_ADMISSION_AGE = 14;
/** No date of a student or an admission lies before this day, nor any year of pass before its year. */
const EARLIEST_DATE = '1900-01-01';

const admissionIssue = issuesOf('admissions', ADMISSION_TEXTS);

/** The admission forms' messages as their schemas carry them (keyed, ADR 0115). */
export const ADMISSION_ISSUES = {
  required: admissionIssue('required'),
  text: admissionIssue('text'),
  number: admissionIssue('number'),
  mobile: admissionIssue('mobileDigits'),
  aadhaar: admissionIssue('aadhaarDigits'),
  aadhaarCheck: admissionIssue('invalidAadhaar'),
  email: admissionIssue('email'),
  doorNo: admissionIssue('doorNo'),
  pincode: admissionIssue('pincode'),
  landline: admissionIssue('landline'),
  date: admissionIssue('date'),
  percentage: admissionIssue('percentage'),
  birthDateFuture: admissionIssue('birthDateFuture'),
  admissionDateFuture: admissionIssue('admissionDateFuture'),
  tooYoung: admissionIssue('tooYoung'),
  year: admissionIssue('year'),
  yearOfPassFuture: admissionIssue('yearOfPassFuture'),
  marksAboveTotal: admissionIssue('marksAboveTotal'),
  percentageAbove100: admissionIssue('percentageAbove100'),
  rollNumber: admissionIssue('rollNumber'),
  hallTicketNo: admissionIssue('hallTicketNo'),
  bloodGroup: admissionIssue('bloodGroup'),
  yesNo: admissionIssue('yesNo'),
  knowingAbout: admissionIssue('knowingAbout'),
  ifscCode: admissionIssue('ifscCode'),
  selectGender: admissionIssue('selectGender'),
  validMobile: issueText('input.validMobile', INPUT_TEXTS.validMobile),
} as const;
const ISSUE = ADMISSION_ISSUES;

// Patterns of the full edit form. The "partial" ones accept what may be typed so far. Each one runs
// in linear time on any length (no nested or overlapping quantifiers): the web applies them to raw input.
/**
 * Letters and spaces, as the spec says, and the dot and apostrophe of initials and names ("K. Srinivas",
 * "D'Souza", "St. Ann's School"); at least one letter (ADR 0074).
 */
export const TEXT_PATTERN = /^[ .']*[A-Za-z][A-Za-z .']*$/;
export const NUMBER_PATTERN = /^[1-9]\d*$/;
export const AMOUNT_PATTERN = /^(0|[1-9]\d*)$/;
export const MOBILE_PARTIAL_PATTERN = /^[1-9]\d{0,9}$/;
export const MOBILE_PATTERN = /^[1-9]\d{9}$/;
export const AADHAAR_PARTIAL_PATTERN = /^\d{1,12}$/;
export const AADHAAR_PATTERN = /^\d{12}$/;
/** Loose: something@something.something. The domain's first dot is found without backtracking over the others. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
export const DOOR_NO_PATTERN = /^[0-9/-]+$/;
export const PINCODE_PARTIAL_PATTERN = /^\d{1,6}$/;
export const PINCODE_PATTERN = /^\d{6}$/;
export const LANDLINE_PATTERN = /^[0-9-]+$/;
export const PERCENTAGE_PATTERN = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

/** The Aadhaar input strips non-digits and caps at 12 (spec 000 section 5). */
export const sanitizeAadhaarInput = (value: string) => value.replace(/\D/g, '').slice(0, 12);

/** Shows an Aadhaar number as `XXXX XXXX 1234` (DESIGN.md 5.4). */
export const maskAadhaar = (last4: string | null | undefined) => (last4 ? `XXXX XXXX ${last4}` : '');

// Small field validators: each rejects with the spec's message. The length is checked first (and
// names the field), so no pattern runs on a longer value.
export const textField = boundedText(NAME_MAX).regex(TEXT_PATTERN, ISSUE.text);
export const numberField = boundedText(SHORT_CODE_MAX).regex(NUMBER_PATTERN, ISSUE.number);
export const amountField = boundedText(SHORT_CODE_MAX).regex(AMOUNT_PATTERN, ISSUE.number);
export const mobileField = boundedText(SHORT_CODE_MAX).regex(MOBILE_PATTERN, ISSUE.mobile);
export const aadhaarField = boundedText(SHORT_CODE_MAX).regex(AADHAAR_PATTERN, ISSUE.aadhaar).refine(isValidAadhaar, ISSUE.aadhaarCheck);
export const emailField = boundedText(EMAIL_MAX).regex(EMAIL_PATTERN, ISSUE.email);
export const doorNoField = boundedText(CODE_MAX).regex(DOOR_NO_PATTERN, ISSUE.doorNo);
export const pincodeField = boundedText(SHORT_CODE_MAX).regex(PINCODE_PATTERN, ISSUE.pincode);
export const landlineField = boundedText(SHORT_CODE_MAX).regex(LANDLINE_PATTERN, ISSUE.landline);
// The checks below add at most one issue each and never stop the parse (no `abort`): an aborted
// issue would keep the record's checks across fields from running in the same pass.
/** A value with one message: the first of `rules` that it breaks. */
const firstBroken = (rules: [ok: (v: string) => boolean, message: IssueMessage][]) =>
  boundedText(SHORT_CODE_MAX).superRefine((v, ctx) => {
    const broken = rules.find(([ok]) => !ok(v));
    if (broken) ctx.addIssue({ code: 'custom', message: broken[1] });
  });

export const percentageField = firstBroken([
  [(v) => !/^\d+(\.\d+)?$/.test(v) || Number(v) <= 100, ISSUE.percentageAbove100],
  [(v) => PERCENTAGE_PATTERN.test(v), ISSUE.percentage],
]);

/** A real calendar day from 1900 to today where the college is; a later one answers `future`. */
const pastDate = (future: IssueMessage) =>
  firstBroken([
    [(v) => isCalendarDate(v) && v >= EARLIEST_DATE, ISSUE.date],
    [(v) => v <= collegeToday(), future],
  ]);
/** A date of admission: from 1900 to today. */
export const dateField = pastDate(ISSUE.admissionDateFuture);
/** A date of birth: from 1900 to today. */
export const birthDateField = pastDate(ISSUE.birthDateFuture);
/** A year of pass: four digits from 1900 to this year. */
export const yearOfPassField = firstBroken([
  [(v) => NUMBER_PATTERN.test(v), ISSUE.number],
  [(v) => v.length === 4 && v >= EARLIEST_DATE.slice(0, 4), ISSUE.year],
  [(v) => Number(v) <= collegeYear(), ISSUE.yearOfPassFuture],
]);
/** Addresses and other short free text. */
export const freeTextField = boundedText(ADDRESS_MAX);
/** A value picked from master data (course, batch, category, agent…). */
export const choiceField = boundedText(CHOICE_MAX);
/** Longer free text (other details). */
export const remarksField = boundedText(TEXT_MAX);

/** The day a person born on `dateOfBirth` turns `age` (29 February turns it on 1 March, by string order). */
const birthdayAt = (dateOfBirth: string, age: number) => `${Number(dateOfBirth.slice(0, 4)) + age}${dateOfBirth.slice(4)}`;
const isValid = (rule: z.ZodType, value: unknown) => typeof value === 'string' && value.trim() !== '' && rule.safeParse(value).success;

/**
 * Checks across fields that no single field can make: old enough on the day of admission (today
 * where none is given), and not more marks secured than the total. Each runs only when its fields
 * are valid on their own, so every other field's problem is still reported in the same pass.
 */
export function checkAdmissionCombinations(
  v: { dateOfBirth?: unknown; dateOfAdmission?: unknown; marksSecured?: unknown; totalMarksInter?: unknown },
  ctx: z.RefinementCtx,
) {
  if (isValid(birthDateField, v.dateOfBirth)) {
    const admitted = isValid(dateField, v.dateOfAdmission)
      ? String(v.dateOfAdmission).trim()
      : v.dateOfAdmission == null || String(v.dateOfAdmission).trim() === ''
        ? collegeToday()
        : null;
    if (admitted && birthdayAt(String(v.dateOfBirth).trim(), MIN_ADMISSION_AGE) > admitted)
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: ISSUE.tooYoung });
  }
  if (isValid(numberField, v.marksSecured) && isValid(numberField, v.totalMarksInter) && Number(v.marksSecured) > Number(v.totalMarksInter))
    ctx.addIssue({ code: 'custom', path: ['marksSecured'], message: ISSUE.marksAboveTotal });
}

/**
 * Runs a record's checks across fields even when a field has failed and stopped its own checks
 * (a too-long value, a percentage above 100), so that one pass reports every problem.
 */
export const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

/** A required value: anything blank fails with 'Please fill all required fields'. */
const required = <T extends z.ZodType<string, string>>(rule: T) =>
  z.preprocess((v) => (v == null ? '' : v), z.string({ error: textOnly }).trim().min(1, ISSUE.required).pipe(rule));

/** An optional value: blank, null or missing is allowed and stored as nothing. */
export const optional = <T extends z.ZodType<string>>(rule: T) =>
  z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'number' ? String(v) : v),
    rule.optional(),
  );

/** Checks one value against a validator: answers the spec message or null. */
export function checkField(rule: z.ZodType, value: unknown): string | null {
  const r = rule.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? ISSUE.required);
}

/** While typing (the old form checked every keystroke): what may be typed so far. */
export const PARTIAL_RULES = {
  text: { pattern: TEXT_PATTERN, message: ISSUE.text },
  number: { pattern: NUMBER_PATTERN, message: ISSUE.number },
  amount: { pattern: AMOUNT_PATTERN, message: ISSUE.number },
  mobile: { pattern: MOBILE_PARTIAL_PATTERN, message: ISSUE.mobile },
  aadhaar: { pattern: AADHAAR_PARTIAL_PATTERN, message: ISSUE.aadhaar },
  doorNo: { pattern: DOOR_NO_PATTERN, message: ISSUE.doorNo },
  pincode: { pattern: PINCODE_PARTIAL_PATTERN, message: ISSUE.pincode },
  landline: { pattern: LANDLINE_PATTERN, message: ISSUE.landline },
} as const;
export type PartialRule = keyof typeof PARTIAL_RULES;

// Constants of spec 000 section 9.
export const GENDERS = ['MALE', 'FEMALE'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const DEFAULT_ADMISSION_TYPES = ['Direct', 'Lateral', 'Transfer'] as const;
export const KNOWING_ABOUT_OPTIONS = ['oldStudent', 'news', 'media', 'familyRelation', 'website', 'others'] as const;
export const YES_NO = ['Yes', 'No'] as const;
export const usesSeatTypesForAdmission = (collegeCode: string) => isVariant(collegeCode, 'KNRR', 'BRILL', 'BRIG');
export const showsFeePackage = (collegeCode: string) => isVariant(collegeCode, 'MRDU');

const gender = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v == null ? '' : v),
  z
    .string({ error: textOnly })
    .min(1, ISSUE.required)
    .pipe(z.enum(GENDERS, { error: ISSUE.selectGender })),
);
const bloodGroup = optional(z.enum(BLOOD_GROUPS, { error: ISSUE.bloodGroup }));
const yesNo = optional(z.enum(YES_NO, { error: ISSUE.yesNo }));

const sscEducationSchema = z.object({
  board: optional(textField),
  school: optional(textField),
  yearOfPass: optional(yearOfPassField),
  marks: optional(numberField),
  gradePoints: optional(numberField),
});

const interEducationSchema = z.object({
  board: optional(textField),
  institution: optional(textField),
  yearOfPass: optional(yearOfPassField),
  marks: optional(numberField),
  gradePoints: optional(numberField),
});

const feeYearSchema = z.object({
  Donation: optional(amountField),
  TutionFee: optional(amountField),
  MiscFee: optional(amountField),
});

/** The MRDU fee package, years I–IV (the spec spells the fourth `forthYear`). */
const feePackageSchema = z.object({
  firstYear: feeYearSchema,
  secondYear: feeYearSchema,
  thirdYear: feeYearSchema,
  forthYear: feeYearSchema,
});
export type FeePackage = z.infer<typeof feePackageSchema>;
export const FEE_PACKAGE_YEARS = ['firstYear', 'secondYear', 'thirdYear', 'forthYear'] as const;
export const FEE_PACKAGE_PARTS = ['Donation', 'TutionFee', 'MiscFee'] as const;

/**
 * The application record the full form saves (`applicationFormData`). Keys are the spec's names;
 * the required ones (full name, course, gender, batch, branch, Aadhaar) come first so that the first
 * problem reported is the required-field check. Course, batch, branch and semester are master-data
 * codes/names as the dropdowns answer them.
 */
const applicationFormFields = z.object({
  name: required(textField),
  courseAppliedFor: required(choiceField),
  gender,
  batch: required(choiceField),
  branch: required(choiceField),
  aadharNo: required(aadhaarField),

  rollNumber: optional(boundedText(SHORT_CODE_MAX).regex(/^[A-Za-z0-9-]+$/, ISSUE.rollNumber)),
  semester: optional(choiceField),
  dateOfAdmission: optional(dateField),
  dateOfBirth: optional(birthDateField),
  hallTicketNo: optional(boundedText(CODE_MAX).regex(/^[A-Za-z0-9-]+$/, ISSUE.hallTicketNo)),
  rank: optional(numberField),
  nationality: optional(choiceField),
  religion: optional(choiceField),
  motherTongue: optional(textField),
  emailId: optional(emailField),
  adminNo: optional(boundedText(CODE_MAX)),
  bloodGroup,
  admissionType: optional(choiceField),
  seatType: optional(choiceField),
  category: optional(choiceField),
  subCaste: optional(choiceField),
  level: optional(choiceField),
  regulation: optional(choiceField),

  fathersName: optional(textField),
  mothersName: optional(textField),
  occupationOfFather: optional(textField),
  occupationOfMother: optional(textField),
  fatherContactNo: optional(mobileField),
  motherContactNo: optional(mobileField),
  studentContactNo: optional(mobileField),
  fatherEmailId: optional(emailField),
  annualIncome: optional(numberField),

  doorNo: optional(doorNoField),
  street: optional(freeTextField),
  village: optional(textField),
  mandal: optional(textField),
  district: optional(textField),
  state: optional(textField),
  pincode: optional(pincodeField),
  landline: optional(landlineField),
  presentAddress: optional(freeTextField),
  permanentAddress: optional(freeTextField),
  distance: optional(numberField),

  identificationMarksA: optional(textField),
  identificationMarksB: optional(textField),
  physicallyChallanged: yesNo,
  belongsToSportsNcc: yesNo,

  ssc: sscEducationSchema.optional(),
  inter: interEducationSchema.optional(),
  sscMarks: optional(numberField),
  sscPercentage: optional(percentageField),
  interMarks: optional(numberField),
  marksSecured: optional(numberField),
  totalMarksInter: optional(numberField),
  percentageOfMarks: optional(percentageField),
  division: optional(freeTextField),
  previousInstitution: optional(textField),
  otherIfAny: optional(remarksField),

  knowingAboutInstitute: optional(z.enum(KNOWING_ABOUT_OPTIONS, { error: ISSUE.knowingAbout })),
  lateral: yesNo,
  lateralEntry: yesNo,
  admissionEntryType: optional(choiceField),
  entranceType: optional(choiceField),
  certificateSubmission: yesNo,
  scholarShip: yesNo,
  agent: optional(choiceField),
  agentAmount: optional(amountField),
  feeCommitment: optional(amountField),
  studentPaidamount: optional(amountField),

  bankAccountNo: optional(numberField),
  bankName: optional(textField),
  ifscCode: optional(boundedText(SHORT_CODE_MAX).regex(/^[A-Za-z]{4}0[A-Za-z0-9]{6}$/, ISSUE.ifscCode)),
  rationCardNo: optional(numberField),

  feePackage: feePackageSchema.optional(),

  imageName: optional(boundedText(FILE_NAME_MAX)),
  imageType: optional(boundedText(FILE_TYPE_MAX)),
  imagePath: optional(boundedText(FILE_PATH_MAX)),
});
/** The application record: its fields, then the checks across them. */
export const applicationFormDataSchema = applicationFormFields.superRefine(checkAdmissionCombinations, ALWAYS);

export type ApplicationFormData = z.infer<typeof applicationFormDataSchema>;

/** The first problem of a record as the server reports it: message and field path. */
export function firstAdmissionProblem(input: unknown): { message: string; field: string } | null {
  const r = applicationFormDataSchema.safeParse(input);
  if (r.success) return null;
  const issue = r.error.issues[0];
  return { message: issue.message, field: issue.path.join('.') };
}

/** `generateAdmistionNumber`: the number the next admission will get. */
export const nextAdmissionNumberSchema = z.object({ admissionNumber: z.string() });
export type NextAdmissionNumber = z.infer<typeof nextAdmissionNumberSchema>;

/** `saveApplicationFormData` answer on success. */
export const saveApplicationAnswerSchema = z.object({
  b64: z.string(),
  message: z.string(),
  ...messageKeyFields,
  admissionNumber: z.string(),
  rollNumber: z.string(),
  studentId: z.number(),
});
export type SaveApplicationAnswer = z.infer<typeof saveApplicationAnswerSchema>;

/** One entry of `getApplicationFormData`: the record with the Aadhaar number masked. */
export const applicationListEntrySchema = z.object({
  id: z.number(),
  studentId: z.number(),
  rollNumber: z.string(),
  admissionNumber: z.string().nullable(),
  name: z.string(),
  course: z.string(),
  batch: z.string(),
  branch: z.string(),
  applicationFormExcelM: z.object({ aadharNo: z.string() }).catchall(z.unknown()),
});
export type ApplicationListEntry = z.infer<typeof applicationListEntrySchema>;

/** The modify-mode lookup: the student and every saved field (Aadhaar in full, for this form only). */
export const existingStudentSchema = z.object({
  studentId: z.number(),
  rollNumber: z.string(),
  admissionNumber: z.string().nullable(),
  course: z.string(),
  batch: z.string(),
  branch: z.string(),
  photoUrl: z.string().nullable(),
  form: z.record(z.string(), z.unknown()),
});
export type ExistingStudent = z.infer<typeof existingStudentSchema>;
