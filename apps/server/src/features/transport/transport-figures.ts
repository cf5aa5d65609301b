import { sql } from 'drizzle-orm';
import { PAPER_KINDS, PAPER_WARNING_DAYS, paperOf, TRANSPORT_FEE_CODE, type PaperDue, type TransportFigures } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';

interface Counts {
  routes: number;
  stops: number;
  vehicles: number;
  seats: number;
  routesWithoutVehicle: number;
  passesAllotted: number;
  passesWaiting: number;
  passDuesPaise: number;
}

interface PaperRow {
  id: number;
  registrationNumber: string;
  fitness: string;
  insurance: string;
  permit: string;
  pollution: string;
}

type RouteRow = Omit<TransportFigures['byRoute'][number], 'seatsFree'>;

/** Every paper of the fleet lapsed on `today` or lapsing within PAPER_WARNING_DAYS, the soonest first. */
export async function papersDue(db: DbOrTx, today: string): Promise<PaperDue[]> {
  const warnUntil = sql`(${today}::date + ${PAPER_WARNING_DAYS}::int)`;
  const papers = await db.execute(sql`select id, registration_number as "registrationNumber",
      fitness_until::text as "fitness", insurance_until::text as "insurance",
      permit_until::text as "permit", pollution_until::text as "pollution"
    from transport_vehicles
    where least(fitness_until, insurance_until, permit_until, pollution_until) <= ${warnUntil}`);
  const due: PaperDue[] = rowsOf<PaperRow>(papers).flatMap((v) =>
    PAPER_KINDS.map((kind) => ({ ...paperOf(kind, v[kind], today), vehicleId: v.id, registrationNumber: v.registrationNumber })).filter(
      (p) => p.state !== 'valid',
    ),
  );
  due.sort((a, b) => a.until.localeCompare(b.until) || a.registrationNumber.localeCompare(b.registrationNumber));
  return due;
}

/**
 * The transport office's landing figures on `today`: its fleet and routes, every paper lapsed or
 * lapsing soon, its bus passes (seated, waiting, and what students still owe of their fees), and
 * each route's and stop's riders.
 */
export async function transportFigures(db: DbOrTx, today: string): Promise<TransportFigures> {
  const [counts, due, routes, stops] = await Promise.all([
    db.execute(sql`select
        (select count(*) from transport_routes)::int as "routes",
        (select count(*) from transport_stops)::int as "stops",
        (select count(*) from transport_vehicles)::int as "vehicles",
        (select coalesce(sum(capacity), 0) from transport_vehicles)::int as "seats",
        (select count(*) from transport_routes where vehicle_id is null)::int as "routesWithoutVehicle",
        (select count(*) from transport_passes where status = 'allotted')::int as "passesAllotted",
        (select count(*) from transport_passes where status = 'waiting')::int as "passesWaiting",
        -- What each student owes of the Transport Fee: the fees laid less what was waived and what their
        -- PAID orders settled of it, never below nothing (ADR 0135).
        (select coalesce(sum(greatest(d.charged - coalesce(p.paid, 0), 0)), 0) from (
            select sc.student_id, sum(sc.amount_paise - sc.waived_paise) as charged
            from student_charges sc join fee_types ft on ft.id = sc.fee_type_id
            where ft.code = ${TRANSPORT_FEE_CODE} group by sc.student_id) d
          left join (
            select o.student_id, sum(coalesce(i.settled_paise, i.amount_paise)) as paid
            from payment_order_items i join payment_orders o on o.id = i.order_id join fee_types ft on ft.id = i.fee_type_id
            where o.status = 'PAID' and ft.code = ${TRANSPORT_FEE_CODE} and i.semester is null group by o.student_id) p
          on p.student_id = d.student_id)::bigint::float8 as "passDuesPaise"`),
    papersDue(db, today),
    db.execute(sql`select r.id as "routeId", r.code, r.name, v.registration_number as "registrationNumber",
        coalesce(v.capacity, 0)::int as "seats",
        count(p.id) filter (where p.status = 'allotted')::int as "riding",
        count(p.id) filter (where p.status = 'waiting')::int as "waiting"
      from transport_routes r
      left join transport_vehicles v on v.id = r.vehicle_id
      left join transport_passes p on p.route_id = r.id
      group by r.id, v.id
      order by r.code`),
    db.execute(sql`select s.id as "stopId", s.route_id as "routeId", s.name,
        count(p.id) filter (where p.status = 'allotted')::int as "riding"
      from transport_stops s
      join transport_routes r on r.id = s.route_id
      left join transport_passes p on p.stop_id = s.id
      group by s.id, r.code
      order by r.code, s.position`),
  ]);
  return {
    ...rowsOf<Counts>(counts)[0]!,
    papersDue: due,
    byRoute: rowsOf<RouteRow>(routes).map((r) => ({ ...r, seatsFree: Math.max(0, r.seats - r.riding) })),
    byStop: rowsOf<TransportFigures['byStop'][number]>(stops),
  };
}
