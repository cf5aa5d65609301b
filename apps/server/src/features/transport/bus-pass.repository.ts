import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BusPassListQuery, BusPassSettings } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { transportPasses, transportPassSettings, transportRoutes, transportStops, transportVehicles } from './transport.table.js';

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const passColumns = {
  id: transportPasses.id,
  studentId: transportPasses.studentId,
  rollNumber: sql<string>`(select s.roll_number from students s where s.id = ${transportPasses.studentId})`,
  studentName: sql<string>`(select s.full_name from students s where s.id = ${transportPasses.studentId})`,
  status: transportPasses.status,
  routeId: transportPasses.routeId,
  routeCode: transportRoutes.code,
  routeName: transportRoutes.name,
  stopId: transportPasses.stopId,
  stopName: transportStops.name,
  pickupTime: transportStops.pickupTime,
  distanceKm: sql<number | null>`${transportStops.distanceKm}`.mapWith((v) => (v === null ? null : Number(v))),
  feePaise: transportPasses.feePaise,
  validUntil: transportPasses.validUntil,
  allottedOn: transportPasses.allottedOn,
  verifyCode: transportPasses.verifyCode,
  appliedAt: transportPasses.appliedAt,
  cancelledOn: transportPasses.cancelledOn,
  /** Place on the route's waiting list, counted in the order of application. */
  waitingPosition: sql<number | null>`case when ${transportPasses.status} = 'waiting' then (
      select count(*) from transport_passes w where w.route_id = ${transportPasses.routeId} and w.status = 'waiting'
        and (w.applied_at, w.id) <= (${transportPasses.appliedAt}, ${transportPasses.id}))::int end`,
};

export type PassRow = Awaited<ReturnType<ReturnType<typeof createBusPassRepository>['passById']>> & {};

/** Bus passes, their routes' seats and the office's pass rules. Inside a transaction, build it on the transaction. */
export function createBusPassRepository(db: DbOrTx) {
  const passes = (where: SQL | undefined) =>
    db
      .select(passColumns)
      .from(transportPasses)
      .innerJoin(transportRoutes, eq(transportRoutes.id, transportPasses.routeId))
      .leftJoin(transportStops, eq(transportStops.id, transportPasses.stopId))
      .where(where);

  async function passById(id: number) {
    const [row] = await passes(eq(transportPasses.id, id));
    return row;
  }

  /** The student's pass that waits or rides, else their latest. */
  async function passOfStudent(studentId: number) {
    const [row] = await passes(eq(transportPasses.studentId, studentId))
      .orderBy(sql`${transportPasses.status} = 'cancelled'`, desc(transportPasses.id))
      .limit(1);
    return row;
  }

  async function passByCode(code: string) {
    const [row] = await passes(eq(transportPasses.verifyCode, code));
    return row;
  }

  /** The pass locked for a change; its other fields are read with `passById`. */
  async function lockPass(id: number) {
    const [row] = await db
      .select({ id: transportPasses.id, status: transportPasses.status })
      .from(transportPasses)
      .where(eq(transportPasses.id, id))
      .for('update');
    return row;
  }

  function listWhere(query: BusPassListQuery): SQL | undefined {
    const q = query.q?.trim();
    return and(
      query.routeId ? eq(transportPasses.routeId, query.routeId) : undefined,
      query.status ? eq(transportPasses.status, query.status) : undefined,
      q
        ? sql`${transportPasses.studentId} in (select s.id from students s where s.roll_number ilike ${containing(q)} or s.full_name ilike ${containing(q)})`
        : undefined,
    );
  }

  async function page(query: BusPassListQuery) {
    const where = listWhere(query);
    const [rows, [total]] = await Promise.all([
      passes(where)
        .orderBy(asc(transportRoutes.code), asc(transportPasses.status), asc(transportStops.position), asc(passColumns.rollNumber))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ n: count() }).from(transportPasses).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** A stop with its route. */
  async function stopById(id: number) {
    const [row] = await db
      .select({
        id: transportStops.id,
        name: transportStops.name,
        routeId: transportStops.routeId,
        routeCode: transportRoutes.code,
        distanceKm: sql<number>`${transportStops.distanceKm}`.mapWith(Number),
      })
      .from(transportStops)
      .innerJoin(transportRoutes, eq(transportRoutes.id, transportStops.routeId))
      .where(eq(transportStops.id, id));
    return row;
  }

  /**
   * The route locked (its passes are counted against its bus under this lock, so two offices or
   * students at once never give one seat twice), with its bus's seats and the passes it carries and keeps waiting.
   */
  async function lockRouteSeats(routeId: number) {
    const [route] = await db
      .select({ id: transportRoutes.id, code: transportRoutes.code, vehicleId: transportRoutes.vehicleId })
      .from(transportRoutes)
      .where(eq(transportRoutes.id, routeId))
      .for('update');
    if (!route) return undefined;
    const [figures] = await db
      .select({
        capacity: sql<number>`coalesce((select v.capacity from ${transportVehicles} v where v.id = ${route.vehicleId ?? null}::int), 0)`.mapWith(Number),
        allotted: sql<number>`count(*) filter (where ${transportPasses.status} = 'allotted')`.mapWith(Number),
        waiting: sql<number>`count(*) filter (where ${transportPasses.status} = 'waiting')`.mapWith(Number),
      })
      .from(transportPasses)
      .where(eq(transportPasses.routeId, routeId));
    return { ...route, capacity: figures?.capacity ?? 0, allotted: figures?.allotted ?? 0, waiting: figures?.waiting ?? 0 };
  }

  /** Seats and waiting lists of every route, for those who apply. */
  const seatsOfRoutes = () =>
    db
      .select({
        routeId: transportRoutes.id,
        capacity: sql<number>`coalesce(max(${transportVehicles.capacity}), 0)`.mapWith(Number),
        allotted: sql<number>`count(${transportPasses.id}) filter (where ${transportPasses.status} = 'allotted')`.mapWith(Number),
        waiting: sql<number>`count(${transportPasses.id}) filter (where ${transportPasses.status} = 'waiting')`.mapWith(Number),
      })
      .from(transportRoutes)
      .leftJoin(transportVehicles, eq(transportVehicles.id, transportRoutes.vehicleId))
      .leftJoin(transportPasses, eq(transportPasses.routeId, transportRoutes.id))
      .groupBy(transportRoutes.id);

  async function insertPass(values: typeof transportPasses.$inferInsert): Promise<number> {
    const [row] = await db.insert(transportPasses).values(values).returning({ id: transportPasses.id });
    return row!.id;
  }

  const updatePass = (id: number, values: Partial<typeof transportPasses.$inferInsert>) =>
    db.update(transportPasses).set(values).where(eq(transportPasses.id, id));

  /** The route's waiting passes, first come first, with the stop each waits at. */
  const waitingOn = (routeId: number, limit: number) =>
    db
      .select({ id: transportPasses.id, studentId: transportPasses.studentId, feePaise: transportPasses.feePaise, stopName: transportStops.name })
      .from(transportPasses)
      .innerJoin(transportStops, eq(transportStops.id, transportPasses.stopId))
      .where(and(eq(transportPasses.routeId, routeId), eq(transportPasses.status, 'waiting')))
      .orderBy(asc(transportPasses.appliedAt), asc(transportPasses.id))
      .limit(limit);

  async function settings(): Promise<BusPassSettings | undefined> {
    const [row] = await db
      .select({ applicationsOpen: transportPassSettings.applicationsOpen, validUntil: transportPassSettings.validUntil })
      .from(transportPassSettings);
    return row;
  }

  const saveSettings = (values: BusPassSettings) =>
    db
      .insert(transportPassSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: transportPassSettings.id, set: { ...values, updatedAt: sql`now()` } });

  /** A route as its driver's boarding list heads it: code, name, and the vehicle that runs it with its driver. */
  async function routeWithCrew(routeId: number) {
    const [row] = await db
      .select({
        id: transportRoutes.id,
        code: transportRoutes.code,
        name: transportRoutes.name,
        registrationNumber: transportVehicles.registrationNumber,
        driverName: transportVehicles.driverName,
        driverPhone: transportVehicles.driverPhone,
      })
      .from(transportRoutes)
      .leftJoin(transportVehicles, eq(transportVehicles.id, transportRoutes.vehicleId))
      .where(eq(transportRoutes.id, routeId));
    return row;
  }

  /** The students riding a route, by stop in the order the bus reaches them, then by name: the driver's boarding list. */
  const boardingList = (routeId: number) =>
    db
      .select({
        passId: transportPasses.id,
        studentId: transportPasses.studentId,
        rollNumber: passColumns.rollNumber,
        studentName: passColumns.studentName,
        mobile: sql<string | null>`(select s.mobile from students s where s.id = ${transportPasses.studentId})`,
        stopId: transportStops.id,
        stopName: transportStops.name,
        pickupTime: transportStops.pickupTime,
      })
      .from(transportPasses)
      .innerJoin(transportStops, eq(transportStops.id, transportPasses.stopId))
      .where(and(eq(transportPasses.routeId, routeId), eq(transportPasses.status, 'allotted')))
      .orderBy(asc(transportStops.position), asc(passColumns.studentName), asc(passColumns.rollNumber));

  /** Passes naming a route, cancelled ones too: a route with passes is kept as their record. */
  async function passesOnRoute(routeId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(transportPasses).where(eq(transportPasses.routeId, routeId));
    return row?.n ?? 0;
  }

  return {
    passById,
    passOfStudent,
    passByCode,
    lockPass,
    page,
    stopById,
    lockRouteSeats,
    seatsOfRoutes,
    insertPass,
    updatePass,
    waitingOn,
    settings,
    saveSettings,
    routeWithCrew,
    boardingList,
    passesOnRoute,
  };
}

