import {
  fareFor,
  PAPER_KINDS,
  paperOf,
  serverText,
  spacedRegistration,
  type FareSlab,
  type FareSlabs,
  type FareSlabsInput,
  type Route,
  type RouteInput,
  type RoutesPage,
  type TransportListQuery,
  type Vehicle,
  type VehicleInput,
  type VehiclesPage,
} from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { CollegeService } from '../public/college.service.js';
import { serveWaitingList, type SeatDeps } from './bus-pass-seats.js';
import { createBusPassRepository } from './bus-pass.repository.js';
import { papersDue, transportFigures } from './transport-figures.js';
import {
  createTransportRepository,
  type RouteRow,
  type StopRow,
  type TransportRepository,
  type VehicleRow,
} from './transport.repository.js';

export interface TransportServiceDeps {
  db: Db;
  audit: AuditService;
  college: Pick<CollegeService, 'today'>;
  /** Tells the transport office of papers lapsing and lapsed. */
  notifications?: Pick<NotificationsService, 'tellRole'>;
  /** A bus pass's fee as a due: a seat freed by a bigger bus goes to whoever waits, with its fee. */
  dues: SeatDeps['dues'];
}

const UNTIL_OF = { fitness: 'fitnessUntil', insurance: 'insuranceUntil', permit: 'permitUntil', pollution: 'pollutionUntil' } as const;

/** A vehicle as the office reads it: its papers with where each stands today. */
function vehicleOf(row: VehicleRow, today: string): Vehicle {
  const { routeId, routeCode, routeName, ...vehicle } = row;
  return {
    ...vehicle,
    route: routeId !== null && routeCode !== null && routeName !== null ? { id: routeId, code: routeCode, name: routeName } : null,
    papers: PAPER_KINDS.map((kind) => paperOf(kind, row[UNTIL_OF[kind]], today)),
  };
}

/** A route with its stops, each with the yearly fee of its fare slab. */
function routeOf(row: RouteRow, stops: StopRow[], slabs: FareSlab[]): Route {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    stops: stops
      .filter((s) => s.routeId === row.id)
      .map(({ routeId: _route, ...stop }) => ({ ...stop, feePaise: fareFor(stop.distanceKm, slabs)?.feePaise ?? null })),
    vehicle:
      row.vehicleId !== null && row.registrationNumber !== null && row.capacity !== null
        ? { id: row.vehicleId, registrationNumber: row.registrationNumber, capacity: row.capacity }
        : null,
  };
}

/** The transport office's routes, stops and vehicles (ADR 0134). */
export function createTransportService(deps: TransportServiceDeps) {
  const { db, audit, college, notifications } = deps;
  const repo = createTransportRepository(db);

  async function routes(query: TransportListQuery): Promise<RoutesPage> {
    const [{ rows, total }, slabs] = await Promise.all([repo.routesPage(query), repo.fareSlabs()]);
    const stops = await repo.stopsOf(rows.map((r) => r.id));
    return { total, page: query.page, size: query.size, rows: rows.map((r) => routeOf(r, stops, slabs)) };
  }

  async function routeIn(r: TransportRepository, id: number): Promise<Route> {
    const row = await r.routeById(id);
    if (!row) throw notFound(serverText('transport.routeNotFound'));
    const [stops, slabs] = await Promise.all([r.stopsOf([id]), r.fareSlabs()]);
    return routeOf(row, stops, slabs);
  }

  /** A unique or foreign-key violation of a route's write, as the office is told it. */
  async function routeRefusal(err: unknown, input: RouteInput): Promise<never> {
    const v = violationOf(err);
    if (v?.kind === 'unique' && v.constraint.includes('transport_routes_code_uq'))
      throw conflict(serverText('transport.routeCodeExists', { code: input.code }), 'code');
    if (v?.kind === 'unique' && v.constraint.includes('transport_routes_vehicle_uq') && input.vehicleId !== null) {
      const [vehicle, route] = await Promise.all([repo.vehicleById(input.vehicleId), repo.routeOfVehicle(input.vehicleId)]);
      throw conflict(
        serverText('transport.vehicleOnRoute', {
          registration: spacedRegistration(vehicle?.registrationNumber ?? ''),
          route: route?.code ?? '',
        }),
        'vehicleId',
      );
    }
    if (v?.kind === 'foreignKey') throw invalid(serverText('transport.vehicleNotFound'), 'vehicleId');
    throw err;
  }

  /** A route added (`id` undefined) or changed, its stops replaced by the input's, in one transaction. */
  async function saveRoute(id: number | undefined, input: RouteInput, actor: Actor): Promise<Route> {
    try {
      return await db.transaction(async (tx) => {
        const r = createTransportRepository(tx);
        const saved = id === undefined ? await r.insertRoute(input) : (await r.updateRoute(id, input)) ? id : undefined;
        if (saved === undefined) throw notFound(serverText('transport.routeNotFound'));
        const held = await r.replaceStops(saved, input.stops);
        if (held !== undefined) throw conflict(serverText('transport.stopHasPasses', { stop: held }), 'stops');
        // A bus given to the route, or a bigger one, seats those waiting.
        await serveWaitingList(tx, deps, saved, await college.today(tx), actor.id);
        await audit.record(tx, {
          actor,
          action: id === undefined ? 'transport.routeAdded' : 'transport.routeChanged',
          entity: 'transport_route',
          entityId: String(saved),
          details: { code: input.code, name: input.name, stops: input.stops.map((s) => s.name) },
        });
        return routeIn(r, saved);
      });
    } catch (err) {
      return routeRefusal(err, input);
    }
  }

  async function removeRoute(id: number, actor: Actor): Promise<void> {
    await db.transaction(async (tx) => {
      const route = await createTransportRepository(tx).routeById(id);
      if (route && (await createBusPassRepository(tx).passesOnRoute(id)) > 0)
        throw conflict(serverText('transport.routeHasPasses', { route: route.code }));
      const gone = await createTransportRepository(tx).deleteRoute(id);
      if (!gone) throw notFound(serverText('transport.routeNotFound'));
      await audit.record(tx, {
        actor,
        action: 'transport.routeRemoved',
        entity: 'transport_route',
        entityId: String(id),
        details: { code: gone.code, name: gone.name },
      });
    });
  }

  async function vehicles(query: TransportListQuery): Promise<VehiclesPage> {
    const [{ rows, total }, today] = await Promise.all([repo.vehiclesPage(query), college.today()]);
    return { total, page: query.page, size: query.size, rows: rows.map((row) => vehicleOf(row, today)) };
  }

  /** A vehicle read in the transaction `tx` that saved it, or on its own. */
  async function vehicleIn(id: number, tx?: DbOrTx): Promise<Vehicle> {
    const row = await createTransportRepository(tx ?? db).vehicleById(id);
    if (!row) throw notFound(serverText('transport.vehicleNotFound'));
    return vehicleOf(row, await college.today(tx));
  }

  const registrationTaken = (err: unknown, input: VehicleInput) => {
    const v = violationOf(err);
    if (v?.kind === 'unique' && v.constraint.includes('transport_vehicles_registration_uq'))
      return conflict(
        serverText('transport.registrationExists', { registration: spacedRegistration(input.registrationNumber) }),
        'registrationNumber',
      );
    return err;
  };

  const vehicleDetails = (input: VehicleInput) => ({
    registrationNumber: spacedRegistration(input.registrationNumber),
    capacity: input.capacity,
    driverName: input.driverName,
    fitnessUntil: input.fitnessUntil,
    insuranceUntil: input.insuranceUntil,
    permitUntil: input.permitUntil,
    pollutionUntil: input.pollutionUntil,
  });

  /** A vehicle added (`id` undefined) or changed. */
  async function saveVehicle(id: number | undefined, input: VehicleInput, actor: Actor): Promise<Vehicle> {
    try {
      return await db.transaction(async (tx) => {
        const r = createTransportRepository(tx);
        const saved = id === undefined ? await r.insertVehicle(input) : (await r.updateVehicle(id, input)) ? id : undefined;
        if (saved === undefined) throw notFound(serverText('transport.vehicleNotFound'));
        const runs = await r.routeOfVehicle(saved);
        if (runs) await serveWaitingList(tx, deps, runs.id, await college.today(tx), actor.id);
        await audit.record(tx, {
          actor,
          action: id === undefined ? 'transport.vehicleAdded' : 'transport.vehicleChanged',
          entity: 'transport_vehicle',
          entityId: String(saved),
          details: vehicleDetails(input),
        });
        return vehicleIn(saved, tx);
      });
    } catch (err) {
      throw registrationTaken(err, input);
    }
  }

  /** A vehicle removed from the fleet; one that runs a route is refused (the route's foreign key). */
  async function removeVehicle(id: number, actor: Actor): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        const gone = await createTransportRepository(tx).deleteVehicle(id);
        if (!gone) throw notFound(serverText('transport.vehicleNotFound'));
        await audit.record(tx, {
          actor,
          action: 'transport.vehicleRemoved',
          entity: 'transport_vehicle',
          entityId: String(id),
          details: { registrationNumber: spacedRegistration(gone.registrationNumber) },
        });
      });
    } catch (err) {
      if (violationOf(err)?.kind !== 'foreignKey') throw err;
      const [vehicle, route] = await Promise.all([repo.vehicleById(id), repo.routeOfVehicle(id)]);
      throw conflict(
        serverText('transport.vehicleRunsRoute', {
          registration: spacedRegistration(vehicle?.registrationNumber ?? ''),
          route: route?.code ?? '',
        }),
        'id',
      );
    }
  }

  const faresOf = (slabs: FareSlab[]): FareSlabs => ({ slabs, farthestKm: slabs.at(-1)?.upToKm ?? null });

  async function fares(): Promise<FareSlabs> {
    return faresOf(await repo.fareSlabs());
  }

  /** All the fare slabs replaced by these in one transaction, audited with them. */
  async function saveFares(input: FareSlabsInput, actor: Actor): Promise<FareSlabs> {
    return db.transaction(async (tx) => {
      const r = createTransportRepository(tx);
      await r.replaceFareSlabs(input.slabs);
      await audit.record(tx, {
        actor,
        action: 'transport.faresSaved',
        entity: 'transport_fare_slabs',
        details: { slabs: input.slabs.map((s) => ({ upToKm: s.upToKm, feePaise: s.feePaise })) },
      });
      return faresOf(await r.fareSlabs());
    });
  }

  const figures = async () => transportFigures(db, await college.today());

  /**
   * The transport office is told of each paper once as it comes within the warning days, and once
   * more when it has lapsed: the notification's key names the vehicle, the paper, its day and its
   * state, so any number of runs on any number of servers tell each once. Answers how many were told.
   */
  async function warnOfPapers(): Promise<number> {
    if (!notifications) return 0;
    let told = 0;
    for (const p of await papersDue(db, await college.today())) {
      const params = { registration: spacedRegistration(p.registrationNumber), paper: p.kind, until: p.until, state: p.state };
      const event = `paper:${p.vehicleId}:${p.kind}:${p.until}:${p.state}`;
      told += await notifications.tellRole(db, 'vehiclePaperDue', event, 'ROLE_TRANSPORTATION_INCHARGE', params);
    }
    return told;
  }

  return {
    fares,
    saveFares,
    figures,
    warnOfPapers,
    routes,
    route: (id: number) => routeIn(repo, id),
    addRoute: (input: RouteInput, actor: Actor) => saveRoute(undefined, input, actor),
    changeRoute: saveRoute,
    removeRoute,
    vehicles,
    addVehicle: (input: VehicleInput, actor: Actor) => saveVehicle(undefined, input, actor),
    changeVehicle: saveVehicle,
    removeVehicle,
  };
}

export type TransportService = ReturnType<typeof createTransportService>;
