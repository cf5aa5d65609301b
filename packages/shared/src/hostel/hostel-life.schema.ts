import { z } from 'zod';
import { dateSchema, dateWrittenIssue } from '../date-schemas.js';
import { collegeToday, dayMonthYear } from '../dates.js';
import { fromOneTo, idSchema, NAME_MAX, oneLineText, oneOfIssue, requiredLine, SHORT_CODE_MAX, TEXT_MAX, wholeNumber } from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { HOSTEL_PAGE_SIZE_DEFAULT, HOSTEL_PAGE_SIZES } from './hostel.schema.js';
import { HOSTEL_TEXTS } from './hostel.texts.js';

const hostelIssue = issuesOf('hostel', HOSTEL_TEXTS);
const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);
const PAGE_MAX = 1_000;
const REASON_MIN = 5;
/** A leave is at most two months: a longer absence is a matter for the college, not an out-pass. */
export const LEAVE_DAYS_MAX = 60;

const pageFields = {
  q: z.preprocess(blankAsNull, oneLineText(SHORT_CODE_MAX, 'q').nullable()).optional(),
  page: wholeNumber(1, PAGE_MAX, fromOneTo('page', PAGE_MAX)).default(1),
  size: wholeNumber(1, HOSTEL_PAGE_SIZES.at(-1)!, fromOneTo('size', HOSTEL_PAGE_SIZES.at(-1)!)).default(HOSTEL_PAGE_SIZE_DEFAULT),
};
const pageOf = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int(), rows: z.array(row) });
const residentSchema = z.object({
  studentId: z.number().int(),
  rollNumber: z.string(),
  fullName: z.string(),
  /** Where the student lives now: `BH-1 · 101 · A`; null when they hold no bed. */
  place: z.string().nullable(),
});

// ---------------------------------------------------------------- Leave and out-passes

/** An outing is a day out and back the same day; a leave is a stay away (home, an event) of days. */
export const HOSTEL_LEAVE_KINDS = ['outing', 'leave'] as const;
export type HostelLeaveKind = (typeof HOSTEL_LEAVE_KINDS)[number];
/** A request waits for the warden, was approved or refused, or was withdrawn by the student. */
export const HOSTEL_LEAVE_STATUSES = ['pending', 'approved', 'refused', 'cancelled'] as const;
export type HostelLeaveStatus = (typeof HOSTEL_LEAVE_STATUSES)[number];
/** What the warden may answer a request with. */
const HOSTEL_LEAVE_DECISIONS = ['approved', 'refused'] as const;

const reason = (field: string) =>
  requiredLine(field, TEXT_MAX).refine((v) => v.length >= REASON_MIN, { error: hostelIssue('saySomething', { field, min: REASON_MIN }) });

/**
 * `POST /api/hostel/me/leave`: the student asks for an outing or leave: the days (an outing is one),
 * where they go and why. Days already asked for (pending or approved) are refused by the database.
 */
export const hostelLeaveRequestSchema = z
  .object({
    kind: z.enum(HOSTEL_LEAVE_KINDS, { error: oneOfIssue('Kind', HOSTEL_LEAVE_KINDS) }),
    fromDate: dateSchema(dateWrittenIssue('From'), 'From'),
    toDate: dateSchema(dateWrittenIssue('Until'), 'Until'),
    destination: requiredLine('Going to', NAME_MAX),
    reason: reason('Reason'),
  })
  .superRefine((v, ctx) => {
    if (v.fromDate < collegeToday())
      ctx.addIssue({ code: 'custom', path: ['fromDate'], message: hostelIssue('leaveNotBefore', { today: dayMonthYear(collegeToday()) }) });
    else if (v.toDate < v.fromDate) ctx.addIssue({ code: 'custom', path: ['toDate'], message: hostelIssue('leaveUntilBeforeFrom') });
    else if (v.kind === 'outing' && v.toDate !== v.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: hostelIssue('outingOneDay') });
    else if (daysBetween(v.fromDate, v.toDate) + 1 > LEAVE_DAYS_MAX)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: hostelIssue('leaveTooLong', { max: LEAVE_DAYS_MAX }) });
  });
export type HostelLeaveRequest = z.output<typeof hostelLeaveRequestSchema>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `POST /api/hostel/leave/:id/decision`: the warden approves or refuses; a refusal says why. */
export const hostelLeaveDecisionSchema = z
  .object({
    decision: z.enum(HOSTEL_LEAVE_DECISIONS, { error: oneOfIssue('Decision', HOSTEL_LEAVE_DECISIONS) }),
    note: z.preprocess(blankAsNull, oneLineText(TEXT_MAX, 'Note').nullable()).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'refused' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: hostelIssue('refusalNote') });
  });
export type HostelLeaveDecision = z.output<typeof hostelLeaveDecisionSchema>;

export const hostelLeaveSchema = z.object({
  id: z.number().int(),
  student: residentSchema,
  kind: z.enum(HOSTEL_LEAVE_KINDS),
  fromDate: z.string(),
  toDate: z.string(),
  destination: z.string(),
  reason: z.string(),
  status: z.enum(HOSTEL_LEAVE_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type HostelLeave = z.infer<typeof hostelLeaveSchema>;

/** `GET /api/hostel/leave`: a page by status, searched by roll number or name; `on` shows who is away that day. */
export const hostelLeaveQuerySchema = z.object({
  status: z
    .preprocess(blankAsNull, z.enum(HOSTEL_LEAVE_STATUSES, { error: oneOfIssue('status', HOSTEL_LEAVE_STATUSES) }).nullable())
    .optional(),
  on: z.preprocess(blankAsNull, dateSchema(dateWrittenIssue('on'), 'on').nullable()).optional(),
  ...pageFields,
});
export type HostelLeaveQuery = z.output<typeof hostelLeaveQuerySchema>;
export const hostelLeavePageSchema = pageOf(hostelLeaveSchema);
export type HostelLeavePage = z.infer<typeof hostelLeavePageSchema>;

// ---------------------------------------------------------------- Maintenance complaints

export const HOSTEL_COMPLAINT_CATEGORIES = ['electrical', 'plumbing', 'carpentry', 'cleaning', 'internet', 'other'] as const;
export type HostelComplaintCategory = (typeof HOSTEL_COMPLAINT_CATEGORIES)[number];
/** A complaint is open until someone works on it, then resolved. */
export const HOSTEL_COMPLAINT_STATUSES = ['open', 'inProgress', 'resolved'] as const;
export type HostelComplaintStatus = (typeof HOSTEL_COMPLAINT_STATUSES)[number];

const complaintFields = {
  category: z.enum(HOSTEL_COMPLAINT_CATEGORIES, { error: oneOfIssue('Category', HOSTEL_COMPLAINT_CATEGORIES) }),
  description: reason('What is wrong'),
};
/** `POST /api/hostel/me/complaints`: a resident reports what is wrong in their room. */
export const hostelOwnComplaintSchema = z.object(complaintFields);
export type HostelOwnComplaint = z.output<typeof hostelOwnComplaintSchema>;
/** `POST /api/hostel/complaints`: the office records a complaint of a room (a walk-in, a round). */
export const hostelComplaintSchema = z.object({ roomId: idSchema(), ...complaintFields });
export type HostelComplaintInput = z.output<typeof hostelComplaintSchema>;

/** `POST /api/hostel/complaints/:id/status`: the office moves a complaint on; resolving it says what was done. */
export const hostelComplaintStatusSchema = z
  .object({
    status: z.enum(HOSTEL_COMPLAINT_STATUSES, { error: oneOfIssue('Status', HOSTEL_COMPLAINT_STATUSES) }),
    note: z.preprocess(blankAsNull, oneLineText(TEXT_MAX, 'Note').nullable()).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'resolved' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: hostelIssue('resolvedNote') });
  });
export type HostelComplaintStatusChange = z.output<typeof hostelComplaintStatusSchema>;

export const hostelComplaintSchemaOut = z.object({
  id: z.number().int(),
  room: z.object({ id: z.number().int(), number: z.string(), block: z.string() }),
  category: z.enum(HOSTEL_COMPLAINT_CATEGORIES),
  description: z.string(),
  status: z.enum(HOSTEL_COMPLAINT_STATUSES),
  /** Who reported it: the student's name and roll number, or the office's login. */
  reportedBy: z.string(),
  reportedAt: z.string(),
  updatedAt: z.string(),
  note: z.string().nullable(),
});
export type HostelComplaint = z.infer<typeof hostelComplaintSchemaOut>;

/** `GET /api/hostel/complaints`: a page by status (open first, oldest first), searched by room number or block. */
export const hostelComplaintsQuerySchema = z.object({
  status: z
    .preprocess(blankAsNull, z.enum(HOSTEL_COMPLAINT_STATUSES, { error: oneOfIssue('status', HOSTEL_COMPLAINT_STATUSES) }).nullable())
    .optional(),
  ...pageFields,
});
export type HostelComplaintsQuery = z.output<typeof hostelComplaintsQuerySchema>;
export const hostelComplaintsPageSchema = pageOf(hostelComplaintSchemaOut);
export type HostelComplaintsPage = z.infer<typeof hostelComplaintsPageSchema>;

// ---------------------------------------------------------------- Visitors

/** Who a visitor is to the student. */
export const HOSTEL_VISITOR_RELATIONS = ['parent', 'sibling', 'relative', 'guardian', 'friend', 'other'] as const;

/** A mobile number: 10 digits from 6 to 9, written with or without +91 and spaces; kept as the 10 digits. */
const visitorPhone = oneLineText(SHORT_CODE_MAX, 'Phone')
  .transform((v) => v.replace(/[\s-]+/g, '').replace(/^(?:\+?91|0)(?=\d{10}$)/, ''))
  .refine((v) => /^[6-9]\d{9}$/.test(v), { error: hostelIssue('visitorPhone') });

/** `POST /api/hostel/visitors`: the gate records a visitor coming in to see a resident (by roll number). */
export const hostelVisitorInSchema = z.object({
  rollNumber: requiredLine('Roll number', SHORT_CODE_MAX).transform((v) => v.toUpperCase()),
  visitorName: requiredLine('Visitor', NAME_MAX),
  relation: z.enum(HOSTEL_VISITOR_RELATIONS, { error: oneOfIssue('Relation', HOSTEL_VISITOR_RELATIONS) }),
  phone: visitorPhone,
  purpose: z.preprocess(blankAsNull, oneLineText(NAME_MAX, 'Purpose').nullable()).optional(),
});
export type HostelVisitorIn = z.output<typeof hostelVisitorInSchema>;

export const hostelVisitorSchema = z.object({
  id: z.number().int(),
  student: residentSchema,
  visitorName: z.string(),
  relation: z.enum(HOSTEL_VISITOR_RELATIONS),
  phone: z.string(),
  purpose: z.string().nullable(),
  inAt: z.string(),
  outAt: z.string().nullable(),
});
export type HostelVisitor = z.infer<typeof hostelVisitorSchema>;

/** `GET /api/hostel/visitors`: the register of a day (the college's today unless given), those still in first. */
export const hostelVisitorsQuerySchema = z.object({
  day: z.preprocess(blankAsNull, dateSchema(dateWrittenIssue('day'), 'day').nullable()).optional(),
  ...pageFields,
});
export type HostelVisitorsQuery = z.output<typeof hostelVisitorsQuerySchema>;
export const hostelVisitorsPageSchema = pageOf(hostelVisitorSchema).extend({ day: z.string(), inNow: z.number().int() });
export type HostelVisitorsPage = z.infer<typeof hostelVisitorsPageSchema>;

/** `GET /api/hostel/me/life`: the student's (or the ward's) leave requests and complaints, newest first, and whether they may ask. */
export const ownHostelLifeSchema = z.object({
  /** The student holds a bed: only a resident asks for leave or reports a room. */
  resident: z.boolean(),
  place: z.string().nullable(),
  leave: z.array(hostelLeaveSchema),
  complaints: z.array(hostelComplaintSchemaOut),
});
export type OwnHostelLife = z.infer<typeof ownHostelLifeSchema>;

/** The id of a leave request, complaint or visit in a route's path. */
export const hostelLifeIdSchema = z.object({ id: idSchema() });
