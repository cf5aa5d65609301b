import { z } from 'zod';
import { typedRupees } from '../payments/fees.schema.js';
import {
  boundedText,
  fromOneTo,
  idSchema,
  NAME_MAX,
  oneLineText,
  oneOfIssue,
  requiredLine,
  SHORT_CODE_MAX,
  TEXT_MAX,
  wholeNumber,
} from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { HOSTEL_TEXTS } from './hostel.texts.js';

const hostelIssue = issuesOf('hostel', HOSTEL_TEXTS);

export const HOSTEL_GENDERS = ['boys', 'girls'] as const;
/** What a room's rent is charged for. */
export const RENT_PERIODS = ['semester', 'year'] as const;
/** What the mess charge is charged for. */
export const MESS_PERIODS = ['month', 'semester'] as const;
/** Floors a block may have, the ground floor (0) counted. */
export const FLOORS_MAX = 20;
/** Beds a room may have: a single up to a dormitory of six. */
export const BEDS_PER_ROOM_MAX = 6;
export const HOSTEL_PAGE_SIZES = [10, 25, 50] as const;
export const HOSTEL_PAGE_SIZE_DEFAULT = 25;
const HOSTEL_PAGE_MAX = 1_000;
/** A semester's rent, a month's mess or a deposit costs at most ₹5,00,000. */
const AMOUNT_MAX_PAISE = 50_000_000;
const CODE_PATTERN = /^[A-Z0-9-]+$/;
const REASON_MIN = 5;

/** An empty text of a form is no value: optional fields take `''` as absent. */
const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

/** A code as the office writes it: capitals, digits and hyphens (`BH-1`, `DBL-NAC`). */
const codeSchema = (field: string) =>
  requiredLine(field, SHORT_CODE_MAX)
    .transform((v) => v.toUpperCase())
    .refine((v) => CODE_PATTERN.test(v), { error: hostelIssue('codeWritten', { field }) });

/** A mobile number: 10 digits from 6 to 9, written with or without +91 and spaces; kept as the 10 digits. */
const wardenPhone = oneLineText(SHORT_CODE_MAX, 'Warden’s phone')
  .transform((v) => v.replace(/[\s-]+/g, '').replace(/^(?:\+?91|0)(?=\d{10}$)/, ''))
  .refine((v) => /^[6-9]\d{9}$/.test(v), { error: hostelIssue('phoneWritten') });

/** A hostel block as the office enters it: its code, name, who lives there, its floors and its warden. */
export const blockInputSchema = z.object({
  code: codeSchema('Block code'),
  name: requiredLine('Block name', NAME_MAX),
  gender: z.enum(HOSTEL_GENDERS, { error: oneOfIssue('Gender', HOSTEL_GENDERS) }),
  floors: wholeNumber(1, FLOORS_MAX, fromOneTo('Floors', FLOORS_MAX)),
  wardenName: z.preprocess(blankAsNull, oneLineText(NAME_MAX, 'Warden').nullable()),
  wardenPhone: z.preprocess(blankAsNull, wardenPhone.nullable()),
});
export type BlockInput = z.output<typeof blockInputSchema>;

const amountPaise = (field: string, min = 0) =>
  wholeNumber(min, AMOUNT_MAX_PAISE, min > 0 ? hostelIssue('rentAmount') : hostelIssue('amount', { field }));

/** A room type's fields with its amounts built on a schema: paise as the server takes them, or rupees as a form holds them. */
const roomTypeOf = (amount: (field: string, min?: number) => z.ZodType<number, unknown>) =>
  z.object({
    code: codeSchema('Room type code'),
    name: requiredLine('Room type name', NAME_MAX),
    bedsPerRoom: wholeNumber(1, BEDS_PER_ROOM_MAX, fromOneTo('Beds per room', BEDS_PER_ROOM_MAX)),
    ac: z.boolean({ error: oneOfIssue('AC', ['true', 'false']) }),
    rentPaise: amount('Rent', 1),
    rentPeriod: z.enum(RENT_PERIODS, { error: oneOfIssue('Rent period', RENT_PERIODS) }),
    messPaise: amount('Mess charge'),
    messPeriod: z.enum(MESS_PERIODS, { error: oneOfIssue('Mess period', MESS_PERIODS) }),
    cautionPaise: amount('Caution deposit'),
  });

/** `POST /api/hostel/room-types`: a kind of room, its beds, and what the college charges for it. */
export const roomTypeInputSchema = roomTypeOf(amountPaise);
export type RoomTypeInput = z.output<typeof roomTypeInputSchema>;

/** A room type as its form holds it: the amounts as rupees typed in the reader's language. */
export type RoomTypeForm = Omit<z.input<typeof roomTypeInputSchema>, 'rentPaise' | 'messPaise' | 'cautionPaise'> & {
  rentPaise: string;
  messPaise: string;
  cautionPaise: string;
};

/** The room type form: what it makes is the body of `POST /api/hostel/room-types`. */
export const roomTypeFormSchema = (language = 'en') =>
  roomTypeOf((field, min) => typedRupees(language, amountPaise(field, min), hostelIssue('amountTyped', { field }))) as unknown as z.ZodType<
    RoomTypeInput,
    RoomTypeForm
  >;

/** A room as the office enters it: its block and floor (0 the ground floor), its number in the block, its type. */
export const roomInputSchema = z.object({
  blockId: idSchema(),
  floor: wholeNumber(0, FLOORS_MAX - 1, fromOneTo('Floor', FLOORS_MAX - 1)),
  number: requiredLine('Room number', SHORT_CODE_MAX)
    .transform((v) => v.toUpperCase())
    .refine((v) => CODE_PATTERN.test(v), { error: hostelIssue('roomNumberWritten') }),
  roomTypeId: idSchema(),
});
export type RoomInput = z.output<typeof roomInputSchema>;

/** `POST /api/hostel/beds/:id/block`: why the bed is kept out (repairs). */
export const bedBlockInputSchema = z.object({
  reason: boundedText(TEXT_MAX, 'Reason').refine((v) => v.length >= REASON_MIN, { error: hostelIssue('blockReason') }),
});
export type BedBlockInput = z.output<typeof bedBlockInputSchema>;

export const hostelIdSchema = z.object({ id: idSchema() });

/** `GET /api/hostel/rooms`: a page at a time, searched by room number and filtered by block, floor and room type. */
export const roomsQuerySchema = z.object({
  q: z.preprocess(blankAsNull, oneLineText(SHORT_CODE_MAX, 'q').nullable()).optional(),
  blockId: z.preprocess(blankAsNull, idSchema().nullable()).optional(),
  floor: z.preprocess(blankAsNull, wholeNumber(0, FLOORS_MAX - 1, fromOneTo('floor', FLOORS_MAX - 1)).nullable()).optional(),
  roomTypeId: z.preprocess(blankAsNull, idSchema().nullable()).optional(),
  page: wholeNumber(1, HOSTEL_PAGE_MAX, fromOneTo('page', HOSTEL_PAGE_MAX)).default(1),
  size: wholeNumber(1, HOSTEL_PAGE_SIZES.at(-1)!, fromOneTo('size', HOSTEL_PAGE_SIZES.at(-1)!)).default(HOSTEL_PAGE_SIZE_DEFAULT),
});
export type RoomsQuery = z.output<typeof roomsQuerySchema>;

export const blockSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  gender: z.enum(HOSTEL_GENDERS),
  floors: z.number().int(),
  wardenName: z.string().nullable(),
  wardenPhone: z.string().nullable(),
  rooms: z.number().int(),
  beds: z.number().int(),
});
export type Block = z.infer<typeof blockSchema>;
export const blocksSchema = z.array(blockSchema);

export const roomTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  bedsPerRoom: z.number().int(),
  ac: z.boolean(),
  rentPaise: z.number().int(),
  rentPeriod: z.enum(RENT_PERIODS),
  messPaise: z.number().int(),
  messPeriod: z.enum(MESS_PERIODS),
  cautionPaise: z.number().int(),
  /** Rooms of this type. */
  rooms: z.number().int(),
});
export type RoomType = z.infer<typeof roomTypeSchema>;
export const roomTypesSchema = z.array(roomTypeSchema);

const bedSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  blocked: z.boolean(),
  blockedReason: z.string().nullable(),
});
export type Bed = z.infer<typeof bedSchema>;

export const roomSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  floor: z.number().int(),
  block: z.object({ id: z.number().int(), code: z.string(), name: z.string(), gender: z.enum(HOSTEL_GENDERS) }),
  roomType: z.object({ id: z.number().int(), code: z.string(), name: z.string(), bedsPerRoom: z.number().int(), ac: z.boolean() }),
  /** Its beds by label, `A` first. */
  beds: z.array(bedSchema),
});
export type Room = z.infer<typeof roomSchema>;

export const roomsPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  rows: z.array(roomSchema),
});
export type RoomsPage = z.infer<typeof roomsPageSchema>;

const bedCountsSchema = z.object({
  rooms: z.number().int(),
  beds: z.number().int(),
  bedsBlocked: z.number().int(),
  /** Beds with an active allotment. */
  bedsOccupied: z.number().int(),
});

/** The hostel office's landing figures. */
export const hostelFiguresSchema = z.object({
  blocks: z.number().int(),
  rooms: z.number().int(),
  beds: z.number().int(),
  bedsBlocked: z.number().int(),
  /** Beds not blocked, allotted or free. */
  bedsAvailable: z.number().int(),
  /** Beds with an active allotment. */
  bedsOccupied: z.number().int(),
  /** Applications waiting for a bed. */
  applicationsWaiting: z.number().int(),
  byBlock: z.array(bedCountsSchema.extend({ id: z.number().int(), code: z.string(), name: z.string(), gender: z.enum(HOSTEL_GENDERS) })),
  byRoomType: z.array(bedCountsSchema.extend({ id: z.number().int(), code: z.string(), name: z.string() })),
  /** AISHE's hostel intake capacity: the beds not blocked in the boys' and in the girls' blocks. */
  intake: z.object({ boys: z.number().int(), girls: z.number().int() }),
  /** AISHE's students residing: the beds occupied in the boys' and in the girls' blocks. */
  residing: z.object({ boys: z.number().int(), girls: z.number().int() }),
  /** Hostel fees laid and not yet paid (rent, mess, deposits), and the students owing them. */
  feesOwed: z.object({ paise: z.number().int(), students: z.number().int() }),
  /** The day's life: leave requests waiting for the warden, residents away today, complaints not resolved, visitors in now. */
  life: z.object({
    leavePending: z.number().int(),
    awayToday: z.number().int(),
    complaintsOpen: z.number().int(),
    visitorsIn: z.number().int(),
  }),
});
export type HostelFigures = z.infer<typeof hostelFiguresSchema>;

/** The labels of a room's beds: `A`, `B`, … as many as it has. */
export function bedLabels(beds: number): string[] {
  return Array.from({ length: beds }, (_, i) => String.fromCharCode(65 + i));
}

/** What a room's beds become for a type with `beds` beds: the labels to add, and those beyond it to remove. */
export function bedChanges(existing: readonly string[], beds: number): { add: string[]; remove: string[] } {
  const wanted = bedLabels(beds);
  return { add: wanted.filter((l) => !existing.includes(l)), remove: existing.filter((l) => !wanted.includes(l)) };
}
