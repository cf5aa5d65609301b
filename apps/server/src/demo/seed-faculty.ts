import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../features/auth/auth.table.js';
import { facultyAchievements, facultyAwards, facultyMous, facultyPublications } from '../features/faculty/faculty-records.table.js';
import { departments } from '../features/masterdata/masterdata.table.js';
import { faculty } from '../features/users/faculty-members.table.js';

/**
 * What the demo faculty member (`faculty`) has on record: the profile card and the tests count these.
 * Citations 14 + 31 + 9 + 0 + 46 + 12 = 112; four of the six papers are indexed by Scopus.
 */
const DEMO_FACULTY_PAPERS: [title: string, venue: string, year: number, citations: number, scopus: boolean][] = [
  ['Federated Learning for Crop Disease Detection on Edge Devices', 'IEEE Access', 2021, 14, true],
  ['A Lightweight Intrusion Detection System for IoT Networks', 'Journal of Network and Computer Applications', 2022, 31, true],
  ['Explainable Credit Scoring with Gradient Boosted Trees', 'Expert Systems with Applications', 2023, 9, true],
  ['Teaching Data Structures with Visual Simulations', 'Journal of Engineering Education Transformations', 2023, 0, false],
  ['Transformer Models for Telugu Text Summarisation', 'ACM Transactions on Asian Language Information Processing', 2024, 46, true],
  ['Energy-Aware Task Scheduling in Fog Computing', 'International Conference on Computing and Communication', 2025, 12, false],
];
const DEMO_FACULTY_MOUS: [organisation: string, signedOn: string][] = [
  ['Tata Consultancy Services, Hyderabad', '2023-07-14'],
  ['IIIT Hyderabad, Centre for Data Engineering', '2024-02-09'],
];
const DEMO_FACULTY_AWARDS: [title: string, awardedBy: string, year: number][] = [
  ['Best Teacher Award', 'Vidyanagar Educational Society', 2022],
  ['Best Paper Award', 'International Conference on Computing and Communication', 2024],
  ['Young Researcher Award', 'Institution of Engineers (India), Telangana Centre', 2025],
];
/** The demo faculty member's achievements (newest first as the screen lists them). */
export const DEMO_FACULTY_ACHIEVEMENTS: [date: string, description: string][] = [
  ['2025-09-18', 'Received a DST-SERB grant of ₹18 lakh for research on edge AI in agriculture'],
  ['2025-03-06', 'Resource person at the AICTE faculty development programme on machine learning'],
  ['2024-11-22', 'Guided the student team that won the Smart India Hackathon 2024 (software edition)'],
];
/** Achievements of other CSE members, then of the first ECE member (the HOD of CSE must not see those). */
const OTHER_ACHIEVEMENTS = [
  'Completed the NPTEL course on Cloud Computing with an Elite + Gold certificate',
  'Published a patent on a low-cost soil moisture sensor network',
  'Organised the national workshop on cyber security for engineering colleges',
];
/** CSE: the demo member's three and three of their colleagues'. */
export const DEMO_CSE_ACHIEVEMENTS = DEMO_FACULTY_ACHIEVEMENTS.length + OTHER_ACHIEVEMENTS.length;
export const DEMO_ECE_ACHIEVEMENTS = 2;

/** Publications, MoUs, awards and achievements of the demo faculty. Runs once: nothing is added when papers exist. */
export async function seedFacultyRecords(db: DbOrTx): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(facultyPublications);
  if (n > 0) return;
  const members = await db
    .select({ id: faculty.id, departmentId: faculty.departmentId, code: departments.code, userId: faculty.userId })
    .from(faculty)
    .innerJoin(departments, eq(departments.id, faculty.departmentId))
    .orderBy(asc(faculty.id));
  const [demoUser] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'faculty'));
  const demo = members.find((m) => demoUser && m.userId === demoUser.id);
  if (!demo) return;
  const papers: (typeof facultyPublications.$inferInsert)[] = DEMO_FACULTY_PAPERS.map(([title, venue, year, citations, scopusIndexed]) => ({
    facultyId: demo.id,
    title,
    venue,
    year,
    citations,
    scopusIndexed,
  }));
  // Colleagues have a paper or two each, so a HOD or the Dean looking them up sees figures too.
  members
    .filter((m) => m.id !== demo.id)
    .forEach((m, i) => {
      for (let k = 0; k < (i % 3) + 1; k++)
        papers.push({
          facultyId: m.id,
          title: `${['Studies on', 'A Survey of', 'Experiments in'][k]} ${m.code} Laboratory Practice, Part ${i + 1}`,
          venue: 'International Journal of Engineering Research and Technology',
          year: 2020 + ((i + k) % 6),
          citations: (i * 7 + k * 3) % 20,
          scopusIndexed: (i + k) % 2 === 0,
        });
    });
  await db.insert(facultyPublications).values(papers);
  await db
    .insert(facultyMous)
    .values(DEMO_FACULTY_MOUS.map(([organisation, signedOn]) => ({ facultyId: demo.id, organisation, signedOn })));
  await db
    .insert(facultyAwards)
    .values(DEMO_FACULTY_AWARDS.map(([title, awardedBy, year]) => ({ facultyId: demo.id, title, awardedBy, year })));

  const cseColleagues = members.filter((m) => m.departmentId === demo.departmentId && m.id !== demo.id);
  const ece = members.find((m) => m.code === 'ECE');
  const achievements: (typeof facultyAchievements.$inferInsert)[] = [
    ...DEMO_FACULTY_ACHIEVEMENTS.map(([achievedOn, description]) => ({
      facultyId: demo.id,
      departmentId: demo.departmentId!,
      achievedOn,
      description,
    })),
    ...OTHER_ACHIEVEMENTS.map((description, i) => ({
      facultyId: cseColleagues[i].id,
      departmentId: demo.departmentId!,
      achievedOn: `2025-0${i + 1}-15`,
      description,
    })),
  ];
  if (ece)
    achievements.push(
      {
        facultyId: ece.id,
        departmentId: ece.departmentId!,
        achievedOn: '2025-08-01',
        description: 'Set up the VLSI design laboratory with Cadence tools',
      },
      {
        facultyId: ece.id,
        departmentId: ece.departmentId!,
        achievedOn: '2024-12-10',
        description: 'Chaired a session at the IEEE India Council conference',
      },
    );
  await db.insert(facultyAchievements).values(achievements);
}
