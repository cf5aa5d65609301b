import {
  alumniHistoryProblem,
  alumniHistorySchema,
  alumniRegistrationSchema,
  can,
  type AlumniRegistration,
  type AlumniHistoryAnswer,
  type AlumniHistoryEntry,
  type AlumniRegisterStudent,
  type AlumniRegistrationAnswer,
  type AlumniRegistrationEntry,
  type AlumniHistoryEdit,
  type AlumniStatus,
  type WorkingChoice,
  serverText,
} from '@campus/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/app-error.js';
import { parseOrThrow } from '../../lib/schema-parse.js';
import type { StudentRegister } from '../admissions/student-register.service.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { MasterDataService } from '../masterdata/masterdata.service.js';
import { checkUploadedFile, createFileStore, type KeptFileType, type UploadedFile } from '../../lib/kept-files.js';
import { createAlumniRepository, type AlumniHistoryRow, type AlumniRegistrationRow } from './alumni.repository.js';

interface AlumniServiceDeps {
  db: Db;
  config: Pick<Config, 'dataDir'>;
  audit: Pick<AuditService, 'record'>;
  masterData: Pick<MasterDataService, 'degrees' | 'batchesOf' | 'branchesOf' | 'coursesView' | 'courseNamer'>;
  register: Pick<StudentRegister, 'studentRecord' | 'alumniFacts'>;
}

/** A file the server answers with: its bytes, sniffed type and the name it was uploaded with. */
export interface AlumniFile {
  bytes: Buffer;
  type: string;
  fileName: string;
}

export type HistoryFileKind = 'photo' | 'certificate';

const actorOf = (user: AuthUser): Actor => ({ id: user.id, username: user.username });

const registrationFileUrl = (row: AlumniRegistrationRow) => (row.fileStored ? `/api/alumni/registrations/${row.id}/file` : null);
const historyFileUrl = (row: AlumniHistoryRow, kind: HistoryFileKind) =>
  row[`${kind}Stored`] ? `/api/alumni/history/${row.id}/${kind}` : null;

function registrationEntry(row: AlumniRegistrationRow): AlumniRegistrationEntry {
  return {
    id: row.id,
    name: row.name,
    rollNumber: row.rollNumber,
    degree: row.degree,
    course: row.course,
    batch: row.batch,
    branch: row.branch,
    mobileNumber: row.mobileNumber,
    email: row.email,
    working: row.working as WorkingChoice,
    companyName: row.companyName,
    jobTitle: row.jobTitle,
    workAddress: row.workAddress,
    instituteName: row.instituteName,
    courseName: row.courseName,
    eduAddress: row.eduAddress,
    file: registrationFileUrl(row),
    fileName: row.fileName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function historyEntry(row: AlumniHistoryRow): AlumniHistoryEntry {
  return {
    id: row.id,
    status: row.status as AlumniHistoryEntry['status'],
    rollNumber: row.rollNumber,
    name: row.name,
    fatherName: row.fatherName,
    course: row.course,
    batch: row.batch,
    branch: row.branch,
    section: row.section,
    studentEmail: row.studentEmail,
    studentMobile: row.studentMobile,
    company: row.company,
    packages: row.packages,
    designation: row.designation,
    experience: row.experience,
    location: row.location,
    instituteName: row.instituteName,
    photo: historyFileUrl(row, 'photo'),
    certificate: historyFileUrl(row, 'certificate'),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Alumni registration (by alumni and students, or an admin for them) and alumni history (by placement staff), 001 §2–§8. */
export function createAlumniService({ db, config, audit, masterData, register: students }: AlumniServiceDeps) {
  const repo = createAlumniRepository(db);
  const files = createFileStore(config.dataDir, 'alumni');

  /** Keeps a checked upload; the caller removes it again when the write that names it fails. */
  async function keep(file: UploadedFile, type: KeptFileType) {
    return { stored: await files.save(file.bytes, type), type, name: file.fileName.slice(0, 200) || 'file' };
  }

  /** The roll number of the user's own student record, when the account is linked to one. */
  async function ownRollNumber(user: AuthUser): Promise<string | undefined> {
    if (!user.studentId) return undefined;
    return (await students.studentRecord({ id: user.studentId }))?.rollNumber.toUpperCase();
  }

  /**
   * The registration a request may change, if any. Placement staff and the administrator change any;
   * a student (or an alumnus linked to their record) registers and corrects only their own roll
   * number; an alumnus without a record files one registration and corrects it, and never under a
   * roll number of the admissions register, which only that student's own account registers (ADR 0066, 0080).
   */
  async function ownedRegistration(form: AlumniRegistration, user: AuthUser): Promise<AlumniRegistrationRow | undefined> {
    const anyone = can(user.roles, 'alumni.registerAnyone');
    const ownRoll = anyone ? undefined : await ownRollNumber(user);
    if (ownRoll && ownRoll !== form.rollNumber) throw forbidden(serverText('alumni.onlyOwnRoll', { rollNumber: ownRoll }), 'rollNumber');
    if (!anyone && !ownRoll && (await students.studentRecord({ rollNumber: form.rollNumber })))
      throw forbidden(serverText('alumni.registerRollNumber', { rollNumber: form.rollNumber }), 'rollNumber');
    const mayChange = (row: AlumniRegistrationRow) => anyone || row.registeredBy === user.id || row.rollNumber === ownRoll;
    const sameRoll = await repo.registrationByRollNumber(form.rollNumber);
    if (form.id !== undefined) {
      const row = await repo.registrationById(form.id);
      if (!row || !mayChange(row)) throw notFound(serverText('alumni.registrationNotFound'));
      if (sameRoll && sameRoll.id !== row.id) throw taken(form.rollNumber);
      return row;
    }
    if (sameRoll) {
      if (!mayChange(sameRoll)) throw taken(form.rollNumber);
      return sameRoll;
    }
    if (!anyone && !ownRoll) {
      const [earlier] = await repo.registrationsOf(user.id);
      if (earlier) throw conflict(serverText('alumni.oneRegistration', { rollNumber: earlier.rollNumber }), 'rollNumber');
    }
    return undefined;
  }

  const taken = (rollNumber: string) => conflict(serverText('alumni.registrationExists', { rollNumber }), 'rollNumber');

  /** Whether a save by the student of a row's roll number takes the row over from the account that held it. */
  const handedOver = (row: AlumniRegistrationRow, user: AuthUser) =>
    row.registeredBy !== user.id && Boolean(user.studentId) && !can(user.roles, 'alumni.registerAnyone');

  /**
   * `saveAlumniStudentRegister`: a new registration, or a change of one the user may change (named
   * by `id`, or by its roll number). The file, when sent, replaces the kept one.
   */
  async function register(raw: unknown, file: UploadedFile | null, user: AuthUser): Promise<AlumniRegistrationAnswer> {
    const form = parseOrThrow(alumniRegistrationSchema, raw);
    const type = file ? checkUploadedFile(file, 'file') : null;
    const own = await ownedRegistration(form, user);
    const kept = file && type ? await keep(file, type) : null;
    const { id: _id, ...values } = form;
    const fileValues = kept ? { fileStored: kept.stored, fileType: kept.type, fileName: kept.name } : {};
    try {
      if (own && handedOver(own, user)) {
        // Another account's row of the student's roll number becomes the student's own registration:
        // what they sent, their file or none, never merged with what the other account left there.
        const none = { fileStored: null, fileType: null, fileName: null };
        await repo.updateRegistration(own.id, { ...values, ...none, ...fileValues, registeredBy: user.id, createdAt: new Date() });
        await files.remove(own.fileStored);
        return { ...serverText('alumni.registered'), id: own.id };
      }
      if (own) {
        await repo.updateRegistration(own.id, { ...values, ...fileValues });
        if (kept) await files.remove(own.fileStored);
        return { ...serverText('alumni.registered'), id: own.id };
      }
      const id = await repo.insertRegistration({ ...values, ...fileValues, registeredBy: user.id });
      if (id === undefined) throw taken(form.rollNumber);
      return { ...serverText('alumni.registered'), id };
    } catch (err) {
      await files.remove(kept?.stored);
      throw err;
    }
  }

  /** The signed-in user's registrations, newest first (the alumni dashboard). */
  async function myRegistrations(user: AuthUser): Promise<AlumniRegistrationEntry[]> {
    return (await repo.registrationsOf(user.id)).map(registrationEntry);
  }

  /** A registration's file: for its owner, and for the staff who keep alumni history. */
  async function registrationFile(id: number, user: AuthUser): Promise<AlumniFile> {
    const row = await repo.registrationById(id);
    const allowed = row && (row.registeredBy === user.id || can(user.roles, 'alumni.history'));
    const bytes = allowed && row.fileStored ? await files.read(row.fileStored) : null;
    if (!row || !bytes) throw notFound(serverText('alumni.fileNotFound'));
    return { bytes, type: row.fileType ?? 'application/octet-stream', fileName: row.fileName ?? 'file' };
  }

  async function historyList(): Promise<AlumniHistoryEntry[]> {
    return (await repo.historyList()).map(historyEntry);
  }

  /** Whether the course, batch and branch are ones master data offers (the form's cascading lists). */
  async function knownPlacement(course: string, batch: string, branch: string): Promise<boolean> {
    const courses = await masterData.coursesView();
    if (!courses.some((c) => c.code === course)) return false;
    const [batches, branches] = await Promise.all([masterData.batchesOf(course), masterData.branchesOf(course, batch)]);
    return batches.includes(batch) && branches.includes(branch);
  }

  /**
   * `saveAluminiHistoryByUrl`: the first problem in the spec's order of toasts; a roll number
   * recorded before is a conflict; the passport photo is optional and must be an image; the
   * certificate (offer letter or admit card) is required by the status.
   */
  async function saveHistory(
    raw: unknown,
    uploads: { photo: UploadedFile | null; certificate: UploadedFile | null },
    user: AuthUser,
  ): Promise<AlumniHistoryAnswer> {
    const form = parseOrThrow(alumniHistorySchema, raw);
    const rollNumber = form.rollNumber.toUpperCase();
    const recorded = rollNumber ? await repo.historyByRollNumber(rollNumber) : undefined;
    const problem = alumniHistoryProblem(form, {
      existingRollNumbers: recorded ? [rollNumber] : [],
      hasCertificate: Boolean(uploads.certificate),
    });
    if (problem?.key === 'alumni.rollNumberExists') throw conflict(serverText(problem.key), problem.field);
    if (problem) throw invalid(serverText(problem.key), problem.field);
    if (!(await knownPlacement(form.course, form.batch, form.branch)))
      throw invalid(serverText('alumni.selectCourseBatchBranch'), 'course');
    const photoType = uploads.photo ? checkUploadedFile(uploads.photo, 'photo', true) : null;
    const certificateType = checkUploadedFile(uploads.certificate!, 'certificate');

    const photo = uploads.photo && photoType ? await keep(uploads.photo, photoType) : null;
    const certificate = await keep(uploads.certificate!, certificateType);
    const working = form.status === 'working';
    try {
      const id = await repo.insertHistory({
        ...form,
        status: form.status as 'working' | 'studying',
        rollNumber,
        company: working ? form.company : '',
        packages: working ? form.packages : '',
        designation: working ? form.designation : '',
        experience: working ? form.experience : '',
        instituteName: working ? '' : form.instituteName,
        photoStored: photo?.stored ?? null,
        photoType: photo?.type ?? null,
        photoName: photo?.name ?? null,
        certificateStored: certificate.stored,
        certificateType: certificate.type,
        certificateName: certificate.name,
        createdBy: user.id,
      });
      if (id === undefined) throw conflict(serverText('alumni.rollNumberExists'), 'rollNumber');
      return { ...serverText('alumni.historySaved'), id };
    } catch (err) {
      await files.remove(photo?.stored);
      await files.remove(certificate.stored);
      throw err;
    }
  }

  async function historyFile(id: number, kind: HistoryFileKind): Promise<AlumniFile> {
    const row = await repo.historyById(id);
    const stored = row?.[`${kind}Stored`];
    const bytes = stored ? await files.read(stored) : null;
    if (!row || !bytes) throw notFound(serverText('alumni.fileNotFound'));
    return { bytes, type: row[`${kind}Type`] ?? 'application/octet-stream', fileName: row[`${kind}Name`] ?? kind };
  }

  /**
   * A change of a recorded entry: the same checks as a new one (the kept certificate counts); another
   * entry's roll number is a conflict, decided by the unique index. The change is audited with the
   * fields' values before and after.
   */
  async function editHistory(id: number, form: AlumniHistoryEdit, user: AuthUser): Promise<AlumniHistoryAnswer> {
    const before = await repo.historyById(id);
    if (!before) throw notFound(serverText('alumni.historyNotFound'));
    if (!(await knownPlacement(form.course, form.batch, form.branch)))
      throw invalid(serverText('alumni.selectCourseBatchBranch'), 'course');
    const working = form.status === 'working';
    const values = {
      ...form,
      status: form.status as AlumniStatus,
      rollNumber: form.rollNumber.toUpperCase(),
      company: working ? form.company : '',
      packages: working ? form.packages : '',
      designation: working ? form.designation : '',
      experience: working ? form.experience : '',
      instituteName: working ? '' : form.instituteName,
    };
    const changes = Object.fromEntries(
      Object.entries(values)
        .filter(([field, value]) => before[field as keyof typeof values] !== value)
        .map(([field, value]) => [field, { before: before[field as keyof typeof values], after: value }]),
    );
    try {
      await db.transaction(async (tx) => {
        if (!(await createAlumniRepository(tx).updateHistory(id, values))) throw notFound(serverText('alumni.historyNotFound'));
        await audit.record(tx, {
          actor: actorOf(user),
          action: 'alumniHistory.update',
          entity: 'alumni_history',
          entityId: String(id),
          details: { rollNumber: values.rollNumber, changes },
        });
      });
    } catch (err) {
      if (violationOf(err)?.kind === 'unique') throw conflict(serverText('alumni.rollNumberExists'), 'rollNumber');
      throw err;
    }
    return { ...serverText('alumni.historyUpdated', { rollNumber: values.rollNumber }), id };
  }

  /** Removes a recorded entry and its files; audited with what the entry said. */
  async function deleteHistory(id: number, user: AuthUser): Promise<AlumniHistoryAnswer> {
    const row = await db.transaction(async (tx) => {
      const removed = await createAlumniRepository(tx).deleteHistory(id);
      if (!removed) throw notFound(serverText('alumni.historyNotFound'));
      const { rollNumber, name, course, batch, branch, status } = removed;
      await audit.record(tx, {
        actor: actorOf(user),
        action: 'alumniHistory.delete',
        entity: 'alumni_history',
        entityId: String(id),
        details: { rollNumber, name, course, batch, branch, status },
      });
      return removed;
    });
    await files.remove(row.photoStored);
    await files.remove(row.certificateStored);
    return { ...serverText('alumni.historyDeleted', { rollNumber: row.rollNumber }), id };
  }

  /** What the student register knows of a roll number, named as master data names it; 404 when it has no such student. */
  async function registerStudent(rollNumber: string): Promise<AlumniRegisterStudent> {
    const facts = await students.alumniFacts(rollNumber);
    if (!facts) throw notFound(serverText('alumni.notInRegister', { rollNumber: rollNumber.trim().toUpperCase() }));
    const names = (await masterData.courseNamer())(facts);
    return {
      rollNumber: facts.rollNumber.toUpperCase(),
      name: facts.fullName,
      fatherName: facts.fatherName ?? '',
      course: names.course,
      batch: names.batch,
      branch: names.branch,
      studentEmail: facts.email ?? '',
      studentMobile: facts.mobile ?? '',
    };
  }

  /** The batches a degree ran (`getBatches`, `getAlumniBatchesByCourse`). */
  const batchesOf = (degree: string) => masterData.batchesOf(degree);

  /** `getAllbranchesbasedonleveldegree`: the branches of a degree, when it is of the level named. */
  async function branchesOf(course: string, level?: string): Promise<string[]> {
    if (level) {
      const degree = (await masterData.degrees()).find((d) => d.degree === course);
      if (!degree || degree.level.toUpperCase() !== level.toUpperCase()) return [];
    }
    return masterData.branchesOf(course);
  }

  return {
    register,
    myRegistrations,
    registrationFile,
    historyList,
    saveHistory,
    editHistory,
    deleteHistory,
    registerStudent,
    historyFile,
    batchesOf,
    branchesOf,
  };
}

export type AlumniService = ReturnType<typeof createAlumniService>;
