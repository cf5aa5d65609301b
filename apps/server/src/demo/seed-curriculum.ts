import { eq, sql } from 'drizzle-orm';
import type { SubjectInput } from '@campus/shared';
import type { DbOrTx } from '../db/client.js';
import { createCurriculumRepository } from '../features/curriculum/curriculum.repository.js';
import { regulations } from '../features/curriculum/curriculum.table.js';
import { branches, courses } from '../features/masterdata/masterdata.table.js';
import { coursesFor, DEMO_EXAM_TITLES, demoSemesterOf } from './seed-results.js';

const R22 = { code: 'R22', name: 'Autonomous Regulations 2022', fromYear: 2022 };

/** B.Tech CSE's fifth semester offers a professional elective of three choices, as colleges of this kind do. */
const CSE_ELECTIVES: [code: string, name: string][] = [
  ['CS507PE', 'Machine Learning'],
  ['CS508PE', 'Cloud Computing'],
  ['CS509PE', 'Software Testing Methodologies'],
];

/**
 * The demo's curriculum: regulation R22 with, for every branch, the subjects of the semesters the
 * demo results are of (the same codes, names and credits), theory out of 40 + 60 and labs 50 + 50,
 * and an elective group in B.Tech CSE's fifth semester. Semesters past a programme's last are left out.
 */
export async function seedCurriculum(db: DbOrTx): Promise<void> {
  if ((await db.select({ id: regulations.id }).from(regulations).where(eq(regulations.code, R22.code))).length > 0) return;
  const repo = createCurriculumRepository(db);
  const regulationId = await repo.insertRegulation(R22);
  const places = await db
    .select({ branchId: branches.id, branch: branches.code, courseId: courses.id, course: courses.code, years: courses.durationYears })
    .from(branches)
    .innerJoin(courses, eq(courses.id, branches.courseId))
    .orderBy(sql`${courses.code}, ${branches.code}`);
  const subjects: SubjectInput[] = [];
  for (const p of places)
    for (const titleIndex of DEMO_EXAM_TITLES.keys()) {
      const semester = demoSemesterOf(p.branch, titleIndex);
      if (semester > p.years * 2) continue;
      for (const [i, [code, name]] of coursesFor(p.branch, titleIndex).entries()) {
        const lab = i >= 6;
        subjects.push({
          regulationId,
          courseId: p.courseId,
          branchId: p.branchId,
          semester,
          code,
          name,
          credits: lab ? 1.5 : 3,
          kind: lab ? 'lab' : 'theory',
          electiveGroup: null,
          internalMax: lab ? 50 : 40,
          externalMax: lab ? 50 : 60,
        });
      }
      if (p.course === 'B.Tech' && p.branch === 'CSE' && semester === 5)
        for (const [code, name] of CSE_ELECTIVES)
          subjects.push({
            regulationId,
            courseId: p.courseId,
            branchId: p.branchId,
            semester,
            code,
            name,
            credits: 3,
            kind: 'elective',
            electiveGroup: 'PE-I',
            internalMax: 40,
            externalMax: 60,
          });
    }
  await repo.upsertSubjects(subjects);
}
