import { sql, type SQL } from 'drizzle-orm';
import { collegeTimeZone, collegeToday, demoUsernameFor } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../db/client.js';
import { addDays } from '../features/college-calendar/college-days.js';
import { defaultComponents } from '../features/internal-marks/internal-marks.service.js';

/**
 * A number from 0 to 999 that the same value always gives (the database's integer hash), so that the
 * demo's absences and marks are the same on every seed without a random generator.
 */
const perMille = (value: SQL) => sql`((hashint8((${value})::bigint)::bigint & 2147483647) % 1000)::int`;

/** The class a register or sheet is of (`a`, its subject `cs`) holds the student of `ss`: their lab batch, their elective. */
const BELONGS = sql`(a.lab_batch is null or a.lab_batch = ss.lab_batch)
  and (cs.kind <> 'elective' or exists (select 1 from elective_choices ec where ec.student_id = ss.student_id and ec.subject_id = cs.id))`;

/** The students of the class `a` (of subject `cs`): the active ones of its section, lab batch or elective. */
const MEMBERS = sql`join section_students ss on ss.section_id = a.section_id
  join students st on st.id = ss.student_id and st.status = 'active'`;

/**
 * How often a student misses a class, in tenths of a percent: most between 5 and 18 %, about one
 * in twelve between 27 and 33 % (condonable), about one in twenty-five between 38 and 45 % (short).
 * The demo student misses 30 %, so that their pages show the shortage and the condonation offer.
 */
const absenceRate = (studentId: SQL, demoStudentId: number) => sql`case
    when ${studentId} = ${demoStudentId} then 300
    when ${perMille(studentId)} < 40 then 380 + ${perMille(sql`${studentId} + 7000001`)} * 71 / 1000
    when ${perMille(studentId)} < 120 then 270 + ${perMille(sql`${studentId} + 7000001`)} * 61 / 1000
    else 50 + ${perMille(sql`${studentId} + 7000001`)} * 131 / 1000
  end`;

/** The day the current semester began: the college term holding today, else 1 July or 2 January. */
async function semesterStart(db: DbOrTx, today: string): Promise<string> {
  const [term] = rowsOf<{ startsOn: string }>(
    await db.execute(sql`select starts_on::text as "startsOn" from college_terms
      where starts_on <= ${today}::date and ends_on >= ${today}::date order by starts_on desc limit 1`),
  );
  if (term) return term.startsOn;
  const year = today.slice(0, 4);
  return Number(today.slice(5, 7)) >= 7 ? `${year}-07-01` : `${year}-01-02`;
}

/**
 * The semester's registers so far: every class on the timetable marked by its teacher on every day
 * from the semester's start to yesterday the college was open, with a student's absences as their
 * rate says. Today's registers are left to mark, and so are the demo teacher's first classes of the
 * last three days they taught in the past week, so that their pending registers have some.
 */
async function seedRegisters(db: DbOrTx, today: string, demoFacultyId: number | null, demoStudentId: number): Promise<void> {
  if (rowsOf(await db.execute(sql`select 1 from attendance_registers limit 1`)).length > 0) return;
  const start = await semesterStart(db, today);
  const yesterday = addDays(today, -1);
  if (yesterday < start) return;
  // The timetable has held since the semester began (its days before today count as the teacher's to mark).
  await db.execute(sql`update timetable_slots set created_at = ${start}::date where created_at > ${start}::date`);
  // The tables the demo has just filled, measured, so that the planner joins them by hash (PGlite
  // has no autovacuum to do it).
  await db.execute(sql`analyze timetable_slots, section_students, subject_allocations, students, curriculum_subjects, elective_choices`);
  const zone = collegeTimeZone();
  // Whether a student missed a class: the same draw in both statements below.
  const missed = sql`${perMille(sql`((r.allocation_id::bigint * 40000 + (r.day - date '2000-01-01')) * 8 + r.period) * 1000003 + m.student_id`)} < m.rate`;
  const members = sql`members as materialized (
      select a.id as allocation_id, ss.student_id, ${absenceRate(sql`ss.student_id`, demoStudentId)} as rate
      from subject_allocations a join curriculum_subjects cs on cs.id = a.subject_id ${MEMBERS}
      where ${BELONGS}
    )`;
  await db.execute(sql`
    with held as (
      select t.allocation_id, d.day::date as day, t.period, t.faculty_id
      from generate_series(${start}::date, ${yesterday}::date, interval '1 day') as d(day)
        join timetable_slots t on t.weekday = extract(isodow from d.day)
      where extract(isodow from d.day) <> 7 and not exists (select 1 from college_holidays h where h.day = d.day::date)
    ),
    left_unmarked as (
      select allocation_id, day, period from (
        select h.*, dense_rank() over (order by h.day desc) as nth_day, row_number() over (partition by h.day order by h.period) as nth
        from held h where h.faculty_id = ${demoFacultyId} and h.day >= ${addDays(today, -7)}::date
      ) x where x.nth_day <= 3 and x.nth = 1
    ),
    ${members},
    counted as (
      select r.allocation_id, r.day, r.period, r.faculty_id, count(*)::int as students, count(*) filter (where ${missed})::int as absent
      from held r join members m on m.allocation_id = r.allocation_id
      group by r.allocation_id, r.day, r.period, r.faculty_id
    )
    insert into attendance_registers (allocation_id, day, period, faculty_id, students, absent, client_key, last_key, marked_at)
    select r.allocation_id, r.day, r.period, r.faculty_id, r.students, r.absent,
      'demo-' || r.allocation_id || '-' || r.day || '-' || r.period, 'demo-' || r.allocation_id || '-' || r.day || '-' || r.period,
      (r.day + p.starts_at::time) at time zone ${zone}
    from counted r join college_periods p on p.number = r.period
    where not exists (select 1 from left_unmarked u where u.allocation_id = r.allocation_id and u.day = r.day and u.period = r.period)`);
  await db.execute(sql`
    with ${members}
    insert into attendance_absences (register_id, student_id)
    select r.id, m.student_id from attendance_registers r join members m on m.allocation_id = r.allocation_id where ${missed}`);
}

/**
 * The semester's internal marks so far: each subject taught its default components, every class's
 * sheet open with its first component (Mid-term 1, the lab record, the first review) entered. The demo
 * teacher's first class has every component entered, ready to submit; another class of the demo
 * student's section has them all, submitted and released to its students.
 */
async function seedInternalMarks(db: DbOrTx, demoFacultyId: number | null, demoStudentId: number): Promise<void> {
  if (rowsOf(await db.execute(sql`select 1 from internal_mark_sheets limit 1`)).length > 0) return;
  // Each subject taught starts with the components the marks service gives a subject by default.
  const subjects = rowsOf<{ id: number; kind: string; internalMax: number }>(
    await db.execute(sql`select cs.id, cs.kind, cs.internal_max as "internalMax" from curriculum_subjects cs
      where cs.internal_max > 0 and exists (select 1 from subject_allocations a where a.subject_id = cs.id)
        and not exists (select 1 from internal_components c where c.subject_id = cs.id) order by cs.id`),
  );
  const parts = subjects.flatMap((subject) =>
    defaultComponents(subject.kind, subject.internalMax).map((part, i) => ({ subjectId: subject.id, position: i + 1, ...part })),
  );
  if (parts.length > 0)
    await db.execute(sql`insert into internal_components (subject_id, position, name, max_marks)
      select * from unnest(${`{${parts.map((p) => p.subjectId).join(',')}}`}::integer[],
        ${`{${parts.map((p) => p.position).join(',')}}`}::smallint[], ${`{${parts.map((p) => `"${p.name}"`).join(',')}}`}::text[],
        ${`{${parts.map((p) => p.maxMarks).join(',')}}`}::smallint[])`);
  await db.execute(sql`insert into internal_mark_sheets (allocation_id, state)
    select a.id, 'open' from subject_allocations a join curriculum_subjects cs on cs.id = a.subject_id where cs.internal_max > 0
    on conflict (allocation_id) do nothing`);

  const [full] = rowsOf<{ ready: number | null; released: number | null }>(
    await db.execute(sql`select
      (select min(a.id) from subject_allocations a join curriculum_subjects cs on cs.id = a.subject_id
        where a.faculty_id = ${demoFacultyId} and cs.internal_max > 0) as ready,
      (select min(a.id) from section_students ss join subject_allocations a on a.section_id = ss.section_id
          join curriculum_subjects cs on cs.id = a.subject_id
        where ss.student_id = ${demoStudentId} and cs.internal_max > 0 and a.faculty_id is distinct from ${demoFacultyId} and ${BELONGS}) as released`),
  );
  const filled = [full?.ready, full?.released].filter((id): id is number => id != null);
  // A student's marks sit around their own level (50 to 75 %) plus up to 20 % on the day; one in
  // thirty is absent, one in twenty-five has a bad day (25 to 50 %). In steps of half a mark.
  const draw = sql`${perMille(sql`c.id::bigint * 1000003 + ss.student_id`)}`;
  await db.execute(sql`
    insert into internal_marks (component_id, student_id, marks, absent, entered_by)
    select c.id, ss.student_id,
      case when ${draw} < 33 then null
        when ${draw} < 73 then floor(c.max_marks * (250 + (${draw} - 33) * 6) / 500.0) / 2
        else floor(c.max_marks * (500 + ${perMille(sql`ss.student_id + 9000011`)} / 4 + ${draw} / 5) / 500.0) / 2 end,
      ${draw} < 33, f.user_id
    from subject_allocations a join curriculum_subjects cs on cs.id = a.subject_id join faculty f on f.id = a.faculty_id
      join internal_components c on c.subject_id = cs.id ${MEMBERS}
    where cs.internal_max > 0 and ${BELONGS}
      and (c.position = 1 or a.id = any(${`{${filled.join(',')}}`}::integer[]))
    on conflict (component_id, student_id) do nothing`);
  if (full?.released != null)
    await db.execute(sql`update internal_mark_sheets s set state = 'submitted', version = version + 1,
        submitted_by = (select f.user_id from subject_allocations a join faculty f on f.id = a.faculty_id where a.id = s.allocation_id),
        submitted_at = now() - interval '2 days',
        released_by = (select id from users where username = ${demoUsernameFor('ROLE_EXAMINATION')}),
        released_at = now() - interval '1 day', updated_at = now() - interval '1 day'
      where s.allocation_id = ${full.released}`);
}

/**
 * The demo's attendance and internal marks of the semester so far, so that the teacher's, the head's,
 * the student's and the parent's pages have something to show. Made in a few statements over the
 * timetable and the sections (the demo has thousands of students); nothing is made twice.
 */
export async function seedAttendance(db: DbOrTx): Promise<void> {
  const [demo] = rowsOf<{ facultyId: number | null; studentId: number | null }>(
    await db.execute(sql`select (select f.id from faculty f join users u on u.id = f.user_id
        where u.username = ${demoUsernameFor('ROLE_FACULTY')} order by f.id limit 1) as "facultyId",
      (select student_id from users where username = ${demoUsernameFor('ROLE_STUDENT')}) as "studentId"`),
  );
  const demoStudentId = demo?.studentId ?? 0;
  await seedRegisters(db, collegeToday(), demo?.facultyId ?? null, demoStudentId);
  await seedInternalMarks(db, demo?.facultyId ?? null, demoStudentId);
}
