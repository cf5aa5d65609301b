import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyAttendance, SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, server } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { MY_ATTENDANCE } from './my-attendance.handlers';
import { MyAttendancePage } from './my-attendance.page';
import myAttendanceTexts from './my-attendance.i18n';

addTranslations(myAttendanceTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

/** The window answers media queries as a screen of `width` px would (jsdom answers none). */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} };
  });
}

/** The attendance the server answers with: the demo's, changed by `change`. */
const answer = (change: Partial<MyAttendance>) =>
  server.use(http.get('/api/attendance/mine', () => HttpResponse.json({ ...MY_ATTENDANCE, ...change } satisfies MyAttendance)));

async function renderPage(role = 'ROLE_STUDENT', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'student', fullName: 'Aarav Reddy', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <MemoryRouter initialEntries={['/app/My Attendance']}>
      <MyAttendancePage />
    </MemoryRouter>,
    { language },
  );
}

const standing = () => screen.findByTestId('standing', {}, { timeout: 10_000 });
const subject = (code: string) => screen.getByTestId('subjects').querySelector<HTMLElement>(`[data-subject="${code}"]`)!;

describe('MyAttendancePage', { timeout: 30_000 }, () => {
  it('shows the student, the overall share against the required one, what may still be missed, and each subject', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'My attendance', level: 1 })).toBeTruthy();
    expect((await standing()).textContent).toBe('You may miss 12 more classes and stay at 75 %');
    expect(screen.getByTestId('student-name').textContent).toBe('Aarav Reddy');
    expect(screen.getByTestId('student-place').textContent).toBe('Roll number 24R11A0501 · B.Tech CSE 2024 A');
    expect(screen.getByTestId('overall').textContent).toBe('82.4 % — required 75 %');
    expect(screen.getByTestId('overall-classes').textContent).toBe('Attended 103 of 125 classes held');
    expect(screen.getByRole('progressbar', { name: 'Overall attendance' }).getAttribute('aria-valuenow')).toBe('82');

    const table = screen.getByRole('table', { name: 'Attendance by subject' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(4);
    expect(subject('22CS301').textContent).toContain('Data Structures');
    expect(subject('22CS301').textContent).toContain('40 / 44');
    expect(subject('22CS301').textContent).toContain('90.9 %');
    expect(subject('22CS301').textContent).not.toContain('Below');
    expect(subject('22CS301').dataset.below).toBe('false');
    // Computer Networks is below the required share: marked in words, not only by its colour.
    expect(subject('22CS303').dataset.below).toBe('true');
    expect(subject('22CS303').textContent).toContain('66.7 %Below 75 %');
    expect(screen.getByRole('progressbar', { name: '22CS303: 66.7 % attended' })).toBeTruthy();
  });

  it('warns a student between the two shares how many classes in a row bring them back, and that the shortage may be condoned', async () => {
    answer({ attended: 90, percent: 72, mayMiss: 0, toRecover: 15, standing: 'condonable' });
    await renderPage();
    const alert = await standing();
    expect(alert.textContent).toBe(
      'Below 75 %: attend the next 15 classes in a row to reach it again; between 65 % and 75 % the shortage may be condoned on payment of the condonation fee and the head of department’s approval',
    );
    expect(alert.className).toContain('Warning');
    expect(screen.getByTestId('overall').textContent).toBe('72 % — required 75 %');
  });

  it('tells a student below the condonable share that it cannot be condoned', async () => {
    answer({ attended: 75, percent: 60, mayMiss: 0, toRecover: 75, standing: 'short' });
    await renderPage();
    const alert = await standing();
    expect(alert.textContent).toBe(
      'Below 65 %: attend the next 75 classes in a row to reach 75 % again; below 65 % the shortage cannot be condoned, and you may be detained from the semester-end examinations',
    );
    expect(alert.className).toContain('Error');
  });

  it('says so before any class was held', async () => {
    answer({
      held: 0,
      attended: 0,
      percent: null,
      standing: null,
      mayMiss: 0,
      subjects: MY_ATTENDANCE.subjects.map((s) => ({ ...s, held: 0, attended: 0, percent: null })),
    });
    await renderPage();
    expect((await standing()).textContent).toContain('No classes held yet');
    expect(screen.queryByTestId('overall')).toBeNull();
    expect(subject('22CS301').textContent).toContain('No classes yet');
    expect(subject('22CS301').dataset.below).toBe('false');
  });

  it('words the same figures for a parent, about their child', async () => {
    await renderPage('ROLE_PARENT');
    expect((await standing()).textContent).toBe('Aarav Reddy may miss 12 more classes and stay at 75 %');
    expect(
      screen.getByText('The classes your child attended in each subject of this semester, against the share the college requires.'),
    ).toBeTruthy();
  });

  it('tells a parent what their child must do below the condonable share', async () => {
    answer({ attended: 75, percent: 60, mayMiss: 0, toRecover: 75, standing: 'short' });
    await renderPage('ROLE_PARENT');
    expect((await standing()).textContent).toBe(
      'Below 65 %: Aarav Reddy must attend the next 75 classes in a row to reach 75 % again; below 65 % the shortage cannot be condoned, and Aarav Reddy may be detained from the semester-end examinations',
    );
  });

  it('shows the server’s note when the sign-in names no student', async () => {
    server.use(
      http.get('/api/attendance/mine', () =>
        refusal(404, {
          code: 'NOT_FOUND',
          message: 'Your sign-in is not linked to a student: ask the office',
          key: 'attendance.noStudent',
        }),
      ),
    );
    await renderPage();
    const note = await screen.findByTestId('no-student', {}, { timeout: 10_000 });
    expect(note.textContent).toBe('Your sign-in is not linked to a student: ask the office');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('on a phone shows the subjects as cards, and speaks German', async () => {
    windowWidth(390);
    answer({ attended: 90, percent: 72.5, mayMiss: 0, toRecover: 15, standing: 'condonable' });
    await renderPage('ROLE_STUDENT', 'de');
    expect(await screen.findByRole('heading', { name: 'Meine Anwesenheit', level: 1 })).toBeTruthy();
    expect((await standing()).textContent).toContain('Unter 75 %: Besuchen Sie die nächsten 15 Stunden ohne Unterbrechung');
    expect(screen.getByTestId('overall').textContent).toBe('72,5 % — verlangt 75 %');
    const cards = screen.getByRole('list', { name: 'Anwesenheit nach Fach' });
    await waitFor(() => expect(cards.querySelector('[data-subject="22CS303"]')!.textContent).toContain('66,7 %Unter 75 %'));
  });
});
