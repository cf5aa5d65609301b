/**
 * The hostel's allotment day on the embedded database: two blocks of 350 triple rooms (2,100 beds)
 * and 2,000 students waiting, allotted all at once by the rules through the HTTP API
 * (POST /api/hostel/allotments/preview, then /run) while /api/health is asked every 50 ms; then
 * WARDENS wardens allotting single applications at the same moment, a few reaching for each bed.
 * Prints the preview's and the run's seconds, the health answers' p99, the single allotments made
 * and refused; fails when the run takes over 10 s, health's p99 is over 200 ms, an application that
 * could have had a bed waits, a single allotment is answered other than 201 or 409, or afterwards a
 * bed or a student has two active allotments.
 *
 *   npm run bench:hostel
 *   APPLICATIONS=3000 WARDENS=80 npm run bench:hostel
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { AllotmentPlan } from '@campus/shared';
import { bearer, createTestApp } from '../apps/server/test/helpers.js';

const APPLICATIONS = Number(process.env.APPLICATIONS ?? 2_000);
/** Triple rooms a block: 350 × 3 × 2 blocks = 2,100 beds. */
const ROOMS_A_BLOCK = Number(process.env.ROOMS_A_BLOCK ?? 350);
const WARDENS = Number(process.env.WARDENS ?? 50);
/** Wardens reaching for one bed. */
const WARDENS_A_BED = 5;
const TARGET_RUN_SECONDS = 10;
const HEALTH_P99_MS = 200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const t = await createTestApp('pglite', { env: { LOGIN_RATE_LIMIT: '0' }, seed: { students: 200 } });
let ok = true;
const fail = (why: string) => {
  console.log(`FAILED ${why}`);
  ok = false;
};
try {
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const warden = await bearer(t.app, 'hostel_incharge');

  // The structure and the waiting students, written directly: what is measured is the allotment.
  const [trp] = await rows<{ id: number }>(sql`select id from hostel_room_types where code = 'TRP'`);
  const blocks = await rows<{ id: number; gender: string }>(
    sql`insert into hostel_blocks (code, name, gender, floors) values ('BB-1', 'Bench boys', 'boys', 10), ('BG-1', 'Bench girls', 'girls', 10)
        returning id, gender`,
  );
  for (const block of blocks)
    await t.database.db.execute(sql`insert into hostel_rooms (block_id, floor, number, room_type_id)
        select ${block.id}, (g - 1) % 10, 'B' || lpad(g::text, 5, '0'), ${trp!.id} from generate_series(1, ${ROOMS_A_BLOCK}) g`);
  await t.database.db.execute(sql`insert into hostel_beds (room_id, label)
      select r.id, l from hostel_rooms r join hostel_blocks b on b.id = r.block_id, unnest(array['A', 'B', 'C']) l where b.code in ('BB-1', 'BG-1')`);
  const addStudents = (prefix: string, n: number) =>
    t.database.db.execute(sql`insert into students (roll_number, full_name, course_id, batch_id, branch_id, semester_id, gender, status)
        select ${prefix} || lpad(g::text, 5, '0'), 'Bench Student ' || g, s.course_id, s.batch_id, s.branch_id, s.semester_id,
               case when g % 2 = 0 then 'MALE' else 'FEMALE' end, 'active'
        from generate_series(1, ${n}) g, (select * from students order by id limit 1) s`);
  const addApplications = (prefix: string) =>
    t.database.db.execute(sql`insert into hostel_applications (student_id, room_type_id, block_ids, distance_km, applied_at)
        select s.id, ${trp!.id}, array[b.id], (s.id * 37) % 1500, now() - (s.id % 300) * interval '1 minute'
        from students s join hostel_blocks b on b.code = case when s.gender = 'MALE' then 'BB-1' else 'BG-1' end
        where s.roll_number like ${`${prefix}%`}`);
  await addStudents('HB', APPLICATIONS);
  await addApplications('HB');
  const [counts] = await rows<{ beds: number; waiting: number }>(
    sql`select (select count(*)::int from hostel_beds) as beds, (select count(*)::int from hostel_applications where status = 'waiting') as waiting`,
  );
  console.log(`${counts!.beds.toLocaleString('en-IN')} beds, ${counts!.waiting.toLocaleString('en-IN')} applications waiting`);

  let at = performance.now();
  const preview = await t.app.inject({ method: 'POST', url: '/api/hostel/allotments/preview', headers: warden });
  const previewSeconds = (performance.now() - at) / 1000;
  if (preview.statusCode !== 200) throw new Error(`preview answered ${preview.statusCode} ${preview.body.slice(0, 300)}`);
  const plan = preview.json<AllotmentPlan>();

  let running = true;
  const answers: number[] = [];
  const health = (async () => {
    while (running) {
      const asked = performance.now();
      await t.app.inject({ method: 'GET', url: '/api/health' });
      answers.push(performance.now() - asked);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  at = performance.now();
  const run = await t.app.inject({ method: 'POST', url: '/api/hostel/allotments/run', headers: warden });
  const runSeconds = (performance.now() - at) / 1000;
  running = false;
  await health;
  if (run.statusCode !== 200) throw new Error(`run answered ${run.statusCode} ${run.body.slice(0, 300)}`);
  const done = run.json<AllotmentPlan>();
  const p99 = percentile(answers, 99);
  console.log(
    `preview: ${plan.counts.allotted.toLocaleString('en-IN')} of ${plan.counts.applications.toLocaleString('en-IN')} planned a bed in ${previewSeconds.toFixed(2)} s`,
  );
  console.log(
    `run: ${done.counts.allotted.toLocaleString('en-IN')} allotted, ${done.counts.waiting} waiting, in ${runSeconds.toFixed(2)} s; ` +
      `health asked ${answers.length} times meanwhile: p99 ${p99.toFixed(0)} ms, slowest ${Math.max(0, ...answers).toFixed(0)} ms`,
  );
  if (runSeconds > TARGET_RUN_SECONDS) fail(`the run took over ${TARGET_RUN_SECONDS} s`);
  if (p99 > HEALTH_P99_MS) fail(`health p99 over ${HEALTH_P99_MS} ms while running`);
  if (done.counts.allotted !== plan.counts.allotted)
    fail(`the run allotted ${done.counts.allotted}, the preview planned ${plan.counts.allotted}`);
  if (done.counts.allotted < APPLICATIONS) fail(`only ${done.counts.allotted} of the ${APPLICATIONS} bench applications got a bed`);

  // Wardens at once: each allots its own application, WARDENS_A_BED of them to the same free bed.
  await addStudents('HW', WARDENS);
  await addApplications('HW');
  const apps = await rows<{ id: number; gender: string }>(
    sql`select a.id, s.gender from hostel_applications a join students s on s.id = a.student_id
        where s.roll_number like 'HW%' order by a.id`,
  );
  const freeBeds = async (code: string) =>
    (
      await rows<{ id: number }>(
        sql`select bd.id from hostel_beds bd join hostel_rooms r on r.id = bd.room_id join hostel_blocks b on b.id = r.block_id
            where b.code = ${code} and not bd.blocked
              and not exists (select 1 from hostel_allotments al where al.bed_id = bd.id and al.status = 'active')
            order by bd.id`,
      )
    ).map((b) => b.id);
  const beds = { MALE: await freeBeds('BB-1'), FEMALE: await freeBeds('BG-1') };
  const seen = { MALE: 0, FEMALE: 0 };
  const asks = apps.map((a) => {
    const gender = a.gender as 'MALE' | 'FEMALE';
    const bedId = beds[gender][Math.floor(seen[gender]++ / WARDENS_A_BED)]!;
    return { id: a.id, bedId };
  });
  at = performance.now();
  const answered = await Promise.all(
    asks.map(({ id, bedId }) =>
      t.app.inject({ method: 'POST', url: `/api/hostel/applications/${id}/allot`, headers: warden, payload: { bedId } }),
    ),
  );
  const wardenSeconds = (performance.now() - at) / 1000;
  const made = answered.filter((r) => r.statusCode === 201).length;
  const refused = answered.filter((r) => r.statusCode === 409).length;
  const bedsAsked = new Set(asks.map((a) => a.bedId)).size;
  console.log(
    `${WARDENS} wardens at once on ${bedsAsked} beds in ${wardenSeconds.toFixed(2)} s: ${made} allotted, ${refused} refused (bed taken)`,
  );
  for (const r of answered.filter((r) => r.statusCode !== 201 && r.statusCode !== 409).slice(0, 5))
    console.log(`WRONG ${r.statusCode} ${r.body.slice(0, 200)}`);
  if (made + refused !== WARDENS) fail('a single allotment was answered other than 201 or 409');
  if (made !== bedsAsked) fail(`${made} allotted on ${bedsAsked} beds`);

  const [check] = await rows<{ doubledBeds: number; doubledStudents: number; active: number }>(
    sql`select
          (select count(*)::int from (select bed_id from hostel_allotments where status = 'active' group by bed_id having count(*) > 1) x) as "doubledBeds",
          (select count(*)::int from (select student_id from hostel_allotments where status = 'active' group by student_id having count(*) > 1) x) as "doubledStudents",
          (select count(*)::int from hostel_allotments where status = 'active') as active`,
  );
  console.log(
    `${check!.active.toLocaleString('en-IN')} active allotments: ${check!.doubledBeds} beds with two, ${check!.doubledStudents} students with two`,
  );
  if (check!.doubledBeds !== 0 || check!.doubledStudents !== 0) fail('a bed or a student has two active allotments');
} finally {
  await t.close();
}
process.exit(ok ? 0 : 1);
