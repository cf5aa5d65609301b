import { z } from 'zod';
import { calendarDate, dateWrittenIssue } from '../date-schemas.js';
import { collegeToday } from '../dates.js';
import { typedRupees } from '../payments/fees.schema.js';
import {
  fromOneTo,
  idSchema,
  NAME_MAX,
  oneLineText,
  requiredIssue,
  requiredLine,
  SHORT_CODE_MAX,
  textOnly,
  tooLong,
  wholeNumber,
} from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { TRANSPORT_TEXTS } from './transport.texts.js';

const transportIssue = issuesOf('transport', TRANSPORT_TEXTS);

/** The papers a vehicle on the road must carry, each valid until a day. */
export const PAPER_KINDS = ['fitness', 'insurance', 'permit', 'pollution'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];
/** A paper lapsing within this many days is warned of on the office's pages. */
export const PAPER_WARNING_DAYS = 30;

export const TRANSPORT_PAGE_SIZES = [10, 25, 50] as const;
export const TRANSPORT_PAGE_SIZE_DEFAULT = 25;
const TRANSPORT_PAGE_MAX = 1_000;
/** Stops a route may have: a long rural route has thirty. */
export const STOPS_MAX = 40;
/** Seats of the largest bus a college runs. */
export const CAPACITY_MAX = 120;
const DISTANCE_MAX_KM = 300;
const ROUTE_CODE_MAX = 10;
/** How far ahead a paper may be valid: a permit runs five years, a new vehicle's fitness certificate eight. */
const PAPER_YEARS_AHEAD = 10;

/** An Indian registration number as the office keeps it: capitals, no spaces (`TS09EA1234`, `22BH1234AA`). */
const REGISTRATION = /^(?:[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}|\d{2}BH\d{4}[A-Z]{1,2})$/;

/** A registration number as it is painted on the vehicle: `TS 09 EA 1234`, `22 BH 1234 AA`. */
export function spacedRegistration(compact: string): string {
  const bh = /^(\d{2})(BH)(\d{4})([A-Z]{1,2})$/.exec(compact);
  if (bh) return bh.slice(1).join(' ');
  const state = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{4})$/.exec(compact);
  if (!state) return compact;
  return state
    .slice(1)
    .filter((part) => part !== '')
    .join(' ');
}

const registrationSchema = requiredLine('Registration number', SHORT_CODE_MAX)
  .transform((v) => v.toUpperCase().replace(/[\s.-]+/g, ''))
  .refine((v) => REGISTRATION.test(v), { error: transportIssue('registrationWritten') });

/** A mobile number: 10 digits from 6 to 9, written with or without +91 and spaces; kept as the 10 digits. */
const mobile = (field: string) =>
  oneLineText(SHORT_CODE_MAX, field)
    .transform((v) => v.replace(/[\s-]+/g, '').replace(/^(?:\+?91|0)(?=\d{10}$)/, ''))
    .refine((v) => /^[6-9]\d{9}$/.test(v), { error: transportIssue('phoneWritten', { field }) });

/** An empty text of a form is no value: optional fields take `''` as absent. */
const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

/** The day a paper is valid until: a real day, up to ten years ahead. */
const validUntil = (label: string) =>
  calendarDate({
    message: dateWrittenIssue(label),
    latest: () => `${Number(collegeToday().slice(0, 4)) + PAPER_YEARS_AHEAD}${collegeToday().slice(4)}`,
    label,
  });

/** A vehicle as the office enters it: its registration, seats, crew and the days its papers are valid until. */
export const vehicleInputSchema = z.object({
  registrationNumber: registrationSchema,
  capacity: wholeNumber(1, CAPACITY_MAX, fromOneTo('Seats', CAPACITY_MAX)),
  driverName: requiredLine('Driver', NAME_MAX),
  driverPhone: mobile('The driver’s phone'),
  attendantName: z.preprocess(blankAsNull, oneLineText(NAME_MAX, 'Attendant').nullable()),
  attendantPhone: z.preprocess(blankAsNull, mobile('The attendant’s phone').nullable()),
  fitnessUntil: validUntil('Fitness certificate valid until'),
  insuranceUntil: validUntil('Insurance valid until'),
  permitUntil: validUntil('Permit valid until'),
  pollutionUntil: validUntil('Pollution check valid until'),
});
export type VehicleInput = z.output<typeof vehicleInputSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Kilometres as typed or sent: a number, or text of digits with at most one decimal; anything else is NaN. */
function kmOf(written: unknown): number {
  const w = typeof written === 'string' ? written.trim() : written;
  return typeof w === 'number' ? w : typeof w === 'string' && /^\d+(\.\d)?$/.test(w) ? Number(w) : NaN;
}

/** Kilometres within `from`–`to`, with at most one decimal. */
const kmWithin = (km: number, from: number, to: number) => km >= from && km <= to && Math.round(km * 10) === km * 10;

/** A stop of a route: its name, when the bus picks up there, and how far it is from the college. */
const stopInputSchema = z
  .object({
    name: requiredLine('Stop', NAME_MAX),
    pickupTime: z.string({ error: textOnly }).trim().max(SHORT_CODE_MAX, tooLong(SHORT_CODE_MAX)),
    distanceKm: z.unknown(),
  })
  .transform((stop, ctx) => {
    const time = /^\d:\d\d$/.test(stop.pickupTime) ? `0${stop.pickupTime}` : stop.pickupTime;
    if (!TIME.test(time))
      ctx.addIssue({ code: 'custom', path: ['pickupTime'], message: transportIssue('timeWritten', { stop: stop.name }) });
    const km = kmOf(stop.distanceKm);
    if (!kmWithin(km, 0, DISTANCE_MAX_KM))
      ctx.addIssue({ code: 'custom', path: ['distanceKm'], message: transportIssue('distanceWritten', { stop: stop.name }) });
    return { name: stop.name, pickupTime: time, distanceKm: km };
  });
export type StopInput = z.output<typeof stopInputSchema>;

/** A route as the office enters it: its code and name, its stops in the order the bus reaches them, its vehicle. */
export const routeInputSchema = z
  .object({
    code: requiredLine('Route code', ROUTE_CODE_MAX)
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[A-Z0-9-]+$/.test(v), { error: transportIssue('routeCodeWritten') }),
    name: requiredLine('Route name', NAME_MAX),
    vehicleId: z.preprocess(blankAsNull, idSchema().nullable()),
    stops: z
      .array(stopInputSchema, { error: requiredIssue('stops') })
      .min(1, { error: requiredIssue('stops') })
      .max(STOPS_MAX, { error: fromOneTo('stops', STOPS_MAX) }),
  })
  .superRefine((route, ctx) => {
    const seen = new Set<string>();
    route.stops.forEach((stop, i) => {
      const key = stop.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['stops', i, 'name'], message: transportIssue('stopTwice', { stop: stop.name }) });
      seen.add(key);
      const previous = route.stops[i - 1];
      if (previous && stop.pickupTime < previous.pickupTime)
        ctx.addIssue({
          code: 'custom',
          path: ['stops', i, 'pickupTime'],
          message: transportIssue('stopsOutOfOrder', { stop: stop.name, previous: previous.name }),
        });
    });
  });
export type RouteInput = z.output<typeof routeInputSchema>;

/** Fare slabs a college sets: a slab a few kilometres wide out to the farthest stop. */
export const FARE_SLABS_MAX = 20;
/** A year's bus pass costs at most ₹5,00,000. */
const FARE_MAX_PAISE = 50_000_000;

/** The slabs' distances rising, and a farther slab costing no less than a nearer one. */
function slabsInOrder(input: { slabs: { upToKm: number; feePaise: number }[] }, ctx: z.RefinementCtx) {
  input.slabs.forEach((slab, i) => {
    const previous = input.slabs[i - 1];
    if (!previous) return;
    const values = { km: slab.upToKm, previous: previous.upToKm };
    if (slab.upToKm <= previous.upToKm)
      ctx.addIssue({ code: 'custom', path: ['slabs', i, 'upToKm'], message: transportIssue('slabsOutOfOrder', values) });
    else if (slab.feePaise < previous.feePaise)
      ctx.addIssue({ code: 'custom', path: ['slabs', i, 'feePaise'], message: transportIssue('fareFalls', values) });
  });
}

/** The fare slabs of the college built on a fee schema: paise as the server takes them, or rupees as a form holds them. */
const fareSlabsOf = (fee: z.ZodType<number, unknown>) =>
  z
    .object({
      slabs: z
        .array(
          z.object({
            upToKm: z.unknown().transform((written, ctx) => {
              const km = kmOf(written);
              if (!kmWithin(km, 0.1, DISTANCE_MAX_KM)) ctx.addIssue({ code: 'custom', message: transportIssue('slabDistanceWritten') });
              return km;
            }),
            feePaise: fee,
          }),
          { error: requiredIssue('slabs') },
        )
        .min(1, { error: requiredIssue('slabs') })
        .max(FARE_SLABS_MAX, { error: fromOneTo('slabs', FARE_SLABS_MAX) }),
    })
    .superRefine(slabsInOrder);

const farePaise = wholeNumber(1, FARE_MAX_PAISE, transportIssue('fareAmount'));

/** `PUT /api/transport/fares`: every slab of the college, nearest first; the slabs saved replace all there were. */
export const fareSlabsInputSchema = fareSlabsOf(farePaise);
export type FareSlabsInput = z.output<typeof fareSlabsInputSchema>;

/** The slabs as the fares form holds them: text, the fee in rupees typed in the reader's language. */
export interface FareSlabsForm {
  slabs: { upToKm: string; feePaise: string }[];
}

/** The fares form: what it makes is the body of `PUT /api/transport/fares`. */
export const fareSlabsFormSchema = (language = 'en') =>
  fareSlabsOf(typedRupees(language, farePaise, transportIssue('fareTyped'))) as unknown as z.ZodType<FareSlabsInput, FareSlabsForm>;

const fareSlabSchema = z.object({ upToKm: z.number(), feePaise: z.number().int() });
export type FareSlab = z.infer<typeof fareSlabSchema>;

/** `GET /api/transport/fares`: the slabs nearest first, and how far the farthest reaches (null: none set). */
export const fareSlabsSchema = z.object({ slabs: z.array(fareSlabSchema), farthestKm: z.number().nullable() });
export type FareSlabs = z.infer<typeof fareSlabsSchema>;

/** The slab a stop this far from the college falls in: the first reaching at least as far; none beyond the last. */
export function fareFor(distanceKm: number, slabs: readonly FareSlab[]): FareSlab | undefined {
  return slabs.find((slab) => slab.upToKm >= distanceKm);
}

export const transportIdSchema = z.object({ id: idSchema() });

/** `GET /api/transport/routes` and `…/vehicles`: a page at a time, searched by code, name, stop or registration. */
export const transportListQuerySchema = z.object({
  q: z.preprocess(blankAsNull, oneLineText(NAME_MAX, 'q').nullable()).optional(),
  page: wholeNumber(1, TRANSPORT_PAGE_MAX, fromOneTo('page', TRANSPORT_PAGE_MAX)).default(1),
  size: wholeNumber(1, TRANSPORT_PAGE_SIZES.at(-1)!, fromOneTo('size', TRANSPORT_PAGE_SIZES.at(-1)!)).default(TRANSPORT_PAGE_SIZE_DEFAULT),
});
export type TransportListQuery = z.output<typeof transportListQuerySchema>;

const stopSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  pickupTime: z.string(),
  distanceKm: z.number(),
  /** The yearly fee of the stop's fare slab; null beyond the slabs. */
  feePaise: z.number().int().nullable(),
});
export type Stop = z.infer<typeof stopSchema>;

const vehicleRefSchema = z.object({ id: z.number().int(), registrationNumber: z.string(), capacity: z.number().int() });

export const routeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  stops: z.array(stopSchema),
  vehicle: vehicleRefSchema.nullable(),
});
export type Route = z.infer<typeof routeSchema>;

export const routesPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  rows: z.array(routeSchema),
});
export type RoutesPage = z.infer<typeof routesPageSchema>;

/** Where a paper stands on the office's today: valid, lapsing within the warning days, or lapsed. */
const PAPER_STATES = ['valid', 'lapsing', 'lapsed'] as const;
type PaperState = (typeof PAPER_STATES)[number];

const paperSchema = z.object({
  kind: z.enum(PAPER_KINDS),
  until: z.string(),
  daysLeft: z.number().int(),
  state: z.enum(PAPER_STATES),
});
export type Paper = z.infer<typeof paperSchema>;

export const vehicleSchema = z.object({
  id: z.number().int(),
  registrationNumber: z.string(),
  capacity: z.number().int(),
  driverName: z.string(),
  driverPhone: z.string(),
  attendantName: z.string().nullable(),
  attendantPhone: z.string().nullable(),
  fitnessUntil: z.string(),
  insuranceUntil: z.string(),
  permitUntil: z.string(),
  pollutionUntil: z.string(),
  route: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  papers: z.array(paperSchema),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehiclesPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  rows: z.array(vehicleSchema),
});
export type VehiclesPage = z.infer<typeof vehiclesPageSchema>;

/** A paper lapsing soon or lapsed, with its vehicle: what the landing page warns of. */
const paperDueSchema = paperSchema.extend({ vehicleId: z.number().int(), registrationNumber: z.string() });
export type PaperDue = z.infer<typeof paperDueSchema>;

/** A route's bus and its load: seats, students with a seat, students waiting for one, and the seats left. */
const routeLoadSchema = z.object({
  routeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The vehicle that runs it, as the office keeps it (`TS08UA4101`); null while the route has none. */
  registrationNumber: z.string().nullable(),
  /** The vehicle's seats; 0 while the route has no vehicle. */
  seats: z.number().int(),
  riding: z.number().int(),
  waiting: z.number().int(),
  /** Seats not given, never below 0. */
  seatsFree: z.number().int(),
});

/** The students with a seat who board at a stop. */
const stopLoadSchema = z.object({
  stopId: z.number().int(),
  routeId: z.number().int(),
  name: z.string(),
  riding: z.number().int(),
});

/** The transport office's landing figures. */
export const transportFiguresSchema = z.object({
  routes: z.number().int(),
  stops: z.number().int(),
  vehicles: z.number().int(),
  seats: z.number().int(),
  /** Routes with no vehicle to run them. */
  routesWithoutVehicle: z.number().int(),
  /** Every paper lapsed or lapsing within PAPER_WARNING_DAYS, the soonest first. */
  papersDue: z.array(paperDueSchema),
  /** Bus passes with a seat, and those waiting for one. */
  passesAllotted: z.number().int(),
  passesWaiting: z.number().int(),
  /** What students still owe of their bus passes' fees (the Transport Fee), in paise. */
  passDuesPaise: z.number().int(),
  /** Every route by code with its bus's seats and load. */
  byRoute: z.array(routeLoadSchema),
  /** Every stop, by route code and then in the order the bus reaches them, with the students boarding there. */
  byStop: z.array(stopLoadSchema),
});
export type TransportFigures = z.infer<typeof transportFiguresSchema>;

/** Where a paper valid until `until` stands on `today`. */
export function paperOf(kind: PaperKind, until: string, today: string): Paper {
  const daysLeft = Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  const state: PaperState = daysLeft < 0 ? 'lapsed' : daysLeft <= PAPER_WARNING_DAYS ? 'lapsing' : 'valid';
  return { kind, until, daysLeft, state };
}
