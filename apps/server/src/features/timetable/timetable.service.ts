import {
  changedFields,
  dayMonthYear,
  serverText,
  type FacultyWeek,
  type Period,
  type PeriodsInput,
  type SectionTimetable,
  type Slot,
  type SlotInput,
  type Substitution,
  type SubstitutionInput,
  type TodayClass,
  type TodayClasses,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { createTimetableRepository, type PlacedAllocation, type TimetableRepository } from './timetable.repository.js';

export interface TimetableServiceDeps {
  db: Db;
  audit: AuditService;
  /** The college's today (`YYYY-MM-DD`), asked outside any transaction. */
  today: () => Promise<string>;
}

/** Monday is 1 and Saturday 6, as the timetable numbers them; Sunday is 0. */
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The part of a section a class is for: all of it, a lab batch, or those who chose an elective. */
const partOf = (a: PlacedAllocation) => (a.labBatch !== null ? `B${a.labBatch}` : a.kind === 'elective' ? `E${a.subjectId}` : 'all');

/**
 * Whether a class of `part` may share a period with the section's classes already there: two lab
 * batches in two labs, or the choices of one elective group side by side; nothing beside the whole section.
 */
function sharesWith(part: string, group: string | null, there: { part: string; electiveGroup: string | null }[]): boolean {
  return there.every((t) => {
    if (part === 'all' || t.part === 'all' || part === t.part) return false;
    if (part.startsWith('B') && t.part.startsWith('B')) return true;
    return part.startsWith('E') && t.part.startsWith('E') && (group ?? '').toUpperCase() === (t.electiveGroup ?? '').toUpperCase();
  });
}

/** The periods of the day, the sections' weekly timetables without clashes, each teacher's week and substitutions (ADR 0145). */
export function createTimetableService({ db, audit, today }: TimetableServiceDeps) {
  const repo = createTimetableRepository(db);

  const periods = (): Promise<Period[]> => repo.periods();

  async function setPeriods(actor: Actor, input: PeriodsInput): Promise<Period[]> {
    await db.transaction(async (tx) => {
      const r = createTimetableRepository(tx);
      await r.lockPeriods();
      const before = await r.periods();
      const after = input.periods.length;
      if (before.length > after) {
        const used = await r.classesAfter(after);
        if (used > 0) throw conflict(serverText('timetable.periodInUse', { period: after + 1, count: used }), 'periods');
      }
      await r.replacePeriods(input.periods);
      await audit.record(tx, {
        actor,
        action: 'timetable.periodsChanged',
        entity: 'college_periods',
        details: { count: after },
        changes: changedFields(
          Object.fromEntries(before.map((p) => [`period${p.number}`, `${p.startsAt}–${p.endsAt}`])),
          Object.fromEntries(input.periods.map((p, i) => [`period${i + 1}`, `${p.startsAt}–${p.endsAt}`])),
        ),
      });
    });
    return repo.periods();
  }

  async function sectionTimetable(id: number): Promise<SectionTimetable> {
    const section = await repo.section(id);
    if (!section) throw notFound(serverText('sections.sectionNotFound'));
    const [list, slots, allocations] = await Promise.all([repo.periods(), repo.slotsOfSection(id), repo.allocationsOf(id)]);
    return { sectionId: id, section: section.label, room: section.room, periods: list, slots, allocations };
  }

  async function weekOf(facultyId: number): Promise<FacultyWeek> {
    const teacher = await repo.teacher(facultyId);
    if (!teacher) throw notFound(serverText('timetable.facultyNotFound'));
    const [list, slots] = await Promise.all([repo.periods(), repo.slotsOfFaculty(facultyId)]);
    return { facultyId, faculty: teacher.fullName, periods: list, slots };
  }

  async function teacherOf(userId: number) {
    const teacher = await repo.teacherOfUser(userId);
    if (!teacher) throw notFound(serverText('timetable.notFaculty'));
    return teacher;
  }

  const myWeek = async (userId: number) => weekOf((await teacherOf(userId)).id);

  /** What a refused class clashes with, in words: the teacher's, the room's or the section's class in that period. */
  async function clashOf(err: unknown, input: SlotInput, placed: { allocation: PlacedAllocation; room: string | null; label: string }) {
    const v = violationOf(err);
    if (v?.kind !== 'unique') return err;
    const { weekday, period } = input;
    if (v.constraint.includes('faculty')) {
      const there = await repo.facultyAt(placed.allocation.facultyId, weekday, period);
      if (there) return conflict(serverText('timetable.facultyBusy', { faculty: there.faculty, section: there.section, code: there.code }), 'allocationId');
    }
    if (v.constraint.includes('room') && placed.room) {
      const there = await repo.roomAt(placed.room, weekday, period);
      if (there) return conflict(serverText('timetable.roomBusy', { room: placed.room, section: there.section, code: there.code }), 'room');
    }
    const there = (await repo.sectionAt(input.sectionId, weekday, period))[0];
    return conflict(serverText('timetable.sectionBusy', { section: placed.label, code: there?.code ?? placed.allocation.code }), 'period');
  }

  async function addSlot(actor: Actor, input: SlotInput): Promise<Slot> {
    let placed: { allocation: PlacedAllocation; room: string | null; label: string } | undefined;
    try {
      const id = await db.transaction(async (tx) => {
        const r = createTimetableRepository(tx);
        const section = await r.section(input.sectionId, true);
        if (!section) throw notFound(serverText('sections.sectionNotFound'));
        const allocation = await r.allocation(input.allocationId);
        if (!allocation || allocation.sectionId !== section.id) throw invalid(serverText('timetable.allocationNotOfSection'), 'allocationId');
        if (!(await r.periods()).some((p) => p.number === input.period))
          throw invalid(serverText('timetable.periodNotFound', { period: input.period }), 'period');
        const room = input.room ?? (allocation.kind === 'lab' ? null : section.room);
        placed = { allocation, room, label: section.label };
        const part = partOf(allocation);
        const there = await r.sectionAt(section.id, input.weekday, input.period);
        if (!sharesWith(part, allocation.electiveGroup, there))
          throw conflict(serverText('timetable.sectionBusy', { section: section.label, code: there[0]!.code }), 'period');
        const made = await r.insertSlot({ ...input, facultyId: allocation.facultyId, part, room });
        const slot = (await r.slot(made))!;
        await audit.record(tx, {
          actor,
          action: 'timetable.classAdded',
          entity: 'timetable_slot',
          entityId: String(made),
          details: { section: slot.section, code: slot.code, faculty: slot.faculty, weekday: slot.weekday, period: slot.period, room: slot.room ?? '' },
        });
        return made;
      });
      return (await repo.slot(id))!;
    } catch (err) {
      throw placed ? await clashOf(err, input, placed) : err;
    }
  }

  async function removeSlot(actor: Actor, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const r = createTimetableRepository(tx);
      const slot = await r.slot(id);
      if (!slot) throw notFound(serverText('timetable.slotNotFound'));
      await r.deleteSlot(id);
      await audit.record(tx, {
        actor,
        action: 'timetable.classRemoved',
        entity: 'timetable_slot',
        entityId: String(id),
        details: { section: slot.section, code: slot.code, faculty: slot.faculty, weekday: slot.weekday, period: slot.period, room: slot.room ?? '' },
      });
    });
  }

  const substitutions = (day: string): Promise<Substitution[]> => repo.substitutionsOn(day);

  /** The day a class can be given to a substitute: today or later, its weekday, and the college open. */
  async function checkDay(r: TimetableRepository, slot: Slot, day: string, now: string) {
    if (day < now) throw invalid(serverText('timetable.pastDay'), 'date');
    if (weekdayOf(day) !== slot.weekday) throw invalid(serverText('timetable.notTheDay', { date: dayMonthYear(day) }), 'date');
    const closed = await r.holiday(day);
    if (closed) throw invalid(serverText('timetable.holiday', { date: dayMonthYear(day), name: closed.name }), 'date');
  }

  async function addSubstitution(actor: Actor, input: SubstitutionInput): Promise<Substitution> {
    const now = await today();
    let names: { faculty: string; date: string } | undefined;
    try {
      const id = await db.transaction(async (tx) => {
        const r = createTimetableRepository(tx);
        const slot = await r.slot(input.slotId);
        if (!slot) throw notFound(serverText('timetable.slotNotFound'));
        await checkDay(r, slot, input.date, now);
        const substitute = await r.teacher(input.facultyId);
        if (!substitute) throw invalid(serverText('timetable.facultyNotFound'), 'facultyId');
        names = { faculty: substitute.fullName, date: dayMonthYear(input.date) };
        if (substitute.id === slot.facultyId) throw invalid(serverText('timetable.substituteSelf', { faculty: substitute.fullName }), 'facultyId');
        const own = await r.facultyAt(substitute.id, slot.weekday, slot.period);
        const ownGiven = own && (await r.givenOn(input.date)).some((g) => g.slotId === own.id);
        if (own && !ownGiven) throw conflict(serverText('timetable.substituteBusy', names), 'facultyId');
        const made = await r.insertSubstitution(slot.id, input.date, slot.period, substitute.id);
        await audit.record(tx, {
          actor,
          action: 'timetable.substituteArranged',
          entity: 'timetable_substitution',
          entityId: String(made),
          details: { section: slot.section, code: slot.code, date: input.date, period: slot.period, faculty: slot.faculty, substitute: substitute.fullName },
        });
        return made;
      });
      return (await repo.substitution(id))!;
    } catch (err) {
      const v = violationOf(err);
      if (v?.kind === 'unique' && names)
        throw v.constraint.includes('slot')
          ? conflict(serverText('timetable.substituted', { date: names.date }), 'slotId')
          : conflict(serverText('timetable.substituteBusy', names), 'facultyId');
      throw err;
    }
  }

  async function removeSubstitution(actor: Actor, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const r = createTimetableRepository(tx);
      const found = await r.substitution(id);
      if (!found) throw notFound(serverText('timetable.substitutionNotFound'));
      await r.deleteSubstitution(id);
      await audit.record(tx, {
        actor,
        action: 'timetable.substitutionCancelled',
        entity: 'timetable_substitution',
        entityId: String(id),
        details: { section: found.slot.section, code: found.slot.code, date: found.date, substitute: found.faculty },
      });
    });
  }

  /** The signed-in teacher's classes of a day (the college's today by default): their own (marked when given away) and those they take for others. */
  async function dayOf(userId: number, date?: string): Promise<TodayClasses> {
    const teacher = await teacherOf(userId);
    const day = date ?? (await today());
    const weekday = weekdayOf(day);
    const holiday = await repo.holiday(day);
    const closed = weekday === 0 ? 'Sunday' : (holiday?.name ?? null);
    if (closed) return { date: day, closed, classes: [] };
    const [list, own, given, taken] = await Promise.all([
      repo.periods(),
      repo.slotsOfFaculty(teacher.id),
      repo.givenOn(day),
      repo.takenOn(day, teacher.id),
    ]);
    const times = new Map(list.map((p) => [p.number, p]));
    const at = (slot: Slot, extra: Pick<TodayClass, 'substituteFor' | 'givenTo'>): TodayClass => ({
      ...slot,
      startsAt: times.get(slot.period)?.startsAt ?? '',
      endsAt: times.get(slot.period)?.endsAt ?? '',
      ...extra,
    });
    const classes = own
      .filter((s) => s.weekday === weekday)
      .map((s) => at(s, { substituteFor: null, givenTo: given.find((g) => g.slotId === s.id)?.faculty ?? null }));
    for (const { slotId } of taken) {
      const slot = await repo.slot(slotId);
      if (slot) classes.push(at({ ...slot, facultyId: teacher.id }, { substituteFor: slot.faculty, givenTo: null }));
    }
    classes.sort((a, b) => a.period - b.period);
    return { date: day, closed: null, classes };
  }

  return {
    periods,
    setPeriods,
    sectionTimetable,
    weekOf,
    myWeek,
    addSlot,
    removeSlot,
    substitutions,
    addSubstitution,
    removeSubstitution,
    todayOf: (userId: number) => dayOf(userId),
    dayOf,
  };
}

export type TimetableService = ReturnType<typeof createTimetableService>;
