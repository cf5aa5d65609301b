import { z } from 'zod';
import { dateSchema, dateWrittenIssue } from '../date-schemas.js';
import {
  boundedText,
  fromOneTo,
  idSchema,
  LONG_TEXT_MAX,
  NAME_MAX,
  oneLineText,
  oneOfIssue,
  requiredLine,
  SHORT_CODE_MAX,
  TITLE_MAX,
  wholeNumber,
} from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { GRIEVANCE_TEXTS } from './grievances.texts.js';

const grievanceIssue = issuesOf('grievances', GRIEVANCE_TEXTS);
const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);
const PAGE_MAX = 1_000;

/** The grievance's report is due to the student within this many working days of its receipt (UGC Regulations 2023). */
export const GRIEVANCE_WORKING_DAYS = 15;
/** The student may appeal to the ombudsperson within this many days of the decision. */
export const GRIEVANCE_APPEAL_DAYS = 15;
/** Files one grievance may carry (PDF or images). */
export const GRIEVANCE_ATTACHMENTS_MAX = 3;
export const GRIEVANCE_PAGE_SIZES = [10, 25, 50] as const;
export const GRIEVANCE_PAGE_SIZE_DEFAULT = 25;
/** The parts of `POST /api/grievances` (multipart): the JSON of the grievance and its files. */
export const GRIEVANCE_PARTS = { grievance: 'grievance', attachment: 'attachment' } as const;

export const GRIEVANCE_CATEGORIES = [
  'admission',
  'feesRefunds',
  'examinations',
  'scholarships',
  'attendance',
  'hostel',
  'transport',
  'library',
  'harassment',
  'ragging',
  'other',
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];
/** The categories a grievance may be filed about without a name, when the college allows it. */
export const GRIEVANCE_ANONYMOUS_CATEGORIES = ['harassment', 'ragging'] as const;

/**
 * Received, then in review once assigned to a member; decided with the report to the student;
 * appealed to the ombudsperson within 15 days of the decision; closed by the ombudsperson's award.
 */
export const GRIEVANCE_STATUSES = ['received', 'inReview', 'decided', 'appealed', 'closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
/** Statuses still waiting for the committee's decision: they count as pending and may be overdue. */
export const GRIEVANCE_OPEN_STATUSES = ['received', 'inReview'] as const;
export const GRIEVANCE_OUTCOMES = ['upheld', 'partlyUpheld', 'rejected'] as const;
export type GrievanceOutcome = (typeof GRIEVANCE_OUTCOMES)[number];
/** Who filed it: a student, a parent, a member of staff, or nobody named. */
export const GRIEVANCE_FILER_KINDS = ['student', 'parent', 'staff', 'anonymous'] as const;
export type GrievanceFilerKind = (typeof GRIEVANCE_FILER_KINDS)[number];
/** The steps of a grievance's timeline; a note is the committee's own and not shown to the filer. */
export const GRIEVANCE_EVENT_KINDS = ['filed', 'assigned', 'hearing', 'reply', 'note', 'decided', 'appealed', 'appealDecided'] as const;
export type GrievanceEventKind = (typeof GRIEVANCE_EVENT_KINDS)[number];
/** What a member records on a grievance between its assignment and its decision. */
export const GRIEVANCE_ENTRY_KINDS = ['hearing', 'reply', 'note'] as const;

export const COMMITTEE_ROLES = ['chairperson', 'member', 'specialInvitee', 'ombudsperson'] as const;
export const COMMITTEE_GENDERS = ['female', 'male', 'other'] as const;
export const SOCIAL_CATEGORIES = ['general', 'sc', 'st', 'obc', 'ews'] as const;
/** The regulation's composition checks, shown as warnings: at least one woman, at least one SC, ST or OBC member. */
export const COMMITTEE_WARNINGS = ['noChairperson', 'noWoman', 'noReservedCategory', 'noStudentInvitee', 'noOmbudsperson'] as const;
export type CommitteeWarning = (typeof COMMITTEE_WARNINGS)[number];

const longText = (field: string, min: number) =>
  z.preprocess(
    (v) => (v === undefined ? '' : v),
    boundedText(LONG_TEXT_MAX, field).refine((v) => v.length >= min, { error: grievanceIssue('saySomething', { field, min }) }),
  );

const pageFields = {
  q: z.preprocess(blankAsNull, oneLineText(SHORT_CODE_MAX, 'q').nullable()).optional(),
  page: wholeNumber(1, PAGE_MAX, fromOneTo('page', PAGE_MAX)).default(1),
  size: wholeNumber(1, GRIEVANCE_PAGE_SIZES.at(-1)!, fromOneTo('size', GRIEVANCE_PAGE_SIZES.at(-1)!)).default(GRIEVANCE_PAGE_SIZE_DEFAULT),
};
const pageOf = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int(), rows: z.array(row) });
const flag = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: (i) => oneOfIssue(String(i.path?.[0] ?? 'value'), ['true', 'false']) }),
);

// ---------------------------------------------------------------- Filing

/** The JSON part of `POST /api/grievances`: what the grievance is about; confidential hides the filer's name from all but the chairperson. */
export const grievanceFilingSchema = z.object({
  category: z.enum(GRIEVANCE_CATEGORIES, { error: oneOfIssue('Category', GRIEVANCE_CATEGORIES) }),
  subject: requiredLine('Subject line', TITLE_MAX),
  description: longText('What happened', 20),
  confidential: flag.default(false),
});
export type GrievanceFiling = z.output<typeof grievanceFilingSchema>;

/** `POST /api/public/grievances`: a grievance of ragging or harassment without a name, when the college allows it. */
export const anonymousGrievanceSchema = z.object({
  category: z.enum(GRIEVANCE_ANONYMOUS_CATEGORIES, { error: grievanceIssue('anonymousCategory') }),
  subject: requiredLine('Subject line', TITLE_MAX),
  description: longText('What happened', 20),
});
export type AnonymousGrievance = z.output<typeof anonymousGrievanceSchema>;
/** The answer to an anonymous filing: the number and the code that together follow it (shown once). */
export const anonymousReceiptSchema = z.object({ number: z.string(), code: z.string(), dueOn: z.string() });
export type AnonymousReceipt = z.infer<typeof anonymousReceiptSchema>;

/** `POST /api/public/grievances/track`: the acknowledgement number and code of an anonymous grievance. */
export const grievanceTrackSchema = z.object({
  number: requiredLine('Acknowledgement number', SHORT_CODE_MAX).transform((v) => v.toUpperCase()),
  code: requiredLine('Code', SHORT_CODE_MAX),
});
export type GrievanceTrack = z.output<typeof grievanceTrackSchema>;

// ---------------------------------------------------------------- The committee's work

/** `POST /api/grievances/:id/assign`: the cell or the chairperson gives the grievance to a member. */
export const grievanceAssignSchema = z.object({ memberId: idSchema() });
export type GrievanceAssign = z.output<typeof grievanceAssignSchema>;

/** `POST /api/grievances/:id/entries`: a hearing held (its day), a reply to the filer, or the committee's own note. */
export const grievanceEntrySchema = z
  .object({
    kind: z.enum(GRIEVANCE_ENTRY_KINDS, { error: oneOfIssue('Kind', GRIEVANCE_ENTRY_KINDS) }),
    text: longText('Text', 5),
    hearingOn: z.preprocess(blankAsNull, dateSchema(dateWrittenIssue('Hearing day'), 'Hearing day').nullable()).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'hearing' && !v.hearingOn) ctx.addIssue({ code: 'custom', path: ['hearingOn'], message: grievanceIssue('hearingDay') });
  });
export type GrievanceEntry = z.output<typeof grievanceEntrySchema>;

/** `POST /api/grievances/:id/decision`: the committee's decision and its report to the student, once. */
export const grievanceDecisionSchema = z.object({
  outcome: z.enum(GRIEVANCE_OUTCOMES, { error: oneOfIssue('Outcome', GRIEVANCE_OUTCOMES) }),
  text: longText('Decision', 20),
});
export type GrievanceDecision = z.output<typeof grievanceDecisionSchema>;

/** `POST /api/grievances/:id/appeal`: the filer appeals to the ombudsperson within 15 days of the decision. */
export const grievanceAppealSchema = z.object({ text: longText('Grounds of appeal', 20) });
export type GrievanceAppeal = z.output<typeof grievanceAppealSchema>;

/** `GET /api/grievances`: the register by status and category, only the overdue, searched by number or subject. */
export const grievancesQuerySchema = z.object({
  status: z.preprocess(blankAsNull, z.enum(GRIEVANCE_STATUSES, { error: oneOfIssue('status', GRIEVANCE_STATUSES) }).nullable()).optional(),
  category: z
    .preprocess(blankAsNull, z.enum(GRIEVANCE_CATEGORIES, { error: oneOfIssue('category', GRIEVANCE_CATEGORIES) }).nullable())
    .optional(),
  overdue: z.preprocess(blankAsNull, flag.nullable()).optional(),
  ...pageFields,
});
export type GrievancesQuery = z.output<typeof grievancesQuerySchema>;
/** `GET /api/grievances/mine`: one's own grievances and those assigned to one, a page each. */
export const ownGrievancesQuerySchema = z.object({ page: pageFields.page, size: pageFields.size });
export type OwnGrievancesQuery = z.output<typeof ownGrievancesQuerySchema>;

const grievanceRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  category: z.enum(GRIEVANCE_CATEGORIES),
  subject: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  filerKind: z.enum(GRIEVANCE_FILER_KINDS),
  /** The filer's name (with the roll number of a student), or null when confidential and not for this reader, or anonymous. */
  filer: z.string().nullable(),
  confidential: z.boolean(),
  receivedOn: z.string(),
  dueOn: z.string(),
  /** Still waiting for the decision after its due day. */
  overdue: z.boolean(),
  assignedTo: z.string().nullable(),
  decidedOn: z.string().nullable(),
  outcome: z.enum(GRIEVANCE_OUTCOMES).nullable(),
});
export type GrievanceRow = z.infer<typeof grievanceRowSchema>;
export const grievancesPageSchema = pageOf(grievanceRowSchema).extend({ overdue: z.number().int() });
export type GrievancesPage = z.infer<typeof grievancesPageSchema>;
export const ownGrievancesSchema = z.object({
  filed: pageOf(grievanceRowSchema),
  assigned: pageOf(grievanceRowSchema),
  onCommittee: z.boolean(),
});
export type OwnGrievances = z.infer<typeof ownGrievancesSchema>;

const grievanceAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  type: z.string(),
  bytes: z.number().int(),
});
export type GrievanceAttachment = z.infer<typeof grievanceAttachmentSchema>;

const grievanceEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GRIEVANCE_EVENT_KINDS),
  /** The moment in the college's time: `2026-11-29 16:05`. */
  at: z.string(),
  /** Who recorded it; null for the filer of a confidential or anonymous grievance. */
  by: z.string().nullable(),
  text: z.string().nullable(),
  hearingOn: z.string().nullable(),
  outcome: z.enum(GRIEVANCE_OUTCOMES).nullable(),
});
export type GrievanceEvent = z.infer<typeof grievanceEventSchema>;

/** `GET /api/grievances/:id`: the grievance, its timeline as this reader may see it, and what this reader may do. */
export const grievanceDetailSchema = grievanceRowSchema.extend({
  description: z.string(),
  attachments: z.array(grievanceAttachmentSchema),
  events: z.array(grievanceEventSchema),
  appealBy: z.string().nullable(),
  may: z.object({ assign: z.boolean(), record: z.boolean(), decide: z.boolean(), appeal: z.boolean(), decideAppeal: z.boolean() }),
});
export type GrievanceDetail = z.infer<typeof grievanceDetailSchema>;

// ---------------------------------------------------------------- The committee (SGRC)

/** `POST /api/grievances/committee`: a member named, with their place, and the login they act through (not the student invitee's). */
export const committeeMemberInputSchema = z.object({
  name: requiredLine('Name', NAME_MAX),
  role: z.enum(COMMITTEE_ROLES, { error: oneOfIssue('Role', COMMITTEE_ROLES) }),
  designation: requiredLine('Designation', TITLE_MAX),
  gender: z.enum(COMMITTEE_GENDERS, { error: oneOfIssue('Member’s gender', COMMITTEE_GENDERS) }),
  socialCategory: z.enum(SOCIAL_CATEGORIES, { error: oneOfIssue('Social category', SOCIAL_CATEGORIES) }),
  username: z.preprocess(blankAsNull, oneLineText(NAME_MAX, 'Login').nullable()).optional(),
  fromDate: dateSchema(dateWrittenIssue('From'), 'From'),
});
export type CommitteeMemberInput = z.output<typeof committeeMemberInputSchema>;
/** `POST /api/grievances/committee/:id/end`: a member's term ends; the member stays in the record. */
export const committeeEndSchema = z.object({ untilDate: dateSchema(dateWrittenIssue('Until'), 'Until') });
export type CommitteeEnd = z.output<typeof committeeEndSchema>;

export const committeeMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(COMMITTEE_ROLES),
  designation: z.string(),
  gender: z.enum(COMMITTEE_GENDERS),
  socialCategory: z.enum(SOCIAL_CATEGORIES),
  username: z.string().nullable(),
  fromDate: z.string(),
  untilDate: z.string().nullable(),
  /** Grievances in review with this member now. */
  inReview: z.number().int(),
});
export type CommitteeMember = z.infer<typeof committeeMemberSchema>;
/** `GET /api/grievances/committee`: the members now and before, the composition warnings, and whether grievances may be anonymous. */
export const committeeSchema = z.object({
  members: z.array(committeeMemberSchema),
  warnings: z.array(z.enum(COMMITTEE_WARNINGS)),
  anonymousOn: z.boolean(),
});
export type Committee = z.infer<typeof committeeSchema>;
/** `PUT /api/grievances/settings`: whether anyone may file about ragging or harassment without a name. */
export const grievanceSettingsSchema = z.object({ anonymousOn: z.boolean({ error: oneOfIssue('anonymousOn', ['true', 'false']) }) });
export type GrievanceSettings = z.output<typeof grievanceSettingsSchema>;

// ---------------------------------------------------------------- Figures

const ACADEMIC_YEAR = /^(\d{4})-(\d{4})$/;
/** `GET /api/grievances/figures` and its PDF and workbook: an academic year (`2026-2027`), the current one unless given. */
export const grievanceFiguresQuerySchema = z.object({
  year: z
    .preprocess(
      blankAsNull,
      oneLineText(SHORT_CODE_MAX, 'year')
        .refine((v) => ACADEMIC_YEAR.test(v) && Number(v.slice(5)) === Number(v.slice(0, 4)) + 1, { error: grievanceIssue('yearWritten') })
        .nullable(),
    )
    .optional(),
});
export type GrievanceFiguresQuery = z.output<typeof grievanceFiguresQuerySchema>;

const countsSchema = z.object({
  received: z.number().int(),
  disposed: z.number().int(),
  /** Disposed within 15 working days of receipt. */
  disposedInTime: z.number().int(),
  pending: z.number().int(),
  overdue: z.number().int(),
  appealed: z.number().int(),
});
export const grievanceFiguresSchema = z.object({
  year: z.string(),
  from: z.string(),
  to: z.string(),
  totals: countsSchema.extend({ averageDaysToDispose: z.number().nullable() }),
  byCategory: z.array(countsSchema.extend({ category: z.enum(GRIEVANCE_CATEGORIES) })),
  /**
   * `2026-06` with what was received and disposed of in it, by the day of receipt and of decision, and
   * of those received in it, how many still wait for the decision and how many of those are overdue.
   */
  byMonth: z.array(
    z.object({
      month: z.string(),
      received: z.number().int(),
      disposed: z.number().int(),
      pending: z.number().int(),
      overdue: z.number().int(),
    }),
  ),
});
export type GrievanceFigures = z.infer<typeof grievanceFiguresSchema>;

/** The id of a grievance or member in a route's path. */
export const grievanceIdSchema = z.object({ id: idSchema() });
export const grievanceAttachmentIdSchema = z.object({ id: idSchema(), attachmentId: idSchema() });
