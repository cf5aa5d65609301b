import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { createAdmissionsImportService } from './features/admissions/admissions-import.service.js';
import { createAdmissionsService } from './features/admissions/admissions.service.js';
import { createStudentAdmissionService } from './features/admissions/student-admission.service.js';
import { createStudentRegister } from './features/admissions/student-register.service.js';
import { createAuditService } from './features/audit/audit.service.js';
import { createAuthService } from './features/auth/auth.service.js';
import { createMasterDataService } from './features/masterdata/masterdata.service.js';
import { createCollegeService } from './features/public/college.service.js';
import { createMemoryCache, createRedisCache, type ResultsCache } from './features/results/results-cache.js';
import { createResultsService } from './features/results/results.service.js';
import { createUploadProgress } from './features/uploads/upload-progress.js';
import type { Clock } from './lib/clock.js';
import { createPdfWorkers } from './lib/pdf-workers.js';
import { createAccountsService } from './features/auth/accounts.service.js';
import { createMailer } from './features/auth/mailer.js';
import { createAuthRepository } from './features/auth/auth.repository.js';
import { createLoginsService } from './features/users/logins.service.js';

interface ServiceOptions {
  log?: FastifyBaseLogger;
  /** Replaces the results cache chosen from the config (the benchmark measures lookups without one). */
  resultsCache?: ResultsCache;
  /** The time every service reads (tests fix it); the system clock by default. */
  clock?: Clock;
}

/** Every feature's service, built once from the config and the database; buildApp hands each route plugin the ones it uses. */
export function createServices(db: Db, config: Config, redis?: Redis, { log, resultsCache, clock }: ServiceOptions = {}) {
  const audit = createAuditService({ db });
  const college = createCollegeService({ db, audit, codeOverride: config.collegeCode, clock });
  const auth = createAuthService({ db, college, loginRateLimit: config.loginRateLimit, redis });
  const masterData = createMasterDataService({ db, audit });
  const pdfs = createPdfWorkers();
  const admissions = createAdmissionsService({ db, config, audit, college, masterData, pdfs });
  const uploadProgress = createUploadProgress();
  const admissionsImport = createAdmissionsImportService({ db, masterData, college, admissions });
  const studentAdmission = createStudentAdmissionService({ db, admissions, masterData, college });
  const cache = resultsCache ?? (redis ? createRedisCache(redis, log) : createMemoryCache());
  const register = createStudentRegister(db);
  const results = createResultsService({ db, register, audit, college, log, cache, pdfs, publicUrl: config.publicUrl });
  const keepMail = (mail: { to: string; subject: string; text: string }) =>
    createAuthRepository(db).insertMail({ recipient: mail.to, subject: mail.subject, body: mail.text });
  // The demo writes kept mail (reset links) to its log; test runs never do, so their log scan finds no token.
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    keep: keepMail,
    demo: config.demo && config.env !== 'test',
    log,
  });
  const accounts = createAccountsService({ db, auth, audit, mailer, publicUrl: config.publicUrl, clock, log });
  const logins = createLoginsService({ db, accounts, register, clock });
  return {
    db,
    config,
    redis,
    pdfs,
    audit,
    college,
    auth,
    masterData,
    admissions,
    uploadProgress,
    admissionsImport,
    studentAdmission,
    results,
    accounts,
    logins,
  };
}

export type Services = ReturnType<typeof createServices>;
