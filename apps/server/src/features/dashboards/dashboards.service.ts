import {
  academicYearLabel,
  academicYearStart,
  can,
  type AccountsDashboard,
  type AdminDashboard,
  type AdmissionsDashboard,
  type CollegeDashboard,
  type ExaminationsDashboard,
  type LibraryDashboard,
  type StudentDashboard,
  describeAuditEntry,
  isCounterMode,
  type CollectionsReport,
  serverText,
} from '@campus/shared';
import { silentFeed } from '../../db/change-feed.js';
import { notFound } from '../../lib/app-error.js';
import { fromTables, keptFigures, type KeptFigures } from '../../lib/kept-answers.js';
import type { AdmissionFigures } from '../admissions/admission-figures.js';
import type { AcademicDayFigures } from './academic-day-figures.js';
import type { AlumniFigures } from '../alumni/alumni-figures.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { UserFigures } from '../auth/user-figures.js';
import type { LibraryFigures } from '../library/library-figures.js';
import type { MasterDataService } from '../masterdata/masterdata.service.js';
import type { FeeAccountsService } from '../payments/accounts.service.js';
import type { DuesService } from '../payments/dues.service.js';
import type { ReceiptService } from '../payments/receipt.service.js';
import type { CollegeService } from '../public/college.service.js';
import { percent, type ResultFigures } from '../results/result-figures.js';
import type { FacultyDirectory } from '../users/faculty-directory.js';

export interface DashboardsServiceDeps {
  users: UserFigures;
  audit: AuditService;
  admissions: AdmissionFigures;
  results: ResultFigures;
  alumni: AlumniFigures;
  facultyDirectory: FacultyDirectory;
  feeAccounts: FeeAccountsService;
  dues: DuesService;
  receipts: ReceiptService;
  masterData: MasterDataService;
  college: CollegeService;
  library: LibraryFigures;
  academicDay: AcademicDayFigures;
  /** Landing-page figures kept in memory until what they were read from changes (ADR 0070); none by default. */
  kept?: KeptFigures;
}

/** The tables each office's figures are read from: a change of one drops them (ADR 0070). */
const PAYMENT_TABLES = ['payment_orders', 'payment_order_items', 'fee_collections', 'payment_refunds'];
const READS = {
  admin: fromTables('users', 'audit_log'),
  admissions: fromTables('students', 'applications'),
  examinations: fromTables('students', 'student_results'),
  // A student's fines are dues: their payments and waivers change what is unpaid and collected.
  library: fromTables(
    'library_loans',
    'library_charges',
    'library_titles',
    'library_copies',
    'library_holds',
    'student_charges',
    ...PAYMENT_TABLES,
  ),
  accounts: fromTables(...PAYMENT_TABLES, 'counter_days'),
  college: fromTables(
    'students',
    'applications',
    'faculty',
    'student_results',
    'alumni_history',
    'alumni_registrations',
    ...PAYMENT_TABLES,
  ),
};

const RECENT = 8;
/** The accounts dashboard looks back this many college days, today included. */
const ACCOUNTS_DAYS = 30;
/** The college dashboard shows the pass percentage of this many newest published titles. */
const PASS_TITLES = 3;
const NO_BRANCH = '—';

const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
/** A report's figures as a landing page shows them: how much, how many, and by mode. */
const collected = (r: CollectionsReport) => ({ from: r.from, totalPaise: r.totalPaise, count: r.count, byMode: r.byMode });

/** The figures each role's landing page opens with, read from the features that own them. */
export function createDashboardsService(deps: DashboardsServiceDeps) {
  const {
    users,
    audit,
    admissions,
    results,
    alumni,
    facultyDirectory,
    feeAccounts,
    dues,
    receipts,
    masterData,
    college,
    library,
    academicDay,
  } = deps;
  const kept = deps.kept ?? keptFigures(silentFeed(), () => college.today());

  /** Course and branch codes by id, from the master data (inactive ones included). */
  async function namer() {
    const catalog = await masterData.catalog();
    const courses = new Map<number, string>();
    const branches = new Map<number, string>();
    for (const c of catalog.values()) {
      courses.set(c.id, c.code);
      for (const [code, b] of c.branches) branches.set(b.id, code);
    }
    return { course: (id: number) => courses.get(id) ?? NO_BRANCH, branch: (id: number) => branches.get(id) ?? NO_BRANCH };
  }

  async function collegeDay() {
    const [zone, today] = await Promise.all([college.timeZone(), college.today()]);
    return { zone, today, yearStart: academicYearStart(today), academicYear: academicYearLabel(today) };
  }

  async function admin(): Promise<AdminDashboard> {
    const [byRole, pendingSignUps, recent] = await Promise.all([users.byFirstRole(), users.pending(), audit.recent(RECENT)]);
    return {
      users: byRole.reduce((n, r) => n + r.count, 0),
      usersByRole: byRole,
      pendingSignUps,
      recentAudit: recent.map((e) => ({
        at: e.at.toISOString(),
        actor: e.actorUsername,
        action: e.action,
        entity: e.entity,
        sentence: describeAuditEntry(e).sentence,
      })),
    };
  }

  async function admissionsFigures(): Promise<AdmissionsDashboard> {
    const [{ zone, today, yearStart, academicYear }, name] = await Promise.all([collegeDay(), namer()]);
    const [todayCount, thisYear, byBranch, recent] = await Promise.all([
      admissions.admittedOn(zone, today),
      admissions.admittedSince(zone, yearStart),
      admissions.sinceByBranch(zone, yearStart),
      admissions.recent(RECENT),
    ]);
    return {
      today: todayCount,
      academicYear,
      thisYear,
      byProgramme: byBranch.map((r) => ({ course: name.course(r.courseId), branch: name.branch(r.branchId), count: r.count })),
      recent: recent.map(({ courseId, branchId, ...r }) => ({ ...r, course: name.course(courseId), branch: name.branch(branchId) })),
    };
  }

  /** Pass percentage by branch of one title: its students' branches as the register has them. */
  async function passByBranch(titleId: number) {
    const outcomes = await results.outcomes(titleId);
    const [branchOf, name] = await Promise.all([admissions.branchesOf(outcomes.map((o) => o.rollNo)), namer()]);
    const groups = new Map<string, { appeared: number; passed: number }>();
    for (const o of outcomes) {
      const id = branchOf.get(o.rollNo.toUpperCase());
      const branch = id === undefined ? NO_BRANCH : name.branch(id);
      const g = groups.get(branch) ?? { appeared: 0, passed: 0 };
      g.appeared++;
      if (o.failCount === 0) g.passed++;
      groups.set(branch, g);
    }
    return [...groups]
      .map(([branch, g]) => ({ branch, ...g, percentage: percent(g.passed, g.appeared) }))
      .sort((a, b) => Number(a.branch === NO_BRANCH) - Number(b.branch === NO_BRANCH) || a.branch.localeCompare(b.branch));
  }

  async function examinations(examTitle?: string): Promise<ExaminationsDashboard> {
    const titles = await results.titles();
    const chosen = examTitle
      ? titles.find((t) => t.title.toLowerCase() === examTitle.toLowerCase())
      : titles.find((t) => t.status === 'published');
    if (examTitle && !chosen) throw notFound(serverText('dashboards.unknownExamTitle', { examTitle }));
    const [byBranch, backlogStudents] = chosen
      ? await Promise.all([passByBranch(chosen.id), results.backlogs(chosen.id, RECENT)])
      : [[], []];
    return {
      published: titles.filter((t) => t.status === 'published').length,
      draft: titles.filter((t) => t.status === 'draft').length,
      titles: titles.map(({ title, status }) => ({ title, status })),
      examTitle: chosen?.title ?? null,
      passByBranch: byBranch,
      backlogs: byBranch.reduce((n, b) => n + b.appeared - b.passed, 0),
      backlogStudents,
    };
  }

  async function accounts(): Promise<AccountsDashboard> {
    const { today } = await collegeDay();
    const [report, ofToday, ofMonth, counter, flagged] = await Promise.all([
      feeAccounts.collections({ from: daysBefore(today, ACCOUNTS_DAYS - 1), to: today }),
      feeAccounts.collections({ from: today, to: today }),
      feeAccounts.collections({ from: monthStart(today), to: today }),
      feeAccounts.counterFigures(today, RECENT),
      feeAccounts.orders({ status: 'FLAGGED', page: 1, pageSize: RECENT }),
    ]);
    return {
      from: report.from,
      to: report.to,
      totalPaise: report.totalPaise,
      collections: report.count,
      byDay: report.byDay,
      byFeeType: report.byFeeType,
      today: collected(ofToday),
      thisMonth: collected(ofMonth),
      awaitingBank: counter.awaitingBank,
      openCounterDays: counter.openDays.total,
      openCounterDayList: counter.openDays.days,
      pending: flagged.counts.PENDING ?? 0,
      flagged: flagged.counts.FLAGGED ?? 0,
      flaggedOrders: flagged.rows.map((o) => ({
        orderId: o.orderId,
        rollNumber: o.rollNumber,
        amountPaise: o.amountPaise,
        flagReason: o.flagReason,
        flagCause: o.flagCause,
      })),
    };
  }

  async function collegeFigures(): Promise<CollegeDashboard> {
    const [{ zone, today, yearStart, academicYear }, name] = await Promise.all([collegeDay(), namer()]);
    const [byCourse, faculty, admittedThisYear, passRates, month, alumniCounts] = await Promise.all([
      admissions.studentsByCourse(),
      facultyDirectory.total(),
      admissions.admittedSince(zone, yearStart),
      results.latestPassRates(PASS_TITLES),
      feeAccounts.collections({ from: monthStart(today), to: today }),
      alumni.counts(),
    ]);
    return {
      students: byCourse.reduce((n, c) => n + c.count, 0),
      studentsByProgramme: byCourse.map((c) => ({ name: name.course(c.courseId), count: c.count })),
      faculty,
      academicYear,
      admissionsThisYear: admittedThisYear,
      passRates,
      collectionsThisMonthPaise: month.totalPaise,
      collectionsThisMonth: month.count,
      collectionsThisMonthOnlinePaise: month.byMode.filter((m) => !isCounterMode(m.mode)).reduce((n, m) => n + m.amountPaise, 0),
      collectionsThisMonthCounterPaise: month.byMode.filter((m) => isCounterMode(m.mode)).reduce((n, m) => n + m.amountPaise, 0),
      alumni: alumniCounts,
    };
  }

  /** The month's collections are the leadership's business, not the offices' (ADR 0102): the others are not sent them. */
  function withoutMoneyFor(user: AuthUser, figures: CollegeDashboard): CollegeDashboard {
    if (can(user.roles, 'dashboard.collegeMoney')) return figures;
    const {
      collectionsThisMonthPaise: _paise,
      collectionsThisMonth: _count,
      collectionsThisMonthOnlinePaise: _online,
      collectionsThisMonthCounterPaise: _counter,
      ...rest
    } = figures;
    return rest;
  }

  /**
   * The student's own page; a parent's is their ward's (the dues service knows whose student a user
   * is). Kept until the student's record, results or payments change, or the college's day does.
   */
  async function student(user: AuthUser): Promise<StudentDashboard> {
    if (user.studentId === null) return readStudent(user);
    const tags = (answer: StudentDashboard) => [`s:${user.studentId}`, `r:${answer.student.rollNumber.toUpperCase()}`];
    return kept(`student:${user.studentId}`, tags, () => readStudent(user));
  }

  async function readStudent(user: AuthUser): Promise<StudentDashboard> {
    const own = await dues.students.resolve(user);
    const [owed, published, paid] = await Promise.all([
      dues.answerOf(own),
      results.publishedOf(own.rollNumber),
      receipts.receiptsOfStudent(own.id),
    ]);
    return {
      student: {
        rollNumber: owed.student.rollNumber,
        fullName: owed.student.fullName,
        course: owed.student.course,
        batch: owed.student.batch,
        branch: owed.student.branch,
        semester: owed.student.semester,
      },
      results: published,
      duesPaise: owed.dues.reduce((n, d) => n + d.duePaise, 0),
      dues: owed.dues.length,
      receipts: paid.slice(0, RECENT),
    };
  }

  return {
    admin: () => kept('admin', READS.admin, admin),
    admissions: () => kept('admissions', READS.admissions, admissionsFigures),
    examinations: (examTitle?: string) =>
      kept(`examinations:${examTitle?.toLowerCase() ?? ''}`, READS.examinations, () => examinations(examTitle)),
    accounts: () => kept('accounts', READS.accounts, accounts),
    library: () =>
      kept('library', READS.library, async (): Promise<LibraryDashboard> =>
        library.figures(await college.today(), await college.timeZone()),
      ),
    college: async (user: AuthUser) => {
      // The academic day is read afresh: its registers are marked through the day.
      const [figures, day] = await Promise.all([
        kept('college', READS.college, collegeFigures),
        can(user.roles, 'timetable.manage') ? college.today().then(academicDay.figures) : undefined,
      ]);
      const answer = withoutMoneyFor(user, figures);
      return day ? { ...answer, academicDay: day } : answer;
    },
    student,
  };
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;
