import {
  can,
  changedFee,
  fareFor,
  serverText,
  spacedRegistration,
  type BusPass,
  type BusPassApply,
  type BusPassListQuery,
  type BusPassPage,
  type BusPassSettings,
  type BusPassSettingsInput,
  type BusPassStopChange,
  type BusPassVerification,
  type OwnBusPass,
} from '@campus/shared';
import { formatRupees } from '@campus/shared/money';
import type { Db, DbOrTx } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import type { PdfWorkers } from '../../lib/pdf-workers.js';
import { silentFeed, type ChangeFeed } from '../../db/change-feed.js';
import { keptAnswers } from '../../lib/kept-answers.js';
import { createPhotoStore } from '../admissions/photo-store.js';
import type { StudentDirectory } from '../admissions/student-directory.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { TransportDues } from '../payments/transport-dues.service.js';
import type { CollegeService } from '../public/college.service.js';
import { boardingListPdf, type BoardingList } from './boarding-list-pdf.js';
import { boardingListWorkbook } from './boarding-list-workbook.js';
import { busPassPdf } from './bus-pass-pdf.js';
import { giveSeat, serveWaitingList } from './bus-pass-seats.js';
import { createBusPassRepository, type PassRow } from './bus-pass.repository.js';
import { createTransportRepository } from './transport.repository.js';

export interface BusPassServiceDeps {
  db: Db;
  audit: AuditService;
  college: Pick<CollegeService, 'today' | 'settings' | 'logos'>;
  pdfs: PdfWorkers;
  /** Where the admission office keeps students' photos. */
  dataDir: string;
  /** The address the pass's QR code leads to, before `/bus-pass/verify/…`. */
  publicUrl: string;
  students: (db: DbOrTx) => Pick<StudentDirectory, 'byCard' | 'byId'>;
  /** A pass's fee as a due the student pays through Pay Fees. */
  dues: (db: DbOrTx) => TransportDues;
  /** What changed in the database, on any server: a kept check of a pass goes when its student's pass or payments change. */
  changes?: ChangeFeed;
}

/** Checks of passes kept in memory: a bus door's morning, each for at most a minute (the day may turn). */
const KEPT_CHECKS = 5_000;
const KEPT_CHECK_MS = 60_000;

/** The college year a pass runs to when the office has set none: to the next 31 May, as an Indian college's year ends. */
export function defaultValidUntil(today: string): string {
  const year = Number(today.slice(0, 4));
  return today.slice(5) > '05-31' ? `${year + 1}-05-31` : `${year}-05-31`;
}

const isOffice = (user: AuthUser) => can(user.roles, 'transport.manage');

export function createBusPassService(deps: BusPassServiceDeps) {
  const { db, audit, college, pdfs } = deps;
  const repo = createBusPassRepository(db);
  const photos = createPhotoStore(deps.dataDir);
  const kept = keptAnswers<BusPassVerification>({
    feed: deps.changes ?? silentFeed(),
    max: KEPT_CHECKS,
    ttlMs: KEPT_CHECK_MS,
    dropOnAll: true,
  });

  async function settings(): Promise<BusPassSettings> {
    return (await repo.settings()) ?? { applicationsOpen: true, validUntil: defaultValidUntil(await college.today()) };
  }

  async function saveSettings(input: BusPassSettingsInput, actor: Actor): Promise<BusPassSettings> {
    await db.transaction(async (tx) => {
      await createBusPassRepository(tx).saveSettings(input);
      await audit.record(tx, {
        actor,
        action: 'transport.passSettingsSaved',
        entity: 'transport_pass_settings',
        entityId: '1',
        details: input,
      });
    });
    return settings();
  }

  /** The pass as its student and the office read it, with what was paid of its fee. */
  function passOf(row: PassRow, standing: Map<number, { paidPaise: number; owedPaise: number }>, today: string): BusPass {
    const money = standing.get(row.id) ?? { paidPaise: 0, owedPaise: 0 };
    return {
      id: row.id,
      rollNumber: row.rollNumber,
      studentName: row.studentName,
      status: row.status,
      route: { id: row.routeId, code: row.routeCode, name: row.routeName },
      stop:
        row.stopId !== null && row.stopName !== null && row.pickupTime !== null && row.distanceKm !== null
          ? { id: row.stopId, name: row.stopName, pickupTime: row.pickupTime, distanceKm: row.distanceKm }
          : null,
      feePaise: row.feePaise,
      paidPaise: money.paidPaise,
      owedPaise: row.status === 'allotted' ? money.owedPaise : 0,
      waitingPosition: row.waitingPosition,
      appliedAt: row.appliedAt.toISOString(),
      allottedOn: row.allottedOn,
      validUntil: row.validUntil,
      cancelledOn: row.cancelledOn,
      printable: row.status === 'allotted' && money.owedPaise === 0 && row.validUntil >= today,
    };
  }

  async function answerOf(row: PassRow, on: DbOrTx = db): Promise<BusPass> {
    const [standing, today] = await Promise.all([deps.dues(on).standing(row.studentId), college.today()]);
    return passOf(row, standing, today);
  }

  /** The student a request is about: the office names one by roll number, a student or parent is their own. */
  async function studentFor(user: AuthUser, rollNo: string | null | undefined) {
    if (rollNo && isOffice(user)) {
      const found = await deps.students(db).byCard(rollNo.trim().toUpperCase());
      if (!found) throw invalid(serverText('fees.noStudent', { rollNo: rollNo.trim() }), 'rollNo');
      return found;
    }
    if (!user.studentId && isOffice(user)) throw invalid(serverText('results.enterRollNumber'), 'rollNo');
    if (!user.studentId) throw notFound(serverText('payments.noStudent'));
    const own = await deps.students(db).byId(user.studentId);
    if (!own) throw notFound(serverText('payments.noStudent'));
    return own;
  }

  /** A pass the user may see: the office any, a student or parent their own. */
  async function visiblePass(user: AuthUser, id: number): Promise<PassRow> {
    const row = await repo.passById(id);
    if (!row || (!can(user.roles, 'transport.read') && row.studentId !== user.studentId))
      throw notFound(serverText('transport.passNotFound'));
    return row;
  }

  /** The stop's route and the year's fee at it; a stop beyond the fare slabs has none and is refused. */
  async function stopAndFare(on: DbOrTx, stopId: number) {
    const stop = await createBusPassRepository(on).stopById(stopId);
    if (!stop) throw invalid(serverText('transport.stopNotFound'), 'stopId');
    const slab = fareFor(stop.distanceKm, await createTransportRepository(on).fareSlabs());
    if (!slab) throw invalid(serverText('transport.stopBeyondFares', { stop: stop.name, km: stop.distanceKm.toFixed(1) }), 'stopId');
    return { stop, farePaise: slab.feePaise };
  }

  async function refusalOfSecondPass(err: unknown, studentId: number): Promise<never> {
    const v = violationOf(err);
    if (v?.kind === 'unique' && v.constraint.includes('transport_passes_student_live_uq')) {
      const live = await repo.passOfStudent(studentId);
      throw conflict(serverText('transport.passExists', { name: live?.studentName ?? '', route: live?.routeCode ?? '' }), 'stopId');
    }
    throw err;
  }

  /**
   * A pass applied for: a seat on the route's bus if one is free and nobody waits before, else a
   * place on the waiting list. A seat lays the year's fee as a due.
   */
  async function apply(user: AuthUser, input: BusPassApply): Promise<BusPass> {
    const student = await studentFor(user, input.rollNo);
    const [rules, today] = await Promise.all([settings(), college.today()]);
    if (!rules.applicationsOpen && !isOffice(user)) throw conflict(serverText('transport.applicationsClosed'));
    try {
      const id = await db.transaction(async (tx) => {
        const r = createBusPassRepository(tx);
        const { stop, farePaise } = await stopAndFare(tx, input.stopId);
        const route = await r.lockRouteSeats(stop.routeId);
        if (!route) throw invalid(serverText('transport.stopNotFound'), 'stopId');
        const seat = route.waiting === 0 && route.allotted < route.capacity;
        const passId = await r.insertPass({
          studentId: student.id,
          routeId: stop.routeId,
          stopId: stop.id,
          status: 'waiting',
          feePaise: farePaise,
          validUntil: rules.validUntil,
          appliedBy: user.id,
        });
        if (seat)
          await giveSeat(
            tx,
            deps,
            { id: passId, studentId: student.id, feePaise: farePaise, routeCode: route.code, stopName: stop.name },
            today,
            user.id,
          );
        await audit.record(tx, {
          actor: user,
          action: 'transport.passApplied',
          entity: 'transport_pass',
          entityId: String(passId),
          details: { rollNumber: student.rollNumber, route: route.code, stop: stop.name, seat },
        });
        return passId;
      });
      kept.forget(`s:${student.id}`);
      return await answerOf((await repo.passById(id))!);
    } catch (err) {
      return refusalOfSecondPass(err, student.id);
    }
  }

  /** A pass that waits or rides, locked for a change; a cancelled one is refused. */
  async function livePassLocked(r: ReturnType<typeof createBusPassRepository>, id: number): Promise<PassRow> {
    if (!(await r.lockPass(id))) throw notFound(serverText('transport.passNotFound'));
    const pass = (await r.passById(id))!;
    if (pass.status === 'cancelled') throw conflict(serverText('transport.passCancelled'));
    return pass;
  }

  /**
   * The pass moved to another stop from today: the fee becomes the old stop's fare for the months
   * begun and the new stop's for the months left. A seat on another route is taken only if one is
   * free; the seat left behind goes to whoever waits first.
   */
  async function changeStop(user: AuthUser, id: number, input: BusPassStopChange): Promise<BusPass> {
    const today = await college.today();
    await db.transaction(async (tx) => {
      const r = createBusPassRepository(tx);
      const pass = await livePassLocked(r, id);
      if (pass.stopId === input.stopId) throw invalid(serverText('transport.sameStop', { stop: pass.stopName ?? '' }), 'stopId');
      const { stop, farePaise } = await stopAndFare(tx, input.stopId);
      const moving = stop.routeId !== pass.routeId;
      // Two routes are locked in the order of their ids, so two moves the other way round do not deadlock.
      const locked = new Map<number, Awaited<ReturnType<typeof r.lockRouteSeats>>>();
      for (const routeId of [...new Set([pass.routeId, stop.routeId])].sort((a, b) => a - b))
        locked.set(routeId, await r.lockRouteSeats(routeId));
      const target = moving ? locked.get(stop.routeId) : undefined;
      if (moving && pass.status === 'allotted' && target && target.allotted >= target.capacity)
        throw conflict(serverText('transport.routeFull', { route: target.code, waiting: target.waiting }), 'stopId');
      const feePaise =
        pass.status === 'allotted' && pass.allottedOn
          ? changedFee(pass.feePaise, farePaise, today, pass.validUntil, pass.allottedOn)
          : farePaise;
      await r.updatePass(id, { routeId: stop.routeId, stopId: stop.id, feePaise });
      if (pass.status === 'allotted') {
        if (feePaise > 0) await deps.dues(tx).setAmount(id, feePaise);
        if (moving) await serveWaitingList(tx, deps, pass.routeId, today, user.id);
      }
      await audit.record(tx, {
        actor: user,
        action: 'transport.passStopChanged',
        entity: 'transport_pass',
        entityId: String(id),
        details: { rollNumber: pass.rollNumber, route: stop.routeCode, stop: stop.name, from: pass.stopName, feePaise },
      });
    });
    return afterChange(id);
  }

  /** A pass cancelled: what is unpaid of its fee is no longer asked, and its seat goes to whoever waits first. */
  async function cancel(user: AuthUser, id: number, reason: string): Promise<BusPass> {
    const today = await college.today();
    await db.transaction(async (tx) => {
      const r = createBusPassRepository(tx);
      const pass = await livePassLocked(r, id);
      await r.updatePass(id, { status: 'cancelled', cancelledOn: today, cancelReason: reason });
      if (pass.status === 'allotted') {
        const standing = (await deps.dues(tx).standing(pass.studentId)).get(id);
        if (standing && standing.owedPaise > 0) await deps.dues(tx).waive(id, standing.owedPaise);
        await serveWaitingList(tx, deps, pass.routeId, today, user.id);
      }
      await audit.record(tx, {
        actor: user,
        action: 'transport.passCancelled',
        entity: 'transport_pass',
        entityId: String(id),
        details: { rollNumber: pass.rollNumber, route: pass.routeCode, stop: pass.stopName ?? '', reason },
      });
    });
    return afterChange(id);
  }

  /** A pass as it is after a change, its kept checks forgotten on this server at once (others hear the change feed). */
  async function afterChange(id: number): Promise<BusPass> {
    const row = (await repo.passById(id))!;
    kept.forget(`s:${row.studentId}`);
    return answerOf(row);
  }

  /** `GET /api/transport/me/pass`: the student's pass, and every route's stops with fares and seats. */
  async function own(user: AuthUser): Promise<OwnBusPass> {
    if (!user.studentId) throw notFound(serverText('payments.noStudent'));
    const t = createTransportRepository(db);
    const [row, rules, routes, seats, slabs] = await Promise.all([
      repo.passOfStudent(user.studentId),
      settings(),
      t.routesPage({ page: 1, size: 1_000 }),
      repo.seatsOfRoutes(),
      t.fareSlabs(),
    ]);
    const stops = await t.stopsOf(routes.rows.map((r) => r.id));
    const seatsOf = new Map(seats.map((s) => [s.routeId, s]));
    return {
      pass: row ? await answerOf(row) : null,
      settings: rules,
      routes: routes.rows.map((route) => {
        const s = seatsOf.get(route.id);
        return {
          id: route.id,
          code: route.code,
          name: route.name,
          seatsFree: Math.max(0, (s?.capacity ?? 0) - (s?.allotted ?? 0)),
          waiting: s?.waiting ?? 0,
          stops: stops
            .filter((stop) => stop.routeId === route.id)
            .map((stop) => ({
              id: stop.id,
              name: stop.name,
              pickupTime: stop.pickupTime,
              distanceKm: stop.distanceKm,
              feePaise: fareFor(stop.distanceKm, slabs)?.feePaise ?? null,
            })),
        };
      }),
    };
  }

  /** `GET /api/transport/passes`: a page of passes with what was paid of each. */
  async function list(query: BusPassListQuery): Promise<BusPassPage> {
    const [{ rows, total }, today] = await Promise.all([repo.page(query), college.today()]);
    const standings = await deps.dues(db).standings(rows.map((r) => r.studentId));
    return { total, page: query.page, size: query.size, rows: rows.map((row) => passOf(row, standings.get(row.studentId)!, today)) };
  }

  const pass = async (user: AuthUser, id: number) => answerOf(await visiblePass(user, id));

  /** The pass as a card-sized PDF with the student's photo and a QR code a conductor's phone verifies. */
  async function pdf(user: AuthUser, id: number): Promise<{ pdf: Buffer; fileName: string }> {
    const row = await visiblePass(user, id);
    const answer = await answerOf(row);
    if (row.status === 'cancelled') throw conflict(serverText('transport.passCancelled'));
    if (row.status === 'waiting') throw conflict(serverText('transport.passWaiting'));
    if (answer.owedPaise > 0) throw conflict(serverText('transport.passNotPaid', { amount: formatRupees(answer.owedPaise) }));
    if (!answer.printable) throw conflict(serverText('transport.passExpired', { date: row.validUntil }));
    const card = await deps.students(db).byId(row.studentId);
    const [collegeSettings, logos, photo] = await Promise.all([
      college.settings(),
      college.logos(),
      card?.photo ? photos.read(card.photo.file) : Promise.resolve(null),
    ]);
    const bytes = await pdfs.render(busPassPdf, {
      college: { name: collegeSettings.name, logo: logos.Logo },
      student: { name: row.studentName, rollNumber: row.rollNumber, programme: card?.programme ?? null },
      route: `${row.routeCode} · ${row.routeName}`,
      stop: `${row.stopName ?? ''} · ${row.pickupTime ?? ''}`,
      validUntil: row.validUntil,
      verifyUrl: `${deps.publicUrl}/bus-pass/verify/${row.verifyCode}`,
      photo,
    });
    return { pdf: bytes, fileName: `bus-pass-${row.rollNumber.replace(/[^A-Za-z0-9-]/g, '-')}.pdf` };
  }

  /**
   * What a conductor's phone shows for a pass's code: only name, route, stop and validity. Kept in
   * memory until the student's pass or payments change, a route or stop changes, or a minute passes.
   */
  async function verify(code: string): Promise<BusPassVerification> {
    const key = code.trim().toUpperCase();
    const hit = kept.get(key);
    if (hit) return hit;
    const ticket = kept.ticket();
    const { answer, studentId } = await check(key);
    kept.set(key, answer, [`s:${studentId}`, 't:transport_routes', 't:transport_stops'], ticket);
    return answer;
  }

  async function check(code: string): Promise<{ answer: BusPassVerification; studentId: number }> {
    const row = await repo.passByCode(code);
    if (!row) throw notFound(serverText('transport.passInvalid'));
    const [standing, collegeSettings, today] = await Promise.all([
      deps.dues(db).standing(row.studentId),
      college.settings(),
      college.today(),
    ]);
    const answer = passOf(row, standing, today);
    const state = row.status === 'cancelled' ? 'cancelled' : row.validUntil < today ? 'expired' : answer.owedPaise > 0 ? 'unpaid' : 'valid';
    return {
      studentId: row.studentId,
      answer: {
        collegeName: collegeSettings.name,
        studentName: row.studentName,
        routeCode: row.routeCode,
        routeName: row.routeName,
        stopName: row.stopName ?? '',
        validUntil: row.validUntil,
        state,
      },
    };
  }

  /**
   * The driver's boarding list of a route on the business day: the students with a seat, by stop in
   * the order the bus reaches them, with their mobile and whether their pass's fee is paid.
   */
  async function boardingList(routeId: number): Promise<BoardingList> {
    const route = await repo.routeWithCrew(routeId);
    if (!route) throw notFound(serverText('transport.routeNotFound'));
    const [rows, collegeSettings, today] = await Promise.all([repo.boardingList(routeId), college.settings(), college.today()]);
    const standings = await deps.dues(db).standings(rows.map((r) => r.studentId));
    // The rows come by stop in the order the bus reaches them: a map keeps that order.
    const stops = new Map<number, BoardingList['stops'][number]>();
    for (const row of rows) {
      let stop = stops.get(row.stopId);
      if (!stop) stops.set(row.stopId, (stop = { name: row.stopName, pickupTime: row.pickupTime, boarders: [] }));
      const owed = standings.get(row.studentId)?.get(row.passId)?.owedPaise ?? 0;
      stop.boarders.push({ rollNumber: row.rollNumber, name: row.studentName, mobile: row.mobile, paid: owed === 0 });
    }
    return {
      college: collegeSettings.name,
      route: { code: route.code, name: route.name },
      vehicle:
        route.registrationNumber !== null && route.driverName !== null && route.driverPhone !== null
          ? { registration: spacedRegistration(route.registrationNumber), driverName: route.driverName, driverPhone: route.driverPhone }
          : null,
      day: today,
      students: rows.length,
      stops: [...stops.values()],
    };
  }

  /** The boarding list as a PDF to print or as an Excel workbook, named by route and day. */
  async function boardingListFile(routeId: number, format: 'pdf' | 'xlsx'): Promise<{ file: Buffer; fileName: string }> {
    const list = await boardingList(routeId);
    const fileName = `boarding-list-${list.route.code.replace(/[^A-Za-z0-9-]/g, '-')}-${list.day}.${format}`;
    const file = format === 'pdf' ? await pdfs.render(boardingListPdf, list) : await boardingListWorkbook(list);
    return { file, fileName };
  }

  return { settings, saveSettings, apply, changeStop, cancel, own, list, pass, pdf, verify, boardingListFile };
}

export type BusPassService = ReturnType<typeof createBusPassService>;
