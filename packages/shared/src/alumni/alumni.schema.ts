import { z } from 'zod';
import { messageKeyFields } from '../errors.js';
import { ADDRESS_MAX, boundedText, CHOICE_MAX, EMAIL_MAX, idSchema, NAME_MAX, ROLL_NO_MAX, SHORT_CODE_MAX } from '../limits.js';
import { issueText, issuesOf } from '../schema-issue.js';
import { ALUMNI_TEXTS as T } from './alumni.texts.js';

const alumniIssue = issuesOf('alumni', T);

/** A simple address pattern (001 §5), linear: no part can be matched in two ways. */
const ALUMNI_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const TEN_DIGITS = /^\d{10}$/;

/** A text field a form may leave out or send as null: read as ''. */
const text = (max: number, field: string) => z.preprocess((v) => v ?? '', boundedText(max, field));
const requiredText = (max: number, field: string) => text(max, field).pipe(z.string().min(1, alumniIssue('required')));

export const WORKING_CHOICES = ['yes', 'no', 'NA'] as const;
export type WorkingChoice = (typeof WORKING_CHOICES)[number];

/**
 * The alumni registration form (001 §2, §3, §5): `alumniStudentRegistration` of
 * `saveAlumniStudentRegister`. The branch is kept upper-cased; the fields of the working choice not
 * taken are cleared. `id` names a registration of the signed-in user that the save changes.
 */
export const alumniRegistrationSchema = z
  .object({
    id: idSchema().optional(),
    name: requiredText(NAME_MAX, 'name'),
    rollNumber: requiredText(ROLL_NO_MAX, 'rollNumber'),
    degree: requiredText(CHOICE_MAX, 'degree'),
    course: text(CHOICE_MAX, 'course'),
    batch: requiredText(CHOICE_MAX, 'batch'),
    branch: requiredText(CHOICE_MAX, 'branch'),
    mobileNumber: text(SHORT_CODE_MAX, 'mobileNumber').pipe(z.string().regex(TEN_DIGITS, alumniIssue('required'))),
    email: text(EMAIL_MAX, 'email').pipe(z.string().regex(ALUMNI_EMAIL_PATTERN, alumniIssue('emailInvalid'))),
    working: z.preprocess((v) => v ?? 'NA', z.enum(WORKING_CHOICES, { error: alumniIssue('workingChoice') })),
    company: text(NAME_MAX, 'company'),
    companyName: text(NAME_MAX, 'companyName'),
    jobTitle: text(NAME_MAX, 'jobTitle'),
    workAddress: text(ADDRESS_MAX, 'workAddress'),
    instituteName: text(NAME_MAX, 'instituteName'),
    courseName: text(NAME_MAX, 'courseName'),
    eduAddress: text(ADDRESS_MAX, 'eduAddress'),
  })
  .superRefine((form, ctx) => {
    const need = (fields: (keyof typeof form)[]) => {
      for (const field of fields) if (!form[field]) ctx.addIssue({ code: 'custom', message: alumniIssue('required'), path: [field] });
    };
    if (form.working === 'yes') need(['companyName', 'jobTitle', 'workAddress']);
    if (form.working === 'no') need(['instituteName', 'courseName', 'eduAddress']);
  })
  .transform((form) => ({
    ...form,
    rollNumber: form.rollNumber.toUpperCase(),
    branch: form.branch.toUpperCase(),
    course: form.course || form.degree,
    ...(form.working === 'yes' ? {} : { companyName: '', jobTitle: '', workAddress: '' }),
    ...(form.working === 'no' ? {} : { instituteName: '', courseName: '', eduAddress: '' }),
  }));
export type AlumniRegistration = z.output<typeof alumniRegistrationSchema>;
/** What a client sends: any field may be left out. */
export type AlumniRegistrationForm = { [K in keyof AlumniRegistration]?: AlumniRegistration[K] };

/** The answer of a registration save. */
export const alumniRegistrationAnswerSchema = z.object({ message: z.string(), ...messageKeyFields, id: z.number() });
export type AlumniRegistrationAnswer = z.infer<typeof alumniRegistrationAnswerSchema>;

/** A registration as its owner sees it on the alumni dashboard; `file` is the address of the upload. */
export const alumniRegistrationEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  rollNumber: z.string(),
  degree: z.string(),
  course: z.string(),
  batch: z.string(),
  branch: z.string(),
  mobileNumber: z.string(),
  email: z.string(),
  working: z.enum(WORKING_CHOICES),
  companyName: z.string(),
  jobTitle: z.string(),
  workAddress: z.string(),
  instituteName: z.string(),
  courseName: z.string(),
  eduAddress: z.string(),
  file: z.string().nullable(),
  fileName: z.string().nullable(),
  updatedAt: z.string(),
});
export type AlumniRegistrationEntry = z.infer<typeof alumniRegistrationEntrySchema>;

export const ALUMNI_STATUSES = ['working', 'studying'] as const;
export type AlumniStatus = (typeof ALUMNI_STATUSES)[number];

/**
 * The alumni history form (`alumniData` of `saveAluminiHistoryByUrl`): every field bounded; which are
 * required, and in which order they are named, is `alumniHistoryProblem`'s (001 §5).
 */
export const alumniHistorySchema = z.object({
  status: z.preprocess((v) => v ?? '', z.union([z.enum(ALUMNI_STATUSES), z.literal('')], { error: alumniIssue('statusChoice') })),
  rollNumber: text(ROLL_NO_MAX, 'rollNumber'),
  name: text(NAME_MAX, 'name'),
  fatherName: text(NAME_MAX, 'fatherName'),
  course: text(CHOICE_MAX, 'course'),
  batch: text(CHOICE_MAX, 'batch'),
  branch: text(CHOICE_MAX, 'branch'),
  section: text(SHORT_CODE_MAX, 'section'),
  studentEmail: text(EMAIL_MAX, 'studentEmail'),
  studentMobile: text(SHORT_CODE_MAX, 'studentMobile'),
  company: text(NAME_MAX, 'company'),
  packages: text(SHORT_CODE_MAX, 'packages'),
  designation: text(NAME_MAX, 'designation'),
  experience: text(SHORT_CODE_MAX, 'experience'),
  location: text(NAME_MAX, 'location'),
  instituteName: text(NAME_MAX, 'instituteName'),
});
export type AlumniHistoryInput = z.output<typeof alumniHistorySchema>;
/** What a client sends: any field may be left out. */
export type AlumniHistoryForm = { [K in keyof AlumniHistoryInput]?: AlumniHistoryInput[K] };

export interface AlumniHistoryProblem {
  message: string;
  /** The message's key (SERVER_TEXTS `alumni.*`), so that neither side finds it by its English. */
  key: `alumni.${keyof typeof T}`;
  field: string;
}

/**
 * The first problem of an alumni history form, in the spec's order of toasts (001 §5): the status,
 * the phone's digits, a roll number already listed, the eleven required fields, then those of the
 * status. `existingRollNumbers` are the listed records'; `hasCertificate` whether the offer letter
 * or admit card is attached.
 */
export function alumniHistoryProblem(
  form: AlumniHistoryInput,
  { existingRollNumbers = [], hasCertificate }: { existingRollNumbers?: readonly string[]; hasCertificate: boolean },
): AlumniHistoryProblem | undefined {
  const roll = form.rollNumber.trim().toUpperCase();
  const checks: [boolean, keyof typeof T, string][] = [
    [!form.status, 'selectStatus', 'status'],
    [Boolean(form.studentMobile) && !TEN_DIGITS.test(form.studentMobile), 'phoneDigits', 'studentMobile'],
    [Boolean(roll) && existingRollNumbers.some((r) => r.toUpperCase() === roll), 'rollNumberExists', 'rollNumber'],
    [!form.rollNumber, 'rollNumberRequired', 'rollNumber'],
    [!form.name, 'nameRequired', 'name'],
    [!form.fatherName, 'fatherNameRequired', 'fatherName'],
    [!form.course, 'courseRequired', 'course'],
    [!form.batch, 'batchRequired', 'batch'],
    [!form.branch, 'branchRequired', 'branch'],
    [!form.studentEmail, 'emailRequired', 'studentEmail'],
    [!form.studentMobile, 'phoneRequired', 'studentMobile'],
    [!ALUMNI_EMAIL_PATTERN.test(form.studentEmail), 'emailInvalid', 'studentEmail'],
  ];
  if (form.status === 'working')
    checks.push(
      [!form.company, 'companyRequired', 'company'],
      [!form.designation, 'designationRequired', 'designation'],
      [!form.experience, 'experienceRequired', 'experience'],
      [!form.location, 'workLocationRequired', 'location'],
      [!hasCertificate, 'offerLetterRequired', 'certificate'],
    );
  if (form.status === 'studying')
    checks.push(
      [!form.instituteName, 'instituteRequired', 'instituteName'],
      [!form.location, 'studyLocationRequired', 'location'],
      [!hasCertificate, 'admitCardRequired', 'certificate'],
    );
  const found = checks.find(([failed]) => failed);
  return found && { message: T[found[1]], key: `alumni.${found[1]}`, field: found[2] };
}

/** A saved alumni history record (`getAlumniData`); `photo` and `certificate` are the addresses of the uploads. */
export const alumniHistoryEntrySchema = z.object({
  id: z.number(),
  status: z.enum(ALUMNI_STATUSES),
  rollNumber: z.string(),
  name: z.string(),
  fatherName: z.string(),
  course: z.string(),
  batch: z.string(),
  branch: z.string(),
  section: z.string(),
  studentEmail: z.string(),
  studentMobile: z.string(),
  company: z.string(),
  packages: z.string(),
  designation: z.string(),
  experience: z.string(),
  location: z.string(),
  instituteName: z.string(),
  photo: z.string().nullable(),
  certificate: z.string().nullable(),
  createdAt: z.string(),
});
export type AlumniHistoryEntry = z.infer<typeof alumniHistoryEntrySchema>;

export const alumniHistoryAnswerSchema = z.object({ message: z.string(), ...messageKeyFields, id: z.number() });
export type AlumniHistoryAnswer = z.infer<typeof alumniHistoryAnswerSchema>;

/**
 * A change of a recorded alumni history entry (`PUT /api/alumni/history/:id`): the fields of the form
 * with the same problems in the same order; the entry's files are kept, so its certificate is there.
 */
export const alumniHistoryEditSchema = alumniHistorySchema.superRefine((form, ctx) => {
  const problem = alumniHistoryProblem(form, { hasCertificate: true });
  if (problem) ctx.addIssue({ code: 'custom', message: issueText(problem.key, problem.message), path: [problem.field] });
});
export type AlumniHistoryEdit = z.output<typeof alumniHistoryEditSchema>;

/** What the student register knows of a roll number, to fill an alumni history entry (course, batch and branch as master data names them). */
export const alumniRegisterStudentSchema = z.object({
  rollNumber: z.string(),
  name: z.string(),
  fatherName: z.string(),
  course: z.string(),
  batch: z.string(),
  branch: z.string(),
  studentEmail: z.string(),
  studentMobile: z.string(),
});
export type AlumniRegisterStudent = z.infer<typeof alumniRegisterStudentSchema>;
