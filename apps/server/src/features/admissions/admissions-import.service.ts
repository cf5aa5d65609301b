import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  type ApplicationFormData,
  STUDENT_ADMISSION_FIELDS,
  STUDENT_ADMISSION_LABELS,
  STUDENT_ADMISSION_OLD_HEADINGS,
  studentAdmissionProblems,
  studentAdmissionSchema,
  type StudentAdmission,
  type StudentAdmissionField,
  type UploadProgress,
  type UploadSuccess,
  serverText,
} from '@campus/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { WorkClaims } from '../../db/work-claims.js';
import { AppError, schemaText, textOf, type RowProblem } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import type { MasterDataService } from '../masterdata/masterdata.service.js';
import type { CollegeService } from '../public/college.service.js';
import type { UploadContext } from '../uploads/upload-context.js';
import { readWorkbook } from '../uploads/workbook-reader.js';
import { loadAdmissionLookups, type ResolvedPlacement } from './admission-lookups.js';
import { createAdmissionImportsRepository } from './admission-imports.repository.js';
import type { AdmissionsService } from './admissions.service.js';

const REQUIRED = STUDENT_ADMISSION_FIELDS.filter((f) => f.required).map((f) => f.label);
const OPTIONAL = STUDENT_ADMISSION_FIELDS.filter((f) => !f.required).map((f) => f.label);
const DATE_FIELDS: StudentAdmissionField[] = ['dateOfAdmission', 'dateOfBirth'];

/** Excel dates typed as text: YYYY-MM-DD, YYYY/MM/DD, DD-MM-YYYY or DD/MM/YYYY → YYYY-MM-DD. */
export function normalizeDateText(value: string): string {
  const v = value.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(v);
  if (m) return `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(v);
  if (m) return `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return v;
}

/**
 * The simple record as the full application record. The simple form's rules are the full form's
 * rules or stricter for every shared field (a unit test holds this), so a checked simple record is a
 * valid application record without parsing it a second time (that second parse was most of the time
 * of a 10,000-row upload).
 */
export function simpleRecordToForm(record: StudentAdmission, placement: ResolvedPlacement): ApplicationFormData {
  return {
    ...record,
    gender: record.gender as ApplicationFormData['gender'],
    courseAppliedFor: placement.course,
    branch: placement.branch,
    batch: placement.batch,
    admissionType: placement.admissionType,
    seatType: placement.admissionType,
    category: placement.category,
    subCaste: placement.subCaste,
  };
}

export interface AdmissionsImportServiceDeps {
  db: Db;
  audit: AuditService;
  masterData: MasterDataService;
  college: CollegeService;
  admissions: AdmissionsService;
  /** Tells a running upload from one whose server died (ADR 0094). */
  claims: WorkClaims;
  log?: FastifyBaseLogger;
}

/**
 * Rows per transaction of an import: short enough that the embedded database, which serves one
 * statement at a time, keeps answering every other request in between (ADR 0061).
 */
const IMPORT_CHUNK = 250;
/** Rows checked between two progress reports (and turns of the event loop). */
const VALIDATE_STEP = 500;
/**
 * An upload of an earlier release (one without a claim) unfinished for this long has no server
 * working on it any more (a 50,000-row import takes about a minute): its students are removed by the
 * next upload or start.
 */
const ABANDONED_IMPORT_MS = 10 * 60_000;
/** The kind of work claimed for an admissions upload (any fixed number; 'admi' in ASCII). */
export const IMPORT_CLAIM = 0x61_64_6d_69;

/**
 * Bulk upload of new admissions (`fileType=newAdmissionsForm`): every row is checked with the simple
 * form's rules, against the master data and against existing Aadhaar numbers first; only a clean
 * file is imported, a few hundred rows per transaction through the admission service's batched
 * create. A part that fails (another save took a number meanwhile) takes the parts before it back:
 * all of the file or none of it is kept.
 */
export function createAdmissionsImportService({ db, audit, masterData, college, admissions, claims, log }: AdmissionsImportServiceDeps) {
  const imports = createAdmissionImportsRepository(db);

  /** Takes an upload's saved parts back, all at once; when one student cannot go (a payment was taken for it), all stay, logged. */
  async function takeBack(importId: number): Promise<number> {
    try {
      return await imports.discard(importId);
    } catch (err) {
      log?.error({ err, importId }, 'An unfinished admissions upload could not be taken back');
      return 0;
    }
  }

  /**
   * Takes back the uploads that never finished and whose server died: a claimed upload whose claim
   * this server can take (held while it is taken back, so that no other server works on it), or an
   * unclaimed one of an earlier release older than `olderThanMs`. At the start of the embedded
   * server, the folder's only process, every unfinished upload is abandoned (`olderThanMs` 0).
   */
  async function discardUnfinished(olderThanMs = ABANDONED_IMPORT_MS): Promise<number> {
    let removed = 0;
    for (const { id, claimed } of await imports.unfinished(olderThanMs)) {
      const claim = claimed ? await claims.claim(IMPORT_CLAIM, id) : undefined;
      if (claimed && !claim) continue;
      try {
        removed += await takeBack(id);
      } finally {
        await claim?.release();
      }
    }
    if (removed > 0) log?.warn({ removed }, 'Took back the students of admissions uploads that never finished');
    return removed;
  }

  /**
   * Saves the checked forms in parts under a claim held until the end; on a problem, removes what
   * was saved and throws it as the file's error.
   */
  async function save(forms: ApplicationFormData[], rowOf: number[], ctx: UploadContext, report: (p: UploadProgress) => Promise<void>) {
    const importId = await imports.nextId();
    // Claimed before its row exists: no other server ever sees it unclaimed.
    const claim = await claims.claim(IMPORT_CLAIM, importId);
    if (!claim) throw new Error(`admissions upload ${importId} is claimed already`);
    try {
      await imports.start(importId, forms.length);
      for (let i = 0; i < forms.length; i += IMPORT_CHUNK) {
        claim.check();
        const chunk = forms.slice(i, i + IMPORT_CHUNK).map((form) => ({ form, photo: null }));
        try {
          await db.transaction((tx) => admissions.createAdmissions(tx, chunk, ctx.user, { importId }));
        } catch (err) {
          throw asUploadError(err, (k) => rowOf[i + k]);
        }
        await report({ phase: 'importing', done: Math.min(i + IMPORT_CHUNK, forms.length), total: forms.length });
      }
      claim.check();
      await db.transaction(async (tx) => {
        if (!(await createAdmissionImportsRepository(tx).finish(importId))) throw new Error(`admissions upload ${importId} was taken back`);
        await audit.record(tx, {
          actor: ctx.user,
          action: 'create',
          entity: 'admissions',
          details: { count: forms.length, importId },
        });
      });
    } catch (err) {
      await takeBack(importId);
      throw err;
    } finally {
      await claim.release();
    }
  }

  async function importWorkbook(file: Buffer, ctx: UploadContext): Promise<UploadSuccess> {
    const sheet = await readWorkbook(file, {
      requiredColumns: REQUIRED,
      optionalColumns: OPTIONAL,
      columnAliases: STUDENT_ADMISSION_OLD_HEADINGS,
    });
    const total = sheet.rows.length;
    /**
     * Checking rows is synchronous work, and PGlite answers without giving the event loop a turn
     * either: after each report the event loop gets one, so that a client polling progress reads it.
     */
    const report = async (progress: UploadProgress) => {
      ctx.progress(progress);
      await yieldToEventLoop();
    };
    await report({ phase: 'validating', done: 0, total });

    // Before the file is judged: the rows of an upload whose server died must not count against it.
    await discardUnfinished();
    const lookups = await loadAdmissionLookups(masterData, await college.code());
    const errors: RowProblem[] = [];
    const forms: ApplicationFormData[] = [];
    const rowOf: number[] = [];

    for (const [i, { row, values }] of sheet.rows.entries()) {
      if (i > 0 && i % VALIDATE_STEP === 0) await report({ phase: 'validating', done: i, total });
      const input: Record<string, string> = {};
      for (const f of STUDENT_ADMISSION_FIELDS) {
        const v = values[f.label] ?? '';
        input[f.key] = DATE_FIELDS.includes(f.key) && v ? normalizeDateText(v) : v;
      }
      const parsed = studentAdmissionSchema.safeParse(input);
      if (!parsed.success) {
        for (const p of studentAdmissionProblems(input))
          errors.push({ row, column: STUDENT_ADMISSION_LABELS[p.field], ...schemaText(p.message) });
        continue;
      }
      const record = parsed.data;
      const { placement, problems: placeProblems } = lookups.place(record);
      for (const p of placeProblems) errors.push({ row, column: STUDENT_ADMISSION_LABELS[p.field], ...textOf(p) });
      if (!placement) continue;
      forms.push(simpleRecordToForm(record, placement));
      rowOf.push(row);
    }
    await report({ phase: 'validating', done: total, total });

    // Duplicates inside the file and against the database: one query per 1,000 numbers, none per row.
    for (const e of await admissions.checkAdmissions(forms)) {
      const sameAsEarlier = e.field === 'aadharNo' ? forms.findIndex((f) => f.aadharNo === forms[e.row].aadharNo) : -1;
      const text =
        sameAsEarlier >= 0 && sameAsEarlier < e.row && e.key
          ? serverText('upload.sameAsRow', { problem: serverText(e.key), row: rowOf[sameAsEarlier] })
          : textOf(e);
      errors.push({ row: rowOf[e.row], column: columnOf(e.field), ...text });
    }
    if (errors.length > 0) {
      errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
      throw new AppError('UPLOAD_INVALID', serverText('upload.failed'), { errors });
    }

    await report({ phase: 'importing', done: 0, total: forms.length });
    await save(forms, rowOf, ctx, report);
    return { ...serverText('upload.uploaded'), imported: forms.length };
  }

  return { importWorkbook, discardUnfinished };
}

const columnOf = (field: string) => STUDENT_ADMISSION_LABELS[field as StudentAdmissionField] ?? field;

/**
 * A problem found while importing (another save took an Aadhaar or roll number after the file was
 * checked) in the shape of the file's own row errors: Excel row number, column, message.
 */
function asUploadError(err: unknown, excelRow: (index: number) => number): unknown {
  if (!(err instanceof AppError)) return err;
  const code = err.code === 'CONFLICT' ? 'UPLOAD_CONFLICT' : 'UPLOAD_INVALID';
  const rows = err.details.errors ?? [];
  const errors: RowProblem[] = rows.length
    ? rows.map((e) => ({ row: excelRow(e.row ?? 0), column: columnOf(e.field ?? ''), ...textOf(e) }))
    : [err.text];
  return new AppError(code, serverText('upload.failed'), { errors });
}

export type AdmissionsImportService = ReturnType<typeof createAdmissionsImportService>;
