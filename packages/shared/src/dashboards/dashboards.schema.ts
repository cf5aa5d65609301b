import { z } from 'zod';
import { auditSentenceSchema } from '../audit/audit.schema.js';
import { modeFigureSchema } from '../payments/accounts.schema.js';
import { flagCauseSchema } from '../payments/flag-reason.js';
import { receiptEntrySchema } from '../payments/fees.schema.js';
import { boundedText, TITLE_MAX } from '../limits.js';

const count = z.number().int();
/** A figure by a name (a role, a programme, a fee type, a status). */
const namedCount = z.object({ name: z.string(), count });
const passRateSchema = z.object({ examTitle: z.string(), appeared: count, passed: count, percentage: z.number() });

/** `GET /api/dashboards/admin`: the administrator's landing page. */
export const adminDashboardSchema = z.object({
  users: count,
  usersByRole: z.array(namedCount),
  pendingSignUps: count,
  /** The newest entries of the audit log, each with what happened as the audit log says it. */
  recentAudit: z.array(
    z.object({ at: z.string(), actor: z.string().nullable(), action: z.string(), entity: z.string(), sentence: auditSentenceSchema }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

const admissionCountsSchema = z.object({
  today: count,
  academicYear: z.string(),
  thisYear: count,
  byProgramme: z.array(z.object({ course: z.string(), branch: z.string(), count })),
  recent: z.array(
    z.object({
      admissionNumber: z.string(),
      rollNumber: z.string(),
      fullName: z.string(),
      course: z.string(),
      branch: z.string(),
      at: z.string(),
    }),
  ),
});
/** `GET /api/dashboards/admissions`: admissions today and this academic year (from 1 May), by programme and branch. */
export const admissionsDashboardSchema = admissionCountsSchema;
export type AdmissionsDashboard = z.infer<typeof admissionsDashboardSchema>;

/** `GET /api/dashboards/examinations?examTitle=`: a title's figures, the newest published one when none is named. */
export const examinationsQuerySchema = z.object({
  examTitle: boundedText(TITLE_MAX, 'examTitle').optional(),
});
export const examinationsDashboardSchema = z.object({
  published: count,
  draft: count,
  titles: z.array(z.object({ title: z.string(), status: z.enum(['draft', 'published']) })),
  examTitle: z.string().nullable(),
  passByBranch: z.array(z.object({ branch: z.string(), appeared: count, passed: count, percentage: z.number() })),
  backlogs: count,
  backlogStudents: z.array(z.object({ rollNo: z.string(), studentName: z.string(), failCount: count })),
});
export type ExaminationsDashboard = z.infer<typeof examinationsDashboardSchema>;

/** Collections of a span of college days (today, this month): how much, how many, and by mode. */
const collectedSchema = z.object({ from: z.string(), totalPaise: z.number(), count, byMode: z.array(modeFigureSchema) });

/**
 * `GET /api/dashboards/accounts`: the last 30 college days' collections, today's and this month's by
 * mode, the orders that need a look, the counter's cheques and drafts at the bank and its days of
 * earlier dates not yet closed.
 */
export const accountsDashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  totalPaise: z.number(),
  collections: count,
  byDay: z.array(z.object({ day: z.string(), amountPaise: z.number(), count })),
  byFeeType: z.array(z.object({ feeType: z.string(), name: z.string(), amountPaise: z.number(), count })),
  today: collectedSchema,
  thisMonth: collectedSchema,
  /** Cheques and drafts received at the counter that the bank has neither cleared nor returned. */
  awaitingBank: z.object({ count, amountPaise: z.number() }),
  /** Clerks' counter days of dates before today still open: how many, and the oldest few. */
  openCounterDays: count,
  openCounterDayList: z.array(z.object({ date: z.string(), clerk: z.string(), receipts: count, amountPaise: z.number() })),
  pending: count,
  flagged: count,
  flaggedOrders: z.array(
    z.object({
      orderId: z.string(),
      rollNumber: z.string(),
      amountPaise: z.number(),
      flagReason: z.string().nullable(),
      flagCause: flagCauseSchema.nullable(),
    }),
  ),
});
export type AccountsDashboard = z.infer<typeof accountsDashboardSchema>;

/**
 * The academic day, for the office that keeps the curriculum, the sections and the timetable: what
 * they hold, what is still to be given a teacher or a place on the timetable, and today's classes
 * and registers by the college's day.
 */
const academicDaySchema = z.object({
  /** The college's today. */
  date: z.string(),
  /** Why the college is closed today (`Sunday`, a holiday's name); null on a working day. */
  closed: z.string().nullable(),
  regulations: count,
  /** Subjects of every regulation in the curriculum. */
  subjects: count,
  sections: count,
  /** Subjects of the sections' current semesters not yet given a teacher (for the whole section or both lab batches). */
  unallocated: count,
  /** Subjects given a teacher with no class on the timetable. */
  unscheduled: count,
  /** Classes on the timetable today (none on a closed day). */
  classesToday: count,
  /** Registers of today marked. */
  markedToday: count,
  /** Today's classes whose register is not marked yet. */
  unmarkedToday: count,
});
export type AcademicDay = z.infer<typeof academicDaySchema>;

/**
 * `GET /api/dashboards/college`: the college at a glance, for its leadership and its offices. The
 * month's collections are sent only to the leadership (`dashboard.collegeMoney`, ADR 0102); the
 * academic day only to the office that keeps the timetable (`timetable.manage`).
 */
export const collegeDashboardSchema = z.object({
  students: count,
  studentsByProgramme: z.array(namedCount),
  faculty: count,
  academicYear: z.string(),
  admissionsThisYear: count,
  passRates: z.array(passRateSchema),
  collectionsThisMonthPaise: z.number().optional(),
  collectionsThisMonth: count.optional(),
  /** Of the month's collections, what was paid online (the gateway) and at the fee counter. */
  collectionsThisMonthOnlinePaise: z.number().optional(),
  collectionsThisMonthCounterPaise: z.number().optional(),
  alumni: z.object({ registered: count, recorded: count, working: count, studying: count }),
  academicDay: academicDaySchema.optional(),
});
export type CollegeDashboard = z.infer<typeof collegeDashboardSchema>;

/** `GET /api/dashboards/student`: the student's own (a parent's: the ward's) results, dues and receipts. */
export const studentDashboardSchema = z.object({
  student: z.object({
    rollNumber: z.string(),
    fullName: z.string(),
    course: z.string(),
    batch: z.string(),
    branch: z.string(),
    semester: count.nullable(),
  }),
  results: z.array(z.object({ examTitle: z.string(), sgpa: z.number(), passCount: count, failCount: count })),
  duesPaise: z.number(),
  dues: count,
  receipts: z.array(receiptEntrySchema),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;

/**
 * `GET /api/dashboards/library`: the library's day (issues and returns of today's college date), what
 * is out and overdue, the oldest overdue copies, the fines and charges of this month's returns, and
 * issues and returns of the last fortnight by college day.
 */
export const libraryDashboardSchema = z.object({
  today: z.string(),
  issuedToday: count,
  returnedToday: count,
  onLoan: count,
  overdue: count,
  overdueCopies: z.array(
    z.object({
      accessionNumber: z.string(),
      title: z.string(),
      member: z.string(),
      memberNumber: z.string(),
      dueOn: z.string(),
      daysOverdue: count,
    }),
  ),
  chargedThisMonthPaise: z.number(),
  /** Library fines students paid this month (by the day the money came in), online or at the counter. */
  collectedThisMonthPaise: z.number(),
  unpaidPaise: z.number(),
  titles: count,
  copies: count,
  /** Holds in a title's queue, and holds whose copy waits on the hold shelf. */
  holdsWaiting: count,
  onHoldShelf: count,
  byDay: z.array(z.object({ day: z.string(), issued: count, returned: count })),
});
export type LibraryDashboard = z.infer<typeof libraryDashboardSchema>;
