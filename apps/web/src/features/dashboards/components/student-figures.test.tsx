import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Clearance, Member, MyAttendance, SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { clearSession, storeSession } from '../../../lib/session';
import { refusal, server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import dashboardTexts from '../dashboards.i18n';
import { StudentFigures } from './student-figures';

addTranslations(dashboardTexts);

/** The student borrows nothing from the library. */
const READER: Member = {
  kind: 'student',
  id: 501,
  barcode: '24R11A0501',
  name: 'Aarav Reddy',
  programme: null,
  hasPhoto: false,
  loans: [],
  charges: [],
  owedPaise: 0,
  refusals: [],
  holds: [],
};

const CLEARED: Clearance = {
  kind: 'student',
  barcode: READER.barcode,
  name: READER.name,
  programme: null,
  asOf: '2026-12-01',
  cleared: true,
  onLoan: 0,
  owedPaise: 0,
  reasons: [],
};

beforeEach(() =>
  server.use(
    http.get('/api/library/me', () => HttpResponse.json(READER)),
    http.get('/api/library/me/clearance', () => HttpResponse.json(CLEARED)),
  ),
);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

const signedInAs = (role: string) =>
  storeSession({ token: 't', username: 'someone', fullName: 'Some One', roles: [role] } as unknown as SignInResponse, false);

/** A section of the landing page, found by its title. */
const sectionOf = async (title: string) => (await screen.findByRole('heading', { name: title, level: 2 })).closest('div')!;
const hrefOf = (scope: HTMLElement, name: string) => within(scope).getByRole('link', { name }).getAttribute('href');

async function renderLanding(role: string, language: 'en' | 'de' = 'en') {
  signedInAs(role);
  return renderWithApp(
    <MemoryRouter>
      <StudentFigures />
    </MemoryRouter>,
    { language },
  );
}

describe("the student's landing page", () => {
  it('shows the overall attendance against the required share, what it means, and leads to My Attendance', async () => {
    await renderLanding('ROLE_STUDENT');
    const card = await sectionOf('Attendance');
    expect((await within(card).findByTestId('my-attendance-percent')).textContent).toMatch(/^82\.4\s%$/);
    expect(within(card).getByTestId('my-attendance-classes').textContent).toMatch(/^103 of 125 classes attended · required 75\s%$/);
    expect(within(card).getByTestId('my-attendance-standing').textContent).toMatch(/^You may miss 12 more classes and stay at 75\s%\.$/);
    expect(hrefOf(card, 'My Attendance')).toBe('/app/My Attendance');
  });

  it('shows the internal marks released with their totals, how many are still to come, and leads to My Marks', async () => {
    await renderLanding('ROLE_STUDENT');
    const card = await sectionOf('Internal marks');
    const subjects = await within(card).findAllByTestId('my-marks-subject');
    expect(subjects.map((s) => s.textContent)).toEqual([
      '22CS501 Design and Analysis of Algorithms33.5 / 40',
      '22CS581 Compiler Design Lab18 / 40',
    ]);
    expect(within(card).getByTestId('my-marks-pending').textContent).toBe('1 subject still to be released');
    expect(hrefOf(card, 'My Marks')).toBe('/app/My Marks');
  });

  it('says quietly that the student is not in a section yet, rather than a failure', async () => {
    const noSection = () => refusal(404, { code: 'NOT_FOUND', message: 'You are not in a section', key: 'attendance.noSection' });
    server.use(http.get('/api/attendance/mine', noSection), http.get('/api/internal-marks/mine', noSection));
    await renderLanding('ROLE_STUDENT');
    const quiet = 'You are not placed in a section yet: your attendance and internal marks show here once you are.';
    expect(await within(await sectionOf('Attendance')).findByText(quiet)).toBeTruthy();
    expect(await within(await sectionOf('Internal marks')).findByText(quiet)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('You are not in a section')).toBeNull();
  });

  it('tells a student below the required share how many classes in a row bring them back', async () => {
    server.use(
      http.get('/api/attendance/mine', () =>
        HttpResponse.json({
          student: { id: 501, rollNumber: '24R11A0501', fullName: 'Aarav Reddy', section: 'B.Tech CSE 2024 A' },
          required: 75,
          condonable: 65,
          subjects: [],
          held: 40,
          attended: 28,
          percent: 70,
          mayMiss: 0,
          toRecover: 8,
          standing: 'condonable',
          condonationFeePaise: 50_000,
          condonation: null,
        } satisfies MyAttendance),
      ),
    );
    await renderLanding('ROLE_STUDENT');
    expect((await screen.findByTestId('my-attendance-standing')).textContent).toMatch(
      /^Below 75\s%: attend the next 8 classes in a row to reach it again\. Between 65\s% and 75\s% the shortage may be condoned\.$/,
    );
  });
});

describe("the parent's landing page", () => {
  it("speaks of their child's attendance, and shows the child's internal marks", async () => {
    await renderLanding('ROLE_PARENT');
    expect((await screen.findByTestId('my-attendance-standing')).textContent).toMatch(
      /^Aarav Reddy may miss 12 more classes and stay at 75\s%\.$/,
    );
    expect(await screen.findAllByTestId('my-marks-subject')).toHaveLength(2);
  });

  it('is written in German too', async () => {
    await renderLanding('ROLE_PARENT', 'de');
    expect((await screen.findByTestId('my-attendance-standing')).textContent).toMatch(
      /^Aarav Reddy darf noch 12 Stunden fehlen und bleibt bei 75\s%\.$/,
    );
    expect((await screen.findByTestId('my-marks-pending')).textContent).toBe('1 Fach noch nicht freigegeben');
  });
});
