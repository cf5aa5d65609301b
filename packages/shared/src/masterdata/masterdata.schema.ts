import { z } from 'zod';
import { INPUT_TEXTS } from '../input-texts.js';
import { CODE_MAX, idSchema, LABEL_MAX, requiredLine, SHORT_CODE_MAX, textOnly, tooLong, wholeNumber } from '../limits.js';
import { issueText, issuesOf } from '../schema-issue.js';
import { MASTER_DATA_TEXTS } from './masterdata.texts.js';

const masterDataIssue = issuesOf('masterData', MASTER_DATA_TEXTS);

/** The kinds of master data an admin maintains at /api/masterdata/{kind}. */
export const MASTERDATA_KINDS = [
  'courses',
  'batches',
  'branches',
  'semesters',
  'categories',
  'subcastes',
  'seattypes',
  'agents',
  'keyvalues',
  'admissiontypes',
] as const;
export type MasterDataKind = (typeof MASTERDATA_KINDS)[number];

/** Lists answered by getKeyValuePair?key=… */
export const KEY_VALUE_KEYS = ['entrancetype', 'Nationality', 'Religion'] as const;
export type KeyValueKey = (typeof KEY_VALUE_KEYS)[number];

const name = (label: string, max = LABEL_MAX) => requiredLine(label, max);
const code = (label: string) => name(label, CODE_MAX).regex(/^[A-Za-z0-9.\-/ ]+$/, masterDataIssue('codeCharacters', { field: label }));
const id = (label: string) => idSchema(masterDataIssue('choose', { thing: label }));
const year = wholeNumber(1950, 2100, masterDataIssue('startYear'));
const active = z.boolean().optional();

/** The fields of each kind as the maintenance screen adds and edits them. */
export const MASTERDATA_SCHEMAS = {
  courses: z.object({
    code: code('Code'),
    name: name('Name'),
    level: name('Level', 20),
    durationYears: wholeNumber(1, 6, masterDataIssue('duration')),
    active,
  }),
  batches: z.object({ courseId: id('course'), name: name('Name', 30), startYear: year, active }),
  branches: z.object({
    courseId: id('course'),
    code: code('Code'),
    name: name('Name'),
    rollCode: z
      .string({ error: textOnly })
      .trim()
      .max(SHORT_CODE_MAX, tooLong(SHORT_CODE_MAX, 'Roll code'))
      .regex(/^[0-9A-Z]{2}$/, masterDataIssue('rollCode')),
    active,
  }),
  semesters: z.object({
    courseId: id('course'),
    name: name('Name', 20),
    number: wholeNumber(1, 12, masterDataIssue('semesterNumber')),
    active,
  }),
  categories: z.object({ code: code('Code'), name: name('Name'), active }),
  subcastes: z.object({ categoryId: id('category'), name: name('Name'), active }),
  seattypes: z.object({
    code: code('Code'),
    label: name('Label'),
    active,
  }),
  agents: z.object({
    name: name('Name'),
    phone: z
      .string({ error: textOnly })
      .trim()
      .max(SHORT_CODE_MAX, tooLong(SHORT_CODE_MAX, 'Phone'))
      .regex(/^([6-9]\d{9})?$/, issueText('input.validMobile', INPUT_TEXTS.validMobile))
      .optional()
      .nullable(),
    active,
  }),
  keyvalues: z.object({
    key: z.enum(KEY_VALUE_KEYS, { error: masterDataIssue('listKey') }),
    value: name('Value'),
    sortOrder: wholeNumber(0, 9999, masterDataIssue('sortOrder')).default(0),
    active,
  }),
  admissiontypes: z.object({ name: name('Name', 40), active }),
} as const satisfies Record<MasterDataKind, z.ZodObject>;

/** A row of any kind as the maintenance API lists it. */
export const masterDataRowSchema = z.object({ id: z.number(), active: z.boolean() }).catchall(z.unknown());
export type MasterDataRow = z.infer<typeof masterDataRowSchema>;

// Shapes of the spec's dropdown calls.
export const degreeSchema = z.object({ id: z.number(), degree: z.string(), name: z.string(), level: z.string() });
export const courseViewSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  level: z.string(),
  durationYears: z.number(),
});
export const seatTypeSchema = z.object({ id: z.number(), code: z.string(), label: z.string() });
export const casteCategorySchema = z.object({ id: z.number(), code: z.string(), name: z.string() });
export const agentOptionSchema = z.object({ id: z.number(), name: z.string() });
export const normalDataSchema = z.object({
  genders: z.array(z.string()),
  bloodGroups: z.array(z.string()),
  knowingAbout: z.array(z.string()),
  yesNo: z.array(z.string()),
  admissionTypes: z.array(z.string()),
  levels: z.array(z.string()),
});
/** `GET /api/public/departments` (ours): the active departments, code and name, for the public sign-up form. */
export const publicDepartmentSchema = z.object({ code: z.string(), name: z.string() });
export type PublicDepartment = z.infer<typeof publicDepartmentSchema>;
export type Degree = z.infer<typeof degreeSchema>;
export type CourseView = z.infer<typeof courseViewSchema>;
export type CasteCategory = z.infer<typeof casteCategorySchema>;
export type AgentOption = z.infer<typeof agentOptionSchema>;
export type NormalData = z.infer<typeof normalDataSchema>;

/** `getSeatTypesAsDrop` entries are 'CODE,Label'; the form shows the first part. */
export const seatTypeDropEntry = (s: { code: string; label: string }) => `${s.code},${s.label}`;
export const seatTypeDropCode = (entry: string) => entry.split(',')[0];
