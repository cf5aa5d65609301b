import {
  applicationFormDataSchema,
  dayIn,
  maskAadhaar,
  showsFeePackage,
  type AdmissionsRegisterPage,
  type AdmissionsRegisterQuery,
  type ApplicationFormData,
  type ApplicationListEntry,
  type ExistingStudent,
  type SaveApplicationAnswer,
  changedFields,
  type AuditChange,
  type AuditValue,
  serverText,
  type ServerText,
} from '@campus/shared';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { translateDatabaseError, violationOf, type ViolationAnswers } from '../../db/database-error.js';
import { AppError, conflict, invalid, notFound, schemaText } from '../../lib/app-error.js';
import type { PdfWorkers } from '../../lib/pdf-workers.js';
import { loadSecretKey } from '../../lib/secret-key.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { AdmissionChoices, Catalog, CourseIds, MasterDataService } from '../masterdata/masterdata.service.js';
import type { CollegeService } from '../public/college.service.js';
import { createAadhaarVault } from './aadhaar-vault.js';
import { checkChoices, type KeptChoices } from './admission-choices.js';
import { admissionYear } from './admission-number.js';
import { admissionPdf } from './admission-pdf.js';
import { namesNothing, registerFilter } from './admissions-register.js';
import {
  applicationColumns,
  existingStudentOf,
  isRowError,
  listEntryOf,
  pdfFormOf,
  resolveRefs,
  studentColumns,
  type AdmissionRowError,
  type ResolvedRefs,
} from './admission-record.js';
import { createAdmissionsRepository, type ApplicationRow, type StudentRow } from './admissions.repository.js';
import { checkPhoto, createPhotoStore, type PhotoType } from './photo-store.js';

export interface UploadedPhoto {
  bytes: Buffer;
  /** Store the file under this name (the simple form names photos by admission number); random otherwise. */
  baseName?: string;
}

type StoredPhoto = { file: string; type: PhotoType };

/** One admission to create: a record that passed `applicationFormDataSchema`, and maybe a photo. */
export interface NewAdmission {
  form: ApplicationFormData;
  photo?: StoredPhoto | null;
}

/**
 * The record a modify changes, as the request names it: the student's id (what our web sends), or
 * the Aadhaar number it was loaded with (the spec's `editedAadharNumber`). Either must belong to the
 * student of the form's roll number.
 */
export interface EditedRecord {
  studentId?: number;
  aadhaar?: string;
}

export interface CreatedAdmission {
  studentId: number;
  applicationId: number;
  admissionNumber: string;
  rollNumber: string;
}

/** Unique violations that slip past the checks (two saves at the same moment) become 409s. */
const VIOLATIONS: ViolationAnswers = {
  unique: {
    aadhaar_hash: { text: serverText('admissions.aadhaarExists'), field: 'aadharNo' },
    roll_number: { text: serverText('admissions.rollNumberTaken'), field: 'rollNumber' },
  },
  otherUnique: { text: serverText('admissions.savedAtOnce') },
};

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
  pdfs: PdfWorkers;
}

/** The record's own number is how a modify finds it, not a change of it; the name is compared with the student's (`fullName`). */
const NOT_CHANGES = ['rollNumber', 'name'];
/** Fields the audit keeps masked to their last four characters. */
const MASKED_IN_AUDIT = /mobile|contact|phone|email|aadha/i;

/** A value as the audit shows it: masked where it is a contact detail. */
const maskedInAudit = (field: string, value: AuditValue): AuditValue =>
  value !== null && MASKED_IN_AUDIT.test(field) ? `••••${String(value).slice(-4)}` : value;

export function createAdmissionsService({ db, config, audit, college, masterData, pdfs }: AdmissionsServiceDeps) {
  const repo = createAdmissionsRepository(db);
  const vault = createAadhaarVault(loadSecretKey(config));
  const photos = createPhotoStore(config.dataDir);
  /** Saved now by the college's clock (the admission PDF prints the day of `updatedAt`). */
  const stamped = () => {
    const now = college.now();
    return { createdAt: now, updatedAt: now };
  };

  /** Checks a photo and stores it; the caller removes it if the admission is not saved. */
  async function storePhoto(photo: UploadedPhoto): Promise<StoredPhoto> {
    const type = checkPhoto(photo.bytes);
    return { file: await photos.save(photo.bytes, type, photo.baseName), type };
  }

  /** Points a just created application at its stored photo, inside the creating transaction. */
  async function attachPhoto(tx: DbOrTx, applicationId: number, photo: StoredPhoto) {
    await createAdmissionsRepository(tx).updateApplication(applicationId, { photoFile: photo.file, photoType: photo.type });
  }

  /** Parses a raw record with the shared rules; INVALID with the spec message and the field. */
  function parseForm(raw: unknown): ApplicationFormData {
    const r = applicationFormDataSchema.safeParse(raw);
    if (r.success) return r.data;
    const issue = r.error.issues[0];
    throw invalid(schemaText(issue.message), issue.path.join('.') || 'applicationFormData');
  }

  /** The same value in an earlier record of the batch: a problem of every later one. */
  function repeated(values: (string | undefined)[], field: string, text: ServerText): AdmissionRowError[] {
    const seen = new Set<string>();
    const errors: AdmissionRowError[] = [];
    values.forEach((v, row) => {
      if (!v) return;
      if (seen.has(v)) errors.push({ row, field, ...text });
      seen.add(v);
    });
    return errors;
  }

  /**
   * Problems of a batch that only the database can see: unknown course/batch/branch/semester,
   * Aadhaar numbers repeated in the batch or already admitted, roll numbers already taken.
   * Nothing is written. The bulk upload calls this before `createAdmissions`.
   */
  async function checkAdmissions(forms: ApplicationFormData[], tx: DbOrTx = db): Promise<AdmissionRowError[]> {
    const txRepo = createAdmissionsRepository(tx);
    const errors: AdmissionRowError[] = [];
    const catalog = await masterData.catalog(tx);
    forms.forEach((form, row) => {
      const refs = resolveRefs(catalog, form);
      if (isRowError(refs)) errors.push({ ...refs, row });
    });
    const hashes = forms.map((f) => vault.hash(f.aadharNo));
    errors.push(...repeated(hashes, 'aadharNo', serverText('admissions.aadhaarExists')));
    const takenHashes = await txRepo.takenAadhaarHashes(hashes);
    hashes.forEach((h, row) => takenHashes.has(h) && errors.push({ row, field: 'aadharNo', ...serverText('admissions.aadhaarExists') }));
    const rolls = forms.map((f) => f.rollNumber);
    errors.push(...repeated(rolls, 'rollNumber', serverText('admissions.rollNumberTaken')));
    const takenRolls = await txRepo.takenRollNumbers(rolls.filter((r): r is string => Boolean(r)));
    rolls.forEach(
      (r, row) => r && takenRolls.has(r) && errors.push({ row, field: 'rollNumber', ...serverText('admissions.rollNumberTaken') }),
    );
    return errors.sort((a, b) => a.row - b.row);
  }

  /** The batch's problems as one error: CONFLICT when the first is a taken number, INVALID otherwise. */
  function batchError(problems: AdmissionRowError[]): AppError {
    const first = problems[0];
    const taken = first.key === 'admissions.aadhaarExists' || first.field === 'rollNumber';
    return new AppError(taken ? 'CONFLICT' : 'INVALID', first, { field: first.field, errors: problems });
  }

  /** Reserves one admission number per record, counted in the year of its date of admission. */
  async function reserveNumbers(tx: DbOrTx, forms: ApplicationFormData[]): Promise<string[]> {
    const byYear = new Map<number, number[]>();
    const today = await college.today(tx);
    forms.forEach((f, i) => {
      const y = admissionYear(f.dateOfAdmission, today);
      byYear.set(y, [...(byYear.get(y) ?? []), i]);
    });
    const numbers: string[] = new Array(forms.length);
    for (const [year, indexes] of byYear) {
      const reserved = await createAdmissionsRepository(tx).reserveAdmissionNumbers(year, indexes.length);
      indexes.forEach((idx, k) => (numbers[idx] = reserved[k]));
    }
    return numbers;
  }

  /**
   * Creates students and their applications inside the caller's transaction: one admission number
   * each, the roll number given or else the admission number until the university allots one.
   * Throws CONFLICT/INVALID (with `errors`) if any record has a problem; nothing is then written.
   * A part of a bulk upload (`importId`) marks its students with the upload, which records one audit
   * entry for all its parts.
   */
  async function createAdmissions(
    tx: DbOrTx,
    items: NewAdmission[],
    actor: Actor | null,
    { importId }: { importId?: number } = {},
  ): Promise<CreatedAdmission[]> {
    if (items.length === 0) return [];
    const forms = items.map((i) => i.form);
    const problems = await checkAdmissions(forms, tx);
    if (problems.length) throw batchError(problems);
    const catalog = await masterData.catalog(tx);
    const numbers = await reserveNumbers(tx, forms);
    let created: CreatedAdmission[];
    try {
      created = await insertAdmissions(tx, items, numbers, catalog, actor, importId);
    } catch (err) {
      throw batchConflict(err, forms, numbers);
    }
    if (importId !== undefined) return created;
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
    importId: number | undefined,
  ): Promise<CreatedAdmission[]> {
    const txRepo = createAdmissionsRepository(tx);
    const students = await txRepo.insertStudents(
      items.map((item, i) => {
        const refs = resolveRefs(catalog, item.form) as ResolvedRefs;
        const rollNumber = item.form.rollNumber ?? numbers[i];
        return { ...studentColumns(item.form, refs), rollNumber, admissionNumber: numbers[i], importId };
      }),
    );
    const studentOf = new Map(students.map((s) => [s.admissionNumber, s]));
    const apps = await txRepo.insertApplications(
      items.map((item, i) => ({
        studentId: studentOf.get(numbers[i])!.id,
        admissionNumber: numbers[i],
        ...applicationColumns(item.form),
        ...vault.seal(item.form.aadharNo),
        photoFile: item.photo?.file ?? null,
        photoType: item.photo?.type ?? null,
        createdBy: actor?.id ?? null,
        ...stamped(),
      })),
    );
    const applicationOf = new Map(apps.map((a) => [a.admissionNumber, a.id]));
    return numbers.map((admissionNumber) => {
      const student = studentOf.get(admissionNumber)!;
      return { studentId: student.id, applicationId: applicationOf.get(admissionNumber)!, admissionNumber, rollNumber: student.rollNumber };
    });
  }

  /**
   * A unique violation while inserting a batch (another save committed the same Aadhaar or roll
   * number after the checks ran) as the CONFLICT the checks would have answered, naming the record.
   */
  function batchConflict(err: unknown, forms: ApplicationFormData[], numbers: string[]): unknown {
    const v = violationOf(err);
    let row = -1;
    if (v?.kind === 'unique' && v.column === 'aadhaar_hash') row = forms.findIndex((f) => vault.hash(f.aadharNo) === v.value);
    if (v?.kind === 'unique' && v.column === 'roll_number') row = forms.findIndex((f, i) => (f.rollNumber ?? numbers[i]) === v.value);
    if (row < 0) return translateDatabaseError(err, VIOLATIONS);
    const problem: AdmissionRowError =
      v!.column === 'aadhaar_hash'
        ? { row, field: 'aadharNo', ...serverText('admissions.aadhaarExists') }
        : { row, field: 'rollNumber', ...serverText('admissions.rollNumberTaken') };
    return new AppError('CONFLICT', problem, { field: problem.field, errors: [problem] });
  }

  /**
   * A full-form record as it may be saved: dropdown values checked against the active master data
   * (values the record already holds may stay), the fee package only where the college shows it.
   */
  function formToSave(form: ApplicationFormData, rules: SaveRules, existing?: ApplicationRow): ApplicationFormData {
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

  /**
   * A modify changes only the record it names, every time: the student id must be the student's of
   * the roll number, the Aadhaar number the one their application holds. A student without an
   * application has no Aadhaar to name them by, so only their id does.
   */
  function checkNamedRecord(student: StudentRow, existing: ApplicationRow | undefined, edited: EditedRecord) {
    if (edited.studentId === undefined && !edited.aadhaar) {
      throw invalid(serverText('admissionRecords.editedAadhaarEmpty'), 'editedAadharNumber');
    }
    if (edited.studentId !== undefined && edited.studentId !== student.id) {
      throw invalid(serverText('admissionRecords.editedRollNumber', { rollNumber: student.rollNumber }), 'editedStudentId');
    }
    if (edited.aadhaar && (!existing || vault.hash(edited.aadhaar) !== existing.aadhaarHash)) {
      throw invalid(serverText('admissionRecords.editedAadhaar'), 'editedAadharNumber');
    }
  }

  /**
   * What the audit keeps of a modify: every field that changed, before and after. Contact numbers,
   * e-mail and the Aadhaar number are kept masked to their last four characters.
   */
  function changesOf(
    student: StudentRow,
    existing: ApplicationRow | undefined,
    form: ApplicationFormData,
    next: ReturnType<typeof applicationColumns>,
  ): AuditChange[] {
    const { data: afterData, ...afterColumns } = next;
    const beforeColumns = Object.fromEntries(Object.keys(afterColumns).map((f) => [f, existing?.[f as keyof ApplicationRow]]));
    // The name is the student's, also where no application was saved before.
    const before = { fullName: student.fullName, ...beforeColumns, ...(existing?.data ?? {}) };
    const after = { fullName: form.name, ...afterColumns, ...afterData };
    const changes = changedFields(before, after, { ignore: NOT_CHANGES, mask: maskedInAudit });
    if (!existing || existing.aadhaarHash !== vault.hash(form.aadharNo)) {
      changes.push({
        field: 'aadhaar',
        before: existing ? maskAadhaar(existing.aadhaarLast4) : null,
        after: maskAadhaar(vault.last4(form.aadharNo)),
      });
    }
    return changes;
  }

  /** Updates an existing student (found by roll number) and creates or updates their application. */
  async function modifyAdmission(
    tx: DbOrTx,
    input: ApplicationFormData,
    edited: EditedRecord,
    photo: NewAdmission['photo'],
    actor: Actor,
    rules: SaveRules,
  ) {
    const txRepo = createAdmissionsRepository(tx);
    if (!input.rollNumber) throw invalid(serverText('results.enterRollNumber'), 'rollNumber');
    const student = await txRepo.studentByRollNumber(input.rollNumber);
    if (!student) throw notFound(serverText('admissionRecords.noStudentWithRoll', { rollNumber: input.rollNumber }));
    const existing = await txRepo.applicationOfStudent(student.id);
    checkNamedRecord(student, existing, edited);
    const form = formToSave(input, rules, existing);
    if (await txRepo.aadhaarHashTaken(vault.hash(form.aadharNo), existing?.id))
      throw conflict(serverText('admissions.aadhaarExists'), 'aadharNo');

    const catalog = await masterData.catalog(tx);
    const refs = resolveRefs(catalog, form, {
      courseId: student.courseId,
      batchId: student.batchId,
      branchId: student.branchId,
      semesterId: student.semesterId,
    });
    if (isRowError(refs)) throw invalid(refs, refs.field);

    let admissionNumber = existing?.admissionNumber ?? student.admissionNumber;
    if (!admissionNumber)
      [admissionNumber] = await txRepo.reserveAdmissionNumbers(admissionYear(form.dateOfAdmission, await college.today(tx)));
    await txRepo.updateStudent(student.id, { ...studentColumns(form, refs), admissionNumber });
    const sealed = vault.seal(form.aadharNo);
    const photoCols = photo ? { photoFile: photo.file, photoType: photo.type } : {};
    const columns = applicationColumns(form);
    // A fee package the form may not change stays as it was.
    if (!showsFeePackage(rules.collegeCode) && existing?.data.feePackage) columns.data.feePackage = existing.data.feePackage;
    let applicationId: number;
    if (existing) {
      await txRepo.updateApplication(existing.id, { ...columns, ...sealed, ...photoCols, updatedAt: college.now() });
      applicationId = existing.id;
    } else {
      applicationId = await txRepo.insertApplication({
        studentId: student.id,
        admissionNumber,
        ...columns,
        ...sealed,
        ...photoCols,
        createdBy: actor.id,
        ...stamped(),
      });
    }
    await audit.record(tx, {
      actor,
      action: 'update',
      entity: 'admissions',
      entityId: String(student.id),
      details: { admissionNumber, rollNumber: student.rollNumber, student: form.name },
      changes: changesOf(student, existing, form, columns),
    });
    return {
      studentId: student.id,
      applicationId,
      admissionNumber,
      rollNumber: student.rollNumber,
      oldPhoto: photo ? existing?.photoFile : null,
    };
  }

  /**
   * `saveApplicationFormData`: new admission, or (when the request names an edited record) a change
   * to an existing student. One transaction; the photo file is removed again only if the transaction
   * did not commit (once it has, the saved record points at the file, whatever fails afterwards).
   */
  async function save(
    raw: unknown,
    photo: UploadedPhoto | null,
    edited: EditedRecord | undefined,
    actor: Actor,
  ): Promise<SaveApplicationAnswer> {
    const form = parseForm(raw);
    const collegeCode = await college.code();
    const stored = photo ? await storePhoto(photo) : null;
    let result;
    try {
      result = await db.transaction(async (tx) => {
        const rules: SaveRules = { collegeCode, choices: await masterData.admissionChoices(tx) };
        if (edited) return modifyAdmission(tx, form, edited, stored, actor, rules);
        const [created] = await createAdmissions(tx, [{ form: formToSave(form, rules), photo: stored }], actor);
        return { ...created, oldPhoto: null as string | null | undefined };
      });
    } catch (err) {
      if (stored) await photos.remove(stored.file);
      throw translateDatabaseError(err, VIOLATIONS);
    }
    if (result.oldPhoto && result.oldPhoto !== stored?.file) await photos.remove(result.oldPhoto);
    const pdf = await pdfForStudent(result.studentId);
    return {
      b64: pdf.toString('base64'),
      ...serverText('admissions.recordSaved'),
      admissionNumber: result.admissionNumber,
      rollNumber: result.rollNumber,
      studentId: result.studentId,
    };
  }

  /** Rows with the names of their course, batch, branch and semester, which master data owns. */
  async function withCourseNames<T extends { student: CourseIds }>(rows: T[]) {
    const nameCourse = await masterData.courseNamer();
    return rows.map((row) => ({ ...row, ...nameCourse(row.student) }));
  }

  /** The admission form PDF of a student, from what is saved. */
  async function pdfForStudent(studentId: number): Promise<Buffer> {
    const stored = await repo.studentById(studentId);
    if (!stored) throw notFound(serverText('admissionRecords.noSuchStudent'));
    const [row] = await withCourseNames([stored]);
    const [settings, logos] = await Promise.all([college.settings(), college.logos()]);
    const app = row.application;
    const photo = app?.photoFile ? await photos.read(app.photoFile) : null;
    return pdfs.render(admissionPdf, {
      college: { name: settings.name, logo: logos.Logo, address: settings.contact.campus },
      admissionNumber: app?.admissionNumber ?? row.student.admissionNumber ?? '-',
      rollNumber: row.student.rollNumber,
      date: dayIn(settings.timeZone, app?.updatedAt ?? college.now()),
      form: pdfFormOf(row),
      photo,
    });
  }

  /** Modify mode: the student by roll number with every saved field (the full Aadhaar, for this form only). */
  async function findByRollNumber(rollNumber: string): Promise<ExistingStudent> {
    const stored = await repo.studentByRollNumberAnyCase(rollNumber.trim());
    if (!stored) throw notFound(serverText('admissionRecords.noStudentWithRoll', { rollNumber: rollNumber.trim() }));
    const [row] = await withCourseNames([stored]);
    return existingStudentOf(row, row.application ? vault.decrypt(row.application.aadhaarCipher) : '');
  }

  async function photoOf(studentId: number): Promise<{ bytes: Buffer; type: string } | null> {
    const app = await repo.applicationOfStudent(studentId);
    if (!app?.photoFile) return null;
    const bytes = await photos.read(app.photoFile);
    return bytes ? { bytes, type: app.photoType ?? 'image/jpeg' } : null;
  }

  /** `getApplicationFormData`: saved applications, newest first, Aadhaar masked. */
  async function list(limit = 200): Promise<ApplicationListEntry[]> {
    return (await withCourseNames(await repo.latestApplications(limit))).map(listEntryOf);
  }

  /** How many applications are saved: `getApplicationFormData` says so beside its newest ones. */
  const countApplications = () => repo.countApplications();

  /** The admissions register: one page of the students matching a search, and how many match in all. */
  async function register(query: AdmissionsRegisterQuery): Promise<AdmissionsRegisterPage> {
    const { page, pageSize, sort } = query;
    const empty = { total: 0, page, pageSize, rows: [] };
    const filter = registerFilter(query, await masterData.catalog());
    if (namesNothing(filter)) return empty;
    const found = await repo.registerPage(filter, sort, pageSize, (page - 1) * pageSize);
    const named = await withCourseNames(found.rows);
    return {
      total: found.total,
      page,
      pageSize,
      rows: named.map(({ student, application, course, batch, branch }) => ({
        studentId: student.id,
        rollNumber: student.rollNumber,
        admissionNumber: application?.admissionNumber ?? student.admissionNumber,
        name: student.fullName,
        course,
        batch,
        branch,
        aadhaar: application ? maskAadhaar(application.aadhaarLast4) : null,
        dateOfAdmission: application?.dateOfAdmission ?? null,
        formSaved: application !== null,
      })),
    };
  }

  /** The admission PDF of a saved application, for printing again; a student without one has none. */
  async function savedAdmissionPdf(studentId: number): Promise<{ pdf: Buffer; admissionNumber: string }> {
    const app = await repo.applicationOfStudent(studentId);
    if (!app) throw notFound(serverText('admissionRecords.noForm'));
    return { pdf: await pdfForStudent(studentId), admissionNumber: app.admissionNumber };
  }

  const nextAdmissionNumber = async () => repo.peekAdmissionNumber(admissionYear(undefined, await college.today()));

  return {
    save,
    parseForm,
    storePhoto,
    attachPhoto,
    checkAdmissions,
    createAdmissions,
    pdfForStudent,
    findByRollNumber,
    photoOf,
    list,
    countApplications,
    register,
    savedAdmissionPdf,
    nextAdmissionNumber,
    removePhoto: photos.remove,
  };
}

export type AdmissionsService = ReturnType<typeof createAdmissionsService>;
