import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { alumniHistory, alumniRegistrations } from '../features/alumni/alumni.table.js';
import { users } from '../features/auth/auth.table.js';

/**
 * Alumni of earlier batches: their roll numbers start with 18 and 19, apart from the students of the
 * register. The registration is the demo alumnus's own: it carries their name and e-mail.
 */
const REGISTRATION: Omit<typeof alumniRegistrations.$inferInsert, 'registeredBy' | 'name' | 'email'> = {
  rollNumber: '18A51A0512',
  degree: 'B.Tech',
  course: 'B.Tech',
  batch: '2018-2022',
  branch: 'CSE',
  mobileNumber: '9849012345',
  working: 'yes',
  companyName: 'Infosys Limited',
  jobTitle: 'Systems Engineer',
  workAddress: 'Infosys Campus, Gachibowli, Hyderabad 500032',
};

const HISTORY: (typeof alumniHistory.$inferInsert)[] = [
  {
    status: 'working',
    rollNumber: '18A51A0407',
    name: 'Pranathi Kondapalli',
    fatherName: 'Srinivas Kondapalli',
    course: 'B.Tech',
    batch: '2018-2022',
    branch: 'ECE',
    section: 'A',
    studentEmail: 'pranathi.k@example.in',
    studentMobile: '9701234567',
    company: 'Tata Consultancy Services',
    packages: '7.5 LPA',
    designation: 'Assistant Systems Engineer',
    experience: '2 years',
    location: 'Hyderabad',
  },
  {
    status: 'studying',
    rollNumber: '19A51A0321',
    name: 'Mohammed Arif Khan',
    fatherName: 'Mohammed Rafiq Khan',
    course: 'B.Tech',
    batch: '2019-2023',
    branch: 'MECH',
    section: 'B',
    studentEmail: 'arif.khan@example.in',
    studentMobile: '9866543210',
    instituteName: 'Indian Institute of Technology Madras',
    location: 'Chennai',
  },
  {
    status: 'working',
    rollNumber: '19A51A0544',
    name: 'Sravya Reddy Gaddam',
    fatherName: 'Narender Reddy Gaddam',
    course: 'B.Tech',
    batch: '2019-2023',
    branch: 'CSE',
    section: 'A',
    studentEmail: 'sravya.g@example.in',
    studentMobile: '9959876543',
    company: 'Deloitte',
    packages: '9 LPA',
    designation: 'Analyst',
    experience: '1 year',
    location: 'Bengaluru',
  },
];

/** The alumni demo user's registration, in their own name, and alumni history records; only into empty tables. */
export async function seedAlumni(db: DbOrTx): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(alumniHistory);
  if (count === 0) await db.insert(alumniHistory).values(HISTORY).onConflictDoNothing();
  const [alumnus] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.username, 'alumni'));
  if (!alumnus) return;
  await db
    .insert(alumniRegistrations)
    .values({ ...REGISTRATION, name: alumnus.fullName, email: alumnus.email ?? '', registeredBy: alumnus.id })
    .onConflictDoNothing();
}
