import { sql } from 'drizzle-orm';
import { academicYearLabel, collegeToday } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../db/client.js';

/** Students in a demo section at most: a classroom's sixty. */
const SECTION_SIZE = 60;
const WEEKDAYS = [1, 2, 3, 4, 5, 6];
const PERIODS = [1, 2, 3, 4, 5, 6];
/** Classes a week of a theory subject, and of an elective group. */
const THEORY_CLASSES = 4;
const ELECTIVE_CLASSES = 3;
/** A teacher's periods in one day at most. */
const TEACHER_DAY_MAX = 4;

interface Subject {
  id: number;
  code: string;
  kind: string;
  electiveGroup: string | null;
}

/** One placing on the timetable: classes held side by side in the same period(s). */
interface Unit {
  length: number;
  classes: { allocationId: number; facultyId: number; part: string; room: string | null }[];
}

/** The semester a batch is in on a day: two a year, the odd one from June to December. */
function semesterOfBatch(startYear: number, today = collegeToday()): number {
  const yearStart = Number(academicYearLabel(today).slice(0, 4));
  const month = Number(today.slice(5, 7));
  return (yearStart - startYear) * 2 + (month >= 6 ? 1 : 2);
}

/** Free cells of the week, tried from an offset so that a subject's classes spread over the days. */
class Week {
  private taken = new Set<string>();
  private teacherDay = new Map<string, number>();

  free(key: string) {
    return !this.taken.has(key);
  }

  fits(sectionId: number, unit: Unit, weekday: number, period: number): boolean {
    if (new Set(unit.classes.map((c) => c.facultyId)).size < unit.classes.length) return false;
    for (let p = period; p < period + unit.length; p++) {
      if (!PERIODS.includes(p) || !this.free(`s${sectionId}:${weekday}:${p}`)) return false;
      for (const c of unit.classes) {
        if (!this.free(`f${c.facultyId}:${weekday}:${p}`)) return false;
        if (c.room && !this.free(`r${c.room}:${weekday}:${p}`)) return false;
      }
    }
    return unit.classes.every((c) => (this.teacherDay.get(`${c.facultyId}:${weekday}`) ?? 0) + unit.length <= TEACHER_DAY_MAX);
  }

  take(sectionId: number, unit: Unit, weekday: number, period: number) {
    for (let p = period; p < period + unit.length; p++) {
      this.taken.add(`s${sectionId}:${weekday}:${p}`);
      for (const c of unit.classes) {
        this.taken.add(`f${c.facultyId}:${weekday}:${p}`);
        if (c.room) this.taken.add(`r${c.room}:${weekday}:${p}`);
      }
    }
    for (const c of unit.classes) {
      const key = `${c.facultyId}:${weekday}`;
      this.teacherDay.set(key, (this.teacherDay.get(key) ?? 0) + unit.length);
    }
  }
}

/**
 * The demo's academic day: the B.Tech batches whose semester of today R22 has, split into sections
 * of sixty with two lab batches each, every subject allocated to a teacher of the branch's
 * department (the demo faculty member among them), the electives chosen in turn, and a week's
 * timetable without clashes.
 */
export async function seedAcademicDay(db: DbOrTx): Promise<void> {
  const many = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  if ((await many(sql`select 1 from sections limit 1`)).length > 0) return;
  const [r22] = await many<{ id: number }>(sql`select id from regulations where code = 'R22'`);
  if (!r22) return;
  const groups = await many<{ batchId: number; startYear: number; courseId: number; branchId: number; branch: string; departmentId: number | null }>(
    sql`select bt.id as "batchId", bt.start_year as "startYear", c.id as "courseId", br.id as "branchId", br.code as branch,
        br.department_id as "departmentId"
      from batches bt join courses c on c.id = bt.course_id join branches br on br.course_id = c.id
      where c.code = 'B.Tech' and exists (select 1 from students st where st.batch_id = bt.id and st.branch_id = br.id)
      order by br.code, bt.start_year`,
  );
  const week = new Week();
  let unitIndex = 0;
  for (const g of groups) {
    const semester = semesterOfBatch(g.startYear);
    const subjects = await many<Subject>(sql`select id, code, kind, elective_group as "electiveGroup" from curriculum_subjects
      where regulation_id = ${r22.id} and course_id = ${g.courseId} and (branch_id = ${g.branchId} or branch_id is null)
        and semester = ${semester} order by code`);
    if (subjects.length === 0) continue;
    const teachers = (
      await many<{ id: number }>(sql`select id from faculty where department_id is not distinct from ${g.departmentId}
        order by (user_id is null), id`)
    ).map((f) => f.id);
    if (teachers.length === 0) continue;
    const students = await many<{ id: number }>(sql`select id from students where batch_id = ${g.batchId} and branch_id = ${g.branchId}
      and status = 'active' order by upper(roll_number) collate "C"`);
    const count = Math.max(1, Math.ceil(students.length / SECTION_SIZE));
    for (let s = 0; s < count; s++) {
      const name = String.fromCharCode(65 + s);
      const room = `${g.branch}-${g.startYear % 100}${name}`;
      const [section] = await many<{ id: number }>(sql`insert into sections (batch_id, branch_id, name, regulation_id, semester, room)
        values (${g.batchId}, ${g.branchId}, ${name}, ${r22.id}, ${semester}, ${room}) returning id`);
      const mine = students.slice(Math.floor((s * students.length) / count), Math.floor(((s + 1) * students.length) / count));
      for (const [i, st] of mine.entries())
        await db.execute(sql`insert into section_students (student_id, section_id, lab_batch)
          values (${st.id}, ${section!.id}, ${i < Math.ceil(mine.length / 2) ? 1 : 2})`);
      let turn = s * 3;
      const teacher = () => teachers[turn++ % teachers.length]!;
      const allocate = async (subject: Subject, labBatch: number | null) => {
        const facultyId = teacher();
        const [a] = await many<{ id: number }>(sql`insert into subject_allocations (section_id, subject_id, lab_batch, faculty_id)
          values (${section!.id}, ${subject.id}, ${labBatch}, ${facultyId}) returning id`);
        return { allocationId: a!.id, facultyId };
      };
      const units: Unit[] = [];
      for (const subject of subjects.filter((x) => x.kind === 'theory' || x.kind === 'project')) {
        const a = await allocate(subject, null);
        for (let k = 0; k < THEORY_CLASSES; k++) units.push({ length: 1, classes: [{ ...a, part: 'all', room }] });
      }
      const electives = subjects.filter((x) => x.kind === 'elective');
      if (electives.length > 0) {
        const chosen = await Promise.all(electives.map((e) => allocate(e, null)));
        for (const [i, st] of mine.entries()) {
          const e = electives[i % electives.length]!;
          await db.execute(sql`insert into elective_choices (student_id, subject_id, regulation_id, semester, elective_group)
            values (${st.id}, ${e.id}, ${r22.id}, ${semester}, ${e.electiveGroup})`);
        }
        const parallel = chosen.map((a, i) => ({ ...a, part: `E${electives[i]!.id}`, room: `${room}-E${i + 1}` }));
        for (let k = 0; k < ELECTIVE_CLASSES; k++) units.push({ length: 1, classes: parallel });
      }
      const labs = subjects.filter((x) => x.kind === 'lab');
      const byBatch = await Promise.all(labs.map(async (lab) => [await allocate(lab, 1), await allocate(lab, 2)] as const));
      // Two lab sessions of two periods: the batches in different labs, swapping on the second day.
      for (let k = 0; k < labs.length; k++)
        units.push({
          length: 2,
          classes: [1, 2].map((batch) => {
            const li = (k + batch - 1) % labs.length;
            return { ...byBatch[li]![batch - 1]!, part: `B${batch}`, room: `${g.branch}-LAB-${batch}` };
          }),
        });
      // Longest first, so that the labs find two free periods in a row.
      units.sort((x, y) => y.length - x.length);
      for (const unit of units) {
        const cells = WEEKDAYS.flatMap((wd) => PERIODS.map((p) => [wd, p] as const));
        const start = (unitIndex++ * 7) % cells.length;
        const at = [...cells.slice(start), ...cells.slice(0, start)].find(([wd, p]) => week.fits(section!.id, unit, wd, p));
        if (!at) continue;
        week.take(section!.id, unit, at[0], at[1]);
        for (let p = at[1]; p < at[1] + unit.length; p++)
          for (const c of unit.classes)
            await db.execute(sql`insert into timetable_slots (section_id, weekday, period, allocation_id, faculty_id, part, room)
              values (${section!.id}, ${at[0]}, ${p}, ${c.allocationId}, ${c.facultyId}, ${c.part}, ${c.room})`);
      }
    }
  }
}
