import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  HostelComplaint,
  HostelComplaintsQuery,
  HostelLeave,
  HostelLeaveQuery,
  HostelVisitor,
  HostelVisitorsQuery,
} from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { hostelComplaints, hostelLeaveRequests, hostelVisitors } from './hostel-life.table.js';

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Where a student lives now, `BH-1 · 101 · A`, or null when they hold no bed. */
const placeOf = (studentId: SQL) => sql`(select k.code || ' · ' || r.number || ' · ' || b.label
  from hostel_allotments al join hostel_beds b on b.id = al.bed_id join hostel_rooms r on r.id = b.room_id
  join hostel_blocks k on k.id = r.block_id where al.student_id = ${studentId} and al.status = 'active')`;

const studentJson = sql`json_build_object('studentId', s.id, 'rollNumber', s.roll_number, 'fullName', s.full_name,
  'place', ${placeOf(sql`s.id`)})`;
const at = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const LEAVE_COLUMNS = sql`l.id, ${studentJson} as "student", l.kind, l.from_date::text as "fromDate", l.to_date::text as "toDate",
  l.destination, l.reason, l.status, ${at(sql`l.requested_at`)} as "requestedAt", ${at(sql`l.decided_at`)} as "decidedAt",
  (select u.username from users u where u.id = l.decided_by) as "decidedBy", l.note`;
const LEAVE_FROM = sql`hostel_leave_requests l join students s on s.id = l.student_id`;

const COMPLAINT_COLUMNS = sql`c.id, json_build_object('id', r.id, 'number', r.number, 'block', k.code) as "room", c.category,
  c.description, c.status,
  coalesce((select s.full_name || ' (' || s.roll_number || ')' from students s where s.id = c.student_id),
    (select u.username from users u where u.id = c.reported_by), '') as "reportedBy",
  ${at(sql`c.reported_at`)} as "reportedAt", ${at(sql`c.updated_at`)} as "updatedAt", c.note`;
const COMPLAINT_FROM = sql`hostel_complaints c join hostel_rooms r on r.id = c.room_id join hostel_blocks k on k.id = r.block_id`;

const VISITOR_COLUMNS = sql`v.id, ${studentJson} as "student", v.visitor_name as "visitorName", v.relation, v.phone, v.purpose,
  ${at(sql`v.in_at`)} as "inAt", ${at(sql`v.out_at`)} as "outAt"`;
const VISITOR_FROM = sql`hostel_visitors v join students s on s.id = v.student_id`;

const searchStudent = (q: string | null | undefined) =>
  q ? sql`(s.roll_number ilike ${containing(q)} or s.full_name ilike ${containing(q)})` : sql`true`;

/** A page of rows and their count. */
async function paged<T>(db: DbOrTx, columns: SQL, from: SQL, where: SQL, order: SQL, page: { page: number; size: number }) {
  const [rows, count] = await Promise.all([
    db.execute(
      sql`select ${columns} from ${from} where ${where} order by ${order} limit ${page.size} offset ${(page.page - 1) * page.size}`,
    ),
    db.execute(sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  return { rows: rowsOf<T>(rows), total: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
}

/** The hostel's daily life: leave requests, complaints, the visitors' register (ADR 0139). */
export function createHostelLifeRepository(db: DbOrTx) {
  /** The student with where they live now. */
  async function resident(by: { id: number } | { rollNo: string }) {
    const where = 'id' in by ? sql`s.id = ${by.id}` : sql`upper(s.roll_number) = ${by.rollNo.toUpperCase()}`;
    const [row] = rowsOf<{ id: number; rollNumber: string; fullName: string; roomId: number | null; place: string | null }>(
      await db.execute(sql`select s.id, s.roll_number as "rollNumber", s.full_name as "fullName",
        (select b.room_id from hostel_allotments al join hostel_beds b on b.id = al.bed_id
          where al.student_id = s.id and al.status = 'active') as "roomId",
        ${placeOf(sql`s.id`)} as "place"
        from students s where ${where}`),
    );
    return row;
  }

  async function leave(id: number): Promise<HostelLeave | undefined> {
    return rowsOf<HostelLeave>(await db.execute(sql`select ${LEAVE_COLUMNS} from ${LEAVE_FROM} where l.id = ${id}`))[0];
  }

  function leavePage(query: HostelLeaveQuery) {
    const where = sql.join(
      [
        query.status ? sql`l.status = ${query.status}` : sql`true`,
        query.on ? sql`${query.on}::date between l.from_date and l.to_date` : sql`true`,
        searchStudent(query.q),
      ],
      sql` and `,
    );
    // Pending first and soonest first: what the warden must answer before the student leaves.
    const order = sql`l.status = 'pending' desc, l.from_date, l.id`;
    return paged<HostelLeave>(db, LEAVE_COLUMNS, LEAVE_FROM, where, order, query);
  }

  async function leaveOf(studentId: number): Promise<HostelLeave[]> {
    return rowsOf<HostelLeave>(
      await db.execute(sql`select ${LEAVE_COLUMNS} from ${LEAVE_FROM} where l.student_id = ${studentId}
        order by l.from_date desc, l.id desc limit 50`),
    );
  }

  async function insertLeave(values: typeof hostelLeaveRequests.$inferInsert): Promise<number> {
    const [row] = await db.insert(hostelLeaveRequests).values(values).returning({ id: hostelLeaveRequests.id });
    return row!.id;
  }

  async function lockLeave(id: number) {
    const [row] = await db.select().from(hostelLeaveRequests).where(eq(hostelLeaveRequests.id, id)).for('update');
    return row;
  }

  async function updateLeave(id: number, values: Partial<typeof hostelLeaveRequests.$inferInsert>) {
    await db.update(hostelLeaveRequests).set(values).where(eq(hostelLeaveRequests.id, id));
  }

  /** The request whose days a new one overlaps, to name them in the refusal. */
  async function overlapping(studentId: number, fromDate: string, toDate: string) {
    const [row] = await db
      .select({ fromDate: hostelLeaveRequests.fromDate, toDate: hostelLeaveRequests.toDate })
      .from(hostelLeaveRequests)
      .where(
        and(
          eq(hostelLeaveRequests.studentId, studentId),
          sql`${hostelLeaveRequests.status} in ('pending', 'approved')`,
          sql`daterange(${hostelLeaveRequests.fromDate}, ${hostelLeaveRequests.toDate}, '[]') && daterange(${fromDate}::date, ${toDate}::date, '[]')`,
        ),
      )
      .limit(1);
    return row;
  }

  async function complaint(id: number): Promise<HostelComplaint | undefined> {
    return rowsOf<HostelComplaint>(await db.execute(sql`select ${COMPLAINT_COLUMNS} from ${COMPLAINT_FROM} where c.id = ${id}`))[0];
  }

  function complaintsPage(query: HostelComplaintsQuery) {
    const q = query.q?.trim();
    const where = sql.join(
      [
        query.status ? sql`c.status = ${query.status}` : sql`true`,
        q ? sql`(r.number ilike ${containing(q)} or k.code ilike ${containing(q)} or k.name ilike ${containing(q)})` : sql`true`,
      ],
      sql` and `,
    );
    const order = sql`c.status = 'resolved', c.reported_at, c.id`;
    return paged<HostelComplaint>(db, COMPLAINT_COLUMNS, COMPLAINT_FROM, where, order, query);
  }

  async function complaintsOf(studentId: number, roomId: number | null): Promise<HostelComplaint[]> {
    const mine = roomId === null ? sql`c.student_id = ${studentId}` : sql`(c.student_id = ${studentId} or c.room_id = ${roomId})`;
    return rowsOf<HostelComplaint>(
      await db.execute(
        sql`select ${COMPLAINT_COLUMNS} from ${COMPLAINT_FROM} where ${mine} order by c.reported_at desc, c.id desc limit 50`,
      ),
    );
  }

  async function insertComplaint(values: typeof hostelComplaints.$inferInsert): Promise<number> {
    const [row] = await db.insert(hostelComplaints).values(values).returning({ id: hostelComplaints.id });
    return row!.id;
  }

  async function lockComplaint(id: number) {
    const [row] = await db.select().from(hostelComplaints).where(eq(hostelComplaints.id, id)).for('update');
    return row;
  }

  async function updateComplaint(id: number, values: Partial<typeof hostelComplaints.$inferInsert>) {
    await db
      .update(hostelComplaints)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(hostelComplaints.id, id));
  }

  async function room(id: number) {
    const [row] = rowsOf<{ id: number; number: string; block: string }>(
      await db.execute(sql`select r.id, r.number, k.code as "block" from hostel_rooms r join hostel_blocks k on k.id = r.block_id
        where r.id = ${id}`),
    );
    return row;
  }

  async function visitor(id: number): Promise<HostelVisitor | undefined> {
    return rowsOf<HostelVisitor>(await db.execute(sql`select ${VISITOR_COLUMNS} from ${VISITOR_FROM} where v.id = ${id}`))[0];
  }

  async function visitorsPage(query: HostelVisitorsQuery & { day: string }) {
    const where = sql`v.day = ${query.day} and ${searchStudent(query.q)}`;
    // Those still in first, then by the time they came.
    const order = sql`v.out_at is not null, v.in_at desc, v.id desc`;
    const [page, inNow] = await Promise.all([
      paged<HostelVisitor>(db, VISITOR_COLUMNS, VISITOR_FROM, where, order, query),
      db.execute(sql`select count(*)::int as n from hostel_visitors where out_at is null`),
    ]);
    return { ...page, inNow: rowsOf<{ n: number }>(inNow)[0]?.n ?? 0 };
  }

  async function insertVisitor(values: typeof hostelVisitors.$inferInsert): Promise<number> {
    const [row] = await db.insert(hostelVisitors).values(values).returning({ id: hostelVisitors.id });
    return row!.id;
  }

  /** Signs a visitor out once: the row is changed only while no time out is kept. */
  async function signOut(id: number) {
    const rows = await db
      .update(hostelVisitors)
      .set({ outAt: sql`now()` })
      .where(and(eq(hostelVisitors.id, id), sql`${hostelVisitors.outAt} is null`))
      .returning({ id: hostelVisitors.id });
    return rows.length > 0;
  }

  return {
    resident,
    leave,
    leavePage,
    leaveOf,
    insertLeave,
    lockLeave,
    updateLeave,
    overlapping,
    complaint,
    complaintsPage,
    complaintsOf,
    insertComplaint,
    lockComplaint,
    updateComplaint,
    room,
    visitor,
    visitorsPage,
    insertVisitor,
    signOut,
  };
}
export type HostelLifeRepository = ReturnType<typeof createHostelLifeRepository>;
