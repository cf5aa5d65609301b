import { setTimeout as pause, setImmediate as yieldToEventLoop } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import {
  CREDITS_MAX,
  gradeFor,
  IGNORE_NAMES_FIELD,
  normalizeRollNumber,
  RESULT_UPLOAD_COLUMNS,
  resultUploadOptionsSchema,
  resultUploadRowSchema,
  summarize,
  type ExamResult,
  type ExamTitleStatus,
  type ResultUploadOptions,
  type ResultUploadRow,
  type ResultVerification,
  type TitleResultsPage,
  type UploadSuccess,
  serverText,
} from '@campus/shared';
import type { Database, Db } from '../../db/client.js';
import { AppError, conflict, invalid, notFound, schemaText, type RowProblem } from '../../lib/app-error.js';
import type { PdfWorkers } from '../../lib/pdf-workers.js';
import type { RegisteredStudent, StudentRegister } from '../admissions/student-register.service.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { CollegeService } from '../public/college.service.js';
import type { UploadContext } from '../uploads/upload-context.js';
import { readWorkbook } from '../uploads/workbook-reader.js';
import { flattenPngOnWhite } from './flatten-logo.js';
import { TITLES_KEY, type ResultsCache } from './results-cache.js';
import { gradeSheetPdf, type ReportHeader } from './results-report.js';
import { createResultsRepository, type StudentResultInput } from './results.repository.js';
import { workbookBuffer } from '../../lib/workbook-export.js';
import type { NotificationsService } from '../notifications/notifications.service.js';

export interface ResultsServiceDeps {
  db: Db;
  /** The curriculum: an upload's subject codes it does not know are reported with the upload's answer. */
  subjects?: { unknownSubjectCodes(codes: string[]): Promise<string[]> };
  /** Who each roll number of an upload belongs to (the admissions feature's students). */
  register: StudentRegister;
  audit: AuditService;
  college: CollegeService;
  cache: ResultsCache;
  pdfs: PdfWorkers;
  /** PUBLIC_URL: the grade sheet's verification link leads there, whatever Host a request named. */
  publicUrl: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Resolves once this server has heard its own committed changes on the change feed (ADR 0070). */
  heard?: () => Promise<void>;
  /**
   * Resolves once this server has told the students and parents of what was just published: the
   * warm-up waits for it, since on the embedded database both would take turns on one connection
   * and the messages, which must be queued within seconds, would wait on the cache (ADR 0120).
   */
  told?: () => Promise<void>;
  /** Tells a title's students and their parents when it is published. */
  notifications?: Pick<NotificationsService, 'resultsPublished'>;
  /** The database's engine (`Database.kind`): the warm-up pauses between pages on the embedded one. */
  engine?: Database['kind'];
}

/** At most this many row errors are sent back; the message says how many there were. */
const MAX_ERRORS = 500;

/** The college logo as pdfkit embeds it fastest; a logo that cannot be read is left out. */
function logoForPdf(image: Buffer): Buffer | null {
  try {
    return flattenPngOnWhite(image) ?? image;
  } catch {
    return null;
  }
}

/** Cache key of a verification code; roll numbers never contain a NUL. */
const codeKey = (rollNo: string) => `\u0000code:${rollNo}`;

/** The upload's form fields (the file's names ignored or not); a bad value is a 400 naming the field. */
function parseUploadOptions(fields: Record<string, string>): ResultUploadOptions {
  const parsed = resultUploadOptionsSchema.safeParse({ [IGNORE_NAMES_FIELD]: fields[IGNORE_NAMES_FIELD] });
  if (parsed.success) return parsed.data;
  throw invalid(schemaText(parsed.error.issues[0].message), IGNORE_NAMES_FIELD);
}

type ParsedRow = ResultUploadRow & { row: number };

/** Rows checked between two progress reports (and turns of the event loop). */
const VALIDATE_STEP = 2000;
/** Students written per statement while an upload is staged: each statement holds the embedded database briefly. */
const STAGE_STUDENTS = 250;
/** Students deleted per statement when a hidden title is emptied. */
const DELETE_STUDENTS = 500;
/** A hidden title older than this belongs to an upload that a stopped server left unfinished. */
const STALE_STAGING_MS = 60 * 60_000;
/** Students read per query when the cache is filled after a publish. */
const WARM_STUDENTS = 100;
/**
 * The warm-up's pause after each page: it runs while the publish's messages are sent, and on the
 * embedded database both take turns on one connection and one thread; the sending gets turns
 * between pages (ADR 0120, 0121). PostgreSQL serves both at once.
 */
const WARM_PAUSE_MS = { pglite: 80, postgres: 0 } as const;

/**
 * Checks every row on its own and against the others; answers the parsed rows and the errors found.
 * The event loop gets a turn every VALIDATE_STEP rows, when `step` reports how far it got.
 */
async function validateResultRows(
  headers: string[],
  rows: { row: number; values: Record<string, string> }[],
  headerRow: number,
  step: (done: number) => Promise<void>,
) {
  const errors: RowProblem[] = [];
  const known = new Set<string>(RESULT_UPLOAD_COLUMNS);
  for (const h of headers) {
    if (h && !known.has(h))
      errors.push({
        row: headerRow,
        column: h,
        ...serverText('results.unknownColumn', { column: h, columns: RESULT_UPLOAD_COLUMNS.join(', ') }),
      });
  }
  const parsed: ParsedRow[] = [];
  const seenCourse = new Map<string, number>();
  for (const [i, { row, values }] of rows.entries()) {
    if (i > 0 && i % VALIDATE_STEP === 0) await step(i);
    const result = resultUploadRowSchema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) errors.push({ row, column: String(issue.path[0] ?? ''), ...schemaText(issue.message) });
      continue;
    }
    const r = result.data;
    const courseKey = `${r.examTitle}\u0000${r.rollNo}\u0000${r.courseCode}`;
    const earlier = seenCourse.get(courseKey);
    if (earlier !== undefined) {
      errors.push({
        row,
        column: 'courseCode',
        ...serverText('results.courseTwice', { course: r.courseCode, rollNo: r.rollNo, row: earlier }),
      });
      continue;
    }
    seenCourse.set(courseKey, row);
    parsed.push({ ...r, row });
  }
  return { parsed, errors };
}

/** Names compared as a person reads them: spaces around and between words and letter case do not count. */
export const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);
const nameKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');

/**
 * Every row's roll number must be a registered student's, and its name the register's unless the
 * file's names are to be ignored. Answers the rows with the register's spelling of each name (what
 * is stored and published), and the rows that do not match.
 */
function checkAgainstRegister(rows: ParsedRow[], register: Map<string, RegisteredStudent>, ignoreNames: boolean) {
  const errors: RowProblem[] = [];
  const checked: ParsedRow[] = [];
  for (const r of rows) {
    const student = register.get(r.rollNo);
    if (!student) {
      errors.push({ row: r.row, column: 'rollNo', ...serverText('results.notInRegister', { rollNo: r.rollNo, row: r.row }) });
      continue;
    }
    if (!ignoreNames && !sameName(r.studentName, student.fullName)) {
      errors.push({
        row: r.row,
        column: 'studentName',
        ...serverText('results.nameNotRegistered', { name: r.studentName, row: r.row, registered: student.fullName, rollNo: r.rollNo }),
      });
      continue;
    }
    checked.push({ ...r, studentName: student.fullName });
  }
  return { checked, errors };
}

/** Row problems in the order of the sheet, the header's first (the sort is stable: each row's stay in the order found). */
const byRow = (errors: RowProblem[]) => [...errors].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));

/** Groups valid rows per title and student and computes grades, points, status and totals. */
function computeResults(rows: ResultUploadRow[]): Map<string, StudentResultInput[]> {
  const byTitle = new Map<string, Map<string, StudentResultInput>>();
  for (const r of rows) {
    const students = byTitle.get(r.examTitle) ?? new Map<string, StudentResultInput>();
    byTitle.set(r.examTitle, students);
    const student = students.get(r.rollNo) ?? {
      rollNo: r.rollNo,
      studentName: r.studentName,
      totalCredits: 0,
      earnedCredits: 0,
      passCount: 0,
      failCount: 0,
      sgpa: 0,
      courses: [],
    };
    students.set(r.rollNo, student);
    const g = gradeFor(r.marks);
    student.courses.push({
      courseCode: r.courseCode,
      course: r.course,
      credits: r.credits,
      marks: r.marks === 'AB' ? null : r.marks,
      ...g,
    });
  }
  const out = new Map<string, StudentResultInput[]>();
  for (const [title, students] of byTitle) {
    out.set(
      title,
      [...students.values()].map((s) => ({ ...s, ...summarize(s.courses) })),
    );
  }
  return out;
}

const RESULT_COLUMNS = ['rollNo', 'studentName', 'examTitle', 'courseCode', 'course', 'credits', 'marks'];
const RESULT_COLUMN_WIDTHS = [16, 28, 52, 14, 36, 9, 9];
const EXAMPLE_TITLE = 'B.Tech III-I Semester Regular Examinations, November 2025';
const RESULT_EXAMPLES = [
  ['23VC1A0501', 'Aarav Reddy', EXAMPLE_TITLE, 'CS501PC', 'Design and Analysis of Algorithms', 3, 78],
  ['23VC1A0501', 'Aarav Reddy', EXAMPLE_TITLE, 'CS502PC', 'Computer Networks', 3, 'AB'],
];

export function createResultsService({
  db,
  register,
  audit,
  college,
  cache,
  pdfs,
  publicUrl,
  log,
  heard,
  told,
  notifications,
  engine = 'pglite',
  subjects,
}: ResultsServiceDeps) {
  const repo = createResultsRepository(db);
  /** The grade sheet's header: the college's name, address and logo, kept with the settings and forgotten when they change. */
  const header = college.keptWithSettings(async (): Promise<ReportHeader> => {
    const [settings, logos] = await Promise.all([college.settings(), college.logos()]);
    return {
      collegeName: settings.name,
      logo: logos.Logo ? logoForPdf(Buffer.from(logos.Logo, 'base64')) : null,
      address: settings.contact.campus,
    };
  });

  /** Published titles, newest first. */
  async function publishedTitlesJson(): Promise<string> {
    const cached = await cache.get(TITLES_KEY, '');
    if (cached !== undefined) return cached;
    const generation = await cache.generation(TITLES_KEY);
    const json = JSON.stringify(await repo.publishedTitles());
    await cache.setMany(TITLES_KEY, [['', json]], generation);
    return json;
  }

  /** The lookup answer as JSON text ('null' when there is none), served from the cache when possible. */
  async function lookupJson(examTitle: string, rollInput: string): Promise<string> {
    const rollNo = normalizeRollNumber(rollInput);
    const cached = await cache.get(examTitle, rollNo);
    if (cached !== undefined) return cached;
    const generation = await cache.generation(examTitle);
    const json = JSON.stringify(await repo.publishedResult(examTitle, rollNo));
    await cache.setMany(examTitle, [[rollNo, json]], generation);
    return json;
  }

  async function lookup(examTitle: string, rollInput: string): Promise<ExamResult | null> {
    return JSON.parse(await lookupJson(examTitle, rollInput)) as ExamResult | null;
  }

  const reportHeader = (): Promise<ReportHeader> => header.get();

  /** Cached next to the result (the code of a published result never changes). */
  async function verificationCode(examTitle: string, rollNo: string): Promise<string> {
    const cached = await cache.get(examTitle, codeKey(rollNo));
    if (cached !== undefined) return cached;
    const generation = await cache.generation(examTitle);
    const code = (await repo.verificationCodeOf(examTitle, rollNo)) ?? '';
    await cache.setMany(examTitle, [[codeKey(rollNo), code]], generation);
    return code;
  }

  /** The grade sheet PDF, or null when the title is not published or has no result for the roll number. */
  async function report(examTitle: string, rollInput: string): Promise<Buffer | null> {
    const result = await lookup(examTitle, rollInput);
    if (!result) return null;
    const code = await verificationCode(examTitle, result.studentRollNo);
    if (!code) return null;
    return pdfs.render(gradeSheetPdf, {
      header: await reportHeader(),
      examTitle,
      result,
      verificationCode: code,
      verifyUrl: `${publicUrl}/results/verify/${code}`,
      issuedOn: await college.today(),
    });
  }

  /** A page of any title's results, drafts included, for staff; read from the database, never the cache. */
  async function titleResults(examTitle: string, query: { page: number; pageSize: number; search?: string }): Promise<TitleResultsPage> {
    const title = await repo.findTitle(examTitle);
    if (!title) throw notFound(serverText('results.titleNotFound'));
    const { total, rows } = await repo.studentsPage(title.id, query);
    return { title: title.title, status: title.status, total, page: query.page, pageSize: query.pageSize, rows };
  }

  /**
   * A student's grade sheet as staff check it before publishing: a draft title's is marked DRAFT and
   * carries no verification code. Read from the database, so that no draft reaches the cache the
   * public routes answer from.
   */
  async function previewGradeSheet(examTitle: string, rollInput: string): Promise<Buffer> {
    const title = await repo.findTitle(examTitle);
    if (!title) throw notFound(serverText('results.titleNotFound'));
    const found = await repo.resultOf(title.id, normalizeRollNumber(rollInput));
    if (!found) throw new AppError('NO_RESULT', serverText('results.noResult'));
    const draft = title.status !== 'published';
    return pdfs.render(gradeSheetPdf, {
      header: await reportHeader(),
      examTitle: title.title,
      result: found.result,
      verificationCode: draft ? '' : found.code,
      verifyUrl: draft ? '' : `${publicUrl}/results/verify/${found.code}`,
      issuedOn: await college.today(),
      draft,
    });
  }

  async function verify(code: string): Promise<ResultVerification> {
    const found = await repo.byVerificationCode(code.trim().toUpperCase());
    if (!found || found.status !== 'published') throw notFound(serverText('results.invalidVerification'));
    const result = await lookup(found.title, found.rollNo);
    if (!result) throw notFound(serverText('results.invalidVerification'));
    const settings = await college.settings();
    return {
      code: code.trim().toUpperCase(),
      collegeName: settings.name,
      examTitle: found.title,
      publishedAt: found.publishedAt?.toISOString() ?? null,
      result,
    };
  }

  /**
   * Fills the cache with every result of a just published title and its verification codes, so
   * results day starts warm. Read a page of students at a time, with a pause between pages: one read
   * of a large title held the embedded database (and every request) for seconds.
   */
  async function warm(examTitle: string) {
    const title = await repo.findTitle(examTitle);
    if (!title || title.status !== 'published') return 0;
    const generation = await cache.generation(examTitle);
    let warmed = 0;
    for (let afterId = 0; ;) {
      const page = await repo.resultsPage(title.id, afterId, WARM_STUDENTS);
      if (page.results.length === 0) return warmed;
      await cache.setMany(
        examTitle,
        [
          ...page.results.map((r): [string, string] => [r.studentRollNo, JSON.stringify(r)]),
          ...page.codes.map((c): [string, string] => [codeKey(c.rollNo), c.code]),
        ],
        generation,
      );
      warmed += page.results.length;
      afterId = page.lastId;
      if (closing) return warmed;
      await pause(WARM_PAUSE_MS[engine]);
    }
  }

  /** Warm-ups under way: a publish answers at once and warms the cache after it. */
  const warming = new Set<Promise<unknown>>();
  let closing = false;

  /**
   * After a publish: its students and parents are told first (`told`), then the cache is warmed, in
   * the background; the examination staff's request does not wait for either. Lookups meanwhile read
   * the database.
   */
  function warmAfterTelling(examTitle: string) {
    const work = (async () => {
      await told?.();
      if (!closing) await warm(examTitle);
    })()
      .catch((err: unknown) => void log?.warn({ err, examTitle }, 'results cache: the warm-up after a publish failed; lookups read the database'))
      .finally(() => warming.delete(work));
    warming.add(work);
  }

  /** Until no warm-up is under way (tests; closing the app). */
  async function settled() {
    while (warming.size > 0) await Promise.allSettled([...warming]);
  }

  /** Ends the warm-ups under way between two pages, and waits for them. */
  async function stop() {
    closing = true;
    await settled();
  }

  /** Drops the cached answers of a title and the list of titles (in every server copy sharing the cache). */
  async function invalidate(examTitle: string) {
    await cache.invalidate(examTitle);
    await cache.invalidate(TITLES_KEY);
  }

  /** After a commit a failure cannot undo the change: logged, and retried until the cache is back. */
  async function invalidateAfterCommit(examTitle: string, attempt = 0): Promise<void> {
    try {
      await invalidate(examTitle);
    } catch (err) {
      log?.error({ err, examTitle }, 'results cache: could not drop the answers of a title whose status changed; retrying');
      if (attempt < 120) setTimeout(() => void invalidateAfterCommit(examTitle, attempt + 1), 5_000).unref();
    }
  }

  async function setStatus(examTitle: string, status: ExamTitleStatus, actor: Actor) {
    const title = await repo.findTitle(examTitle);
    if (!title) throw notFound(serverText('results.titleNotFound'));
    const updated = await db.transaction(async (tx) => {
      const row = await createResultsRepository(tx).setStatus(title.id, status);
      // Its students and their parents are told in the same transaction, once per title however often it is published.
      if (status === 'published') await notifications?.resultsPublished(tx, title.id);
      await audit.record(tx, {
        actor,
        action: status === 'published' ? 'publish' : 'unpublish',
        entity: 'exam_title',
        entityId: examTitle,
        details: { previous: title.status },
      });
      // Dropped before the commit too: when the cache cannot be reached, nothing changes (the old
      // answers would otherwise come back with the cache and live for hours).
      try {
        await invalidate(examTitle);
      } catch (err) {
        log?.warn({ err, examTitle }, 'results cache: unreachable; the status change is refused');
        throw new AppError('CACHE_UNAVAILABLE', serverText('results.cacheUnavailable'));
      }
      return row;
    });
    // And after it: an answer read between the first drop and the commit may have been stored.
    await invalidateAfterCommit(examTitle);
    // The change's own notification drops every server's in-process cache: warmed before it arrives, the warm-up would be lost.
    await heard?.();
    if (status === 'published') warmAfterTelling(examTitle);
    return { title: updated.title, status: updated.status, publishedAt: updated.publishedAt?.toISOString() ?? null };
  }

  /** Deletes a hidden title's students a few at a time, then the title. */
  async function dropStaging(titleId: number) {
    while ((await repo.deleteSomeStudents(titleId, DELETE_STUDENTS)) > 0) await yieldToEventLoop();
    await repo.deleteTitle(titleId);
  }

  /**
   * Hidden titles of uploads that a stopped server never finished: nothing else will delete them. At
   * the start of the embedded server, the folder's only process, every hidden title is one (`olderThanMs` 0).
   */
  async function dropStaleStaging(olderThanMs = STALE_STAGING_MS) {
    await dropAll(await repo.staleStagingTitles(new Date(Date.now() - olderThanMs)));
  }

  /**
   * Writes each title's students under a hidden title, a few hundred per statement with a turn of the
   * event loop between, so that the embedded database is never held for long. Answers the hidden
   * title of each title.
   */
  async function stage(byTitle: Map<string, StudentResultInput[]>, staged: number[], ctx: UploadContext, total: number) {
    const stagingOf = new Map<string, number>();
    let done = 0;
    for (const [title, students] of byTitle) {
      const stagingId = await repo.createStagingTitle();
      staged.push(stagingId);
      stagingOf.set(title, stagingId);
      for (let i = 0; i < students.length; i += STAGE_STUDENTS) {
        const part = students.slice(i, i + STAGE_STUDENTS);
        await repo.replaceStudents(stagingId, part);
        done += part.reduce((n, s) => n + s.courses.length, 0);
        ctx.progress({ phase: 'importing', done, total });
        await yieldToEventLoop();
      }
    }
    return stagingOf;
  }

  /**
   * An upload is all or nothing: its students are staged under hidden titles (`stage`), then one
   * short transaction moves them to their titles, with the students they replace moving out of
   * sight (see `moveStaged`). Whatever is left hidden, on success or failure, is deleted afterwards.
   */
  async function importWorkbook(file: Buffer, ctx: UploadContext): Promise<UploadSuccess> {
    const { ignoreNames } = parseUploadOptions(ctx.fields);
    const sheet = await readWorkbook(file, { requiredColumns: RESULT_UPLOAD_COLUMNS });
    const total = sheet.rows.length;
    ctx.progress({ phase: 'validating', done: 0, total });
    const valid = await validateResultRows(sheet.headers, sheet.rows, sheet.headerRow, async (done) => {
      ctx.progress({ phase: 'validating', done, total });
      await yieldToEventLoop();
    });
    const registered = await register.byRollNumbers(valid.parsed.map((r) => r.rollNo));
    const { checked: parsed, errors: unregistered } = checkAgainstRegister(valid.parsed, registered, ignoreNames);
    const errors = byRow([...valid.errors, ...unregistered]);
    if (errors.length > 0) {
      const text =
        errors.length > MAX_ERRORS
          ? serverText('results.rowsInvalidShowing', { shown: MAX_ERRORS, count: errors.length })
          : serverText('results.rowsInvalid');
      throw new AppError('INVALID_ROWS', text, { errors: errors.slice(0, MAX_ERRORS) });
    }
    const byTitle = computeResults(parsed);
    for (const title of byTitle.keys()) {
      const existing = await repo.findTitle(title);
      if (existing?.status === 'published') throw conflict(serverText('results.titlePublished', { title }), 'examTitle');
    }
    ctx.progress({ phase: 'importing', done: 0, total: parsed.length });
    await dropStaleStaging();
    const hidden: number[] = [];
    try {
      const stagingOf = await stage(byTitle, hidden, ctx, parsed.length);
      await db.transaction(async (tx) => {
        const txRepo = createResultsRepository(tx);
        for (const [title, students] of byTitle) {
          const row = await txRepo.ensureTitle(title);
          // Checked again inside the transaction: someone may have published meanwhile.
          if (row.status === 'published') throw conflict(serverText('results.titlePublished', { title }), 'examTitle');
          const trashId = await txRepo.createStagingTitle();
          hidden.push(trashId);
          await txRepo.moveStaged(stagingOf.get(title)!, row.id, trashId);
          await audit.record(tx, {
            actor: ctx.user,
            action: 'upload',
            entity: 'exam_title',
            entityId: title,
            details: {
              fileName: ctx.fileName,
              students: students.length,
              records: students.reduce((s, st) => s + st.courses.length, 0),
              ...(ignoreNames && { namesFrom: 'student register' }),
            },
          });
        }
      });
    } finally {
      await dropAll(hidden);
    }
    const unknown = (await subjects?.unknownSubjectCodes(parsed.map((r) => r.courseCode))) ?? [];
    return {
      ...serverText('upload.uploaded'),
      imported: parsed.length,
      ...(unknown.length > 0 && { notes: [serverText('curriculum.unknownSubjects', { codes: unknown.join(', ') })] }),
    };
  }

  /** Deletes hidden titles; a failure is logged (an upload an hour later deletes what is left). */
  async function dropAll(titleIds: number[]) {
    for (const id of titleIds) {
      try {
        await dropStaging(id);
      } catch (err) {
        log?.error({ err }, 'results upload: could not delete a hidden staging title; a later upload deletes it');
      }
    }
  }

  /** The upload template: the seven columns, and a sheet explaining them with two example rows, which is never imported. */
  async function template(): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Campus ERP';
    const ws = wb.addWorksheet('Results');
    ws.columns = RESULT_COLUMNS.map((key, i) => ({ header: key, key, width: RESULT_COLUMN_WIDTHS[i] }));
    ws.getRow(1).font = { bold: true };
    ws.views = [{ state: 'frozen', ySplit: 1 }];
    for (let r = 2; r <= 2000; r++) {
      ws.getCell(`F${r}`).dataValidation = {
        type: 'custom',
        formulae: [`AND(ISNUMBER(F${r}),F${r}>0,F${r}<=${CREDITS_MAX})`],
        showErrorMessage: true,
        error: `credits must be a positive number, at most ${CREDITS_MAX}`,
      };
    }
    const help = wb.addWorksheet('How to fill');
    help.columns = RESULT_COLUMN_WIDTHS.map((width, i) => ({ width: i === 1 ? 90 : width }));
    help.addRows([
      ['Column', 'What to enter'],
      ['rollNo', 'Roll number, no spaces (e.g. 23VC1A0501)'],
      ['studentName', "Student's full name, the same on every row of the student"],
      ['examTitle', 'Exam title exactly as it should be shown to students; one file may hold several titles'],
      ['courseCode', 'Course code; each course once per student and title'],
      ['course', 'Course name'],
      ['credits', `Credits of the course, a positive number up to ${CREDITS_MAX} (e.g. 3 or 1.5)`],
      ['marks', 'Marks from 0 to 100, or AB when the student was absent'],
      ['', 'Grades: 90+ S (10), 80-89 A (9), 70-79 B (8), 60-69 C (7), 50-59 D (6), below 50 F (0), AB (0). F and AB fail.'],
      [
        '',
        'Uploading into a draft title again replaces the students in the file and keeps the others, so a large title can be uploaded in several files',
      ],
    ]);
    help.getRow(1).font = { bold: true };
    help.addRow([]);
    help.addRow(['', 'Example rows (this sheet is never imported: enter results on the Results sheet, from row 2 down)']).font = {
      bold: true,
    };
    help.addRow(RESULT_COLUMNS);
    for (const example of RESULT_EXAMPLES) help.addRow(example);
    return workbookBuffer(wb);
  }

  return {
    publishedTitlesJson,
    lookupJson,
    lookup,
    report,
    verify,
    warm,
    settled,
    stop,
    titles: () => repo.titleSummaries(),
    titleResults,
    previewGradeSheet,
    publish: (title: string, actor: Actor) => setStatus(title, 'published', actor),
    unpublish: (title: string, actor: Actor) => setStatus(title, 'draft', actor),
    importWorkbook,
    dropStaleStaging,
    template,
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
