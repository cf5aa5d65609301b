import {
  can,
  collegeTimeZone,
  dayIn,
  dayMonthYear,
  serverText,
  type Condonation,
  type Eligibility,
  type EligibilityFilter,
  type EligibilityQuery,
  type EligibilityStatus,
  type EligibilityStudent,
} from '@campus/shared';
import { formatRupees } from '@campus/shared/money';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { createCondonationDues } from '../payments/condonation-dues.service.js';
import { createAttendanceRepository } from './attendance.repository.js';
import { createEligibilityRepository, type StoredCondonation, type StudentShare } from './eligibility.repository.js';

export interface EligibilityServiceDeps {
  db: Db;
  audit: AuditService;
  /** The time a condonation is asked and decided at. */
  clock?: Clock;
}

/** Who is asking: their id and roles. */
interface Asker extends Actor {
  id: number;
  roles: readonly string[];
}

/** A share in tenths of a percent, as a percentage with one decimal; null before any class. */
export const percentOf = (attended: number, held: number) => (held === 0 ? null : Math.round((attended * 1000) / held) / 10);

/** The condonations as the API answers them, with what was paid of each fee (the fee type's payments to the oldest first). */
export async function condonationViews(db: DbOrTx, stored: StoredCondonation[]): Promise<Map<number, Condonation>> {
  const paidOf = await createCondonationDues(db).paidOf([...new Set(stored.map((k) => k.studentId))]);
  return new Map(
    stored.map((k) => [
      k.id,
      {
        id: k.id,
        studentId: k.studentId,
        rollNumber: k.rollNumber,
        fullName: k.fullName,
        section: k.section,
        semester: k.semester,
        percent: k.permille / 10,
        feePaise: k.feePaise,
        // A fee of nothing is paid; a fee waived in part is paid once the rest is.
        paidPaise: k.feePaise === 0 ? 0 : Math.min(k.feePaise, paidOf.get(k.id) ?? 0),
        state: k.state,
        requestedAt: new Date(k.requestedAt).toISOString(),
        decidedBy: k.decidedBy,
        decidedAt: k.decidedAt ? new Date(k.decidedAt).toISOString() : null,
        remark: k.remark,
      },
    ]),
  );
}

const owedOf = (k: Condonation) => k.feePaise - k.paidPaise;

/**
 * Who may sit the semester-end examinations by their attendance this semester (ADR 0147): eligible at
 * the required share, condonable between the two shares until the head of the department approves
 * a condonation whose fee is paid, detained below. A condonation is asked once per semester.
 */
export function createEligibilityService({ db, audit, clock = systemClock }: EligibilityServiceDeps) {
  const repo = createEligibilityRepository(db);
  const attendanceRepo = createAttendanceRepository(db);

  function statusOf(
    share: StudentShare,
    condonation: Condonation | undefined,
    rules: { requiredPercent: number; condonablePercent: number },
  ) {
    const percent = percentOf(share.attended, share.held);
    if (percent === null || percent >= rules.requiredPercent) return { percent, status: 'eligible' as const };
    if (percent < rules.condonablePercent) return { percent, status: 'detained' as const };
    return { percent, status: condonation?.state === 'approved' ? ('condoned' as const) : ('condonable' as const) };
  }

  /** Every student of the batch (a branch of it) with their status, by roll number. */
  async function everyone(filter: Pick<EligibilityFilter, 'batchId' | 'branchId'>) {
    const batch = await repo.batchLabel(filter.batchId);
    if (!batch) throw notFound(serverText('attendance.batchNotFound'));
    const [rules, shares] = await Promise.all([attendanceRepo.settings(), repo.batchShares(filter.batchId, filter.branchId)]);
    const condonations = await condonationViews(db, await repo.condonationsOf(shares.map((s) => s.id)));
    const byStudent = new Map([...condonations.values()].map((k) => [k.studentId, k]));
    const rows: EligibilityStudent[] = shares.map((s) => {
      const condonation = byStudent.get(s.id) ?? null;
      return {
        id: s.id,
        rollNumber: s.rollNumber,
        fullName: s.fullName,
        section: s.section,
        held: s.held,
        attended: s.attended,
        ...statusOf(s, condonation ?? undefined, rules),
        condonation,
      };
    });
    return { batch, rules, rows };
  }

  const matches = (filter: EligibilityFilter) => {
    const q = filter.q?.trim().toUpperCase();
    return (r: EligibilityStudent) =>
      (!filter.status || r.status === filter.status) &&
      (!q || r.rollNumber.toUpperCase().includes(q) || r.fullName.toUpperCase().includes(q));
  };

  async function list(query: EligibilityQuery): Promise<Eligibility> {
    const { batch, rules, rows } = await everyone(query);
    const counts: Record<EligibilityStatus, number> = { eligible: 0, condonable: 0, condoned: 0, detained: 0 };
    for (const r of rows) counts[r.status]++;
    const found = rows.filter(matches(query));
    const start = (query.page - 1) * query.pageSize;
    return {
      batch,
      required: rules.requiredPercent,
      condonable: rules.condonablePercent,
      feePaise: rules.condonationFeePaise,
      counts,
      total: found.length,
      page: query.page,
      pageSize: query.pageSize,
      rows: found.slice(start, start + query.pageSize),
    };
  }

  /** The whole list matching the filters, for the workbook. */
  async function rowsFor(filter: EligibilityFilter) {
    const { batch, rules, rows } = await everyone(filter);
    return { batch, rules, rows: rows.filter(matches(filter)) };
  }

  /** The student a condonation is asked for: the signed-in student's (a parent's ward), or the one the office names. */
  async function studentFor(asker: Asker, studentId: number | undefined): Promise<number> {
    if (studentId !== undefined) {
      if (!can(asker.roles, 'attendance.settings')) throw forbidden(serverText('attendance.notYourClass'));
      return studentId;
    }
    const own = await attendanceRepo.studentOfUser(asker.id);
    if (!own) throw notFound(serverText('attendance.noStudent'));
    return own;
  }

  async function request(asker: Asker, studentId?: number): Promise<Condonation> {
    const id = await studentFor(asker, studentId);
    const created = await db.transaction(async (tx) => {
      const r = createEligibilityRepository(tx);
      const [rules, share] = await Promise.all([createAttendanceRepository(tx).settings(), r.studentShare(id)]);
      if (!share) throw notFound(serverText('attendance.noStudent'));
      const { percent } = statusOf(share, undefined, rules);
      const p = percent ?? 100;
      if (p >= rules.requiredPercent || p < rules.condonablePercent)
        throw conflict(
          serverText('attendance.notCondonable', {
            roll: share.rollNumber,
            percent: `${p} %`,
            condonable: `${rules.condonablePercent} %`,
            required: `${rules.requiredPercent} %`,
          }),
        );
      const made = await r.insertCondonation({
        studentId: id,
        sectionId: share.sectionId,
        regulationId: share.regulationId,
        semester: share.semester,
        permille: Math.round(p * 10),
        feePaise: rules.condonationFeePaise,
        requestedBy: asker.id,
        at: clock(),
      });
      if (made === undefined) {
        const [asked] = await r.condonationsOf([id]);
        throw conflict(
          serverText('attendance.condonationAsked', {
            roll: share.rollNumber,
            date: asked ? dayMonthYear(dayIn(collegeTimeZone(), asked.requestedAt)) : '',
          }),
        );
      }
      await createCondonationDues(tx).lay({
        studentId: id,
        condonationId: made,
        amountPaise: rules.condonationFeePaise,
        reason: `Attendance condonation, semester ${share.semester} (${p} %)`,
        createdBy: asker.id,
      });
      await audit.record(tx, {
        actor: asker,
        action: 'attendance.condonationAsked',
        entity: 'attendance_condonation',
        entityId: String(made),
        details: { roll: share.rollNumber, section: share.section, percent: `${p} %`, feePaise: rules.condonationFeePaise },
      });
      return made;
    });
    return (await viewOf(created))!;
  }

  async function viewOf(id: number): Promise<Condonation | undefined> {
    const stored = await repo.condonation(id);
    return stored ? (await condonationViews(db, [stored])).get(id) : undefined;
  }

  /** The head's department, when the asker is a head: they see and decide their department's students only. */
  const headOf = async (asker: Asker) => (asker.roles.includes('ROLE_HOD') ? await attendanceRepo.departmentOfUser(asker.id) : undefined);

  async function condonations(asker: Asker, state?: Condonation['state']) {
    const department = await headOf(asker);
    const stored = await repo.condonations(state, department);
    const views = await condonationViews(db, stored);
    return { rows: stored.map((k) => views.get(k.id)!) };
  }

  async function decide(asker: Asker, id: number, input: { approve: boolean; remark: string | null }): Promise<Condonation> {
    await db.transaction(async (tx) => {
      const r = createEligibilityRepository(tx);
      const stored = await r.condonation(id, true);
      if (!stored) throw notFound(serverText('attendance.condonationNotFound'));
      const department = await createAttendanceRepository(tx).departmentOfUser(asker.id);
      if (department === null || stored.departmentId !== department)
        throw forbidden(serverText('attendance.notYourStudent', { roll: stored.rollNumber }));
      if (stored.state !== 'pending')
        throw conflict(serverText('attendance.condonationDecided', { state: stored.state, by: stored.decidedBy ?? '' }));
      if (input.approve) {
        const view = (await condonationViews(tx, [stored])).get(id)!;
        if (owedOf(view) > 0)
          throw conflict(serverText('attendance.feeUnpaid', { roll: stored.rollNumber, owed: formatRupees(owedOf(view)) }));
      } else if (!input.remark) throw invalid(serverText('attendance.remarkNeeded'), 'remark');
      const state = input.approve ? 'approved' : 'refused';
      if (!(await r.decide(id, { state, by: asker.id, remark: input.remark, at: clock() })))
        throw conflict(serverText('attendance.condonationDecided', { state, by: '' }));
      await audit.record(tx, {
        actor: asker,
        action: input.approve ? 'attendance.condonationApproved' : 'attendance.condonationRefused',
        entity: 'attendance_condonation',
        entityId: String(id),
        details: { roll: stored.rollNumber, section: stored.section, remark: input.remark ?? '' },
      });
    });
    return (await viewOf(id))!;
  }

  return { list, rowsFor, request, condonations, decide };
}

export type EligibilityService = ReturnType<typeof createEligibilityService>;
