import type { MarkRead, NotificationsPage, notificationsQuerySchema } from '@campus/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { silentFeed, type ChangeFeed } from '../../db/change-feed.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { keptAnswers } from '../../lib/kept-answers.js';
import { createNotificationsRepository } from './notifications.repository.js';

export interface NotificationsServiceDeps {
  db: Db;
  /** Tells every server when a person's notifications change ('n:<user id>'), so the bell's figure kept here is dropped. */
  changes?: ChangeFeed;
  clock?: Clock;
}

/** The bell's figures kept in memory: at most this many people, each for at most this long. */
const KEPT_COUNTS = 50_000;
const KEPT_COUNTS_MS = 10 * 60_000;

/**
 * Notifications in the app (ADR 0116): events write them in their own transaction, once per event
 * and person; each person reads their own, and the bell's unread figure comes from memory until the
 * database says that person's notifications changed (ADR 0070), not from a query per page view.
 */
export function createNotificationsService({ db, changes, clock = systemClock }: NotificationsServiceDeps) {
  const repo = createNotificationsRepository(db);
  const counts = keptAnswers<number>({ feed: changes ?? silentFeed(), max: KEPT_COUNTS, ttlMs: KEPT_COUNTS_MS, dropOnAll: false });

  /** A title's results were published: its students and their parents are told, in the publishing transaction. */
  const resultsPublished = (tx: DbOrTx, titleId: number) => createNotificationsRepository(tx).addResultsPublished(titleId);

  /** A receipt was issued (online or at the counter): its student and their parents are told, in the receipt's transaction. */
  const receiptIssued = (tx: DbOrTx, collectionId: number) => createNotificationsRepository(tx).addReceiptIssued(collectionId);

  /** A page as the route's schema has read it (numbers, with their defaults). */
  async function page(userId: number, { page: number, pageSize }: z.output<typeof notificationsQuerySchema>): Promise<NotificationsPage> {
    const found = await repo.page(userId, pageSize, (number - 1) * pageSize);
    return {
      total: found.total,
      unread: found.unread,
      page: number,
      pageSize,
      rows: found.rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        params: r.params,
        createdAt: r.createdAt.toISOString(),
        readAt: r.readAt?.toISOString() ?? null,
      })),
    };
  }

  async function unread(userId: number): Promise<number> {
    const key = String(userId);
    const kept = counts.get(key);
    if (kept !== undefined) return kept;
    const ticket = counts.ticket();
    const n = await repo.unread(userId);
    counts.set(key, n, [`n:${userId}`], ticket);
    return n;
  }

  async function markRead(userId: number, { ids }: MarkRead): Promise<{ marked: number; unread: number }> {
    const marked = await repo.markRead(userId, ids, clock());
    // This server need not wait for the change's notification to show the new figure.
    if (marked > 0) counts.forget(`n:${userId}`);
    return { marked, unread: await unread(userId) };
  }

  return { resultsPublished, receiptIssued, page, unread, markRead };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
