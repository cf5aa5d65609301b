import { http, HttpResponse } from 'msw';
import type { MarksOverview } from '@campus/shared';

type OverviewClass = MarksOverview['classes'][number];

const theory = (more: Partial<OverviewClass> & Pick<OverviewClass, 'allocationId' | 'section' | 'code' | 'subject'>): OverviewClass => ({
  kind: 'theory',
  labBatch: null,
  faculty: 'Dr. K. Rao',
  students: 60,
  complete: 60,
  state: 'submitted',
  submittedAt: '2026-11-24 11:02:30+05:30',
  releasedAt: null,
  ...more,
});

/**
 * B.Tech 2024-2028 (batch 4), CSE (branch 11): section A's algorithms still open, its compiler lab
 * batch 1 and section B's networks submitted, section B's algorithms released. ECE has none.
 */
const MARKS_OVERVIEW: MarksOverview = {
  classes: [
    theory({
      allocationId: 31,
      section: 'B.Tech CSE 2024 A',
      code: '22CS501',
      subject: 'Design and Analysis of Algorithms',
      students: 5,
      complete: 2,
      state: 'open',
      submittedAt: null,
    }),
    theory({
      allocationId: 32,
      section: 'B.Tech CSE 2024 A',
      code: '22CS581',
      subject: 'Compiler Design Lab',
      kind: 'lab',
      labBatch: 1,
      students: 3,
      complete: 3,
    }),
    theory({
      allocationId: 41,
      section: 'B.Tech CSE 2024 B',
      code: '22CS501',
      subject: 'Design and Analysis of Algorithms',
      students: 2,
      complete: 2,
      submittedAt: '2026-11-18 10:05:00+05:30',
      releasedAt: '2026-11-25 09:00:00+05:30',
    }),
    theory({
      allocationId: 45,
      section: 'B.Tech CSE 2024 B',
      code: '22CS502',
      subject: 'Computer Networks',
      faculty: 'Ms. S. Priya',
      students: 58,
      complete: 58,
      submittedAt: '2026-11-26 15:40:00+05:30',
    }),
  ],
  open: 1,
  submitted: 2,
  released: 1,
};

/** The examination cell's overview of a batch, its release and its workbook. */
export const marksOverviewHandlers = [
  http.get('/api/internal-marks/overview', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const ece = q.get('branchId') === '12';
    return HttpResponse.json(
      q.get('batchId') === '4' && !ece ? MARKS_OVERVIEW : ({ classes: [], open: 0, submitted: 0, released: 0 } satisfies MarksOverview),
    );
  }),
  http.post('/api/internal-marks/release', async ({ request }) => {
    const { allocationIds } = (await request.json()) as { allocationIds: number[] };
    const count = String(allocationIds.length);
    return HttpResponse.json({
      message: `${count} classes’ marks were released to their students`,
      key: 'internalMarks.released',
      params: { count },
    });
  }),
  http.get(
    '/api/internal-marks/export',
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
  ),
];
