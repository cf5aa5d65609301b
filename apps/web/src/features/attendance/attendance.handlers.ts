import { http, HttpResponse } from 'msw';
import { collegeToday, type ClassesOfDay, type ClassOfDay, type Register, type RegisterSave } from '@campus/shared';

const SECTION_A = 'B.Tech CSE 2024 A';
const SECTION_B = 'B.Tech CSE 2024 B';

const student = (id: number, rollNumber: string, fullName: string) => ({ id, rollNumber, fullName, absent: false });

/** The class lists: section A (five students), its lab batch 1 (three), section B (four). */
const LISTS: Record<number, Register['students']> = {
  31: [
    student(501, '24CS001', 'Aarav Sharma'),
    student(502, '24CS002', 'Bhavya Reddy'),
    student(503, '24CS003', 'Chetan Kumar'),
    student(504, '24CS004', 'Divya Nair'),
    student(505, '24CS005', 'Farhan Ali'),
  ],
  32: [student(501, '24CS001', 'Aarav Sharma'), student(502, '24CS002', 'Bhavya Reddy'), student(503, '24CS003', 'Chetan Kumar')],
  41: [
    student(601, '24CS061', 'Gauri Patil'),
    student(602, '24CS062', 'Harsh Verma'),
    student(603, '24CS063', 'Isha Menon'),
    student(604, '24CS064', 'Jay Desai'),
  ],
};

const CLASSES: Record<number, Pick<ClassOfDay, 'section' | 'code' | 'subject' | 'kind' | 'labBatch'>> = {
  31: { section: SECTION_A, code: '22CS501', subject: 'Design and Analysis of Algorithms', kind: 'theory', labBatch: null },
  32: { section: SECTION_A, code: '22CS581', subject: 'Compiler Design Lab', kind: 'lab', labBatch: 1 },
  41: { section: SECTION_B, code: '22CS501', subject: 'Design and Analysis of Algorithms', kind: 'theory', labBatch: null },
  45: { section: SECTION_B, code: '22CS502', subject: 'Computer Networks', kind: 'theory', labBatch: null },
};

const classOf = (slotId: number, allocationId: number, period: number, more: Partial<ClassOfDay>): ClassOfDay => ({
  slotId,
  allocationId,
  period,
  startsAt: ['09:30', '10:20', '11:20', '12:10'][period - 1]!,
  endsAt: ['10:20', '11:10', '12:10', '13:00'][period - 1]!,
  ...CLASSES[allocationId]!,
  room: null,
  substituteFor: null,
  givenTo: null,
  students: LISTS[allocationId]?.length ?? 60,
  absent: null,
  registerId: null,
  ...more,
});

/**
 * Republic Day is a holiday of the demo. Every other day is a working day here, a Sunday too: the page
 * opens on today, and its tests must find Dr. Rao's classes whichever day of the week they run on (the
 * server's calendar closes Sundays; a closed day is shown as Republic Day is).
 */
const HOLIDAYS: Record<string, string> = { '2026-01-26': 'Republic Day' };
const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/**
 * Dr. Rao's day, whichever it is: A's algorithms in period 1 (not marked), A's lab batch 1 in period 3
 * (marked, one absent), B's algorithms in period 4 as Ms. Iyer's substitute (not marked), and B's
 * networks in period 2 given to Mr. Khan. A's algorithms of two days before is still not marked.
 */
function classesOf(date: string): ClassesOfDay {
  const closed = HOLIDAYS[date] ?? null;
  if (closed) return { date, closed, classes: [], pending: [] };
  return {
    date,
    closed: null,
    classes: [
      classOf(101, 31, 1, { room: '204' }),
      classOf(104, 45, 2, { room: '205', givenTo: 'Mr. Khan', students: 60 }),
      classOf(102, 32, 3, { room: 'CS Lab 2', absent: 1, registerId: 900 }),
      classOf(103, 41, 4, { room: '205', substituteFor: 'Ms. Iyer' }),
    ],
    pending: [{ date: daysBefore(date, 2), period: 1, allocationId: 31, section: SECTION_A, code: '22CS501' }],
  };
}

/** A register as the server answers it: A's lab batch 1 is marked (Bhavya absent), the others not yet. */
export function registerOf(allocationId: number, date: string, period: number): Register {
  const marked = allocationId === 32;
  return {
    allocationId,
    date,
    period,
    section: CLASSES[allocationId]!.section,
    code: CLASSES[allocationId]!.code,
    subject: CLASSES[allocationId]!.subject,
    labBatch: CLASSES[allocationId]!.labBatch,
    registerId: marked ? 900 : null,
    version: marked ? 2 : null,
    markedBy: marked ? 'Dr. Rao' : null,
    markedAt: marked ? `${date} 11:25:41.123+05:30` : null,
    editable: true,
    reasonNeeded: false,
    students: (LISTS[allocationId] ?? []).map((s) => ({ ...s, absent: marked && s.id === 502 })),
  };
}

/** The register as stored from a save: its absentees marked, by Dr. Rao, one version on. */
function savedRegister(save: RegisterSave): Register {
  const base = registerOf(save.allocationId, save.date, save.period);
  return {
    ...base,
    registerId: base.registerId ?? 901,
    version: (save.baseVersion ?? 0) + 1,
    markedBy: 'Dr. Rao',
    markedAt: `${save.date} 11:30:00+05:30`,
    students: base.students.map((s) => ({ ...s, absent: save.absent.includes(s.id) })),
  };
}

export const attendanceHandlers = [
  http.get('/api/attendance/classes', ({ request }) => {
    const date = new URL(request.url).searchParams.get('date') || collegeToday();
    return HttpResponse.json(classesOf(date));
  }),
  http.get('/api/attendance/register', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const allocationId = Number(q.get('allocationId'));
    if (!CLASSES[allocationId])
      return HttpResponse.json({ code: 'NOT_FOUND', message: 'No such class', key: 'attendance.allocationNotFound' }, { status: 404 });
    return HttpResponse.json(registerOf(allocationId, q.get('date')!, Number(q.get('period'))));
  }),
  http.put('/api/attendance/register', async ({ request }) => HttpResponse.json(savedRegister((await request.json()) as RegisterSave))),
];
