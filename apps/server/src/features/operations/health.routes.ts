import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeedState } from '../../db/change-feed.js';
import type { DiskState } from './disk-space.js';

/** A check that does not answer within this is counted as down: the health answer itself stays quick. */
const CHECK_MS = 2_000;

const healthSchema = z.object({
  /** `ok`; `degraded` when a part other than the database is down, the change feed is not up, or the disk is low or full; `down` (503) without the database. */
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), state: z.enum(['up', 'down']) }),
  cache: z.object({ store: z.enum(['redis', 'memory']), state: z.enum(['up', 'down']) }),
  /** The database's change notifications (ADR 0070, 0092): while not `up` the server answers nothing from memory. */
  feed: z.object({ state: z.enum(['up', 'late', 'down']) }),
  /** Mail waiting to go out and mail given up; `null` counts when the database cannot say. */
  mail: z.object({
    transport: z.enum(['smtp', 'outbox']),
    pending: z.number().nullable(),
    failed: z.number().nullable(),
    oldestPendingSeconds: z.number().nullable(),
  }),
  /** DATA_DIR's disk: `low` below DISK_MIN_FREE_MB free, `full` after a write was refused for want of room. */
  disk: z.object({ state: z.enum(['ok', 'low', 'full']), freeMb: z.number().nullable() }),
});

export interface HealthChecks {
  engine: 'pglite' | 'postgres';
  pingDatabase(): Promise<void>;
  /** Absent without REDIS_URL (limits and the results cache live in each server). */
  pingRedis?: () => Promise<unknown>;
  /** The change feed's state: `late` when its heartbeat did not come back in time, `down` without its connection. */
  feed(): FeedState;
  smtp: boolean;
  mailStatus(): Promise<{ smtp: 'configured' | 'not configured'; pending: number; failed: number; oldestPendingSeconds: number | null }>;
  disk(): Promise<DiskState>;
}

const UNKNOWN_MAIL = { pending: null, failed: null, oldestPendingSeconds: null };

function answersInTime(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'down'>((resolve) => (timer = setTimeout(() => resolve('down'), CHECK_MS)));
  const checked = check().then(
    () => 'up' as const,
    () => 'down' as const,
  );
  return Promise.race([checked, late]).finally(() => clearTimeout(timer));
}

/** GET /api/health: each part the server depends on, for a load balancer and an operator's monitoring. */
export const healthRoutes: FastifyPluginAsyncZod<{ checks: HealthChecks }> = async (app, { checks }) => {
  app.get(
    '/api/health',
    { config: { access: 'public.read' }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const [database, cache, mail, disk] = await Promise.all([
        answersInTime(checks.pingDatabase),
        checks.pingRedis ? answersInTime(checks.pingRedis) : Promise.resolve('up' as const),
        checks.mailStatus().catch(() => undefined),
        checks.disk(),
      ]);
      const feed = checks.feed();
      const status = database === 'down' ? 'down' : cache === 'down' || feed !== 'up' || disk.state !== 'ok' ? 'degraded' : 'ok';
      void reply.header('cache-control', 'no-store');
      return reply.code(database === 'down' ? 503 : 200).send({
        status,
        database: { engine: checks.engine, state: database },
        cache: { store: checks.pingRedis ? 'redis' : 'memory', state: cache },
        feed: { state: feed },
        mail: {
          transport: mail?.smtp === 'configured' || (!mail && checks.smtp) ? 'smtp' : 'outbox',
          ...(mail ? { pending: mail.pending, failed: mail.failed, oldestPendingSeconds: mail.oldestPendingSeconds } : UNKNOWN_MAIL),
        },
        disk,
      });
    },
  );
};
