import type { Server } from 'node:http';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type preHandlerAsyncHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openChangeFeed } from './db/change-feed.js';
import { openDatabase, type Database } from './db/client.js';
import { loggerOptions, type LogStream } from './logging.js';
import { ensureBaseData } from './demo/base-data.js';
import { seedDemo, type SeedOptions } from './demo/seed.js';
import { createAadhaarVault } from './features/admissions/aadhaar-vault.js';
import { loadSecretKey } from './lib/secret-key.js';
import { connectGuardedRedis } from './lib/redis-guard.js';
import { checkServerKey } from './features/operations/server-key.js';
import { healthRoutes } from './features/operations/health.routes.js';
import { admissionsRoutes } from './features/admissions/admissions.routes.js';
import { studentAdmissionRoutes } from './features/admissions/student-admission.routes.js';
import { auditRoutes } from './features/audit/audit.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { masterDataRoutes } from './features/masterdata/masterdata.routes.js';
import { publicRoutes } from './features/public/public.routes.js';
import type { ResultsCache } from './features/results/results-cache.js';
import { resultsLookupRoutes, resultsRateLimit, resultsRoutes } from './features/results/results.routes.js';
import { uploadsRoutes } from './features/uploads/uploads.routes.js';
import { utilitiesRoutes } from './features/utilities/utilities.routes.js';
import { gatewaySimulatorRoutes } from './features/payments/gateway/gateway-simulator.js';
import { ordersRoutes } from './features/payments/orders.routes.js';
import { feesRoutes } from './features/payments/fees.routes.js';
import { duesRoutes } from './features/payments/dues.routes.js';
import { dueDatesRoutes } from './features/payments/due-dates.routes.js';
import { receiptRoutes } from './features/payments/receipt.routes.js';
import { feeCollectionCallsRoutes } from './features/payments/fee-collection-calls.routes.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { authPlugin } from './plugins/auth.js';
import type { Clock } from './lib/clock.js';
import type { PdfWorkers } from './lib/pdf-workers.js';
import { CSP_DIRECTIVES, DOCS_POLICY } from './lib/content-security.js';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.js';
import { keepApiAnswersPrivate } from './plugins/private-answers.js';
import { multipartInputPlugin, requestInputPlugin } from './plugins/request-input.js';
import { registerWeb } from './plugins/web-app.js';
import { createServices, type Services } from './services.js';
import { capConnectionsPerAddress } from './lib/connection-cap.js';
import { openDataFolder, serveBackups } from './features/operations/data-folder.js';
import { createDiskWatch } from './features/operations/disk-space.js';
import { gatewayKeysRoutes } from './features/payments/gateway-keys.routes.js';
import { accountsRoutes as feeAccountsRoutes } from './features/payments/accounts.routes.js';
import { resolveRoutes } from './features/payments/resolve.routes.js';
import { counterRoutes } from './features/payments/counter.routes.js';
import { accountsRoutes } from './features/auth/accounts.routes.js';
import { usersRoutes } from './features/users/users.routes.js';
import { createDepartmentDirectory } from './features/masterdata/department-directory.js';
import { facultyRoutes } from './features/faculty/faculty.routes.js';
import { alumniRoutes } from './features/alumni/alumni.routes.js';
import { libraryRoutes } from './features/library/library.routes.js';
import { LIBRARY_SEARCHED_TABLES } from './features/library/opac.service.js';
import { circulationRoutes } from './features/library/circulation.routes.js';
import { libraryReportsRoutes } from './features/library/library-reports.routes.js';
import { collegeHolidaysRoutes } from './features/college-calendar/college-holidays.routes.js';
import { collegeTermsRoutes } from './features/college-calendar/college-terms.routes.js';
import { transportRoutes } from './features/transport/transport.routes.js';
import { hostelAllotmentRoutes } from './features/hostel/hostel-allotment.routes.js';
import { hostelFeesRoutes } from './features/hostel/hostel-fees.routes.js';
import { hostelLifeRoutes } from './features/hostel/hostel-life.routes.js';
import { grievancesRoutes } from './features/grievances/grievances.routes.js';
import { placementsRoutes } from './features/placements/placements.routes.js';
import { curriculumRoutes } from './features/curriculum/curriculum.routes.js';
import { sectionsRoutes } from './features/sections/sections.routes.js';
import { timetableRoutes } from './features/timetable/timetable.routes.js';
import { attendanceRoutes } from './features/attendance/attendance.routes.js';
import { internalMarksRoutes } from './features/internal-marks/internal-marks.routes.js';
import { hostelRoutes } from './features/hostel/hostel.routes.js';
import { busPassRoutes } from './features/transport/bus-pass.routes.js';
import type { PaperWarningJobs } from './features/transport/paper-warning-jobs.js';
import { dashboardsRoutes } from './features/dashboards/dashboards.routes.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import type { NotificationSender } from './features/notifications/notification-sender.js';
import type { BounceMailbox } from './features/notifications/mail-bounces/bounce-mailbox.js';
import type { DueReminderJobs } from './features/payments/due-reminder-jobs.js';
import type { HoldExpiryJobs } from './features/library/hold-expiry-jobs.js';
import { holdsRoutes } from './features/library/holds.routes.js';
import type { SmsProvider } from './features/notifications/sms/sms.types.js';

/** How long a starting server waits for Redis before it starts without it. */
const REDIS_START_MS = 3_000;
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/**
 * The router refuses longer path parameters before any route runs. Well above what any route's
 * schema accepts (an exam title has up to 150 characters), so that the schema names the parameter.
 */
const MAX_PARAM_LENGTH = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the work a request left running has ended: reset mails and their sending, webhook re-reads (closing; tests). */
    settled(): Promise<void>;
    /** Resolves once this server has heard every change committed before the call, by any writer (ADR 0070). */
    heard(): Promise<void>;
    /** The messages' way out (ADR 0117): its sender and SMS provider, which tests wait on and switch. */
    messages: { sender: NotificationSender; sms?: SmsProvider; bounces?: BounceMailbox };
    /** The due reminders' run, which tests call on a clock of their own. */
    dueReminders: Pick<DueReminderJobs, 'run' | 'idle'>;
    /** The library's hold expiry run, which tests call after moving the college's date. */
    holdExpiry: Pick<HoldExpiryJobs, 'run'>;
    /** The transport office's paper warnings, which tests run after moving the college's date. */
    paperWarnings: Pick<PaperWarningJobs, 'run'>;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise one is opened from the config. */
  database?: Database;
  /** Seed the demo college after migrating (defaults to config.demo). */
  seed?: boolean | SeedOptions;
  resultsCache?: ResultsCache;
  /** The time the services read (tests fix it). */
  clock?: Clock;
  /** Where the log goes (standard output, written synchronously, by default); the server passes an asynchronous one, tests read it. */
  logStream?: LogStream;
  /** The PDF workers the services use (createServices makes a pool by default); the app closes them. */
  pdfs?: PdfWorkers;
}

/** Builds the whole application. The server and every integration test use this. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // The embedded folder is this process's alone (a lock); a given database or PostgreSQL has none.
  const folder = opts.database || config.databaseUrl ? undefined : await openDataFolder(config, 'server');
  const database = opts.database ?? folder?.database ?? (await openDatabase({ databaseUrl: config.databaseUrl }));
  const seed = opts.seed ?? config.demo;
  const key = loadSecretKey(config);
  await database.exclusive(async () => {
    await checkServerKey(database.db, key, config);
    if (seed) await seedDemo(database.db, { sealAadhaar: createAadhaarVault(key).seal }, typeof seed === 'object' ? seed : {});
    await ensureBaseData(database.db);
    await database.gatherStatistics(LIBRARY_SEARCHED_TABLES);
  });
  await database.serve();

  const options: FastifyHttpOptions<Server> = {
    ...loggerOptions(config.logLevel, opts.logStream, { routinePerSecond: config.accessLogRate }),
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    ...socketTimeouts(config),
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, { max: config.connectionsPerAddress, exempt: config.trustProxy });

  // A Redis that is down or stalled costs a request at most one short timeout, then is left alone for a while.
  const guarded = config.redisUrl ? connectGuardedRedis(config.redisUrl, app.log) : undefined;
  const redis = guarded?.client;
  await guarded?.connected(REDIS_START_MS);
  const changes = await openChangeFeed(database, { heartbeatMs: config.feedHeartbeatMs, lateMs: config.feedLateMs });
  const services = createServices(database.db, config, redis, {
    log: app.log,
    resultsCache: opts.resultsCache,
    clock: opts.clock,
    changes,
    claims: database.claims,
    pdfs: opts.pdfs,
    engine: database.kind,
  });
  // The shared date checks ("not after today") read the college's zone from the start.
  await services.college.timeZone();
  await services.auth.purgeExpiredSessions();
  await services.accounts.prunePending();
  // An embedded folder has no other server that could still be saving an upload.
  await services.admissionsImport.discardUnfinished(database.kind === 'pglite' ? 0 : undefined);
  await services.libraryImport.discardUnfinished();
  await services.results.dropStaleStaging(database.kind === 'pglite' ? 0 : undefined);
  const disk = createDiskWatch(config.dataDir, config.diskMinFreeMb);
  // A write answers once this server has heard its own change: the next page it serves shows it (ADR 0070).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    await changes.sync();
    // A write that went through after one was refused for want of room: the disk has room again.
    if (disk.full && reply.statusCode < 300) disk.noteWritten();
    return payload;
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, { onDiskFull: disk.noteFull });
  keepApiAnswersPrivate(app);

  // The API documentation is open in a demo outside production, and only the administrator's otherwise (ADR 0081).
  await app.register(authPlugin, {
    auth: services.auth,
    publicUrl: config.publicUrl,
    docsAccess: config.demo && config.env !== 'production' ? 'public.read' : 'api.docs',
  });
  await app.register(requestInputPlugin);
  // The API document: every /api route with its words, security and answers (ADR 0107).
  await registerApiDocs(app);

  const resultsLimit = resultsRateLimit(config, services.redis, app.log);
  await app.register(resultsLookupRoutes, { results: services.results, rateLimit: resultsLimit });
  // Everything else answers with helmet's headers, reads the session cookie and may take uploads.
  await app.register(async (site) => {
    // Only these routes set the session cookie; the auth hook reads it when a route needs a user
    // (session-token.ts), so no request parses cookies for nothing.
    await site.register(cookie, { hook: false });
    await site.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
    await site.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 20 } });
    await site.register(multipartInputPlugin);
    await site.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_POLICY });
    await site.register(healthRoutes, {
      checks: {
        engine: database.kind,
        pingDatabase: database.ping,
        pingRedis: redis && (() => redis.ping()),
        feed: changes.state,
        smtp: Boolean(config.smtpUrl),
        mailStatus: services.mail.status,
        disk: disk.state,
      },
    });
    await registerFeatures(site, services, resultsLimit);
    registerWeb(site, config.webDist, async () => (await services.college.publicAnswers()).splash);
  });

  const control = folder ? await serveBackups(config, database, app.log) : undefined;

  // Mail a request's background work wrote is sent after that work ends: the mail worker is waited for last.
  app.decorate('settled', async () => {
    await Promise.all([services.paymentJobs.settled(), services.accounts.settled(), services.results.settled()]);
    await services.mail.settled();
    await services.notificationSender.settled();
  });
  app.decorate('heard', () => changes.sync());
  app.decorate('messages', { sender: services.notificationSender, sms: services.smsProvider, bounces: services.bounceMailbox });
  app.decorate('dueReminders', { run: services.dueReminders.run, idle: services.dueReminders.idle });
  app.decorate('holdExpiry', { run: services.holdExpiry.run });
  app.decorate('paperWarnings', { run: services.paperWarnings.run });
  app.addHook('onClose', async () => {
    changes.close();
    await services.accounts.settled();
    services.accounts.stopPruning();
    await services.mail.stop();
    await services.notificationSender.stop();
    await services.bounceMailbox?.close();
    // After the sender: a warm-up waiting for a publish's telling goes on (or not) once the telling has stopped.
    await services.results.stop();
    await services.paymentJobs.stop();
    await services.dueReminders.stop();
    await services.holdExpiry.stop();
    await services.paperWarnings.stop();
    redis?.disconnect();
    await services.pdfs.close();
    await control?.close();
    if (!opts.database) await database.close();
    folder?.lock.release();
  });
  return app;
}

/**
 * A socket that sends nothing for this long is closed, even mid-request: longer than any request's
 * own work (a 50,000-row upload, a grade sheet), so that only a stuck connection meets it.
 */
const IDLE_SOCKET_MS = 10 * 60_000;

/**
 * Slow or idle clients let go of their connection in bounded time. Node checks the header and
 * request times only every `connectionsCheckingInterval` (30 s by default), so it is kept to a
 * fraction of the header time.
 */
type SocketTimeouts = Pick<FastifyHttpOptions<Server>, 'connectionTimeout' | 'requestTimeout' | 'keepAliveTimeout' | 'http'>;

function socketTimeouts(config: Config): SocketTimeouts {
  return {
    connectionTimeout: IDLE_SOCKET_MS,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(config.headersTimeoutMs / 4))),
    },
  };
}

/** Each feature's routes, given only the services they use. */
async function registerFeatures(app: FastifyInstance, services: Services, resultsLimit: preHandlerAsyncHookHandler[]) {
  const { config } = services;
  await app.register(publicRoutes, { college: services.college });
  await app.register(authRoutes, { auth: services.auth, cookieSecure: config.cookieSecure });
  await app.register(auditRoutes, { auditLog: services.auditLog });
  await app.register(masterDataRoutes, { masterData: services.masterData });
  await app.register(admissionsRoutes, { admissions: services.admissions });
  await app.register(uploadsRoutes, {
    admissionsImport: services.admissionsImport,
    libraryImport: services.libraryImport,
    curriculum: services.curriculum,
    sections: services.sections,
    results: services.results,
    uploadProgress: services.uploadProgress,
  });
  await app.register(studentAdmissionRoutes, {
    studentAdmission: services.studentAdmission,
    masterData: services.masterData,
    college: services.college,
  });
  await app.register(resultsRoutes, { results: services.results, rateLimit: resultsLimit });
  await app.register(utilitiesRoutes, { crypt: services.crypt });
  await app.register(ordersRoutes, {
    orders: services.orders,
    recording: services.paymentRecording,
    paymentJobs: services.paymentJobs,
    webhookRateLimit: config.webhookRateLimit,
    webhookGlobalRateLimit: config.webhookGlobalRateLimit,
    redis: services.redis,
  });
  if (config.gateway.kind === 'simulator') {
    const { shopId, password } = config.gateway;
    await app.register(gatewaySimulatorRoutes, {
      db: services.db,
      credentials: { shopId, password },
      // Its control calls (faults, forced payments) exist for tests only, never in a running demo.
      control: config.env === 'test',
      publicUrl: config.publicUrl,
      appUrl: config.publicUrl,
    });
  }
  app.addHook('onReady', async () => services.paymentJobs.start());
  app.addHook('onReady', async () => services.dueReminders.start());
  app.addHook('onReady', async () => services.holdExpiry.start());
  app.addHook('onReady', async () => services.paperWarnings.start());
  app.addHook('onReady', async () => services.mail.start());
  app.addHook('onReady', async () => services.notificationSender.start());
  app.addHook('onReady', async () => services.bounceMailbox?.start());
  app.addHook('onReady', async () => services.accounts.startPruning());
  await app.register(feesRoutes, { fees: services.fees });
  await app.register(dueDatesRoutes, { dueDates: services.dueDates });
  await app.register(duesRoutes, { dues: services.dues });
  await app.register(receiptRoutes, { receipts: services.receipts });
  await app.register(feeCollectionCallsRoutes, { receipts: services.receipts });
  await app.register(gatewayKeysRoutes, { gatewayKeys: services.gatewayKeys });
  await app.register(feeAccountsRoutes, { accounts: services.feeAccounts });
  await app.register(resolveRoutes, { resolve: services.resolve });
  await app.register(counterRoutes, { counter: services.counter });
  const departments = createDepartmentDirectory(services.db);
  await app.register(accountsRoutes, { accounts: services.accounts, auth: services.auth, publicUrl: config.publicUrl, departments });
  await app.register(usersRoutes, { accounts: services.accounts, logins: services.logins, mail: services.mail, departments });
  await app.register(facultyRoutes, { faculty: services.faculty });
  await app.register(alumniRoutes, { alumni: services.alumni });
  await app.register(libraryRoutes, { library: services.library, opac: services.opac, printouts: services.libraryPrintouts });
  await app.register(circulationRoutes, { circulation: services.circulation });
  await app.register(libraryReportsRoutes, { reports: services.libraryReports });
  await app.register(holdsRoutes, { holds: services.holds });
  await app.register(collegeHolidaysRoutes, { holidays: services.collegeHolidays });
  await app.register(collegeTermsRoutes, { terms: services.collegeTerms });
  await app.register(transportRoutes, { transport: services.transport });
  await app.register(hostelRoutes, { hostel: services.hostel });
  await app.register(hostelAllotmentRoutes, { allotments: services.hostelAllotments });
  await app.register(hostelFeesRoutes, { fees: services.hostelFees });
  await app.register(hostelLifeRoutes, { life: services.hostelLife });
  await app.register(grievancesRoutes, { grievances: services.grievances });
  await app.register(placementsRoutes, { placements: services.placements });
  await app.register(curriculumRoutes, { curriculum: services.curriculum });
  await app.register(sectionsRoutes, { sections: services.sections });
  await app.register(timetableRoutes, { timetable: services.timetable });
  await app.register(attendanceRoutes, { attendance: services.attendance, eligibility: services.eligibility });
  await app.register(internalMarksRoutes, { marks: services.internalMarks });
  await app.register(busPassRoutes, { passes: services.busPasses });
  await app.register(dashboardsRoutes, { dashboards: services.dashboards });
  await app.register(notificationsRoutes, {
    notifications: services.notifications,
    templates: services.notificationTemplates,
    sender: services.notificationSender,
    webhookSecret: config.sms.webhookSecret,
  });
}
