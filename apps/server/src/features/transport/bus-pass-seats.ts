import crypto from 'node:crypto';
import type { DbOrTx } from '../../db/client.js';
import type { TransportDues } from '../payments/transport-dues.service.js';
import { createBusPassRepository } from './bus-pass.repository.js';

/** Letters and digits a conductor cannot misread: no 0/O, 1/I/L. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The code a pass's QR carries: 12 characters, about 59 bits, never guessed. */
export function passVerifyCode(): string {
  const bytes = crypto.randomBytes(12);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export interface SeatDeps {
  dues: (db: DbOrTx) => TransportDues;
}

/** A seat given to a pass on `today`: its code, and its fee laid on the student as a due. */
export async function giveSeat(
  tx: DbOrTx,
  deps: SeatDeps,
  pass: { id: number; studentId: number; feePaise: number; routeCode: string; stopName: string },
  today: string,
  createdBy: number | null,
) {
  await createBusPassRepository(tx).updatePass(pass.id, { status: 'allotted', allottedOn: today, verifyCode: passVerifyCode() });
  await deps.dues(tx).lay({
    studentId: pass.studentId,
    transportPassId: pass.id,
    amountPaise: pass.feePaise,
    reason: `Bus pass: route ${pass.routeCode}, ${pass.stopName}`,
    createdBy,
  });
}

/**
 * Seats freed on a route (a pass cancelled or moved, a bigger bus) go to those waiting, first come
 * first, under the route's lock. Run inside the transaction that freed them.
 * @returns how many waiting passes were given a seat.
 */
export async function serveWaitingList(tx: DbOrTx, deps: SeatDeps, routeId: number, today: string, createdBy: number | null): Promise<number> {
  const r = createBusPassRepository(tx);
  const route = await r.lockRouteSeats(routeId);
  if (!route) return 0;
  const free = route.capacity - route.allotted;
  if (free <= 0 || route.waiting === 0) return 0;
  const next = await r.waitingOn(routeId, free);
  for (const pass of next) await giveSeat(tx, deps, { ...pass, routeCode: route.code }, today, createdBy);
  return next.length;
}
