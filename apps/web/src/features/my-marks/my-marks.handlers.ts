import { http, HttpResponse } from 'msw';
import type { MyMarks } from '@campus/shared';

/** Aarav Reddy of B.Tech CSE 2024 A: algorithms and the compiler lab released (absent in one viva), networks not yet. */
export const MY_MARKS: MyMarks = {
  student: { id: 501, rollNumber: '24R11A0501', fullName: 'Aarav Reddy' },
  subjects: [
    {
      code: '22CS501',
      name: 'Design and Analysis of Algorithms',
      internalMax: 40,
      components: [
        { name: 'Mid-term 1', maxMarks: 16, marks: 12.5 },
        { name: 'Mid-term 2', maxMarks: 16, marks: 14 },
        { name: 'Assignment', maxMarks: 8, marks: 7 },
      ],
      total: 33.5,
      releasedAt: '2026-11-25 09:00:00+05:30',
    },
    {
      code: '22CS581',
      name: 'Compiler Design Lab',
      internalMax: 40,
      components: [
        { name: 'Record', maxMarks: 20, marks: 18 },
        { name: 'Viva', maxMarks: 20, marks: 'AB' },
      ],
      total: 18,
      releasedAt: '2026-11-26 12:00:00+05:30',
    },
  ],
  pending: [{ code: '22CS502', name: 'Computer Networks' }],
};

/** The signed-in student's (or their parent's child's) released internal marks. */
export const myMarksHandlers = [http.get('/api/internal-marks/mine', () => HttpResponse.json(MY_MARKS))];
