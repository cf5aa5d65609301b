import { z } from 'zod';
import { dateSchema, dateWrittenIssue } from '../date-schemas.js';
import { fromOneTo, idSchema, oneLineText, oneOfIssue, SHORT_CODE_MAX, wholeNumber } from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { HOSTEL_GENDERS, HOSTEL_PAGE_SIZE_DEFAULT, HOSTEL_PAGE_SIZES } from './hostel.schema.js';
import { HOSTEL_TEXTS } from './hostel.texts.js';

const hostelIssue = issuesOf('hostel', HOSTEL_TEXTS);

/** An application waits for a bed, has one, was vacated (the student left), or was cancelled. */
export const HOSTEL_APPLICATION_STATUSES = ['waiting', 'allotted', 'vacated', 'cancelled'] as const;
export type HostelApplicationStatus = (typeof HOSTEL_APPLICATION_STATUSES)[number];
/** The keys the college orders its waiting list by; `applied` (earlier first) always ends it. */
export const ALLOTMENT_KEYS = ['year', 'distance', 'category', 'merit', 'applied'] as const;
export type AllotmentKey = (typeof ALLOTMENT_KEYS)[number];
/** Which year is served first when `year` orders the list. */
export const YEAR_ORDERS = ['seniorFirst', 'juniorFirst'] as const;
/** Blocks a student may name, in order of preference. */
export const PREFERENCES_MAX = 3;
/** The farthest home a student may state, in km. */
export const DISTANCE_MAX_KM = 3_000;
const PAGE_MAX = 1_000;
const CATEGORIES_MAX = 10;

const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

/** `POST /api/hostel/me/application` (and the office's, with the roll number): the room type, up to three blocks in order, the distance of home. */
export const hostelApplySchema = z.object({
  roomTypeId: idSchema(),
  blockIds: z
    .array(idSchema(), { error: hostelIssue('preferencesCount', { max: PREFERENCES_MAX }) })
    .min(1, { error: hostelIssue('preferencesCount', { max: PREFERENCES_MAX }) })
    .max(PREFERENCES_MAX, { error: hostelIssue('preferencesCount', { max: PREFERENCES_MAX }) })
    .refine((ids) => new Set(ids).size === ids.length, { error: hostelIssue('preferencesTwice') }),
  distanceKm: wholeNumber(0, DISTANCE_MAX_KM, hostelIssue('distance', { max: DISTANCE_MAX_KM })),
  rollNo: z.preprocess(blankAsNull, oneLineText(SHORT_CODE_MAX, 'Roll number').nullable()).optional(),
});
export type HostelApply = z.output<typeof hostelApplySchema>;

const dayField = (field: string) => dateSchema(dateWrittenIssue(field), field);

/** `POST /api/hostel/applications/:id/allot`: the bed, from the day named (today when not). */
export const hostelAllotSchema = z.object({ bedId: idSchema(), fromDate: dayField('From date').optional() });
export type HostelAllot = z.output<typeof hostelAllotSchema>;
/** `POST /api/hostel/allotments/:id/move`: the other bed, from the day named. */
export const hostelMoveSchema = z.object({ bedId: idSchema(), date: dayField('Date') });
export type HostelMove = z.output<typeof hostelMoveSchema>;

/** The allotment rules: the keys in the order they decide, which year first, which categories first. */
export const allotmentSettingsSchema = z.object({
  order: z
    .array(z.enum(ALLOTMENT_KEYS, { error: oneOfIssue('Order', ALLOTMENT_KEYS) }), { error: hostelIssue('orderKeys') })
    .max(ALLOTMENT_KEYS.length, { error: hostelIssue('orderKeys') })
    .refine((keys) => new Set(keys).size === keys.length, { error: hostelIssue('orderKeys') })
    .transform((keys) => [...keys.filter((k) => k !== 'applied'), 'applied' as const]),
  yearOrder: z.enum(YEAR_ORDERS, { error: oneOfIssue('Year order', YEAR_ORDERS) }),
  categories: z
    .array(
      oneLineText(SHORT_CODE_MAX, 'Category').transform((v) => v.toUpperCase()),
      { error: hostelIssue('categories') },
    )
    .max(CATEGORIES_MAX, { error: hostelIssue('categories') }),
});
export type AllotmentSettings = z.output<typeof allotmentSettingsSchema>;
/** The allotment rules as the server answers them. */
export const allotmentRulesSchema = z.object({
  order: z.array(z.enum(ALLOTMENT_KEYS)),
  yearOrder: z.enum(YEAR_ORDERS),
  categories: z.array(z.string()),
});
/** The rules when the office has set none: senior years first, then farther homes, then who applied first. */
export const DEFAULT_ALLOTMENT_SETTINGS: AllotmentSettings = {
  order: ['year', 'distance', 'applied'],
  yearOrder: 'seniorFirst',
  categories: [],
};

const bedPlaceSchema = z.object({
  bedId: z.number().int(),
  bed: z.string(),
  roomId: z.number().int(),
  room: z.string(),
  blockId: z.number().int(),
  block: z.string(),
  roomTypeId: z.number().int(),
  roomType: z.string(),
});
export type BedPlace = z.infer<typeof bedPlaceSchema>;

/** An application as the student and the office read it, with its bed once allotted. */
export const hostelApplicationSchema = z.object({
  id: z.number().int(),
  rollNumber: z.string(),
  studentName: z.string(),
  gender: z.enum(HOSTEL_GENDERS).nullable(),
  status: z.enum(HOSTEL_APPLICATION_STATUSES),
  roomType: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /** The blocks asked for, first preference first. */
  blocks: z.array(z.object({ id: z.number().int(), code: z.string() })),
  distanceKm: z.number().int(),
  /** Place in the waiting list by the rules, 1 first; null unless waiting. */
  position: z.number().int().nullable(),
  appliedAt: z.string(),
  allotment: bedPlaceSchema.extend({ id: z.number().int(), fromDate: z.string() }).nullable(),
});
export type HostelApplication = z.infer<typeof hostelApplicationSchema>;

/** `GET /api/hostel/me/application`: the student's application, and what they may ask for. */
export const ownHostelApplicationSchema = z.object({
  application: hostelApplicationSchema.nullable(),
  gender: z.enum(HOSTEL_GENDERS).nullable(),
  roomTypes: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), bedsPerRoom: z.number().int() })),
  /** The blocks of the student's gender. */
  blocks: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type OwnHostelApplication = z.infer<typeof ownHostelApplicationSchema>;

/** `GET /api/hostel/applications`: a page by status, searched by roll number or name, in the rules' order. */
export const hostelApplicationsQuerySchema = z.object({
  status: z
    .preprocess(blankAsNull, z.enum(HOSTEL_APPLICATION_STATUSES, { error: oneOfIssue('status', HOSTEL_APPLICATION_STATUSES) }).nullable())
    .optional(),
  q: z.preprocess(blankAsNull, oneLineText(SHORT_CODE_MAX, 'q').nullable()).optional(),
  page: wholeNumber(1, PAGE_MAX, fromOneTo('page', PAGE_MAX)).default(1),
  size: wholeNumber(1, HOSTEL_PAGE_SIZES.at(-1)!, fromOneTo('size', HOSTEL_PAGE_SIZES.at(-1)!)).default(HOSTEL_PAGE_SIZE_DEFAULT),
});
export type HostelApplicationsQuery = z.output<typeof hostelApplicationsQuerySchema>;
export const hostelApplicationsPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  rows: z.array(hostelApplicationSchema),
});
export type HostelApplicationsPage = z.infer<typeof hostelApplicationsPageSchema>;

/** `GET /api/hostel/applications/:id/beds`: the free beds that fit, the first free bed of the first preferred block first. */
export const fittingBedsSchema = z.array(bedPlaceSchema);

/** The plan of allotting all at once (preview), or what was done (run). */
export const allotmentPlanSchema = z.object({
  allotted: z.array(bedPlaceSchema.extend({ applicationId: z.number().int(), rollNumber: z.string(), studentName: z.string() })),
  waiting: z.array(z.object({ applicationId: z.number().int(), rollNumber: z.string(), studentName: z.string(), roomType: z.string() })),
  counts: z.object({ applications: z.number().int(), allotted: z.number().int(), waiting: z.number().int() }),
});
export type AllotmentPlan = z.infer<typeof allotmentPlanSchema>;
