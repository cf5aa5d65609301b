import {
  changedFields,
  collegeTimeZone,
  dayIn,
  dayMonthYear,
  serverText,
  type AttendanceRules,
  type AttendanceSettings,
  type ClassesOfDay,
  type MyAttendance,
  type Register,
  type RegisterQuery,
  type RegisterSave,
  type Shortage,
} from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/app-error.js';
import type { KeptFigures } from '../../lib/kept-answers.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { addDays } from '../college-calendar/college-days.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { TimetableService } from '../timetable/timetable.service.js';
import { createEligibilityRepository } from './eligibility.repository.js';
import { condonationViews, percentOf } from './eligibility.service.js';
import { createAttendanceRepository, type AttendanceRepository, type ClassOf, type StoredRegister } from './attendance.repository.js';

export interface AttendanceServiceDeps {
  db: Db;
  audit: AuditService;
  /** The college's today (`YYYY-MM-DD`), asked outside any transaction. */
  today: () => Promise<string>;
  timetable: Pick<TimetableService, 'dayOf'>;
  /** Tells a student and their parents when a register takes their share below the required one. */
  notifications?: Pick<NotificationsService, 'tellStudent'>;
  /** A student's page kept in memory until a change of what it was read from (ADR 0149). */
  kept?: KeptFigures;
}

/** Who is asking: their id and roles (a head of department corrects after the window). */
interface Asker extends Actor {
  id: number;
  roles: readonly string[];
}

/** Days back a teacher's unmarked registers are listed. */
const PENDING_DAYS = 14;
/** Classes a student has had before a shortage is told of: about a week's, so the first days' absences alarm nobody. */
const TELL_AFTER_HELD = 24;

/** What a student's attendance page is read from: their registers by section, their condonation and its fee, the rules. */
const MINE_READS = [
  't:attendance_settings',
  't:sections',
  't:section_students',
  't:subject_allocations',
  't:elective_choices',
  't:curriculum_subjects',
];
const tagsOfMine = (answer: { student: { id: number }; sectionId: number | null }) => [
  `s:${answer.student.id}`,
  ...(answer.sectionId === null ? [] : [`a:${answer.sectionId}`]),
  ...MINE_READS,
];

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** An instant in the college's words and time zone: `07-12-2026 14:05`. */
function timeOf(ms: number): string {
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: collegeTimeZone(), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${dayMonthYear(dayIn(collegeTimeZone(), ms))} ${clock.format(ms)}`;
}

/** Classes that may still be missed with the share at `required`, and classes in a row to attend to reach it again. */
export function attendanceMargin(attended: number, held: number, required: number): { mayMiss: number; toRecover: number } {
  const r = required / 100;
  if (held === 0) return { mayMiss: 0, toRecover: 0 };
  if (attended >= r * held) return { mayMiss: Math.floor(attended / r - held + 1e-9), toRecover: 0 };
  return { mayMiss: 0, toRecover: r >= 1 ? Number.POSITIVE_INFINITY : Math.ceil((r * held - attended) / (1 - r) - 1e-9) };
}

const standingOf = (percent: number | null, s: AttendanceRules) =>
  percent === null ? null : percent >= s.requiredPercent ? 'ok' : percent >= s.condonablePercent ? 'condonable' : 'short';

/**
 * Attendance (ADR 0146): a class's register marked by its teacher in one request, stored once however
 * often it is sent; corrected by version within the college's window, later by the head of the
 * department with a reason; each student's share per subject and overall against the college's rules.
 */
export function createAttendanceService({ db, audit, today, timetable, notifications, kept }: AttendanceServiceDeps) {
  const repo = createAttendanceRepository(db);

  const settings = () => repo.settings();

  async function saveSettings(actor: Actor, input: AttendanceSettings): Promise<AttendanceRules> {
    await db.transaction(async (tx) => {
      const r = createAttendanceRepository(tx);
      const before = await r.settings();
      const after = { ...input, condonationFeePaise: input.condonationFeePaise ?? before.condonationFeePaise };
      await r.saveSettings(after);
      await audit.record(tx, {
        actor,
        action: 'attendance.settingsSaved',
        entity: 'attendance_settings',
        details: { ...after },
        changes: changedFields(before, after),
      });
    });
    return repo.settings();
  }

  /**
   * A register's class and day checked (the class exists; the day not ahead of today, the college open,
   * the class on the timetable then), who takes it, and what the asker may do with it: mark or correct
   * it, and whether a reason is needed. One read.
   */
  async function contextOf(r: AttendanceRepository, asker: Asker, q: RegisterQuery, now: string) {
    const weekday = weekdayOf(q.date);
    const found = await r.registerContext({ allocationId: q.allocationId, day: q.date, weekday, period: q.period, userId: asker.id });
    const cls = found.cls;
    if (!cls) throw notFound(serverText('attendance.allocationNotFound'));
    if (q.date > now) throw invalid(serverText('attendance.futureDay'), 'date');
    const closed = weekday === 0 ? { name: 'Sunday' } : found.holiday;
    if (closed) throw invalid(serverText('attendance.closedDay', { date: dayMonthYear(q.date), name: closed.name }), 'date');
    const slot = found.slot;
    if (!slot) throw invalid(serverText('attendance.notThatDay', { period: q.period, date: dayMonthYear(q.date) }), 'period');
    const can = {
      me: found.me,
      teaches: found.me?.id === slot.teacherId,
      withinWindow: q.date >= addDays(now, -found.rules.correctionDays),
      heads: asker.roles.includes('ROLE_HOD') && cls.departmentId !== null && found.departmentId === cls.departmentId,
      rules: found.rules,
    };
    return { cls, slot, can };
  }

  type Rights = Awaited<ReturnType<typeof contextOf>>['can'];

  function registerOf(
    cls: ClassOf,
    q: RegisterQuery,
    stored: StoredRegister | undefined,
    absent: Set<number>,
    list: Awaited<ReturnType<AttendanceRepository['classList']>>,
  ) {
    return {
      allocationId: cls.allocationId,
      date: q.date,
      period: q.period,
      section: cls.section,
      code: cls.code,
      subject: cls.subject,
      labBatch: cls.labBatch,
      registerId: stored?.id ?? null,
      version: stored?.version ?? null,
      markedBy: stored ? (stored.changedBy ?? stored.markedBy) : null,
      markedAt: stored ? new Date(stored.changedAt ?? stored.markedAt).toISOString() : null,
      students: list.map((s) => ({ ...s, absent: absent.has(s.id) })),
    };
  }

  async function register(asker: Asker, q: RegisterQuery): Promise<Register> {
    const now = await today();
    const { cls, can } = await contextOf(repo, asker, q, now);
    if (!can.teaches && !can.heads) throw forbidden(serverText('attendance.notYourClass'));
    return registerAnswer(repo, cls, q, await repo.classList(q.allocationId), can);
  }

  /** The register as stored (or not yet), with what the asker may do with it. */
  async function registerAnswer(
    r: AttendanceRepository,
    cls: ClassOf,
    q: RegisterQuery,
    list: Awaited<ReturnType<AttendanceRepository['classList']>>,
    can: Rights,
  ): Promise<Register> {
    const stored = await r.register(q.allocationId, q.date, q.period);
    return answerOf(cls, q, list, can, stored, new Set(stored ? await r.absentees(stored.id) : []));
  }

  function answerOf(
    cls: ClassOf,
    q: RegisterQuery,
    list: Awaited<ReturnType<AttendanceRepository['classList']>>,
    can: Rights,
    stored: StoredRegister | undefined,
    absent: Set<number>,
  ): Register {
    const editable = !stored ? can.teaches : (can.teaches && can.withinWindow) || can.heads;
    const reasonNeeded = !!stored && !(can.teaches && can.withinWindow) && can.heads;
    return { ...registerOf(cls, q, stored, absent, list), editable, reasonNeeded };
  }

  /** The same save sent again (a retry, a queued save sent once the phone was back): its register as it is. */
  const sameSave = (stored: StoredRegister, key: string) => stored.clientKey === key || stored.lastKey === key;

  async function save(asker: Asker, input: RegisterSave): Promise<Register> {
    const now = await today();
    try {
      return await db.transaction(async (tx) => {
        const r = createAttendanceRepository(tx);
        const { cls, slot, can } = await contextOf(r, asker, input, now);
        const list = await r.classList(input.allocationId);
        const inClass = new Set(list.map((s) => s.id));
        const absent = [...new Set(input.absent)];
        const strangers = absent.filter((id) => !inClass.has(id));
        if (strangers.length > 0) throw invalid(serverText('attendance.notInClass', { count: strangers.length }), 'absent');
        const made =
          input.baseVersion === null
            ? await mark(r, { input, cls, can, list: list.length, absent, teacherId: slot.teacherId })
            : await correct(tx, asker, { input, cls, can, list, absent });
        await tellShortages(tx, absent, can.rules);
        // The answer is the register as this transaction leaves it: no second round of reads after it.
        return made ? answerOf(cls, input, list, can, made, new Set(absent)) : registerAnswer(r, cls, input, list, can);
      });
    } catch (err) {
      if (violationOf(err)?.kind === 'unique') throw invalid(serverText('attendance.clientKey'), 'clientKey');
      throw err;
    }
  }

  /**
   * The absentees whose share this register took below the required one are told, with their parents:
   * once a semester (the event's key), after the first week's classes.
   */
  async function tellShortages(tx: DbOrTx, studentIds: number[], rules: AttendanceRules) {
    if (!notifications || studentIds.length === 0) return;
    const shares = await createEligibilityRepository(tx).studentsShares(studentIds);
    for (const s of shares) {
      const percent = percentOf(s.attended, s.held);
      if (s.held < TELL_AFTER_HELD || percent === null || percent >= rules.requiredPercent) continue;
      await notifications.tellStudent(tx, 'attendanceShortage', `attendance:${s.id}:${s.regulationId}:${s.semester}`, s.id, {
        student: s.fullName,
        rollNo: s.rollNumber,
        percent: `${percent} %`,
        required: `${rules.requiredPercent} %`,
        condonable: `${rules.condonablePercent} %`,
      });
    }
  }

  async function mark(
    r: AttendanceRepository,
    m: { input: RegisterSave; cls: ClassOf; can: Rights; list: number; absent: number[]; teacherId: number },
  ): Promise<StoredRegister | undefined> {
    if (!m.can.teaches || !m.can.me) {
      const stored = await r.register(m.input.allocationId, m.input.date, m.input.period);
      if (stored && sameSave(stored, m.input.clientKey)) return;
      throw forbidden(serverText('attendance.notYourClass'));
    }
    const made = await r.insertRegister({
      allocationId: m.input.allocationId,
      day: m.input.date,
      period: m.input.period,
      facultyId: m.can.me.id,
      students: m.list,
      absent: m.absent.length,
      clientKey: m.input.clientKey,
    });
    if (made) {
      await r.insertAbsentees(made.id, m.absent);
      return newRegister(made, m.input.clientKey, m.absent.length, m.can.me.fullName);
    }
    const stored = (await r.register(m.input.allocationId, m.input.date, m.input.period, true))!;
    if (sameSave(stored, m.input.clientKey)) return;
    throw conflict(serverText('attendance.markedAlready', { faculty: stored.markedBy, time: timeOf(stored.markedAt) }));
  }

  /** A register this save has just made, as a read of it would find it. */
  const newRegister = (made: { id: number; markedAt: number }, key: string, absent: number, markedBy: string): StoredRegister => ({
    id: made.id,
    version: 1,
    clientKey: key,
    lastKey: key,
    absent,
    markedBy,
    markedAt: made.markedAt,
    changedBy: null,
    changedAt: null,
  });

  async function correct(
    tx: DbOrTx,
    asker: Asker,
    c: {
      input: RegisterSave;
      cls: ClassOf;
      can: Rights;
      list: { id: number; rollNumber: string }[];
      absent: number[];
    },
  ) {
    const r = createAttendanceRepository(tx);
    const stored = await r.register(c.input.allocationId, c.input.date, c.input.period, true);
    if (!stored) throw notFound(serverText('attendance.registerNotFound'));
    if (sameSave(stored, c.input.clientKey)) return;
    const byTeacher = c.can.teaches && c.can.withinWindow;
    if (!byTeacher && !c.can.heads) {
      if (c.can.teaches) throw forbidden(serverText('attendance.correctionWindow', { date: dayMonthYear(c.input.date) }));
      throw forbidden(serverText(asker.roles.includes('ROLE_HOD') ? 'attendance.notYourDepartment' : 'attendance.notYourClass'));
    }
    if (!byTeacher && !c.input.reason) throw invalid(serverText('attendance.reasonNeeded'), 'reason');
    if (stored.version !== c.input.baseVersion)
      throw conflict(
        serverText('attendance.changedMeanwhile', {
          faculty: stored.changedBy ?? stored.markedBy,
          time: timeOf(stored.changedAt ?? stored.markedAt),
        }),
      );
    const before = new Set(await r.absentees(stored.id));
    const updated = await r.correct(stored.id, c.input.baseVersion, {
      students: c.list.length,
      absent: c.absent.length,
      key: c.input.clientKey,
      userId: asker.id,
    });
    if (!updated) throw conflict(serverText('attendance.changedMeanwhile', { faculty: stored.markedBy, time: timeOf(stored.markedAt) }));
    await r.writeAbsentees(stored.id, c.absent);
    const rolls = (ids: Iterable<number>) =>
      c.list
        .filter((s) => new Set(ids).has(s.id))
        .map((s) => s.rollNumber)
        .join(', ');
    await audit.record(tx, {
      actor: asker,
      action: 'attendance.corrected',
      entity: 'attendance_register',
      entityId: String(stored.id),
      details: { section: c.cls.section, code: c.cls.code, date: c.input.date, period: c.input.period, reason: c.input.reason ?? '' },
      changes: changedFields({ absent: rolls(before) }, { absent: rolls(c.absent) }),
    });
  }

  /** A teacher's classes of a day with their registers' state, and the registers of the last two weeks still unmarked. */
  async function classes(asker: Asker, date?: string | null): Promise<ClassesOfDay> {
    const now = await today();
    const day = await timetable.dayOf(asker.id, date ?? now);
    const ids = [...new Set(day.classes.map((c) => c.allocationId))];
    const [sizes, registers, me] = await Promise.all([
      repo.classSizes(ids),
      repo.registersOf(ids, day.date, day.date),
      repo.facultyOfUser(asker.id),
    ]);
    const pending = me ? await repo.unmarked(me.id, addDays(now, -PENDING_DAYS), addDays(now, -1)) : [];
    return {
      date: day.date,
      closed: day.closed,
      classes: day.classes.map((c) => {
        const reg = registers.find((g) => g.allocationId === c.allocationId && g.period === c.period);
        return {
          slotId: c.id,
          allocationId: c.allocationId,
          period: c.period,
          startsAt: c.startsAt,
          endsAt: c.endsAt,
          section: c.section,
          code: c.code,
          subject: c.subject,
          kind: c.kind,
          labBatch: c.labBatch,
          room: c.room,
          substituteFor: c.substituteFor,
          givenTo: c.givenTo,
          students: sizes.find((s) => s.allocationId === c.allocationId)?.students ?? 0,
          absent: reg?.absent ?? null,
          registerId: reg?.id ?? null,
        };
      }),
      pending,
    };
  }

  /**
   * A student's attendance, asked by the student or by their parent (the sign-in names the student).
   * Kept in memory until a register of their section, their condonation or its fee, their section's
   * subjects or the rules change, on this server or another (ADR 0149): 9:00 is a busy minute. A
   * student's page is read with their whole section's (ADR 0150): a saved register drops them together.
   */
  async function mine(studentId: number | null): Promise<MyAttendance> {
    if (studentId === null) throw notFound(serverText('attendance.noStudent'));
    const key = `attendance:${studentId}`;
    const found = kept ? await kept.together(key, tagsOfMine, () => readSectionOf(studentId)) : (await readSectionOf(studentId)).get(key);
    if (!found) throw notFound(serverText('attendance.noStudent'));
    const { sectionId: _section, ...answer } = found;
    return answer;
  }

  type Page = MyAttendance & { sectionId: number | null };

  /** The pages of the student's section, by `attendance:<student id>`; the student's alone when they are in none. */
  async function readSectionOf(studentId: number): Promise<Map<string, Page>> {
    const classmates = await repo.sectionPages(studentId);
    if (classmates.length === 0) return new Map([[`attendance:${studentId}`, await readAlone(studentId)]]);
    const [rules, condonations] = await Promise.all([repo.settings(), condonationsOf(classmates.map((c) => c.id))]);
    return new Map(
      classmates.map(({ sectionId, subjects, ...student }) => [
        `attendance:${student.id}`,
        pageOf(student, sectionId, subjects, rules, condonations.get(student.id) ?? null),
      ]),
    );
  }

  /** A student in no section: no classes yet, so nothing held and no condonation. */
  async function readAlone(studentId: number): Promise<Page> {
    const found = await repo.student(studentId);
    if (!found) throw notFound(serverText('attendance.noStudent'));
    const { sectionId, ...student } = found;
    return pageOf(student, sectionId, [], await repo.settings(), null);
  }

  function pageOf(
    student: MyAttendance['student'],
    sectionId: number | null,
    subjects: { subjectId: number; code: string; name: string; held: number; attended: number }[],
    s: AttendanceRules,
    condonation: MyAttendance['condonation'],
  ): Page {
    const held = subjects.reduce((n, x) => n + x.held, 0);
    const attended = subjects.reduce((n, x) => n + x.attended, 0);
    const percent = percentOf(attended, held);
    return {
      sectionId,
      student,
      required: s.requiredPercent,
      condonable: s.condonablePercent,
      subjects: subjects.map((x) => ({ ...x, percent: percentOf(x.attended, x.held) })),
      held,
      attended,
      percent,
      ...attendanceMargin(attended, held, s.requiredPercent),
      standing: standingOf(percent, s),
      condonationFeePaise: s.condonationFeePaise,
      condonation,
    };
  }

  /** The students' condonations of their current semester, by student, once asked. */
  async function condonationsOf(studentIds: number[]) {
    const stored = await createEligibilityRepository(db).condonationsOf(studentIds);
    if (stored.length === 0) return new Map<number, NonNullable<MyAttendance['condonation']>>();
    const views = await condonationViews(db, stored);
    return new Map([...views.values()].map((k) => [k.studentId, k]));
  }

  async function shortage(sectionId: number): Promise<Shortage> {
    const label = await repo.sectionLabel(sectionId);
    if (!label) throw notFound(serverText('sections.sectionNotFound'));
    const [s, totals] = await Promise.all([repo.settings(), repo.sectionTotals(sectionId)]);
    const students = totals
      .map((t) => ({ ...t, percent: percentOf(t.attended, t.held)! }))
      .filter((t) => t.held > 0 && t.percent < s.requiredPercent)
      .map((t) => ({ ...t, standing: standingOf(t.percent, s) as 'condonable' | 'short' }))
      .sort((a, b) => a.percent - b.percent);
    return { section: label, required: s.requiredPercent, condonable: s.condonablePercent, students };
  }

  return { settings, saveSettings, register, save, classes, mine, shortage };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
