import { z } from 'zod';
import { messageKeyFields } from '../errors.js';
import {
  boundedText,
  CHOICE_MAX,
  CODE_MAX,
  COLLEGE_NAME_MAX,
  EMAIL_MAX,
  fromOneTo,
  idSchema,
  NAME_MAX,
  oneLineText,
  PASSWORD_MAX,
  SHORT_CODE_MAX,
  wholeNumber,
} from '../limits.js';
import { ROLES, type Role } from '../roles.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { issueTable, issueText, type IssueMessage } from '../schema-issue.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';

/** Modules of 'Select Module' (001 §6). */
export const ACCOUNT_MODULES = ['ExamCell', 'Obe', 'naac', 'facultydashboard', 'nirf', 'erp'] as const;
/** Institute types (001 §6). */
export const INSTITUTE_TYPES = [
  'affiliated',
  'autonomous',
  'university',
  'dental',
  'engineering',
  'management',
  'overall',
  'pharmacy',
] as const;

/** The roles of the registration form, in the spec's order and with its labels (001 §6). */
export const REGISTRATION_ROLES = [
  'Director',
  'Admin',
  'Academics',
  'Admissions',
  'Correspondence',
  'Examination',
  'Administration',
  'Chairman',
  'feePayments',
  'Principal',
  'Dean',
  'Hod',
  'Accountant',
  'Accountants Officer',
  'Library Incharge',
  'Library Assistant',
  'Placement Dean',
  'Hostel Incharge',
  'Grievance Incharge',
  'Faculty',
  'Student',
  'IQAC Incharge',
  'IQAC Coordinator',
  'Transportation Incharge',
  'Opac Library',
  'Security',
  'Parent',
  'Inventory',
] as const;

/** `accountants officer`, `ACCOUNTANTS_OFFICER` or `ROLE_ACCOUNTANTS_OFFICER` → `ROLE_ACCOUNTANTS_OFFICER`. */
export function roleFromLabel(value: string): Role | undefined {
  const name = value
    .trim()
    .replace(/^role_/i, '')
    .replace(/[\s_]+/g, '_')
    .toUpperCase();
  const role = `ROLE_${name}`;
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : undefined;
}

/** Roles with a department (001 §5). */
export const needsDepartment = (role: string | undefined) => role === 'ROLE_FACULTY' || role === 'ROLE_HOD';

const M = issueTable('accounts', ACCOUNT_MESSAGES);
const passwordTooLong = issueText('input.tooLong', INPUT_TEXTS.tooLong, { field: 'Password', max: PASSWORD_MAX });
const required = (max: number, label: string, message: IssueMessage = M.requiredAll) => oneLineText(max, label).min(1, message);
/** A simple address pattern, linear: no nested or overlapping quantifiers. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The fields of a new account, with the rules and messages of 001 §5. */
const newAccountFields = {
  fullName: required(NAME_MAX, 'Full Name'),
  username: required(NAME_MAX, 'User Name')
    .min(3, M.userNameMin)
    .refine((v) => !/[`~]/.test(v), M.userNameMin),
  email: required(EMAIL_MAX, 'Email Address').regex(EMAIL, M.validEmail),
  password: z.string().max(PASSWORD_MAX, { error: passwordTooLong, abort: true }).min(6, M.passwordMin),
};

/** The spec's sign-up payload (001 §3): the password in clear over TLS, hashed on the server (DESIGN.md 5.1). */
export const signUpBodySchema = z
  .object({
    ...newAccountFields,
    eamcetCode: required(SHORT_CODE_MAX, 'Eamcet Code'),
    collegeName: required(COLLEGE_NAME_MAX, 'Name of the College'),
    instituteType: z.enum(INSTITUTE_TYPES, { error: M.requiredAll }),
    affiliatedTo: boundedText(COLLEGE_NAME_MAX, 'Affiliated To').optional().default(''),
    role: z.array(boundedText(NAME_MAX, 'role')).length(1, M.unknownRole),
    department: boundedText(NAME_MAX, 'Department').optional().default(''),
    signInType: boundedText(CODE_MAX, 'signInType').optional(),
    module: boundedText(NAME_MAX, 'module').optional().default(''),
    promotions: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const role = roleFromLabel(v.role[0] ?? '');
    if (!role) ctx.addIssue({ code: 'custom', path: ['role'], message: M.unknownRole });
    if (needsDepartment(role) && !v.department) ctx.addIssue({ code: 'custom', path: ['department'], message: M.departmentRequired });
    if (v.instituteType === 'affiliated' && !v.affiliatedTo)
      ctx.addIssue({ code: 'custom', path: ['affiliatedTo'], message: M.affiliatedRequired });
    const modules = v.module ? v.module.split(',').map((m) => m.trim()) : [];
    if (modules.some((m) => !(ACCOUNT_MODULES as readonly string[]).includes(m)))
      ctx.addIssue({ code: 'custom', path: ['module'], message: M.unknownModule });
  });
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signUpResponseSchema = z.object({ message: z.string(), ...messageKeyFields, status: z.enum(['active', 'pending']) });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** At least 8 characters with a lower-case letter, an upper-case letter, a digit and one of ! @ # $ % ^ & * (001 §5). */
function isStrongPassword(value: string): boolean {
  return value.length >= 8 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[!@#$%^&*]/.test(value);
}

const passwordText = z.string().max(PASSWORD_MAX, { error: passwordTooLong, abort: true });

/** A password the user types: required, at most PASSWORD_MAX characters. */
const typedPassword = passwordText.min(1, M.requiredField);
/** A new password: required and strong (001 §5). */
const newPassword = typedPassword.refine(isStrongPassword, M.asPerInstructions);

/** A new password may not be the old one; said after what is wrong with the new password itself. */
const notTheOld = (v: { oldpassword: string; newPassword: string }) => v.newPassword !== v.oldpassword;
const sameAsOld = { path: ['newPassword'], message: M.sameAsOld };

/** `POST /api/auth/resetUserPasswords` (001 §3). */
export const changePasswordBodySchema = z
  .object({
    username: boundedText(NAME_MAX, 'username').min(1, M.requiredField),
    oldpassword: typedPassword,
    newPassword,
  })
  .refine(notTheOld, sameAsOld);
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/**
 * The Reset Password page (001 §5): the old and the new password as the route checks them, and the
 * new one typed again, strong too, and the same (`notMatched`, the page's wording); the user name is
 * the signed-in user's, not typed.
 */
export const changePasswordFormSchema = (notMatched: string) =>
  z
    .object({ oldpassword: typedPassword, newPassword, confirmPassword: newPassword })
    .refine(notTheOld, sameAsOld)
    .superRefine((v, ctx) => {
      if (v.confirmPassword && isStrongPassword(v.confirmPassword) && v.confirmPassword !== v.newPassword)
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: notMatched });
    });

/** `{ status: 1 }` on success, `{ status: 0, message }` when the old password is wrong (001 §7). */
export const changePasswordResponseSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
  ...messageKeyFields,
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

const login = (required: string) => boundedText(EMAIL_MAX, 'User name or e-mail').min(1, required);

export const forgotPasswordBodySchema = z.object({ login: login(M.requiredField) });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** The Forgot Password page: the route's check of the login, with the page's own wording when none is typed. */
export const forgotPasswordFormSchema = (loginRequired: string) => z.object({ login: login(loginRequired) });

export const resetPasswordBodySchema = z.object({
  token: z
    .string()
    .max(200, { error: issueText('input.tooLong', INPUT_TEXTS.tooLong, { field: 'token', max: 200 }), abort: true })
    .min(1, M.resetLinkInvalid),
  newPassword,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/**
 * The page a reset link opens: the new password as the route checks it, typed again and the same
 * (`notMatched`, the page's wording); the token comes from the link.
 */
export const resetPasswordFormSchema = (notMatched: string) =>
  z.object({ newPassword, confirmPassword: typedPassword }).superRefine((v, ctx) => {
    if (v.confirmPassword && v.confirmPassword !== v.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: notMatched });
  });

export const messageResponseSchema = z.object({ message: z.string(), ...messageKeyFields });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// The Users screen
const USER_STATUSES = ['active', 'pending', 'disabled'] as const;
const USERS_PAGE_MAX = 100;

/** The roles of people the college serves; every other role is staff. */
export const NON_STAFF_ROLES: readonly Role[] = ['ROLE_STUDENT', 'ROLE_PARENT', 'ROLE_ALUMNI'];

export const usersQuerySchema = z.object({
  search: boundedText(NAME_MAX, 'search').optional(),
  status: z.enum(USER_STATUSES).optional(),
  /** One role, or `staff`: anyone with a role other than student, parent and alumnus. */
  role: z.enum(['staff', ...ROLES], { error: M.roleFilter }).optional(),
  page: wholeNumber(1, 100_000, fromOneTo('page', 100000)).optional().default(1),
  size: wholeNumber(1, USERS_PAGE_MAX, fromOneTo('size', USERS_PAGE_MAX)).optional().default(20),
});
export type UsersQuery = z.output<typeof usersQuerySchema>;

export const accountSchema = z.object({
  id: z.number(),
  username: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  requestedRoles: z.array(z.string()).nullable(),
  modules: z.array(z.string()),
  status: z.enum(USER_STATUSES),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const usersPageSchema = z.object({ total: z.number(), page: z.number(), size: z.number(), users: z.array(accountSchema) });
export type UsersPage = z.infer<typeof usersPageSchema>;

export const userIdParamsSchema = z.object({ id: idSchema() });

export const updateUserBodySchema = z.object({
  roles: z
    .array(z.enum(ROLES, { error: M.unknownRole }))
    .min(1, M.unknownRole)
    .max(ROLES.length, M.unknownRole),
  modules: z.array(z.enum(ACCOUNT_MODULES, { error: M.unknownModule })).max(ACCOUNT_MODULES.length, M.unknownModule),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/**
 * `POST /api/users`: the administrator's Create User (ADR 0072). No sign-up fields; roles and modules
 * as the Approve dialog chooses them; a department of the master data for a faculty member or HOD.
 * The password is a first password, changed at the first sign-in.
 */
export const createUserBodySchema = z
  .object({
    ...newAccountFields,
    ...updateUserBodySchema.shape,
    department: boundedText(NAME_MAX, 'Department').optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.roles.some(needsDepartment) && !v.department.trim())
      ctx.addIssue({ code: 'custom', path: ['department'], message: M.departmentRequired });
  });
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/**
 * A mail's way through the outbox (ADR 0058): pending until sent, failed after the last retry; kept
 * for mail written before the outbox sent anything (it was for an administrator to pass on by hand).
 */
export const MAIL_STATES = ['pending', 'sent', 'failed', 'kept'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const outboxQuerySchema = z.object({
  page: wholeNumber(1, 100_000, fromOneTo('page', 100000)).optional().default(1),
  size: wholeNumber(1, USERS_PAGE_MAX, fromOneTo('size', USERS_PAGE_MAX)).optional().default(10),
});
export type OutboxQuery = z.output<typeof outboxQuerySchema>;

/** What an administrator sees of a mail: never its text, which may hold a usable reset link. */
const outboxMailSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = z.object({
  smtp: z.enum(['configured', 'not configured']),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  mails: z.array(outboxMailSchema),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

// Create logins (001 §7)
export const facultyLoginsQuerySchema = z.object({
  considerMailOrEmpcode: z.enum(['email', 'empcode'], { error: M.chooseEmailOrEmpCode }),
});

/**
 * Which admitted students Create Logins is for: a course (its code), a batch and a branch (its short
 * form), as the master-data lists name them, any of them or none (the whole college). One the master
 * data does not know is a 400 naming the field.
 */
export const studentLoginsFilterSchema = z.object({
  course: boundedText(CODE_MAX, 'course').optional(),
  batch: boundedText(CHOICE_MAX, 'batch').optional(),
  branch: boundedText(CODE_MAX, 'branch').optional(),
});
export type StudentLoginsFilter = z.infer<typeof studentLoginsFilterSchema>;

/** `GET /api/users/logins-to-create` (ours): how many logins Create Logins would make now, asked before it runs. */
export const loginsToCreateQuerySchema = z
  .object({
    kind: z.enum(['student', 'faculty'], {
      error: issueText('input.eitherOr', INPUT_TEXTS.eitherOr, { field: 'kind', first: 'student', second: 'faculty' }),
    }),
    considerMailOrEmpcode: z.enum(['email', 'empcode'], { error: M.chooseEmailOrEmpCode }).optional(),
    ...studentLoginsFilterSchema.shape,
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'faculty' && !v.considerMailOrEmpcode)
      ctx.addIssue({ code: 'custom', path: ['considerMailOrEmpcode'], message: M.chooseEmailOrEmpCode });
  });
export type LoginsToCreateQuery = z.infer<typeof loginsToCreateQuerySchema>;
export const loginsToCreateSchema = z.object({ count: z.number() });
export type LoginsToCreate = z.infer<typeof loginsToCreateSchema>;

/** `{ success: 'true' | 'false', msg }`, plus the created accounts as an .xlsx (base64), given once. */
export const createLoginsResponseSchema = z.object({
  success: z.enum(['true', 'false']),
  msg: z.string(),
  ...messageKeyFields,
  count: z.number(),
  file: z.string().optional(),
  fileName: z.string().optional(),
});
export type CreateLoginsResponse = z.infer<typeof createLoginsResponseSchema>;
