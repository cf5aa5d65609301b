import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClassesOfDay, ClassOfDay, FacultyProfile, HodDashboard, MarkClasses, SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { requestsSent, server } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { FacultyDashboardPage } from './faculty-dashboard.page';
import facultyTexts from './faculty.i18n';
import { HodDashboardPage } from './hod-dashboard.page';

addTranslations(facultyTexts);

const TODAY = '2026-12-07';
const SECTION_A = 'B.Tech CSE 2024 A';

const cls = (over: Partial<ClassOfDay>): ClassOfDay => ({
  slotId: 101,
  allocationId: 31,
  period: 1,
  startsAt: '09:30',
  endsAt: '10:20',
  section: SECTION_A,
  code: '22CS501',
  subject: 'Design and Analysis of Algorithms',
  kind: 'theory',
  labBatch: null,
  room: '204',
  substituteFor: null,
  givenTo: null,
  students: 60,
  absent: null,
  registerId: null,
  ...over,
});

/** Dr. Rao's Monday: algorithms not marked, the lab marked with two absent, networks given to Mr. Khan; four registers of earlier days open. */
const DAY: ClassesOfDay = {
  date: TODAY,
  closed: null,
  classes: [
    cls({}),
    cls({ slotId: 104, allocationId: 45, period: 2, code: '22CS502', subject: 'Computer Networks', givenTo: 'Mr. Khan', room: '205' }),
    cls({
      slotId: 102,
      allocationId: 32,
      period: 3,
      code: '22CS581',
      subject: 'Compiler Design Lab',
      kind: 'lab',
      labBatch: 1,
      room: 'CS Lab 2',
      students: 30,
      absent: 2,
      registerId: 900,
    }),
  ],
  pending: [
    { date: '2026-12-05', period: 1, allocationId: 31, section: SECTION_A, code: '22CS501' },
    { date: '2026-12-04', period: 3, allocationId: 32, section: SECTION_A, code: '22CS581' },
    { date: '2026-12-03', period: 1, allocationId: 31, section: SECTION_A, code: '22CS501' },
    { date: '2026-12-02', period: 1, allocationId: 31, section: SECTION_A, code: '22CS501' },
  ],
};

const PROFILE: FacultyProfile = {
  userName: 'faculty',
  fullName: 'Dr. K. Rao',
  email: 'rao@example.in',
  empCode: 'F001',
  designation: 'Professor',
  department: 'CSE',
  departmentName: 'Computer Science and Engineering',
  publications: 0,
  citations: 0,
  scopus: 0,
  mous: 0,
  awards: 0,
};

const HOD: HodDashboard = {
  department: { code: 'CSE', name: 'Computer Science and Engineering' },
  students: 240,
  faculty: 18,
  achievements: 0,
  studentsByBranch: [],
  passPercentage: null,
  recentAchievements: [],
};

let day: ClassesOfDay;

beforeEach(() => {
  day = DAY;
  server.use(
    http.get('/api/attendance/classes', () => HttpResponse.json(day)),
    http.get('/api/facultydb/getallprofiledata', () => HttpResponse.json(PROFILE)),
    // The profile card's counts (publications, citations…): none.
    http.get('/api/facultydb/:count', () => HttpResponse.json(0)),
    http.get('/api/faculty/hod-dashboard', () => HttpResponse.json(HOD)),
  );
});
afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

const signedInAs = (role: string) =>
  storeSession({ token: 't', username: 'faculty', fullName: 'Dr. K. Rao', roles: [role] } as unknown as SignInResponse, false);

const panel = async (id: string) => {
  await screen.findByRole('heading', { level: 2, name: id === 'todays-classes' ? "Today's classes" : 'Internal marks' });
  return document.getElementById(id)!;
};

async function renderFaculty(language: 'en' | 'de' = 'en') {
  signedInAs('ROLE_FACULTY');
  return renderWithApp(
    <MemoryRouter>
      <FacultyDashboardPage />
    </MemoryRouter>,
    { language },
  );
}

describe("the faculty member's landing page", () => {
  it("lists today's classes with their registers' states, each opening its register", async () => {
    await renderFaculty();
    const today = await panel('todays-classes');
    const items = await within(today).findAllByTestId('todays-class');
    expect(items.map((i) => within(i).getByTestId('class-state').textContent)).toEqual(['Not marked', 'Given to Mr. Khan', '2 absent']);
    expect(items[0]!.textContent).toContain('Period 1 · 09:30–10:20 · 22CS501 Design and Analysis of Algorithms');
    expect(items[2]!.textContent).toContain(`${SECTION_A} · Lab batch 1 · Room CS Lab 2`);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(`/app/Attendance?allocationId=31&date=${TODAY}&period=1`);
    expect(within(items[2]!).getByRole('link').getAttribute('href')).toBe(`/app/Attendance?allocationId=32&date=${TODAY}&period=3`);
    // A class given to a substitute is theirs to mark.
    expect(within(items[1]!).queryByRole('link')).toBeNull();
  });

  it('counts the registers of earlier days still open and links the first few', async () => {
    await renderFaculty();
    const today = await panel('todays-classes');
    expect((await within(today).findByTestId('pending-count')).textContent).toBe('4 registers of earlier days not marked');
    const pending = within(today).getByRole('list', { name: 'Registers of earlier days not marked' });
    expect(
      within(pending)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      [`05-12-2026, period 1: ${SECTION_A} · 22CS501`, '/app/Attendance?allocationId=31&date=2026-12-05&period=1'],
      [`04-12-2026, period 3: ${SECTION_A} · 22CS581`, '/app/Attendance?allocationId=32&date=2026-12-04&period=3'],
      [`03-12-2026, period 1: ${SECTION_A} · 22CS501`, '/app/Attendance?allocationId=31&date=2026-12-03&period=1'],
    ]);
    expect(within(today).getByRole('link', { name: 'See all 4 on the Attendance screen' }).getAttribute('href')).toBe('/app/Attendance');
  });

  it('lists the classes whose internal marks are still open, with how many students are complete', async () => {
    await renderFaculty();
    const marks = await panel('open-marks');
    const open = await within(marks).findAllByTestId('open-marks-class');
    expect(open).toHaveLength(1);
    expect(within(open[0]!).getByTestId('marks-complete').textContent).toBe('2 of 5 students complete');
    expect(within(open[0]!).getByRole('link').getAttribute('href')).toBe('/app/Internal Marks?class=31');
    expect(within(marks).getByRole('link', { name: 'Internal Marks' }).getAttribute('href')).toBe('/app/Internal Marks');
  });

  it('says in words when there is no class today and every register is marked', async () => {
    day = { ...DAY, classes: [], pending: [] };
    server.use(http.get('/api/internal-marks/classes', () => HttpResponse.json({ classes: [] } satisfies MarkClasses)));
    await renderFaculty();
    const today = await panel('todays-classes');
    expect((await within(today).findByTestId('no-classes')).textContent).toBe('No classes today');
    expect(within(today).getByTestId('pending-none').textContent).toBe('Every register is marked');
    expect((await within(await panel('open-marks')).findByTestId('marks-none')).textContent).toBe(
      'No classes with internal marks are assigned to you.',
    );
  });

  it('says why on a closed day, and that earlier registers are marked while today’s are not', async () => {
    day = { ...DAY, closed: 'Sunday', classes: [], pending: [] };
    const { unmount } = await renderFaculty();
    expect((await screen.findByTestId('no-classes')).textContent).toBe('No classes today: it is Sunday');
    unmount();
    day = { ...DAY, pending: [] };
    await renderFaculty('de');
    expect((await screen.findByTestId('pending-none')).textContent).toBe('Jede Anwesenheitsliste der vergangenen Tage ist erfasst');
    expect((await screen.findAllByTestId('class-state'))[0]!.textContent).toBe('Nicht erfasst');
  });

  it('says when every class’s marks are submitted', async () => {
    server.use(
      http.get('/api/internal-marks/classes', () =>
        HttpResponse.json({
          classes: [
            {
              allocationId: 32,
              section: SECTION_A,
              code: '22CS581',
              subject: 'Compiler Design Lab',
              kind: 'lab',
              labBatch: 1,
              students: 3,
              complete: 3,
              state: 'submitted',
              releasedAt: null,
            },
          ],
        } satisfies MarkClasses),
      ),
    );
    await renderFaculty();
    expect((await within(await panel('open-marks')).findByTestId('marks-none')).textContent).toBe(
      "Every class's internal marks are submitted.",
    );
  });
});

describe("the head of department's landing page", () => {
  it('opens with their own classes of today and open marks, above the department', async () => {
    signedInAs('ROLE_HOD');
    await renderWithApp(
      <MemoryRouter>
        <HodDashboardPage />
      </MemoryRouter>,
    );
    const today = await panel('todays-classes');
    expect(await within(today).findAllByTestId('todays-class')).toHaveLength(3);
    expect(await within(await panel('open-marks')).findAllByTestId('open-marks-class')).toHaveLength(1);
    const department = await screen.findByTestId('hod-students');
    expect(today.compareDocumentPosition(department) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws nothing below its heading until the teaching day has answered too, so that nothing moves as answers arrive', async () => {
    let answerClasses = () => undefined as void;
    const classesHeld = new Promise<void>((resolve) => (answerClasses = resolve));
    server.use(
      http.get('/api/attendance/classes', async () => {
        await classesHeld;
        return HttpResponse.json(day);
      }),
    );
    signedInAs('ROLE_HOD');
    await renderWithApp(
      <MemoryRouter>
        <HodDashboardPage />
      </MemoryRouter>,
    );
    // The department has answered (its name is under the heading); its figures wait for the day.
    expect((await screen.findByTestId('hod-department')).textContent).toBe(`${HOD.department.code} · ${HOD.department.name}`);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByTestId('hod-students')).toBeNull();
    expect(screen.queryByRole('heading', { name: "Today's classes" })).toBeNull();
    answerClasses();
    expect(await within(await panel('todays-classes')).findAllByTestId('todays-class')).toHaveLength(3);
    expect(screen.getByTestId('hod-students')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the department and the day’s refusal, and stays shown, for a head not linked to a faculty member', async () => {
    const notFaculty = 'Your sign-in is not linked to a faculty member: ask the office';
    server.use(
      http.get('/api/attendance/classes', () =>
        HttpResponse.json({ message: notFaculty, key: 'timetable.notFaculty', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    signedInAs('ROLE_HOD');
    await renderWithApp(
      <MemoryRouter>
        <HodDashboardPage />
      </MemoryRouter>,
    );
    expect((await within(await panel('todays-classes')).findByRole('alert')).textContent).toBe(notFaculty);
    expect(screen.getByTestId('hod-students')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows neither to one who neither marks attendance nor enters marks', async () => {
    signedInAs('ROLE_DEAN');
    await renderWithApp(
      <MemoryRouter>
        <HodDashboardPage />
      </MemoryRouter>,
    );
    await screen.findByTestId('hod-students');
    expect(screen.queryByRole('heading', { name: "Today's classes" })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Internal marks' })).toBeNull();
    expect(requestsSent((r) => r.path === '/api/attendance/classes' || r.path === '/api/internal-marks/classes')).toEqual([]);
  });
});
