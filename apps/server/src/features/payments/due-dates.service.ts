import {
  changedFields,
  DEFAULT_REMINDER_OFFSETS,
  type DueDateRow,
  type DueDatesAnswer,
  type DueDatesInput,
  type FeeType,
  type ReminderSchedule,
  serverText,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import { invalid } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { createDueDatesRepository, type FeeDueDate } from './due-dates.repository.js';
import type { FeesService } from './fees.service.js';

export interface DueDatesServiceDeps {
  db: Db;
  fees: FeesService;
  audit: AuditService;
  clock?: Clock;
  /** After a change is saved: the reminders of the new days go out now. */
  changed?: () => void;
}

const keyOf = (d: { feeTypeId: number; semester: number }) => `${d.feeTypeId}/${d.semester}`;

/**
 * The last day to pay each fee type's semester fee and the days reminders go, kept by the accounts
 * office (`payments.feeStructure`); every change audited like the fee structure's.
 */
export function createDueDatesService({ db, fees, audit, clock = systemClock, changed }: DueDatesServiceDeps) {
  const repo = createDueDatesRepository(db);

  /** The schedule the office set, or the college's default. */
  const offsets = async (): Promise<number[]> => (await repo.offsets()) ?? [...DEFAULT_REMINDER_OFFSETS];

  /** Every fee type and semester the structure has an amount for (and any with a due day), with its due day. */
  async function answer(): Promise<DueDatesAnswer> {
    const [structure, types, dueDates, days] = await Promise.all([fees.structureList(), fees.feeTypeList(), repo.list(), offsets()]);
    const typeOf = new Map(types.map((t) => [t.id, t]));
    const dueOf = new Map(dueDates.map((d) => [keyOf(d), d.dueOn]));
    const pairs = new Map([...structure, ...dueDates].map((p) => [keyOf(p), { feeTypeId: p.feeTypeId, semester: p.semester }]));
    const rows: DueDateRow[] = [...pairs.values()]
      .filter((p) => typeOf.has(p.feeTypeId))
      .map((p) => ({
        ...p,
        feeTypeCode: typeOf.get(p.feeTypeId)!.code,
        feeTypeName: typeOf.get(p.feeTypeId)!.name,
        dueOn: dueOf.get(keyOf(p)) ?? null,
      }))
      .sort((a, b) => a.feeTypeName.localeCompare(b.feeTypeName) || a.semester - b.semester);
    return { rows, offsets: days };
  }

  /** A due day is for a per-semester fee of a fee type that exists. */
  function checkFeeType(typeOf: Map<number, FeeType>, feeTypeId: number, index: number) {
    const type = typeOf.get(feeTypeId);
    if (!type) throw invalid(serverText('fees.unknownFeeType'), `dueDates.${index}.feeTypeId`);
    if (type.category === 'miscellaneous') throw invalid(serverText('fees.miscellaneousStructure'), `dueDates.${index}.feeTypeId`);
    return type;
  }

  /** Sets or clears the due days named; each change is audited with its fee type by name. */
  async function saveDueDates({ dueDates }: DueDatesInput, actor: Actor): Promise<DueDatesAnswer> {
    const typeOf = new Map((await fees.feeTypeList()).map((t) => [t.id, t]));
    const named = dueDates.map((d, i) => ({ ...d, type: checkFeeType(typeOf, d.feeTypeId, i) }));
    const now = clock();
    await db.transaction(async (tx) => {
      const txRepo = createDueDatesRepository(tx);
      const before = new Map((await txRepo.list()).map((d) => [keyOf(d), d.dueOn]));
      for (const entry of named) {
        const was = before.get(keyOf(entry)) ?? null;
        if (was === entry.dueOn) continue;
        if (entry.dueOn === null) await txRepo.clear(entry.feeTypeId, entry.semester);
        else await txRepo.set(entry as FeeDueDate, now);
        await audit.record(tx, {
          actor,
          action: was === null ? 'create' : entry.dueOn === null ? 'delete' : 'update',
          entity: 'payments.feeDueDate',
          entityId: keyOf(entry),
          details: { label: `${entry.type.name}, semester ${entry.semester}` },
          changes: changedFields({ dueOn: was }, { dueOn: entry.dueOn }),
        });
      }
    });
    changed?.();
    return answer();
  }

  async function saveSchedule({ offsets: days }: ReminderSchedule, actor: Actor): Promise<DueDatesAnswer> {
    await db.transaction(async (tx) => {
      const txRepo = createDueDatesRepository(tx);
      const before = (await txRepo.offsets()) ?? [...DEFAULT_REMINDER_OFFSETS];
      if (before.join() === days.join()) return;
      await txRepo.saveOffsets(days, clock());
      await audit.record(tx, {
        actor,
        action: 'update',
        entity: 'payments.reminderSchedule',
        entityId: '1',
        details: { label: 'Due reminder schedule' },
        changes: changedFields({ offsets: before.join(', ') }, { offsets: days.join(', ') }),
      });
    });
    changed?.();
    return answer();
  }

  return { answer, saveDueDates, saveSchedule, dueDates: repo.list, offsets };
}

export type DueDatesService = ReturnType<typeof createDueDatesService>;
