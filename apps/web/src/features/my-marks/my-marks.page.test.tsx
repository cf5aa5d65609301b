import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyMarks, SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, server } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { MY_MARKS } from './my-marks.handlers';
import { MyMarksPage } from './my-marks.page';
import myMarksTexts from './my-marks.i18n';

addTranslations(myMarksTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

/** The marks the server answers with: the demo's, changed by `change`. */
const answer = (change: Partial<MyMarks>) =>
  server.use(http.get('/api/internal-marks/mine', () => HttpResponse.json({ ...MY_MARKS, ...change } satisfies MyMarks)));

async function renderPage(role = 'ROLE_STUDENT', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'student', fullName: 'Aarav Reddy', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <MemoryRouter initialEntries={['/app/My Marks']}>
      <MyMarksPage />
    </MemoryRouter>,
    { language },
  );
}

const cards = () => screen.findByRole('list', { name: 'Internal marks by subject' }, { timeout: 10_000 });

describe('MyMarksPage', { timeout: 30_000 }, () => {
  it('shows a card per released subject with each component’s mark and the total, and the subjects not released yet', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'My internal marks', level: 1 })).toBeTruthy();
    const list = await cards();
    expect(screen.getByTestId('student-name').textContent).toBe('Aarav Reddy');
    const algorithms = list.querySelector<HTMLElement>('[data-subject="22CS501"]')!;
    expect(within(algorithms).getByRole('heading', { level: 3 }).textContent).toBe('22CS501Design and Analysis of Algorithms');
    expect(algorithms.querySelector('[data-component="Mid-term 1"]')!.textContent).toBe('Mid-term 112.5 / 16');
    expect(algorithms.querySelector('[data-component="Assignment"]')!.textContent).toBe('Assignment7 / 8');
    expect(within(algorithms).getByTestId('subject-total').textContent).toBe('33.5 / 40');
    expect(algorithms.textContent).toContain('Released on 25-11-2026');
    const lab = list.querySelector<HTMLElement>('[data-subject="22CS581"]')!;
    expect(lab.querySelector('[data-component="Viva"]')!.textContent).toBe('VivaAbsent');
    expect(within(lab).getByTestId('subject-total').textContent).toBe('18 / 40');

    const pending = screen.getByRole('list', { name: 'Not released yet' });
    expect([...pending.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['22CS502Computer Networks']);
  });

  it('says so when no marks are released yet', async () => {
    answer({ subjects: [], pending: [] });
    await renderPage('ROLE_PARENT');
    expect((await screen.findByTestId('no-marks', {}, { timeout: 10_000 })).textContent).toBe('No internal marks are released yet.');
    expect(screen.getByText(/Your child’s internal marks/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Not released yet' })).toBeNull();
  });

  it('tells a sign-in linked to no student to ask the office, without a retry', async () => {
    server.use(
      http.get('/api/internal-marks/mine', () =>
        refusal(404, {
          code: 'NOT_FOUND',
          message: 'Your sign-in is not linked to a student: ask the office',
          key: 'internalMarks.noStudent',
        }),
      ),
    );
    await renderPage();
    const note = await screen.findByTestId('no-student', {}, { timeout: 10_000 });
    expect(note.textContent).toBe('Your sign-in is not linked to a student: ask the office');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('speaks German', async () => {
    await renderPage('ROLE_STUDENT', 'de');
    expect(await screen.findByRole('heading', { name: 'Meine internen Noten', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Interne Noten nach Fach' }, { timeout: 10_000 });
    const algorithms = list.querySelector<HTMLElement>('[data-subject="22CS501"]')!;
    expect(algorithms.querySelector('[data-component="Mid-term 1"]')!.textContent).toBe('Mid-term 112,5 / 16');
    expect(list.querySelector('[data-component="Viva"]')!.textContent).toBe('VivaAbwesend');
    expect(screen.getByRole('list', { name: 'Noch nicht freigegeben' })).toBeTruthy();
  });
});
