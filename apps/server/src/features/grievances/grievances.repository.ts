import { sql, type SQL } from 'drizzle-orm';
import {
  collegeTimeZone,
  type CommitteeMember,
  type CommitteeMemberInput,
  type GrievanceAttachment,
  type GrievanceCategory,
  type GrievanceEventKind,
  type GrievanceFilerKind,
  type GrievanceOutcome,
  type GrievanceStatus,
} from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A grievance as stored, with the names the service shows or hides by who reads it. */
export interface GrievanceRecord {
  id: number;
  number: string;
  category: GrievanceCategory;
  subject: string;
  description: string;
  status: GrievanceStatus;
  filerKind: GrievanceFilerKind;
  filerUserId: number | null;
  studentId: number | null;
  /** `Name (roll number)` of the filer, or null for an anonymous one. */
  filerName: string | null;
  confidential: boolean;
  trackingCodeHash: string | null;
  receivedOn: string;
  dueOn: string;
  assignedMemberId: number | null;
  assignedTo: string | null;
  assignedUserId: number | null;
  outcome: GrievanceOutcome | null;
  decidedOn: string | null;
  appealedOn: string | null;
  appealOutcome: GrievanceOutcome | null;
  appealDecidedOn: string | null;
}

export interface EventRecord {
  id: number;
  kind: GrievanceEventKind;
  at: string;
  byUserId: number | null;
  byName: string | null;
  text: string | null;
  hearingOn: string | null;
  outcome: GrievanceOutcome | null;
}

export interface MemberRecord extends CommitteeMember {
  userId: number | null;
}

const GRIEVANCE_COLUMNS = sql`g.id, g.number, g.category, g.subject, g.description, g.status, g.filer_kind as "filerKind",
  g.filer_user_id as "filerUserId", g.student_id as "studentId",
  case when g.filer_kind = 'anonymous' then null
    when g.filer_kind = 'student' then coalesce(s.full_name || ' (' || s.roll_number || ')', u.full_name)
    when g.filer_kind = 'parent' then u.full_name || coalesce(' (parent of ' || s.roll_number || ')', '')
    else u.full_name || ' (' || u.username || ')' end as "filerName",
  g.confidential, g.tracking_code_hash as "trackingCodeHash", g.received_on::text as "receivedOn", g.due_on::text as "dueOn",
  g.assigned_member_id as "assignedMemberId", m.name as "assignedTo", m.user_id as "assignedUserId", g.outcome,
  g.decided_on::text as "decidedOn", g.appealed_on::text as "appealedOn", g.appeal_outcome as "appealOutcome",
  g.appeal_decided_on::text as "appealDecidedOn"`;
const GRIEVANCE_FROM = sql`grievances g left join users u on u.id = g.filer_user_id left join students s on s.id = g.student_id
  left join grievance_committee m on m.id = g.assigned_member_id`;

const MEMBER_COLUMNS = sql`c.id, c.name, c.role, c.designation, c.gender, c.social_category as "socialCategory",
  u.username, c.user_id as "userId", c.from_date::text as "fromDate", c.until_date::text as "untilDate",
  (select count(*)::int from grievances g where g.assigned_member_id = c.id and g.status = 'inReview') as "inReview"`;

/** Filters of the register and of one person's lists, as SQL. */
export interface GrievanceFilter {
  status?: GrievanceStatus | null;
  category?: GrievanceCategory | null;
  /** Only those still waiting for the decision after their due day, as of this day. */
  overdueOn?: string | null;
  q?: string | null;
  filerUserId?: number;
  assignedUserId?: number;
}

function whereOf(f: GrievanceFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status) parts.push(sql`g.status = ${f.status}`);
  if (f.category) parts.push(sql`g.category = ${f.category}`);
  if (f.overdueOn) parts.push(sql`g.status in ('received', 'inReview') and g.due_on < ${f.overdueOn}::date`);
  if (f.q) parts.push(sql`(g.number ilike ${containing(f.q)} or g.subject ilike ${containing(f.q)})`);
  if (f.filerUserId !== undefined) parts.push(sql`g.filer_user_id = ${f.filerUserId}`);
  if (f.assignedUserId !== undefined) parts.push(sql`m.user_id = ${f.assignedUserId}`);
  return sql.join(parts, sql` and `);
}

/** The counts of one group of grievances received in a span, as of a day. */
const COUNTS = (today: string) => sql`count(*)::int as received,
  count(*) filter (where g.decided_on is not null)::int as disposed,
  count(*) filter (where g.decided_on is not null and g.decided_on <= g.due_on)::int as "disposedInTime",
  count(*) filter (where g.decided_on is null)::int as pending,
  count(*) filter (where g.decided_on is null and g.due_on < ${today}::date)::int as overdue,
  count(*) filter (where g.appealed_on is not null)::int as appealed`;

/** The grievance cell's records: grievances, their timeline and files, the committee and the cell's setting (ADR 0141). */
export function createGrievancesRepository(db: DbOrTx) {
  async function grievance(id: number, lock = false): Promise<GrievanceRecord | undefined> {
    return rowsOf<GrievanceRecord>(
      await db.execute(sql`select ${GRIEVANCE_COLUMNS} from ${GRIEVANCE_FROM} where g.id = ${id} ${lock ? sql`for update of g` : sql``}`),
    )[0];
  }

  async function byNumber(number: string): Promise<GrievanceRecord | undefined> {
    return rowsOf<GrievanceRecord>(await db.execute(sql`select ${GRIEVANCE_COLUMNS} from ${GRIEVANCE_FROM} where g.number = ${number}`))[0];
  }

  /** A page of grievances: open first by due day, then the rest newest first. */
  async function page(filter: GrievanceFilter, p: { page: number; size: number }) {
    const where = whereOf(filter);
    const [rows, count] = await Promise.all([
      db.execute(sql`select ${GRIEVANCE_COLUMNS} from ${GRIEVANCE_FROM} where ${where}
        order by (g.status in ('received', 'inReview')) desc, case when g.status in ('received', 'inReview') then g.due_on end asc,
          g.received_on desc, g.id desc
        limit ${p.size} offset ${(p.page - 1) * p.size}`),
      db.execute(sql`select count(*)::int as n from ${GRIEVANCE_FROM} where ${where}`),
    ]);
    return { rows: rowsOf<GrievanceRecord>(rows), total: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
  }

  async function overdueCount(today: string): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from grievances where status in ('received', 'inReview') and due_on < ${today}::date`),
    );
    return row?.n ?? 0;
  }

  async function nextId(): Promise<number> {
    const [row] = rowsOf<{ id: number }>(await db.execute(sql`select nextval(pg_get_serial_sequence('grievances', 'id'))::int as id`));
    return row!.id;
  }

  async function insert(row: {
    id: number;
    number: string;
    category: GrievanceCategory;
    subject: string;
    description: string;
    filerKind: GrievanceFilerKind;
    filerUserId: number | null;
    studentId: number | null;
    confidential: boolean;
    trackingCodeHash: string | null;
    receivedOn: string;
    dueOn: string;
  }) {
    await db.execute(sql`insert into grievances (id, number, category, subject, description, filer_kind, filer_user_id, student_id,
      confidential, tracking_code_hash, received_on, due_on)
      values (${row.id}, ${row.number}, ${row.category}, ${row.subject}, ${row.description}, ${row.filerKind}, ${row.filerUserId},
        ${row.studentId}, ${row.confidential}, ${row.trackingCodeHash}, ${row.receivedOn}, ${row.dueOn})`);
  }

  async function update(
    id: number,
    set: Partial<{
      status: GrievanceStatus;
      assignedMemberId: number;
      outcome: GrievanceOutcome;
      decidedOn: string;
      appealedOn: string;
      appealOutcome: GrievanceOutcome;
      appealDecidedOn: string;
    }>,
  ) {
    const columns: Record<string, string> = {
      status: 'status',
      assignedMemberId: 'assigned_member_id',
      outcome: 'outcome',
      decidedOn: 'decided_on',
      appealedOn: 'appealed_on',
      appealOutcome: 'appeal_outcome',
      appealDecidedOn: 'appeal_decided_on',
    };
    const sets = Object.entries(set).map(([k, v]) => sql`${sql.identifier(columns[k]!)} = ${v}`);
    if (sets.length > 0) await db.execute(sql`update grievances set ${sql.join(sets, sql`, `)} where id = ${id}`);
  }

  async function addEvent(row: {
    grievanceId: number;
    kind: GrievanceEventKind;
    byUserId: number | null;
    text?: string | null;
    hearingOn?: string | null;
    outcome?: GrievanceOutcome | null;
    memberId?: number | null;
  }) {
    await db.execute(sql`insert into grievance_events (grievance_id, kind, by_user_id, text, hearing_on, outcome, member_id)
      values (${row.grievanceId}, ${row.kind}, ${row.byUserId}, ${row.text ?? null}, ${row.hearingOn ?? null}, ${row.outcome ?? null},
        ${row.memberId ?? null})`);
  }

  async function events(grievanceId: number): Promise<EventRecord[]> {
    return rowsOf<EventRecord>(
      await db.execute(sql`select e.id, e.kind, to_char(e.at at time zone ${collegeTimeZone()}, 'YYYY-MM-DD HH24:MI') as at,
        e.by_user_id as "byUserId", coalesce(cm.name, u.full_name) as "byName", e.text, e.hearing_on::text as "hearingOn", e.outcome
        from grievance_events e left join users u on u.id = e.by_user_id
        left join grievance_committee cm on cm.user_id = e.by_user_id and cm.user_id is not null
          and cm.from_date <= (e.at at time zone ${collegeTimeZone()})::date
          and (cm.until_date is null or cm.until_date >= (e.at at time zone ${collegeTimeZone()})::date)
        where e.grievance_id = ${grievanceId} order by e.at, e.id`),
    );
  }

  async function addAttachment(row: { grievanceId: number; storedName: string; fileName: string; type: string; bytes: number }) {
    await db.execute(sql`insert into grievance_attachments (grievance_id, stored_name, file_name, type, bytes)
      values (${row.grievanceId}, ${row.storedName}, ${row.fileName}, ${row.type}, ${row.bytes})`);
  }

  async function attachments(grievanceId: number): Promise<GrievanceAttachment[]> {
    return rowsOf<GrievanceAttachment>(
      await db.execute(sql`select id, file_name as "fileName", type, bytes from grievance_attachments
        where grievance_id = ${grievanceId} order by id`),
    );
  }

  async function attachment(grievanceId: number, id: number) {
    return rowsOf<{ storedName: string; fileName: string; type: string }>(
      await db.execute(sql`select stored_name as "storedName", file_name as "fileName", type from grievance_attachments
        where grievance_id = ${grievanceId} and id = ${id}`),
    )[0];
  }

  // ---------------------------------------------------------------- The committee

  async function members(): Promise<MemberRecord[]> {
    return rowsOf<MemberRecord>(
      await db.execute(sql`select ${MEMBER_COLUMNS} from grievance_committee c left join users u on u.id = c.user_id
        order by (c.until_date is null) desc, array_position(array['chairperson', 'member', 'specialInvitee', 'ombudsperson'], c.role),
          c.name, c.id`),
    );
  }

  async function member(id: number, lock = false): Promise<MemberRecord | undefined> {
    return rowsOf<MemberRecord>(
      await db.execute(sql`select ${MEMBER_COLUMNS} from grievance_committee c left join users u on u.id = c.user_id
        where c.id = ${id} ${lock ? sql`for update of c` : sql``}`),
    )[0];
  }

  /** The seat a login holds on the committee on a day, if any. */
  async function seatOf(userId: number, day: string): Promise<MemberRecord | undefined> {
    return rowsOf<MemberRecord>(
      await db.execute(sql`select ${MEMBER_COLUMNS} from grievance_committee c left join users u on u.id = c.user_id
        where c.user_id = ${userId} and c.from_date <= ${day}::date and (c.until_date is null or c.until_date >= ${day}::date)
        order by c.id desc limit 1`),
    )[0];
  }

  async function userNamed(username: string) {
    return rowsOf<{ id: number; fullName: string }>(
      await db.execute(sql`select id, full_name as "fullName" from users where lower(username) = lower(${username})`),
    )[0];
  }

  async function addMember(input: CommitteeMemberInput, userId: number | null): Promise<number> {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into grievance_committee (name, role, designation, gender, social_category, user_id, from_date)
        values (${input.name}, ${input.role}, ${input.designation}, ${input.gender}, ${input.socialCategory}, ${userId}, ${input.fromDate})
        returning id`),
    );
    return row!.id;
  }

  async function endMember(id: number, untilDate: string) {
    await db.execute(sql`update grievance_committee set until_date = ${untilDate} where id = ${id}`);
  }

  async function anonymousOn(): Promise<boolean> {
    const [row] = rowsOf<{ on: boolean }>(await db.execute(sql`select anonymous_on as "on" from grievance_settings where id = 1`));
    return row?.on ?? false;
  }

  async function setAnonymous(on: boolean) {
    await db.execute(sql`insert into grievance_settings (id, anonymous_on, updated_at) values (1, ${on}, now())
      on conflict (id) do update set anonymous_on = excluded.anonymous_on, updated_at = now()`);
  }

  // ---------------------------------------------------------------- Figures

  async function countsByCategory(from: string, to: string, today: string) {
    return rowsOf<{
      category: GrievanceCategory;
      received: number;
      disposed: number;
      disposedInTime: number;
      pending: number;
      overdue: number;
      appealed: number;
    }>(
      await db.execute(sql`select g.category, ${COUNTS(today)} from grievances g
        where g.received_on between ${from}::date and ${to}::date group by g.category`),
    );
  }

  async function averageDaysToDispose(from: string, to: string): Promise<number | null> {
    const [row] = rowsOf<{ avg: string | null }>(
      await db.execute(sql`select round(avg(g.decided_on - g.received_on), 1)::text as avg from grievances g
        where g.received_on between ${from}::date and ${to}::date and g.decided_on is not null`),
    );
    return row?.avg === null || row?.avg === undefined ? null : Number(row.avg);
  }

  async function byMonth(from: string, to: string, today: string) {
    return rowsOf<{ month: string; received: number; disposed: number; pending: number; overdue: number }>(
      await db.execute(sql`select m.month,
          (select count(*)::int from grievances g where to_char(g.received_on, 'YYYY-MM') = m.month) as received,
          (select count(*)::int from grievances g where to_char(g.decided_on, 'YYYY-MM') = m.month) as disposed,
          (select count(*)::int from grievances g where to_char(g.received_on, 'YYYY-MM') = m.month and g.decided_on is null) as pending,
          (select count(*)::int from grievances g where to_char(g.received_on, 'YYYY-MM') = m.month and g.decided_on is null
            and g.due_on < ${today}::date) as overdue
        from (select to_char(d, 'YYYY-MM') as month from generate_series(${from}::date, ${to}::date, interval '1 month') d) m
        order by m.month`),
    );
  }

  /** Every grievance received in a span, oldest first: the list behind the figures. */
  async function receivedBetween(from: string, to: string): Promise<GrievanceRecord[]> {
    return rowsOf<GrievanceRecord>(
      await db.execute(sql`select ${GRIEVANCE_COLUMNS} from ${GRIEVANCE_FROM}
        where g.received_on between ${from}::date and ${to}::date order by g.received_on, g.id`),
    );
  }

  return {
    grievance,
    byNumber,
    page,
    overdueCount,
    nextId,
    insert,
    update,
    addEvent,
    events,
    addAttachment,
    attachments,
    attachment,
    members,
    member,
    seatOf,
    userNamed,
    addMember,
    endMember,
    anonymousOn,
    setAnonymous,
    countsByCategory,
    averageDaysToDispose,
    byMonth,
    receivedBetween,
  };
}

export type GrievancesRepository = ReturnType<typeof createGrievancesRepository>;
