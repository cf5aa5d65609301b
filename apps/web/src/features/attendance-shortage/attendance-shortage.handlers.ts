import { http, HttpResponse } from 'msw';
import type { AttendanceSettings, Shortage } from '@campus/shared';

/** The college's rules: 75 % required, condonable from 65 % for ₹500.00, registers corrected by their teacher up to 2 days after. */
const ATTENDANCE_SETTINGS = { requiredPercent: 75, condonablePercent: 65, correctionDays: 2, condonationFeePaise: 50_000 };

/** B.Tech CSE 2024 A (section 41 of the sections' handlers): three students below 75 %, one of them below 65 %; B (42): none. */
const SHORTAGE: Record<number, Shortage> = {
  41: {
    section: 'B.Tech CSE 2024 A',
    required: 75,
    condonable: 65,
    students: [
      { id: 503, rollNumber: '24R11A0503', fullName: 'Chaitanya Varma', held: 125, attended: 75, percent: 60, standing: 'short' },
      { id: 502, rollNumber: '24R11A0502', fullName: 'Bhavana Rao', held: 125, attended: 85, percent: 68, standing: 'condonable' },
      { id: 504, rollNumber: '24R11A0504', fullName: 'Deepika Nair', held: 125, attended: 90, percent: 72, standing: 'condonable' },
    ],
  },
  42: { section: 'B.Tech CSE 2024 B', required: 75, condonable: 65, students: [] },
};

/** Sections' shortage lists and the attendance rules. */
export const attendanceShortageHandlers = [
  http.get('/api/attendance/shortage', ({ request }) => {
    const sectionId = Number(new URL(request.url).searchParams.get('sectionId'));
    return HttpResponse.json(SHORTAGE[sectionId] ?? { section: `Section ${sectionId}`, required: 75, condonable: 65, students: [] });
  }),
  http.get('/api/attendance/settings', () => HttpResponse.json(ATTENDANCE_SETTINGS)),
  http.put('/api/attendance/settings', async ({ request }) =>
    HttpResponse.json({ ...ATTENDANCE_SETTINGS, ...((await request.json()) as AttendanceSettings) }),
  ),
];
