import { http, HttpResponse } from 'msw';
import type {
  ApiError,
  ComponentsSave,
  CurriculumPlaces,
  Regulation,
  RegulationInput,
  Subject,
  SubjectComponents,
  SubjectInput,
  SubjectsPage,
} from '@campus/shared';

/** A refusal as the server words it. */
const refused = (status: number, body: ApiError) => HttpResponse.json(body, { status });

const R22: Regulation = { id: 2, code: 'R22', name: 'Autonomous regulations 2022', fromYear: 2022, subjects: 4 };
const R18: Regulation = { id: 1, code: 'R18', name: 'JNTUH regulations 2018', fromYear: 2018, subjects: 0 };

const subject = (id: number, more: Partial<Subject> & Pick<Subject, 'code' | 'name' | 'semester'>): Subject => ({
  id,
  regulationId: R22.id,
  regulation: R22.code,
  courseId: 1,
  programme: 'B.Tech',
  branchId: 11,
  branch: 'CSE',
  credits: 3,
  kind: 'theory',
  electiveGroup: null,
  internalMax: 40,
  externalMax: 60,
  ...more,
});

/** R22's subjects of B.Tech as the server orders them: by programme, semester, branch (every branch first) and code. */
const R22_SUBJECTS: Subject[] = [
  subject(1, { code: '22MA101', name: 'Matrices and Calculus', semester: 1, branchId: null, branch: null, credits: 4 }),
  subject(2, { code: '22CS501', name: 'Design and Analysis of Algorithms', semester: 5 }),
  subject(3, { code: '22CS511', name: 'Machine Learning', semester: 5, kind: 'elective', electiveGroup: 'PE-I' }),
  subject(4, { code: '22CS581', name: 'Compiler Design Lab', semester: 5, kind: 'lab', credits: 1.5, internalMax: 40, externalMax: 60 }),
];

/** The internal marks components the server starts a subject with; the lab's are in use (marks are entered). */
function componentsOf(s: Subject): SubjectComponents {
  const parts: [string, number][] =
    s.kind === 'lab'
      ? [
          ['Lab record', s.internalMax / 2],
          ['Lab test', s.internalMax / 2],
        ]
      : [
          ['Mid-term 1', (s.internalMax * 2) / 5],
          ['Mid-term 2', (s.internalMax * 2) / 5],
          ['Assignments', s.internalMax / 5],
        ];
  const components = parts.map(([name, maxMarks], i) => ({ id: s.id * 10 + i, name, maxMarks }));
  return { subjectId: s.id, code: s.code, internalMax: s.internalMax, components, inUse: s.kind === 'lab' };
}

/** The subjects of a query, as the server finds them: a branch's own with those of every branch. */
function found(url: URL): SubjectsPage {
  const number = (name: string) => (url.searchParams.get(name) ? Number(url.searchParams.get(name)) : null);
  const [regulationId, courseId, branchId, semester] = ['regulationId', 'courseId', 'branchId', 'semester'].map(number);
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const rows = R22_SUBJECTS.filter(
    (s) =>
      s.regulationId === regulationId &&
      (courseId === null || s.courseId === courseId) &&
      (branchId === null || s.branchId === branchId || s.branchId === null) &&
      (semester === null || s.semester === semester) &&
      (!q || s.code.toLowerCase().includes(q) || s.name.toLowerCase().includes(q)),
  );
  const page = number('page') ?? 1;
  const size = number('size') ?? 25;
  const credits = rows.reduce((sum, s) => sum + s.credits, 0);
  return { total: rows.length, credits, page, size, rows: rows.slice((page - 1) * size, page * size) };
}

/** The curriculum of the demo: R22 with four B.Tech subjects, R18 with none. */
export const curriculumHandlers = [
  http.get('/api/curriculum/places', () =>
    HttpResponse.json({
      programmes: [
        { id: 1, code: 'B.Tech', name: 'Bachelor of Technology', semesters: 8 },
        { id: 2, code: 'MBA', name: 'Master of Business Administration', semesters: 4 },
      ],
      branches: [
        { id: 11, courseId: 1, code: 'CSE' },
        { id: 12, courseId: 1, code: 'ECE' },
      ],
    } satisfies CurriculumPlaces),
  ),
  http.get('/api/curriculum/regulations', () => HttpResponse.json([R22, R18] satisfies Regulation[])),
  http.post('/api/curriculum/regulations', async ({ request }) => {
    const input = (await request.json()) as RegulationInput;
    if ([R22, R18].some((r) => r.code === input.code))
      return refused(409, {
        code: 'CONFLICT',
        message: `A regulation is coded ${input.code} already`,
        key: 'curriculum.regulationExists',
        params: { code: input.code },
        field: 'code',
      });
    return HttpResponse.json({ ...input, id: 9, subjects: 0 } satisfies Regulation, { status: 201 });
  }),
  http.put('/api/curriculum/regulations/:id', async ({ request, params }) => {
    const input = (await request.json()) as RegulationInput;
    const was = [R22, R18].find((r) => r.id === Number(params.id))!;
    return HttpResponse.json({ ...was, ...input } satisfies Regulation);
  }),
  http.get('/api/curriculum/subjects', ({ request }) => HttpResponse.json(found(new URL(request.url)))),
  http.post('/api/curriculum/subjects', async ({ request }) => {
    const input = (await request.json()) as SubjectInput;
    return HttpResponse.json(
      { ...input, id: 99, regulation: 'R22', programme: 'B.Tech', branch: input.branchId ? 'CSE' : null } satisfies Subject,
      { status: 201 },
    );
  }),
  http.put('/api/curriculum/subjects/:id', async ({ request, params }) => {
    const input = (await request.json()) as SubjectInput;
    const was = R22_SUBJECTS.find((s) => s.id === Number(params.id))!;
    return HttpResponse.json({ ...was, ...input } satisfies Subject);
  }),
  http.get('/api/internal-marks/components/:subjectId', ({ params }) =>
    HttpResponse.json(componentsOf(R22_SUBJECTS.find((s) => s.id === Number(params.subjectId))!)),
  ),
  // As the server checks them: not once marks are entered, and adding up to the internal maximum.
  http.put('/api/internal-marks/components/:subjectId', async ({ request, params }) => {
    const input = (await request.json()) as ComponentsSave;
    const kept = componentsOf(R22_SUBJECTS.find((s) => s.id === Number(params.subjectId))!);
    if (kept.inUse)
      return refused(409, {
        code: 'CONFLICT',
        message: 'Marks are entered for this subject already: its components can no longer change',
        key: 'internalMarks.componentsInUse',
      });
    const sum = input.components.reduce((n, c) => n + c.maxMarks, 0);
    if (sum !== kept.internalMax)
      return refused(400, {
        code: 'INVALID',
        message: `The components add up to ${sum}: they must add up to the subject’s internal maximum of ${kept.internalMax}`,
        key: 'internalMarks.componentsSum',
        params: { sum: String(sum), max: String(kept.internalMax) },
        field: 'components',
      });
    return HttpResponse.json({
      ...kept,
      components: input.components.map((c, i) => ({ id: 900 + i, ...c })),
    } satisfies SubjectComponents);
  }),
  http.delete('/api/curriculum/subjects/:id', () => new HttpResponse(null, { status: 204 })),
  http.get(
    '/api/curriculum/template.xlsx',
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
  ),
  http.get(
    '/api/curriculum/subjects.xlsx',
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
  ),
];
