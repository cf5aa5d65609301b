import { z } from 'zod';
import { fromOneTo, idSchema, NAME_MAX, oneLineText, ROLL_NO_MAX, wholeNumber } from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { SEMESTER_MAX, SUBJECT_KINDS } from '../curriculum/curriculum.schema.js';
import { SECTIONS_TEXTS } from './sections.texts.js';

const sectionsIssue = issuesOf('sections', SECTIONS_TEXTS);
const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

/** The most sections one batch and branch is split into. */
export const SECTIONS_MAX = 12;
/** A laboratory is taught to the whole section or to each of its two lab batches. */
export const LAB_BATCHES = [1, 2] as const;
export type LabBatch = (typeof LAB_BATCHES)[number];

/** The columns of a sections workbook, in the template's order. */
export const SECTION_COLUMNS = [
  { key: 'rollNumber', label: 'Roll number', required: true },
  { key: 'section', label: 'Section', required: true },
  { key: 'labBatch', label: 'Lab batch', required: false },
  { key: 'electives', label: 'Electives', required: false },
] as const;
export type SectionColumn = (typeof SECTION_COLUMNS)[number]['key'];

const sectionName = z.preprocess(
  upper,
  z.string({ error: sectionsIssue('sectionName') }).regex(/^[A-Z0-9]{1,4}$/, { error: sectionsIssue('sectionName') }),
);
const optionalLine = (max: number, label: string) =>
  z
    .preprocess(blankAsNull, oneLineText(max, label).nullable())
    .optional()
    .transform((v) => v ?? null);
const rollEnd = z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), optionalLine(ROLL_NO_MAX, 'Roll number'));
const labBatch = z
  .preprocess(blankAsNull, z.union([z.literal(1), z.literal(2)], { error: fromOneTo('Lab batch', 2) }).nullable())
  .optional()
  .transform((v) => v ?? null);
const semester = wholeNumber(1, SEMESTER_MAX, fromOneTo('Semester', SEMESTER_MAX));

/** What a section is taught by: its regulation and the semester it is in, and its classroom. */
const sectionTerms = {
  regulationId: idSchema(),
  semester,
  room: optionalLine(20, 'Room'),
};

/** `GET /api/sections`: the sections of a batch, or of a batch's branch. */
export const sectionsQuerySchema = z.object({
  batchId: idSchema(),
  branchId: z.preprocess(blankAsNull, idSchema().nullable()).optional(),
});
export type SectionsQuery = z.output<typeof sectionsQuerySchema>;

/** `POST /api/sections`: a batch's branch split into sections by roll number range (a section with no range starts empty). */
export const sectionsSplitSchema = z
  .object({
    batchId: idSchema(),
    branchId: idSchema(),
    ...sectionTerms,
    sections: z
      .array(z.object({ name: sectionName, rollFrom: rollEnd, rollTo: rollEnd, room: optionalLine(20, 'Room') }))
      .min(1, { error: fromOneTo('Sections', SECTIONS_MAX) })
      .max(SECTIONS_MAX, { error: fromOneTo('Sections', SECTIONS_MAX) }),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.sections.forEach((s, i) => {
      if (seen.has(s.name)) ctx.addIssue({ code: 'custom', path: ['sections', i, 'name'], message: sectionsIssue('sectionNameTwice', { name: s.name }) });
      seen.add(s.name);
      if ((s.rollFrom === null) !== (s.rollTo === null))
        ctx.addIssue({ code: 'custom', path: ['sections', i, s.rollFrom === null ? 'rollFrom' : 'rollTo'], message: sectionsIssue('rollRange') });
    });
  });
export type SectionsSplit = z.output<typeof sectionsSplitSchema>;

/** `PUT /api/sections/:id`: a section's name, regulation, semester and classroom corrected. */
export const sectionInputSchema = z.object({ name: sectionName, ...sectionTerms });
export type SectionInput = z.output<typeof sectionInputSchema>;

export const sectionSchema = z.object({
  id: z.number().int(),
  batchId: z.number().int(),
  batch: z.string(),
  courseId: z.number().int(),
  programme: z.string(),
  branchId: z.number().int(),
  branch: z.string(),
  name: z.string(),
  /** `B.Tech CSE 2024 A`: the section as the timetable and registers name it. */
  label: z.string(),
  regulationId: z.number().int(),
  regulation: z.string(),
  semester: z.number().int(),
  room: z.string().nullable(),
  students: z.number().int(),
  /** Subjects of the section's semester in its regulation, and how many of them have a teacher for every class. */
  subjects: z.number().int(),
  allocated: z.number().int(),
});
export type Section = z.infer<typeof sectionSchema>;
export const sectionsSchema = z.array(sectionSchema);

/** The answer of splitting: the sections made, and the students of the branch no range took. */
export const sectionsSplitResultSchema = z.object({
  sections: sectionsSchema,
  placed: z.number().int(),
  unplaced: z.array(z.string()),
});
export type SectionsSplitResult = z.infer<typeof sectionsSplitResultSchema>;

const sectionStudentSchema = z.object({
  id: z.number().int(),
  rollNumber: z.string(),
  fullName: z.string(),
  labBatch: z.number().int(),
  /** The elective chosen in each group of the semester: group → subject id. */
  electives: z.record(z.string(), z.number().int()),
});
export type SectionStudent = z.infer<typeof sectionStudentSchema>;

export const allocationSchema = z.object({
  id: z.number().int(),
  subjectId: z.number().int(),
  /** null: the whole section; 1 or 2: that lab batch. */
  labBatch: z.number().int().nullable(),
  facultyId: z.number().int(),
  faculty: z.string(),
  empCode: z.string(),
});
export type Allocation = z.infer<typeof allocationSchema>;

const sectionSubjectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(SUBJECT_KINDS),
  credits: z.number(),
  electiveGroup: z.string().nullable(),
  /** Students who chose this elective (every student for a subject that is not one). */
  students: z.number().int(),
  allocations: z.array(allocationSchema),
});
export type SectionSubject = z.infer<typeof sectionSubjectSchema>;

/** `GET /api/sections/:id`: a section with its students and its semester's subjects and who teaches them. */
export const sectionDetailSchema = sectionSchema.extend({
  roster: z.array(sectionStudentSchema),
  subjectList: z.array(sectionSubjectSchema),
});
export type SectionDetail = z.infer<typeof sectionDetailSchema>;

/** `PUT /api/sections/:id/students/:studentId`: a student placed in (or moved to) a section and lab batch. */
export const placementInputSchema = z.object({ labBatch: z.union([z.literal(1), z.literal(2)], { error: fromOneTo('Lab batch', 2) }) });
export type PlacementInput = z.output<typeof placementInputSchema>;
export const sectionStudentParamsSchema = z.object({ id: idSchema(), studentId: idSchema() });

/** `PUT /api/sections/:id/electives`: a student's choice in one of the semester's elective groups. */
export const electiveChoiceInputSchema = z.object({ studentId: idSchema(), subjectId: idSchema() });
export type ElectiveChoiceInput = z.output<typeof electiveChoiceInputSchema>;

/** `POST /api/sections/:id/allocations`: who teaches a subject to the section, or to one of its lab batches. */
export const allocationInputSchema = z.object({ subjectId: idSchema(), labBatch, facultyId: idSchema() });
export type AllocationInput = z.output<typeof allocationInputSchema>;
/** `PUT /api/allocations/:id`: another teacher for an allocation. */
export const allocationTeacherSchema = z.object({ facultyId: idSchema() });

export const sectionIdSchema = z.object({ id: idSchema() });

/** `GET /api/sections/teachers`: faculty members to allocate, found by name or employee code. */
export const teachersQuerySchema = z.object({ q: z.preprocess(blankAsNull, oneLineText(NAME_MAX, 'q').nullable()).optional() });
const teacherSchema = z.object({ id: z.number().int(), empCode: z.string(), fullName: z.string(), department: z.string().nullable() });
export type Teacher = z.infer<typeof teacherSchema>;
export const teachersSchema = z.array(teacherSchema);

/** `GET /api/sections/places`: the batches and branches sections are made of, and the regulations they follow. */
export const sectionPlacesSchema = z.object({
  batches: z.array(
    z.object({ id: z.number().int(), courseId: z.number().int(), programme: z.string(), name: z.string(), startYear: z.number().int() }),
  ),
  branches: z.array(z.object({ id: z.number().int(), courseId: z.number().int(), code: z.string(), name: z.string() })),
  regulations: z.array(z.object({ id: z.number().int(), code: z.string(), fromYear: z.number().int() })),
  /** Semesters of each programme by course id (two a year). */
  semesters: z.record(z.string(), z.number().int()),
});
export type SectionPlaces = z.infer<typeof sectionPlacesSchema>;
