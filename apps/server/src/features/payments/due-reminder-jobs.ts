import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { WorkClaims } from '../../db/work-claims.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { CollegeService } from '../public/college.service.js';
import type { DueDatesService } from './due-dates.service.js';
import { feeLabel, type DuesService } from './dues.service.js';

/** The work claim of a reminder run (any fixed number; 'duer' in ASCII): one server of many runs it. */
const REMINDER_CLAIM = 0x64_75_65_72;
/** A reminder whose day passed while no server ran still goes this many days later; an older one does not. */
const CATCH_UP_DAYS = 3;
/** Students read and told per transaction. */
const BATCH = 500;
/** Students whose dues are read at once. */
const READ_AT_ONCE = 8;

const DAY_MS = 86_400_000;
/** A calendar day `days` later (earlier when negative), as `YYYY-MM-DD`. */
export const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A reminder of a fee type's semester fee whose day has come. */
interface DueReminder {
  feeTypeId: number;
  semester: number;
  dueOn: string;
  offset: number;
}

/** The reminders whose day (due day + offset) is today or at most CATCH_UP_DAYS before it. */
export function remindersOn(today: string, dueDates: { feeTypeId: number; semester: number; dueOn: string }[], offsets: number[]) {
  const earliest = shiftDay(today, -CATCH_UP_DAYS);
  return dueDates.flatMap((d) =>
    offsets
      .filter((offset) => {
        const day = shiftDay(d.dueOn, offset);
        return day <= today && day >= earliest;
      })
      .map((offset): DueReminder => ({ ...d, offset })),
  );
}

export interface DueReminderJobsDeps {
  db: Db;
  claims: WorkClaims;
  dueDates: Pick<DueDatesService, 'dueDates' | 'offsets'>;
  dues: Pick<DuesService, 'owedBy'>;
  notifications: Pick<NotificationsService, 'tellStudent' | 'studentsWithLogin'>;
  college: Pick<CollegeService, 'today'>;
  /** Minutes between runs; 0 = none by itself (tests run one). */
  intervalMinutes: number;
  log?: FastifyBaseLogger;
}

/**
 * Due reminders on the accounts office's schedule: each student with a login who still owes a fee
 * type's semester fee is told on each reminder day, once (the event's key); a due paid meanwhile is
 * owed no more and told nothing. One server of several runs a run; the others skip it.
 */
export function createDueReminderJobs({ db, claims, dueDates, dues, notifications, college, intervalMinutes, log }: DueReminderJobsDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number | null> | undefined;
  let again = false;
  let stopped = false;

  /** What each student owes, read a few students at a time: the pool keeps room for requests. */
  async function owedByEach(studentIds: number[]) {
    const read = [];
    for (let i = 0; i < studentIds.length; i += READ_AT_ONCE) {
      const part = studentIds.slice(i, i + READ_AT_ONCE);
      read.push(...(await Promise.all(part.map(async (studentId) => ({ studentId, owed: await dues.owedBy(studentId) })))));
    }
    return read;
  }

  /** Tells one batch of students of the reminders they are owed, in one transaction; answers how many messages were added. */
  async function tellBatch(studentIds: number[], reminders: DueReminder[]): Promise<number> {
    const told: { studentId: number; reminder: DueReminder; params: Record<string, string> }[] = [];
    for (const { studentId, owed } of await owedByEach(studentIds)) {
      if (!owed) continue;
      for (const reminder of reminders) {
        const due = owed.dues.find((d) => d.feeTypeId === reminder.feeTypeId && d.semester === reminder.semester);
        if (!due) continue;
        told.push({
          studentId,
          reminder,
          params: { fee: feeLabel(due), amountPaise: String(due.duePaise), dueDate: reminder.dueOn, student: owed.fullName },
        });
      }
    }
    if (told.length === 0) return 0;
    return db.transaction(async (tx) => {
      let added = 0;
      for (const { studentId, reminder: r, params } of told) {
        const event = `due:${studentId}:${r.feeTypeId}:${r.semester}:${r.dueOn}:${r.offset}`;
        added += await notifications.tellStudent(tx, 'dueReminder', event, studentId, params);
      }
      return added;
    });
  }

  /** One run, unless another server (or this one) is running one: null then. */
  async function run(): Promise<number | null> {
    const claim = await claims.claim(REMINDER_CLAIM, 1);
    if (!claim) return null;
    try {
      const [today, dated, offsets] = await Promise.all([college.today(), dueDates.dueDates(), dueDates.offsets()]);
      const reminders = remindersOn(today, dated, offsets);
      if (reminders.length === 0) return 0;
      let added = 0;
      for (let after = 0; ;) {
        const ids = await notifications.studentsWithLogin(after, BATCH);
        // A server closing ends its run between batches; the next run, here or elsewhere, goes on.
        if (ids.length === 0 || stopped) return added;
        claim.check();
        added += await tellBatch(ids, reminders);
        after = ids[ids.length - 1]!;
      }
    } finally {
      await claim.release();
    }
  }

  /** A run from the timer; a failure is logged and the next run tries again. */
  function runTick(): Promise<number | null> {
    running ??= run()
      .catch((err: unknown) => {
        log?.error({ err }, 'due reminders: the run failed; the next one tries again');
        return null;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runTick();
        }
      });
    return running;
  }

  /**
   * A run now, after the office changed the due dates or the schedule: a reminder whose day is today
   * goes out at once rather than at the next run. A run under way read the old ones: one more follows
   * it. Only where runs are scheduled (tests run their own).
   */
  function soon() {
    if (intervalMinutes <= 0 || stopped) return;
    if (running) again = true;
    else void runTick();
  }

  /** Until the run under way, if any, has ended. */
  const idle = async () => {
    while (running) await running;
  };

  function start() {
    if (intervalMinutes <= 0 || timer) return;
    void runTick();
    timer = setInterval(() => void runTick(), intervalMinutes * 60_000);
    timer.unref();
  }

  async function stop() {
    stopped = true;
    if (timer) clearInterval(timer);
    timer = undefined;
    await running;
  }

  return { start, stop, run, runTick, soon, idle };
}

export type DueReminderJobs = ReturnType<typeof createDueReminderJobs>;
