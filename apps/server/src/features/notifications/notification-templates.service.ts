import {
  NOTIFICATION_KINDS,
  serverText,
  type NotificationKind,
  type NotificationTemplate,
  type NotificationTemplateInput,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import { invalid } from '../../lib/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { templateVariables } from './sms/dlt-template.js';
import { createNotificationTemplatesRepository, type TemplateRow } from './notification-templates.repository.js';
import { DEFAULT_TEMPLATES, SMS_VALUES, type KindTemplate } from './notification-templates.js';

/** How long a server uses a wording it read before reading it again: another server's change shows within this. */
const KEPT_MS = 30_000;

/** The office's wording of each kind (ADR 0117), its default until the office changes it. */
export function createNotificationTemplatesService({ db, clock = systemClock }: { db: Db; clock?: Clock }) {
  const repo = createNotificationTemplatesRepository(db);
  const kept = new Map<NotificationKind, { template: KindTemplate; until: number }>();

  async function templateOf(kind: NotificationKind): Promise<KindTemplate> {
    const hit = kept.get(kind);
    if (hit && hit.until > Date.now()) return hit.template;
    const row = await repo.one(kind);
    const template = row ? pick(row) : DEFAULT_TEMPLATES[kind];
    kept.set(kind, { template, until: Date.now() + KEPT_MS });
    return template;
  }

  async function list(): Promise<NotificationTemplate[]> {
    const rows = await repo.all();
    return NOTIFICATION_KINDS.map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      return {
        kind,
        ...(row ? pick(row) : DEFAULT_TEMPLATES[kind]),
        smsValues: [...SMS_VALUES[kind]],
        changed: row ? row.updatedAt.toISOString() : null,
      };
    });
  }

  async function save(kind: NotificationKind, input: NotificationTemplateInput, userId: number): Promise<NotificationTemplate> {
    const wanted = SMS_VALUES[kind];
    if (templateVariables(input.smsText) !== wanted.length)
      throw invalid(serverText('notifications.smsVariables', { count: wanted.length, values: wanted.join(', ') }), 'smsText');
    await repo.save({ kind, ...input, updatedAt: clock(), updatedBy: userId });
    kept.delete(kind);
    return (await list()).find((t) => t.kind === kind)!;
  }

  return { templateOf, list, save };
}

const pick = (row: TemplateRow): KindTemplate => ({
  subjectEn: row.subjectEn,
  bodyEn: row.bodyEn,
  subjectDe: row.subjectDe,
  bodyDe: row.bodyDe,
  smsText: row.smsText,
  dltTemplateId: row.dltTemplateId,
  providerTemplateId: row.providerTemplateId,
});

export type NotificationTemplatesService = ReturnType<typeof createNotificationTemplatesService>;
