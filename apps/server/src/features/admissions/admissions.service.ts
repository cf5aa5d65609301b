import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ADMISSION_MESSAGES,
  FEE_PACKAGE_PARTS,
  FEE_PACKAGE_YEARS,
  applicationFormDataSchema,
  maskAadhaar,
  MESSAGES,
  showsFeePackage,
  type ApplicationFormData,
  type ApplicationListEntry,
  type ExistingStudent,
  type SaveApplicationAnswer,
} from '@campus/shared';
import type { Config } from '../../config.js';
import { bulkInsertJson } from '../../db/bulk-insert.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.js';
import { loadSecretKey } from '../../lib/secret-key.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AdmissionChoices, Catalog, MasterDataService } from '../masterdata/masterdata.service.js';
import type { CollegeService } from '../public/college.service.js';
import { createAadhaarVault } from './aadhaar-vault.js';
import { checkChoices, type KeptChoices } from './admission-choices.js';
import { admissionYear, peekAdmissionNumber, reserveAdmissionNumbers } from './admission-number.js';
import { buildAdmissionPdf } from './admission-pdf.js';
import { applications } from './applications.table.js';
import { checkPhoto, createPhotoStore, type PhotoType } from './photo-store.js';
import { students } from './students.table.js';

export interface Actor {
  id: number;
  username: string;
}

export interface UploadedPhoto {
  bytes: Buffer;
  /** Store the file under this name (the simple form names photos by admission number); random otherwise. */
  baseName?: string;
}

/** One admission to create: a record that passed `applicationFormDataSchema`, and maybe a photo. */
export interface NewAdmission {
  form: ApplicationFormData;
  photo?: { file: string; type: PhotoType } | null;
}

export interface CreatedAdmission {
  studentId: number;
  applicationId: number;
  admissionNumber: string;
  rollNumber: string;
}

/** A problem of one record of a batch (row = its index in the batch, from 0). */
export interface AdmissionRowError {
  row: number;
  field: string;
  message: string;
}

const MONEY_FIELDS = ['agentAmount', 'feeCommitment', 'studentPaidamount'] as const;
const toPaise = (rupees: string | undefined) => (rupees === undefined ? undefined : Number(rupees) * 100);
const toRupees = (paise: unknown) => (typeof paise === 'number' ? String(Math.round(paise / 100)) : undefined);

/** The record as stored in `applications.data`: no Aadhaar; money in paise. */
function toStored(form: ApplicationFormData): Record<string, unknown> {
  const { aadharNo: _aadhaar, ...rest } = form;
  const data: Record<string, unknown> = { ...rest };
  for (const f of MONEY_FIELDS) data[f] = toPaise(form[f]);
  if (form.feePackage) {
    data.feePackage = Object.fromEntries(
      FEE_PACKAGE_YEARS.map((y) => [y, Object.fromEntries(FEE_PACKAGE_PARTS.map((p) => [p, toPaise(form.feePackage![y][p])]))]),
    );
  }
  return JSON.parse(JSON.stringify(data));
}

/** Back to form values (rupees as text). */
function fromStored(data: Record<string, unknown>): Record<string, unknown> {
  const form: Record<string, unknown> = { ...data };
  for (const f of MONEY_FIELDS) form[f] = toRupees(data[f]);
  const pkg = data.feePackage as Record<string, Record<string, unknown>> | undefined;
  if (pkg) {
    form.feePackage = Object.fromEntries(
      FEE_PACKAGE_YEARS.map((y) => [y, Object.fromEntries(FEE_PACKAGE_PARTS.map((p) => [p, toRupees(pkg[y]?.[p]) ?? '']))]),
    );
  }
  return JSON.parse(JSON.stringify(form));
}

interface ResolvedRefs {
  courseId: number;
  batchId: number;
  branchId: number;
  semesterId: number | null;
}

/**
 * Course, batch, branch and semester names → ids. New admissions need active entries; a modified
 * record may keep the deactivated values it already had.
 */
function resolveRefs(catalog: Catalog, form: ApplicationFormData, keep?: ResolvedRefs): ResolvedRefs | AdmissionRowError {
  const ok = (e: { id: number; active: boolean } | undefined, keptId?: number | null) => e && (e.active || e.id === keptId);
  const course = catalog.get(form.courseAppliedFor);
  if (!course || !ok(course, keep?.courseId)) return { row: 0, field: 'courseAppliedFor', message: 'Please select a valid course' };
  const batch = course.batches.get(form.batch);
  if (!batch || !ok(batch, keep?.batchId)) return { row: 0, field: 'batch', message: 'Please select a valid batch' };
  const branch = course.branches.get(form.branch);
  if (!branch || !ok(branch, keep?.branchId)) return { row: 0, field: 'branch', message: 'Please select a valid branch' };
  let semesterId: number | null = null;
  if (form.semester) {
    const semester = course.semesters.get(form.semester);
    if (!semester || !ok(semester, keep?.semesterId)) return { row: 0, field: 'semester', message: 'Please select a valid semester' };
    semesterId = semester.id;
  }
  return { courseId: course.id, batchId: batch.id, branchId: branch.id, semesterId };
}

const isRowError = (r: ResolvedRefs | AdmissionRowError): r is AdmissionRowError => 'message' in r;

function studentColumns(form: ApplicationFormData, refs: ResolvedRefs) {
  return {
    fullName: form.name,
    courseId: refs.courseId,
    batchId: refs.batchId,
    branchId: refs.branchId,
    semesterId: refs.semesterId,
    gender: form.gender,
    dateOfBirth: form.dateOfBirth ?? null,
    email: form.emailId ?? null,
    mobile: form.studentContactNo ?? null,
    fatherName: form.fathersName ?? null,
    motherName: form.mothersName ?? null,
  };
}

function applicationColumns(form: ApplicationFormData) {
  return {
    dateOfAdmission: form.dateOfAdmission ?? null,
    admissionType: form.admissionType ?? null,
    seatType: form.seatType ?? null,
    category: form.category ?? null,
    subCaste: form.subCaste ?? null,
    data: toStored(form),
  };
}

function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown; constraint?: unknown }; constraint?: unknown };
  if (typeof e?.code === 'string' && /^\d{5}$/.test(e.code)) return e.code;
  return typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
}

function detailOf(err: unknown): string {
  const e = err as { detail?: unknown; cause?: { detail?: unknown } };
  return String(e?.detail ?? e?.cause?.detail ?? '');
}

function constraintOf(err: unknown): string {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown; message?: unknown } };
  return String(e?.constraint ?? e?.cause?.constraint ?? e?.cause?.message ?? '');
}

/** What a full-form save is checked against: the college's variant and the active dropdown values. */
interface SaveRules {
  collegeCode: string;
  choices: AdmissionChoices;
}

export interface AdmissionsServiceDeps {
  db: Db;
  config: Config;
  audit: AuditService;
  college: CollegeService;
  masterData: MasterDataService;
}

export function createAdmissionsService({ db, config, audit, college, masterData }: AdmissionsServiceDeps) {
  const vault = createAadhaarVault(loadSecretKey(config));
  const photos = createPhotoStore(config.dataDir);

  /** Checks a photo and stores it; the caller removes it if the admission is not saved. */
  async function storePhoto(photo: UploadedPhoto): Promise<{ file: string; type: PhotoType }> {
    const type = checkPhoto(photo.bytes);
    return { file: await photos.save(photo.bytes, type, photo.baseName), type };
  }

  /** Parses a raw record with the shared rules; 400 with the spec message and the field. */
  function parseForm(raw: unknown): ApplicationFormData {
    const r = applicationFormDataSchema.safeParse(raw);
    if (r.success) return r.data;
    const issue = r.error.issues[0];
    throw badRequest(issue.message, issue.path.join('.') || 'applicationFormData');
  }

  /**
   * Problems of a batch that only the database can see: unknown course/batch/branch/semester,
   * Aadhaar numbers repeated in the batch or already admitted, roll numbers already taken.
   * Nothing is written. The bulk upload calls this before `createAdmissions`.
   */
  async function checkAdmissions(forms: ApplicationFormData[], tx: DbOrTx = db): Promise<AdmissionRowError[]> {
    const errors: AdmissionRowError[] = [];
    const catalog = await masterData.catalog(tx);
    forms.forEach((form, row) => {
      const refs = resolveRefs(catalog, form);
      if (isRowError(refs)) errors.push({ ...refs, row });
    });
    const hashes = forms.map((f) => vault.hash(f.aadharNo));
    const seen = new Map<string, number>();
    hashes.forEach((h, row) => {
      if (seen.has(h)) errors.push({ row, field: 'aadharNo', message: ADMISSION_MESSAGES.aadhaarExists });
      else seen.set(h, row);
    });
    for (let i = 0; i < hashes.length; i += 1000) {
      const chunk = hashes.slice(i, i + 1000);
      const taken = await tx.select({ h: applications.aadhaarHash }).from(applications).where(inArray(applications.aadhaarHash, chunk));
      const takenSet = new Set(taken.map((t) => t.h));
      chunk.forEach((h, j) => takenSet.has(h) && errors.push({ row: i + j, field: 'aadharNo', message: ADMISSION_MESSAGES.aadhaarExists }));
    }
    const rolls = forms.map((f) => f.rollNumber).filter((r): r is string => Boolean(r));
    if (rolls.length) {
      const rollSeen = new Set<string>();
      forms.forEach((f, row) => {
        if (!f.rollNumber) return;
        if (rollSeen.has(f.rollNumber)) errors.push({ row, field: 'rollNumber', message: 'Roll number already exists' });
        rollSeen.add(f.rollNumber);
      });
      for (let i = 0; i < rolls.length; i += 1000) {
        const taken = await tx
          .select({ r: students.rollNumber })
          .from(students)
          .where(inArray(students.rollNumber, rolls.slice(i, i + 1000)));
        const takenSet = new Set(taken.map((t) => t.r));
        forms.forEach(
          (f, row) =>
            f.rollNumber && takenSet.has(f.rollNumber) && errors.push({ row, field: 'rollNumber', message: 'Roll number already exists' }),
        );
      }
    }
    return errors.sort((a, b) => a.row - b.row);
  }

  /**
   * Creates students and their applications inside the caller's transaction: one admission number
   * each, the roll number given or else the admission number until the university allots one.
   * Throws 409/400 (with `errors`) if any record has a problem; nothing is then written.
   */
  async function createAdmissions(tx: DbOrTx, items: NewAdmission[], actor: Actor | null): Promise<CreatedAdmission[]> {
    if (items.length === 0) return [];
    const forms = items.map((i) => i.form);
    const problems = await checkAdmissions(forms, tx);
    if (problems.length) {
      const first = problems[0];
      const status = first.message === ADMISSION_MESSAGES.aadhaarExists || first.field === 'rollNumber' ? 409 : 400;
      throw new HttpError(status, first.message, status === 409 ? 'CONFLICT' : 'INVALID', { field: first.field, errors: problems });
    }
    const catalog = await masterData.catalog(tx);
    const byYear = new Map<number, number[]>();
    forms.forEach((f, i) => {
      const y = admissionYear(f.dateOfAdmission);
      byYear.set(y, [...(byYear.get(y) ?? []), i]);
    });
    const numbers: string[] = new Array(items.length);
    for (const [year, indexes] of byYear) {
      const reserved = await reserveAdmissionNumbers(tx, year, indexes.length);
      indexes.forEach((idx, k) => (numbers[idx] = reserved[k]));
    }
    let created: CreatedAdmission[];
    try {
      created = await insertAdmissions(tx, items, numbers, catalog, actor);
    } catch (err) {
      throw batchConflict(err, forms, numbers);
    }
    await audit.record(tx, {
      actor,
      action: 'create',
      entity: 'admissions',
      entityId: created.length === 1 ? String(created[0].studentId) : undefined,
      details: { count: created.length, admissionNumbers: created.length <= 20 ? created.map((c) => c.admissionNumber) : undefined },
    });
    return created;
  }

  async function insertAdmissions(
    tx: DbOrTx,
    items: NewAdmission[],
    numbers: string[],
    catalog: Catalog,
    actor: Actor | null,
  ): Promise<CreatedAdmission[]> {
    const created: CreatedAdmission[] = [];
    // One JSON parameter per statement (bulkInsertJson): a 10,000-row upload inserts in seconds.
    for (let i = 0; i < items.length; i += 2000) {
      const slice = items.slice(i, i + 2000);
      const studentRows = slice.map((item, k) => {
        const refs = resolveRefs(catalog, item.form) as ResolvedRefs;
        const admissionNumber = numbers[i + k];
        return { ...studentColumns(item.form, refs), rollNumber: item.form.rollNumber ?? admissionNumber, admissionNumber };
      });
      const inserted = await bulkInsertJson<{ id: number; rollNumber: string; admissionNumber: string }>(tx, students, studentRows, [
        'id',
        'rollNumber',
        'admissionNumber',
      ]);
      const studentOf = new Map(inserted.map((s) => [s.admissionNumber, s]));
      const appRows = slice.map((item, k) => ({
        studentId: studentOf.get(numbers[i + k])!.id,
        admissionNumber: numbers[i + k],
        ...applicationColumns(item.form),
        ...vault.seal(item.form.aadharNo),
        photoFile: item.photo?.file ?? null,
        photoType: item.photo?.type ?? null,
        createdBy: actor?.id ?? null,
      }));
      const apps = await bulkInsertJson<{ id: number; admissionNumber: string }>(tx, applications, appRows, ['id', 'admissionNumber']);
      const applicationOf = new Map(apps.map((a) => [a.admissionNumber, a.id]));
      slice.forEach((_item, k) => {
        const student = studentOf.get(numbers[i + k])!;
        created.push({
          studentId: student.id,
          applicationId: applicationOf.get(numbers[i + k])!,
          admissionNumber: numbers[i + k],
          rollNumber: student.rollNumber,
        });
      });
    }
    return created;
  }

  /**
   * A unique violation while inserting a batch (another save committed the same Aadhaar or roll
   * number after the checks ran) as the 409 the checks would have answered, naming the record.
   */
  function batchConflict(err: unknown, forms: ApplicationFormData[], numbers: string[]): unknown {
    if (sqlState(err) !== '23505') return err;
    const [, column, value] = /Key \(([^)]+)\)=\((.*)\) already exists/.exec(detailOf(err)) ?? [];
    let problem: AdmissionRowError | undefined;
    if (column === 'aadhaar_hash') {
      const row = forms.findIndex((f) => vault.hash(f.aadharNo) === value);
      if (row >= 0) problem = { row, field: 'aadharNo', message: ADMISSION_MESSAGES.aadhaarExists };
    } else if (column === 'roll_number') {
      const row = forms.findIndex((f, i) => (f.rollNumber ?? numbers[i]) === value);
      if (row >= 0) problem = { row, field: 'rollNumber', message: 'Roll number already exists' };
    }
    if (!problem) return translateConstraint(err);
    return new HttpError(409, problem.message, 'CONFLICT', { field: problem.field, errors: [problem] });
  }

  /**
   * A full-form record as it may be saved: dropdown values checked against the active master data
   * (values the record already holds may stay), the fee package only where the college shows it.
   */
  function formToSave(form: ApplicationFormData, rules: SaveRules, existing?: typeof applications.$inferSelect): ApplicationFormData {
    const kept: KeptChoices = existing
      ? {
          admissionType: existing.admissionType,
          seatType: existing.seatType,
          category: existing.category,
          subCaste: existing.subCaste,
          nationality: existing.data.nationality,
          religion: existing.data.religion,
          entranceType: existing.data.entranceType,
          agent: existing.data.agent,
        }
      : {};
    const checked = checkChoices(form, rules.choices, rules.collegeCode, kept);
    return showsFeePackage(rules.collegeCode) ? checked : { ...checked, feePackage: undefined };
  }

  /** Updates an existing student (found by roll number) and creates or updates their application. */
  async function modifyAdmission(
    tx: DbOrTx,
    input: ApplicationFormData,
    editedAadhaar: string,
    photo: NewAdmission['photo'],
    actor: Actor,
    rules: SaveRules,
  ) {
    if (!input.rollNumber) throw badRequest(MESSAGES.enterRollNumber, 'rollNumber');
    const [student] = await tx.select().from(students).where(eq(students.rollNumber, input.rollNumber));
    if (!student) throw notFound(`No student with roll number ${input.rollNumber}`);
    const [existing] = await tx.select().from(applications).where(eq(applications.studentId, student.id));
    if (existing && editedAadhaar && vault.hash(editedAadhaar) !== existing.aadhaarHash) {
      throw badRequest('The Aadhaar number being edited does not belong to this student', 'editedAadharNumber');
    }
    const form = formToSave(input, rules, existing);
    const newHash = vault.hash(form.aadharNo);
    const clash = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        existing ? and(eq(applications.aadhaarHash, newHash), ne(applications.id, existing.id)) : eq(applications.aadhaarHash, newHash),
      );
    if (clash.length) throw conflict(ADMISSION_MESSAGES.aadhaarExists, 'aadharNo');

    const catalog = await masterData.catalog(tx);
    const refs = resolveRefs(catalog, form, {
      courseId: student.courseId,
      batchId: student.batchId,
      branchId: student.branchId,
      semesterId: student.semesterId,
    });
    if (isRowError(refs)) throw badRequest(refs.message, refs.field);

    let admissionNumber = existing?.admissionNumber ?? student.admissionNumber;
    if (!admissionNumber) [admissionNumber] = await reserveAdmissionNumbers(tx, admissionYear(form.dateOfAdmission));
    await tx
      .update(students)
      .set({ ...studentColumns(form, refs), admissionNumber })
      .where(eq(students.id, student.id));
    const sealed = vault.seal(form.aadharNo);
    const photoCols = photo ? { photoFile: photo.file, photoType: photo.type } : {};
    const columns = applicationColumns(form);
    // A fee package the form may not change stays as it was.
    if (!showsFeePackage(rules.collegeCode) && existing?.data.feePackage) columns.data.feePackage = existing.data.feePackage;
    let applicationId: number;
    if (existing) {
      await tx
        .update(applications)
        .set({ ...columns, ...sealed, ...photoCols, updatedAt: new Date() })
        .where(eq(applications.id, existing.id));
      applicationId = existing.id;
    } else {
      const [row] = await tx
        .insert(applications)
        .values({ studentId: student.id, admissionNumber, ...columns, ...sealed, ...photoCols, createdBy: actor.id })
        .returning({ id: applications.id });
      applicationId = row.id;
    }
    await audit.record(tx, { actor, action: 'update', entity: 'admissions', entityId: String(student.id), details: { admissionNumber } });
    return {
      studentId: student.id,
      applicationId,
      admissionNumber,
      rollNumber: student.rollNumber,
      oldPhoto: photo ? existing?.photoFile : null,
    };
  }

  /**
   * `saveApplicationFormData`: new admission, or (with `editedAadharNumber`) a change to an existing
   * student. One transaction; the photo file is removed again only if the transaction did not
   * commit (once it has, the saved record points at the file, whatever fails afterwards).
   */
  async function save(
    raw: unknown,
    photo: UploadedPhoto | null,
    editedAadhaar: string | undefined,
    actor: Actor,
  ): Promise<SaveApplicationAnswer> {
    const form = parseForm(raw);
    const collegeCode = await college.code();
    const stored = photo ? await storePhoto(photo) : null;
    let result;
    try {
      result = await db.transaction(async (tx) => {
        const rules: SaveRules = { collegeCode, choices: await masterData.admissionChoices(tx) };
        if (editedAadhaar !== undefined) return modifyAdmission(tx, form, editedAadhaar, stored, actor, rules);
        const [created] = await createAdmissions(tx, [{ form: formToSave(form, rules), photo: stored }], actor);
        return { ...created, oldPhoto: null as string | null | undefined };
      });
    } catch (err) {
      if (stored) await photos.remove(stored.file);
      throw translateConstraint(err);
    }
    if (result.oldPhoto && result.oldPhoto !== stored?.file) await photos.remove(result.oldPhoto);
    const pdf = await pdfForStudent(result.studentId);
    return {
      b64: pdf.toString('base64'),
      message: MESSAGES.recordSaved,
      admissionNumber: result.admissionNumber,
      rollNumber: result.rollNumber,
      studentId: result.studentId,
    };
  }

  /** Unique violations that slip past the checks (two saves at the same moment) become 409s. */
  function translateConstraint(err: unknown): unknown {
    if (sqlState(err) !== '23505') return err;
    const c = constraintOf(err);
    if (c.includes('aadhaar')) return conflict(ADMISSION_MESSAGES.aadhaarExists, 'aadharNo');
    if (c.includes('roll_number')) return conflict('Roll number already exists', 'rollNumber');
    return conflict('This admission was saved at the same moment by someone else; please try again');
  }

  async function studentWithApplication(where: ReturnType<typeof eq>) {
    const [row] = await db
      .select({ student: students, application: applications })
      .from(students)
      .leftJoin(applications, eq(applications.studentId, students.id))
      .where(where);
    if (!row) return undefined;
    const nameCourse = await masterData.courseNamer();
    return { ...row, ...nameCourse(row.student) };
  }

  /** The admission form PDF of a student, from what is saved. */
  async function pdfForStudent(studentId: number): Promise<Buffer> {
    const row = await studentWithApplication(eq(students.id, studentId));
    if (!row) throw notFound('No such student');
    const [settings, logos] = await Promise.all([college.settings(), college.logos()]);
    const app = row.application;
    const form = {
      ...(app ? fromStored(app.data) : {}),
      name: row.student.fullName,
      courseAppliedFor: row.course,
      batch: row.batch,
      branch: row.branch,
      semester: row.semester ?? undefined,
      gender: row.student.gender,
      aadharNo: maskAadhaar(app?.aadhaarLast4),
    };
    const photo = app?.photoFile ? await photos.read(app.photoFile) : null;
    return buildAdmissionPdf({
      college: { name: settings.name, logo: logos.Logo, address: settings.contact.campus },
      admissionNumber: app?.admissionNumber ?? row.student.admissionNumber ?? '-',
      rollNumber: row.student.rollNumber,
      date: app?.updatedAt ?? new Date(),
      form,
      photo,
    });
  }

  /** Modify mode: the student by roll number with every saved field (the full Aadhaar, for this form only). */
  async function findByRollNumber(rollNumber: string): Promise<ExistingStudent> {
    const row = await studentWithApplication(sql`upper(${students.rollNumber}) = ${rollNumber.trim().toUpperCase()}`);
    if (!row) throw notFound(`No student with roll number ${rollNumber.trim()}`);
    const s = row.student;
    const app = row.application;
    const saved = app ? fromStored(app.data) : {};
    const form: Record<string, unknown> = {
      ...saved,
      rollNumber: s.rollNumber,
      name: s.fullName,
      courseAppliedFor: row.course,
      batch: row.batch,
      branch: row.branch,
      semester: row.semester ?? saved.semester,
      gender: s.gender ?? saved.gender,
      dateOfBirth: s.dateOfBirth ?? saved.dateOfBirth,
      emailId: s.email ?? saved.emailId,
      studentContactNo: s.mobile ?? saved.studentContactNo,
      fathersName: s.fatherName ?? saved.fathersName,
      mothersName: s.motherName ?? saved.mothersName,
      aadharNo: app ? vault.decrypt(app.aadhaarCipher) : '',
    };
    return {
      studentId: s.id,
      rollNumber: s.rollNumber,
      admissionNumber: app?.admissionNumber ?? s.admissionNumber,
      course: row.course,
      batch: row.batch,
      branch: row.branch,
      photoUrl: app?.photoFile ? `/api/admissions/photos/${s.id}` : null,
      form: JSON.parse(JSON.stringify(form)),
    };
  }

  async function photoOf(studentId: number): Promise<{ bytes: Buffer; type: string } | null> {
    const [app] = await db.select().from(applications).where(eq(applications.studentId, studentId));
    if (!app?.photoFile) return null;
    const bytes = await photos.read(app.photoFile);
    return bytes ? { bytes, type: app.photoType ?? 'image/jpeg' } : null;
  }

  /** `getApplicationFormData`: saved applications, newest first, Aadhaar masked. */
  async function list(limit = 200): Promise<ApplicationListEntry[]> {
    const rows = await db
      .select({ student: students, application: applications })
      .from(applications)
      .innerJoin(students, eq(applications.studentId, students.id))
      .orderBy(desc(applications.id))
      .limit(limit);
    const nameCourse = await masterData.courseNamer();
    const named = rows.map((row) => ({ ...row, ...nameCourse(row.student) }));
    return named.map(({ student, application, course, batch, branch }) => ({
      id: application.id,
      studentId: student.id,
      rollNumber: student.rollNumber,
      admissionNumber: application.admissionNumber,
      name: student.fullName,
      course,
      batch,
      branch,
      applicationFormExcelM: {
        ...fromStored(application.data),
        name: student.fullName,
        courseAppliedFor: course,
        batch,
        branch,
        aadharNo: maskAadhaar(application.aadhaarLast4),
      },
    }));
  }

  const nextAdmissionNumber = () => peekAdmissionNumber(db, new Date().getFullYear());

  return {
    save,
    parseForm,
    storePhoto,
    checkAdmissions,
    createAdmissions,
    pdfForStudent,
    findByRollNumber,
    photoOf,
    list,
    nextAdmissionNumber,
    removePhoto: photos.remove,
  };
}

export type AdmissionsService = ReturnType<typeof createAdmissionsService>;
