import { asc, eq, lt } from 'drizzle-orm';
import { gradeFor, summarize } from '@campus/shared';
import type { DbOrTx } from '../db/client.js';
import { students } from '../features/admissions/students.table.js';
import { batches, branches, courses } from '../features/masterdata/masterdata.table.js';
import { createResultsRepository, type StudentResultInput } from '../features/results/results.repository.js';
import { intakeYear } from './incoming-batch.js';
import { seededRandom } from './names.js';

/** Two published titles and one draft (still being checked by the examination branch). */
export const DEMO_EXAM_TITLES = [
  { title: 'Semester End Examinations (Regular), December 2025', published: true },
  { title: 'Semester End Examinations (Regular), May 2026', published: true },
  { title: 'Semester End Examinations (Regular), November 2026', published: false },
] as const;

type CourseSeed = [code: string, name: string];

/**
 * Eight courses per title and programme: six theory courses (3 credits) then two laboratories (1.5).
 * Codes follow the JNTU pattern: subject prefix, semester digit, serial, PC (professional core) or LC (lab).
 */
const POOLS: Record<string, string[][]> = {
  CS: [
    [
      'Data Structures',
      'Discrete Mathematics',
      'Digital Logic Design',
      'Object Oriented Programming through Java',
      'Computer Organization',
      'Probability and Statistics',
      'Data Structures Lab',
      'Java Programming Lab',
    ],
    [
      'Design and Analysis of Algorithms',
      'Operating Systems',
      'Database Management Systems',
      'Formal Languages and Automata Theory',
      'Software Engineering',
      'Business Economics and Financial Analysis',
      'Operating Systems Lab',
      'Database Management Systems Lab',
    ],
    [
      'Computer Networks',
      'Compiler Design',
      'Machine Learning',
      'Web Technologies',
      'Cloud Computing',
      'Cryptography and Network Security',
      'Computer Networks Lab',
      'Machine Learning Lab',
    ],
  ],
  EC: [
    [
      'Electronic Devices and Circuits',
      'Network Analysis',
      'Signals and Systems',
      'Switching Theory and Logic Design',
      'Probability Theory and Stochastic Processes',
      'Engineering Mathematics III',
      'Electronic Devices Lab',
      'Basic Simulation Lab',
    ],
    [
      'Analog Circuits',
      'Electromagnetic Waves and Transmission Lines',
      'Analog and Digital Communications',
      'Control Systems',
      'Linear IC Applications',
      'Pulse and Digital Circuits',
      'Analog Circuits Lab',
      'Communications Lab',
    ],
    [
      'Microprocessors and Microcontrollers',
      'Digital Signal Processing',
      'Antennas and Wave Propagation',
      'VLSI Design',
      'Embedded Systems',
      'Digital Image Processing',
      'Microcontrollers Lab',
      'Digital Signal Processing Lab',
    ],
  ],
  EE: [
    [
      'Electrical Circuit Analysis',
      'Electromagnetic Fields',
      'Analog Electronics',
      'Electrical Machines I',
      'Engineering Mathematics III',
      'Engineering Mechanics',
      'Electrical Circuits Lab',
      'Analog Electronics Lab',
    ],
    [
      'Electrical Machines II',
      'Power Systems I',
      'Control Systems',
      'Digital Electronics',
      'Measurements and Instrumentation',
      'Managerial Economics',
      'Electrical Machines Lab',
      'Control Systems Lab',
    ],
    [
      'Power Electronics',
      'Power Systems II',
      'Microprocessors and Microcontrollers',
      'Power System Protection',
      'Electric Drives',
      'Renewable Energy Sources',
      'Power Electronics Lab',
      'Power Systems Lab',
    ],
  ],
  ME: [
    [
      'Engineering Thermodynamics',
      'Mechanics of Solids',
      'Material Science and Metallurgy',
      'Production Technology',
      'Engineering Mathematics III',
      'Machine Drawing',
      'Production Technology Lab',
      'Material Science Lab',
    ],
    [
      'Kinematics of Machinery',
      'Fluid Mechanics and Hydraulic Machines',
      'Thermal Engineering I',
      'Machine Tools',
      'Instrumentation and Control Systems',
      'Metrology',
      'Fluid Mechanics Lab',
      'Machine Tools Lab',
    ],
    [
      'Dynamics of Machinery',
      'Design of Machine Members',
      'Heat Transfer',
      'Thermal Engineering II',
      'Operations Research',
      'CAD and CAM',
      'Heat Transfer Lab',
      'Thermal Engineering Lab',
    ],
  ],
  CE: [
    [
      'Strength of Materials I',
      'Surveying and Geomatics',
      'Fluid Mechanics',
      'Building Materials and Construction',
      'Engineering Geology',
      'Engineering Mathematics III',
      'Surveying Lab',
      'Strength of Materials Lab',
    ],
    [
      'Strength of Materials II',
      'Hydraulics and Hydraulic Machinery',
      'Structural Analysis I',
      'Concrete Technology',
      'Environmental Engineering',
      'Transportation Engineering',
      'Concrete Technology Lab',
      'Fluid Mechanics Lab',
    ],
    [
      'Design of Reinforced Concrete Structures',
      'Structural Analysis II',
      'Geotechnical Engineering',
      'Water Resources Engineering',
      'Estimation and Costing',
      'Design of Steel Structures',
      'Geotechnical Engineering Lab',
      'Environmental Engineering Lab',
    ],
  ],
  MB: [
    [
      'Management and Organizational Behaviour',
      'Managerial Economics',
      'Financial Accounting and Analysis',
      'Business Law and Ethics',
      'Business Communication',
      'Statistics for Managers',
      'Business Communication Lab',
      'Spreadsheet Modelling Lab',
    ],
    [
      'Human Resource Management',
      'Marketing Management',
      'Financial Management',
      'Operations Management',
      'Research Methodology',
      'Management Information Systems',
      'Business Analytics Lab',
      'Seminar',
    ],
    [
      'Strategic Management',
      'Entrepreneurship Development',
      'Investment Analysis and Portfolio Management',
      'Consumer Behaviour',
      'Supply Chain Management',
      'International Business',
      'Case Study Lab',
      'Summer Internship Report',
    ],
  ],
};

const POOL_OF_BRANCH: Record<string, { pool: string; prefix: string; first?: number }> = {
  CSE: { pool: 'CS', prefix: 'CS' },
  IT: { pool: 'CS', prefix: 'IT' },
  // Two-year programmes (four semesters): the three titles are of their second to fourth.
  MCA: { pool: 'CS', prefix: 'CA', first: 2 },
  DCME: { pool: 'CS', prefix: 'DC' },
  ECE: { pool: 'EC', prefix: 'EC' },
  VLSI: { pool: 'EC', prefix: 'VL', first: 2 },
  DECE: { pool: 'EC', prefix: 'DE' },
  EEE: { pool: 'EE', prefix: 'EE' },
  PE: { pool: 'EE', prefix: 'PE', first: 2 },
  MECH: { pool: 'ME', prefix: 'ME' },
  DME: { pool: 'ME', prefix: 'DM' },
  CIVIL: { pool: 'CE', prefix: 'CE' },
  MBA: { pool: 'MB', prefix: 'MB', first: 2 },
};

const placeOf = (branchCode: string) => POOL_OF_BRANCH[branchCode] ?? { pool: 'CS', prefix: branchCode.slice(0, 2) };

/** The semester a branch's students sat the demo title `titleIndex` (0 to 2) in: the third to fifth, a two-year programme's second to fourth. */
export const demoSemesterOf = (branchCode: string, titleIndex: number) => (placeOf(branchCode).first ?? 3) + titleIndex;

/** The eight courses of a branch's students in the demo title `titleIndex`: [code, name]. */
export function coursesFor(branchCode: string, titleIndex: number): CourseSeed[] {
  const { pool, prefix } = placeOf(branchCode);
  const semester = demoSemesterOf(branchCode, titleIndex);
  return POOLS[pool][titleIndex % 3].map((name, i) => [
    `${prefix}${semester}${String(i + 1).padStart(2, '0')}${i < 6 ? 'PC' : 'LC'}`,
    name,
  ]);
}

/** A normal-ish variate from three uniforms (enough for demo marks). */
const gauss = (rand: () => number) => (rand() + rand() + rand() - 1.5) * 2;

/** Marks around the student's ability: most pass, some fail a course, about one in a hundred is absent. */
export function demoStudentResult(
  rand: () => number,
  student: { rollNo: string; name: string; branchCode: string },
  titleIndex: number,
  ability: number,
): StudentResultInput {
  const list = coursesFor(student.branchCode, titleIndex).map(([courseCode, course], i) => {
    const lab = i >= 6;
    const credits = lab ? 1.5 : 3;
    if (rand() < 0.01) return { courseCode, course, credits, marks: null, ...gradeFor('AB') };
    const marks = Math.round(Math.min(100, Math.max(5, ability + gauss(rand) * 9 + (lab ? 12 : 0))));
    return { courseCode, course, credits, marks, ...gradeFor(marks) };
  });
  return { rollNo: student.rollNo, studentName: student.name, ...summarize(list), courses: list };
}

/** Results of every demo student in three exam titles; a title that already has results is left alone. */
export async function seedResults(db: DbOrTx): Promise<void> {
  const repo = createResultsRepository(db);
  const all = await db
    .select({ rollNo: students.rollNumber, name: students.fullName, branchCode: branches.code, courseCode: courses.code })
    .from(students)
    .innerJoin(branches, eq(branches.id, students.branchId))
    .innerJoin(courses, eq(courses.id, students.courseId))
    .innerJoin(batches, eq(batches.id, students.batchId))
    // The incoming batch has sat no examination yet.
    .where(lt(batches.startYear, intakeYear()))
    .orderBy(asc(students.id));
  if (all.length === 0) return;
  for (const [titleIndex, { title, published }] of DEMO_EXAM_TITLES.entries()) {
    const row = await repo.ensureTitle(title);
    if ((await repo.countStudents(row.id)) > 0) continue;
    const rand = seededRandom(4000 + titleIndex);
    const abilityRand = seededRandom(99);
    const input = all.map((s) => demoStudentResult(rand, s, titleIndex, 66 + gauss(abilityRand) * 10 + titleIndex));
    await repo.replaceStudents(row.id, input);
    if (published) await repo.setStatus(row.id, 'published');
  }
}
