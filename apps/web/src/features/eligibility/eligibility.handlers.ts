import { http, HttpResponse } from 'msw';
import type { Condonation, Eligibility, EligibilityStudent } from '@campus/shared';

const FEE = 50_000;

/** A condonation of the demo: asked on 20 Nov 2026, nothing of its ₹500.00 fee paid unless told. */
const condonation = (
  student: Pick<EligibilityStudent, 'id' | 'rollNumber' | 'fullName' | 'section' | 'percent'>,
  more: Partial<Condonation> = {},
): Condonation => ({
  id: student.id + 9000,
  studentId: student.id,
  rollNumber: student.rollNumber,
  fullName: student.fullName,
  section: student.section,
  semester: 3,
  percent: student.percent ?? 0,
  feePaise: FEE,
  paidPaise: 0,
  state: 'pending',
  requestedAt: '2026-11-20T05:30:00Z',
  decidedBy: null,
  decidedAt: null,
  remark: null,
  ...more,
});

const student = (
  id: number,
  fullName: string,
  section: string,
  attended: number,
  status: EligibilityStudent['status'],
): EligibilityStudent => ({
  id,
  rollNumber: `24R11A0${id}`,
  fullName,
  section,
  held: 125,
  attended,
  percent: Math.round((attended / 125) * 1000) / 10,
  status,
  condonation: null,
});

const ANUSHA = student(505, 'Anusha Iyer', 'B.Tech CSE 2024 B', 88, 'condonable');
const BHAVANA = student(502, 'Bhavana Rao', 'B.Tech CSE 2024 A', 85, 'condonable');
const deepika = student(504, 'Deepika Nair', 'B.Tech CSE 2024 A', 90, 'condoned');
const farhan = student(506, 'Farhan Ali', 'B.Tech CSE 2024 B', 86, 'condonable');
/** Farhan's condonation waits for the head with ₹200.00 of its ₹500.00 fee paid. */
const FARHAN_CONDONATION = condonation(farhan, { paidPaise: 20_000 });

/** B.Tech 2024-2028 (batch 4): CSE students of sections A and B of every standing, branch 11; branch 12 has none. */
const ELIGIBILITY_STUDENTS: EligibilityStudent[] = [
  student(501, 'Aarav Reddy', 'B.Tech CSE 2024 A', 103, 'eligible'),
  BHAVANA,
  student(503, 'Chaitanya Varma', 'B.Tech CSE 2024 A', 75, 'detained'),
  {
    ...deepika,
    condonation: condonation(deepika, {
      state: 'approved',
      paidPaise: FEE,
      decidedBy: 'Dr. Ramesh Kumar',
      decidedAt: '2026-11-25T06:00:00Z',
    }),
  },
  ANUSHA,
  { ...farhan, condonation: FARHAN_CONDONATION },
];

/** The head's condonations waiting: Farhan's, ₹200.00 of ₹500.00 paid, and Bhavana's (asked by the office), paid in full. */
const PENDING_CONDONATIONS: Condonation[] = [FARHAN_CONDONATION, condonation(BHAVANA, { id: 9600, paidPaise: FEE })];

function eligibilityOf(params: URLSearchParams): Eligibility {
  const branchId = params.get('branchId');
  const inBranch = branchId === null || branchId === '11' ? ELIGIBILITY_STUDENTS : [];
  const status = params.get('status');
  const q = (params.get('q') ?? '').toLowerCase();
  const found = inBranch.filter(
    (s) => (!status || s.status === status) && (!q || s.rollNumber.toLowerCase().includes(q) || s.fullName.toLowerCase().includes(q)),
  );
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 50);
  const count = (st: EligibilityStudent['status']) => inBranch.filter((s) => s.status === st).length;
  return {
    batch: 'B.Tech 2024-2028',
    required: 75,
    condonable: 65,
    feePaise: FEE,
    counts: { eligible: count('eligible'), condonable: count('condonable'), condoned: count('condoned'), detained: count('detained') },
    total: found.length,
    page,
    pageSize,
    rows: found.slice((page - 1) * pageSize, page * pageSize),
  };
}

/** The eligibility list, its workbook, and condonations asked and decided. */
export const eligibilityHandlers = [
  http.get('/api/attendance/eligibility', ({ request }) => HttpResponse.json(eligibilityOf(new URL(request.url).searchParams))),
  http.get(
    '/api/attendance/eligibility/export',
    () =>
      new HttpResponse(new Blob(['PK']), {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
  ),
  http.get('/api/attendance/condonations', () => HttpResponse.json({ rows: PENDING_CONDONATIONS })),
  http.post('/api/attendance/condonations', async ({ request }) => {
    const { studentId } = (await request.json()) as { studentId?: number };
    const s = ELIGIBILITY_STUDENTS.find((x) => x.id === studentId) ?? ANUSHA;
    return HttpResponse.json(condonation(s), { status: 201 });
  }),
  http.post('/api/attendance/condonations/:id/decision', async ({ params, request }) => {
    const { approve, remark } = (await request.json()) as { approve: boolean; remark: string | null };
    const c = PENDING_CONDONATIONS.find((x) => x.id === Number(params.id)) ?? PENDING_CONDONATIONS[1]!;
    return HttpResponse.json({
      ...c,
      state: approve ? 'approved' : 'refused',
      remark,
      decidedBy: 'Dr. Ramesh Kumar',
      decidedAt: '2026-11-28T06:00:00Z',
    } satisfies Condonation);
  }),
];
