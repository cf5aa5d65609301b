import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { admissionTypes, agents, casteCategories, keyValues, seatTypes, subCastes } from '../features/masterdata/masterdata.table.js';

/** Reservation categories of Telangana and Andhra Pradesh with sub-castes from the state lists. */
const CATEGORIES: [code: string, name: string, subCastes: string[]][] = [
  ['OC', 'Open Category', ['Brahmin', 'Reddy', 'Kamma', 'Velama', 'Vysya', 'Kapu', 'Kshatriya', 'Other OC']],
  ['BC-A', 'Backward Classes Group A', ['Rajaka', 'Nayi Brahmin', 'Vaddera', 'Medari', 'Jangam', 'Dommara', 'Pichiguntla']],
  ['BC-B', 'Backward Classes Group B', ['Padmasali', 'Viswabrahmin', 'Kummari', 'Devanga', 'Kuruma', 'Thogata', 'Bhatraju']],
  ['BC-C', 'Backward Classes Group C', ['Scheduled Caste converts to Christianity']],
  ['BC-D', 'Backward Classes Group D', ['Munnuru Kapu', 'Yadava', 'Mudiraj', 'Perika', 'Telaga', 'Koppula Velama', 'Gavara']],
  ['BC-E', 'Backward Classes Group E', ['Shaik', 'Dudekula', 'Qureshi', 'Mehtar', 'Labbi']],
  ['SC', 'Scheduled Castes', ['Mala', 'Madiga', 'Adi Andhra', 'Adi Dravida', 'Relli', 'Dakkali']],
  ['ST', 'Scheduled Tribes', ['Lambada', 'Koya', 'Gond', 'Yerukula', 'Chenchu', 'Yanadi']],
  ['EWS', 'Economically Weaker Sections', ['Brahmin', 'Reddy', 'Kamma', 'Velama', 'Vysya', 'Other OC']],
];

const SEAT_TYPES: [code: string, label: string][] = [
  ['CONVENER', 'Convener Quota'],
  ['MANAGEMENT', 'Management Quota'],
  ['NRI', 'NRI Quota'],
  ['SPOT', 'Spot Admission'],
  ['LATERAL', 'Lateral Entry (ECET)'],
];

const KEY_VALUES: Record<string, string[]> = {
  entrancetype: ['ICET', 'PGECET', 'POLYCET', 'EAPCET', 'ECET'],
  Nationality: ['Indian', 'Non-Resident Indian', 'Overseas Citizen of India', 'Other'],
  Religion: ['Hindu', 'Muslim', 'Christian', 'Sikh', 'Buddhist', 'Jain', 'Other'],
};

const ADMISSION_TYPES = ['Direct', 'Lateral', 'Transfer'];

const DEMO_AGENTS: [name: string, phone: string][] = [
  ['Sri Sai Educational Consultancy', '9848012345'],
  ['Vijaya Career Guidance', '9866123456'],
  ['Global Admissions Hyderabad', '9701234567'],
];

const isEmpty = async (db: DbOrTx, table: typeof seatTypes | typeof casteCategories | typeof admissionTypes | typeof keyValues) =>
  (await db.select({ id: table.id }).from(table).limit(1)).length === 0;

/**
 * The standard admission lists every installation needs, written only into empty tables so that an
 * admin's later changes (renamed or deactivated entries) survive every restart.
 */
export async function seedAdmissionLists(db: DbOrTx): Promise<void> {
  if (await isEmpty(db, casteCategories)) {
    await db
      .insert(casteCategories)
      .values(CATEGORIES.map(([code, name]) => ({ code, name })))
      .onConflictDoNothing();
    for (const [code, , names] of CATEGORIES) {
      const [category] = await db.select().from(casteCategories).where(eq(casteCategories.code, code));
      if (category)
        await db
          .insert(subCastes)
          .values(names.map((name) => ({ categoryId: category.id, name })))
          .onConflictDoNothing();
    }
  }
  if (await isEmpty(db, seatTypes))
    await db
      .insert(seatTypes)
      .values(SEAT_TYPES.map(([code, label]) => ({ code, label })))
      .onConflictDoNothing();
  if (await isEmpty(db, keyValues)) {
    const kv = Object.entries(KEY_VALUES).flatMap(([key, values]) => values.map((value, i) => ({ key, value, sortOrder: i + 1 })));
    await db.insert(keyValues).values(kv).onConflictDoNothing();
  }
  if (await isEmpty(db, admissionTypes))
    await db
      .insert(admissionTypes)
      .values(ADMISSION_TYPES.map((name) => ({ name })))
      .onConflictDoNothing();
}

/** Demo college: the standard lists plus a few admission agents. */
export async function seedMasterDataDemo(db: DbOrTx): Promise<void> {
  await seedAdmissionLists(db);
  if (!(await db.select({ id: agents.id }).from(agents).limit(1)).length)
    await db
      .insert(agents)
      .values(DEMO_AGENTS.map(([name, phone]) => ({ name, phone })))
      .onConflictDoNothing();
}
