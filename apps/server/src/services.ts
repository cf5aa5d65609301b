import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { localClaims, type WorkClaims } from './db/work-claims.js';
import { createAdmissionsImportService } from './features/admissions/admissions-import.service.js';
import { createAdmissionsService } from './features/admissions/admissions.service.js';
import { createStudentAdmissionService } from './features/admissions/student-admission.service.js';
import { createStudentRegister } from './features/admissions/student-register.service.js';
import { createAuditLogService } from './features/audit/audit-log.service.js';
import { createAuditService } from './features/audit/audit.service.js';
import { silentFeed, type ChangeFeed } from './db/change-feed.js';
import { keptFigures } from './lib/kept-answers.js';
import { createAuthService } from './features/auth/auth.service.js';
import { createPasswordQueue } from './features/auth/password-queue.js';
import { createMasterDataService } from './features/masterdata/masterdata.service.js';
import { createCollegeService } from './features/public/college.service.js';
import { createMemoryCache, createRedisCache, type ResultsCache } from './features/results/results-cache.js';
import { createResultsService } from './features/results/results.service.js';
import { createUploadProgress } from './features/uploads/upload-progress.js';
import { createFeesService } from './features/payments/fees.service.js';
import { createDuesService } from './features/payments/dues.service.js';
import { createReceiptService } from './features/payments/receipt.service.js';
import type { Clock } from './lib/clock.js';
import { createPdfWorkers, type PdfWorkers } from './lib/pdf-workers.js';
import { deriveKey, loadSecretKey } from './lib/secret-key.js';
import { createCryptService } from './features/utilities/crypt.service.js';
import { createGatewayClient } from './features/payments/gateway/gateway-client.js';
import type { CredentialsLookup } from './features/payments/gateway/gateway.types.js';
import { createOrdersService } from './features/payments/orders.service.js';
import { createPaymentJobs } from './features/payments/payment-jobs.js';
import { createDueDatesService } from './features/payments/due-dates.service.js';
import { createDueReminderJobs } from './features/payments/due-reminder-jobs.js';
import { createPaymentRecordingService } from './features/payments/payment-recording.service.js';
import { createGatewayKeysService } from './features/payments/gateway-keys.service.js';
import { createFeeAccountsService } from './features/payments/accounts.service.js';
import { createResolveService } from './features/payments/resolve.service.js';
import { createCounterService } from './features/payments/counter.service.js';
import { createAccountsService } from './features/auth/accounts.service.js';
import { createMailService } from './features/mail/mail.service.js';
import { createLoginsService } from './features/users/logins.service.js';
import { createFacultyService } from './features/faculty/faculty.service.js';
import { createFacultyDirectory } from './features/users/faculty-directory.js';
import { createDepartmentDirectory } from './features/masterdata/department-directory.js';
import { createBranchStudents } from './features/admissions/branch-students.js';
import { createPassRates } from './features/results/pass-rate.js';
import { createAlumniService } from './features/alumni/alumni.service.js';
import { createDashboardsService } from './features/dashboards/dashboards.service.js';
import { createAcademicDayFigures } from './features/dashboards/academic-day-figures.js';
import { createNotificationsService } from './features/notifications/notifications.service.js';
import { createNotificationSender } from './features/notifications/notification-sender.js';
import { createBounceMailbox } from './features/notifications/mail-bounces/bounce-mailbox.js';
import { createNotificationTemplatesService } from './features/notifications/notification-templates.service.js';
import { createSmsProviderOf } from './features/notifications/sms/sms-provider-of.js';
import { createUserFigures } from './features/auth/user-figures.js';
import { createAdmissionFigures } from './features/admissions/admission-figures.js';
import { createResultFigures } from './features/results/result-figures.js';
import { createAlumniFigures } from './features/alumni/alumni-figures.js';
import { createLibraryImportService } from './features/library/library-import.service.js';
import { createLibraryPrintouts } from './features/library/library-printouts.js';
import { createLibraryFigures } from './features/library/library-figures.js';
import { createTransportService } from './features/transport/transport.service.js';
import { createHostelAllotmentService } from './features/hostel/hostel-allotment.service.js';
import { createHostelFees } from './features/hostel/hostel-fees.service.js';
import { createHostelLifeService } from './features/hostel/hostel-life.service.js';
import { createGrievancesService } from './features/grievances/grievances.service.js';
import { createPlacementsService } from './features/placements/placements.service.js';
import { createCurriculumService } from './features/curriculum/curriculum.service.js';
import { createSectionsService } from './features/sections/sections.service.js';
import { createTimetableService } from './features/timetable/timetable.service.js';
import { createAttendanceService } from './features/attendance/attendance.service.js';
import { createInternalMarksService } from './features/internal-marks/internal-marks.service.js';
import { createEligibilityService } from './features/attendance/eligibility.service.js';
import { createHostelDues } from './features/payments/hostel-dues.service.js';
import { createHostelService } from './features/hostel/hostel.service.js';
import { createPaperWarningJobs } from './features/transport/paper-warning-jobs.js';
import { createLibraryReportsService } from './features/library/library-reports.service.js';
import { createLibraryService } from './features/library/library.service.js';
import { createOpacService } from './features/library/opac.service.js';
import { createCirculationService } from './features/library/circulation.service.js';
import { createBusPassService } from './features/transport/bus-pass.service.js';
import { createTransportDues } from './features/payments/transport-dues.service.js';
import { createLibraryDues } from './features/payments/library-dues.service.js';
import { createHoldsService } from './features/library/holds.service.js';
import { createHoldExpiryJobs } from './features/library/hold-expiry-jobs.js';
import { createCollegeTermsService } from './features/college-calendar/college-terms.service.js';
import { createCollegeHolidaysService } from './features/college-calendar/college-holidays.service.js';
import { createHolidayDirectory } from './features/college-calendar/holiday-directory.js';
import { createStudentDirectory } from './features/admissions/student-directory.js';

interface ServiceOptions {
  log?: FastifyBaseLogger;
  /** Replaces the results cache chosen from the config (the benchmark measures lookups without one). */
  resultsCache?: ResultsCache;
  /** The time every service reads (tests fix it); the system clock by default. */
  clock?: Clock;
  /** What changed in the database, from any server: what is kept in memory follows it (ADR 0070). */
  changes?: ChangeFeed;
  /**
   * The database's claims of running work (`Database.claims`). By default claims in this process,
   * right for one process only: a test that runs uploads beside an app on PostgreSQL passes the database's.
   */
  claims?: WorkClaims;
  /** The PDF workers (by default a pool of this process); a test passes one whose next PDF it can make fail. */
  pdfs?: PdfWorkers;
  /** The database's engine (`Database.kind`); the embedded one by default. */
  engine?: Database['kind'];
}

/** Every feature's service, built once from the config and the database; buildApp hands each route plugin the ones it uses. */
export function createServices(
  db: Db,
  config: Config,
  redis?: Redis,
  { log, resultsCache, clock, changes, claims = localClaims(), pdfs = createPdfWorkers(), engine }: ServiceOptions = {},
) {
  const audit = createAuditService({ db });
  // What is kept in memory follows the change feed; while it is not live, the database answers (ADR 0092).
  const keepWhile = changes?.live;
  const college = createCollegeService({ db, audit, codeOverride: config.collegeCode, clock, keepWhile });
  const auditLog = createAuditLogService({ db, college });
  const auth = createAuthService({
    db,
    college,
    loginRateLimit: config.loginRateLimit,
    loginSlowdownMs: config.loginSlowdownMs,
    loginAddressGapMs: config.loginAddressGapMs,
    deviceKey: deriveKey(loadSecretKey(config), 'sign-in device cookies'),
    passwords: createPasswordQueue({ parallel: config.passwordChecks, maxWaitMs: config.signInQueueMs }),
    redis,
    log,
    changes,
  });
  const masterData = createMasterDataService({ db, audit, keepWhile });
  changes?.subscribe((change) => {
    if (change.kind !== 'all' && change.kind !== 'reset') return;
    masterData.forget();
    college.forget();
  });
  const admissions = createAdmissionsService({ db, config, audit, college, masterData, pdfs });
  const uploadProgress = createUploadProgress();
  const admissionsImport = createAdmissionsImportService({ db, audit, masterData, college, admissions, claims, log });
  const studentAdmission = createStudentAdmissionService({ db, admissions, masterData, college });
  const smsProvider = createSmsProviderOf(config, (report) => {
    notificationSender
      .reported(report)
      .catch((err: unknown) => log?.error({ err }, 'notifications: a delivery report could not be recorded'));
  });
  const notifications = createNotificationsService({ db, engine, changes, clock, quietHours: config.sms.quietHours, smsProvider });
  const notificationTemplates = createNotificationTemplatesService({ db, clock });
  const cache = resultsCache ?? (redis ? createRedisCache(redis, log) : createMemoryCache({ feed: changes }));
  const register = createStudentRegister(db);
  const curriculum = createCurriculumService({ db, audit });
  const sections = createSectionsService({ db, audit });
  const timetable = createTimetableService({ db, audit, today: () => college.today() });
  const kept = keptFigures(changes ?? silentFeed(), () => college.today());
  const attendance = createAttendanceService({ db, audit, today: () => college.today(), timetable, notifications, kept });
  const internalMarks = createInternalMarksService({ db, audit });
  const eligibility = createEligibilityService({ db, audit, clock });
  const results = createResultsService({
    db,
    subjects: curriculum,
    register,
    audit,
    college,
    log,
    cache,
    pdfs,
    publicUrl: config.publicUrl,
    heard: changes?.sync,
    told: () => notificationSender.told(),
    notifications,
    engine,
  });
  const crypt = createCryptService({ secretKey: loadSecretKey(config) });
  const fees = createFeesService({ db, audit, masterData });
  const gatewayKeys = createGatewayKeysService({ db, config, audit, fees });
  // With the real gateway a fee type's stored key (Payment Gateway Keys) names the shop, else the
  // configured one does; the simulator knows only the configured shop.
  const configuredShop = { shopId: config.gateway.shopId, password: config.gateway.password };
  const credentialsFor: CredentialsLookup = async (feeTypeCode) => {
    if (config.gateway.kind === 'simulator' || !feeTypeCode) return configuredShop;
    const stored = await gatewayKeys.credentialsFor(feeTypeCode);
    return stored ? { shopId: stored.username, password: stored.password } : configuredShop;
  };
  const gateway = createGatewayClient({ baseUrl: config.gateway.baseUrl, credentialsFor, timeoutMs: config.gateway.timeoutMs, log });
  const payerOf = register.payerOf;
  const paymentRecording = createPaymentRecordingService({ db, gateway, audit, college, payerOf, notifications, log });
  const dues = createDuesService({ db, fees, register, masterData, college, kept });
  const receipts = createReceiptService({ db, register, masterData, college, pdfs });
  // The reminder runs read the due dates: a change asks for a run now (bound once both exist).
  const dueDates = createDueDatesService({ db, fees, audit, clock, changed: () => dueReminders.soon() });
  const dueReminders = createDueReminderJobs({
    db,
    claims,
    dueDates,
    dues,
    notifications,
    college,
    intervalMinutes: config.dueReminderMinutes,
    log,
  });
  const orders = createOrdersService({
    db,
    gateway,
    dues,
    recording: paymentRecording,
    college,
    payerOf,
    publicUrl: config.publicUrl,
    answerWithinMs: config.paymentAnswerMs,
    log,
  });
  const paymentJobs = createPaymentJobs({ db, recording: paymentRecording, intervalSeconds: config.paymentJobsSeconds, log });
  const feeAccounts = createFeeAccountsService({ db, college, register });
  const resolve = createResolveService({ db, gateway, recording: paymentRecording, college, register });
  // The demo writes mail it cannot send (reset links) to files in its data folder, never to the log.
  const mail = createMailService({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    pollSeconds: config.mailPollSeconds,
    demoMailDir: config.demo && config.env !== 'test' && !config.smtpUrl ? path.join(config.dataDir, 'mail') : undefined,
    clock,
    log,
  });
  const notificationSender = createNotificationSender({
    db,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    demoMailDir: config.demo && config.env !== 'test' && !config.smtpUrl ? path.join(config.dataDir, 'mail') : undefined,
    sms: smsProvider && {
      provider: smsProvider,
      senderHeader: config.sms.senderHeader,
      dltEntityId: config.sms.dltEntityId,
      ratePerSecond: config.sms.ratePerSecond,
    },
    templateOf: notificationTemplates.templateOf,
    tellNextChunk: notifications.tellNextChunk,
    receiptPdf: receipts.forMail,
    college: async () => {
      const settings = await college.settings();
      return { college: settings.name, collegeCode: settings.code, publicUrl: config.publicUrl };
    },
    pollSeconds: config.mailPollSeconds,
    clock,
    log,
  });
  const bounceMailbox = config.bounceImapUrl
    ? createBounceMailbox({ db, imapUrl: config.bounceImapUrl, pollSeconds: config.bouncePollSeconds, log })
    : undefined;
  // Every server hears that messages were queued, by any server, and looks for due ones (ADR 0117).
  changes?.subscribe((change) => {
    if (change.kind === 't' && change.key === 'notifications_queued') notificationSender.wake();
  });
  const counter = createCounterService({ db, dues, audit, college, mail, notifications });
  const accounts = createAccountsService({
    db,
    auth,
    audit,
    mail,
    publicUrl: config.publicUrl,
    resetRateLimit: config.loginRateLimit,
    signUpRateLimit: config.signUpRateLimit,
    pendingSignUpDays: config.pendingSignUpDays,
    redis,
    clock,
    log,
    notifications,
  });
  const logins = createLoginsService({ db, accounts, register, masterData, clock });
  const facultyDirectory = createFacultyDirectory(db);
  const faculty = createFacultyService({
    kept,
    db,
    facultyDirectory,
    departments: createDepartmentDirectory(db),
    branchStudents: createBranchStudents(db),
    passRates: createPassRates(db),
  });
  const alumni = createAlumniService({ db, config, audit, masterData, register });
  const library = createLibraryService({ db, audit });
  const opac = createOpacService({ db, audit, changes });
  const circulation = createCirculationService({
    db,
    audit,
    college,
    pdfs,
    dataDir: config.dataDir,
    students: createStudentDirectory,
    faculty: createFacultyDirectory,
    holidays: createHolidayDirectory,
    dues: createLibraryDues,
  });
  const holds = createHoldsService({
    db,
    audit,
    college,
    students: createStudentDirectory,
    faculty: createFacultyDirectory,
    holidays: createHolidayDirectory,
    dues: createLibraryDues,
  });
  const holdExpiry = createHoldExpiryJobs({ holds, intervalMinutes: config.holdExpiryMinutes, log });
  const collegeHolidays = createCollegeHolidaysService({ db, audit, college });
  const collegeTerms = createCollegeTermsService({ db, audit });
  const transport = createTransportService({ db, audit, college, notifications, dues: createTransportDues });
  const hostel = createHostelService({ db, audit, today: () => college.today() });
  const hostelFees = createHostelFees({ db, audit, terms: collegeTerms, dues: createHostelDues });
  const hostelLife = createHostelLifeService({ db, audit, today: () => college.today(), notifications });
  const grievances = createGrievancesService({
    db,
    audit,
    college,
    holidays: createHolidayDirectory(db),
    notifications,
    pdfs,
    dataDir: config.dataDir,
    redis,
  });
  const placements = createPlacementsService({ db, audit, college, dataDir: config.dataDir });
  const hostelAllotments = createHostelAllotmentService({ db, audit, today: () => college.today(), fees: hostelFees });
  const busPasses = createBusPassService({
    db,
    audit,
    college,
    pdfs,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    students: createStudentDirectory,
    dues: createTransportDues,
    changes,
  });
  const paperWarnings = createPaperWarningJobs({ transport, intervalMinutes: config.paperWarningMinutes, log });
  const libraryImport = createLibraryImportService({ db, audit, claims, log });
  const libraryPrintouts = createLibraryPrintouts({ db, pdfs, college });
  const libraryReports = createLibraryReportsService({ db, college, holidays: createHolidayDirectory });
  const dashboards = createDashboardsService({
    users: createUserFigures(db),
    audit,
    admissions: createAdmissionFigures(db),
    results: createResultFigures(db),
    alumni: createAlumniFigures(db),
    facultyDirectory,
    feeAccounts,
    dues,
    receipts,
    masterData,
    college,
    library: createLibraryFigures(db),
    academicDay: createAcademicDayFigures(db),
    kept,
  });
  return {
    db,
    claims,
    config,
    redis,
    pdfs,
    audit,
    auditLog,
    college,
    auth,
    masterData,
    admissions,
    uploadProgress,
    admissionsImport,
    studentAdmission,
    results,
    crypt,
    gateway,
    paymentRecording,
    orders,
    paymentJobs,
    dueDates,
    dueReminders,
    fees,
    dues,
    receipts,
    gatewayKeys,
    feeAccounts,
    resolve,
    counter,
    mail,
    accounts,
    logins,
    faculty,
    alumni,
    library,
    opac,
    circulation,
    holds,
    holdExpiry,
    collegeHolidays,
    collegeTerms,
    transport,
    hostel,
    hostelAllotments,
    hostelFees,
    hostelLife,
    grievances,
    placements,
    curriculum,
    sections,
    timetable,
    attendance,
    internalMarks,
    eligibility,
    busPasses,
    paperWarnings,
    libraryImport,
    libraryPrintouts,
    libraryReports,
    dashboards,
    notifications,
    notificationTemplates,
    notificationSender,
    bounceMailbox,
    smsProvider,
  };
}

export type Services = ReturnType<typeof createServices>;
