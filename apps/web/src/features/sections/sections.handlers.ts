import { http, HttpResponse } from 'msw';
import type {
  Allocation,
  AllocationInput,
  ApiError,
  Section,
  SectionDetail,
  SectionInput,
  SectionPlaces,
  SectionsSplit,
  SectionsSplitResult,
  Teacher,
} from '@campus/shared';

/** A refusal as the server words it. */
const refused = (status: number, body: ApiError) => HttpResponse.json(body, { status });

const PLACES: SectionPlaces = {
  batches: [
    { id: 4, courseId: 1, programme: 'B.Tech', name: '2024-2028', startYear: 2024 },
    { id: 3, courseId: 1, programme: 'B.Tech', name: '2023-2027', startYear: 2023 },
    { id: 7, courseId: 2, programme: 'MBA', name: '2025-2027', startYear: 2025 },
  ],
  branches: [
    { id: 11, courseId: 1, code: 'CSE', name: 'Computer Science and Engineering' },
    { id: 12, courseId: 1, code: 'ECE', name: 'Electronics and Communication Engineering' },
    { id: 21, courseId: 2, code: 'FIN', name: 'Finance' },
  ],
  regulations: [
    { id: 2, code: 'R22', fromYear: 2022 },
    { id: 1, code: 'R18', fromYear: 2018 },
  ],
  semesters: { '1': 8, '2': 4 },
};

const TEACHERS: Teacher[] = [
  { id: 71, empCode: 'EMP014', fullName: 'Dr. K. Rao', department: 'CSE' },
  { id: 72, empCode: 'EMP027', fullName: 'Ms. S. Priya', department: 'CSE' },
  { id: 73, empCode: 'EMP031', fullName: 'Mr. A. Kumar', department: 'ECE' },
];

const section = (id: number, name: string, more: Partial<Section> = {}): Section => ({
  id,
  batchId: 4,
  batch: '2024-2028',
  courseId: 1,
  programme: 'B.Tech',
  branchId: 11,
  branch: 'CSE',
  name,
  label: `B.Tech CSE 2024 ${name}`,
  regulationId: 2,
  regulation: 'R22',
  semester: 3,
  room: null,
  students: 0,
  subjects: 4,
  allocated: 0,
  ...more,
});

/** B.Tech CSE 2024 in two sections; section A has three students and a teacher for one of its four subjects. */
const SECTIONS: Section[] = [
  section(41, 'A', { room: 'A-101', students: 3, allocated: 1 }),
  section(42, 'B', { room: 'A-102', students: 2 }),
];

const allocation = (id: number, subjectId: number, labBatch: number | null, teacher: Teacher): Allocation => ({
  id,
  subjectId,
  labBatch,
  facultyId: teacher.id,
  faculty: teacher.fullName,
  empCode: teacher.empCode,
});

const SECTION_A: SectionDetail = {
  ...SECTIONS[0]!,
  roster: [
    { id: 501, rollNumber: '24R11A0501', fullName: 'Aarav Reddy', labBatch: 1, electives: { 'PE-I': 33 } },
    { id: 502, rollNumber: '24R11A0502', fullName: 'Bhavya Sharma', labBatch: 1, electives: {} },
    { id: 503, rollNumber: '24R11A0503', fullName: 'Chaitanya Rao', labBatch: 2, electives: { 'PE-I': 34 } },
  ],
  subjectList: [
    {
      id: 31,
      code: '22CS301',
      name: 'Data Structures',
      kind: 'theory',
      credits: 3,
      electiveGroup: null,
      students: 3,
      allocations: [allocation(901, 31, null, TEACHERS[0]!)],
    },
    { id: 32, code: '22CS381', name: 'Data Structures Lab', kind: 'lab', credits: 1.5, electiveGroup: null, students: 3, allocations: [] },
    {
      id: 33,
      code: '22CS311',
      name: 'Machine Learning',
      kind: 'elective',
      credits: 3,
      electiveGroup: 'PE-I',
      students: 1,
      allocations: [],
    },
    { id: 34, code: '22CS312', name: 'Cloud Computing', kind: 'elective', credits: 3, electiveGroup: 'PE-I', students: 1, allocations: [] },
  ],
};

const SECTION_B: SectionDetail = {
  ...SECTIONS[1]!,
  roster: [],
  subjectList: SECTION_A.subjectList.map((s) => ({ ...s, allocations: [] })),
};

const teacherOf = (facultyId: number) => TEACHERS.find((t) => t.id === facultyId) ?? TEACHERS[0]!;

/** The sections of the demo: B.Tech CSE 2024 in sections A and B, ECE and the other batches without any. */
export const sectionsHandlers = [
  http.get('/api/sections/places', () => HttpResponse.json(PLACES)),
  http.get('/api/sections/teachers', ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    return HttpResponse.json(TEACHERS.filter((t) => !q || t.fullName.toLowerCase().includes(q) || t.empCode.toLowerCase().includes(q)));
  }),
  http.get(
    '/api/sections/template.xlsx',
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
  ),
  http.get('/api/sections', ({ request }) => {
    const url = new URL(request.url);
    const batchId = Number(url.searchParams.get('batchId'));
    const branchId = url.searchParams.get('branchId') ? Number(url.searchParams.get('branchId')) : null;
    return HttpResponse.json(SECTIONS.filter((s) => s.batchId === batchId && (branchId === null || s.branchId === branchId)));
  }),
  http.get('/api/sections/:id', ({ params }) => {
    const found = [SECTION_A, SECTION_B].find((s) => s.id === Number(params.id));
    return found
      ? HttpResponse.json(found)
      : refused(404, { code: 'NOT_FOUND', message: 'No such section', key: 'sections.sectionNotFound' });
  }),
  http.post('/api/sections', async ({ request }) => {
    const input = (await request.json()) as SectionsSplit;
    const made = input.sections.map((s, i) =>
      section(60 + i, s.name, { room: s.room, semester: input.semester, regulationId: input.regulationId }),
    );
    return HttpResponse.json({ sections: made, placed: 118, unplaced: ['24R11A0599', '24R11A05A1'] } satisfies SectionsSplitResult, {
      status: 201,
    });
  }),
  http.put('/api/allocations/:id', async ({ request, params }) => {
    const { facultyId } = (await request.json()) as { facultyId: number };
    const was = SECTION_A.subjectList.flatMap((s) => s.allocations).find((a) => a.id === Number(params.id))!;
    return HttpResponse.json(allocation(was.id, was.subjectId, was.labBatch, teacherOf(facultyId)));
  }),
  http.delete('/api/allocations/:id', () => new HttpResponse(null, { status: 204 })),
  http.put('/api/sections/:id', async ({ request, params }) => {
    const input = (await request.json()) as SectionInput;
    const was = SECTIONS.find((s) => s.id === Number(params.id))!;
    return HttpResponse.json({ ...was, ...input, label: `B.Tech CSE 2024 ${input.name}` } satisfies Section);
  }),
  http.delete('/api/sections/:id', ({ params }) => {
    const was = SECTIONS.find((s) => s.id === Number(params.id))!;
    if (was.students > 0)
      return refused(409, {
        code: 'CONFLICT',
        message: `Section ${was.name} has ${was.students} students: move them first`,
        key: 'sections.sectionHasStudents',
        params: { name: was.name, count: String(was.students) },
      });
    return new HttpResponse(null, { status: 204 });
  }),
  http.put('/api/sections/:id/students/:studentId', () => new HttpResponse(null, { status: 204 })),
  http.put('/api/sections/:id/electives', () => new HttpResponse(null, { status: 204 })),
  http.post('/api/sections/:id/allocations', async ({ request }) => {
    const input = (await request.json()) as AllocationInput;
    return HttpResponse.json(allocation(950, input.subjectId, input.labBatch, teacherOf(input.facultyId)), { status: 201 });
  }),
];
