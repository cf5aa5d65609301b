import { z } from 'zod';
import { dateSchema, dateWrittenIssue } from '../date-schemas.js';
import { idSchema, wholeNumber } from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { FEE_TEXTS } from './fee-texts.js';

const feeIssue = issuesOf('fees', FEE_TEXTS);

/** Reminders go on days relative to the due day: at most this many, each at most this far from it. */
export const REMINDER_OFFSETS_MAX = 6;
export const REMINDER_OFFSET_LIMIT = 60;
/** The schedule a college starts with: a week before, on the day, a week after. */
export const DEFAULT_REMINDER_OFFSETS = [-7, 0, 7] as const;

/** One fee type's semester fee and the last day to pay it; `dueOn` null clears it. */
const dueDateEntrySchema = z.object({
  feeTypeId: idSchema(feeIssue('unknownFeeType')),
  semester: wholeNumber(1, 12, feeIssue('semester')),
  dueOn: dateSchema(dateWrittenIssue('Due date'), 'Due date').nullable(),
});

/** `PUT /api/payments/due-dates`: the due days named are set (or cleared); the others stay. */
export const dueDatesInputSchema = z.object({
  dueDates: z
    .array(dueDateEntrySchema)
    .max(500, feeIssue('dueDatesMany'))
    .refine((rows) => new Set(rows.map((r) => `${r.feeTypeId}/${r.semester}`)).size === rows.length, feeIssue('dueDateTwice')),
});
export type DueDatesInput = z.infer<typeof dueDatesInputSchema>;

/** `PUT /api/payments/reminder-schedule`: the days before (negative) or after the due day that reminders go. */
export const reminderScheduleSchema = z.object({
  offsets: z
    .array(wholeNumber(-REMINDER_OFFSET_LIMIT, REMINDER_OFFSET_LIMIT, feeIssue('reminderOffset')))
    .min(1, feeIssue('reminderCount'))
    .max(REMINDER_OFFSETS_MAX, feeIssue('reminderCount'))
    .refine((days) => new Set(days).size === days.length, feeIssue('reminderTwice'))
    .transform((days) => [...days].sort((a, b) => a - b)),
});
export type ReminderSchedule = z.infer<typeof reminderScheduleSchema>;

/** A fee type's semester fee of the structure, with its due day when the office set one. */
const dueDateRowSchema = z.object({
  feeTypeId: z.number(),
  feeTypeCode: z.string(),
  feeTypeName: z.string(),
  semester: z.number(),
  dueOn: z.string().nullable(),
});
export type DueDateRow = z.infer<typeof dueDateRowSchema>;

/** `GET /api/payments/due-dates`: every fee type and semester of the structure, and the reminder schedule. */
export const dueDatesAnswerSchema = z.object({
  rows: z.array(dueDateRowSchema),
  offsets: z.array(z.number()),
});
export type DueDatesAnswer = z.infer<typeof dueDatesAnswerSchema>;

/** The due dates' form: a field left empty clears its due day. */
export const dueDatesFormSchema = z.object({
  dueDates: z.array(dueDateEntrySchema.extend({ dueOn: z.preprocess((v) => (v === '' ? null : v), dueDateEntrySchema.shape.dueOn) })),
}) as unknown as z.ZodType<DueDatesInput, { dueDates: { feeTypeId: number; semester: number; dueOn: string }[] }>;

/** The schedule as the form types it: days separated by commas or spaces, `-7, 0, 7` (a typographic minus too); a problem marks the one field. */
export const reminderScheduleFormSchema = z.object({
  offsets: z.string().transform((text, ctx) => {
    const days = text
      .replace(/\u2212/g, '-')
      .split(/[\s,;]+/)
      .filter(Boolean);
    const read = reminderScheduleSchema.shape.offsets.safeParse(days);
    if (read.success) return read.data;
    ctx.addIssue({ code: 'custom', message: read.error.issues[0]!.message });
    return z.NEVER;
  }),
}) as unknown as z.ZodType<ReminderSchedule, { offsets: string }>;
