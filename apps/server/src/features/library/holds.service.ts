import { serverText, type DeskHold, type Hold, type HoldsPage, type HoldsQuery } from '@campus/shared';
import type { Db } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth.service.js';
import type { CollegeService } from '../public/college.service.js';
import { readerOf, type CirculationServiceDeps, type MemberRecord, type Reader } from './circulation.service.js';
import { passCopyOn } from './hold-shelf.js';
import { holdOf } from './holds.repository.js';

export type HoldsServiceDeps = Pick<CirculationServiceDeps, 'db' | 'audit' | 'students' | 'faculty' | 'holidays' | 'dues'> & {
  college: Pick<CollegeService, 'today' | 'now'>;
};

const OPEN_HOLD_UNIQUES = ['library_holds_open_student_uq', 'library_holds_open_faculty_uq'];
/** Copies that will come back to the desk: on loan, on the hold shelf, or on the shelf now. */
const COMING_BACK = ['available', 'on_loan', 'on_hold_shelf'];

/**
 * Holds (reservations): a member queues for a title none of whose copies is on the shelf; a copy
 * coming back goes to the first in the queue on the hold shelf (see `passCopyOn`), and the desk
 * issues it to that member alone. A hold not collected in time expires and the copy passes on.
 */
export function createHoldsService(deps: HoldsServiceDeps & { db: Db; audit: AuditService }) {
  const { db, audit, college } = deps;
  const reader = readerOf(deps);
  const onDb = reader(db);

  async function ownMember(c: Reader, user: AuthUser): Promise<MemberRecord> {
    const member = await c.memberOfUser(user.id, user.studentId);
    if (!member) throw notFound(serverText('circulation.notAMember'));
    return member;
  }

  async function cardMember(c: Reader, barcode: string): Promise<MemberRecord> {
    const member = await c.memberByCard(barcode);
    if (!member) throw notFound(serverText('circulation.memberNotFound', { barcode }));
    return member;
  }

  /**
   * A hold placed for a member. The title's copies are held for share meanwhile, so a return that
   * puts a copy on the shelf either comes first (and the hold is refused: borrow it) or waits and
   * finds the hold. The partial unique index makes a second hold of the title by the member a refusal.
   */
  async function place(member: MemberRecord, titleId: number, actor: Actor, field?: string): Promise<Hold> {
    const at = (text: Parameters<typeof conflict>[0]) => conflict(text, field);
    let titleName = '';
    try {
      return await db.transaction(async (tx) => {
        const c = reader(tx);
        const h = c.h;
        const today = await college.today(tx);
        const title = await h.titleForUpdate(titleId);
        if (!title) throw notFound(serverText('circulation.holdTitleNotFound', { id: titleId }));
        titleName = title.title;
        const name = member.name;
        if (member.left) throw at(serverText('circulation.holdMemberLeft', { name }));
        const lendable = (await h.copiesOfTitleForShare(titleId)).filter(
          (copy) => copy.itemKind === 'book' && COMING_BACK.includes(copy.status),
        );
        if (lendable.length === 0) throw conflict(serverText('circulation.holdNoCopies', { title: title.title }), 'titleId');
        if (lendable.some((copy) => copy.status === 'available'))
          throw conflict(serverText('circulation.holdOnShelf', { title: title.title }), 'titleId');
        if (await h.hasOnLoan(member.kind, member.id, titleId))
          throw at(serverText('circulation.holdOnLoan', { name, title: title.title }));
        const id = await h.insertHold({
          titleId,
          memberKind: member.kind,
          studentId: member.kind === 'student' ? member.id : null,
          facultyId: member.kind === 'faculty' ? member.id : null,
          placedOn: today,
          placedBy: actor.id,
        });
        await audit.record(tx, {
          actor,
          action: 'library.holdPlaced',
          entity: 'library_hold',
          entityId: String(id),
          details: { title: title.title, member: member.barcode },
        });
        return holdOf((await h.holdById(id))!);
      });
    } catch (err) {
      const v = violationOf(err);
      if (v?.kind === 'unique' && OPEN_HOLD_UNIQUES.includes(v.constraint ?? ''))
        throw at(serverText('circulation.holdAlready', { name: member.name, title: titleName }));
      throw err;
    }
  }

  /** A member's own hold, placed from the OPAC. */
  async function placeOwn(titleId: number, user: AuthUser): Promise<Hold> {
    return place(await ownMember(onDb, user), titleId, user);
  }

  /** A hold placed at the desk for the member whose card was scanned. */
  async function placeAtDesk(input: DeskHold, actor: Actor): Promise<Hold> {
    return place(await cardMember(onDb, input.memberBarcode), input.titleId, actor, 'memberBarcode');
  }

  /**
   * A hold cancelled: by its member (`owner`: another member's hold is not found) or at the desk. A
   * ready hold's copy passes to the next in the queue, or back to the shelf. The copy is locked
   * before the hold, as a return and an issue lock them.
   */
  async function cancel(id: number, actor: Actor, owner?: AuthUser): Promise<Hold> {
    return db.transaction(async (tx) => {
      const c = reader(tx);
      const h = c.h;
      const today = await college.today(tx);
      const found = await h.holdById(id);
      const mine = owner && found ? await ownMember(c, owner) : undefined;
      const isOwners = !owner || (found && mine && found.memberKind === mine.kind && (found.studentId ?? found.facultyId) === mine.id);
      if (!found || !isOwners) throw notFound(serverText('circulation.holdNotFound', { id }));
      const copy = found.copyId !== null ? await h.copyForUpdate(found.copyId) : undefined;
      const locked = await h.lockHold(id);
      if (!locked || (locked.status !== 'waiting' && locked.status !== 'ready'))
        throw conflict(serverText('circulation.holdClosed', { title: found.title }));
      await h.closeHold(id, 'cancelled', today, college.now(), actor.id);
      if (locked.status === 'ready' && copy && locked.copyId === copy.id && copy.status === 'on_hold_shelf')
        await passCopyOn(h, { id: copy.id, titleId: copy.titleId, itemKind: 'book' }, today, c.closedDays);
      await audit.record(tx, {
        actor,
        action: 'library.holdCancelled',
        entity: 'library_hold',
        entityId: String(id),
        details: { title: found.title, member: found.memberBarcode },
      });
      return holdOf((await h.holdById(id))!);
    });
  }

  /** The signed-in member's open holds, with their place in each queue. */
  async function mine(user: AuthUser): Promise<{ holds: Hold[] }> {
    const member = await ownMember(onDb, user);
    return { holds: (await onDb.h.openHoldsOf(member.kind, member.id)).map(holdOf) };
  }

  /** The library's open holds: the hold shelf and the queues. */
  async function list({ status, page, size }: HoldsQuery): Promise<HoldsPage> {
    const found = await onDb.h.page(status, size, (page - 1) * size);
    return { total: found.total, page, size, rows: found.rows.map(holdOf) };
  }

  /**
   * Ready holds not collected by their last day expire; each copy passes to the next in its queue or
   * back to the shelf. One transaction per hold, the copy locked first; a hold collected or
   * cancelled meanwhile is left alone. Answers how many expired.
   */
  async function expireHolds(): Promise<number> {
    const today = await college.today();
    let expired = 0;
    for (const id of await onDb.h.expiredIds(today)) {
      expired += await db.transaction(async (tx) => {
        const c = reader(tx);
        const h = c.h;
        const found = await h.holdById(id);
        if (found?.copyId == null) return 0;
        const copy = await h.copyForUpdate(found.copyId);
        const locked = await h.lockHold(id);
        if (!copy || locked?.status !== 'ready' || locked.copyId !== copy.id || !found.pickupBy || found.pickupBy >= today) return 0;
        await h.closeHold(id, 'expired', today, college.now(), null);
        if (copy.status === 'on_hold_shelf')
          await passCopyOn(h, { id: copy.id, titleId: copy.titleId, itemKind: 'book' }, today, c.closedDays);
        return 1;
      });
    }
    return expired;
  }

  return { placeOwn, placeAtDesk, cancel, mine, list, expireHolds };
}

export type HoldsService = ReturnType<typeof createHoldsService>;
