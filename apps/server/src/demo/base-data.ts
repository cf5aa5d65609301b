import { ROLES, roleLabel } from '@campus/shared';
import type { Db } from '../db/client.js';
import { roles } from '../features/auth/auth.table.js';
import { collegeSettings } from '../features/public/college.table.js';
import { seedAdmissionLists } from './seed-masterdata.js';

/** What every installation needs, demo or not: the roles, a college row the admin then edits, and the standard admission lists. */
export async function ensureBaseData(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(ROLES.map((name) => ({ name, label: roleLabel(name) })))
    .onConflictDoNothing();
  await db
    .insert(collegeSettings)
    .values({
      id: 1,
      code: 'COLLEGE',
      name: 'Your College',
      aboutUs: '',
      contact: { officialCommunication: '', campus: '', phoneNumber: [], faxNumber: '', candidateDetails: [] },
    })
    .onConflictDoNothing();
  await seedAdmissionLists(db);
}
