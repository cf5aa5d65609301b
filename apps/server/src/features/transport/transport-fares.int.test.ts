import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FareSlabs, Route, RoutesPage } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

type Headers = Record<string, string>;

const slabs = [
  { upToKm: '10', feePaise: 1_200_000 },
  { upToKm: 20, feePaise: 1_600_000 },
  { upToKm: '30.5', feePaise: 2_000_000 },
  { upToKm: 50, feePaise: 2_400_000 },
];

for (const target of targets) {
  describe(`transport fare slabs (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Headers> = {};
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const send = (method: 'PUT' | 'GET' | 'POST', url: string, payload?: object, headers = as.transportation_incharge) =>
      t.app.inject({ method, url, payload, headers });
    const saved = async () =>
      rows<{ km: string; fee: number }>(sql`select up_to_km::text as km, fee_paise as fee from transport_fare_slabs order by up_to_km`);

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['transportation_incharge', 'principal', 'student']) as[user] = await bearer(t.app, user);
    });
    afterAll(async () => t?.close());

    it('has the demo’s four slabs out to 45 km, which give every demo stop a fare', async () => {
      expect((await send('GET', '/api/transport/fares')).json()).toEqual({
        slabs: [
          { upToKm: 10, feePaise: 1_200_000 },
          { upToKm: 20, feePaise: 1_600_000 },
          { upToKm: 30, feePaise: 2_000_000 },
          { upToKm: 45, feePaise: 2_400_000 },
        ],
        farthestKm: 45,
      });
      const routes = (await send('GET', '/api/transport/routes?size=50')).json<RoutesPage>();
      const stops = routes.rows.flatMap((r) => r.stops);
      expect(stops.length).toBeGreaterThan(40);
      expect(stops.filter((s) => s.feePaise === null)).toEqual([]);
      const dundigal = stops.find((s) => s.name === 'Dundigal');
      expect(dundigal).toMatchObject({ distanceKm: 3.5, feePaise: 1_200_000 });
    });

    it('saves the slabs, reads them back nearest first, and records them in the audit log', async () => {
      const res = await send('PUT', '/api/transport/fares', { slabs });
      expect(res.statusCode, res.body).toBe(200);
      const expected: FareSlabs = {
        slabs: [
          { upToKm: 10, feePaise: 1_200_000 },
          { upToKm: 20, feePaise: 1_600_000 },
          { upToKm: 30.5, feePaise: 2_000_000 },
          { upToKm: 50, feePaise: 2_400_000 },
        ],
        farthestKm: 50,
      };
      expect(res.json()).toEqual(expected);
      expect((await send('GET', '/api/transport/fares')).json()).toEqual(expected);
      expect(await saved()).toEqual([
        { km: '10.0', fee: 1_200_000 },
        { km: '20.0', fee: 1_600_000 },
        { km: '30.5', fee: 2_000_000 },
        { km: '50.0', fee: 2_400_000 },
      ]);
      const [entry] = await rows<{ action: string; details: { slabs: unknown } }>(
        sql`select action, details from audit_log where entity = 'transport_fare_slabs' order by id desc limit 1`,
      );
      expect(entry).toEqual({ action: 'transport.faresSaved', details: { slabs: expected.slabs } });
    });

    it('replaces every slab with those saved', async () => {
      const res = await send('PUT', '/api/transport/fares', { slabs: [{ upToKm: 15, feePaise: 1_500_000 }] });
      expect(res.statusCode, res.body).toBe(200);
      expect(await saved()).toEqual([{ km: '15.0', fee: 1_500_000 }]);
      await send('PUT', '/api/transport/fares', { slabs });
    });

    it('gives each stop of a route the yearly fee of its slab, and none beyond the last', async () => {
      const res = await send('POST', '/api/transport/routes', {
        code: 'F-01',
        name: 'Fares route',
        stops: [
          { name: 'Far village', pickupTime: '06:30', distanceKm: 62 },
          { name: 'Slab edge', pickupTime: '07:00', distanceKm: 20 },
          { name: 'Near', pickupTime: '07:30', distanceKm: 4.5 },
        ],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<Route>().stops.map((s) => [s.name, s.feePaise])).toEqual([
        ['Far village', null],
        ['Slab edge', 1_600_000],
        ['Near', 1_200_000],
      ]);
    });

    it('refuses slabs out of order, fees falling, or written wrong, naming the slab, and keeps the slabs there were', async () => {
      const cases: [object[], string, string][] = [
        [
          [slabs[0]!, { upToKm: 10, feePaise: 1_300_000 }],
          'slabs.1.upToKm',
          'Slabs must be nearest first: the slab up to 10 km comes after the slab up to 10 km',
        ],
        [
          [slabs[0]!, { upToKm: 20, feePaise: 1_000_000 }],
          'slabs.1.feePaise',
          'A farther slab may not cost less: the slab up to 20 km costs less than the slab up to 10 km',
        ],
        [
          [{ upToKm: '12.55', feePaise: 100 }],
          'slabs.0.upToKm',
          'A slab must reach from 0.1 to 300 kilometres, with at most one decimal, such as 12.5',
        ],
        [[{ upToKm: 10, feePaise: 0 }], 'slabs.0.feePaise', 'A slab’s yearly fee must be from ₹0.01 to ₹5,00,000'],
        [[], 'slabs', 'slabs is required'],
      ];
      for (const [bad, field, message] of cases) {
        const res = await send('PUT', '/api/transport/fares', { slabs: bad });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ field, message });
      }
      expect(await saved()).toHaveLength(4);
    });

    it('keeps one whole set of slabs when two are saved at once, never the two mixed', async () => {
      const [a, b] = await Promise.all([
        send('PUT', '/api/transport/fares', {
          slabs: [
            { upToKm: 12, feePaise: 1_000_000 },
            { upToKm: 24, feePaise: 2_000_000 },
          ],
        }),
        send('PUT', '/api/transport/fares', {
          slabs: [
            { upToKm: 15, feePaise: 1_100_000 },
            { upToKm: 25, feePaise: 2_100_000 },
          ],
        }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect([
        [
          { km: '12.0', fee: 1_000_000 },
          { km: '24.0', fee: 2_000_000 },
        ],
        [
          { km: '15.0', fee: 1_100_000 },
          { km: '25.0', fee: 2_100_000 },
        ],
      ]).toContainEqual(await saved());
      await send('PUT', '/api/transport/fares', { slabs });
    });

    it('lets the principal read the fares but not save them, a student neither, and nobody signed out', async () => {
      expect((await send('GET', '/api/transport/fares', undefined, as.principal)).statusCode).toBe(200);
      expect((await send('PUT', '/api/transport/fares', { slabs }, as.principal)).statusCode).toBe(403);
      expect((await send('GET', '/api/transport/fares', undefined, as.student)).statusCode).toBe(403);
      expect((await send('PUT', '/api/transport/fares', { slabs }, as.student)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/transport/fares' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'PUT', url: '/api/transport/fares', payload: { slabs } })).statusCode).toBe(401);
    });
  });
}
