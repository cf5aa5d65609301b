import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FareSlab, RouteInput, StopInput, TransportListQuery, VehicleInput } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { transportFareSlabs, transportPasses, transportRoutes, transportStops, transportVehicles } from './transport.table.js';

/** `%text%` for ILIKE, with the user's `%`, `_` and `\` taken as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const vehicleColumns = {
  id: transportVehicles.id,
  registrationNumber: transportVehicles.registrationNumber,
  capacity: transportVehicles.capacity,
  driverName: transportVehicles.driverName,
  driverPhone: transportVehicles.driverPhone,
  attendantName: transportVehicles.attendantName,
  attendantPhone: transportVehicles.attendantPhone,
  fitnessUntil: transportVehicles.fitnessUntil,
  insuranceUntil: transportVehicles.insuranceUntil,
  permitUntil: transportVehicles.permitUntil,
  pollutionUntil: transportVehicles.pollutionUntil,
  routeId: transportRoutes.id,
  routeCode: transportRoutes.code,
  routeName: transportRoutes.name,
};

export interface StopRow {
  id: number;
  routeId: number;
  position: number;
  name: string;
  pickupTime: string;
  distanceKm: number;
}

/** All database access of the transport office. Inside a transaction, build it on the transaction. */
export function createTransportRepository(db: DbOrTx) {
  const routeMatch = (q: string | null | undefined): SQL | undefined => {
    if (!q) return undefined;
    const like = containing(q);
    return or(
      ilike(transportRoutes.code, like),
      ilike(transportRoutes.name, like),
      sql`exists (select 1 from ${transportStops} s where s.route_id = ${transportRoutes.id} and s.name ilike ${like})`,
    );
  };

  /** A page of routes by code, with their vehicles; their stops come from `stopsOf`. */
  async function routesPage({ q, page, size }: TransportListQuery) {
    const where = routeMatch(q);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: transportRoutes.id,
          code: transportRoutes.code,
          name: transportRoutes.name,
          vehicleId: transportVehicles.id,
          registrationNumber: transportVehicles.registrationNumber,
          capacity: transportVehicles.capacity,
        })
        .from(transportRoutes)
        .leftJoin(transportVehicles, eq(transportVehicles.id, transportRoutes.vehicleId))
        .where(where)
        .orderBy(asc(transportRoutes.code))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ total: count() }).from(transportRoutes).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  async function routeById(id: number) {
    const [row] = await db
      .select({
        id: transportRoutes.id,
        code: transportRoutes.code,
        name: transportRoutes.name,
        vehicleId: transportVehicles.id,
        registrationNumber: transportVehicles.registrationNumber,
        capacity: transportVehicles.capacity,
      })
      .from(transportRoutes)
      .leftJoin(transportVehicles, eq(transportVehicles.id, transportRoutes.vehicleId))
      .where(eq(transportRoutes.id, id));
    return row;
  }

  /** The stops of these routes, each route's in the order the bus reaches them. */
  async function stopsOf(routeIds: number[]): Promise<StopRow[]> {
    if (routeIds.length === 0) return [];
    return db
      .select({
        id: transportStops.id,
        routeId: transportStops.routeId,
        position: transportStops.position,
        name: transportStops.name,
        pickupTime: transportStops.pickupTime,
        distanceKm: sql<number>`${transportStops.distanceKm}`.mapWith(Number),
      })
      .from(transportStops)
      .where(inArray(transportStops.routeId, routeIds))
      .orderBy(asc(transportStops.routeId), asc(transportStops.position));
  }

  async function insertRoute(input: RouteInput): Promise<number> {
    const [row] = await db
      .insert(transportRoutes)
      .values({ code: input.code, name: input.name, vehicleId: input.vehicleId })
      .returning({ id: transportRoutes.id });
    return row!.id;
  }

  /** The route's code, name and vehicle changed; false when there is no such route. */
  async function updateRoute(id: number, input: RouteInput): Promise<boolean> {
    const rows = await db
      .update(transportRoutes)
      .set({ code: input.code, name: input.name, vehicleId: input.vehicleId, updatedAt: sql`now()` })
      .where(eq(transportRoutes.id, id))
      .returning({ id: transportRoutes.id });
    return rows.length > 0;
  }

  /**
   * The route's stops made these, in this order. A stop keeps its row (and the bus passes that name
   * it) while its name stays; a stop left out is deleted, which a pass naming it refuses.
   * @returns the name of a stop left out that passes still name, if any.
   */
  async function replaceStops(routeId: number, stops: StopInput[]): Promise<string | undefined> {
    const kept = await db
      .select({ id: transportStops.id, name: transportStops.name })
      .from(transportStops)
      .where(eq(transportStops.routeId, routeId));
    const idOf = new Map(kept.map((k) => [k.name.toLowerCase(), k.id]));
    const wanted = new Set(stops.map((s) => s.name.toLowerCase()));
    const gone = kept.filter((k) => !wanted.has(k.name.toLowerCase())).map((k) => k.id);
    if (gone.length > 0) {
      const [held] = await db
        .select({ name: transportStops.name })
        .from(transportStops)
        .innerJoin(transportPasses, eq(transportPasses.stopId, transportStops.id))
        .where(and(inArray(transportStops.id, gone), ne(transportPasses.status, 'cancelled')))
        .limit(1);
      if (held) return held.name;
      // A cancelled pass naming a stop taken off keeps no stop (its foreign key sets it null).
      await db.delete(transportStops).where(inArray(transportStops.id, gone));
    }
    // Positions are unique on the route: step the kept stops out of the way before placing each.
    await db
      .update(transportStops)
      .set({ position: sql`-${transportStops.id}` })
      .where(eq(transportStops.routeId, routeId));
    for (const [i, stop] of stops.entries()) {
      const values = { position: i + 1, name: stop.name, pickupTime: stop.pickupTime, distanceKm: stop.distanceKm.toFixed(1) };
      const id = idOf.get(stop.name.toLowerCase());
      if (id === undefined) await db.insert(transportStops).values({ routeId, ...values });
      else await db.update(transportStops).set(values).where(eq(transportStops.id, id));
    }
    return undefined;
  }

  async function deleteRoute(id: number) {
    const [gone] = await db
      .delete(transportRoutes)
      .where(eq(transportRoutes.id, id))
      .returning({ code: transportRoutes.code, name: transportRoutes.name });
    return gone;
  }

  const vehicles = () =>
    db.select(vehicleColumns).from(transportVehicles).leftJoin(transportRoutes, eq(transportRoutes.vehicleId, transportVehicles.id));

  const vehicleMatch = (q: string | null | undefined): SQL | undefined => {
    if (!q) return undefined;
    const compact = q.toUpperCase().replace(/[\s.-]+/g, '');
    return or(ilike(transportVehicles.registrationNumber, containing(compact)), ilike(transportVehicles.driverName, containing(q)));
  };

  async function vehiclesPage({ q, page, size }: TransportListQuery) {
    const where = vehicleMatch(q);
    const [rows, [total]] = await Promise.all([
      vehicles()
        .where(where)
        .orderBy(asc(transportVehicles.registrationNumber))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ total: count() }).from(transportVehicles).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  async function vehicleById(id: number) {
    const [row] = await vehicles().where(eq(transportVehicles.id, id));
    return row;
  }

  /** The route a vehicle runs, other than `exceptRoute`. */
  async function routeOfVehicle(vehicleId: number, exceptRoute?: number) {
    const [row] = await db
      .select({ id: transportRoutes.id, code: transportRoutes.code })
      .from(transportRoutes)
      .where(
        and(eq(transportRoutes.vehicleId, vehicleId), exceptRoute === undefined ? undefined : sql`${transportRoutes.id} <> ${exceptRoute}`),
      );
    return row;
  }

  async function insertVehicle(input: VehicleInput): Promise<number> {
    const [row] = await db.insert(transportVehicles).values(input).returning({ id: transportVehicles.id });
    return row!.id;
  }

  async function updateVehicle(id: number, input: VehicleInput): Promise<boolean> {
    const rows = await db
      .update(transportVehicles)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(transportVehicles.id, id))
      .returning({ id: transportVehicles.id });
    return rows.length > 0;
  }

  async function deleteVehicle(id: number) {
    const [gone] = await db
      .delete(transportVehicles)
      .where(eq(transportVehicles.id, id))
      .returning({ registrationNumber: transportVehicles.registrationNumber });
    return gone;
  }

  /** The college's fare slabs, nearest first. */
  async function fareSlabs(): Promise<FareSlab[]> {
    return db
      .select({ upToKm: sql<number>`${transportFareSlabs.upToKm}`.mapWith(Number), feePaise: transportFareSlabs.feePaise })
      .from(transportFareSlabs)
      .orderBy(asc(transportFareSlabs.upToKm));
  }

  /**
   * All the fare slabs replaced by these. Inside a transaction: the table is locked first, so two
   * saves at once follow one another and the second replaces the first's slabs whole, rather than
   * each deleting only the slabs it saw and both sets mixing.
   */
  async function replaceFareSlabs(slabs: FareSlab[]): Promise<void> {
    await db.execute(sql`lock table ${transportFareSlabs} in exclusive mode`);
    await db.delete(transportFareSlabs);
    await db.insert(transportFareSlabs).values(slabs.map((slab) => ({ upToKm: slab.upToKm.toFixed(1), feePaise: slab.feePaise })));
  }

  return {
    fareSlabs,
    replaceFareSlabs,
    routesPage,
    routeById,
    stopsOf,
    insertRoute,
    updateRoute,
    replaceStops,
    deleteRoute,
    vehiclesPage,
    vehicleById,
    routeOfVehicle,
    insertVehicle,
    updateVehicle,
    deleteVehicle,
  };
}

export type TransportRepository = ReturnType<typeof createTransportRepository>;
export type VehicleRow = NonNullable<Awaited<ReturnType<TransportRepository['vehicleById']>>>;
export type RouteRow = NonNullable<Awaited<ReturnType<TransportRepository['routeById']>>>;
