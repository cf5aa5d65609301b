import { z } from 'zod';
import { dateSchema, dateWrittenIssue } from '../date-schemas.js';
import { fromOneTo, idSchema, oneLineText, TEXT_MAX, wholeNumber } from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { SUBJECT_KINDS } from '../curriculum/curriculum.schema.js';
import { ATTENDANCE_TEXTS } from './attendance.texts.js';

const attendanceIssue = issuesOf('attendance', ATTENDANCE_TEXTS);
const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

/** The most students one register holds: a combined class of several sections. */
const REGISTER_STUDENTS_MAX = 500;

const day = dateSchema(dateWrittenIssue('Date'), 'Date');

/** `GET /api/attendance/register`: one class's register of a day and period. */
export const registerQuerySchema = z.object({
  allocationId: idSchema(),
  date: day,
  period: wholeNumber(1, 12, fromOneTo('Period', 12)),
});
export type RegisterQuery = z.output<typeof registerQuerySchema>;

/**
 * `PUT /api/attendance/register`: the absentees of a class in a period (everyone else was present),
 * one request per class. `clientKey` is the browser's id of this save: sent again (a retry, a
 * queued save sent once the phone is back online) it is stored once. `baseVersion` is the version
 * the teacher opened (null for a register not yet marked): a register changed since is refused.
 */
export const registerSaveSchema = z.object({
  allocationId: idSchema(),
  date: day,
  period: wholeNumber(1, 12, fromOneTo('Period', 12)),
  clientKey: z.string({ error: attendanceIssue('clientKey') }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: attendanceIssue('clientKey') }),
  baseVersion: z
    .preprocess(blankAsNull, wholeNumber(1, 1_000_000, fromOneTo('baseVersion', 1_000_000)).nullable())
    .optional()
    .transform((v) => v ?? null),
  absent: z.array(idSchema()).max(REGISTER_STUDENTS_MAX, { error: fromOneTo('absent', REGISTER_STUDENTS_MAX) }),
  reason: z
    .preprocess(blankAsNull, oneLineText(TEXT_MAX, 'Reason').nullable())
    .optional()
    .transform((v) => v ?? null),
});
export type RegisterSave = z.output<typeof registerSaveSchema>;

const registerStudentSchema = z.object({ id: z.number().int(), rollNumber: z.string(), fullName: z.string(), absent: z.boolean() });

/** A class's register: its class list with each student's mark, and the register's state. */
export const registerSchema = z.object({
  allocationId: z.number().int(),
  date: z.string(),
  period: z.number().int(),
  section: z.string(),
  code: z.string(),
  subject: z.string(),
  labBatch: z.number().int().nullable(),
  /** null: not marked yet (everyone shows present). */
  registerId: z.number().int().nullable(),
  version: z.number().int().nullable(),
  markedBy: z.string().nullable(),
  markedAt: z.string().nullable(),
  /** Whether the signed-in user may save it now (mark it, or correct it within the window or as the head). */
  editable: z.boolean(),
  /** A correction now needs a reason (the head of the department, after the window). */
  reasonNeeded: z.boolean(),
  students: z.array(registerStudentSchema),
});
export type Register = z.infer<typeof registerSchema>;

/** A class of a teacher's day with its register's state. */
const classOfDaySchema = z.object({
  slotId: z.number().int(),
  allocationId: z.number().int(),
  period: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  section: z.string(),
  code: z.string(),
  subject: z.string(),
  kind: z.enum(SUBJECT_KINDS),
  labBatch: z.number().int().nullable(),
  room: z.string().nullable(),
  substituteFor: z.string().nullable(),
  givenTo: z.string().nullable(),
  students: z.number().int(),
  /** null: not marked yet. */
  absent: z.number().int().nullable(),
  registerId: z.number().int().nullable(),
});
export type ClassOfDay = z.infer<typeof classOfDaySchema>;

/** `GET /api/attendance/classes?date=`: the signed-in teacher's classes of a day (today by default) and their registers. */
export const classesQuerySchema = z.object({ date: z.preprocess(blankAsNull, day.nullable()).optional() });
export const classesOfDaySchema = z.object({
  date: z.string(),
  closed: z.string().nullable(),
  classes: z.array(classOfDaySchema),
  /** Registers of the teacher's earlier days still not marked (the last 14 days). */
  pending: z.array(
    z.object({ date: z.string(), period: z.number().int(), allocationId: z.number().int(), section: z.string(), code: z.string() }),
  ),
});
export type ClassesOfDay = z.infer<typeof classesOfDaySchema>;

export const CONDONATION_STATES = ['pending', 'approved', 'refused'] as const;
const ELIGIBILITY_PAGE_SIZE_MAX = 500;

/** A condonation of a student's shortage: its fee (a due in Pay Fees), what is paid of it, and the head's decision. */
export const condonationSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  rollNumber: z.string(),
  fullName: z.string(),
  section: z.string(),
  semester: z.number().int(),
  /** The share when it was asked. */
  percent: z.number(),
  feePaise: z.number().int(),
  paidPaise: z.number().int(),
  state: z.enum(CONDONATION_STATES),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  remark: z.string().nullable(),
});
export type Condonation = z.infer<typeof condonationSchema>;

const subjectAttendanceSchema = z.object({
  subjectId: z.number().int(),
  code: z.string(),
  name: z.string(),
  held: z.number().int(),
  attended: z.number().int(),
  /** Percentage with one decimal; null before any class was held. */
  percent: z.number().nullable(),
});

/** `GET /api/attendance/mine`: a student's (or their parent's) attendance per subject and overall. */
export const myAttendanceSchema = z.object({
  student: z.object({ id: z.number().int(), rollNumber: z.string(), fullName: z.string(), section: z.string().nullable() }),
  required: z.number(),
  condonable: z.number(),
  subjects: z.array(subjectAttendanceSchema),
  held: z.number().int(),
  attended: z.number().int(),
  percent: z.number().nullable(),
  /** Classes that may still be missed with the overall share staying at the required one (0 when below it). */
  mayMiss: z.number().int(),
  /** Classes in a row to attend to reach the required share again (0 when at or above it). */
  toRecover: z.number().int(),
  /** `ok`, `condonable` (between the two shares) or `short` (below the condonable one); null before any class. */
  standing: z.enum(['ok', 'condonable', 'short']).nullable(),
  /** The condonation fee a student between the two shares pays when asking one. */
  condonationFeePaise: z.number().int(),
  /** The student's condonation of this semester, once asked. */
  condonation: condonationSchema.nullable(),
});
export type MyAttendance = z.infer<typeof myAttendanceSchema>;

/** `GET /api/attendance/shortage?sectionId=`: a section's students below the required share, lowest first. */
export const shortageQuerySchema = z.object({ sectionId: idSchema() });
export const shortageSchema = z.object({
  section: z.string(),
  required: z.number(),
  condonable: z.number(),
  students: z.array(
    z.object({
      id: z.number().int(),
      rollNumber: z.string(),
      fullName: z.string(),
      held: z.number().int(),
      attended: z.number().int(),
      percent: z.number(),
      standing: z.enum(['condonable', 'short']),
    }),
  ),
});
export type Shortage = z.infer<typeof shortageSchema>;

/** The college's attendance rules: the shares, and how long a teacher may correct their register. */
export const attendanceSettingsSchema = z
  .object({
    requiredPercent: wholeNumber(1, 100, fromOneTo('Required percentage', 100)),
    condonablePercent: wholeNumber(0, 100, fromOneTo('Condonable percentage', 100)),
    /** Days after a register's day its teacher may still correct it (0: the same day only). */
    correctionDays: wholeNumber(0, 30, fromOneTo('Correction days', 30)),
    /** In paise; absent keeps the fee as it is. */
    condonationFeePaise: wholeNumber(0, 10_000_000, attendanceIssue('fee')).optional(),
  })
  .refine((s) => s.condonablePercent < s.requiredPercent, { path: ['condonablePercent'], error: attendanceIssue('thresholds') });
export type AttendanceSettings = z.output<typeof attendanceSettingsSchema>;

/** The attendance rules as the server answers them. */
export const attendanceRulesSchema = z.object({
  requiredPercent: z.number().int(),
  condonablePercent: z.number().int(),
  correctionDays: z.number().int(),
  condonationFeePaise: z.number().int(),
});
export type AttendanceRules = z.infer<typeof attendanceRulesSchema>;

/** The fee type of condonation fees laid as dues. */
export const CONDONATION_FEE_CODE = 'CONDONATION_FEE';

export const ELIGIBILITY_STATUSES = ['eligible', 'condonable', 'condoned', 'detained'] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

const eligibilityFilter = {
  batchId: idSchema(),
  branchId: z.preprocess((v) => (v === '' ? undefined : v), idSchema().optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ELIGIBILITY_STATUSES).optional()),
  /** Roll number or name, in part. */
  q: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), oneLineText(100, 'Search').optional()),
};

/**
 * `GET /api/attendance/eligibility`: a batch's students (a branch of it) for the semester-end
 * examinations by their attendance this semester: eligible at the required share, condonable
 * between the two shares until their condonation is approved (condoned), detained below.
 */
export const eligibilityQuerySchema = z.object({
  ...eligibilityFilter,
  page: wholeNumber(1, 10_000, fromOneTo('page', 10_000)).default(1),
  pageSize: wholeNumber(1, ELIGIBILITY_PAGE_SIZE_MAX, fromOneTo('pageSize', ELIGIBILITY_PAGE_SIZE_MAX)).default(50),
});
export type EligibilityQuery = z.output<typeof eligibilityQuerySchema>;
/** `GET /api/attendance/eligibility/export`: the whole list as a workbook. */
export const eligibilityFilterSchema = z.object(eligibilityFilter);
export type EligibilityFilter = z.output<typeof eligibilityFilterSchema>;

const eligibilityStudentSchema = z.object({
  id: z.number().int(),
  rollNumber: z.string(),
  fullName: z.string(),
  section: z.string(),
  held: z.number().int(),
  attended: z.number().int(),
  /** null before any class was held (counted eligible). */
  percent: z.number().nullable(),
  status: z.enum(ELIGIBILITY_STATUSES),
  condonation: condonationSchema.nullable(),
});
export type EligibilityStudent = z.infer<typeof eligibilityStudentSchema>;

export const eligibilitySchema = z.object({
  batch: z.string(),
  required: z.number().int(),
  condonable: z.number().int(),
  feePaise: z.number().int(),
  /** Every student of the batch (branch) by status, whatever the status filter and page. */
  counts: z.object({ eligible: z.number().int(), condonable: z.number().int(), condoned: z.number().int(), detained: z.number().int() }),
  /** Students matching the filters, on all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(eligibilityStudentSchema),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

/**
 * `POST /api/attendance/condonations`: a condonation asked, for the signed-in student (or their
 * parent's ward) or, by the academics office, for the student named; its fee is laid as a due.
 */
export const condonationRequestSchema = z.object({ studentId: idSchema().optional() });

/** `GET /api/attendance/condonations?state=`: condonations to decide (the head: of their department's students). */
export const condonationsQuerySchema = z.object({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CONDONATION_STATES).optional()),
});
export const condonationsSchema = z.object({ rows: z.array(condonationSchema) });

export const condonationIdSchema = z.object({ id: idSchema() });

/** `POST /api/attendance/condonations/:id/decision`: approved (its fee paid) or refused with a reason, once. */
export const condonationDecisionSchema = z
  .object({
    approve: z.boolean({ error: fromOneTo('approve', 1) }),
    remark: z
      .preprocess(blankAsNull, oneLineText(TEXT_MAX, 'Remark').nullable())
      .optional()
      .transform((v) => v ?? null),
  })
  .refine((d) => d.approve || d.remark !== null, { path: ['remark'], error: attendanceIssue('remarkNeeded') });
