import { eq } from 'drizzle-orm';
import type { CollegeSettings, ContactData, LogoData } from '@campus/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import { collegeSettings } from './college.table.js';

export interface CollegeServiceOptions {
  /** COLLEGE_CODE: overrides the stored code, so every interface variant can be run. */
  codeOverride?: string;
}

export function createCollegeService(db: Db, audit: AuditService, opts: CollegeServiceOptions = {}) {
  async function row() {
    const found = await db.query.collegeSettings.findFirst({ where: eq(collegeSettings.id, 1) });
    if (!found) throw notFound('The college has not been set up yet');
    return found;
  }

  async function code(): Promise<string> {
    if (opts.codeOverride) return opts.codeOverride;
    const found = await db.query.collegeSettings.findFirst({ where: eq(collegeSettings.id, 1), columns: { code: true } });
    return found?.code ?? '';
  }

  /** `getContactData` answers a list of which the last item is used (spec 000 section 2). */
  async function contactList(): Promise<ContactData[]> {
    const r = await row();
    return [{ ...r.contact, aboutUs: r.aboutUs }];
  }

  async function logos(): Promise<LogoData> {
    const r = await row();
    return { Logo: r.logo, Banner: r.banner };
  }

  async function settings(): Promise<CollegeSettings & { codeOverridden: boolean }> {
    const r = await row();
    return { code: r.code, name: r.name, aboutUs: r.aboutUs, contact: r.contact, codeOverridden: Boolean(opts.codeOverride) };
  }

  async function update(input: CollegeSettings, actor: { id: number; username: string }) {
    await db.transaction(async (tx) => {
      await tx
        .update(collegeSettings)
        .set({ code: input.code, name: input.name, aboutUs: input.aboutUs, contact: input.contact, updatedAt: new Date() })
        .where(eq(collegeSettings.id, 1));
      await audit.record(tx, { actor, action: 'update', entity: 'college_settings', entityId: '1', details: { code: input.code } });
    });
    return settings();
  }

  return { code, contactList, logos, settings, update };
}

export type CollegeService = ReturnType<typeof createCollegeService>;
