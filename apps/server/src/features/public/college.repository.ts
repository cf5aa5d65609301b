import { eq } from 'drizzle-orm';
import type { CollegeSettings } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { collegeSettings } from './college.table.js';

/** The college's settings are one row, id 1. */
const SETTINGS_ID = 1;

/** All database access of the college's settings. */
export function createCollegeRepository(db: DbOrTx) {
  const settings = () => db.query.collegeSettings.findFirst({ where: eq(collegeSettings.id, SETTINGS_ID) });

  async function code(): Promise<string | undefined> {
    const found = await db.query.collegeSettings.findFirst({ where: eq(collegeSettings.id, SETTINGS_ID), columns: { code: true } });
    return found?.code;
  }

  async function update(input: CollegeSettings) {
    await db
      .update(collegeSettings)
      .set({
        code: input.code,
        name: input.name,
        aboutUs: input.aboutUs,
        contact: input.contact,
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
        updatedAt: new Date(),
      })
      .where(eq(collegeSettings.id, SETTINGS_ID));
  }

  async function timeZone(): Promise<string | undefined> {
    const found = await db.query.collegeSettings.findFirst({ where: eq(collegeSettings.id, SETTINGS_ID), columns: { timeZone: true } });
    return found?.timeZone;
  }

  return { settings, code, timeZone, update };
}
