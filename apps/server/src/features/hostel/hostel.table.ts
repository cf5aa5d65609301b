import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  HOSTEL_APPLICATION_STATUSES,
  HOSTEL_GENDERS,
  HOSTEL_REFUND_RULES,
  MESS_PERIODS,
  RENT_PERIODS,
  YEAR_ORDERS,
  type HostelSettlement,
} from '@campus/shared';

/** A hostel block: its code (`BH-1`), who lives there, its floors (the ground floor is 0) and its warden. */
export const hostelBlocks = pgTable(
  'hostel_blocks',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    gender: text('gender', { enum: HOSTEL_GENDERS }).notNull(),
    floors: integer('floors').notNull(),
    wardenName: text('warden_name'),
    wardenPhone: text('warden_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hostel_blocks_code_uq').on(t.code),
    check('hostel_blocks_floors_ck', sql`${t.floors} between 1 and 20`),
    check('hostel_blocks_gender_ck', sql`${t.gender} in ('boys', 'girls')`),
  ],
);

/** A kind of room, its beds, and what the college charges for one of its beds: the settings hostel fees are laid from (ADR 0136). */
export const hostelRoomTypes = pgTable(
  'hostel_room_types',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    bedsPerRoom: integer('beds_per_room').notNull(),
    ac: boolean('ac').notNull().default(false),
    rentPaise: integer('rent_paise').notNull(),
    rentPeriod: text('rent_period', { enum: RENT_PERIODS }).notNull(),
    messPaise: integer('mess_paise').notNull(),
    messPeriod: text('mess_period', { enum: MESS_PERIODS }).notNull(),
    /** Refundable when the student leaves. */
    cautionPaise: integer('caution_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hostel_room_types_code_uq').on(t.code),
    check('hostel_room_types_beds_ck', sql`${t.bedsPerRoom} between 1 and 6`),
    check('hostel_room_types_money_ck', sql`${t.rentPaise} > 0 and ${t.messPaise} >= 0 and ${t.cautionPaise} >= 0`),
    check('hostel_room_types_rent_period_ck', sql`${t.rentPeriod} in ('semester', 'year')`),
    check('hostel_room_types_mess_period_ck', sql`${t.messPeriod} in ('month', 'semester')`),
  ],
);

/** A room of a block on a floor, its number unique in the block; its beds follow its type. */
export const hostelRooms = pgTable(
  'hostel_rooms',
  {
    id: serial('id').primaryKey(),
    blockId: integer('block_id').notNull(),
    floor: integer('floor').notNull(),
    number: text('number').notNull(),
    roomTypeId: integer('room_type_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hostel_rooms_block_number_uq').on(t.blockId, t.number),
    index('hostel_rooms_room_type_idx').on(t.roomTypeId),
    // A block or a room type with rooms is not removed: the office is told which.
    foreignKey({ name: 'hostel_rooms_block_fk', columns: [t.blockId], foreignColumns: [hostelBlocks.id] }),
    foreignKey({ name: 'hostel_rooms_room_type_fk', columns: [t.roomTypeId], foreignColumns: [hostelRoomTypes.id] }),
    check('hostel_rooms_floor_ck', sql`${t.floor} between 0 and 19`),
  ],
);

/** A bed of a room, labelled `A`, `B`, …: the unit later allotted; a blocked bed (repairs) stays out, with its reason. */
export const hostelBeds = pgTable(
  'hostel_beds',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => hostelRooms.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    blocked: boolean('blocked').notNull().default(false),
    blockedReason: text('blocked_reason'),
  },
  (t) => [
    uniqueIndex('hostel_beds_room_label_uq').on(t.roomId, t.label),
    check('hostel_beds_blocked_ck', sql`${t.blocked} = (${t.blockedReason} is not null)`),
  ],
);

/**
 * A student's application for a hostel bed for the coming year: the room type and up to three
 * blocks in order of preference, and the distance of home the student states (ADR 0137). One live
 * (waiting or allotted) application a student, kept by the database.
 */
export const hostelApplications = pgTable(
  'hostel_applications',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id').notNull(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => hostelRoomTypes.id),
    blockIds: integer('block_ids').array().notNull(),
    distanceKm: integer('distance_km').notNull(),
    status: text('status', { enum: HOSTEL_APPLICATION_STATUSES }).notNull().default('waiting'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    appliedBy: integer('applied_by'),
  },
  (t) => [
    uniqueIndex('hostel_applications_student_live_uq')
      .on(t.studentId)
      .where(sql`${t.status} in ('waiting', 'allotted')`),
    index('hostel_applications_status_idx').on(t.status, t.appliedAt),
    check('hostel_applications_status_ck', sql`${t.status} in ('waiting', 'allotted', 'vacated', 'cancelled')`),
    check('hostel_applications_distance_ck', sql`${t.distanceKm} between 0 and 3000`),
    check('hostel_applications_blocks_ck', sql`cardinality(${t.blockIds}) between 1 and 3`),
  ],
);

/** The allotment rules, one row: the keys that order the waiting list, which year first, which categories first. */
export const hostelAllotmentSettings = pgTable(
  'hostel_allotment_settings',
  {
    id: integer('id').primaryKey().default(1),
    order: text('order_keys').array().notNull(),
    yearOrder: text('year_order', { enum: YEAR_ORDERS }).notNull(),
    categories: text('categories').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('hostel_allotment_settings_one_ck', sql`${t.id} = 1`)],
);

/**
 * A bed given to a student from a day, until vacated. A bed is never given twice and a student holds
 * at most one bed: both kept by partial unique indexes on the active allotments.
 */
export const hostelAllotments = pgTable(
  'hostel_allotments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id').notNull(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => hostelApplications.id),
    bedId: integer('bed_id')
      .notNull()
      .references(() => hostelBeds.id),
    fromDate: date('from_date').notNull(),
    status: text('status', { enum: ['active', 'vacated'] })
      .notNull()
      .default('active'),
    vacatedOn: date('vacated_on'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hostel_allotments_bed_active_uq')
      .on(t.bedId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('hostel_allotments_student_active_uq')
      .on(t.studentId)
      .where(sql`${t.status} = 'active'`),
    index('hostel_allotments_application_idx').on(t.applicationId),
    check('hostel_allotments_status_ck', sql`${t.status} in ('active', 'vacated')`),
    check('hostel_allotments_vacated_ck', sql`(${t.status} = 'vacated') = (${t.vacatedOn} is not null)`),
  ],
);

/** The college's rules for hostel fees, one row: what of a term's rent and mess a student who leaves early is given back. */
export const hostelFeeSettings = pgTable(
  'hostel_fee_settings',
  {
    id: integer('id').primaryKey().default(1),
    rentRefund: text('rent_refund', { enum: HOSTEL_REFUND_RULES }).notNull(),
    rentDeductionPercent: integer('rent_deduction_percent').notNull(),
    messRefund: text('mess_refund', { enum: HOSTEL_REFUND_RULES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hostel_fee_settings_one_ck', sql`${t.id} = 1`),
    check('hostel_fee_settings_percent_ck', sql`${t.rentDeductionPercent} between 0 and 100`),
  ],
);

/**
 * The account of a stay's fees when the student left: what was kept, refunded and no longer asked,
 * fee by fee. One a stay (application), written in the vacating's transaction.
 */
export const hostelSettlements = pgTable('hostel_settlements', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => hostelApplications.id),
  allotmentId: integer('allotment_id')
    .notNull()
    .references(() => hostelAllotments.id),
  vacatedOn: date('vacated_on', { mode: 'string' }).notNull(),
  lines: jsonb('lines').$type<HostelSettlement['lines']>().notNull(),
  cautionDeductionPaise: integer('caution_deduction_paise').notNull(),
  deductionReason: text('deduction_reason'),
  adjustedPaise: integer('adjusted_paise').notNull(),
  refundPaise: integer('refund_paise').notNull(),
  waivedPaise: integer('waived_paise').notNull(),
  owedPaise: integer('owed_paise').notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
