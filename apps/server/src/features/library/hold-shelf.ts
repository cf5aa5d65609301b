import type { HoldShelf } from '@campus/shared';
import { addDays } from '../college-calendar/college-days.js';
import type { createHoldsRepository } from './holds.repository.js';

type HoldsRepository = ReturnType<typeof createHoldsRepository>;

/**
 * Open days a copy waits on the hold shelf for its member, the day it is set aside not counted. A
 * constant, not a borrowing rule: Koha's default is a few days for everyone, and the desk clears
 * the shelf by one date.
 */
export const HOLD_PICKUP_OPEN_DAYS = 3;

/** The day `n` open days after `from`, the college's closed days skipped. */
export function openDaysAfter(from: string, n: number, closed: (day: string) => boolean): string {
  let day = from;
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (!closed(day)) left--;
  }
  return day;
}

/**
 * A copy free again (returned, or its hold expired or cancelled): the first in its title's queue
 * gets it, set aside on the hold shelf until a few open days from today; with nobody waiting it goes
 * back on the shelf. Runs in the caller's transaction, which holds the copy's row.
 */
export async function passCopyOn(
  h: HoldsRepository,
  /** `holdsWaiting: false`: the caller read, with the copy locked, that nobody waits for its title. */
  copy: { id: number; titleId: number; itemKind: string; holdsWaiting?: boolean },
  today: string,
  closedDays: (from: string, to: string) => Promise<(day: string) => boolean>,
): Promise<HoldShelf | undefined> {
  const first = copy.itemKind === 'book' && copy.holdsWaiting !== false ? await h.firstWaitingForUpdate(copy.titleId) : undefined;
  if (!first) {
    await h.setCopyStatus(copy.id, 'available');
    return undefined;
  }
  const pickupBy = openDaysAfter(today, HOLD_PICKUP_OPEN_DAYS, await closedDays(today, addDays(today, HOLD_PICKUP_OPEN_DAYS)));
  await h.setReady(first.id, copy.id, today, pickupBy);
  await h.setCopyStatus(copy.id, 'on_hold_shelf');
  const hold = (await h.holdById(first.id))!;
  return { name: hold.memberName, memberBarcode: hold.memberBarcode, pickupBy };
}
