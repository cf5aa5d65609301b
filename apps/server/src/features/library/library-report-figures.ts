import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: DbOrTx, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** `%`, `_` and the escape character itself stand for themselves in a `like` pattern. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A member as one value: a student and a faculty member may share a row id. */
const MEMBER = sql.raw(`l.member_kind || ':' || coalesce(l.student_id, l.faculty_id)`);

/** Copies the library holds: a lost or withdrawn copy is no longer on its shelves. */
const HELD = sql.raw(`c.status not in ('lost', 'withdrawn')`);

export interface DayCounts {
  day: string;
  issues: number;
  returns: number;
  members: number;
}

export interface ProgrammeCounts {
  programme: string | null;
  issues: number;
  members: number;
}

/** An overdue loan as read, with the borrowing rule of its member and copy (none if no rule lends it). */
export interface OverdueRecord {
  loanId: number;
  memberKind: 'student' | 'faculty';
  member: string;
  memberNumber: string;
  programme: string | null;
  title: string;
  accessionNumber: string;
  issuedOn: string;
  dueOn: string;
  daysLate: number;
  finePerDayPaise: number | null;
  graceDays: number | null;
  maxFinePaise: number | null;
}

export interface OverdueSearch {
  today: string;
  q?: string;
  /** Leave out for every row. */
  page?: { size: number; offset: number };
}

/**
 * The library's reports, read by the college's dates: a loan counts on its issue day (`issued_on`)
 * and its return day (`closed_on`), never on when a row was written. Read-only over the tables of
 * the catalogue, circulation, admissions and faculty.
 */
export function createLibraryReportFigures(db: DbOrTx) {
  /** The issues and returns of a range, one row per member's event. */
  const events = (from: string, to: string) => sql`
    select l.issued_on as day, 'issue' as kind, ${MEMBER} as member from library_loans l where l.issued_on between ${from} and ${to}
    union all
    select l.closed_on, 'return', ${MEMBER} from library_loans l
    where l.closed_on between ${from} and ${to} and l.outcome = 'returned'`;

  /** Every day of the range, days without a loan included. */
  async function byDay(from: string, to: string): Promise<{ days: DayCounts[]; members: number }> {
    const [days, [distinct]] = await Promise.all([
      rowsOf<DayCounts>(
        db,
        sql`with ev as (${events(from, to)})
            select d::date::text as day,
              count(ev.kind) filter (where ev.kind = 'issue')::int as issues,
              count(ev.kind) filter (where ev.kind = 'return')::int as returns,
              count(distinct ev.member)::int as members
            from generate_series(${from}::date, ${to}::date, interval '1 day') as d
            left join ev on ev.day = d::date
            group by d order by d`,
      ),
      rowsOf<{ members: number }>(db, sql`with ev as (${events(from, to)}) select count(distinct member)::int as members from ev`),
    ]);
    return { days, members: distinct!.members };
  }

  /**
   * Issues of the range to each programme's students (a programme with active students and no issue
   * too), then to faculty (`programme` null); with the active students (faculty) of each.
   */
  async function byProgramme(from: string, to: string): Promise<ProgrammeCounts[]> {
    return rowsOf<ProgrammeCounts>(
      db,
      sql`with issued as (
            select s.course_id, s.branch_id, count(*)::int as n
            from library_loans l join students s on s.id = l.student_id
            where l.issued_on between ${from} and ${to} group by s.course_id, s.branch_id
          ), active as (
            select course_id, branch_id, count(*)::int as n from students where status = 'active' group by course_id, branch_id
          ), programmes as (
            select course_id, branch_id from issued union select course_id, branch_id from active
          )
          select * from (
            select (select c.name from courses c where c.id = p.course_id) || ', ' || (select b.name from branches b where b.id = p.branch_id) as programme,
              coalesce(i.n, 0) as issues, coalesce(a.n, 0) as members
            from programmes p
            left join issued i on i.course_id = p.course_id and i.branch_id = p.branch_id
            left join active a on a.course_id = p.course_id and a.branch_id = p.branch_id
            order by issues desc, programme
          ) as students
          union all
          select null, (select count(*)::int from library_loans l where l.faculty_id is not null and l.issued_on between ${from} and ${to}),
            (select count(*)::int from faculty f
             where not coalesce((select u.status = 'disabled' from users u where u.id = f.user_id), false))`,
    );
  }

  function overdueWhere(today: string, q: string | undefined): SQL {
    const open = sql`l.closed_at is null and l.due_on < ${today}`;
    if (!q) return open;
    const text = containing(q);
    return sql`${open} and (coalesce(s.full_name, f.full_name) ilike ${text} or coalesce(s.roll_number, f.emp_code) ilike ${text}
      or t.title ilike ${text} or c.accession_number ilike ${text})`;
  }

  const overdueFrom = sql`library_loans l
    join library_copies c on c.id = l.copy_id
    join library_titles t on t.id = c.title_id
    left join students s on s.id = l.student_id
    left join faculty f on f.id = l.faculty_id`;

  /** Open loans past their due date (before `today`), the longest overdue first; a page of them, or all. */
  async function overdue({ today, q, page }: OverdueSearch): Promise<OverdueRecord[]> {
    const limit = page ? sql`limit ${page.size} offset ${page.offset}` : sql``;
    return rowsOf<OverdueRecord>(
      db,
      sql`select l.id as "loanId", l.member_kind as "memberKind",
            coalesce(s.full_name, f.full_name) as member, coalesce(s.roll_number, f.emp_code) as "memberNumber",
            case when s.id is not null
              then (select co.name from courses co where co.id = s.course_id) || ', ' || (select b.name from branches b where b.id = s.branch_id)
              else (select d.name from departments d where d.id = f.department_id) end as programme,
            t.title, c.accession_number as "accessionNumber", l.issued_on::text as "issuedOn", l.due_on::text as "dueOn",
            (${today}::date - l.due_on)::int as "daysLate",
            r.fine_per_day_paise as "finePerDayPaise", r.grace_days as "graceDays", r.max_fine_paise as "maxFinePaise"
          from ${overdueFrom}
          left join library_borrowing_rules r on r.member_kind = l.member_kind and r.item_kind = c.item_kind
          where ${overdueWhere(today, q)}
          order by l.due_on, c.accession_number, l.id
          ${limit}`,
    );
  }

  /** How many open loans are overdue (of a search). */
  async function overdueCount(today: string, q?: string): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${overdueFrom} where ${overdueWhere(today, q)}`);
    return row!.n;
  }

  /** The titles issued most in the range, with the copies of each the library holds. */
  async function mostBorrowed(from: string, to: string, max: number) {
    return rowsOf<{ titleId: number; title: string; authors: string[]; issues: number; copies: number }>(
      db,
      sql`select t.id as "titleId", t.title, t.authors, i.n as issues,
            (select count(*)::int from library_copies c where c.title_id = t.id and ${HELD}) as copies
          from (select c.title_id, count(*)::int as n from library_loans l join library_copies c on c.id = l.copy_id
                where l.issued_on between ${from} and ${to} group by c.title_id) as i
          join library_titles t on t.id = i.title_id
          order by i.n desc, t.title, t.id
          limit ${max}`,
    );
  }

  /** Members with an issue or a return, per day of the range that had any. */
  async function membersByDay(from: string, to: string): Promise<{ day: string; members: number }[]> {
    return rowsOf(
      db,
      sql`with ev as (${events(from, to)}) select day::text as day, count(distinct member)::int as members from ev group by day order by day`,
    );
  }

  /**
   * The catalogue's holdings (copies neither lost nor withdrawn, and their titles) and what was added
   * in the range: a copy is added on its bill date when bought on a bill, else on its accession
   * register date (the day it was entered, in the college's time zone); a title is added with its
   * first copy.
   */
  async function holdings(from: string, to: string, timeZone: string) {
    const added = sql`coalesce(c.bill_date, (c.created_at at time zone ${timeZone})::date)`;
    const [row] = await rowsOf<{ titlesHeld: number; volumesHeld: number; titlesAdded: number; volumesAdded: number }>(
      db,
      sql`select
            (select count(distinct c.title_id)::int from library_copies c where ${HELD}) as "titlesHeld",
            (select count(*)::int from library_copies c where ${HELD}) as "volumesHeld",
            (select count(*)::int from (select c.title_id, min(${added}) as first from library_copies c group by c.title_id) as f
             where f.first between ${from} and ${to}) as "titlesAdded",
            (select count(*)::int from library_copies c where ${added} between ${from} and ${to}) as "volumesAdded"`,
    );
    return row!;
  }

  /** Issues of the range to students, and the students now active. */
  async function studentIssues(from: string, to: string) {
    const [row] = await rowsOf<{ issuesToStudents: number; activeStudents: number }>(
      db,
      sql`select (select count(*)::int from library_loans l where l.student_id is not null and l.issued_on between ${from} and ${to}) as "issuesToStudents",
            (select count(*)::int from students where status = 'active') as "activeStudents"`,
    );
    return row!;
  }

  return { byDay, byProgramme, overdue, overdueCount, mostBorrowed, membersByDay, holdings, studentIssues };
}
