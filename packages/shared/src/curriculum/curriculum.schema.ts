import { z } from 'zod';
import { fromOneTo, idSchema, NAME_MAX, oneLineText, oneOfIssue, requiredLine, TITLE_MAX, wholeNumber } from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { CURRICULUM_TEXTS } from './curriculum.texts.js';

const curriculumIssue = issuesOf('curriculum', CURRICULUM_TEXTS);
const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

/** What a subject is: taught in class, a laboratory, a project, or one of an elective group's choices. */
export const SUBJECT_KINDS = ['theory', 'lab', 'project', 'elective'] as const;
/** The most semesters a programme has (a five-year integrated programme). */
export const SEMESTER_MAX = 10;
export const MARKS_MAX = 200;
export const CURRICULUM_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CURRICULUM_PAGE_SIZE_DEFAULT = 25;
const CURRICULUM_PAGE_MAX = 1_000;

/** The columns of a curriculum workbook, in the template's order; `*` in the template marks the required ones. */
export const CURRICULUM_COLUMNS = [
  { key: 'regulation', label: 'Regulation', required: true },
  { key: 'programme', label: 'Programme', required: true },
  { key: 'branch', label: 'Branch', required: false },
  { key: 'semester', label: 'Semester', required: true },
  { key: 'code', label: 'Subject code', required: true },
  { key: 'name', label: 'Subject name', required: true },
  { key: 'credits', label: 'Credits', required: true },
  { key: 'kind', label: 'Kind', required: true },
  { key: 'electiveGroup', label: 'Elective group', required: false },
  { key: 'internalMax', label: 'Internal max', required: true },
  { key: 'externalMax', label: 'External max', required: true },
] as const;
export type CurriculumColumn = (typeof CURRICULUM_COLUMNS)[number]['key'];

/** `POST /api/curriculum/regulations`: a regulation (R22) and the first batch year it governs. */
export const regulationInputSchema = z.object({
  code: z.preprocess(
    upper,
    z.string({ error: curriculumIssue('regulationCode') }).regex(/^[A-Z0-9]{2,12}$/, { error: curriculumIssue('regulationCode') }),
  ),
  name: requiredLine('Regulation name', NAME_MAX),
  fromYear: wholeNumber(2000, 2100, curriculumIssue('regulationYear')),
});
export type RegulationInput = z.output<typeof regulationInputSchema>;

export const regulationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  fromYear: z.number().int(),
  subjects: z.number().int(),
});
export type Regulation = z.infer<typeof regulationSchema>;
export const regulationsSchema = z.array(regulationSchema);

const marksMax = (field: string) => wholeNumber(0, MARKS_MAX, curriculumIssue('marksMax', { field }));
const halfSteps = (v: number) => Math.abs(Math.round(v * 2) - v * 2) < 1e-9;

/** `POST /api/curriculum/subjects` and `PUT …/:id`: a subject of a regulation for a programme (and branch) in a semester. */
export const subjectInputSchema = z
  .object({
    regulationId: idSchema(),
    courseId: idSchema(),
    /** null: every branch of the programme (a first-year subject). */
    branchId: z
      .preprocess(blankAsNull, idSchema().nullable())
      .optional()
      .transform((v) => v ?? null),
    semester: wholeNumber(1, SEMESTER_MAX, fromOneTo('Semester', SEMESTER_MAX)),
    code: z.preprocess(
      upper,
      z.string({ error: curriculumIssue('subjectCode') }).regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/, { error: curriculumIssue('subjectCode') }),
    ),
    name: requiredLine('Subject name', TITLE_MAX),
    credits: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(',', '.')) : v),
      z
        .number({ error: curriculumIssue('credits') })
        .min(0, { error: curriculumIssue('credits') })
        .max(30, { error: curriculumIssue('credits') })
        .refine(halfSteps, { error: curriculumIssue('credits') }),
    ),
    kind: z.enum(SUBJECT_KINDS, { error: oneOfIssue('Kind', SUBJECT_KINDS) }),
    electiveGroup: z
      .preprocess(blankAsNull, oneLineText(40, 'Elective group').nullable())
      .optional()
      .transform((v) => v ?? null),
    internalMax: marksMax('Internal max'),
    externalMax: marksMax('External max'),
  })
  .superRefine((s, ctx) => {
    if (s.internalMax + s.externalMax === 0) ctx.addIssue({ code: 'custom', path: ['externalMax'], message: curriculumIssue('noMarks') });
    if (s.kind === 'elective' && !s.electiveGroup)
      ctx.addIssue({ code: 'custom', path: ['electiveGroup'], message: curriculumIssue('electiveGroupNeeded') });
    if (s.kind !== 'elective' && s.electiveGroup)
      ctx.addIssue({ code: 'custom', path: ['electiveGroup'], message: curriculumIssue('electiveGroupOnly') });
  });
export type SubjectInput = z.output<typeof subjectInputSchema>;

export const subjectSchema = z.object({
  id: z.number().int(),
  regulationId: z.number().int(),
  regulation: z.string(),
  courseId: z.number().int(),
  programme: z.string(),
  branchId: z.number().int().nullable(),
  /** The branch's code; null for every branch of the programme. */
  branch: z.string().nullable(),
  semester: z.number().int(),
  code: z.string(),
  name: z.string(),
  credits: z.number(),
  kind: z.enum(SUBJECT_KINDS),
  electiveGroup: z.string().nullable(),
  internalMax: z.number().int(),
  externalMax: z.number().int(),
});
export type Subject = z.infer<typeof subjectSchema>;

/** `GET /api/curriculum/subjects`: a regulation's subjects, narrowed by programme, branch, semester or a code or name. */
export const subjectQuerySchema = z.object({
  regulationId: idSchema(),
  courseId: z.preprocess(blankAsNull, idSchema().nullable()).optional(),
  branchId: z.preprocess(blankAsNull, idSchema().nullable()).optional(),
  semester: z.preprocess(blankAsNull, wholeNumber(1, SEMESTER_MAX, fromOneTo('Semester', SEMESTER_MAX)).nullable()).optional(),
  q: z.preprocess(blankAsNull, oneLineText(NAME_MAX, 'q').nullable()).optional(),
  page: wholeNumber(1, CURRICULUM_PAGE_MAX, fromOneTo('page', CURRICULUM_PAGE_MAX)).default(1),
  size: wholeNumber(1, CURRICULUM_PAGE_SIZES.at(-1)!, fromOneTo('size', CURRICULUM_PAGE_SIZES.at(-1)!)).default(
    CURRICULUM_PAGE_SIZE_DEFAULT,
  ),
});
export type SubjectQuery = z.output<typeof subjectQuerySchema>;

export const subjectsPageSchema = z.object({
  total: z.number().int(),
  /** Credits of the subjects found (an elective group's choices counted once per group and semester). */
  credits: z.number(),
  page: z.number().int(),
  size: z.number().int(),
  rows: z.array(subjectSchema),
});
export type SubjectsPage = z.infer<typeof subjectsPageSchema>;

export const curriculumIdSchema = z.object({ id: idSchema() });
/** `GET /api/curriculum/subjects.xlsx`: the regulation whose subjects are downloaded. */
export const curriculumWorkbookQuerySchema = z.object({ regulationId: idSchema() });

/** `GET /api/curriculum/places`: the programmes a subject may be of, with their semesters (two a year), and their branches. */
export const curriculumPlacesSchema = z.object({
  programmes: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), semesters: z.number().int() })),
  branches: z.array(z.object({ id: z.number().int(), courseId: z.number().int(), code: z.string() })),
});
export type CurriculumPlaces = z.infer<typeof curriculumPlacesSchema>;
