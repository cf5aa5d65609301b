import { http, HttpResponse } from 'msw';
import type {
  FacultyWeek,
  Period,
  PeriodsInput,
  Section,
  SectionPlaces,
  SectionTimetable,
  Slot,
  SlotInput,
  Substitution,
  SubstitutionInput,
  Teacher,
  TimetableAllocation,
} from '@campus/shared';

const PERIODS: Period[] = [
  { number: 1, startsAt: '09:30', endsAt: '10:20' },
  { number: 2, startsAt: '10:20', endsAt: '11:10' },
  { number: 3, startsAt: '11:20', endsAt: '12:10' },
  { number: 4, startsAt: '12:10', endsAt: '13:00' },
];

const TEACHERS: Teacher[] = [
  { id: 5, empCode: 'F1001', fullName: 'Dr. Rao', department: 'CSE' },
  { id: 6, empCode: 'F1002', fullName: 'Ms. Iyer', department: 'CSE' },
  { id: 9, empCode: 'F1003', fullName: 'Mr. Khan', department: 'CSE' },
];

const section = (id: number, name: string, room: string): Section => ({
  id,
  batchId: 1,
  batch: '2024-2028',
  courseId: 1,
  programme: 'B.Tech',
  branchId: 11,
  branch: 'CSE',
  name,
  label: `B.Tech CSE 2024 ${name}`,
  regulationId: 2,
  regulation: 'R22',
  semester: 5,
  room,
  students: 60,
  subjects: 6,
  allocated: 4,
});
const SECTIONS: Section[] = [section(7, 'A', '204'), section(8, 'B', '205')];

/** Who teaches what to section A: a lecture, and a lab taught to each lab batch by another teacher. */
const ALLOCATIONS: (Omit<TimetableAllocation, 'classes'> & { sectionId: number; subjectId: number; facultyId: number })[] = [
  {
    id: 31,
    sectionId: 7,
    subjectId: 2,
    code: '22CS501',
    subject: 'Design and Analysis of Algorithms',
    kind: 'theory',
    labBatch: null,
    facultyId: 5,
    faculty: 'Dr. Rao',
  },
  {
    id: 32,
    sectionId: 7,
    subjectId: 4,
    code: '22CS581',
    subject: 'Compiler Design Lab',
    kind: 'lab',
    labBatch: 1,
    facultyId: 6,
    faculty: 'Ms. Iyer',
  },
  {
    id: 33,
    sectionId: 7,
    subjectId: 4,
    code: '22CS581',
    subject: 'Compiler Design Lab',
    kind: 'lab',
    labBatch: 2,
    facultyId: 9,
    faculty: 'Mr. Khan',
  },
  {
    id: 41,
    sectionId: 8,
    subjectId: 2,
    code: '22CS501',
    subject: 'Design and Analysis of Algorithms',
    kind: 'theory',
    labBatch: null,
    facultyId: 5,
    faculty: 'Dr. Rao',
  },
];

/** A class of an allocation on a day, in a period. */
function slotOf(id: number, allocationId: number, weekday: number, period: number, room: string | null): Slot {
  const { sectionId, subjectId, code, subject, kind, labBatch, facultyId, faculty } = ALLOCATIONS.find((a) => a.id === allocationId)!;
  const label = SECTIONS.find((s) => s.id === sectionId)!.label;
  return {
    id,
    sectionId,
    section: label,
    weekday,
    period,
    allocationId,
    subjectId,
    code,
    subject,
    kind,
    labBatch,
    facultyId,
    faculty,
    room,
  };
}

/** A's algorithms on Monday in period 2, its lab batch 1 on Tuesday in period 3; B's algorithms on Wednesday in period 1. */
const SLOTS: Slot[] = [slotOf(101, 31, 1, 2, '204'), slotOf(102, 32, 2, 3, 'CS Lab 2'), slotOf(103, 41, 3, 1, '205')];

/** A Monday far ahead: Ms. Iyer takes Dr. Rao's algorithms. */
export const SUBSTITUTION_DAY = '2030-01-07';
const SUBSTITUTIONS: Substitution[] = [{ id: 201, date: SUBSTITUTION_DAY, slot: SLOTS[0]!, facultyId: 6, faculty: 'Ms. Iyer' }];

function sectionTimetable(id: number): SectionTimetable {
  const s = SECTIONS.find((x) => x.id === id)!;
  const slots = SLOTS.filter((x) => x.sectionId === id);
  return {
    sectionId: id,
    section: s.label,
    room: s.room,
    periods: PERIODS,
    slots,
    allocations: ALLOCATIONS.filter((a) => a.sectionId === id).map(({ id: allocationId, code, subject, kind, labBatch, faculty }) => ({
      id: allocationId,
      code,
      subject,
      kind,
      labBatch,
      faculty,
      classes: slots.filter((x) => x.allocationId === allocationId).length,
    })),
  };
}

const facultyWeek = (id: number): FacultyWeek => ({
  facultyId: id,
  faculty: TEACHERS.find((f) => f.id === id)!.fullName,
  periods: PERIODS,
  slots: SLOTS.filter((s) => s.facultyId === id),
});

/**
 * The batches, branches, sections and teachers the timetable is chosen by (`/api/sections/...`), as
 * the timetable's tests see them: B.Tech 2024-2028, CSE with sections A and B.
 */
export const timetableSectionHandlers = [
  http.get('/api/sections/places', () =>
    HttpResponse.json({
      batches: [{ id: 1, courseId: 1, programme: 'B.Tech', name: '2024-2028', startYear: 2024 }],
      branches: [
        { id: 11, courseId: 1, code: 'CSE', name: 'Computer Science and Engineering' },
        { id: 12, courseId: 1, code: 'ECE', name: 'Electronics and Communication Engineering' },
      ],
      regulations: [{ id: 2, code: 'R22', fromYear: 2022 }],
      semesters: { '1': 8 },
    } satisfies SectionPlaces),
  ),
  http.get('/api/sections/teachers', ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    return HttpResponse.json(TEACHERS.filter((f) => !q || `${f.fullName} ${f.empCode}`.toLowerCase().includes(q)) satisfies Teacher[]);
  }),
  http.get('/api/sections', ({ request }) => {
    const branchId = Number(new URL(request.url).searchParams.get('branchId'));
    return HttpResponse.json(SECTIONS.filter((s) => s.branchId === branchId) satisfies Section[]);
  }),
];

/** The timetable of the demo: four periods, section A's week with three allocations, Dr. Rao's week across A and B. */
export const timetableHandlers = [
  http.get('/api/timetable/periods', () => HttpResponse.json(PERIODS)),
  http.put('/api/timetable/periods', async ({ request }) => {
    const { periods } = (await request.json()) as PeriodsInput;
    return HttpResponse.json(periods.map((p, i) => ({ number: i + 1, ...p })) satisfies Period[]);
  }),
  http.get('/api/timetable/sections/:id', ({ params }) => HttpResponse.json(sectionTimetable(Number(params.id)))),
  http.get('/api/timetable/faculty/:id', ({ params }) => HttpResponse.json(facultyWeek(Number(params.id)))),
  http.get('/api/timetable/mine', () => HttpResponse.json(facultyWeek(5))),
  http.post('/api/timetable/slots', async ({ request }) => {
    const input = (await request.json()) as SlotInput;
    const allocation = ALLOCATIONS.find((a) => a.id === input.allocationId)!;
    const room = input.room ?? (allocation.kind === 'lab' ? null : SECTIONS.find((s) => s.id === input.sectionId)!.room);
    return HttpResponse.json(slotOf(150, input.allocationId, input.weekday, input.period, room), { status: 201 });
  }),
  http.delete('/api/timetable/slots/:id', () => new HttpResponse(null, { status: 204 })),
  http.get('/api/timetable/substitutions', ({ request }) => {
    const date = new URL(request.url).searchParams.get('date');
    return HttpResponse.json(SUBSTITUTIONS.filter((s) => s.date === date));
  }),
  http.post('/api/timetable/substitutions', async ({ request }) => {
    const input = (await request.json()) as SubstitutionInput;
    const substitute = TEACHERS.find((f) => f.id === input.facultyId)!;
    return HttpResponse.json(
      {
        id: 250,
        date: input.date,
        slot: SLOTS.find((s) => s.id === input.slotId)!,
        facultyId: substitute.id,
        faculty: substitute.fullName,
      } satisfies Substitution,
      { status: 201 },
    );
  }),
  http.delete('/api/timetable/substitutions/:id', () => new HttpResponse(null, { status: 204 })),
];
