import crypto from 'node:crypto';
import { desc, inArray, sql } from 'drizzle-orm';
import { collegeToday, GRIEVANCE_WORKING_DAYS, type GrievanceCategory, type GrievanceOutcome, type GrievanceStatus } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../db/client.js';
import { students } from '../features/admissions/students.table.js';
import { users } from '../features/auth/auth.table.js';
import { addDays, closedOn, openDayAfter } from '../features/college-calendar/college-days.js';
import { collegeHolidays } from '../features/college-calendar/college-holidays.table.js';
import { grievanceCommittee, grievanceEvents, grievances } from '../features/grievances/grievances.table.js';

/** Who filed a demo grievance: the demo student or parent, another student (a login of their own), a member of staff, or nobody. */
type Filer = 'student' | 'parent' | 'peer' | 'accountant' | 'library_assistant' | 'anonymous';

interface DemoGrievance {
  daysAgo: number;
  filer: Filer;
  category: GrievanceCategory;
  subject: string;
  description: string;
  confidential?: boolean;
  /** How far it went: received, assigned (in review), decided after `decidedAfter` days, appealed, closed by the ombudsperson. */
  status: GrievanceStatus;
  member?: 'chair' | 'devi' | 'iyer';
  decidedAfter?: number;
  outcome?: GrievanceOutcome;
  reply?: string;
  decision?: string;
  appeal?: string;
}

const DEMO: DemoGrievance[] = [
  {
    daysAgo: 320,
    filer: 'peer',
    category: 'admission',
    subject: 'Original certificates not returned',
    description: 'My SSC and intermediate originals were kept at admission and have not been returned after verification.',
    status: 'decided',
    member: 'iyer',
    decidedAfter: 9,
    outcome: 'upheld',
    reply: 'The admission office has traced the file.',
    decision: 'The originals are to be returned at the admission office on any working day.',
  },
  {
    daysAgo: 300,
    filer: 'peer',
    category: 'feesRefunds',
    subject: 'Caution deposit not refunded',
    description: 'I left the hostel at the end of the last semester and my caution deposit has not been refunded.',
    status: 'decided',
    member: 'devi',
    decidedAfter: 12,
    outcome: 'upheld',
    decision: 'The accounts office is to refund the deposit within seven working days.',
  },
  {
    daysAgo: 285,
    filer: 'peer',
    category: 'examinations',
    subject: 'Marks of the internal test missing',
    description: 'The marks of the second internal test of Data Structures are missing from my record.',
    status: 'decided',
    member: 'iyer',
    decidedAfter: 8,
    outcome: 'upheld',
    decision: 'The department has entered the marks; the record now shows them.',
  },
  {
    daysAgo: 270,
    filer: 'anonymous',
    category: 'ragging',
    subject: 'Seniors in the hostel corridor at night',
    description: 'Seniors make first-year students stand in the corridor of the second floor after 11 pm.',
    status: 'decided',
    member: 'chair',
    decidedAfter: 6,
    outcome: 'upheld',
    reply: 'The anti-ragging squad visited the hostel the same night.',
    decision: 'Three students were identified and suspended from the hostel; the squad visits nightly for a month.',
  },
  {
    daysAgo: 250,
    filer: 'peer',
    category: 'scholarships',
    subject: 'Post-matric scholarship not forwarded',
    description: 'My post-matric scholarship application was not forwarded to the state portal before the last date.',
    status: 'decided',
    member: 'devi',
    decidedAfter: 25,
    outcome: 'partlyUpheld',
    decision: 'The application was forwarded late; the college has written to the department to accept it.',
  },
  {
    daysAgo: 230,
    filer: 'accountant',
    category: 'other',
    subject: 'Leave encashment delayed',
    description: 'My leave encashment claim submitted in March has not been processed by the administration.',
    status: 'decided',
    member: 'iyer',
    decidedAfter: 10,
    outcome: 'rejected',
    decision:
      'Leave encashment of staff is a service matter for the governing body, not the student grievance committee; forwarded to the administration.',
  },
  {
    daysAgo: 210,
    filer: 'student',
    category: 'library',
    subject: 'Fine charged for a book returned',
    description: 'I returned Operating System Concepts on time but the library charged a fine of twenty rupees.',
    status: 'decided',
    member: 'devi',
    decidedAfter: 5,
    outcome: 'upheld',
    reply: 'The return was found in the desk register.',
    decision: 'The library has waived the fine.',
  },
  {
    daysAgo: 190,
    filer: 'peer',
    category: 'attendance',
    subject: 'Attendance of a sports meet not counted',
    description: 'I represented the college at the university sports meet and those days are marked absent.',
    status: 'decided',
    member: 'chair',
    decidedAfter: 14,
    outcome: 'upheld',
    decision: 'The days of the meet are to be counted as on duty.',
  },
  {
    daysAgo: 170,
    filer: 'peer',
    category: 'harassment',
    subject: 'Remarks by a laboratory assistant',
    description: 'A laboratory assistant makes remarks about the clothes of girl students during the practical sessions.',
    confidential: true,
    status: 'decided',
    member: 'chair',
    decidedAfter: 11,
    outcome: 'upheld',
    decision:
      'The matter was referred to the Internal Complaints Committee, which has taken action; the assistant is moved out of the laboratory.',
  },
  {
    daysAgo: 150,
    filer: 'parent',
    category: 'transport',
    subject: 'Bus does not stop at Paradise',
    description: 'The college bus on route R-01 has not stopped at Paradise for two weeks; my ward walks two kilometres.',
    status: 'decided',
    member: 'iyer',
    decidedAfter: 4,
    outcome: 'upheld',
    decision: 'The transport office has told the driver; the stop is kept from Monday.',
  },
  {
    daysAgo: 130,
    filer: 'peer',
    category: 'examinations',
    subject: 'Revaluation result not declared',
    description: 'I applied for revaluation of Engineering Mathematics II and the result is not declared after two months.',
    status: 'decided',
    member: 'devi',
    decidedAfter: 22,
    outcome: 'upheld',
    decision: 'The university has declared the result; the marks are increased by six.',
  },
  {
    daysAgo: 110,
    filer: 'library_assistant',
    category: 'other',
    subject: 'No drinking water near the library',
    description: 'The water cooler near the library has not worked for a month and students leave the library to drink water.',
    status: 'decided',
    member: 'iyer',
    decidedAfter: 7,
    outcome: 'upheld',
    decision: 'The cooler is repaired and a second one is ordered.',
  },
  {
    daysAgo: 95,
    filer: 'peer',
    category: 'hostel',
    subject: 'Mess food quality',
    description: 'The food in the mess of the boys hostel has been poor for a month and the menu is not followed.',
    status: 'decided',
    member: 'chair',
    decidedAfter: 10,
    outcome: 'partlyUpheld',
    decision: 'A mess committee with two students is formed; the menu is displayed daily.',
  },
  {
    daysAgo: 80,
    filer: 'peer',
    category: 'feesRefunds',
    subject: 'Fee paid twice online',
    description: 'The tuition fee was debited twice from my father’s account for the same order.',
    status: 'appealed',
    member: 'devi',
    decidedAfter: 9,
    outcome: 'rejected',
    decision: 'The gateway shows one payment captured; the second debit was reversed by the bank.',
    appeal: 'The bank statement shows both debits; the money has not come back.',
  },
  {
    daysAgo: 60,
    filer: 'peer',
    category: 'admission',
    subject: 'Branch change request not answered',
    description: 'I applied for a change of branch from ECE to CSE after the first year and have had no answer.',
    status: 'closed',
    member: 'iyer',
    decidedAfter: 12,
    outcome: 'rejected',
    decision: 'Branch change is by merit within the seats left; the applicant’s CGPA is below the last admitted.',
    appeal: 'Two students with a lower CGPA were given CSE in the same round.',
  },
  {
    daysAgo: 45,
    filer: 'student',
    category: 'examinations',
    subject: 'Hall ticket shows the wrong photograph',
    description: 'My hall ticket for the semester examinations shows another student’s photograph.',
    status: 'decided',
    member: 'iyer',
    decidedAfter: 3,
    outcome: 'upheld',
    decision: 'The examination branch has issued a corrected hall ticket.',
  },
  {
    daysAgo: 40,
    filer: 'peer',
    category: 'scholarships',
    subject: 'Merit scholarship list',
    description: 'My name is missing from the merit scholarship list although my SGPA is above the cut-off.',
    status: 'inReview',
    member: 'devi',
  },
  {
    daysAgo: 35,
    filer: 'anonymous',
    category: 'harassment',
    subject: 'Comments in the class group',
    description: 'Students of the third year post comments about first-year girls in the class WhatsApp group.',
    status: 'inReview',
    member: 'chair',
  },
  {
    daysAgo: 32,
    filer: 'peer',
    category: 'library',
    subject: 'Not enough copies of the prescribed book',
    description: 'The library has only two copies of the prescribed textbook of Signals and Systems for a class of sixty.',
    status: 'received',
  },
  {
    daysAgo: 12,
    filer: 'parent',
    category: 'hostel',
    subject: 'No hot water in the hostel',
    description: 'The hostel has had no hot water in the mornings for ten days and the weather is cold.',
    status: 'inReview',
    member: 'iyer',
    reply: 'The maintenance office has ordered a new geyser.',
  },
  {
    daysAgo: 8,
    filer: 'student',
    category: 'attendance',
    subject: 'Medical leave not counted',
    description: 'I submitted a medical certificate for five days of fever and the days are still marked absent.',
    status: 'inReview',
    member: 'devi',
  },
  {
    daysAgo: 3,
    filer: 'peer',
    category: 'transport',
    subject: 'Bus pass not issued',
    description: 'I paid the bus fee three weeks ago and the bus pass is not issued yet.',
    status: 'received',
  },
  {
    daysAgo: 1,
    filer: 'peer',
    category: 'other',
    subject: 'Sports equipment',
    description: 'The cricket kit in the sports room is damaged and no new kit has been bought this year.',
    status: 'received',
  },
];

/** Students who filed demo grievances are given logins of their own (user name the roll number), as the office's Create Logins would. */
const PEERS = 8;
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:30:00+05:30`);

/**
 * The demo grievance cell: its committee (the chairperson, two members, a student special invitee and
 * an outside ombudsperson), and a year of grievances in every state: decided in time and late,
 * overdue, in review, just received, one appealed and one closed by the ombudsperson; two filed
 * without a name, one confidential.
 */
export async function seedGrievances(db: DbOrTx, today = collegeToday()): Promise<void> {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(grievanceCommittee)) as [{ n: number }];
  if (n > 0) return;
  const logins = await db
    .select()
    .from(users)
    .where(
      inArray(users.username, ['student', 'parent', 'hod', 'faculty', 'dean', 'accountant', 'library_assistant', 'grievance_incharge']),
    );
  const login = (name: string) => logins.find((u) => u.username === name);
  const student = login('student');
  const hod = login('hod');
  const faculty = login('faculty');
  const dean = login('dean');
  if (!student || !hod || !faculty || !dean) return;

  const from = addDays(today, -365);
  const [chair, devi, iyer] = await db
    .insert(grievanceCommittee)
    .values([
      {
        name: hod.fullName,
        role: 'chairperson',
        designation: 'Professor and Head, CSE',
        gender: 'male',
        socialCategory: 'general',
        userId: hod.id,
        fromDate: from,
      },
      {
        name: faculty.fullName,
        role: 'member',
        designation: 'Associate Professor, CSE',
        gender: 'female',
        socialCategory: 'sc',
        userId: faculty.id,
        fromDate: from,
      },
      {
        name: dean.fullName,
        role: 'member',
        designation: 'Dean of Student Affairs',
        gender: 'male',
        socialCategory: 'obc',
        userId: dean.id,
        fromDate: from,
      },
      {
        name: 'K. Sravani',
        role: 'specialInvitee',
        designation: 'Student, III B.Tech CSE (merit)',
        gender: 'female',
        socialCategory: 'general',
        fromDate: from,
      },
      {
        name: 'Justice (Retd.) P. Lakshmana Rao',
        role: 'ombudsperson',
        designation: 'Ombudsperson appointed by the university',
        gender: 'male',
        socialCategory: 'general',
        fromDate: from,
      },
    ])
    .returning({ id: grievanceCommittee.id, userId: grievanceCommittee.userId });
  const members = { chair: chair!, devi: devi!, iyer: iyer! };

  // A small demo (a test's few students) keeps its students without logins: its grievances are the demo student's.
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(students)) as [{ total: number }];
  const others = await db
    .select({ id: students.id, rollNumber: students.rollNumber, fullName: students.fullName, email: students.email })
    .from(students)
    .where(sql`${students.id} <> ${student.studentId ?? 0} and not exists (select 1 from users u where u.student_id = ${students.id})`)
    .orderBy(desc(students.id))
    .limit(Math.min(PEERS, Math.floor(total / 100)));
  const peers = others.length
    ? await db
        .insert(users)
        .values(
          others.map((s) => ({
            username: s.rollNumber.toLowerCase(),
            passwordHash: student.passwordHash,
            fullName: s.fullName,
            email: s.email ?? `${s.rollNumber.toLowerCase()}@vcet.edu.in`,
            roles: ['ROLE_STUDENT'],
            studentId: s.id,
            program: 'CSE',
            status: student.status,
          })),
        )
        .returning({ id: users.id, studentId: users.studentId })
    : [];

  const holidays = new Set((await db.select({ day: collegeHolidays.day }).from(collegeHolidays)).map((h) => h.day));
  const closed = closedOn(holidays);
  const [{ next }] = rowsOf<{ next: number }>(await db.execute(sql`select coalesce(max(id), 0)::int + 1 as next from grievances`)) as [{ next: number }];
  let peer = 0;
  for (const [i, g] of DEMO.entries()) {
    const id = next + i;
    const receivedOn = addDays(today, -g.daysAgo);
    const dueOn = openDayAfter(receivedOn, GRIEVANCE_WORKING_DAYS, closed);
    const filer =
      g.filer === 'anonymous'
        ? null
        : g.filer === 'peer'
          ? (peers[peer++ % Math.max(peers.length, 1)] ?? student)
          : g.filer === 'student'
            ? student
            : (login(g.filer) ?? student);
    const kind =
      g.filer === 'anonymous'
        ? 'anonymous'
        : g.filer === 'parent'
          ? 'parent'
          : g.filer === 'student' || g.filer === 'peer'
            ? 'student'
            : 'staff';
    const decidedOn =
      g.decidedAfter !== undefined && ['decided', 'appealed', 'closed'].includes(g.status) ? addDays(receivedOn, g.decidedAfter) : null;
    const appealedOn = decidedOn && (g.status === 'appealed' || g.status === 'closed') ? addDays(decidedOn, 6) : null;
    const member = g.member ? members[g.member] : null;
    await db.insert(grievances).values({
      id,
      number: `GRV-${receivedOn.slice(0, 4)}-${String(id).padStart(5, '0')}`,
      category: g.category,
      subject: g.subject,
      description: g.description,
      filerKind: kind,
      filerUserId: filer?.id ?? null,
      studentId: kind === 'student' || kind === 'parent' ? (filer?.studentId ?? null) : null,
      confidential: g.confidential ?? kind === 'anonymous',
      trackingCodeHash: kind === 'anonymous' ? crypto.createHash('sha256').update(`DEMO${id}`).digest('hex') : null,
      status: g.status,
      receivedOn,
      receivedAt: at(receivedOn, 10),
      dueOn,
      assignedMemberId: member?.id ?? null,
      outcome: decidedOn ? (g.outcome ?? 'upheld') : null,
      decidedOn,
      appealedOn,
      appealOutcome: g.status === 'closed' ? 'rejected' : null,
      appealDecidedOn: g.status === 'closed' && appealedOn ? addDays(appealedOn, 10) : null,
    });
    const events: (typeof grievanceEvents.$inferInsert)[] = [
      { grievanceId: id, kind: 'filed', at: at(receivedOn, 10), byUserId: filer?.id ?? null },
    ];
    if (member) {
      const assignedOn = addDays(receivedOn, 1);
      events.push({ grievanceId: id, kind: 'assigned', at: at(assignedOn, 11), byUserId: chair!.userId, text: null, memberId: member.id });
      events.push({
        grievanceId: id,
        kind: 'hearing',
        at: at(assignedOn, 15),
        byUserId: member.userId,
        text: 'The filer and the office concerned are to be heard together.',
        hearingOn: addDays(assignedOn, 3),
      });
      if (g.reply)
        events.push({ grievanceId: id, kind: 'reply', at: at(addDays(assignedOn, 3), 16), byUserId: member.userId, text: g.reply });
    }
    if (decidedOn)
      events.push({
        grievanceId: id,
        kind: 'decided',
        at: at(decidedOn, 12),
        byUserId: member?.userId ?? null,
        text: g.decision ?? null,
        outcome: g.outcome ?? 'upheld',
      });
    if (appealedOn)
      events.push({ grievanceId: id, kind: 'appealed', at: at(appealedOn, 9), byUserId: filer?.id ?? null, text: g.appeal ?? null });
    if (g.status === 'closed' && appealedOn)
      events.push({
        grievanceId: id,
        kind: 'appealDecided',
        at: at(addDays(appealedOn, 10), 12),
        byUserId: login('grievance_incharge')?.id ?? null,
        text: 'The committee’s decision stands: the university’s rules on branch change were followed.',
        outcome: 'rejected',
      });
    await db.insert(grievanceEvents).values(events);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('grievances', 'id'), (select max(id) from grievances))`);
}
