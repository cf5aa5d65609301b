import { sql } from 'drizzle-orm';
import { collegeToday, type DriveMode, type PlacementRound } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../db/client.js';
import { addDays } from '../features/college-calendar/college-days.js';
import { reasonsOf } from '../features/placements/placement-eligibility.js';
import { createPlacementsRepository } from '../features/placements/placements.repository.js';
import { seededRandom } from './names.js';

interface DemoCompany {
  name: string;
  sector: string;
  website: string;
  contact: [name: string, email: string, phone: string];
  job: string;
  /** Rupees a year. */
  ctc: number;
  location: string;
  mode: DriveMode;
  rounds: PlacementRound[];
  minCgpa: number | null;
  maxBacklogs: number | null;
  /** Days from today: past drives have run their rounds, later ones are taking applications. */
  day: number;
  branches?: string[];
  women?: boolean;
}

const COMPANIES: DemoCompany[] = [
  {
    name: 'Tata Consultancy Services',
    sector: 'IT services',
    website: 'https://www.tcs.com',
    contact: ['Ramya Iyengar', 'campus.hyd@tcs.com', '+91 40 6667 8000'],
    job: 'Assistant Systems Engineer',
    ctc: 360_000,
    location: 'Hyderabad',
    mode: 'pool',
    rounds: ['aptitude', 'technical', 'hr'],
    minCgpa: 6,
    maxBacklogs: 1,
    day: -120,
  },
  {
    name: 'Infosys',
    sector: 'IT services',
    website: 'https://www.infosys.com',
    contact: ['Karthik Menon', 'campus.connect@infosys.com', '+91 80 2852 0261'],
    job: 'Systems Engineer',
    ctc: 390_000,
    location: 'Mysuru',
    mode: 'virtual',
    rounds: ['aptitude', 'technical', 'hr'],
    minCgpa: 6,
    maxBacklogs: 0,
    day: -105,
  },
  {
    name: 'Wipro',
    sector: 'IT services',
    website: 'https://www.wipro.com',
    contact: ['Sneha Kulkarni', 'talent.acquisition@wipro.com', '+91 80 2844 0011'],
    job: 'Project Engineer',
    ctc: 350_000,
    location: 'Bengaluru',
    mode: 'virtual',
    rounds: ['aptitude', 'groupDiscussion', 'hr'],
    minCgpa: 6,
    maxBacklogs: 1,
    day: -90,
  },
  {
    name: 'Larsen & Toubro',
    sector: 'Engineering and construction',
    website: 'https://www.larsentoubro.com',
    contact: ['V. Raghunath', 'gradrecruit@larsentoubro.com', '+91 22 6752 5656'],
    job: 'Graduate Engineer Trainee',
    ctc: 600_000,
    location: 'Chennai',
    mode: 'onCampus',
    rounds: ['aptitude', 'technical', 'hr'],
    minCgpa: 7,
    maxBacklogs: 0,
    day: -75,
    branches: ['CIVIL', 'MECH', 'EEE'],
  },
  {
    name: 'Accenture',
    sector: 'IT services',
    website: 'https://www.accenture.com',
    contact: ['Divya Reddy', 'india.campus@accenture.com', '+91 40 4015 5000'],
    job: 'Associate Software Engineer',
    ctc: 450_000,
    location: 'Hyderabad',
    mode: 'virtual',
    rounds: ['aptitude', 'technical', 'hr'],
    minCgpa: 6.5,
    maxBacklogs: 0,
    day: -60,
  },
  {
    name: 'Cognizant',
    sector: 'IT services',
    website: 'https://www.cognizant.com',
    contact: ['Arun Prakash', 'campus.hiring@cognizant.com', '+91 44 4209 6000'],
    job: 'Programmer Analyst Trainee',
    ctc: 400_000,
    location: 'Chennai',
    mode: 'pool',
    rounds: ['aptitude', 'groupDiscussion', 'technical', 'hr'],
    minCgpa: 6,
    maxBacklogs: 1,
    day: -45,
  },
  {
    name: 'Texas Instruments',
    sector: 'Semiconductors',
    website: 'https://www.ti.com',
    contact: ['Meera Natarajan', 'university.india@ti.com', '+91 80 2509 9000'],
    job: 'Analog Design Engineer',
    ctc: 2_400_000,
    location: 'Bengaluru',
    mode: 'onCampus',
    rounds: ['aptitude', 'technical', 'hr'],
    minCgpa: 8,
    maxBacklogs: 0,
    day: -30,
    branches: ['ECE', 'EEE'],
  },
  {
    name: 'Zoho',
    sector: 'Software products',
    website: 'https://www.zoho.com',
    contact: ['Lakshmi Narayanan', 'careers@zohocorp.com', '+91 44 6744 7070'],
    job: 'Member Technical Staff',
    ctc: 840_000,
    location: 'Chennai',
    mode: 'onCampus',
    rounds: ['aptitude', 'technical', 'hr'],
    minCgpa: 7,
    maxBacklogs: 0,
    day: -20,
    branches: ['CSE', 'ECE'],
  },
  {
    name: 'Deloitte',
    sector: 'Consulting',
    website: 'https://www.deloitte.com',
    contact: ['Farah Siddiqui', 'inrecruitment@deloitte.com', '+91 40 6603 2000'],
    job: 'Analyst',
    ctc: 700_000,
    location: 'Hyderabad',
    mode: 'virtual',
    rounds: ['aptitude', 'groupDiscussion', 'hr'],
    minCgpa: 7,
    maxBacklogs: 0,
    day: 10,
    women: true,
  },
  {
    name: 'Amazon',
    sector: 'Internet and retail',
    website: 'https://www.amazon.jobs',
    contact: ['Rohit Bansal', 'campus-india@amazon.com', '+91 80 4719 0000'],
    job: 'Software Development Engineer',
    ctc: 2_200_000,
    location: 'Hyderabad',
    mode: 'onCampus',
    rounds: ['aptitude', 'technical', 'hr'],
    minCgpa: 7.5,
    maxBacklogs: 0,
    day: 21,
    branches: ['CSE'],
  },
];

const OPT_OUT_REASONS = [
  'Higher studies: M.Tech through GATE',
  'Higher studies: MS in the United States',
  'Preparing for the civil services',
  'Joining the family business',
  'Higher studies: MBA through CAT',
];

/**
 * The demo placement season (ADR 0142): ten companies, a drive each for the final-year batches, the
 * past drives' applications taken round by round to offers, the coming drives taking applications,
 * and a few students who opted out for higher studies. Students with a login of their own are left
 * out, so that what the demo and the tests do with them starts clean. Left alone once a company exists.
 */
export async function seedPlacements(db: DbOrTx, today = collegeToday()): Promise<void> {
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from placement_companies`)) as [{ n: number }];
  if (n > 0) return;
  // The final year: of each programme, the oldest batch with students on the rolls.
  const finals = rowsOf<{ courseId: number; batchId: number }>(
    await db.execute(sql`select distinct on (s.course_id) s.course_id as "courseId", b.id as "batchId"
      from students s join batches b on b.id = s.batch_id join courses c on c.id = s.course_id
      where c.level = 'UG' and s.status = 'active' order by s.course_id, b.start_year`),
  );
  if (finals.length === 0) return;
  const branches = rowsOf<{ id: number; courseId: number; code: string }>(
    await db.execute(sql`select id, course_id as "courseId", code from branches`),
  );
  const rand = seededRandom(2042);
  const repo = createPlacementsRepository(db);
  const courseIds = finals.map((f) => f.courseId);
  const batchIds = finals.map((f) => f.batchId);
  const withLogin = new Set(
    rowsOf<{ id: number }>(await db.execute(sql`select student_id as id from users where student_id is not null`)).map((r) => r.id),
  );

  // A few opt out first: the season's drives are not for them.
  const finalYear = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from students where batch_id = any(${`{${batchIds.join(',')}}`}::integer[]) and status = 'active' order by id`,
    ),
  ).filter((s) => !withLogin.has(s.id));
  for (const [i, s] of finalYear.filter((_, i) => i % 29 === 7).entries())
    await repo.optOut(s.id, OPT_OUT_REASONS[i % OPT_OUT_REASONS.length]!, addDays(today, -130 + i));

  const places = await repo.places();
  for (const c of COMPANIES) {
    const companyId = await repo.addCompany({
      name: c.name,
      sector: c.sector,
      website: c.website,
      contacts: [{ name: c.contact[0], email: c.contact[1], phone: c.contact[2] }],
    });
    const driveOn = addDays(today, c.day);
    const driveId = await repo.addDrive({
      companyId,
      jobTitle: c.job,
      ctcRupees: c.ctc,
      location: c.location,
      driveOn,
      mode: c.mode,
      rounds: c.rounds,
      eligibility: {
        courseIds,
        branchIds: c.branches
          ? branches.filter((b) => courseIds.includes(b.courseId) && c.branches!.includes(b.code)).map((b) => b.id)
          : [],
        batchIds,
        minCgpa: c.minCgpa,
        maxBacklogs: c.maxBacklogs,
        gender: c.women ? 'FEMALE' : null,
      },
    });
    const drive = (await repo.drive(driveId))!;
    const eligible = (await repo.standingsForDrive(drive)).filter(
      (s) => !withLogin.has(s.studentId) && reasonsOf(drive, s, places, 1.5).length === 0,
    );
    const appliedAt = addDays(driveOn, -10);
    for (const s of eligible) {
      if (rand() > 0.7) continue;
      const [app] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into placement_applications (drive_id, student_id, applied_at)
          values (${driveId}, ${s.studentId}, ${`${appliedAt}T10:00:00+05:30`}::timestamptz) returning id`),
      );
      if (c.day >= 0) continue;
      // A past drive: each round keeps about half, the last round's survivors are offered.
      let round = 0;
      while (round < c.rounds.length && rand() < 0.62) round++;
      const status = round >= c.rounds.length ? 'selected' : 'rejected';
      await db.execute(sql`update placement_applications set round = ${round}, status = ${status} where id = ${app!.id}`);
      if (status === 'selected')
        await repo.addOffer({
          applicationId: app!.id,
          studentId: s.studentId,
          ctcRupees: c.ctc,
          offeredOn: addDays(driveOn, 7),
          letterStored: null,
          letterName: null,
        });
    }
  }
}
