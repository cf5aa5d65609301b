import { can, LAID_CHARGE_CODES, FEE_CATEGORIES, type DuesAnswer, type FeeCategory, serverText } from '@campus/shared';
import type { Db } from '../../db/client.js';
import type { KeptFigures } from '../../lib/kept-answers.js';
import { AppError, invalid, notFound } from '../../lib/app-error.js';
import type { StudentRecord, StudentRegister } from '../admissions/student-register.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { MasterDataService } from '../masterdata/masterdata.service.js';
import type { CollegeService } from '../public/college.service.js';
import { createDuesRepository, type PaidSum } from './dues.repository.js';
import type { FeesService } from './fees.service.js';

/** One thing a student owes (the orders feature opens orders against exactly this shape); 0 when paid in full. */
export interface DueItem {
  feeTypeId: number;
  feeTypeCode: string;
  feeTypeName: string;
  category: FeeCategory;
  /** The semester of a per-semester fee; null for miscellaneous fees. */
  semester: number | null;
  duePaise: number;
}

/** An amount in rupees with two decimals, as messages print it: `1250.00`. */
export const rupees = (paise: number) => (paise / 100).toFixed(2);
/** A due as messages name it: `Tuition Fee (semester 3)`, `Bonafide Certificate`. */
export const feeLabel = (due: Pick<DueItem, 'feeTypeName' | 'semester'>) =>
  due.semester === null ? due.feeTypeName : `${due.feeTypeName} (semester ${due.semester})`;

export interface DuesServiceDeps {
  db: Db;
  fees: FeesService;
  register: StudentRegister;
  masterData: MasterDataService;
  college: CollegeService;
  /** A student's own dues kept in memory until their payments or the fees change (ADR 0070). */
  kept?: KeptFigures;
}

interface SemesterRow {
  id: number;
  number: number;
}

/**
 * The semester a batch is in on a day when the student's record does not say: the academic year
 * starts in June; June to November is the odd semester of the year of study, December to May the even one;
 * a batch past its last year owes every semester.
 */
export function semesterByStartYear(startYear: number, durationYears: number, today: string): number {
  const [year, month] = today.split('-').map(Number);
  const yearOfStudy = year - startYear + (month >= 6 ? 1 : 0);
  if (yearOfStudy > durationYears) return durationYears * 2;
  const clamped = Math.max(yearOfStudy, 1);
  const odd = month >= 6 && month <= 11;
  return Math.max(1, clamped * 2 - (odd ? 1 : 0));
}

interface TypeRow {
  id: number;
  code: string;
  name: string;
  category: FeeCategory;
  fixedAmountPaise: number | null;
}

/**
 * The arithmetic of dues: each amount of the structure up to the semester `upTo`, and each charge
 * laid on the student (no semester), less what PAID orders paid for the same fee type and semester,
 * where something is left (`settled`: those paid in full, at 0); and every miscellaneous fee at its
 * fixed amount (a certificate may be asked for again), but the charges that are laid, not asked for.
 */
export function owed(
  types: TypeRow[],
  structure: { feeTypeId: number; semester: number; amountPaise: number }[],
  paid: PaidSum[],
  upTo: number,
  charges: { feeTypeId: number; amountPaise: number }[] = [],
): { dues: DueItem[]; onRequest: DueItem[]; settled: DueItem[] } {
  const typeOf = new Map(types.map((t) => [t.id, t]));
  const paidOf = new Map(paid.map((p) => [`${p.feeTypeId}/${p.semester ?? ''}`, p.paidPaise]));
  const item = (t: TypeRow, semester: number | null, duePaise: number): DueItem => ({
    feeTypeId: t.id,
    feeTypeCode: t.code,
    feeTypeName: t.name,
    category: t.category,
    semester,
    duePaise,
  });
  const reckoned = [
    ...structure
      .filter((s) => s.semester <= upTo && typeOf.has(s.feeTypeId))
      .map((s) => item(typeOf.get(s.feeTypeId)!, s.semester, s.amountPaise - (paidOf.get(`${s.feeTypeId}/${s.semester}`) ?? 0))),
    ...charges
      .filter((c) => typeOf.has(c.feeTypeId))
      .map((c) => item(typeOf.get(c.feeTypeId)!, null, c.amountPaise - (paidOf.get(`${c.feeTypeId}/`) ?? 0))),
  ];
  const settled = reckoned.filter((d) => d.duePaise <= 0).map((d) => ({ ...d, duePaise: 0 }));
  const dues = reckoned
    .filter((d) => d.duePaise > 0)
    .sort(
      (a, b) =>
        (a.semester ?? Infinity) - (b.semester ?? Infinity) ||
        FEE_CATEGORIES.indexOf(a.category) - FEE_CATEGORIES.indexOf(b.category) ||
        a.feeTypeCode.localeCompare(b.feeTypeCode),
    );
  const onRequest = types
    .filter((t) => t.category === 'miscellaneous' && t.fixedAmountPaise && !LAID_CHARGE_CODES.includes(t.code))
    .map((t) => item(t, null, t.fixedAmountPaise!));
  return { dues, onRequest, settled };
}

/** Fee staff (accounts, fee payments, admin) may act for any student; a student or parent only for their own. */
const isFeeStaff = (user: AuthUser) => can(user.roles, 'payments.reports');

/** Whose fees a request is about, and whether the user may see them. */
export function createStudentResolver(register: StudentRegister) {
  async function byRollNo(rollNo: string): Promise<StudentRecord> {
    const student = await register.studentRecord({ rollNumber: rollNo });
    if (!student) throw notFound(serverText('fees.noStudent', { rollNo: rollNo.trim() }));
    return student;
  }

  /** Fee staff name the student by roll number; a student or parent is answered their own (their ward's). */
  async function resolve(user: AuthUser, rollNo?: string): Promise<StudentRecord> {
    const wanted = rollNo?.trim();
    if (isFeeStaff(user)) {
      if (wanted) return byRollNo(wanted);
      if (user.studentId) return ownStudent(user.studentId);
      throw invalid(serverText('results.enterRollNumber'), 'rollNo');
    }
    if (!user.studentId) throw notFound(serverText('payments.noStudent'));
    const own = await ownStudent(user.studentId);
    if (wanted && wanted.toUpperCase() !== own.rollNumber.toUpperCase()) throw new AppError('FORBIDDEN', serverText('access.forbidden'));
    return own;
  }

  async function ownStudent(studentId: number): Promise<StudentRecord> {
    const student = await register.studentRecord({ id: studentId });
    if (!student) throw notFound(serverText('payments.noStudent'));
    return student;
  }

  /** Whether the user may see what this student paid. */
  const mayActFor = (user: AuthUser, studentId: number) => isFeeStaff(user) || user.studentId === studentId;

  return { resolve, byRollNo, mayActFor };
}

/**
 * A student's dues: the structure of their course and batch up to their current semester, less what
 * their PAID orders paid per fee type and semester, plus the miscellaneous fees they may ask for.
 */
export function createDuesService({ db, fees, register, masterData, college, kept }: DuesServiceDeps) {
  const repo = createDuesRepository(db);
  const students = createStudentResolver(register);

  async function currentSemester(student: StudentRecord): Promise<number> {
    const [semesters, names, today] = await Promise.all([
      masterData.list('semesters') as Promise<unknown[]> as Promise<SemesterRow[]>,
      fees.catalog(),
      college.today(),
    ]);
    const recorded = student.semesterId === null ? undefined : semesters.find((s) => s.id === student.semesterId)?.number;
    if (recorded) return recorded;
    const batch = names.batches.get(student.batchId);
    const course = names.courses.get(student.courseId);
    return semesterByStartYear(batch?.startYear ?? Number(today.slice(0, 4)), course?.durationYears ?? 4, today);
  }

  async function duesOf(student: StudentRecord): Promise<ReturnType<typeof owed> & { semester: number }> {
    const [types, structure, paid, semester, charges] = await Promise.all([
      fees.feeTypeList(),
      fees.structureOf(student.courseId, student.batchId),
      repo.paidSums(student.id),
      currentSemester(student),
      repo.chargeSums(student.id),
    ]);
    return { ...owed(types, structure, paid, semester, charges), semester };
  }

  /**
   * What an order may name: the fees owed, the miscellaneous fees on request, and the fees paid in
   * full at 0 (so that paying one again is refused by name, not as unknown).
   */
  async function duesFor(studentId: number): Promise<DueItem[]> {
    const student = await register.studentRecord({ id: studentId });
    if (!student) return [];
    const { dues, onRequest, settled } = await duesOf(student);
    return [...dues, ...settled, ...onRequest];
  }

  /** What a student still owes of the structure (not what they may ask for), with their name: what a reminder tells. */
  async function owedBy(studentId: number): Promise<{ fullName: string; dues: DueItem[] } | undefined> {
    const student = await register.studentRecord({ id: studentId });
    if (!student) return undefined;
    return { fullName: student.fullName, dues: (await duesOf(student)).dues };
  }

  /** The dues answer of a student already resolved (the landing page reads the student once). */
  async function answerOf(student: StudentRecord): Promise<DuesAnswer> {
    const [{ dues, onRequest, semester }, nameOf] = await Promise.all([duesOf(student), masterData.courseNamer()]);
    const names = nameOf(student);
    return {
      student: {
        rollNumber: student.rollNumber,
        fullName: student.fullName,
        course: names.course,
        batch: names.batch,
        branch: names.branch,
        semester,
      },
      dues,
      onRequest,
    };
  }

  /** `GET /api/payments/dues`: the dues of the user's own student, their ward, or (fee staff) the roll number named. */
  async function duesAnswer(user: AuthUser, rollNo?: string): Promise<DuesAnswer> {
    const own = user.studentId;
    // Only a student's or parent's own page is kept; an order always reads the dues anew.
    if (!kept || own === null || rollNo?.trim() || isFeeStaff(user)) return answerOf(await students.resolve(user, rollNo));
    return kept(
      `dues:${own}`,
      () => [`s:${own}`],
      async () => answerOf(await students.resolve(user)),
    );
  }

  return { duesFor, owedBy, duesAnswer, answerOf, students };
}

export type DuesService = ReturnType<typeof createDuesService>;
