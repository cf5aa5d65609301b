import { z } from 'zod';
import { fromOneTo, idSchema, oneLineText, TEXT_MAX, wholeNumber, NAME_MAX } from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { SUBJECT_KINDS } from '../curriculum/curriculum.schema.js';
import { INTERNAL_MARKS_TEXTS } from './internal-marks.texts.js';

const marksIssue = issuesOf('internalMarks', INTERNAL_MARKS_TEXTS);

export const MARK_SHEET_STATES = ['open', 'submitted'] as const;
export type MarkSheetState = (typeof MARK_SHEET_STATES)[number];

/** The most components a subject's internal marks have. */
const COMPONENTS_MAX = 8;
/** The most students one class's sheet holds. */
const SHEET_STUDENTS_MAX = 500;

/**
 * A student's mark in one component as entered: a number in steps of 0.5, `AB` for absent, or
 * null (not entered yet). Typed "ab" or pasted " 12.5 " from a spreadsheet is read as meant.
 */
const markValueSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : /^ab$/i.test(v.trim()) ? 'AB' : Number(v.trim())) : v),
  z.union(
    [
      z.literal('AB'),
      z
        .number({ error: marksIssue('mark') })
        .min(0, { error: marksIssue('mark') })
        .max(200, { error: marksIssue('mark') })
        .refine((n) => Number.isInteger(n * 2), { error: marksIssue('mark') }),
      z.null(),
    ],
    { error: marksIssue('mark') },
  ),
);
export type MarkValue = number | 'AB' | null;
const markOutSchema = z.union([z.number(), z.literal('AB'), z.null()]);

/** A class whose internal marks a teacher keeps: its subject, its students and how far the marks are. */
const markClassSchema = z.object({
  allocationId: z.number().int(),
  section: z.string(),
  code: z.string(),
  subject: z.string(),
  kind: z.enum(SUBJECT_KINDS),
  labBatch: z.number().int().nullable(),
  students: z.number().int(),
  /** Students with a mark (or AB) in every component. */
  complete: z.number().int(),
  state: z.enum(MARK_SHEET_STATES),
  releasedAt: z.string().nullable(),
});
export type MarkClass = z.infer<typeof markClassSchema>;

/** `GET /api/internal-marks/classes`: the signed-in teacher's classes with internal marks. */
export const markClassesSchema = z.object({ classes: z.array(markClassSchema) });
export type MarkClasses = z.infer<typeof markClassesSchema>;

const componentSchema = z.object({ id: z.number().int(), name: z.string(), maxMarks: z.number().int() });
export type MarkComponent = z.infer<typeof componentSchema>;

/** `GET /api/internal-marks/sheet?allocationId=`: a class's marks, a row per student and a column per component. */
export const markSheetQuerySchema = z.object({ allocationId: idSchema() });
export const markSheetSchema = z.object({
  allocationId: z.number().int(),
  section: z.string(),
  code: z.string(),
  subject: z.string(),
  labBatch: z.number().int().nullable(),
  faculty: z.string(),
  internalMax: z.number().int(),
  state: z.enum(MARK_SHEET_STATES),
  /** Guards a save against another made meanwhile (another tab, the head's unlock). */
  version: z.number().int(),
  savedBy: z.string().nullable(),
  savedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  /** The signed-in user may save and submit (its teacher, while open). */
  editable: z.boolean(),
  /** The signed-in user may unlock it (the head of its department, once submitted). */
  unlockable: z.boolean(),
  components: z.array(componentSchema),
  students: z.array(
    z.object({
      id: z.number().int(),
      rollNumber: z.string(),
      fullName: z.string(),
      /** One per component, in the components' order. */
      marks: z.array(markOutSchema),
      /** The sum of the numbers (AB counts 0); null until every component has a mark or AB. */
      total: z.number().nullable(),
    }),
  ),
});
export type MarkSheet = z.infer<typeof markSheetSchema>;

/** `PUT /api/internal-marks/sheet`: the class's marks saved at once, all rows or none, each checked against its component's maximum. */
export const markSheetSaveSchema = z.object({
  allocationId: idSchema(),
  version: wholeNumber(1, 1_000_000, fromOneTo('version', 1_000_000)),
  rows: z
    .array(
      z.object({
        studentId: idSchema(),
        marks: z.array(markValueSchema).max(COMPONENTS_MAX, { error: fromOneTo('marks', COMPONENTS_MAX) }),
      }),
    )
    .max(SHEET_STUDENTS_MAX, { error: fromOneTo('rows', SHEET_STUDENTS_MAX) }),
});
export type MarkSheetSave = z.output<typeof markSheetSaveSchema>;

/** `POST /api/internal-marks/sheet/submit`: the class's marks locked; every student needs a mark or AB in every component. */
export const markSheetSubmitSchema = z.object({
  allocationId: idSchema(),
  version: wholeNumber(1, 1_000_000, fromOneTo('version', 1_000_000)),
});

/** `POST /api/internal-marks/sheet/unlock`: a submitted class's marks opened again by the head of its department, with a reason. */
export const markSheetUnlockSchema = z.object({
  allocationId: idSchema(),
  reason: oneLineText(TEXT_MAX, 'Reason'),
});

/** `GET /api/internal-marks/overview?batchId=&branchId=`: every class of a batch (a branch of it) with its marks' state, for the examination cell. */
export const marksOverviewQuerySchema = z.object({
  batchId: idSchema(),
  branchId: z.preprocess((v) => (v === '' ? undefined : v), idSchema().optional()),
});
export const marksOverviewSchema = z.object({
  classes: z.array(markClassSchema.extend({ faculty: z.string(), submittedAt: z.string().nullable() })),
  open: z.number().int(),
  submitted: z.number().int(),
  released: z.number().int(),
});
export type MarksOverview = z.infer<typeof marksOverviewSchema>;

/** `POST /api/internal-marks/release`: submitted classes' marks shown to their students. */
export const marksReleaseSchema = z.object({
  allocationIds: z
    .array(idSchema())
    .min(1, { error: fromOneTo('allocationIds', 1_000) })
    .max(1_000, { error: fromOneTo('allocationIds', 1_000) }),
});

export const componentsParamsSchema = z.object({ subjectId: idSchema() });
/** `GET/PUT /api/internal-marks/components/:subjectId`: the parts of a subject's internal marks, adding up to its internal maximum. */
export const componentsSaveSchema = z.object({
  components: z
    .array(z.object({ name: oneLineText(NAME_MAX, 'Name'), maxMarks: wholeNumber(1, 200, fromOneTo('Maximum', 200)) }))
    .min(1, { error: fromOneTo('components', COMPONENTS_MAX) })
    .max(COMPONENTS_MAX, { error: fromOneTo('components', COMPONENTS_MAX) }),
});
export type ComponentsSave = z.output<typeof componentsSaveSchema>;

/**
 * A subject's components as a whole, checked by the form and by the server alike: each named, no name
 * twice (whatever its case), the maximums adding up to the subject's internal maximum.
 */
export const componentsOfSubjectSchema = (internalMax: number) =>
  componentsSaveSchema.superRefine(({ components }, ctx) => {
    const seen = new Set<string>();
    components.forEach((c, i) => {
      const path = ['components', i, 'name'];
      if (!c.name) ctx.addIssue({ code: 'custom', path, message: marksIssue('componentName') });
      else if (seen.has(c.name.toUpperCase()))
        ctx.addIssue({ code: 'custom', path, message: marksIssue('componentTwice', { name: c.name }) });
      seen.add(c.name.toUpperCase());
    });
    const sum = components.reduce((n, c) => n + c.maxMarks, 0);
    if (sum !== internalMax)
      ctx.addIssue({ code: 'custom', path: ['components'], message: marksIssue('componentsSum', { sum, max: internalMax }) });
  });
export const subjectComponentsSchema = z.object({
  subjectId: z.number().int(),
  code: z.string(),
  internalMax: z.number().int(),
  components: z.array(componentSchema),
  /** Marks are entered: the components can no longer change. */
  inUse: z.boolean(),
});
export type SubjectComponents = z.infer<typeof subjectComponentsSchema>;

/** `GET /api/internal-marks/mine`: a student's (or their parent's) internal marks of the classes released. */
export const myMarksSchema = z.object({
  student: z.object({ id: z.number().int(), rollNumber: z.string(), fullName: z.string() }),
  subjects: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      internalMax: z.number().int(),
      components: z.array(z.object({ name: z.string(), maxMarks: z.number().int(), marks: markOutSchema })),
      total: z.number().nullable(),
      releasedAt: z.string(),
    }),
  ),
  /** Subjects of the student's semester whose marks are not released yet. */
  pending: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type MyMarks = z.infer<typeof myMarksSchema>;
