import fs from 'node:fs';
import path from 'node:path';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { demoUsernameFor, roleLabel, ROLES, type Role } from '@campus/shared';
import type { Db, DbOrTx } from '../db/client.js';
import { roles, users } from '../features/auth/auth.table.js';
import { hashPassword } from '../features/auth/password.js';
import { students } from '../features/admissions/students.table.js';
import { batches, branches, courses, departments, semesters } from '../features/masterdata/masterdata.table.js';
import { collegeSettings } from '../features/public/college.table.js';
import { faculty } from '../features/users/faculty-members.table.js';
import { incomingCount, intakeYear } from './incoming-batch.js';
import { FEMALE_NAMES, MALE_NAMES, pick, seededRandom, SURNAMES } from './names.js';
import { rollNumber } from './roll-numbers.js';
import { seedResults } from './seed-results.js';
import { seedApplications, type SealAadhaar } from './seed-applications.js';
import { seedMasterDataDemo } from './seed-masterdata.js';
import { seedFees } from './seed-fees.js';
import { seedPaymentsHistory } from './seed-payments-history.js';
import { seedAcademicDay } from './seed-academic-day.js';
import { seedAttendance } from './seed-attendance.js';
import { seedFacultyRecords } from './seed-faculty.js';
import { seedAlumni } from './seed-alumni.js';
import { seedCirculation, seedLibrary } from './seed-library.js';
import { seedTransport } from './seed-transport.js';
import { seedHostel } from './seed-hostel.js';
import { seedGrievances } from './seed-grievances.js';
import { seedPlacements } from './seed-placements.js';
import { seedCurriculum } from './seed-curriculum.js';

export const DEMO_PASSWORD = 'Campus@2026';

export interface SeedOptions {
  /** How many students on the register (default 2,000; tests use fewer); the incoming batch comes on top (incoming-batch.ts). */
  students?: number;
}

export interface SeedServices {
  /** Seals the demo students' Aadhaar numbers as the admissions feature stores them. */
  sealAadhaar: SealAadhaar;
}

const assets = path.join(import.meta.dirname, 'assets');
const asBase64 = (file: string) => fs.readFileSync(path.join(assets, file)).toString('base64');

const DEPARTMENTS = [
  ['CSE', 'Computer Science and Engineering'],
  ['ECE', 'Electronics and Communication Engineering'],
  ['EEE', 'Electrical and Electronics Engineering'],
  ['MECH', 'Mechanical Engineering'],
  ['CIVIL', 'Civil Engineering'],
  ['IT', 'Information Technology'],
  ['MBA', 'Management Studies'],
  ['MCA', 'Computer Applications'],
  ['HS', 'Humanities and Sciences'],
] as const;

/** The first batch master data holds: alumni of 2018 on register and are recorded with it. */
const FIRST_BATCH_YEAR = 2018;

/**
 * Every course's batches, from the first kept to the incoming one: the academic year starts in June,
 * so from June the batch starting next year is the one admissions staff are filling.
 */
function batchYears(now = new Date()): number[] {
  const incoming = now.getFullYear() + (now.getMonth() >= 5 ? 1 : 0);
  return Array.from({ length: incoming - FIRST_BATCH_YEAR + 1 }, (_, i) => FIRST_BATCH_YEAR + i);
}

interface CourseSeed {
  code: string;
  name: string;
  level: string;
  years: number;
  letter: string;
  startYears: number[];
  branches: [code: string, name: string, rollCode: string, dept: string][];
  share: number;
}

const COURSES: CourseSeed[] = [
  {
    code: 'B.Tech',
    name: 'Bachelor of Technology',
    level: 'UG',
    years: 4,
    letter: 'A',
    startYears: [2022, 2023, 2024, 2025],
    share: 0.76,
    branches: [
      ['CSE', 'Computer Science and Engineering', '05', 'CSE'],
      ['ECE', 'Electronics and Communication Engineering', '04', 'ECE'],
      ['EEE', 'Electrical and Electronics Engineering', '02', 'EEE'],
      ['MECH', 'Mechanical Engineering', '03', 'MECH'],
      ['CIVIL', 'Civil Engineering', '01', 'CIVIL'],
      ['IT', 'Information Technology', '12', 'IT'],
    ],
  },
  {
    code: 'M.Tech',
    name: 'Master of Technology',
    level: 'PG',
    years: 2,
    letter: 'D',
    startYears: [2024, 2025],
    share: 0.05,
    branches: [
      ['CSE', 'Computer Science and Engineering', '58', 'CSE'],
      ['VLSI', 'VLSI System Design', '57', 'ECE'],
      ['PE', 'Power Electronics', '54', 'EEE'],
    ],
  },
  {
    code: 'MBA',
    name: 'Master of Business Administration',
    level: 'PG',
    years: 2,
    letter: 'E',
    startYears: [2024, 2025],
    share: 0.07,
    branches: [['MBA', 'Business Administration', '00', 'MBA']],
  },
  {
    code: 'MCA',
    name: 'Master of Computer Applications',
    level: 'PG',
    years: 2,
    letter: 'F',
    startYears: [2024, 2025],
    share: 0.05,
    branches: [['MCA', 'Computer Applications', '00', 'MCA']],
  },
  {
    code: 'Diploma',
    name: 'Diploma in Engineering',
    level: 'Diploma',
    years: 3,
    letter: 'P',
    startYears: [2023, 2024, 2025],
    share: 0.07,
    branches: [
      ['DCME', 'Computer Engineering', '23', 'CSE'],
      ['DECE', 'Electronics and Communication Engineering', '24', 'ECE'],
      ['DME', 'Mechanical Engineering', '25', 'MECH'],
    ],
  },
];

const CONTACT = {
  jurisdictionCity: 'Hyderabad',
  supportEmail: 'support@vcet.edu.in',
  // The IQAC page's NIRF card opens the college's own NIRF data; the other cards keep their defaults.
  iqacLinks: { nirf: 'https://www.nirfindia.org/nirfpdfcdn/2025/pdf/Engineering/IR-E-C-99999.pdf' },
  officialCommunication:
    'The Principal, Vidyanagar College of Engineering & Technology, Vidyanagar, Ibrahimpatnam Mandal, Ranga Reddy District, Telangana 501510',
  campus: 'Sagar Highway, Vidyanagar, Ibrahimpatnam, Hyderabad, Telangana 501510',
  phoneNumber: ['+91 40 2416 7788', '+91 40 2416 7789', '+91 98480 12345'],
  faxNumber: '+91 40 2416 7790',
  candidateDetails: [
    { designation: 'Chairman', name: 'Dr. K. Venkateswara Rao', mailId: 'chairman@vcet.edu.in' },
    { designation: 'Principal', name: 'Dr. S. Lakshmi Narayana', mailId: 'principal@vcet.edu.in' },
    { designation: 'Dean, Academics', name: 'Dr. P. Srinivasa Reddy', mailId: 'dean.academics@vcet.edu.in' },
    { designation: 'Controller of Examinations', name: 'Dr. M. Anuradha', mailId: 'coe@vcet.edu.in' },
    { designation: 'Admissions Office', name: 'Sri. T. Ramesh Kumar', mailId: 'admissions@vcet.edu.in' },
    { designation: 'Training & Placement Officer', name: 'Dr. G. Harika', mailId: 'placements@vcet.edu.in' },
  ],
};

const ABOUT_US =
  'Vidyanagar College of Engineering & Technology (VCET) was established in 1998 by the Vidyanagar Educational Society ' +
  'to bring quality technical education to students of rural Telangana. The college is autonomous, approved by AICTE, ' +
  'affiliated to JNTU Hyderabad and accredited by NAAC with an A grade; its B.Tech programmes in CSE, ECE, EEE and MECH ' +
  'are accredited by the NBA. Spread over 40 acres on the Sagar Highway, the campus houses more than 4,000 students, ' +
  '250 faculty members, a central library of 60,000 volumes, research centres and hostels for boys and girls.';

async function seedCollege(db: DbOrTx) {
  await db
    .insert(collegeSettings)
    .values({
      id: 1,
      code: 'DEMO',
      name: 'Vidyanagar College of Engineering & Technology',
      aboutUs: ABOUT_US,
      contact: CONTACT,
      logo: asBase64('logo.png'),
      banner: asBase64('banner.jpg'),
    })
    .onConflictDoNothing();
}

async function seedMasterData(db: DbOrTx) {
  await db
    .insert(roles)
    .values(ROLES.map((name) => ({ name, label: roleLabel(name) })))
    .onConflictDoNothing();
  await db
    .insert(departments)
    .values(DEPARTMENTS.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
  const deptIds = new Map((await db.select().from(departments)).map((d) => [d.code, d.id]));
  for (const c of COURSES) {
    await db.insert(courses).values({ code: c.code, name: c.name, level: c.level, durationYears: c.years }).onConflictDoNothing();
    const [course] = await db.select().from(courses).where(eq(courses.code, c.code));
    await db
      .insert(batches)
      .values(batchYears().map((y) => ({ courseId: course.id, name: `${y}-${y + c.years}`, startYear: y })))
      .onConflictDoNothing();
    await db
      .insert(branches)
      .values(
        c.branches.map(([code, name, rollCode, dept]) => ({ courseId: course.id, code, name, rollCode, departmentId: deptIds.get(dept) })),
      )
      .onConflictDoNothing();
    const sems = Array.from({ length: c.years * 2 }, (_, i) => ({
      courseId: course.id,
      number: i + 1,
      name: `${['I', 'II', 'III', 'IV'][Math.floor(i / 2)]}-${i % 2 === 0 ? 'I' : 'II'}`,
    }));
    await db.insert(semesters).values(sems).onConflictDoNothing();
  }
}

/** The semester a batch is in now (November: the odd semester of its current year). */
function currentSemesterNumber(startYear: number, years: number, now = new Date()): number {
  const yearOfStudy = now.getFullYear() - startYear + (now.getMonth() >= 5 ? 1 : 0);
  const clamped = Math.min(Math.max(yearOfStudy, 1), years);
  return clamped * 2 - (now.getMonth() >= 5 && now.getMonth() <= 10 ? 1 : 0);
}

async function seedStudents(db: DbOrTx, total: number) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(students);
  if (count > 0) return;
  const rand = seededRandom(2026);
  const rows: (typeof students.$inferInsert)[] = [];
  let last: StudentContext | undefined;
  for (const c of COURSES) {
    const [course] = await db.select().from(courses).where(eq(courses.code, c.code));
    // Students are seeded into the batches studying now, not the past or incoming ones.
    const courseBatches = (await db.select().from(batches).where(eq(batches.courseId, course.id))).filter((b) =>
      c.startYears.includes(b.startYear),
    );
    const courseBranches = await db.select().from(branches).where(eq(branches.courseId, course.id));
    const courseSems = await db.select().from(semesters).where(eq(semesters.courseId, course.id));
    const groups = courseBatches.length * courseBranches.length;
    const perGroup = Math.max(1, Math.round((total * c.share) / groups));
    for (const batch of courseBatches) {
      const semNumber = currentSemesterNumber(batch.startYear, c.years);
      const semesterId = courseSems.find((s) => s.number === semNumber)?.id ?? null;
      for (const branch of courseBranches) {
        for (let serial = 1; serial <= perGroup && rows.length < total; serial++) {
          last = { course, batch, branch, semesterId, serial, letter: c.letter };
          rows.push(studentRow(rand, last));
        }
      }
    }
  }
  // Rounding per group can leave a few short of the total: the last group takes them.
  while (last && rows.length < total) {
    last = { ...last, serial: last.serial + 1 };
    rows.push(studentRow(rand, last));
  }
  rows.push(...(await incomingRows(db, incomingCount(total))));
  for (let i = 0; i < rows.length; i += 500) await db.insert(students).values(rows.slice(i, i + 500));
}

/**
 * The incoming batch, after the register's students (so that theirs stay as they were): the
 * current academic year's batch of every course and branch in turn, until there are `count`.
 */
async function incomingRows(db: DbOrTx, count: number): Promise<(typeof students.$inferInsert)[]> {
  const year = intakeYear();
  const groups: Omit<StudentContext, 'serial'>[] = [];
  for (const c of COURSES) {
    const [course] = await db.select().from(courses).where(eq(courses.code, c.code));
    const [batch] = await db
      .select()
      .from(batches)
      .where(and(eq(batches.courseId, course.id), eq(batches.startYear, year)));
    // A batch the register already fills (a clock set back to its year) has its admissions of the year.
    if (!batch || c.startYears.includes(year)) continue;
    const courseSems = await db.select().from(semesters).where(eq(semesters.courseId, course.id));
    const semesterId = courseSems.find((s) => s.number === 1)?.id ?? null;
    const courseBranches = await db.select().from(branches).where(eq(branches.courseId, course.id)).orderBy(asc(branches.id));
    for (const branch of courseBranches) groups.push({ course, batch, branch, semesterId, letter: c.letter });
  }
  if (groups.length === 0) return [];
  const rand = seededRandom(2027);
  return Array.from({ length: count }, (_, i) =>
    studentRow(rand, { ...groups[i % groups.length], serial: Math.floor(i / groups.length) + 1 }),
  );
}

interface StudentContext {
  course: typeof courses.$inferSelect;
  batch: typeof batches.$inferSelect;
  branch: typeof branches.$inferSelect;
  semesterId: number | null;
  serial: number;
  letter: string;
}

function studentRow(rand: () => number, ctx: StudentContext): typeof students.$inferInsert {
  const female = rand() < 0.45;
  const first = pick(rand, female ? FEMALE_NAMES : MALE_NAMES);
  const surname = pick(rand, SURNAMES);
  const father = `${pick(rand, MALE_NAMES)} ${surname}`;
  const roll = rollNumber(ctx.batch.startYear, ctx.letter, ctx.branch.rollCode, ctx.serial);
  const age = ctx.course.level === 'PG' ? 22 : ctx.course.level === 'Diploma' ? 16 : 18;
  const dob = new Date(Date.UTC(ctx.batch.startYear - age, Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)));
  return {
    rollNumber: roll,
    fullName: `${first} ${surname}`,
    courseId: ctx.course.id,
    batchId: ctx.batch.id,
    branchId: ctx.branch.id,
    semesterId: ctx.semesterId,
    gender: female ? 'FEMALE' : 'MALE',
    dateOfBirth: dob.toISOString().slice(0, 10),
    email: `${roll.toLowerCase()}@vcet.edu.in`,
    mobile: `${6 + Math.floor(rand() * 4)}${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`,
    fatherName: father,
    motherName: `${pick(rand, FEMALE_NAMES)} ${surname}`,
  };
}

async function seedFaculty(db: DbOrTx) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(faculty);
  if (count > 0) return;
  const rand = seededRandom(1998);
  const depts = await db.select().from(departments);
  const designations = ['Professor', 'Associate Professor', 'Assistant Professor', 'Assistant Professor'];
  const rows = depts.flatMap((d, di) =>
    Array.from({ length: 8 }, (_, i) => {
      const female = rand() < 0.4;
      const name = `${female ? 'Dr. ' : i % 3 === 0 ? 'Dr. ' : ''}${pick(rand, female ? FEMALE_NAMES : MALE_NAMES)} ${pick(rand, SURNAMES)}`;
      const empCode = `VC-F${String(di * 8 + i + 1).padStart(3, '0')}`;
      return {
        empCode,
        fullName: name,
        email: `${empCode.toLowerCase()}@vcet.edu.in`,
        designation: designations[i % 4],
        departmentId: d.id,
      };
    }),
  );
  await db.insert(faculty).values(rows);
}

const DEMO_FULL_NAMES: Partial<Record<Role, string>> = {
  ROLE_ADMIN: 'Ravi Teja Kondapalli',
  ROLE_FACULTY: 'Dr. Anitha Reddy',
  ROLE_HOD: 'Dr. Venkata Ramana Murthy',
  ROLE_PRINCIPAL: 'Dr. S. Lakshmi Narayana',
  ROLE_CHAIRMAN: 'Dr. K. Venkateswara Rao',
  ROLE_DEAN: 'Dr. P. Srinivasa Reddy',
  ROLE_EXAMINATION: 'Dr. M. Anuradha',
  ROLE_ADMISSIONS: 'T. Ramesh Kumar',
  ROLE_PLACEMENT_DEAN: 'Dr. G. Harika',
};

/** The demo alumnus: a graduate of an earlier batch, not of the register, whose registration the demo holds (seed-alumni.ts). */
/** The demo parent's mobile, where the demo's SMS simulator addresses their messages. */
export const DEMO_PARENT_MOBILE = '+919876543210';
const DEMO_ALUMNUS = { fullName: 'Harsha Vardhan Rao', email: 'harsha.rao@example.in' };

async function seedUsers(db: DbOrTx) {
  const cse = await db.query.departments.findFirst({ where: eq(departments.code, 'CSE') });
  const [btech] = await db.select().from(courses).where(eq(courses.code, 'B.Tech'));
  const [cseBranch] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.courseId, btech.id), eq(branches.code, 'CSE')));
  // The demo student has a year of results and dues behind them: not one of the incoming batch.
  const [student] = await db
    .select({ student: students })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batchId))
    .where(and(eq(students.branchId, cseBranch.id), lt(batches.startYear, intakeYear())))
    .orderBy(desc(students.rollNumber))
    .limit(1)
    .then((rows) => rows.map((r) => r.student));
  const fac = await db.query.faculty.findFirst({ where: eq(faculty.departmentId, cse!.id) });
  const existing = new Set((await db.select({ u: users.username }).from(users)).map((r) => r.u));
  const rand = seededRandom(7);
  const todo = ROLES.filter((r) => !existing.has(demoUsernameFor(r)));
  const hashes = await Promise.all(todo.map(() => hashPassword(DEMO_PASSWORD)));
  const rows = todo.map((role, i): typeof users.$inferInsert => {
    const username = demoUsernameFor(role);
    const base = {
      username,
      passwordHash: hashes[i],
      fullName: DEMO_FULL_NAMES[role] ?? `${pick(rand, MALE_NAMES)} ${pick(rand, SURNAMES)}`,
      email: `${username}@vcet.edu.in`,
      roles: [role],
      program: null as string | null,
    };
    if (role === 'ROLE_STUDENT' && student)
      return { ...base, fullName: student.fullName, studentId: student.id, program: 'CSE', email: student.email };
    if (role === 'ROLE_PARENT' && student)
      return { ...base, fullName: student.fatherName ?? base.fullName, studentId: student.id, mobile: DEMO_PARENT_MOBILE };
    if (role === 'ROLE_ALUMNI') return { ...base, ...DEMO_ALUMNUS };
    if (role === 'ROLE_HOD') return { ...base, departmentId: cse?.id, program: 'CSE' };
    if (role === 'ROLE_FACULTY' && fac) return { ...base, fullName: fac.fullName, departmentId: cse?.id, program: 'CSE' };
    return base;
  });
  if (rows.length) await db.insert(users).values(rows);
  if (fac) {
    const facUser = await db.query.users.findFirst({ where: eq(users.username, 'faculty') });
    if (facUser) await db.update(faculty).set({ userId: facUser.id }).where(eq(faculty.id, fac.id));
  }
  if (cse) await linkHeadOfDepartment(db, cse.id);
}

/**
 * The demo head of department teaches too: their sign-in is a professor of the department, whose
 * name the faculty record takes, so their landing page opens on their own classes.
 */
async function linkHeadOfDepartment(db: DbOrTx, departmentId: number) {
  const head = await db.query.users.findFirst({ where: eq(users.username, 'hod') });
  if (!head || (await db.query.faculty.findFirst({ where: eq(faculty.userId, head.id) }))) return;
  const professor = await db.query.faculty.findFirst({
    where: and(eq(faculty.departmentId, departmentId), isNull(faculty.userId), eq(faculty.designation, 'Professor')),
    orderBy: asc(faculty.id),
  });
  if (professor) await db.update(faculty).set({ userId: head.id, fullName: head.fullName }).where(eq(faculty.id, professor.id));
}

/** Seeds the demo college. Every step checks what is there, so running it again changes nothing. */
export async function seedDemo(db: Db, services: SeedServices, opts: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCollege(tx);
    await seedMasterData(tx);
    await seedMasterDataDemo(tx);
    await seedStudents(tx, opts.students ?? 2000);
    await seedApplications(tx, services.sealAadhaar);
    await seedFaculty(tx);
    await seedUsers(tx);
    await seedResults(tx);
    await seedFees(tx);
    await seedPaymentsHistory(tx);
    await seedFacultyRecords(tx);
    await seedAlumni(tx);
    await seedLibrary(tx);
    await seedCirculation(tx);
    await seedTransport(tx);
    await seedHostel(tx);
    await seedGrievances(tx);
    await seedPlacements(tx);
    await seedCurriculum(tx);
    await seedAcademicDay(tx);
    await seedAttendance(tx);
  });
}
