import { sql } from 'drizzle-orm';
import { PAPER_KINDS, PAPER_WARNING_DAYS, paperOf, type PaperDue, type TransportFigures } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';

interface Counts {
  routes: number;
  stops: number;
  vehicles: number;
  seats: number;
  routesWithoutVehicle: number;
}

interface PaperRow {
  id: number;
  registrationNumber: string;
  fitness: string;
  insurance: string;
  permit: string;
  pollution: string;
}

/** The transport office's landing figures on `today`: its fleet and routes, and every paper lapsed or lapsing soon. */
export async function transportFigures(db: DbOrTx, today: string): Promise<TransportFigures> {
  const warnUntil = sql`(${today}::date + ${PAPER_WARNING_DAYS}::int)`;
  const [counts, papers] = await Promise.all([
    db.execute(sql`select
        (select count(*) from transport_routes)::int as "routes",
        (select count(*) from transport_stops)::int as "stops",
        (select count(*) from transport_vehicles)::int as "vehicles",
        (select coalesce(sum(capacity), 0) from transport_vehicles)::int as "seats",
        (select count(*) from transport_routes where vehicle_id is null)::int as "routesWithoutVehicle"`),
    db.execute(sql`select id, registration_number as "registrationNumber",
        fitness_until::text as "fitness", insurance_until::text as "insurance",
        permit_until::text as "permit", pollution_until::text as "pollution"
      from transport_vehicles
      where least(fitness_until, insurance_until, permit_until, pollution_until) <= ${warnUntil}`),
  ]);
  const due: PaperDue[] = rowsOf<PaperRow>(papers).flatMap((v) =>
    PAPER_KINDS.map((kind) => ({ ...paperOf(kind, v[kind], today), vehicleId: v.id, registrationNumber: v.registrationNumber })).filter(
      (p) => p.state !== 'valid',
    ),
  );
  due.sort((a, b) => a.until.localeCompare(b.until) || a.registrationNumber.localeCompare(b.registrationNumber));
  return { ...rowsOf<Counts>(counts)[0]!, papersDue: due };
}
