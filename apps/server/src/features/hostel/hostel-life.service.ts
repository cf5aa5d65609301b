import {
  collegeTimeZone,
  dayMonthYear,
  serverText,
  type HostelComplaint,
  type HostelComplaintInput,
  type HostelComplaintsPage,
  type HostelComplaintsQuery,
  type HostelComplaintStatusChange,
  type HostelLeave,
  type HostelLeaveDecision,
  type HostelLeavePage,
  type HostelLeaveQuery,
  type HostelLeaveRequest,
  type HostelOwnComplaint,
  type HostelVisitor,
  type HostelVisitorIn,
  type HostelVisitorsPage,
  type HostelVisitorsQuery,
  type OwnHostelLife,
} from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { createHostelLifeRepository, type HostelLifeRepository } from './hostel-life.repository.js';

/** A moment as the college's clock shows it: `16:05`. */
const clockTime = (at: string | null) =>
  at ? new Intl.DateTimeFormat('en-GB', { timeZone: collegeTimeZone(), hour: '2-digit', minute: '2-digit' }).format(new Date(at)) : '';

export interface HostelLifeDeps {
  db: Db;
  audit: AuditService;
  /** The college's business day: leave begins from it, the register is kept by it. */
  today: () => Promise<string>;
  /** The student and their parents are told of the warden's decision. */
  notifications: Pick<NotificationsService, 'tellStudent'>;
}

/** The hostel's daily life: leave and out-passes, room complaints, the visitors' register (ADR 0139). */
export function createHostelLifeService({ db, audit, today, notifications }: HostelLifeDeps) {
  const repo = createHostelLifeRepository(db);

  async function studentOf(user: AuthUser) {
    if (!user.studentId) throw notFound(serverText('payments.noStudent'));
    const student = await repo.resident({ id: user.studentId });
    if (!student) throw notFound(serverText('payments.noStudent'));
    return student;
  }

  /** The student of the login, who must hold a bed to ask for leave or report a room. */
  async function residentOf(user: AuthUser) {
    const student = await studentOf(user);
    if (student.roomId === null) throw conflict(serverText('hostel.notResident', { name: student.fullName }));
    return { ...student, roomId: student.roomId };
  }

  async function leave(r: HostelLifeRepository, id: number): Promise<HostelLeave> {
    const row = await r.leave(id);
    if (!row) throw notFound(serverText('hostel.leaveNotFound'));
    return row;
  }

  async function complaint(r: HostelLifeRepository, id: number): Promise<HostelComplaint> {
    const row = await r.complaint(id);
    if (!row) throw notFound(serverText('hostel.complaintNotFound'));
    return row;
  }

  async function own(user: AuthUser): Promise<OwnHostelLife> {
    const student = await studentOf(user);
    const [leaveRows, complaints] = await Promise.all([repo.leaveOf(student.id), repo.complaintsOf(student.id, student.roomId)]);
    return { resident: student.roomId !== null, place: student.place, leave: leaveRows, complaints };
  }

  async function requestLeave(user: AuthUser, input: HostelLeaveRequest): Promise<HostelLeave> {
    const student = await residentOf(user);
    try {
      const id = await db.transaction(async (tx) => {
        const leaveId = await createHostelLifeRepository(tx).insertLeave({ studentId: student.id, ...input });
        await audit.record(tx, {
          actor: user,
          action: 'hostel.leaveRequested',
          entity: 'hostel_leave_request',
          entityId: String(leaveId),
          details: {
            rollNumber: student.rollNumber,
            kind: input.kind,
            fromDate: input.fromDate,
            toDate: input.toDate,
            destination: input.destination,
          },
        });
        return leaveId;
      });
      return await leave(repo, id);
    } catch (err) {
      if (violationOf(err)?.kind !== 'exclusion') throw err;
      const other = await repo.overlapping(student.id, input.fromDate, input.toDate);
      throw conflict(
        serverText('hostel.leaveOverlaps', {
          name: student.fullName,
          from: dayMonthYear(other?.fromDate ?? input.fromDate),
          to: dayMonthYear(other?.toDate ?? input.toDate),
        }),
      );
    }
  }

  /** The student withdraws a request not yet begun: pending, or approved with its first day still ahead. */
  async function cancelLeave(user: AuthUser, id: number): Promise<HostelLeave> {
    const student = await studentOf(user);
    const day = await today();
    await db.transaction(async (tx) => {
      const r = createHostelLifeRepository(tx);
      const row = await r.lockLeave(id);
      if (!row || row.studentId !== student.id) throw notFound(serverText('hostel.leaveNotFound'));
      if (row.status !== 'pending' && row.status !== 'approved') throw conflict(serverText('hostel.leaveDecided', { status: row.status }));
      if (row.status === 'approved' && row.fromDate <= day) throw conflict(serverText('hostel.leaveBegun'));
      await r.updateLeave(id, { status: 'cancelled' });
      await audit.record(tx, {
        actor: user,
        action: 'hostel.leaveCancelled',
        entity: 'hostel_leave_request',
        entityId: String(id),
        details: { rollNumber: student.rollNumber, fromDate: row.fromDate, toDate: row.toDate },
      });
    });
    return leave(repo, id);
  }

  /** The warden's answer to a pending request, once (the row is locked); the student and parents are told in the same transaction. */
  async function decideLeave(user: AuthUser, id: number, input: HostelLeaveDecision): Promise<HostelLeave> {
    await db.transaction(async (tx) => {
      const r = createHostelLifeRepository(tx);
      const row = await r.lockLeave(id);
      if (!row) throw notFound(serverText('hostel.leaveNotFound'));
      if (row.status !== 'pending') throw conflict(serverText('hostel.leaveDecided', { status: row.status }));
      await r.updateLeave(id, { status: input.decision, decidedAt: new Date(), decidedBy: user.id, note: input.note ?? null });
      const student = await r.resident({ id: row.studentId });
      await audit.record(tx, {
        actor: user,
        action: 'hostel.leaveDecided',
        entity: 'hostel_leave_request',
        entityId: String(id),
        details: {
          rollNumber: student?.rollNumber ?? '',
          decision: input.decision,
          fromDate: row.fromDate,
          toDate: row.toDate,
          note: input.note ?? '',
        },
      });
      await tellDecision(tx, id, row, student?.fullName ?? '', input);
    });
    return leave(repo, id);
  }

  const tellDecision = (
    tx: DbOrTx,
    id: number,
    row: { studentId: number; fromDate: string; toDate: string; destination: string },
    name: string,
    input: HostelLeaveDecision,
  ) =>
    notifications.tellStudent(tx, 'hostelLeaveDecided', `leave:${id}`, row.studentId, {
      student: name,
      fromDate: row.fromDate,
      toDate: row.toDate,
      destination: row.destination,
      decision: input.decision,
      note: input.note ?? '',
    });

  async function reportOwn(user: AuthUser, input: HostelOwnComplaint): Promise<HostelComplaint> {
    const student = await residentOf(user);
    return addComplaint(user, { roomId: student.roomId, ...input }, student.id);
  }

  async function addComplaint(user: AuthUser, input: HostelComplaintInput, studentId: number | null = null): Promise<HostelComplaint> {
    const room = await repo.room(input.roomId);
    if (!room) throw notFound(serverText('hostel.roomNotFound'));
    const id = await db.transaction(async (tx) => {
      const complaintId = await createHostelLifeRepository(tx).insertComplaint({ ...input, studentId, reportedBy: user.id });
      await audit.record(tx, {
        actor: user,
        action: 'hostel.complaintReported',
        entity: 'hostel_complaint',
        entityId: String(complaintId),
        details: { block: room.block, room: room.number, category: input.category, description: input.description },
      });
      return complaintId;
    });
    return complaint(repo, id);
  }

  async function moveComplaint(user: AuthUser, id: number, input: HostelComplaintStatusChange): Promise<HostelComplaint> {
    await db.transaction(async (tx) => {
      const r = createHostelLifeRepository(tx);
      const row = await r.lockComplaint(id);
      if (!row) throw notFound(serverText('hostel.complaintNotFound'));
      if (row.status === 'resolved') throw conflict(serverText('hostel.complaintResolved'));
      await r.updateComplaint(id, { status: input.status, note: input.note ?? row.note });
      const room = await r.room(row.roomId);
      await audit.record(tx, {
        actor: user,
        action: 'hostel.complaintMoved',
        entity: 'hostel_complaint',
        entityId: String(id),
        details: {
          block: room?.block ?? '',
          room: room?.number ?? '',
          category: row.category,
          status: input.status,
          note: input.note ?? '',
        },
      });
    });
    return complaint(repo, id);
  }

  async function visitorIn(user: AuthUser, input: HostelVisitorIn): Promise<HostelVisitor> {
    const student = await repo.resident({ rollNo: input.rollNumber });
    if (!student) throw notFound(serverText('fees.noStudent', { rollNo: input.rollNumber }));
    if (student.roomId === null) throw conflict(serverText('hostel.notResident', { name: student.fullName }));
    const day = await today();
    const id = await db.transaction(async (tx) => {
      const { rollNumber: _roll, ...visit } = input;
      const visitId = await createHostelLifeRepository(tx).insertVisitor({ ...visit, studentId: student.id, day, recordedBy: user.id });
      await audit.record(tx, {
        actor: user,
        action: 'hostel.visitorIn',
        entity: 'hostel_visitor',
        entityId: String(visitId),
        details: { visitorName: input.visitorName, relation: input.relation, rollNumber: student.rollNumber },
      });
      return visitId;
    });
    return visitor(id);
  }

  async function visitor(id: number): Promise<HostelVisitor> {
    const row = await repo.visitor(id);
    if (!row) throw notFound(serverText('hostel.visitorNotFound'));
    return row;
  }

  async function visitorOut(user: AuthUser, id: number): Promise<HostelVisitor> {
    const before = await visitor(id);
    const signed = await db.transaction(async (tx) => {
      if (!(await createHostelLifeRepository(tx).signOut(id))) return false;
      await audit.record(tx, {
        actor: user,
        action: 'hostel.visitorOut',
        entity: 'hostel_visitor',
        entityId: String(id),
        details: { visitorName: before.visitorName, rollNumber: before.student.rollNumber },
      });
      return true;
    });
    const after = await visitor(id);
    if (!signed) throw conflict(serverText('hostel.visitorOut', { time: clockTime(after.outAt) }));
    return after;
  }

  return {
    own,
    requestLeave,
    cancelLeave,
    decideLeave,
    leavePage: async (query: HostelLeaveQuery): Promise<HostelLeavePage> => ({
      ...(await repo.leavePage(query)),
      page: query.page,
      size: query.size,
    }),
    reportOwn,
    addComplaint: (user: AuthUser, input: HostelComplaintInput) => addComplaint(user, input),
    moveComplaint,
    complaintsPage: async (query: HostelComplaintsQuery): Promise<HostelComplaintsPage> => ({
      ...(await repo.complaintsPage(query)),
      page: query.page,
      size: query.size,
    }),
    visitorIn,
    visitorOut,
    visitorsPage: async (query: HostelVisitorsQuery): Promise<HostelVisitorsPage> => {
      const day = query.day ?? (await today());
      return { ...(await repo.visitorsPage({ ...query, day })), page: query.page, size: query.size, day };
    },
  };
}
export type HostelLifeService = ReturnType<typeof createHostelLifeService>;
