import { z } from 'zod';
import { dateSchema, dateWrittenIssue } from '../date-schemas.js';
import { fromOneTo, idSchema, oneLineText, wholeNumber } from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { SUBJECT_KINDS } from '../curriculum/curriculum.schema.js';
import { TIMETABLE_TEXTS } from './timetable.texts.js';

const timetableIssue = issuesOf('timetable', TIMETABLE_TEXTS);
const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

/** The most periods of a college day. */
export const PERIODS_MAX = 12;
/** The days a week's timetable has: Monday (1) to Saturday (6). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6] as const;

const timeOfDay = (field: string) =>
  z
    .string({ error: timetableIssue('time', { field }) })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: timetableIssue('time', { field }) });
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

const periodSchema = z.object({ number: z.number().int(), startsAt: z.string(), endsAt: z.string() });
export type Period = z.infer<typeof periodSchema>;
export const periodsSchema = z.array(periodSchema);

/** `PUT /api/timetable/periods`: the periods of the college day in order, numbered from 1. */
export const periodsInputSchema = z
  .object({
    periods: z
      .array(z.object({ startsAt: timeOfDay('Starts at'), endsAt: timeOfDay('Ends at') }))
      .min(1, { error: fromOneTo('Periods', PERIODS_MAX) })
      .max(PERIODS_MAX, { error: fromOneTo('Periods', PERIODS_MAX) }),
  })
  .superRefine(({ periods }, ctx) => {
    periods.forEach((p, i) => {
      if (minutes(p.endsAt) <= minutes(p.startsAt))
        ctx.addIssue({ code: 'custom', path: ['periods', i, 'endsAt'], message: timetableIssue('periodOrder', { period: i + 1 }) });
      const previous = periods[i - 1];
      if (previous && minutes(p.startsAt) < minutes(previous.endsAt))
        ctx.addIssue({
          code: 'custom',
          path: ['periods', i, 'startsAt'],
          message: timetableIssue('periodsOverlap', { period: i + 1, previous: i }),
        });
    });
  });
export type PeriodsInput = z.output<typeof periodsInputSchema>;

const weekday = wholeNumber(1, 6, timetableIssue('weekday'));

/** A class on a timetable: a section's subject (or a lab batch's) with its teacher, on a day in a period, in a room. */
export const slotSchema = z.object({
  id: z.number().int(),
  sectionId: z.number().int(),
  section: z.string(),
  weekday: z.number().int(),
  period: z.number().int(),
  allocationId: z.number().int(),
  subjectId: z.number().int(),
  code: z.string(),
  subject: z.string(),
  kind: z.enum(SUBJECT_KINDS),
  labBatch: z.number().int().nullable(),
  facultyId: z.number().int(),
  faculty: z.string(),
  room: z.string().nullable(),
});
export type Slot = z.infer<typeof slotSchema>;

/** `POST /api/timetable/slots`: a class put on a section's timetable; a clash with a teacher, a room or the section is refused. */
export const slotInputSchema = z.object({
  sectionId: idSchema(),
  weekday,
  period: wholeNumber(1, PERIODS_MAX, fromOneTo('Period', PERIODS_MAX)),
  allocationId: idSchema(),
  room: z
    .preprocess(blankAsNull, oneLineText(20, 'Room').nullable())
    .optional()
    .transform((v) => v ?? null),
});
export type SlotInput = z.output<typeof slotInputSchema>;

const timetableAllocationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  subject: z.string(),
  kind: z.enum(SUBJECT_KINDS),
  labBatch: z.number().int().nullable(),
  faculty: z.string(),
  /** Classes a week this allocation has on the timetable. */
  classes: z.number().int(),
});
export type TimetableAllocation = z.infer<typeof timetableAllocationSchema>;

/** `GET /api/timetable/sections/:id`: a section's week, the periods, and the classes it may be given. */
export const sectionTimetableSchema = z.object({
  sectionId: z.number().int(),
  section: z.string(),
  room: z.string().nullable(),
  periods: periodsSchema,
  slots: z.array(slotSchema),
  allocations: z.array(timetableAllocationSchema),
});
export type SectionTimetable = z.infer<typeof sectionTimetableSchema>;

/** `GET /api/timetable/faculty/:id` and `…/mine`: a faculty member's own week. */
export const facultyWeekSchema = z.object({
  facultyId: z.number().int(),
  faculty: z.string(),
  periods: periodsSchema,
  slots: z.array(slotSchema),
});
export type FacultyWeek = z.infer<typeof facultyWeekSchema>;

const day = dateSchema(dateWrittenIssue('Date'), 'Date');

/** `POST /api/timetable/substitutions`: another faculty member takes a class on one day. */
export const substitutionInputSchema = z.object({ slotId: idSchema(), date: day, facultyId: idSchema() });
export type SubstitutionInput = z.output<typeof substitutionInputSchema>;

export const substitutionSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  slot: slotSchema,
  facultyId: z.number().int(),
  /** Who takes the class that day. */
  faculty: z.string(),
});
export type Substitution = z.infer<typeof substitutionSchema>;
export const substitutionsSchema = z.array(substitutionSchema);
export const substitutionsQuerySchema = z.object({ date: day });

/** A class of a faculty member's day: their own, or one they take for someone. */
const todayClassSchema = slotSchema.extend({
  startsAt: z.string(),
  endsAt: z.string(),
  /** Whose class this is when it is taken as a substitute. */
  substituteFor: z.string().nullable(),
  /** Given to a substitute today: this faculty member does not take it. */
  givenTo: z.string().nullable(),
});
export type TodayClass = z.infer<typeof todayClassSchema>;

/** `GET /api/timetable/today`: the signed-in faculty member's classes of the college's today. */
export const todayClassesSchema = z.object({
  date: z.string(),
  /** The holiday's name when the college is closed today (a Sunday is named Sunday). */
  closed: z.string().nullable(),
  classes: z.array(todayClassSchema),
});
export type TodayClasses = z.infer<typeof todayClassesSchema>;

export const timetableIdSchema = z.object({ id: idSchema() });
