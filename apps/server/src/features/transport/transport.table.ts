import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BUS_PASS_STATUSES } from '@campus/shared';
import { students } from '../admissions/students.table.js';
import { users } from '../auth/auth.table.js';

/** The college's buses: registration, seats, crew, and the days their papers are valid until. */
export const transportVehicles = pgTable(
  'transport_vehicles',
  {
    id: serial('id').primaryKey(),
    /** As the office keeps it: capitals, no spaces (`TS09EA1234`). */
    registrationNumber: text('registration_number').notNull(),
    capacity: integer('capacity').notNull(),
    driverName: text('driver_name').notNull(),
    driverPhone: text('driver_phone').notNull(),
    attendantName: text('attendant_name'),
    attendantPhone: text('attendant_phone'),
    fitnessUntil: date('fitness_until', { mode: 'string' }).notNull(),
    insuranceUntil: date('insurance_until', { mode: 'string' }).notNull(),
    permitUntil: date('permit_until', { mode: 'string' }).notNull(),
    pollutionUntil: date('pollution_until', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transport_vehicles_registration_uq').on(t.registrationNumber),
    check('transport_vehicles_capacity_ck', sql`${t.capacity} between 1 and 120`),
  ],
);

/** A bus route: its code and name, and the one vehicle that runs it. */
export const transportRoutes = pgTable(
  'transport_routes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    vehicleId: integer('vehicle_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transport_routes_code_uq').on(t.code),
    // A vehicle runs one route: two offices giving it two routes at once, one is refused.
    uniqueIndex('transport_routes_vehicle_uq').on(t.vehicleId),
    foreignKey({ name: 'transport_routes_vehicle_fk', columns: [t.vehicleId], foreignColumns: [transportVehicles.id] }),
  ],
);

/** A route's stops in the order the bus reaches them, with the pick-up time and the distance from the college. */
export const transportStops = pgTable(
  'transport_stops',
  {
    id: serial('id').primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => transportRoutes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** `HH:MM`, the college's time zone. */
    pickupTime: text('pickup_time').notNull(),
    distanceKm: numeric('distance_km', { precision: 5, scale: 1 }).notNull(),
  },
  (t) => [
    uniqueIndex('transport_stops_route_position_uq').on(t.routeId, t.position),
    uniqueIndex('transport_stops_route_name_uq').on(t.routeId, sql`lower(${t.name})`),
    index('transport_stops_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** The college's bus fares: a stop's yearly fee is that of the first slab reaching as far as it (ADR 0134). */
export const transportFareSlabs = pgTable(
  'transport_fare_slabs',
  {
    id: serial('id').primaryKey(),
    upToKm: numeric('up_to_km', { precision: 5, scale: 1 }).notNull(),
    feePaise: integer('fee_paise').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('transport_fare_slabs_up_to_km_uq').on(t.upToKm), check('transport_fare_slabs_fee_ck', sql`${t.feePaise} > 0`)],
);

/**
 * A student's bus pass for the college year: the stop they board at, allotted a seat on the route's
 * vehicle or waiting for one in the order they applied (ADR 0135).
 */
export const transportPasses = pgTable(
  'transport_passes',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    routeId: integer('route_id')
      .notNull()
      .references(() => transportRoutes.id),
    /** Null only for a cancelled pass whose stop was since taken off the route. */
    stopId: integer('stop_id').references(() => transportStops.id, { onDelete: 'set null' }),
    status: text('status', { enum: BUS_PASS_STATUSES }).notNull(),
    /** The year's fee for the pass as it stands: the stop's fare, and after a change of stop the recomputed one. */
    feePaise: integer('fee_paise').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** The day the seat was given; null while waiting. */
    allottedOn: date('allotted_on', { mode: 'string' }),
    /** What the pass's QR code carries, given with the seat. */
    verifyCode: text('verify_code'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    appliedBy: integer('applied_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    // One live pass a student: a second application while one waits or rides is refused.
    uniqueIndex('transport_passes_student_live_uq').on(t.studentId).where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('transport_passes_verify_code_uq').on(t.verifyCode),
    index('transport_passes_route_idx').on(t.routeId, t.status),
    check('transport_passes_fee_ck', sql`${t.feePaise} >= 0`),
    check('transport_passes_stop_ck', sql`${t.stopId} is not null or ${t.status} = 'cancelled'`),
    check('transport_passes_seat_ck', sql`(${t.status} = 'waiting') = (${t.allottedOn} is null) or ${t.status} = 'cancelled'`),
  ],
);

/** The college's rules for bus passes, one row: whether students may apply, and the day passes run until. */
export const transportPassSettings = pgTable(
  'transport_pass_settings',
  {
    id: integer('id').primaryKey().default(1),
    applicationsOpen: boolean('applications_open').notNull().default(true),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('transport_pass_settings_one_ck', sql`${t.id} = 1`)],
);
