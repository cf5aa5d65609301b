import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CollegeDashboard, SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { clearSession, storeSession } from '../../../lib/session';
import { server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import dashboardTexts from '../dashboards.i18n';
import { CollegeFigures } from './college-figures';

const FIGURES: CollegeDashboard = {
  students: 2025,
  studentsByProgramme: [{ name: 'B.Tech', count: 2025 }],
  faculty: 120,
  academicYear: '2026-27',
  admissionsThisYear: 25,
  passRates: [],
  collectionsThisMonthPaise: 0,
  collectionsThisMonth: 0,
  alumni: { registered: 0, recorded: 0, working: 0, studying: 0 },
};

const signedInAs = (role: string) =>
  storeSession({ token: 't', username: 'someone', fullName: 'Some One', roles: [role] } as unknown as SignInResponse, false);

/** Where a figure's card leads: the link around its number. */
const linkOf = (testId: string) => screen.getByTestId(testId).closest('a')?.getAttribute('href');

let answer: CollegeDashboard;

addTranslations(dashboardTexts);

beforeEach(() => {
  answer = FIGURES;
  server.use(http.get('/api/dashboards/college', () => HttpResponse.json(answer)));
});
afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

describe("the college's figures", () => {
  it('lead the principal to the admissions register: the students, and this year’s admissions at its top', async () => {
    signedInAs('ROLE_PRINCIPAL');
    await renderWithApp(
      <MemoryRouter>
        <CollegeFigures titleKey="principal" />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('figure-students')).toHaveProperty('textContent', '2,025');
    const register = '/app/Admission/Admissions Register';
    expect(linkOf('figure-students')).toBe(register);
    expect(linkOf('figure-admissions-year')).toBe(register);
  });

  it('lead an office that may not read the register to the students by programme on the same page', async () => {
    signedInAs('ROLE_LIBRARY_INCHARGE');
    await renderWithApp(
      <MemoryRouter>
        <CollegeFigures titleKey="library" />
      </MemoryRouter>,
    );
    await screen.findByTestId('figure-students');
    expect(linkOf('figure-students')).toBe('#students-by-programme');
    expect(linkOf('figure-admissions-year')).toBe('#students-by-programme');
  });

  it("show the leadership the month's fees in all, and how much came online and at the counter", async () => {
    signedInAs('ROLE_PRINCIPAL');
    answer = {
      ...FIGURES,
      collectionsThisMonthPaise: 1_330_000,
      collectionsThisMonth: 10,
      collectionsThisMonthOnlinePaise: 200_000,
      collectionsThisMonthCounterPaise: 1_130_000,
    };
    await renderWithApp(
      <MemoryRouter>
        <CollegeFigures titleKey="principal" />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('figure-collections-month')).textContent).toBe('₹13,300.00');
    expect(screen.getByText('10 payments · Online ₹2,000.00 · at the counter ₹11,300.00')).toBeTruthy();
  });

  it('open the academics office’s page with the academic day, each figure leading to its screen', async () => {
    signedInAs('ROLE_ACADEMICS');
    answer = {
      ...FIGURES,
      academicDay: {
        date: '2026-12-07',
        closed: null,
        regulations: 2,
        subjects: 96,
        sections: 12,
        unallocated: 5,
        unscheduled: 3,
        classesToday: 64,
        markedToday: 41,
        unmarkedToday: 23,
      },
    };
    await renderWithApp(
      <MemoryRouter>
        <CollegeFigures titleKey="academics" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'The academic day' })).toBeTruthy();
    const figures: [string, string, string][] = [
      ['figure-regulations', '2', '/app/Academics/Curriculum'],
      ['figure-subjects', '96', '/app/Academics/Curriculum'],
      ['figure-sections', '12', '/app/Academics/Sections'],
      ['figure-unallocated', '5', '/app/Academics/Sections'],
      ['figure-unscheduled', '3', '/app/Academics/Timetable'],
      ['figure-classes-today', '64', '/app/Academics/Timetable'],
      ['figure-marked-today', '41', '/app/Academics/Attendance'],
      ['figure-unmarked-today', '23', '/app/Academics/Attendance'],
    ];
    expect(figures.map(([id]) => [id, screen.getByTestId(id).textContent, linkOf(id)])).toEqual(figures);
    expect(screen.getByText('07-12-2026')).toBeTruthy();
  });

  it('say on a closed day why there are no classes', async () => {
    signedInAs('ROLE_ACADEMICS');
    const day = { regulations: 1, subjects: 40, sections: 2, unallocated: 0, unscheduled: 0, markedToday: 0, unmarkedToday: 0 };
    answer = { ...FIGURES, academicDay: { ...day, date: '2026-12-06', closed: 'Sunday', classesToday: 0 } };
    const { unmount } = await renderWithApp(
      <MemoryRouter>
        <CollegeFigures titleKey="academics" />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('figure-classes-today')).textContent).toBe('0');
    expect(screen.getByText('College closed: Sunday')).toBeTruthy();
    unmount();
    answer = { ...FIGURES, academicDay: { ...day, date: '2026-01-26', closed: 'Republic Day', classesToday: 0 } };
    await renderWithApp(
      <MemoryRouter>
        <CollegeFigures titleKey="academics" />
      </MemoryRouter>,
      { language: 'de' },
    );
    expect(await screen.findByText('Hochschule geschlossen: Republic Day')).toBeTruthy();
  });

  it('show no academic day where the server sends none', async () => {
    signedInAs('ROLE_PRINCIPAL');
    await renderWithApp(
      <MemoryRouter>
        <CollegeFigures titleKey="principal" />
      </MemoryRouter>,
    );
    await screen.findByTestId('figure-students');
    expect(screen.queryByRole('heading', { name: 'The academic day' })).toBeNull();
  });
});
