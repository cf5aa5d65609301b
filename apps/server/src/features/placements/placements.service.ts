import {
  applicationInputSchema,
  can,
  changedFields,
  dayMonthYear,
  offerInputSchema,
  PLACEMENT_SHORTLIST_COLUMN,
  serverText,
  shortlistSchema,
  type Advance,
  type Advanced,
  type ApplicationRow,
  type Company,
  type CompanyInput,
  type Drive,
  type DriveEligibilityList,
  type DriveInput,
  type EligibilityReason,
  type Offer,
  type OptOutInput,
  type OwnPlacements,
  type PlacementFigures,
  type PlacementGroupFigures,
  type PlacementSettings,
  type ServerText,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error.js';
import { checkUploadedFile, createFileStore, type UploadedFile } from '../../lib/kept-files.js';
import { parseOrThrow } from '../../lib/schema-parse.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import { readWorkbook } from '../uploads/workbook-reader.js';
import { reasonsOf, rupees } from './placement-eligibility.js';
import { placementFiguresWorkbook, type PlacementStudentRow } from './placement-workbook.js';
import {
  createPlacementsRepository,
  type ApplicationRecord,
  type DriveRecord,
  type OfferRecord,
  type PlacementsRepository,
} from './placements.repository.js';

export interface PlacementsDeps {
  db: Db;
  audit: AuditService;
  college: { today: () => Promise<string>; settings: () => Promise<{ name: string }> };
  dataDir: string;
}

const reasonOf = (t: ServerText): EligibilityReason => ({ key: t.key, message: t.message, ...(t.params ? { params: t.params } : {}) });
/** Lists at most 20 values, then how many more. */
const listed = (values: string[]) =>
  values.length > 20 ? `${values.slice(0, 20).join(', ')} and ${values.length - 20} more` : values.join(', ');
const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

const driveOf = (d: DriveRecord): Drive => ({
  id: d.id,
  companyId: d.companyId,
  company: d.company,
  jobTitle: d.jobTitle,
  ctcRupees: d.ctcRupees,
  location: d.location,
  driveOn: d.driveOn,
  mode: d.mode,
  rounds: d.rounds,
  eligibility: {
    courseIds: d.courseIds,
    branchIds: d.branchIds,
    batchIds: d.batchIds,
    minCgpa: d.minCgpa,
    maxBacklogs: d.maxBacklogs,
    gender: d.gender,
  },
  applicants: d.applicants,
  offers: d.offers,
});

const applicationOf = (a: ApplicationRecord, d: Pick<DriveRecord, 'rounds'>): ApplicationRow => ({
  id: a.id,
  driveId: a.driveId,
  studentId: a.studentId,
  rollNumber: a.rollNumber,
  name: a.name,
  status: a.status,
  round: a.round,
  roundName: a.status === 'selected' || a.status === 'offered' ? null : (d.rounds[Math.min(a.round, d.rounds.length - 1)] ?? null),
  appliedOn: a.appliedOn,
  offerCtcRupees: a.offerCtcRupees,
  offerId: a.offerId,
});

const offerOf = (o: OfferRecord): Offer => ({
  id: o.id,
  applicationId: o.applicationId,
  driveId: o.driveId,
  company: o.company,
  jobTitle: o.jobTitle,
  rollNumber: o.rollNumber,
  ctcRupees: o.ctcRupees,
  offeredOn: o.offeredOn,
});

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The placement office (ADR 0142): companies, drives and who may apply, applications, rounds, offers and the season's figures. */
export function createPlacementsService({ db, audit, college, dataDir }: PlacementsDeps) {
  const repo = createPlacementsRepository(db);
  const files = createFileStore(dataDir, 'placements');

  /** A PDF upload of a named part, or a 400 naming it. */
  function pdfOf(uploads: UploadedFile[] | undefined, field: string, missing: ServerText) {
    const file = uploads?.[0];
    if (!file) throw invalid(missing, field);
    if (checkUploadedFile(file, field) !== 'application/pdf') throw invalid(serverText('placements.pdfOnly'), field);
    return file;
  }

  const keep = async <T>(file: UploadedFile, work: (stored: string) => Promise<T>): Promise<T> => {
    const stored = await files.save(file.bytes, 'application/pdf');
    try {
      return await work(stored);
    } catch (err) {
      await files.remove(stored);
      throw err;
    }
  };

  // ---------------------------------------------------------------- Companies and drives

  const companies = async (): Promise<Company[]> => repo.companies();

  async function addCompany(user: AuthUser, input: CompanyInput): Promise<Company> {
    try {
      const id = await db.transaction(async (tx) => {
        const cid = await createPlacementsRepository(tx).addCompany(input);
        await audit.record(tx, {
          actor: user,
          action: 'placements.companyAdded',
          entity: 'placement_company',
          entityId: String(cid),
          details: { name: input.name, sector: input.sector },
        });
        return cid;
      });
      return (await repo.companies()).find((c) => c.id === id)!;
    } catch (err) {
      if (violationOf(err)?.kind === 'unique') throw conflict(serverText('placements.companyExists', { name: input.name }), 'name');
      throw err;
    }
  }

  /** A company's name, sector, website or contact persons corrected. */
  async function changeCompany(user: AuthUser, id: number, input: CompanyInput): Promise<Company> {
    try {
      await db.transaction(async (tx) => {
        if (!(await createPlacementsRepository(tx).changeCompany(id, input))) throw notFound(serverText('placements.companyNotFound'));
        await audit.record(tx, {
          actor: user,
          action: 'placements.companyChanged',
          entity: 'placement_company',
          entityId: String(id),
          details: { name: input.name, sector: input.sector },
        });
      });
      return (await repo.companies()).find((c) => c.id === id)!;
    } catch (err) {
      if (violationOf(err)?.kind === 'unique') throw conflict(serverText('placements.companyExists', { name: input.name }), 'name');
      throw err;
    }
  }

  const drives = async (): Promise<Drive[]> => (await repo.drives()).map(driveOf);
  /** The programmes, branches and batches a drive may be for. */
  const places = () => repo.places();

  /** The programmes a drive names must be the college's, its branches and batches of those programmes. */
  async function checkPlaces(e: DriveInput['eligibility']): Promise<void> {
    const places = await repo.places();
    for (const id of e.courseIds)
      if (!places.courses.some((c) => c.id === id))
        throw invalid(serverText('placements.programmeNotFound', { id: String(id) }), 'eligibility.courseIds');
    for (const id of e.branchIds)
      if (!places.branches.some((b) => b.id === id && e.courseIds.includes(b.courseId)))
        throw invalid(serverText('placements.branchNotFound', { id: String(id) }), 'eligibility.branchIds');
    for (const id of e.batchIds)
      if (!places.batches.some((b) => b.id === id && e.courseIds.includes(b.courseId)))
        throw invalid(serverText('placements.batchNotFound', { id: String(id) }), 'eligibility.batchIds');
  }

  async function addDrive(user: AuthUser, input: DriveInput): Promise<Drive> {
    await checkPlaces(input.eligibility);
    const id = await db.transaction(async (tx) => {
      const r = createPlacementsRepository(tx);
      const company = await r.company(input.companyId);
      if (!company) throw notFound(serverText('placements.companyNotFound'));
      const did = await r.addDrive(input);
      await audit.record(tx, {
        actor: user,
        action: 'placements.driveAdded',
        entity: 'placement_drive',
        entityId: String(did),
        details: { company: company.name, jobTitle: input.jobTitle, ctcRupees: input.ctcRupees, driveOn: input.driveOn },
      });
      return did;
    });
    return driveOf((await repo.drive(id))!);
  }

  /**
   * A drive corrected by the office. Those who applied keep their applications; once anyone has, the
   * drive stays the same company's, and once anyone has been moved on or out, its rounds stay as they
   * are (an application counts the rounds it cleared). The drive's row is locked against a round moved
   * at the same time.
   */
  async function changeDrive(user: AuthUser, id: number, input: DriveInput): Promise<Drive> {
    await checkPlaces(input.eligibility);
    await db.transaction(async (tx) => {
      const r = createPlacementsRepository(tx);
      const before = await driveOrThrow(id, r, true);
      const company = await r.company(input.companyId);
      if (!company) throw notFound(serverText('placements.companyNotFound'));
      const { applied, moved } = await r.progressOf(id);
      if (applied > 0 && input.companyId !== before.companyId)
        throw conflict(serverText('placements.companyHeld', { company: before.company }), 'companyId');
      if (moved > 0 && before.rounds.join() !== input.rounds.join()) throw conflict(serverText('placements.roundsHeld'), 'rounds');
      await r.changeDrive(id, input);
      await audit.record(tx, {
        actor: user,
        action: 'placements.driveChanged',
        entity: 'placement_drive',
        entityId: String(id),
        details: { company: company.name, jobTitle: input.jobTitle },
        changes: changedFields(driveOf(before), input, { ignore: ['id', 'company', 'applicants', 'offers'] }),
      });
    });
    return driveOf((await repo.drive(id))!);
  }

  async function driveOrThrow(id: number, r: PlacementsRepository = repo, lock = false) {
    const d = await r.drive(id, lock);
    if (!d) throw notFound(serverText('placements.driveNotFound'));
    return d;
  }

  /** Every student of the drive's programmes and passing-out batches: eligible, or each criterion they fail. */
  async function eligibility(driveId: number): Promise<DriveEligibilityList> {
    const d = await driveOrThrow(driveId);
    const [standings, places, multiple] = await Promise.all([repo.standingsForDrive(d), repo.places(), repo.offerMultiple()]);
    const students = standings.map((s) => {
      const reasons = reasonsOf(d, s, places, multiple);
      return {
        studentId: s.studentId,
        rollNumber: s.rollNumber,
        name: s.name,
        programme: s.programme,
        branch: s.branch,
        batch: s.batch,
        cgpa: s.cgpa,
        backlogs: s.backlogs,
        eligible: reasons.length === 0,
        reasons: reasons.map(reasonOf),
      };
    });
    const eligible = students.filter((s) => s.eligible).length;
    return { driveId: d.id, eligible, ineligible: students.length - eligible, students };
  }

  async function applicants(driveId: number): Promise<ApplicationRow[]> {
    const d = await driveOrThrow(driveId);
    return (await repo.applications({ driveId: d.id })).map((a) => applicationOf(a, d));
  }

  // ---------------------------------------------------------------- Students

  function studentOf(user: AuthUser): number {
    if (!user.studentId) throw conflict(serverText('placements.noStudent'));
    return user.studentId;
  }

  async function mine(user: AuthUser): Promise<OwnPlacements> {
    const studentId = studentOf(user);
    const [standing, all, places, multiple, applications, offers] = await Promise.all([
      repo.standingOf(studentId),
      repo.drives(),
      repo.places(),
      repo.offerMultiple(),
      repo.applications({ studentId }),
      repo.offers({ studentId }),
    ]);
    if (!standing) throw conflict(serverText('placements.noStudent'));
    return {
      cgpa: standing.cgpa,
      backlogs: standing.backlogs,
      optedOutOn: standing.optedOutOn,
      bestOfferRupees: standing.bestOfferRupees,
      drives: all.map((d) => {
        const reasons = reasonsOf(d, standing, places, multiple);
        const application = applications.find((a) => a.driveId === d.id);
        const { applicants: _a, offers: _o, ...drive } = driveOf(d);
        return {
          drive,
          eligible: reasons.length === 0,
          reasons: reasons.map(reasonOf),
          application: application ? applicationOf(application, d) : null,
        };
      }),
      offers: offers.map(offerOf),
    };
  }

  async function apply(user: AuthUser, raw: unknown, uploads: Record<string, UploadedFile[]>): Promise<ApplicationRow> {
    const studentId = studentOf(user);
    const { driveId } = parseOrThrow(applicationInputSchema, raw);
    const resume = pdfOf(uploads.resume, 'resume', serverText('placements.resumeMissing'));
    const today = await college.today();
    try {
      const id = await keep(resume, (stored) =>
        db.transaction(async (tx) => {
          const r = createPlacementsRepository(tx);
          const d = await driveOrThrow(driveId, r);
          // One query after another: the embedded database's transaction is one connection.
          const standing = await r.standingOf(studentId);
          const places = await r.places();
          const multiple = await r.offerMultiple();
          const before = await r.applications({ driveId: d.id, studentId });
          if (!standing) throw conflict(serverText('placements.noStudent'));
          if (before[0]) throw conflict(serverText('placements.alreadyApplied', { day: dayMonthYear(before[0].appliedOn) }));
          if (d.driveOn < today) throw conflict(serverText('placements.driveOver', { company: d.company, day: dayMonthYear(d.driveOn) }));
          if (standing.optedOutOn) throw conflict(serverText('placements.optedOut', { day: dayMonthYear(standing.optedOutOn) }));
          const reasons = reasonsOf(d, standing, places, multiple);
          const records = reasons.filter((t) => t.key !== 'placements.reasonMultiple');
          if (records.length > 0)
            throw conflict(serverText('placements.notEligible', { reasons: records.map((t) => t.message).join('; ') }));
          if (reasons.length > 0 && standing.bestOfferRupees !== null)
            throw conflict(
              serverText('placements.belowMultiple', {
                best: rupees(standing.bestOfferRupees),
                multiple: String(multiple),
                least: rupees(Math.ceil(standing.bestOfferRupees * multiple)),
                ctc: rupees(d.ctcRupees),
              }),
            );
          const aid = await r.addApplication({
            driveId: d.id,
            studentId,
            resumeStored: stored,
            resumeName: resume.fileName || 'resume.pdf',
          });
          await audit.record(tx, {
            actor: user,
            action: 'placements.applied',
            entity: 'placement_application',
            entityId: String(aid),
            details: { rollNumber: standing.rollNumber, company: d.company, jobTitle: d.jobTitle },
          });
          return aid;
        }),
      );
      const a = (await repo.application(id))!;
      return applicationOf(a, (await repo.drive(a.driveId))!);
    } catch (err) {
      // Two clicks at once: the unique index keeps one, the other is told it applied already.
      if (violationOf(err)?.kind === 'unique') throw conflict(serverText('placements.alreadyApplied', { day: dayMonthYear(today) }));
      throw err;
    }
  }

  async function optOut(user: AuthUser, { reason }: OptOutInput): Promise<OwnPlacements> {
    const studentId = studentOf(user);
    const today = await college.today();
    try {
      await db.transaction(async (tx) => {
        await createPlacementsRepository(tx).optOut(studentId, reason, today);
        await audit.record(tx, {
          actor: user,
          action: 'placements.optedOut',
          entity: 'placement_opt_out',
          entityId: String(studentId),
          details: { reason },
        });
      });
    } catch (err) {
      if (violationOf(err)?.kind !== 'unique') throw err;
      const standing = await repo.standingOf(studentId);
      throw conflict(serverText('placements.optedOut', { day: dayMonthYear(standing?.optedOutOn ?? today) }));
    }
    return mine(user);
  }

  // ---------------------------------------------------------------- Rounds and offers

  async function advance(user: AuthUser, driveId: number, input: Advance): Promise<Advanced> {
    const ids = [...new Set(input.applicationIds)];
    return db.transaction(async (tx) => {
      const r = createPlacementsRepository(tx);
      const d = await driveOrThrow(driveId, r, true);
      const found = await r.lockApplications(ids);
      const foreign = ids.filter((id) => !found.some((a) => a.id === id && a.driveId === d.id));
      if (foreign.length > 0) throw invalid(serverText('placements.notInDrive', { ids: listed(foreign.map(String)) }), 'applicationIds');
      const out = found.filter((a) => a.status !== 'inRunning').map((a) => String(a.id));
      if (out.length > 0) throw conflict(serverText('placements.notInRunning', { ids: listed(out) }), 'applicationIds');
      const counts = await moveOn(r, d, ids, input.to === 'rejected' ? ids : []);
      await audit.record(tx, {
        actor: user,
        action: 'placements.advanced',
        entity: 'placement_drive',
        entityId: String(d.id),
        details: { company: d.company, jobTitle: d.jobTitle, to: input.to, count: ids.length },
      });
      return counts;
    });
  }

  /** Moves `ids` on a round (those in `rejected` out instead) and counts what came of it. */
  async function moveOn(r: PlacementsRepository, d: DriveRecord, ids: number[], rejected: number[]): Promise<Advanced> {
    const rejectedSet = new Set(rejected);
    const forward = ids.filter((id) => !rejectedSet.has(id));
    await r.advance(forward, 'next', d.rounds.length);
    await r.advance(rejected, 'rejected', d.rounds.length);
    const after = forward.length > 0 ? await r.lockApplications(forward) : [];
    const selected = after.filter((a) => a.status === 'selected').length;
    return { advanced: forward.length - selected, selected, rejected: rejected.length };
  }

  /**
   * The company's shortlist as a workbook of roll numbers: all of them must be the drive's
   * applicants in the running, or nothing changes; those listed go on a round, and with
   * `rejectOthers` the others in the running at the listed ones' rounds are rejected. One transaction.
   */
  async function shortlist(user: AuthUser, driveId: number, raw: unknown, uploads: Record<string, UploadedFile[]>): Promise<Advanced> {
    const { rejectOthers } = parseOrThrow(shortlistSchema, raw);
    const file = uploads.workbook?.[0];
    if (!file) throw invalid(serverText('placements.emptyShortlist'), 'workbook');
    await driveOrThrow(driveId);
    // A workbook that cannot be read is a problem of the `workbook` part.
    const sheet = await readWorkbook(file.bytes, { requiredColumns: [PLACEMENT_SHORTLIST_COLUMN], maxRows: 20_000 }).catch(
      (err: unknown) => {
        if (err instanceof AppError && !err.details.field) throw new AppError(err.code, err.text, { ...err.details, field: 'workbook' });
        throw err;
      },
    );
    const rolls = [
      ...new Set(sheet.rows.map((row) => (row.values[PLACEMENT_SHORTLIST_COLUMN] ?? '').trim().toUpperCase()).filter((v) => v !== '')),
    ];
    if (rolls.length === 0) throw invalid(serverText('placements.emptyShortlist'), 'workbook');
    return db.transaction(async (tx) => {
      const r = createPlacementsRepository(tx);
      const d = await driveOrThrow(driveId, r, true);
      const running = await r.inRunning(d.id);
      const byRoll = new Map(running.map((a) => [a.roll, a]));
      const unknown = rolls.filter((roll) => !byRoll.has(roll));
      if (unknown.length > 0) throw invalid(serverText('placements.unknownRolls', { rolls: listed(unknown) }), 'workbook');
      const listedApps = rolls.map((roll) => byRoll.get(roll)!);
      const rounds = new Set(listedApps.map((a) => a.round));
      const chosen = new Set(listedApps.map((a) => a.id));
      const others = rejectOthers ? running.filter((a) => !chosen.has(a.id) && rounds.has(a.round)).map((a) => a.id) : [];
      const counts = await moveOn(r, d, [...chosen, ...others], others);
      await audit.record(tx, {
        actor: user,
        action: 'placements.shortlistUploaded',
        entity: 'placement_drive',
        entityId: String(d.id),
        details: { company: d.company, jobTitle: d.jobTitle, file: file.fileName, count: rolls.length, rejected: others.length },
      });
      return counts;
    });
  }

  async function recordOffer(user: AuthUser, applicationId: number, raw: unknown, uploads: Record<string, UploadedFile[]>): Promise<Offer> {
    const input = parseOrThrow(offerInputSchema, raw);
    const letter = pdfOf(uploads.letter, 'letter', serverText('placements.letterMissing'));
    const id = await keep(letter, (stored) =>
      db.transaction(async (tx) => {
        const r = createPlacementsRepository(tx);
        const a = await r.application(applicationId, true);
        if (!a) throw notFound(serverText('placements.applicationNotFound'));
        if (a.status === 'offered') throw conflict(serverText('placements.offerExists', { roll: a.rollNumber }));
        if (a.status !== 'selected') throw conflict(serverText('placements.notSelected', { roll: a.rollNumber }));
        const d = (await r.drive(a.driveId))!;
        const oid = await r.addOffer({
          applicationId: a.id,
          studentId: a.studentId,
          ctcRupees: input.ctcRupees,
          offeredOn: input.offeredOn,
          letterStored: stored,
          letterName: letter.fileName || 'offer-letter.pdf',
        });
        await audit.record(tx, {
          actor: user,
          action: 'placements.offerRecorded',
          entity: 'placement_offer',
          entityId: String(oid),
          details: { rollNumber: a.rollNumber, company: d.company, ctcRupees: input.ctcRupees },
        });
        return oid;
      }),
    );
    return offerOf((await repo.offers({ id }))[0]!);
  }

  /** A file of a student's: the student themself, or the office and the principal; to anyone else it does not exist. */
  const mayRead = (user: AuthUser, studentId: number) => can(user.roles, 'placements.read') || user.studentId === studentId;

  async function resume(user: AuthUser, applicationId: number) {
    const a = await repo.application(applicationId);
    const bytes = a && mayRead(user, a.studentId) && a.resumeStored ? await files.read(a.resumeStored) : null;
    if (!a || !bytes) throw notFound(serverText('placements.applicationNotFound'));
    return { type: 'application/pdf', fileName: a.resumeName ?? 'resume.pdf', bytes };
  }

  async function letter(user: AuthUser, offerId: number) {
    const [o] = await repo.offers({ id: offerId });
    const bytes = o && mayRead(user, o.studentId) && o.letterStored ? await files.read(o.letterStored) : null;
    if (!o || !bytes) throw notFound(serverText('placements.offerNotFound'));
    return { type: 'application/pdf', fileName: o.letterName ?? 'offer-letter.pdf', bytes };
  }

  // ---------------------------------------------------------------- Settings and figures

  const settings = async (): Promise<PlacementSettings> => ({ offerMultiple: await repo.offerMultiple() });

  async function saveSettings(user: AuthUser, { offerMultiple }: PlacementSettings): Promise<PlacementSettings> {
    await db.transaction(async (tx: Tx) => {
      await createPlacementsRepository(tx).setOfferMultiple(offerMultiple);
      await audit.record(tx, {
        actor: user,
        action: 'placements.settingsSaved',
        entity: 'placement_settings',
        entityId: '1',
        details: { offerMultiple },
      });
    });
    return settings();
  }

  /** Each student of the drives' passing-out batches with what the figures count of them. */
  async function season() {
    const batchIds = await repo.driveBatches();
    const [standings, all, places, offers, studying] = await Promise.all([
      repo.standingsOfBatches(batchIds),
      repo.drives(),
      repo.places(),
      repo.offersOfBatches(batchIds),
      repo.studying(),
    ]);
    const offersOf = new Map<number, typeof offers>();
    for (const o of offers) offersOf.set(o.studentId, [...(offersOf.get(o.studentId) ?? []), o]);
    return standings.map((s) => {
      const own = offersOf.get(s.studentId) ?? [];
      // Eligible as the records stood for the season: a later offer or the opt-out do not take it back.
      const recordsOnly = { ...s, optedOutOn: null, bestOfferRupees: null };
      const eligible = !s.optedOutOn && all.some((d) => reasonsOf(d, recordsOnly, places, 1).length === 0);
      const best = own.length > 0 ? Math.max(...own.map((o) => o.ctcRupees)) : null;
      return {
        s,
        eligible,
        placed: own.length > 0,
        offers: own,
        best,
        higherStudies: studying.has(s.rollNumber.toUpperCase()) || s.optedOutOn !== null,
      };
    });
  }

  async function figures(): Promise<PlacementFigures> {
    const [students, companyList, all] = await Promise.all([season(), repo.companies(), repo.drives()]);
    const tally = (group: typeof students) => {
      const placed = group.filter((x) => x.placed);
      const eligible = group.filter((x) => x.eligible).length;
      const bests = placed.map((x) => x.best!);
      return {
        students: group.length,
        eligible,
        placed: placed.length,
        percentage: percent(placed.length, eligible),
        offers: group.reduce((n, x) => n + x.offers.length, 0),
        medianCtcRupees: median(bests),
        highestCtcRupees: bests.length > 0 ? Math.max(...bests) : null,
        higherStudies: group.filter((x) => x.higherStudies).length,
        optedOut: group.filter((x) => x.s.optedOutOn !== null).length,
      };
    };
    const groupsBy = <K extends string>(key: (x: (typeof students)[number]) => K) => {
      const map = new Map<K, typeof students>();
      for (const x of students) map.set(key(x), [...(map.get(key(x)) ?? []), x]);
      return [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
    };
    const groups: PlacementGroupFigures[] = groupsBy((x) => `${x.s.programme}\u0000${x.s.batch}`).map(([, g]) => ({
      programme: g[0]!.s.programme,
      batch: g[0]!.s.batch,
      passingYear: g[0]!.s.passingYear,
      ...tally(g),
    }));
    const hires = new Map<string, number[]>();
    for (const x of students) for (const o of x.offers) hires.set(o.company, [...(hires.get(o.company) ?? []), o.ctcRupees]);
    return {
      groups,
      totals: tally(students),
      companies: companyList.map((c) => ({
        company: c.name,
        sector: c.sector,
        drives: all.filter((d) => d.companyId === c.id).length,
        hires: hires.get(c.name)?.length ?? 0,
        highestCtcRupees: hires.get(c.name)?.length ? Math.max(...hires.get(c.name)!) : null,
      })),
      nirf: groupsBy((x) => `${x.s.programme}\u0000${x.s.passingYear}`).map(([, g]) => {
        const t = tally(g);
        return {
          programme: g[0]!.s.programme,
          passingYear: g[0]!.s.passingYear,
          graduating: t.students,
          placed: t.placed,
          medianCtcRupees: t.medianCtcRupees,
          higherStudies: t.higherStudies,
        };
      }),
      naac: groupsBy((x) => String(x.s.passingYear)).map(([year, g]) => {
        const t = tally(g);
        return { passingYear: Number(year), outgoing: t.students, placed: t.placed, higherStudies: t.higherStudies };
      }),
    };
  }

  async function figuresWorkbook() {
    const [f, students, { name }] = await Promise.all([figures(), season(), college.settings()]);
    const rows: PlacementStudentRow[] = students.map((x) => ({
      rollNumber: x.s.rollNumber,
      name: x.s.name,
      programme: x.s.programme,
      branch: x.s.branch,
      batch: x.s.batch,
      passingYear: x.s.passingYear,
      cgpa: x.s.cgpa,
      backlogs: x.s.backlogs,
      eligible: x.eligible,
      placed: x.placed,
      offers: x.offers.map((o) => o.company).join(', '),
      bestCtcRupees: x.best,
      higherStudies: x.higherStudies,
      optedOut: x.s.optedOutOn !== null,
    }));
    return { workbook: await placementFiguresWorkbook(name, f, rows), fileName: 'placements.xlsx' };
  }

  return {
    companies,
    addCompany,
    changeCompany,
    drives,
    places,
    addDrive,
    changeDrive,
    eligibility,
    applicants,
    mine,
    apply,
    optOut,
    advance,
    shortlist,
    recordOffer,
    resume,
    letter,
    settings,
    saveSettings,
    figures,
    figuresWorkbook,
  };
}

export type PlacementsService = ReturnType<typeof createPlacementsService>;
