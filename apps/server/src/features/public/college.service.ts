import type { CollegeSettings, ContactData, LogoData } from '@campus/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { createCollegeRepository } from './college.repository.js';

export interface CollegeServiceDeps {
  db: Db;
  audit: AuditService;
  /** COLLEGE_CODE: overrides the stored code, so every interface variant can be run. */
  codeOverride?: string;
}

export function createCollegeService({ db, audit, codeOverride }: CollegeServiceDeps) {
  const repo = createCollegeRepository(db);

  async function row() {
    const found = await repo.settings();
    if (!found) throw notFound('The college has not been set up yet');
    return found;
  }

  async function code(): Promise<string> {
    if (codeOverride) return codeOverride;
    return (await repo.code()) ?? '';
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
    return { code: r.code, name: r.name, aboutUs: r.aboutUs, contact: r.contact, codeOverridden: Boolean(codeOverride) };
  }

  async function update(input: CollegeSettings, actor: Actor) {
    await db.transaction(async (tx) => {
      await createCollegeRepository(tx).update(input);
      await audit.record(tx, { actor, action: 'update', entity: 'college_settings', entityId: '1', details: { code: input.code } });
    });
    return settings();
  }

  return { code, contactList, logos, settings, update };
}

export type CollegeService = ReturnType<typeof createCollegeService>;
