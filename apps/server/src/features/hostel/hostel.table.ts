import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { HOSTEL_GENDERS, MESS_PERIODS, RENT_PERIODS } from '@campus/shared';

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
