import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ALLOTMENT_SETTINGS, type AllotmentSettings, type BedPlace, type HostelApplicationStatus } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { hostelAllotments, hostelAllotmentSettings, hostelApplications } from './hostel.table.js';

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The student's gender as a block's: the admission record writes MALE or FEMALE. */
const genderWord = (column: SQL) => sql`case
    when upper(${column}) in ('MALE', 'M', 'BOY') then 'boys'
    when upper(${column}) in ('FEMALE', 'F', 'GIRL') then 'girls' end`;
const genderOf = (studentId: SQL) => sql`(select ${genderWord(sql`g.gender`)} from students g where g.id = ${studentId})`;

/**
 * The waiting list's order by the college's rules, over applications `a`: each key in the order
 * chosen, then who applied first (ADR 0137).
 */
function ruleOrder(rules: AllotmentSettings): SQL {
  const parts: SQL[] = rules.order.map((key) => {
    switch (key) {
      case 'year':
        return sql.raw(`(select (sm.number + 1) / 2 from students s join semesters sm on sm.id = s.semester_id where s.id = a.student_id)
          ${rules.yearOrder === 'seniorFirst' ? 'desc' : 'asc'} nulls last`);
      case 'distance':
        return sql`a.distance_km desc`;
      case 'category':
        return sql`coalesce(array_position(${`{${rules.categories.map((c) => `"${c.replace(/["\\]/g, '')}"`).join(',')}}`}::text[],
          (select upper(ap.category) from applications ap where ap.student_id = a.student_id)), 1000)`;
      case 'merit':
        return sql`(select r.sgpa from student_results r where upper(r.roll_no) = (select upper(s.roll_number) from students s where s.id = a.student_id)
          order by r.updated_at desc limit 1) desc nulls last`;
      case 'applied':
        return sql`a.applied_at, a.id`;
    }
  });
  return sql.join(parts, sql`, `);
}

export interface ApplicationRow {
  id: number;
  studentId: number;
  rollNumber: string;
  studentName: string;
  gender: 'boys' | 'girls' | null;
  status: HostelApplicationStatus;
  roomTypeId: number;
  roomTypeCode: string;
  roomTypeName: string;
  blockIds: number[];
  blockCodes: string[];
  distanceKm: number;
  position: number | null;
  appliedAt: string;
  allotmentId: number | null;
  fromDate: string | null;
  bedId: number | null;
  bed: string | null;
  roomId: number | null;
  room: string | null;
  blockId: number | null;
  block: string | null;
  bedRoomTypeId: number | null;
  bedRoomType: string | null;
}

export interface FreeBed extends BedPlace {
  blocked: boolean;
  blockedReason: string | null;
  gender: 'boys' | 'girls';
  taken: boolean;
}

const bedPlaceSql = sql`b.id as "bedId", b.label as "bed", r.id as "roomId", r.number as "room", k.id as "blockId", k.code as "block",
  t.id as "roomTypeId", t.code as "roomType"`;
const bedJoins = sql`from hostel_beds b join hostel_rooms r on r.id = b.room_id join hostel_blocks k on k.id = r.block_id
  join hostel_room_types t on t.id = r.room_type_id`;
const bedOrder = sql`k.code, r.floor, length(r.number), r.number, b.label`;

/** Hostel applications, allotments and the allotment rules. Inside a transaction, build it on the transaction. */
export function createHostelAllotmentRepository(db: DbOrTx) {
  async function settings(): Promise<AllotmentSettings> {
    const [row] = await db.select().from(hostelAllotmentSettings).where(eq(hostelAllotmentSettings.id, 1));
    if (!row) return DEFAULT_ALLOTMENT_SETTINGS;
    return { order: row.order as AllotmentSettings['order'], yearOrder: row.yearOrder, categories: row.categories };
  }

  async function saveSettings(input: AllotmentSettings): Promise<void> {
    await db
      .insert(hostelAllotmentSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: hostelAllotmentSettings.id, set: { ...input, updatedAt: sql`now()` } });
  }

  /** Applications with their student, room type, blocks, place in line and active bed; `where` over `a`. */
  async function applications(rules: AllotmentSettings, where: SQL, page?: { limit: number; offset: number }) {
    const rows = await db.execute(sql`with ranked as (
        select a.id, row_number() over (order by ${ruleOrder(rules)})::int as position from hostel_applications a where a.status = 'waiting')
      select a.id, a.student_id as "studentId",
        (select s.roll_number from students s where s.id = a.student_id) as "rollNumber",
        (select s.full_name from students s where s.id = a.student_id) as "studentName",
        ${genderOf(sql`a.student_id`)} as "gender",
        a.status, a.room_type_id as "roomTypeId", rt.code as "roomTypeCode", rt.name as "roomTypeName",
        a.block_ids as "blockIds",
        array(select k.code from unnest(a.block_ids) with ordinality u(id, n) join hostel_blocks k on k.id = u.id order by u.n) as "blockCodes",
        a.distance_km as "distanceKm", ranked.position, to_char(a.applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "appliedAt",
        al.id as "allotmentId", al.from_date::text as "fromDate", b.id as "bedId", b.label as "bed", r.id as "roomId", r.number as "room",
        k.id as "blockId", k.code as "block", t.id as "bedRoomTypeId", t.code as "bedRoomType"
      from hostel_applications a
      join hostel_room_types rt on rt.id = a.room_type_id
      left join ranked on ranked.id = a.id
      left join hostel_allotments al on al.application_id = a.id and al.status = 'active'
      left join hostel_beds b on b.id = al.bed_id left join hostel_rooms r on r.id = b.room_id
      left join hostel_blocks k on k.id = r.block_id left join hostel_room_types t on t.id = r.room_type_id
      where ${where}
      order by a.status = 'waiting' desc, ranked.position nulls last, a.applied_at desc, a.id desc
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
    return rowsOf<ApplicationRow>(rows);
  }

  const byId = async (rules: AllotmentSettings, id: number) => (await applications(rules, sql`a.id = ${id}`))[0];
  /** The student's live application, else their latest. */
  const ofStudent = async (rules: AllotmentSettings, studentId: number) =>
    (
      await applications(
        rules,
        sql`a.id = (select x.id from hostel_applications x where x.student_id = ${studentId} order by x.status in ('waiting', 'allotted') desc, x.id desc limit 1)`,
      )
    )[0];

  function listWhere(status: HostelApplicationStatus | null | undefined, q: string | null | undefined): SQL {
    const text = q?.trim();
    return (
      and(
        status ? sql`a.status = ${status}` : undefined,
        text
          ? sql`a.student_id in (select s.id from students s where s.roll_number ilike ${containing(text)} or s.full_name ilike ${containing(text)})`
          : undefined,
      ) ?? sql`true`
    );
  }

  async function page(rules: AllotmentSettings, query: { status?: HostelApplicationStatus | null; q?: string | null; page: number; size: number }) {
    const where = listWhere(query.status, query.q);
    const [rows, [total]] = await Promise.all([
      applications(rules, where, { limit: query.size, offset: (query.page - 1) * query.size }),
      db.execute(sql`select count(*)::int as n from hostel_applications a where ${where}`).then((r) => rowsOf<{ n: number }>(r)),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The student a request is about, by id or by roll number, with their gender as a block's. */
  async function student(by: { id: number } | { rollNo: string }) {
    const where = 'id' in by ? sql`s.id = ${by.id}` : sql`upper(s.roll_number) = ${by.rollNo.toUpperCase()}`;
    const [row] = rowsOf<{ id: number; rollNumber: string; name: string; gender: 'boys' | 'girls' | null }>(
      await db.execute(sql`select s.id, s.roll_number as "rollNumber", s.full_name as "name", ${genderWord(sql`s.gender`)} as "gender"
        from students s where ${where}`),
    );
    return row;
  }

  async function insertApplication(values: typeof hostelApplications.$inferInsert): Promise<number> {
    const [row] = await db.insert(hostelApplications).values(values).returning({ id: hostelApplications.id });
    return row!.id;
  }

  async function lockApplication(id: number) {
    const [row] = await db
      .select({ id: hostelApplications.id, status: hostelApplications.status, studentId: hostelApplications.studentId })
      .from(hostelApplications)
      .where(eq(hostelApplications.id, id))
      .for('update');
    return row;
  }

  /** Of these applications, those still waiting, locked for their allotment. */
  async function lockWaiting(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: hostelApplications.id })
      .from(hostelApplications)
      .where(and(inArray(hostelApplications.id, ids), eq(hostelApplications.status, 'waiting')))
      .for('update');
    return new Set(rows.map((r) => r.id));
  }

  async function setApplicationStatus(ids: number[], status: HostelApplicationStatus): Promise<void> {
    if (ids.length > 0) await db.update(hostelApplications).set({ status }).where(inArray(hostelApplications.id, ids));
  }

  /** Waiting applications in the rules' order, with what the plan needs. */
  async function waitingInOrder(rules: AllotmentSettings) {
    return rowsOf<{ id: number; studentId: number; rollNumber: string; studentName: string; roomTypeId: number; roomType: string; blockIds: number[] }>(
      await db.execute(sql`select a.id, a.student_id as "studentId",
          (select s.roll_number from students s where s.id = a.student_id) as "rollNumber",
          (select s.full_name from students s where s.id = a.student_id) as "studentName",
          a.room_type_id as "roomTypeId", (select t.code from hostel_room_types t where t.id = a.room_type_id) as "roomType", a.block_ids as "blockIds"
        from hostel_applications a where a.status = 'waiting' order by ${ruleOrder(rules)}`),
    );
  }

  /** The beds neither blocked nor allotted, by block, floor, room and label. */
  async function freeBeds(): Promise<BedPlace[]> {
    return rowsOf<BedPlace>(
      await db.execute(sql`select ${bedPlaceSql} ${bedJoins}
        where not b.blocked and not exists (select 1 from hostel_allotments al where al.bed_id = b.id and al.status = 'active')
        order by ${bedOrder}`),
    );
  }

  /** A bed with its place, whether it is blocked or taken, and its block's gender. */
  async function bed(bedId: number): Promise<FreeBed | undefined> {
    const [row] = rowsOf<FreeBed>(
      await db.execute(sql`select ${bedPlaceSql}, b.blocked, b.blocked_reason as "blockedReason", k.gender,
          exists (select 1 from hostel_allotments al where al.bed_id = b.id and al.status = 'active') as "taken"
        ${bedJoins} where b.id = ${bedId}`),
    );
    return row;
  }

  async function insertAllotment(values: typeof hostelAllotments.$inferInsert): Promise<number> {
    const [row] = await db.insert(hostelAllotments).values(values).returning({ id: hostelAllotments.id });
    return row!.id;
  }

  /** Allotments inserted where their bed and student are free: answers those made. */
  async function insertAllotmentsWhereFree(values: (typeof hostelAllotments.$inferInsert)[]) {
    if (values.length === 0) return [];
    return db
      .insert(hostelAllotments)
      .values(values)
      .onConflictDoNothing()
      .returning({ applicationId: hostelAllotments.applicationId, bedId: hostelAllotments.bedId });
  }

  async function lockAllotment(id: number) {
    const [row] = await db.select().from(hostelAllotments).where(eq(hostelAllotments.id, id)).for('update');
    return row;
  }

  async function vacateAllotment(id: number, on: string): Promise<void> {
    await db.update(hostelAllotments).set({ status: 'vacated', vacatedOn: on }).where(eq(hostelAllotments.id, id));
  }

  /** Applications waiting, and beds occupied by block and by room type, for the landing page. */
  async function occupancy() {
    const [waiting, byBlock, byRoomType] = await Promise.all([
      db.execute(sql`select count(*)::int as n from hostel_applications where status = 'waiting'`),
      db.execute(sql`select r.block_id as id, count(*)::int as n from hostel_allotments al join hostel_beds b on b.id = al.bed_id
        join hostel_rooms r on r.id = b.room_id where al.status = 'active' group by r.block_id`),
      db.execute(sql`select r.room_type_id as id, count(*)::int as n from hostel_allotments al join hostel_beds b on b.id = al.bed_id
        join hostel_rooms r on r.id = b.room_id where al.status = 'active' group by r.room_type_id`),
    ]);
    const map = (rows: { id: number; n: number }[]) => new Map(rows.map((r) => [r.id, r.n]));
    return {
      waiting: rowsOf<{ n: number }>(waiting)[0]?.n ?? 0,
      byBlock: map(rowsOf<{ id: number; n: number }>(byBlock)),
      byRoomType: map(rowsOf<{ id: number; n: number }>(byRoomType)),
    };
  }

  return {
    settings,
    saveSettings,
    byId,
    ofStudent,
    page,
    student,
    insertApplication,
    lockApplication,
    lockWaiting,
    setApplicationStatus,
    waitingInOrder,
    freeBeds,
    bed,
    insertAllotment,
    insertAllotmentsWhereFree,
    lockAllotment,
    vacateAllotment,
    occupancy,
  };
}

export type HostelAllotmentRepository = ReturnType<typeof createHostelAllotmentRepository>;
