import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { MESSAGES } from '@campus/shared';
import type { Config } from './config.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { loggerOptions, type LogStream } from './logging.js';
import { ensureBaseData } from './demo/base-data.js';
import { seedDemo, type SeedOptions } from './demo/seed.js';
import { admissionsRoutes } from './features/admissions/admissions.routes.js';
import { createAdmissionsService } from './features/admissions/admissions.service.js';
import { auditRoutes } from './features/audit/audit.routes.js';
import { createAuditService } from './features/audit/audit.service.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { createAuthService } from './features/auth/auth.service.js';
import { createMasterDataService } from './features/masterdata/masterdata.service.js';
import { masterDataRoutes } from './features/masterdata/masterdata.routes.js';
import { createCollegeService } from './features/public/college.service.js';
import { publicRoutes } from './features/public/public.routes.js';
import { createMemoryCache, createRedisCache, type ResultsCache } from './features/results/results-cache.js';
import { resultsRoutes } from './features/results/results.routes.js';
import { createResultsService } from './features/results/results.service.js';
import { createUploadProgress } from './features/uploads/upload-progress.js';
import { createAdmissionsImportService } from './features/admissions/admissions-import.service.js';
import { studentAdmissionRoutes } from './features/admissions/student-admission.routes.js';
import { createStudentAdmissionService } from './features/admissions/student-admission.service.js';
import { uploadsRoutes } from './features/uploads/uploads.routes.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { AppError } from './lib/app-error.js';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface ServiceOptions {
  log?: FastifyBaseLogger;
  /** Replaces the results cache chosen from the config (the benchmark measures lookups without one). */
  resultsCache?: ResultsCache;
}

export function createServices(db: Db, config: Config, redis?: Redis, { log, resultsCache }: ServiceOptions = {}) {
  const audit = createAuditService({ db });
  const college = createCollegeService({ db, audit, codeOverride: config.collegeCode });
  const auth = createAuthService({ db, college, loginRateLimit: config.loginRateLimit, redis });
  const masterData = createMasterDataService({ db, audit });
  const admissions = createAdmissionsService({ db, config, audit, college, masterData });
  const uploadProgress = createUploadProgress();
  const admissionsImport = createAdmissionsImportService({ db, masterData, college, admissions });
  const studentAdmission = createStudentAdmissionService({ db, admissions, masterData, college });
  const cache = resultsCache ?? (redis ? createRedisCache(redis, log) : createMemoryCache());
  const results = createResultsService({ db, audit, college, log, cache });
  return { db, config, redis, audit, college, auth, masterData, admissions, uploadProgress, admissionsImport, studentAdmission, results };
}

export type AppServices = ReturnType<typeof createServices>;

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise one is opened from the config. */
  database?: Database;
  /** Seed the demo college after migrating (defaults to config.demo). */
  seed?: boolean | SeedOptions;
  resultsCache?: ResultsCache;
  /** Where the log goes (standard output, written synchronously, by default); the server passes an asynchronous one, tests read it. */
  logStream?: LogStream;
}

function pgliteDir(config: Config) {
  return path.join(config.dataDir, 'pg');
}

/** Builds the whole application. The server and every integration test use this. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDir(config) }));
  const seed = opts.seed ?? config.demo;
  if (seed) await seedDemo(database.db, typeof seed === 'object' ? seed : {});
  await ensureBaseData(database.db);

  const options: FastifyServerOptions = {
    ...loggerOptions(config.logLevel, opts.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();

  // A Redis that is connected but stalled must not hold up lookups: commands give up after 2 s.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, commandTimeout: 2000 })
    : undefined;
  if (redis) watchRedis(redis, app.log);
  const services = createServices(database.db, config, redis, { log: app.log, resultsCache: opts.resultsCache });
  await services.auth.purgeExpiredSessions();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 20 } });
  registerAuth(app, services.auth);

  await app.register(swagger, {
    openapi: { info: { title: 'Campus ERP API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get(
    '/api/health',
    { config: { access: 'public.read' }, schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } } },
    async () => {
      await database.ping();
      return { status: 'ok' as const, database: database.kind };
    },
  );
  await app.register(publicRoutes(services));
  await app.register(authRoutes(services, config.cookieSecure));
  await app.register(auditRoutes(services));
  await app.register(masterDataRoutes(services));
  await app.register(admissionsRoutes(services));
  await app.register(uploadsRoutes(services));
  await app.register(studentAdmissionRoutes(services));
  await app.register(resultsRoutes(services));

  registerWeb(app, config);

  app.addHook('onClose', async () => {
    redis?.disconnect();
    if (!opts.database) await database.close();
  });
  return app;
}

/** One warning when Redis goes away (the app keeps answering without it), one line when it is back. */
function watchRedis(redis: Redis, log: FastifyBaseLogger) {
  let down = false;
  redis.on('error', (err) => {
    if (!down) log.warn({ err }, 'Redis is unreachable; results and limits fall back to the database and memory');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis is reachable again');
    down = false;
  });
}

/** Serves the built web app; unknown non-API paths get index.html so the router decides. */
function registerWeb(app: FastifyInstance, config: Config) {
  const index = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET') {
      const answer = new AppError('NOT_FOUND', MESSAGES.notFound);
      return reply.code(answer.statusCode).send(answer.toJSON());
    }
    return reply.type('text/html').sendFile('index.html');
  });
  if (hasWeb) {
    app.get('/', { config: { access: 'public.read' } }, (_request, reply) => reply.type('text/html').sendFile('index.html'));
  }
}
