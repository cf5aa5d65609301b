import { asc, eq, isNull, sql } from 'drizzle-orm';
import { applicationFormDataSchema, withVerhoeff, type ApplicationFormData } from '@campus/shared';
import type { DbOrTx } from '../db/client.js';
import { applicationColumns } from '../features/admissions/admission-record.js';
import { createAdmissionsRepository } from '../features/admissions/admissions.repository.js';
import { applications } from '../features/admissions/applications.table.js';
import { students } from '../features/admissions/students.table.js';
import { batches, branches, courses } from '../features/masterdata/masterdata.table.js';
import { intakeDates, intakeYear } from './incoming-batch.js';
import { FEMALE_NAMES, MALE_NAMES, pick, seededRandom } from './names.js';

/** How an Aadhaar number is stored: the admissions feature's vault seals it. */
export type SealAadhaar = (aadhaar: string) => { aadhaarCipher: string; aadhaarHash: string; aadhaarLast4: string };

const CATEGORIES: [category: string, subCastes: string[]][] = [
  ['OC', ['Reddy', 'Kamma', 'Velama', 'Vysya']],
  ['BC-B', ['Padmasali', 'Viswabrahmin', 'Kummari']],
  ['BC-D', ['Munnuru Kapu', 'Yadava', 'Mudiraj']],
  ['SC', ['Mala', 'Madiga']],
  ['ST', ['Lambada', 'Koya']],
];
const RELIGIONS = ['Hindu', 'Hindu', 'Hindu', 'Hindu', 'Muslim', 'Christian'];
const DISTRICTS = ['Nalgonda', 'Hyderabad', 'Rangareddy', 'Khammam', 'Warangal', 'Suryapet'];
const OCCUPATIONS = ['Farmer', 'Teacher', 'Business', 'Government Employee', 'Driver'];
const ENTRANCE: Record<string, string> = { UG: 'EAPCET', PG: 'PGECET', Diploma: 'POLYCET' };

type StudentRow = typeof students.$inferSelect;
interface Course {
  code: string;
  level: string;
}

const digits = (rand: () => number, n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');

/** A Verhoeff-valid Aadhaar-shaped number (first digit 2–9), as UIDAI issues them. */
function aadhaarNumber(rand: () => number): string {
  return withVerhoeff(String(2 + Math.floor(rand() * 8)) + digits(rand, 10));
}

/** A complete full-form record for a seeded student: every field a clerk fills, all of it valid. */
function formOf(rand: () => number, s: StudentRow, course: Course, batch: string, branch: string, startYear: number, aadhaar: string) {
  const surname = s.fullName.split(' ').at(-1)!;
  const [category, castes] = pick(rand, CATEGORIES);
  const district = pick(rand, DISTRICTS);
  const interTotal = 1000;
  const interMarks = 600 + Math.floor(rand() * 390);
  const sscPercentage = 60 + Math.floor(rand() * 40);
  const form: Record<string, unknown> = {
    rollNumber: s.rollNumber,
    name: s.fullName,
    courseAppliedFor: course.code,
    batch,
    branch,
    gender: s.gender,
    aadharNo: aadhaar,
    dateOfAdmission: `${startYear}-08-${String(10 + Math.floor(rand() * 20)).padStart(2, '0')}`,
    dateOfBirth: s.dateOfBirth,
    rank: String(1 + Math.floor(rand() * 60000)),
    nationality: 'Indian',
    religion: pick(rand, RELIGIONS),
    motherTongue: 'Telugu',
    emailId: s.email,
    admissionType: 'Direct',
    category,
    subCaste: pick(rand, castes),
    fathersName: s.fatherName,
    mothersName: s.motherName,
    occupationOfFather: pick(rand, OCCUPATIONS),
    occupationOfMother: pick(rand, ['Homemaker', ...OCCUPATIONS]),
    fatherContactNo: `9${digits(rand, 9)}`,
    studentContactNo: s.mobile,
    village: `${pick(rand, [...MALE_NAMES, ...FEMALE_NAMES]).slice(0, 4)}pally`,
    mandal: district,
    district,
    state: 'Telangana',
    pincode: `50${digits(rand, 4)}`,
    presentAddress: `${1 + Math.floor(rand() * 40)}-${Math.floor(rand() * 200)}, ${district}, Telangana`,
    permanentAddress: `${1 + Math.floor(rand() * 40)}-${Math.floor(rand() * 200)}, ${district}, Telangana`,
    physicallyChallanged: 'No',
    belongsToSportsNcc: rand() < 0.1 ? 'Yes' : 'No',
    ssc: { board: 'BSE Telangana', school: `ZPHS ${district}`, yearOfPass: String(startYear - 2) },
    sscPercentage: String(sscPercentage),
    inter:
      course.level === 'Diploma' ? undefined : { board: 'TSBIE', institution: `${surname} Junior College`, yearOfPass: String(startYear) },
    marksSecured: course.level === 'Diploma' ? undefined : String(interMarks),
    totalMarksInter: course.level === 'Diploma' ? undefined : String(interTotal),
    percentageOfMarks: course.level === 'Diploma' ? undefined : String(Math.round((interMarks / interTotal) * 100)),
    knowingAboutInstitute: pick(rand, ['oldStudent', 'familyRelation', 'website', 'news']),
    entranceType: ENTRANCE[course.level] ?? 'EAPCET',
    certificateSubmission: 'Yes',
    scholarShip: rand() < 0.3 ? 'Yes' : 'No',
    lateral: 'No',
    lateralEntry: 'No',
  };
  return applicationFormDataSchema.parse(JSON.parse(JSON.stringify(form)));
}

/**
 * Gives every demo student without one a complete admission record with a valid Aadhaar number,
 * sealed like any other, so that any of them can be opened and saved in the admission forms. Only
 * students without an application are touched: running it again changes nothing.
 */
export async function seedApplications(db: DbOrTx, seal: SealAadhaar): Promise<void> {
  const todo = await db
    .select({ student: students, course: courses, batch: batches, branch: branches })
    .from(students)
    .leftJoin(applications, eq(applications.studentId, students.id))
    .innerJoin(courses, eq(courses.id, students.courseId))
    .innerJoin(batches, eq(batches.id, students.batchId))
    .innerJoin(branches, eq(branches.id, students.branchId))
    .where(isNull(applications.id))
    .orderBy(asc(students.id));
  if (!todo.length) return;
  const rand = seededRandom(1947);
  const repo = createAdmissionsRepository(db);
  const taken = new Set<string>();
  const forms: { student: StudentRow; form: ApplicationFormData }[] = [];
  for (const row of todo) {
    let aadhaar = aadhaarNumber(rand);
    while (taken.has(aadhaar)) aadhaar = aadhaarNumber(rand);
    taken.add(aadhaar);
    forms.push({
      student: row.student,
      form: formOf(rand, row.student, row.course, row.batch.name, row.branch.code, row.batch.startYear, aadhaar),
    });
  }
  // The incoming batch was admitted over this academic year, up to today.
  const incoming = forms.filter((_, i) => todo[i].batch.startYear === intakeYear());
  intakeDates(incoming.length).forEach((day, i) => (incoming[i].form.dateOfAdmission = day));
  const numbers = await admissionNumbers(
    repo,
    forms.map((f) => Number(f.form.dateOfAdmission!.slice(0, 4))),
  );
  const rows = forms.map(({ student, form }, i): typeof applications.$inferInsert => ({
    studentId: student.id,
    admissionNumber: student.admissionNumber ?? numbers[i],
    ...applicationColumns(form),
    ...seal(form.aadharNo),
  }));
  for (let i = 0; i < rows.length; i += 250) await db.insert(applications).values(rows.slice(i, i + 250));
  await db.execute(
    sql`update students set admission_number = a.admission_number from applications a where a.student_id = students.id and students.admission_number is null`,
  );
}

/** One admission number per record, from the counter of its year of admission, in record order. */
async function admissionNumbers(repo: ReturnType<typeof createAdmissionsRepository>, years: number[]): Promise<string[]> {
  const byYear = new Map<number, string[]>();
  for (const year of new Set(years)) byYear.set(year, await repo.reserveAdmissionNumbers(year, years.filter((y) => y === year).length));
  return years.map((year) => byYear.get(year)!.shift()!);
}
