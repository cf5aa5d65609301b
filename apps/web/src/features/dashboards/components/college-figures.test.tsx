import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CollegeDashboard, SignInResponse } from '@campus/shared';
import { addTranslations } from '../../../i18n';
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
afterEach(() => {
  cleanup();
  clearSession();
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
});
