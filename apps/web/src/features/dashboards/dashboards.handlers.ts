import { http, HttpResponse } from 'msw';
import type { AccountsDashboard, CollegeDashboard, StudentDashboard } from '@campus/shared';

// Quiet days: a test that reads figures answers with its own (server.use).

const ACCOUNTS: AccountsDashboard = {
  from: '2026-10-29',
  to: '2026-11-27',
  totalPaise: 0,
  collections: 0,
  byDay: [],
  byFeeType: [],
  today: { from: '2026-11-27', totalPaise: 0, count: 0, byMode: [] },
  thisMonth: { from: '2026-11-01', totalPaise: 0, count: 0, byMode: [] },
  awaitingBank: { count: 0, amountPaise: 0 },
  openCounterDays: 0,
  openCounterDayList: [],
  pending: 0,
  flagged: 0,
  flaggedOrders: [],
};
const COLLEGE: CollegeDashboard = {
  students: 2000,
  studentsByProgramme: [{ name: 'B.Tech', count: 2000 }],
  faculty: 120,
  academicYear: '2026-27',
  admissionsThisYear: 0,
  passRates: [],
  alumni: { registered: 0, recorded: 0, working: 0, studying: 0 },
};

/** Aarav Reddy of B.Tech CSE 2024, in semester 5: no results or dues yet. */
const STUDENT: StudentDashboard = {
  student: { rollNumber: '24R11A0501', fullName: 'Aarav Reddy', course: 'B.Tech', batch: '2024-2028', branch: 'CSE', semester: 5 },
  results: [],
  duesPaise: 0,
  dues: 0,
  receipts: [],
};

export const dashboardsHandlers = [
  http.get('/api/dashboards/accounts', () => HttpResponse.json(ACCOUNTS)),
  http.get('/api/dashboards/college', () => HttpResponse.json(COLLEGE)),
  http.get('/api/dashboards/student', () => HttpResponse.json(STUDENT)),
];
