import {
  FEE_PACKAGE_PARTS,
  FEE_PACKAGE_YEARS,
  maskAadhaar,
  type ApplicationFormData,
  type ApplicationListEntry,
  type ExistingStudent,
  serverText,
} from '@campus/shared';
import type { Catalog } from '../masterdata/masterdata.service.js';
import type { ApplicationWithStudent, StudentWithApplication } from './admissions.repository.js';
import { type KeyedText } from '../../lib/app-error.js';

/** A problem of one record of a batch (row = its index in the batch, from 0). */
export type AdmissionRowError = { row: number; field: string } & KeyedText;

/** Course, batch, branch and semester of a record as ids. */
export interface ResolvedRefs {
  courseId: number;
  batchId: number;
  branchId: number;
  semesterId: number | null;
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

/**
 * Course, batch, branch and semester names → ids. New admissions need active entries; a modified
 * record may keep the deactivated values it already had.
 */
export function resolveRefs(catalog: Catalog, form: ApplicationFormData, keep?: ResolvedRefs): ResolvedRefs | AdmissionRowError {
  const ok = (e: { id: number; active: boolean } | undefined, keptId?: number | null) => e && (e.active || e.id === keptId);
  const course = catalog.get(form.courseAppliedFor);
  if (!course || !ok(course, keep?.courseId)) return { row: 0, field: 'courseAppliedFor', ...serverText('admissions.validCourse') };
  const batch = course.batches.get(form.batch);
  if (!batch || !ok(batch, keep?.batchId)) return { row: 0, field: 'batch', ...serverText('admissions.validBatch') };
  const branch = course.branches.get(form.branch);
  if (!branch || !ok(branch, keep?.branchId)) return { row: 0, field: 'branch', ...serverText('admissions.validBranch') };
  let semesterId: number | null = null;
  if (form.semester) {
    const semester = course.semesters.get(form.semester);
    if (!semester || !ok(semester, keep?.semesterId)) return { row: 0, field: 'semester', ...serverText('admissions.validSemester') };
    semesterId = semester.id;
  }
  return { courseId: course.id, batchId: batch.id, branchId: branch.id, semesterId };
}

export const isRowError = (r: ResolvedRefs | AdmissionRowError): r is AdmissionRowError => 'message' in r;

/** The `students` columns of a record. */
export function studentColumns(form: ApplicationFormData, refs: ResolvedRefs) {
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

/** The `applications` columns of a record, Aadhaar and photo aside. */
export function applicationColumns(form: ApplicationFormData) {
  return {
    dateOfAdmission: form.dateOfAdmission ?? null,
    admissionType: form.admissionType ?? null,
    seatType: form.seatType ?? null,
    category: form.category ?? null,
    subCaste: form.subCaste ?? null,
    data: toStored(form),
  };
}

/** The form values the admission PDF shows (Aadhaar masked). */
export function pdfFormOf(row: StudentWithApplication): Record<string, unknown> {
  const app = row.application;
  return {
    ...(app ? fromStored(app.data) : {}),
    name: row.student.fullName,
    courseAppliedFor: row.course,
    batch: row.batch,
    branch: row.branch,
    semester: row.semester ?? undefined,
    gender: row.student.gender,
    aadharNo: maskAadhaar(app?.aadhaarLast4),
  };
}

/** Modify mode: every saved field, the student's columns first, with the full Aadhaar number given. */
export function existingStudentOf(row: StudentWithApplication, aadhaar: string): ExistingStudent {
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
    aadharNo: aadhaar,
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

/** One entry of `getApplicationFormData` (Aadhaar masked). */
export function listEntryOf({ student, application, course, batch, branch }: ApplicationWithStudent): ApplicationListEntry {
  return {
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
  };
}
