import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiError } from '@campus/shared';
import { admissionsHandlers } from '../features/admissions/admissions.handlers';
import { alumniHandlers } from '../features/alumni/alumni.handlers';
import { attendanceHandlers } from '../features/attendance/attendance.handlers';
import { authHandlers } from '../features/auth/auth.handlers';
import { dashboardsHandlers } from '../features/dashboards/dashboards.handlers';
import { facultyHandlers } from '../features/faculty/faculty.handlers';
import { libraryHandlers } from '../features/library/library.handlers';
import { notificationsHandlers } from '../features/notifications/notifications.handlers';
import { paymentsHandlers } from '../features/payments/payments.handlers';
import { resultsHandlers } from '../features/results/results.handlers';
import { settingsHandlers } from '../features/settings/settings.handlers';
import { busPassHandlers, transportHandlers } from '../features/transport/transport.handlers';
import { hostelHandlers } from '../features/hostel/hostel.handlers';
import { grievancesHandlers } from '../features/grievances/grievances.handlers';
import { placementsHandlers } from '../features/placements/placements.handlers';
import { curriculumHandlers } from '../features/curriculum/curriculum.handlers';
import { sectionsHandlers } from '../features/sections/sections.handlers';
import { timetableHandlers } from '../features/timetable/timetable.handlers';
import { myAttendanceHandlers } from '../features/my-attendance/my-attendance.handlers';
import { attendanceShortageHandlers } from '../features/attendance-shortage/attendance-shortage.handlers';
import { eligibilityHandlers } from '../features/eligibility/eligibility.handlers';
import { internalMarksHandlers } from '../features/internal-marks/internal-marks.handlers';
import { marksOverviewHandlers } from '../features/marks-overview/marks-overview.handlers';
import { myMarksHandlers } from '../features/my-marks/my-marks.handlers';
import { usersHandlers } from '../features/users/users.handlers';
import { collegeHandlers } from '../lib/college.handlers';
import { masterDataHandlers } from '../lib/master-data.handlers';

/**
 * The API as the component tests see it: Mock Service Worker answers every `/api/...` call with the
 * shared handlers of each feature (`features/<feature>/<feature>.handlers.ts`, `lib/*.handlers.ts`),
 * in the shapes of the shared schemas. A test answers one call its own way with
 * `server.use(http.post('/api/...', resolver))`; the setup file (`component-setup.ts`) puts the
 * shared handlers back after each test and fails a test whose call no handler answers.
 */
export const server = setupServer(
  ...authHandlers,
  ...usersHandlers,
  ...admissionsHandlers,
  ...alumniHandlers,
  ...dashboardsHandlers,
  ...facultyHandlers,
  ...libraryHandlers,
  ...notificationsHandlers,
  ...paymentsHandlers,
  ...resultsHandlers,
  ...settingsHandlers,
  ...transportHandlers,
  ...hostelHandlers,
  ...grievancesHandlers,
  ...placementsHandlers,
  ...curriculumHandlers,
  ...sectionsHandlers,
  ...timetableHandlers,
  ...attendanceHandlers,
  ...myAttendanceHandlers,
  ...attendanceShortageHandlers,
  ...eligibilityHandlers,
  ...internalMarksHandlers,
  ...marksOverviewHandlers,
  ...myMarksHandlers,
  ...busPassHandlers,
  ...collegeHandlers,
  ...masterDataHandlers,
);

/** A refusal as the server sends it: its status and the error body `{ message, code, key, params, field }`. */
export const refusal = (status: number, body: ApiError) => HttpResponse.json(body, { status });

/** A request the page sent: its method, path, query and body (read from a copy as it was sent). */
export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The body as sent: JSON parsed, a multipart form as FormData, none as undefined. */
  body: () => Promise<unknown>;
}

const sent: SentRequest[] = [];

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.includes('application/json') ? JSON.parse(text) : text;
}

// Every request is kept, its body read from a copy as it is sent (the handler reads its own).
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const read = bodyOf(request.clone());
  read.catch(() => {}); // A body that cannot be read fails the test that asks for it, not the run.
  sent.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: () => read });
});

/** Forgets the requests of the test that ended. */
export const forgetRequests = () => void sent.splice(0);

/** The requests of this test so far, in the order sent; those that `matches`, when given. */
export const requestsSent = (matches: (request: SentRequest) => boolean = () => true): SentRequest[] => sent.filter(matches);

/** Calls that change something: every method but GET. */
export const writes = (request: SentRequest) => request.method !== 'GET';

/** The requests with their bodies, to compare with what a screen should have sent. */
export const withBodies = (requests: SentRequest[]) =>
  Promise.all(requests.map(async ({ method, path, body }) => ({ method, path, body: await body() })));
