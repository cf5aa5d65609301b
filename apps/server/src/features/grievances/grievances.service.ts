import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  academicYearLabel,
  anonymousGrievanceSchema,
  COMMITTEE_WARNINGS,
  dayMonthYear,
  GRIEVANCE_APPEAL_DAYS,
  GRIEVANCE_ATTACHMENTS_MAX,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_WORKING_DAYS,
  grievanceFilingSchema,
  serverText,
  type AnonymousGrievance,
  type AnonymousReceipt,
  type Committee,
  type CommitteeEnd,
  type CommitteeMember,
  type CommitteeMemberInput,
  type CommitteeWarning,
  type GrievanceAppeal,
  type GrievanceAssign,
  type GrievanceDecision,
  type GrievanceDetail,
  type GrievanceEntry,
  type GrievanceFigures,
  type GrievanceFiguresQuery,
  type GrievanceFilerKind,
  type GrievanceRow,
  type GrievancesPage,
  type GrievancesQuery,
  type GrievanceSettings,
  type GrievanceTrack,
  type OwnGrievances,
  type OwnGrievancesQuery,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/app-error.js';
import { checkUploadedFile, createFileStore, type UploadedFile } from '../../lib/kept-files.js';
import type { PdfWorkers } from '../../lib/pdf-workers.js';
import { createLimiter, reserve } from '../../lib/rate-limits.js';
import { parseOrThrow } from '../../lib/schema-parse.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import { addDays, closedOn, openDayAfter } from '../college-calendar/college-days.js';
import type { HolidayDirectory } from '../college-calendar/holiday-directory.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { grievanceReportPdf } from './grievance-report-pdf.js';
import { grievanceFiguresWorkbook } from './grievance-workbook.js';
import { createGrievancesRepository, type GrievanceRecord, type GrievancesRepository, type MemberRecord } from './grievances.repository.js';

export interface GrievancesDeps {
  db: Db;
  audit: AuditService;
  /** The college's business day and name. */
  college: { today: () => Promise<string>; settings: () => Promise<{ name: string }> };
  holidays: HolidayDirectory;
  notifications: Pick<NotificationsService, 'tellUser'>;
  pdfs: PdfWorkers;
  dataDir: string;
  redis?: Redis;
}

/** How a reader stands to a grievance: what they see of it and what they may do. */
interface Reader {
  user: AuthUser | null;
  isFiler: boolean;
  isCell: boolean;
  isPrincipal: boolean;
  seat: MemberRecord | undefined;
}

const isChair = (r: Reader) => r.seat?.role === 'chairperson';
const onCommittee = (r: Reader) => r.isCell || r.isPrincipal || (r.seat !== undefined && r.seat.role !== 'ombudsperson');
const OPEN = ['received', 'inReview'] as const;
const isOpen = (g: GrievanceRecord) => (OPEN as readonly string[]).includes(g.status);
const hashOf = (code: string) => crypto.createHash('sha256').update(code).digest('hex');
/** A code an anonymous filer keeps: 10 letters and digits without look-alikes (0/O, 1/I/L). */
function trackingCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.randomBytes(10), (b) => alphabet[b % alphabet.length]).join('');
}
const numberOf = (id: number, day: string) => `GRV-${day.slice(0, 4)}-${String(id).padStart(5, '0')}`;

/** The grievance cell (UGC Regulations 2023): filing, the committee's work, appeals, the committee and the figures (ADR 0141). */
export function createGrievancesService({ db, audit, college, holidays, notifications, pdfs, dataDir, redis }: GrievancesDeps) {
  const repo = createGrievancesRepository(db);
  const files = createFileStore(dataDir, 'grievances');
  const anonymousLimit = createLimiter({ keyPrefix: 'grievance-anonymous', points: 5, durationSeconds: 3_600 }, redis);
  const trackLimit = createLimiter({ keyPrefix: 'grievance-track', points: 20, durationSeconds: 60 }, redis);

  /** The 15th working day after the day of receipt, by the college calendar. */
  async function dueFrom(receivedOn: string): Promise<string> {
    return openDayAfter(receivedOn, GRIEVANCE_WORKING_DAYS, closedOn(await holidays.between(receivedOn, addDays(receivedOn, 120))));
  }

  /** How the user stands to a grievance; `r` reads within the caller's transaction (the embedded database has one connection). */
  async function readerOf(user: AuthUser, today: string, g?: GrievanceRecord, r: GrievancesRepository = repo): Promise<Reader> {
    return {
      user,
      isFiler: g !== undefined && g.filerUserId === user.id,
      isCell: user.roles.includes('ROLE_GRIEVANCE_INCHARGE'),
      isPrincipal: user.roles.includes('ROLE_PRINCIPAL'),
      seat: await r.seatOf(user.id, today),
    };
  }

  /** The grievance if this reader may see it: its filer, the committee, the principal; else it does not exist for them. */
  async function visible(user: AuthUser, id: number, today: string, r: GrievancesRepository = repo, lock = false) {
    const g = await r.grievance(id, lock);
    if (!g) throw notFound(serverText('grievances.grievanceNotFound'));
    const reader = await readerOf(user, today, g, r);
    if (!reader.isFiler && !onCommittee(reader) && !(reader.seat?.role === 'ombudsperson' && g.appealedOn))
      throw notFound(serverText('grievances.grievanceNotFound'));
    return { g, reader };
  }

  /** The filer's name for this reader: hidden when confidential from all but the filer and the chairperson. */
  const filerFor = (g: GrievanceRecord, reader: Reader | null) =>
    g.confidential && !(reader && (reader.isFiler || isChair(reader))) ? null : g.filerName;

  const rowOf = (g: GrievanceRecord, reader: Reader | null, today: string): GrievanceRow => ({
    id: g.id,
    number: g.number,
    category: g.category,
    subject: g.subject,
    status: g.status,
    filerKind: g.filerKind,
    filer: filerFor(g, reader),
    confidential: g.confidential,
    receivedOn: g.receivedOn,
    dueOn: g.dueOn,
    overdue: isOpen(g) && g.dueOn < today,
    assignedTo: g.assignedTo,
    decidedOn: g.decidedOn,
    outcome: g.outcome,
  });

  const appealBy = (g: GrievanceRecord) => (g.decidedOn ? addDays(g.decidedOn, GRIEVANCE_APPEAL_DAYS) : null);
  const mayAct = (g: GrievanceRecord, reader: Reader | null) => {
    const assignedToReader = reader?.user != null && g.assignedUserId === reader.user.id;
    const acts = reader !== null && (assignedToReader || isChair(reader));
    return {
      assign: reader !== null && isOpen(g) && (reader.isCell || isChair(reader)),
      record: reader !== null && g.status !== 'closed' && (acts || reader.isCell) && g.status !== 'decided',
      decide: g.status === 'inReview' && acts,
      appeal: false,
      decideAppeal: reader !== null && g.status === 'appealed' && reader.isCell,
    };
  };

  async function detailOf(g: GrievanceRecord, reader: Reader | null): Promise<GrievanceDetail> {
    const today = await college.today();
    const committee = reader !== null && onCommittee(reader);
    const [events, attachments] = await Promise.all([repo.events(g.id), repo.attachments(g.id)]);
    const by = (e: (typeof events)[number]) => {
      if (e.kind === 'filed' || e.kind === 'appealed') return filerFor(g, reader);
      return e.byName;
    };
    const may = mayAct(g, reader);
    const by15 = appealBy(g);
    may.appeal = reader?.isFiler === true && g.status === 'decided' && by15 !== null && today <= by15;
    return {
      ...rowOf(g, reader, today),
      description: g.description,
      attachments,
      events: events
        .filter((e) => committee || e.kind !== 'note')
        .map((e) => ({ id: e.id, kind: e.kind, at: e.at, by: by(e), text: e.text, hearingOn: e.hearingOn, outcome: e.outcome })),
      appealBy: by15,
      may,
    };
  }

  const tellFiler = async (
    tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
    g: GrievanceRecord,
    step: string,
    eventKey: string,
  ) => {
    if (g.filerUserId === null) return;
    await notifications.tellUser(tx, 'grievanceUpdated', `grievance:${g.id}:${eventKey}`, g.filerUserId, {
      id: String(g.id),
      number: g.number,
      subject: g.subject,
      step,
    });
  };

  // ---------------------------------------------------------------- Filing

  function filerKindOf(user: AuthUser): GrievanceFilerKind {
    if (user.roles.includes('ROLE_STUDENT')) return 'student';
    if (user.roles.includes('ROLE_PARENT')) return 'parent';
    return 'staff';
  }

  async function file(user: AuthUser, raw: unknown, uploads: UploadedFile[]): Promise<GrievanceDetail> {
    const input = parseOrThrow(grievanceFilingSchema, raw);
    if (uploads.length > GRIEVANCE_ATTACHMENTS_MAX)
      throw invalid(serverText('grievances.attachmentsCount', { max: String(GRIEVANCE_ATTACHMENTS_MAX) }), 'attachment');
    const types = uploads.map((u) => checkUploadedFile(u, 'attachment'));
    const filerKind = filerKindOf(user);
    if (filerKind !== 'staff' && !user.studentId) throw conflict(serverText('grievances.noWard'));
    const receivedOn = await college.today();
    const dueOn = await dueFrom(receivedOn);
    const stored: string[] = [];
    try {
      for (const [i, u] of uploads.entries()) stored.push(await files.save(u.bytes, types[i]!));
      const id = await db.transaction(async (tx) => {
        const r = createGrievancesRepository(tx);
        const gid = await r.nextId();
        const number = numberOf(gid, receivedOn);
        await r.insert({
          id: gid,
          number,
          ...input,
          filerKind,
          filerUserId: user.id,
          studentId: filerKind === 'staff' ? null : user.studentId,
          trackingCodeHash: null,
          receivedOn,
          dueOn,
        });
        await r.addEvent({ grievanceId: gid, kind: 'filed', byUserId: user.id, text: null });
        for (const [i, u] of uploads.entries())
          await r.addAttachment({
            grievanceId: gid,
            storedName: stored[i]!,
            fileName: u.fileName || `attachment-${i + 1}`,
            type: types[i]!,
            bytes: u.bytes.length,
          });
        await audit.record(tx, {
          actor: user,
          action: 'grievances.filed',
          entity: 'grievance',
          entityId: String(gid),
          details: { number, category: input.category, confidential: input.confidential, attachments: uploads.length },
        });
        return gid;
      });
      const { g, reader } = await visible(user, id, receivedOn);
      return detailOf(g, reader);
    } catch (err) {
      await Promise.all(stored.map((name) => files.remove(name)));
      throw err;
    }
  }

  async function anonymousOn() {
    return repo.anonymousOn();
  }

  async function fileAnonymously(input: AnonymousGrievance, ip: string): Promise<AnonymousReceipt> {
    anonymousGrievanceSchema.parse(input);
    if (!(await repo.anonymousOn())) throw forbidden(serverText('grievances.anonymousOff'));
    if ((await reserve(anonymousLimit, ip)) > 0) throw new AppError('RATE_LIMITED', serverText('grievances.tooMany'));
    const receivedOn = await college.today();
    const dueOn = await dueFrom(receivedOn);
    const code = trackingCode();
    const number = await db.transaction(async (tx) => {
      const r = createGrievancesRepository(tx);
      const gid = await r.nextId();
      const n = numberOf(gid, receivedOn);
      await r.insert({
        id: gid,
        number: n,
        ...input,
        filerKind: 'anonymous',
        filerUserId: null,
        studentId: null,
        confidential: true,
        trackingCodeHash: hashOf(code),
        receivedOn,
        dueOn,
      });
      await r.addEvent({ grievanceId: gid, kind: 'filed', byUserId: null });
      await audit.record(tx, {
        actor: null,
        action: 'grievances.filed',
        entity: 'grievance',
        entityId: String(gid),
        details: { number: n, category: input.category, confidential: true, attachments: 0 },
      });
      return n;
    });
    return { number, code, dueOn };
  }

  async function track({ number, code }: GrievanceTrack, ip: string): Promise<GrievanceDetail> {
    if ((await reserve(trackLimit, ip)) > 0) throw new AppError('RATE_LIMITED', serverText('grievances.tooManyTracks'));
    const g = await repo.byNumber(number);
    const given = Buffer.from(hashOf(code));
    if (!g?.trackingCodeHash || !crypto.timingSafeEqual(Buffer.from(g.trackingCodeHash), given))
      throw notFound(serverText('grievances.trackNotFound'));
    return detailOf(g, null);
  }

  // ---------------------------------------------------------------- Reading

  async function own(user: AuthUser, { page, size }: OwnGrievancesQuery): Promise<OwnGrievances> {
    const today = await college.today();
    const reader = await readerOf(user, today);
    const [filed, assigned] = await Promise.all([
      repo.page({ filerUserId: user.id }, { page, size }),
      reader.seat ? repo.page({ assignedUserId: user.id }, { page, size }) : Promise.resolve({ rows: [], total: 0 }),
    ]);
    const mine = { ...reader, isFiler: true };
    return {
      filed: { total: filed.total, page, size, rows: filed.rows.map((g) => rowOf(g, mine, today)) },
      assigned: { total: assigned.total, page, size, rows: assigned.rows.map((g) => rowOf(g, reader, today)) },
      onCommittee: reader.seat !== undefined,
    };
  }

  async function committeeReader(user: AuthUser) {
    const reader = await readerOf(user, await college.today());
    if (!onCommittee(reader)) throw forbidden(serverText('grievances.notOnCommittee'));
    return reader;
  }

  async function register(user: AuthUser, query: GrievancesQuery): Promise<GrievancesPage> {
    const reader = await committeeReader(user);
    const today = await college.today();
    const [{ rows, total }, overdue] = await Promise.all([
      repo.page({ status: query.status, category: query.category, overdueOn: query.overdue ? today : null, q: query.q }, query),
      repo.overdueCount(today),
    ]);
    return { total, page: query.page, size: query.size, overdue, rows: rows.map((g) => rowOf(g, reader, today)) };
  }

  async function detail(user: AuthUser, id: number): Promise<GrievanceDetail> {
    const { g, reader } = await visible(user, id, await college.today());
    return detailOf(g, reader);
  }

  async function attachment(user: AuthUser, id: number, attachmentId: number) {
    await visible(user, id, await college.today());
    const row = await repo.attachment(id, attachmentId);
    const bytes = row ? await files.read(row.storedName) : null;
    if (!row || !bytes) throw notFound(serverText('grievances.grievanceNotFound'));
    return { type: row.type, fileName: row.fileName, bytes };
  }

  // ---------------------------------------------------------------- The committee's work

  /** Runs a step on a grievance locked for it, then answers the grievance as this reader sees it. */
  async function step(
    user: AuthUser,
    id: number,
    work: (c: {
      r: GrievancesRepository;
      g: GrievanceRecord;
      reader: Reader;
      today: string;
      tx: Parameters<Parameters<Db['transaction']>[0]>[0];
    }) => Promise<void>,
  ): Promise<GrievanceDetail> {
    const today = await college.today();
    await db.transaction(async (tx) => {
      const r = createGrievancesRepository(tx);
      const { g, reader } = await visible(user, id, today, r, true);
      await work({ r, g, reader, today, tx });
    });
    return detail(user, id);
  }

  function mustAct(g: GrievanceRecord, reader: Reader, allowCell: boolean) {
    if (g.decidedOn && g.status !== 'appealed')
      throw conflict(serverText('grievances.alreadyDecided', { number: g.number, day: dayMonthYear(g.decidedOn) }));
    if (g.assignedMemberId === null && !(allowCell && reader.isCell))
      throw conflict(serverText('grievances.notAssigned', { number: g.number }));
    const mine = g.assignedUserId !== null && g.assignedUserId === reader.user?.id;
    if (!mine && !isChair(reader) && !(allowCell && reader.isCell))
      throw forbidden(serverText('grievances.notAssignedToYou', { number: g.number, member: g.assignedTo ?? '' }));
  }

  const assign = (user: AuthUser, id: number, { memberId }: GrievanceAssign) =>
    step(user, id, async ({ r, g, reader, today, tx }) => {
      if (!reader.isCell && !isChair(reader))
        throw forbidden(serverText('grievances.notAssignedToYou', { number: g.number, member: g.assignedTo ?? '' }));
      if (!isOpen(g))
        throw conflict(serverText('grievances.alreadyDecided', { number: g.number, day: dayMonthYear(g.decidedOn ?? today) }));
      const m = await r.member(memberId);
      if (!m) throw notFound(serverText('grievances.memberNotFound'));
      if (m.untilDate !== null && m.untilDate < today)
        throw conflict(serverText('grievances.memberLeft', { name: m.name, day: dayMonthYear(m.untilDate) }), 'memberId');
      if (m.role !== 'chairperson' && m.role !== 'member')
        throw conflict(serverText('grievances.memberCannotHear', { name: m.name, role: m.role }), 'memberId');
      if (m.userId === null) throw conflict(serverText('grievances.memberNoLogin', { name: m.name }), 'memberId');
      await r.update(g.id, { status: 'inReview', assignedMemberId: m.id });
      await r.addEvent({ grievanceId: g.id, kind: 'assigned', byUserId: user.id, text: m.name, memberId: m.id });
      await audit.record(tx, {
        actor: user,
        action: 'grievances.assigned',
        entity: 'grievance',
        entityId: String(g.id),
        details: { number: g.number, member: m.name },
      });
      await tellFiler(tx, g, 'assigned', `assigned:${m.id}`);
    });

  const record = (user: AuthUser, id: number, entry: GrievanceEntry) =>
    step(user, id, async ({ r, g, reader, tx }) => {
      if (g.status === 'closed' || (g.decidedOn && g.status !== 'appealed'))
        throw conflict(serverText('grievances.alreadyDecided', { number: g.number, day: dayMonthYear(g.decidedOn ?? g.receivedOn) }));
      mustAct(g, reader, true);
      await r.addEvent({
        grievanceId: g.id,
        kind: entry.kind,
        byUserId: user.id,
        text: entry.text,
        hearingOn: entry.kind === 'hearing' ? entry.hearingOn : null,
      });
      await audit.record(tx, {
        actor: user,
        action: 'grievances.recorded',
        entity: 'grievance',
        entityId: String(g.id),
        details: { number: g.number, kind: entry.kind, hearingOn: entry.hearingOn ?? null },
      });
      if (entry.kind !== 'note') await tellFiler(tx, g, entry.kind, `${entry.kind}:${crypto.randomUUID()}`);
    });

  const decide = (user: AuthUser, id: number, input: GrievanceDecision) =>
    step(user, id, async ({ r, g, reader, today, tx }) => {
      mustAct(g, reader, false);
      if (g.status !== 'inReview') throw conflict(serverText('grievances.notAssigned', { number: g.number }));
      await r.update(g.id, { status: 'decided', outcome: input.outcome, decidedOn: today });
      await r.addEvent({ grievanceId: g.id, kind: 'decided', byUserId: user.id, text: input.text, outcome: input.outcome });
      await audit.record(tx, {
        actor: user,
        action: 'grievances.decided',
        entity: 'grievance',
        entityId: String(g.id),
        details: { number: g.number, outcome: input.outcome, inTime: today <= g.dueOn },
      });
      await tellFiler(tx, g, 'decided', 'decided');
    });

  const appeal = (user: AuthUser, id: number, input: GrievanceAppeal) =>
    step(user, id, async ({ r, g, reader, today, tx }) => {
      if (!reader.isFiler) throw notFound(serverText('grievances.grievanceNotFound'));
      if (g.appealedOn) throw conflict(serverText('grievances.alreadyAppealed', { number: g.number, day: dayMonthYear(g.appealedOn) }));
      const by = appealBy(g);
      if (g.status !== 'decided' || !by) throw conflict(serverText('grievances.notDecided', { number: g.number }));
      if (today > by) throw conflict(serverText('grievances.appealClosed', { number: g.number, day: dayMonthYear(by) }));
      await r.update(g.id, { status: 'appealed', appealedOn: today });
      await r.addEvent({ grievanceId: g.id, kind: 'appealed', byUserId: user.id, text: input.text });
      await audit.record(tx, {
        actor: user,
        action: 'grievances.appealed',
        entity: 'grievance',
        entityId: String(g.id),
        details: { number: g.number },
      });
    });

  const decideAppeal = (user: AuthUser, id: number, input: GrievanceDecision) =>
    step(user, id, async ({ r, g, today, tx }) => {
      if (g.status !== 'appealed') throw conflict(serverText('grievances.notAppealed', { number: g.number }));
      await r.update(g.id, { status: 'closed', appealOutcome: input.outcome, appealDecidedOn: today });
      await r.addEvent({ grievanceId: g.id, kind: 'appealDecided', byUserId: user.id, text: input.text, outcome: input.outcome });
      await audit.record(tx, {
        actor: user,
        action: 'grievances.appealDecided',
        entity: 'grievance',
        entityId: String(g.id),
        details: { number: g.number, outcome: input.outcome },
      });
      await tellFiler(tx, g, 'appealDecided', 'appealDecided');
    });

  // ---------------------------------------------------------------- The committee

  function warningsOf(current: MemberRecord[]): CommitteeWarning[] {
    const sitting = current.filter((m) => m.role !== 'ombudsperson');
    const found: Record<CommitteeWarning, boolean> = {
      noChairperson: !current.some((m) => m.role === 'chairperson'),
      noWoman: !sitting.some((m) => m.gender === 'female'),
      noReservedCategory: !sitting.some((m) => ['sc', 'st', 'obc'].includes(m.socialCategory)),
      noStudentInvitee: !current.some((m) => m.role === 'specialInvitee'),
      noOmbudsperson: !current.some((m) => m.role === 'ombudsperson'),
    };
    return COMMITTEE_WARNINGS.filter((w) => found[w]);
  }

  const publicMember = ({ userId: _userId, ...m }: MemberRecord): CommitteeMember => m;

  async function committeeNow(): Promise<Committee> {
    const today = await college.today();
    const [members, on] = await Promise.all([repo.members(), repo.anonymousOn()]);
    const current = members.filter((m) => m.fromDate <= today && (m.untilDate === null || m.untilDate >= today));
    return { members: members.map(publicMember), warnings: warningsOf(current), anonymousOn: on };
  }

  async function committee(user: AuthUser): Promise<Committee> {
    await committeeReader(user);
    return committeeNow();
  }

  async function addMember(user: AuthUser, input: CommitteeMemberInput): Promise<CommitteeMember> {
    const login = input.username ? await repo.userNamed(input.username) : undefined;
    if (input.username && !login) throw invalid(serverText('grievances.noSuchLogin', { username: input.username }), 'username');
    try {
      const id = await db.transaction(async (tx) => {
        const mid = await createGrievancesRepository(tx).addMember(input, login?.id ?? null);
        await audit.record(tx, {
          actor: user,
          action: 'grievances.memberAdded',
          entity: 'grievance_committee',
          entityId: String(mid),
          details: { name: input.name, role: input.role, fromDate: input.fromDate },
        });
        return mid;
      });
      return publicMember((await repo.member(id))!);
    } catch (err) {
      const v = violationOf(err);
      if (v?.kind !== 'unique') throw err;
      if (v.constraint === 'grievance_committee_user_ux')
        throw conflict(serverText('grievances.userOnCommittee', { name: login?.fullName ?? input.name }), 'username');
      const holder = (await repo.members()).find((m) => m.role === input.role && m.untilDate === null);
      throw conflict(serverText('grievances.roleTaken', { role: input.role, name: holder?.name ?? '' }), 'role');
    }
  }

  async function endMember(user: AuthUser, id: number, { untilDate }: CommitteeEnd): Promise<CommitteeMember> {
    await db.transaction(async (tx) => {
      const r = createGrievancesRepository(tx);
      const m = await r.member(id, true);
      if (!m) throw notFound(serverText('grievances.memberNotFound'));
      if (m.untilDate !== null) throw conflict(serverText('grievances.memberLeft', { name: m.name, day: dayMonthYear(m.untilDate) }));
      if (untilDate < m.fromDate) throw invalid(serverText('grievances.untilBeforeFrom', { day: dayMonthYear(m.fromDate) }), 'untilDate');
      await r.endMember(id, untilDate);
      await audit.record(tx, {
        actor: user,
        action: 'grievances.memberEnded',
        entity: 'grievance_committee',
        entityId: String(id),
        details: { name: m.name, untilDate },
      });
    });
    return publicMember((await repo.member(id))!);
  }

  async function saveSettings(user: AuthUser, { anonymousOn: on }: GrievanceSettings): Promise<Committee> {
    await db.transaction(async (tx) => {
      await createGrievancesRepository(tx).setAnonymous(on);
      await audit.record(tx, {
        actor: user,
        action: 'grievances.settingsSaved',
        entity: 'grievance_settings',
        entityId: '1',
        details: { anonymousOn: on },
      });
    });
    return committeeNow();
  }

  // ---------------------------------------------------------------- Figures

  async function spanOf(query: GrievanceFiguresQuery) {
    const today = await college.today();
    const year = query.year ?? academicYearLabel(today);
    const start = Number(year.slice(0, 4));
    return { today, year, from: `${start}-05-01`, to: `${start + 1}-04-30` };
  }

  async function figures(query: GrievanceFiguresQuery): Promise<GrievanceFigures> {
    const { today, year, from, to } = await spanOf(query);
    const [counts, average, months] = await Promise.all([
      repo.countsByCategory(from, to, today),
      repo.averageDaysToDispose(from, to),
      repo.byMonth(from, to, today),
    ]);
    const zero = { received: 0, disposed: 0, disposedInTime: 0, pending: 0, overdue: 0, appealed: 0 };
    const byCategory = GRIEVANCE_CATEGORIES.map((category) => ({ ...zero, ...counts.find((c) => c.category === category), category }));
    const totals = { ...zero };
    for (const c of byCategory) for (const k of Object.keys(zero) as (keyof typeof zero)[]) totals[k] += c[k];
    return { year, from, to, totals: { ...totals, averageDaysToDispose: average }, byCategory, byMonth: months };
  }

  async function annualReport(query: GrievanceFiguresQuery) {
    const [f, { name }, committeeState] = await Promise.all([figures(query), college.settings(), committeeNow()]);
    const pdf = await pdfs.render(grievanceReportPdf, {
      college: name,
      figures: f,
      committee: committeeState.members.filter((m) => m.untilDate === null || m.untilDate >= f.from),
    });
    return { pdf, fileName: `grievance-report-${f.year}.pdf` };
  }

  async function figuresWorkbook(query: GrievanceFiguresQuery) {
    const { today, from, to } = await spanOf(query);
    const [f, { name }, list] = await Promise.all([figures(query), college.settings(), repo.receivedBetween(from, to)]);
    // The list behind the figures never names a filer: confidential or not, a register leaves the cell.
    const rows = list.map((g) => ({
      ...rowOf(g, null, today),
      filer: null,
      daysToDispose: g.decidedOn ? daysBetween(g.receivedOn, g.decidedOn) : null,
      appealedOn: g.appealedOn,
      appealOutcome: g.appealOutcome,
    }));
    return { workbook: await grievanceFiguresWorkbook(name, f, rows), fileName: `grievances-${f.year}.xlsx` };
  }

  return {
    file,
    anonymousOn,
    fileAnonymously,
    track,
    own,
    register,
    detail,
    attachment,
    assign,
    record,
    decide,
    appeal,
    decideAppeal,
    committee,
    addMember,
    endMember,
    saveSettings,
    figures,
    annualReport,
    figuresWorkbook,
  };
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export type GrievancesService = ReturnType<typeof createGrievancesService>;
