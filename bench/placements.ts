/**
 * The placement office on the embedded database: 5,000 final-year students of one passing-out batch,
 * each with two published semesters of eight courses (80,000 course results, some failed), are written
 * directly; then, through the HTTP API,
 *   - the eligibility of all 5,000 for a drive (GET /api/placements/drives/:id/eligibility: the CGPA
 *     over each course's latest attempt and the active backlogs of every student, and each criterion
 *     failed in words), median of RUNS calls after a warm-up, and
 *   - the company's shortlist of 2,000 roll numbers uploaded as a workbook
 *     (POST /api/placements/drives/:id/shortlist: read in a workbook worker, every roll number checked
 *     against the drive's 2,500 applicants, all moved on in one transaction), twice, a round each,
 * each printed as a ratio to a baseline measured in the same run on the same app: GET /api/auth/me,
 * a signed-in call that does next to nothing. Fails when the eligibility takes over 1 s or a
 * shortlist over 5 s, or when the answers are not what the data says.
 *
 *   npm run bench:placements
 *   STUDENTS=10000 npm run bench:placements
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Advanced, DriveEligibilityList } from '@campus/shared';
import { bearer, createTestApp, multipart } from '../apps/server/test/helpers.js';
import { shortlistWorkbook } from '../apps/server/test/placement-shortlist.js';

const STUDENTS = Number(process.env.STUDENTS ?? 5_000);
const APPLICANTS = Math.min(STUDENTS, 2_500);
const SHORTLISTED = Math.min(APPLICANTS, 2_000);
const RUNS = Number(process.env.RUNS ?? 5);
const ELIGIBILITY_SECONDS = 1;
const SHORTLIST_SECONDS = 5;

const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const t = await createTestApp('pglite', { env: { LOGIN_RATE_LIMIT: '0' }, seed: { students: 200 } });
let ok = true;
const fail = (why: string) => {
  console.log(`FAILED ${why}`);
  ok = false;
};
try {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const dean = await bearer(t.app, 'placement_dean');

  // The batch, its students and their results, written directly: what is measured is the office's work.
  const [course] = await rows<{ id: number }>(sql`select id from courses where code = 'B.Tech'`);
  const [batch] = await rows<{ id: number }>(
    sql`insert into batches (course_id, name, start_year) values (${course!.id}, 'Bench 2023-2027', 2023) returning id`,
  );
  const at = performance.now();
  await t.database.db.execute(sql`insert into students (roll_number, full_name, course_id, batch_id, branch_id, gender, status)
      select 'PB' || lpad(g::text, 6, '0'), 'Bench Student ' || g, ${course!.id}, ${batch!.id},
        (select id from branches where course_id = ${course!.id} order by id offset (g % 3) limit 1),
        case when g % 2 = 0 then 'MALE' else 'FEMALE' end, 'active'
      from generate_series(1, ${STUDENTS}) g`);
  for (const [n, title] of ['Bench Semester End Examinations, May 2026', 'Bench Semester End Examinations, November 2026'].entries()) {
    const [exam] = await rows<{ id: number }>(
      sql`insert into exam_titles (title, status, published_at) values (${title}, 'published', now() + ${n} * interval '1 day') returning id`,
    );
    await t.database.db.execute(sql`insert into student_results (exam_title_id, roll_no, student_name, total_credits, earned_credits,
        pass_count, fail_count, sgpa, verification_code)
      select ${exam!.id}, s.roll_number, s.full_name, 21, 21, 8, 0, 7, md5(s.roll_number || ${title})
      from students s where s.batch_id = ${batch!.id}`);
    // Grades by a hash of the roll number and course: about one course in eleven failed.
    await t.database.db.execute(sql`insert into course_results (student_result_id, position, course_code, course, credits, marks, grade,
        grade_points, status)
      select sr.id, c, 'BN' || ${n} || c, 'Bench course ' || c, case when c <= 6 then 3 else 1.5 end, m,
        case when m >= 90 then 'S' when m >= 80 then 'A' when m >= 70 then 'B' when m >= 60 then 'C' when m >= 50 then 'D' else 'F' end,
        case when m >= 90 then 10 when m >= 80 then 9 when m >= 70 then 8 when m >= 60 then 7 when m >= 50 then 6 else 0 end,
        case when m >= 50 then 'Pass' else 'Fail' end
      from student_results sr, generate_series(1, 8) c,
        lateral (select 45 + abs(hashtext(sr.roll_no || c || ${n})) % 55 as m) marks
      where sr.exam_title_id = ${exam!.id}`);
  }
  const [written] = await rows<{ n: number }>(
    sql`select count(*)::int as n from course_results cr join student_results sr on sr.id = cr.student_result_id
        join students s on upper(s.roll_number) = upper(sr.roll_no) where s.batch_id = ${batch!.id}`,
  );
  console.log(
    `${STUDENTS.toLocaleString('en-IN')} students, ${written!.n.toLocaleString('en-IN')} course results written in ${fmt((performance.now() - at) / 1000)} s`,
  );

  const company = await t.app.inject({
    method: 'POST',
    url: '/api/placements/companies',
    headers: dean,
    payload: { name: 'Bench Systems', sector: 'IT services', contacts: [] },
  });
  const drive = async (rounds: string[], eligibility: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/placements/drives',
      headers: dean,
      payload: {
        companyId: company.json().id,
        jobTitle: 'Graduate Engineer Trainee',
        ctcRupees: 600_000,
        location: 'Hyderabad',
        driveOn: '2026-12-15',
        mode: 'onCampus',
        rounds,
        eligibility: { courseIds: [course!.id], batchIds: [batch!.id], ...eligibility },
      },
    });
    if (res.statusCode !== 201) throw new Error(`drive answered ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json<{ id: number }>().id;
  };

  async function time(url: string, runs = RUNS) {
    const ms: number[] = [];
    let body = '';
    for (let i = 0; i < runs + 1; i++) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url, headers: dean });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode} ${res.body.slice(0, 300)}`);
      if (i >= 1) ms.push(performance.now() - started);
      body = res.body;
    }
    return { median: median(ms), body };
  }

  const baseline = await time('/api/auth/me', 20);
  console.log(`baseline GET /api/auth/me: median ${fmt(baseline.median)} ms`);

  // Eligibility of every student of the batch.
  const eligibilityDrive = await drive(['aptitude', 'technical', 'hr'], { minCgpa: 6.5, maxBacklogs: 0 });
  const eligibility = await time(`/api/placements/drives/${eligibilityDrive}/eligibility`);
  const list = JSON.parse(eligibility.body) as DriveEligibilityList;
  console.log(
    `eligibility of ${list.students.length.toLocaleString('en-IN')} students: ${list.eligible.toLocaleString('en-IN')} eligible, ` +
      `${list.ineligible.toLocaleString('en-IN')} not; median ${fmt(eligibility.median)} ms, ratio to baseline ${fmt(eligibility.median / baseline.median)}x ` +
      `(target ≤ ${ELIGIBILITY_SECONDS} s: ${eligibility.median <= ELIGIBILITY_SECONDS * 1000 ? 'met' : 'MISSED'})`,
  );
  if (list.students.length !== STUDENTS) fail(`the eligibility listed ${list.students.length} students, not ${STUDENTS}`);
  if (list.eligible === 0 || list.ineligible === 0) fail('the bench data should leave some students eligible and some not');
  if (list.students.some((s) => s.eligible !== (s.cgpa !== null && s.cgpa >= 6.5 && s.backlogs === 0)))
    fail('a student’s eligibility does not follow their CGPA and backlogs');
  if (eligibility.median > ELIGIBILITY_SECONDS * 1000) fail(`the eligibility took over ${ELIGIBILITY_SECONDS} s`);

  // The shortlist: 2,500 applicants, 2,000 of them on the company's workbook, round after round.
  const shortlistDrive = await drive(['aptitude', 'technical', 'hr'], {});
  await t.database.db.execute(sql`insert into placement_applications (drive_id, student_id)
      select ${shortlistDrive}, id from students where batch_id = ${batch!.id} order by id limit ${APPLICANTS}`);
  const rolls = (
    await rows<{ roll: string }>(
      sql`select s.roll_number as roll from placement_applications a join students s on s.id = a.student_id
        where a.drive_id = ${shortlistDrive} order by a.id limit ${SHORTLISTED}`,
    )
  ).map((r) => r.roll);
  const workbook = await shortlistWorkbook(rolls);
  for (const round of [1, 2]) {
    const form = multipart([
      { name: 'shortlist', value: JSON.stringify({ rejectOthers: round === 2 }) },
      { name: 'workbook', value: workbook, filename: 'shortlist.xlsx' },
    ]);
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/placements/drives/${shortlistDrive}/shortlist`,
      headers: { ...form.headers, ...dean },
      payload: form.payload,
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`shortlist answered ${res.statusCode} ${res.body.slice(0, 300)}`);
    const moved = res.json<Advanced>();
    console.log(
      `shortlist ${round} of ${rolls.length.toLocaleString('en-IN')} roll numbers (${Math.round(workbook.length / 1024)} KB) among ` +
        `${APPLICANTS.toLocaleString('en-IN')} applicants: ${moved.advanced} on, ${moved.rejected} rejected in ${fmt(ms)} ms, ` +
        `ratio to baseline ${fmt(ms / baseline.median)}x (target ≤ ${SHORTLIST_SECONDS} s: ${ms <= SHORTLIST_SECONDS * 1000 ? 'met' : 'MISSED'})`,
    );
    if (ms > SHORTLIST_SECONDS * 1000) fail(`a shortlist took over ${SHORTLIST_SECONDS} s`);
    if (moved.advanced !== SHORTLISTED) fail(`the shortlist moved ${moved.advanced} on, not ${SHORTLISTED}`);
    // The others are a round behind the listed ones the second time: none of them is rejected.
    if (moved.rejected !== 0) fail(`the shortlist rejected ${moved.rejected}`);
  }
  const [after] = await rows<{ round2: number; others: number }>(
    sql`select count(*) filter (where round = 2 and status = 'inRunning')::int as round2, count(*) filter (where round = 0)::int as others
        from placement_applications where drive_id = ${shortlistDrive}`,
  );
  if (after!.round2 !== SHORTLISTED || after!.others !== APPLICANTS - SHORTLISTED)
    fail(`after two shortlists ${after!.round2} are at round 2 and ${after!.others} at round 0`);
} finally {
  await t.close();
}
process.exit(ok ? 0 : 1);
