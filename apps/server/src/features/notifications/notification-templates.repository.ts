import { eq } from 'drizzle-orm';
import type { NotificationKind } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { notificationTemplates } from './notifications.table.js';

export type TemplateRow = typeof notificationTemplates.$inferSelect;

/** The office's wording of each kind, where it changed the default. */
export function createNotificationTemplatesRepository(db: DbOrTx) {
  async function one(kind: NotificationKind): Promise<TemplateRow | undefined> {
    const [row] = await db.select().from(notificationTemplates).where(eq(notificationTemplates.kind, kind));
    return row;
  }

  const all = (): Promise<TemplateRow[]> => db.select().from(notificationTemplates);

  async function save(row: typeof notificationTemplates.$inferInsert) {
    const { kind: _kind, ...values } = row;
    await db.insert(notificationTemplates).values(row).onConflictDoUpdate({ target: notificationTemplates.kind, set: values });
  }

  return { one, all, save };
}
