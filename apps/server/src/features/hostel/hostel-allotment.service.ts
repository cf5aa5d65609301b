import {
  can,
  serverText,
  type AllotmentPlan,
  type AllotmentSettings,
  type BedPlace,
  type HostelAllot,
  type HostelApplication,
  type HostelApplicationsPage,
  type HostelApplicationsQuery,
  type HostelApply,
  type HostelMove,
  type HostelSettlement,
  type HostelVacate,
  type OwnHostelApplication,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import {
  createHostelAllotmentRepository,
  type ApplicationRow,
  type FreeBed,
  type HostelAllotmentRepository,
} from './hostel-allotment.repository.js';
import type { HostelFeesService } from './hostel-fees.service.js';
import { createHostelRepository } from './hostel.repository.js';

export interface HostelAllotmentDeps {
  db: Db;
  audit: AuditService;
  /** The college's business day. */
  today: () => Promise<string>;
  /** A stay's fees: laid when a bed is given, settled when it is left. */
  fees: Pick<HostelFeesService, 'layOnAllotment' | 'preview' | 'settle'>;
}

/** Applications allotted in one transaction by a run: the embedded database answers others between them. */
const RUN_CHUNK = 250;

const GENDER_WORD = { boys: 'boys', girls: 'girls' } as const;

function applicationOf(row: ApplicationRow): HostelApplication {
  return {
    id: row.id,
    rollNumber: row.rollNumber,
    studentName: row.studentName,
    gender: row.gender,
    status: row.status,
    roomType: { id: row.roomTypeId, code: row.roomTypeCode, name: row.roomTypeName },
    blocks: row.blockIds.map((id, i) => ({ id, code: row.blockCodes[i] ?? '' })),
    distanceKm: row.distanceKm,
    position: row.position,
    appliedAt: row.appliedAt,
    allotment:
      row.allotmentId !== null && row.bedId !== null
        ? {
            id: row.allotmentId,
            fromDate: row.fromDate ?? '',
            bedId: row.bedId,
            bed: row.bed ?? '',
            roomId: row.roomId ?? 0,
            room: row.room ?? '',
            blockId: row.blockId ?? 0,
            block: row.block ?? '',
            roomTypeId: row.bedRoomTypeId ?? 0,
            roomType: row.bedRoomType ?? '',
          }
        : null,
  };
}

const placeWords = (bed: BedPlace) => ({ block: bed.block, room: bed.room, bed: bed.bed });

/** Free beds by block and room type, each list in bed order: the plan takes from the front. */
function bedQueues(beds: BedPlace[]) {
  const queues = new Map<string, BedPlace[]>();
  for (const bed of beds) {
    const key = `${bed.blockId}:${bed.roomTypeId}`;
    const queue = queues.get(key);
    if (queue) queue.push(bed);
    else queues.set(key, [bed]);
  }
  return (blockId: number, roomTypeId: number) => queues.get(`${blockId}:${roomTypeId}`) ?? [];
}

/** Hostel applications and allotments (ADR 0137). */
export function createHostelAllotmentService({ db, audit, today, fees }: HostelAllotmentDeps) {
  const repo = createHostelAllotmentRepository(db);

  async function application(id: number): Promise<HostelApplication> {
    const row = await repo.byId(await repo.settings(), id);
    if (!row) throw notFound(serverText('hostel.applicationNotFound'));
    return applicationOf(row);
  }

  async function studentFor(user: AuthUser, rollNo: string | null | undefined) {
    const office = can(user.roles, 'hostel.manage');
    if (rollNo && office) {
      const found = await repo.student({ rollNo: rollNo.trim() });
      if (!found) throw invalid(serverText('fees.noStudent', { rollNo: rollNo.trim() }), 'rollNo');
      return found;
    }
    if (!user.studentId && office) throw invalid(serverText('results.enterRollNumber'), 'rollNo');
    const own = user.studentId ? await repo.student({ id: user.studentId }) : undefined;
    if (!own) throw notFound(serverText('payments.noStudent'));
    return own;
  }

  /** An application: the room type, and blocks of the student's own gender, each once. */
  async function apply(user: AuthUser, input: HostelApply): Promise<HostelApplication> {
    const student = await studentFor(user, input.rollNo);
    if (!student.gender) throw invalid(serverText('hostel.noGender'), 'blockIds');
    const hostel = createHostelRepository(db);
    const [type, blocks] = await Promise.all([hostel.roomTypeById(input.roomTypeId), hostel.blocks()]);
    if (!type) throw invalid(serverText('hostel.roomTypeNotFound'), 'roomTypeId');
    for (const id of input.blockIds) {
      const block = blocks.find((b) => b.id === id);
      if (!block) throw invalid(serverText('hostel.blockNotFound'), 'blockIds');
      if (block.gender !== student.gender)
        throw invalid(serverText('hostel.blockOtherGender', { block: block.code, gender: GENDER_WORD[student.gender] }), 'blockIds');
    }
    try {
      const id = await db.transaction(async (tx) => {
        const applicationId = await createHostelAllotmentRepository(tx).insertApplication({
          studentId: student.id,
          roomTypeId: type.id,
          blockIds: input.blockIds,
          distanceKm: input.distanceKm,
          appliedBy: user.id,
        });
        await audit.record(tx, {
          actor: user,
          action: 'hostel.applied',
          entity: 'hostel_application',
          entityId: String(applicationId),
          details: {
            rollNumber: student.rollNumber,
            roomType: type.code,
            blocks: input.blockIds.map((b) => blocks.find((k) => k.id === b)?.code).join(', '),
            distanceKm: input.distanceKm,
          },
        });
        return applicationId;
      });
      return await application(id);
    } catch (err) {
      const v = violationOf(err);
      if (v?.kind === 'unique' && v.constraint.includes('hostel_applications_student_live_uq')) {
        const live = await repo.ofStudent(await repo.settings(), student.id);
        throw conflict(serverText('hostel.applicationExists', { name: student.name, status: live?.status ?? '' }), 'roomTypeId');
      }
      throw err;
    }
  }

  async function own(user: AuthUser): Promise<OwnHostelApplication> {
    if (!user.studentId) throw notFound(serverText('payments.noStudent'));
    const student = await repo.student({ id: user.studentId });
    if (!student) throw notFound(serverText('payments.noStudent'));
    const hostel = createHostelRepository(db);
    const [row, types, blocks] = await Promise.all([
      repo.ofStudent(await repo.settings(), student.id),
      hostel.roomTypes(),
      hostel.blocks(),
    ]);
    return {
      application: row ? applicationOf(row) : null,
      gender: student.gender,
      roomTypes: types.map((t) => ({ id: t.id, code: t.code, name: t.name, bedsPerRoom: t.bedsPerRoom })),
      blocks: blocks.filter((b) => b.gender === student.gender).map((b) => ({ id: b.id, code: b.code, name: b.name })),
    };
  }

  async function list(query: HostelApplicationsQuery): Promise<HostelApplicationsPage> {
    const { rows, total } = await repo.page(await repo.settings(), query);
    return { total, page: query.page, size: query.size, rows: rows.map(applicationOf) };
  }

  /** The free beds that fit a waiting application: its room type in its blocks by preference, then in the other blocks of its gender. */
  async function fittingBeds(id: number): Promise<BedPlace[]> {
    const row = await repo.byId(await repo.settings(), id);
    if (!row) throw notFound(serverText('hostel.applicationNotFound'));
    const blocks = await createHostelRepository(db).blocks();
    const ofGender = new Set(blocks.filter((b) => b.gender === row.gender).map((b) => b.id));
    const rank = (blockId: number) => {
      const i = row.blockIds.indexOf(blockId);
      return i === -1 ? row.blockIds.length : i;
    };
    return (await repo.freeBeds())
      .filter((b) => b.roomTypeId === row.roomTypeId && ofGender.has(b.blockId))
      .map((b, i) => ({ b, i }))
      .sort((x, y) => rank(x.b.blockId) - rank(y.b.blockId) || x.i - y.i)
      .map(({ b }) => b);
  }

  /** A bed checked for a student: it exists, is not blocked, is in a block of their gender and (unless moving) of the type asked. */
  async function checkedBed(
    r: HostelAllotmentRepository,
    bedId: number,
    gender: string | null,
    roomType?: { id: number; code: string },
  ): Promise<FreeBed> {
    const bed = await r.bed(bedId);
    if (!bed) throw invalid(serverText('hostel.bedNotFound'), 'bedId');
    if (bed.blocked) throw conflict(serverText('hostel.bedBlocked', { ...placeWords(bed), reason: bed.blockedReason ?? '' }), 'bedId');
    if (bed.gender !== gender || (roomType && bed.roomTypeId !== roomType.id))
      throw invalid(serverText('hostel.bedDoesNotFit', { ...placeWords(bed), roomType: roomType?.code ?? bed.roomType }), 'bedId');
    if (bed.taken) throw conflict(serverText('hostel.bedTaken', placeWords(bed)), 'bedId');
    return bed;
  }

  /** A unique index's refusal told in words: the bed was taken meanwhile, or the student holds one. */
  function refusalOfAllotment(err: unknown, bed: FreeBed | undefined, name: string): never {
    const v = violationOf(err);
    if (v?.kind === 'unique' && v.constraint.includes('hostel_allotments_bed_active_uq') && bed)
      throw conflict(serverText('hostel.bedTaken', placeWords(bed)), 'bedId');
    if (v?.kind === 'unique' && v.constraint.includes('hostel_allotments_student_active_uq'))
      throw conflict(serverText('hostel.studentHasBed', { name }), 'bedId');
    throw err;
  }

  /** One waiting application given a bed by the warden. */
  async function allot(user: AuthUser, id: number, input: HostelAllot): Promise<HostelApplication> {
    const rules = await repo.settings();
    const row = await repo.byId(rules, id);
    if (!row) throw notFound(serverText('hostel.applicationNotFound'));
    const fromDate = input.fromDate ?? (await today());
    let bed: FreeBed | undefined;
    try {
      await db.transaction(async (tx) => {
        const r = createHostelAllotmentRepository(tx);
        const locked = await r.lockApplication(id);
        if (locked?.status !== 'waiting') throw conflict(serverText('hostel.applicationNotWaiting', { name: row.studentName }));
        bed = await checkedBed(r, input.bedId, row.gender, { id: row.roomTypeId, code: row.roomTypeCode });
        await r.insertAllotment({ studentId: row.studentId, applicationId: id, bedId: bed.bedId, fromDate, createdBy: user.id });
        await r.setApplicationStatus([id], 'allotted');
        await fees.layOnAllotment(tx, [id], user.id);
        await audit.record(tx, {
          actor: user,
          action: 'hostel.bedAllotted',
          entity: 'hostel_application',
          entityId: String(id),
          details: { rollNumber: row.rollNumber, ...placeWords(bed), fromDate },
        });
      });
    } catch (err) {
      refusalOfAllotment(err, bed, row.studentName);
    }
    return application(id);
  }

  /** The plan by the rules: each waiting application in order takes the first free bed of its type in its first preferred block that has one. */
  async function plan(): Promise<AllotmentPlan> {
    const rules = await repo.settings();
    const [waiting, beds] = await Promise.all([repo.waitingInOrder(rules), repo.freeBeds()]);
    const queue = bedQueues(beds);
    const result: AllotmentPlan = { allotted: [], waiting: [], counts: { applications: waiting.length, allotted: 0, waiting: 0 } };
    for (const a of waiting) {
      const bed = a.blockIds
        .map((blockId) => queue(blockId, a.roomTypeId))
        .find((q) => q.length > 0)
        ?.shift();
      if (bed) result.allotted.push({ ...bed, applicationId: a.id, rollNumber: a.rollNumber, studentName: a.studentName });
      else result.waiting.push({ applicationId: a.id, rollNumber: a.rollNumber, studentName: a.studentName, roomType: a.roomType });
    }
    result.counts.allotted = result.allotted.length;
    result.counts.waiting = result.waiting.length;
    return result;
  }

  /**
   * The plan applied, a few hundred applications a transaction. Each bed is inserted under the unique
   * index: a bed a warden took meanwhile is skipped and the application tried on the next free bed of
   * its preferences, else it waits.
   */
  async function run(user: AuthUser): Promise<AllotmentPlan> {
    const rules = await repo.settings();
    const [waiting, beds, fromDate] = await Promise.all([repo.waitingInOrder(rules), repo.freeBeds(), today()]);
    const queue = bedQueues(beds);
    const done: AllotmentPlan = { allotted: [], waiting: [], counts: { applications: waiting.length, allotted: 0, waiting: 0 } };
    const nextBed = (a: (typeof waiting)[number]) =>
      a.blockIds
        .map((blockId) => queue(blockId, a.roomTypeId))
        .find((q) => q.length > 0)
        ?.shift();
    for (let i = 0; i < waiting.length; i += RUN_CHUNK) {
      const chunk = waiting.slice(i, i + RUN_CHUNK);
      await db.transaction(async (tx) => {
        const r = createHostelAllotmentRepository(tx);
        const open = await r.lockWaiting(chunk.map((a) => a.id));
        const planned = new Map<number, BedPlace>();
        for (const a of chunk) {
          if (!open.has(a.id)) continue;
          const bed = nextBed(a);
          if (bed) planned.set(a.id, bed);
        }
        const values = (entries: [number, BedPlace][]) =>
          entries.map(([applicationId, bed]) => ({
            studentId: chunk.find((a) => a.id === applicationId)!.studentId,
            applicationId,
            bedId: bed.bedId,
            fromDate,
            createdBy: user.id,
          }));
        const made = new Set((await r.insertAllotmentsWhereFree(values([...planned]))).map((m) => m.applicationId));
        // A bed taken meanwhile: the application tries its next free bed, one at a time.
        for (const [applicationId] of [...planned]) {
          if (made.has(applicationId)) continue;
          planned.delete(applicationId);
          const a = chunk.find((x) => x.id === applicationId)!;
          for (let next = nextBed(a); next; next = nextBed(a)) {
            if ((await r.insertAllotmentsWhereFree(values([[applicationId, next]]))).length > 0) {
              planned.set(applicationId, next);
              made.add(applicationId);
              break;
            }
          }
        }
        await r.setApplicationStatus([...made], 'allotted');
        await fees.layOnAllotment(tx, [...made], user.id);
        for (const a of chunk) {
          const bed = planned.get(a.id);
          if (bed && made.has(a.id))
            done.allotted.push({ ...bed, applicationId: a.id, rollNumber: a.rollNumber, studentName: a.studentName });
          else done.waiting.push({ applicationId: a.id, rollNumber: a.rollNumber, studentName: a.studentName, roomType: a.roomType });
        }
        if (made.size > 0)
          await audit.record(tx, {
            actor: user,
            action: 'hostel.allottedByRules',
            entity: 'hostel_allotment',
            entityId: String(i / RUN_CHUNK + 1),
            details: {
              allotted: made.size,
              rollNumbers: chunk
                .filter((a) => made.has(a.id))
                .map((a) => a.rollNumber)
                .join(', '),
            },
          });
      });
    }
    done.counts.allotted = done.allotted.length;
    done.counts.waiting = done.waiting.length;
    return done;
  }

  /** An active allotment locked, with its application; a vacated one is refused; the day may not be before it began. */
  async function activeAllotment(r: HostelAllotmentRepository, id: number, on: string) {
    const allotment = await r.lockAllotment(id);
    if (!allotment) throw notFound(serverText('hostel.allotmentNotFound'));
    if (allotment.status !== 'active') throw conflict(serverText('hostel.allotmentVacated'));
    if (on < allotment.fromDate) throw invalid(serverText('hostel.dateBeforeAllotment', { date: allotment.fromDate }), 'date');
    const row = (await r.byId(await r.settings(), allotment.applicationId))!;
    return { allotment, row };
  }

  /** A change of room: the old bed left on the day and the new one taken from it; the bed left is not given on. */
  async function move(user: AuthUser, id: number, input: HostelMove): Promise<HostelApplication> {
    let bed: FreeBed | undefined;
    let name = '';
    let applicationId = 0;
    try {
      await db.transaction(async (tx) => {
        const r = createHostelAllotmentRepository(tx);
        const { allotment, row } = await activeAllotment(r, id, input.date);
        name = row.studentName;
        applicationId = row.id;
        if (allotment.bedId === input.bedId) throw invalid(serverText('hostel.sameBed'), 'bedId');
        bed = await checkedBed(r, input.bedId, row.gender);
        await r.vacateAllotment(id, input.date);
        await r.insertAllotment({
          studentId: allotment.studentId,
          applicationId: row.id,
          bedId: bed.bedId,
          fromDate: input.date,
          createdBy: user.id,
        });
        await audit.record(tx, {
          actor: user,
          action: 'hostel.bedMoved',
          entity: 'hostel_allotment',
          entityId: String(id),
          details: { rollNumber: row.rollNumber, ...placeWords(bed), from: `${row.block} ${row.room}-${row.bed}`, date: input.date },
        });
      });
    } catch (err) {
      refusalOfAllotment(err, bed, name);
    }
    return application(applicationId);
  }

  /** What leaving on the day would settle of the stay's fees: nothing is written. */
  async function vacatePreview(id: number, input: HostelVacate): Promise<HostelSettlement> {
    return db.transaction(async (tx) => {
      const r = createHostelAllotmentRepository(tx);
      const { allotment } = await activeAllotment(r, id, input.date);
      return fees.preview(tx, { applicationId: allotment.applicationId, studentId: allotment.studentId }, input);
    });
  }

  /** The bed left on the day: the allotment and its application vacated, the stay's fees settled; the bed waits for the warden. */
  async function vacate(user: AuthUser, id: number, input: HostelVacate): Promise<HostelApplication> {
    const { date } = input;
    const applicationId = await db.transaction(async (tx) => {
      const r = createHostelAllotmentRepository(tx);
      const { row, allotment } = await activeAllotment(r, id, date);
      await r.vacateAllotment(id, date);
      await r.setApplicationStatus([row.id], 'vacated');
      await audit.record(tx, {
        actor: user,
        action: 'hostel.bedVacated',
        entity: 'hostel_allotment',
        entityId: String(id),
        details: { rollNumber: row.rollNumber, block: row.block, room: row.room, bed: row.bed, date },
      });
      await fees.settle(
        tx,
        { applicationId: row.id, allotmentId: id, studentId: allotment.studentId, rollNumber: row.rollNumber },
        input,
        user,
      );
      return row.id;
    });
    return application(applicationId);
  }

  async function saveSettings(input: AllotmentSettings, user: AuthUser): Promise<AllotmentSettings> {
    await db.transaction(async (tx) => {
      await createHostelAllotmentRepository(tx).saveSettings(input);
      await audit.record(tx, {
        actor: user,
        action: 'hostel.allotmentRulesSaved',
        entity: 'hostel_allotment_settings',
        entityId: '1',
        details: { order: input.order.join(', '), yearOrder: input.yearOrder, categories: input.categories.join(', ') },
      });
    });
    return repo.settings();
  }

  return {
    apply,
    own,
    list,
    fittingBeds,
    allot,
    preview: plan,
    run,
    move,
    vacate,
    vacatePreview,
    settings: () => repo.settings(),
    saveSettings,
    occupancy: () => repo.occupancy(),
  };
}

export type HostelAllotmentService = ReturnType<typeof createHostelAllotmentService>;
