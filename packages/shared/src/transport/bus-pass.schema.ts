import { z } from 'zod';
import { calendarDate, dateWrittenIssue } from '../date-schemas.js';
import { collegeToday } from '../dates.js';
import { fromOneTo, idSchema, NAME_MAX, oneLineText, oneOfIssue, SHORT_CODE_MAX, wholeNumber } from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { TRANSPORT_PAGE_SIZE_DEFAULT, TRANSPORT_PAGE_SIZES } from './transport.schema.js';
import { TRANSPORT_TEXTS } from './transport.texts.js';

const transportIssue = issuesOf('transport', TRANSPORT_TEXTS);

/** A pass waits for a seat, has one, or was cancelled. */
export const BUS_PASS_STATUSES = ['waiting', 'allotted', 'cancelled'] as const;

const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

/** `POST /api/transport/passes`: the stop to board at; the office names the student by roll number. */
export const busPassApplySchema = z.object({
  stopId: idSchema(),
  rollNo: z.preprocess(blankAsNull, oneLineText(SHORT_CODE_MAX, 'Roll number').nullable()).optional(),
});
export type BusPassApply = z.output<typeof busPassApplySchema>;

/** `POST /api/transport/passes/:id/stop`: the new stop, from the day named (today when not). */
export const busPassStopChangeSchema = z.object({ stopId: idSchema() });
export type BusPassStopChange = z.output<typeof busPassStopChangeSchema>;

/** `POST /api/transport/passes/:id/cancel`: why, in the office's words. */
export const busPassCancelSchema = z.object({
  reason: oneLineText(NAME_MAX, 'Reason').refine((v) => v.trim().length >= 5, { error: transportIssue('cancelReason') }),
});

/** The day every pass of the year runs until, and whether students may apply. */
export const busPassSettingsInputSchema = z.object({
  applicationsOpen: z.boolean(),
  validUntil: calendarDate({
    message: dateWrittenIssue('Passes valid until'),
    latest: () => `${Number(collegeToday().slice(0, 4)) + 2}${collegeToday().slice(4)}`,
    label: 'Passes valid until',
  }),
});
export type BusPassSettingsInput = z.output<typeof busPassSettingsInputSchema>;
export const busPassSettingsSchema = z.object({ applicationsOpen: z.boolean(), validUntil: z.string() });
export type BusPassSettings = z.infer<typeof busPassSettingsSchema>;

/** A bus pass as its student and the office read it. */
export const busPassSchema = z.object({
  id: z.number().int(),
  rollNumber: z.string(),
  studentName: z.string(),
  status: z.enum(BUS_PASS_STATUSES),
  route: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /** Null only for a cancelled pass whose stop was since taken off the route. */
  stop: z.object({ id: z.number().int(), name: z.string(), pickupTime: z.string(), distanceKm: z.number() }).nullable(),
  feePaise: z.number().int(),
  /** What was paid of the fee, and what is left (0 once paid, and for a pass still waiting). */
  paidPaise: z.number().int(),
  owedPaise: z.number().int(),
  /** Place on the route's waiting list, 1 first; null once allotted. */
  waitingPosition: z.number().int().nullable(),
  appliedAt: z.string(),
  allottedOn: z.string().nullable(),
  validUntil: z.string(),
  cancelledOn: z.string().nullable(),
  /** The pass may be printed: a seat, the fee paid, not past its day. */
  printable: z.boolean(),
});
export type BusPass = z.infer<typeof busPassSchema>;

/** A stop a student may apply for: its route, pick-up time, fee and the seats left on the route's bus. */
const passStopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pickupTime: z.string(),
  distanceKm: z.number(),
  feePaise: z.number().int().nullable(),
});
const passRouteSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Seats of the route's bus not yet given; 0 also when the route has no bus. */
  seatsFree: z.number().int(),
  waiting: z.number().int(),
  stops: z.array(passStopSchema),
});

/** `GET /api/transport/me/pass`: the student's pass (or none), and the routes and stops they may apply for. */
export const ownBusPassSchema = z.object({
  pass: busPassSchema.nullable(),
  settings: busPassSettingsSchema,
  routes: z.array(passRouteSchema),
});
export type OwnBusPass = z.infer<typeof ownBusPassSchema>;

/** `GET /api/transport/passes`: a page at a time, by route and status, searched by roll number or name. */
export const busPassListQuerySchema = z.object({
  q: z.preprocess(blankAsNull, oneLineText(NAME_MAX, 'q').nullable()).optional(),
  routeId: z.preprocess(blankAsNull, idSchema().nullable()).optional(),
  status: z.preprocess(blankAsNull, z.enum(BUS_PASS_STATUSES).nullable()).optional(),
  page: wholeNumber(1, 1_000, fromOneTo('page', 1_000)).default(1),
  size: wholeNumber(1, TRANSPORT_PAGE_SIZES.at(-1)!, fromOneTo('size', TRANSPORT_PAGE_SIZES.at(-1)!)).default(TRANSPORT_PAGE_SIZE_DEFAULT),
});
export type BusPassListQuery = z.output<typeof busPassListQuerySchema>;

export const busPassPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  rows: z.array(busPassSchema),
});
export type BusPassPage = z.infer<typeof busPassPageSchema>;

/** A route's boarding list comes as a PDF to print or as an Excel workbook. */
const BOARDING_LIST_FORMATS = ['pdf', 'xlsx'] as const;

/** `GET /api/transport/routes/:id/boarding-list?format=pdf|xlsx`: a PDF when the format is not named. */
export const boardingListQuerySchema = z.object({
  format: z.enum(BOARDING_LIST_FORMATS, { error: oneOfIssue('format', BOARDING_LIST_FORMATS) }).default('pdf'),
});

export const busPassVerifyParamsSchema = z.object({ code: z.string().trim().min(6).max(32) });

/** What a conductor's phone shows for a pass's QR code: only who, which route and stop, and until when. */
export const busPassVerificationSchema = z.object({
  collegeName: z.string(),
  studentName: z.string(),
  routeCode: z.string(),
  routeName: z.string(),
  stopName: z.string(),
  validUntil: z.string(),
  /** valid: ride; expired: past its day; cancelled: no longer a pass; unpaid: the fee is not paid. */
  state: z.enum(['valid', 'expired', 'cancelled', 'unpaid']),
});
export type BusPassVerification = z.infer<typeof busPassVerificationSchema>;

/**
 * The fee after a change of stop on `today`: the old stop's fare for the months already begun, the
 * new stop's for the months left of the pass, to the rupee. A month is left when it starts after today.
 */
export function changedFee(oldFeePaise: number, newFarePaise: number, today: string, validUntil: string, allottedOn: string): number {
  const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  const months = Math.max(1, monthIndex(validUntil) - monthIndex(allottedOn) + 1);
  const left = Math.min(months, Math.max(0, monthIndex(validUntil) - monthIndex(today)));
  const paise = oldFeePaise + ((newFarePaise - oldFeePaise) * left) / months;
  return Math.max(0, Math.round(paise / 100) * 100);
}
