import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { collegeToday, type SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { ALLOTTED, RESIDENT_LIFE } from './hostel.handlers';
import hostelTexts from './hostel.i18n';
import { MyHostelPage } from './my-hostel.page';

addTranslations(hostelTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

/** The student (or parent) of Rohan Iyer, who holds bed B of room 105. */
async function render(role: string, language: 'en' | 'de' = 'en') {
  server.use(
    http.get('/api/hostel/me/application', () => HttpResponse.json({ application: ALLOTTED, gender: 'boys', roomTypes: [], blocks: [] })),
    http.get('/api/hostel/me/life', () => HttpResponse.json(RESIDENT_LIFE)),
  );
  storeSession({ token: 't', username: 'u', fullName: 'U', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Hostel Room']}>
        <MyHostelPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

/** A day `n` days after the college's today: as the API keeps it, and as typed (DD-MM-YYYY). */
function inDays(n: number) {
  const iso = new Date(Date.parse(`${collegeToday()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  return { iso, typed: iso.split('-').reverse().join('-') };
}

const posts = () => withBodies(requestsSent((r) => r.method === 'POST'));

describe('MyHostelPage: leave and room complaints', { timeout: 30_000 }, () => {
  it('lists the student’s requests with their status and the warden’s reason, and withdraws one waiting', async () => {
    const user = await render('ROLE_STUDENT');
    const leave = await screen.findByRole('region', { name: 'Leave and out-passes' });
    const table = within(leave).getByRole('table', { name: 'Your leave and out-pass requests' });
    const [waiting, refused] = within(table).getAllByRole('row').slice(1);
    for (const text of ['Leave', '18-12-2026 to 21-12-2026', 'Vijayawada', 'Waiting']) expect(waiting!.textContent).toContain(text);
    for (const text of ['Outing', '22-11-2026', 'Tenali', 'Refused', 'Exams begin the next day'])
      expect(refused!.textContent).toContain(text);
    expect(within(refused!).queryByRole('button')).toBeNull();

    await user.click(within(waiting!).getByRole('button', { name: 'Withdraw the request of 18-12-2026 to 21-12-2026' }));
    await screen.findByText('The request is withdrawn');
    expect(requestsSent((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/hostel/me/leave/41/cancel']);
  });

  it('asks for leave with the days, where to and why; what is missing is said first', async () => {
    const user = await render('ROLE_STUDENT');
    const form = await screen.findByRole('form', { name: 'Leave and out-passes' });
    await user.click(within(form).getByRole('button', { name: 'Ask' }));
    expect(await within(form).findByText('Going to is required')).toBeTruthy();
    expect(requestsSent((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /^Going to/ }), 'Vijayawada');
    const [from, until] = [inDays(10), inDays(12)];
    await user.type(within(form).getByRole('textbox', { name: /^From/ }), from.typed);
    await user.type(within(form).getByRole('textbox', { name: /^Until/ }), until.typed);
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Grandmother’s birthday');
    await user.click(within(form).getByRole('button', { name: 'Ask' }));
    await screen.findByText('Your request is sent to the warden');
    expect(await posts()).toEqual([
      {
        method: 'POST',
        path: '/api/hostel/me/leave',
        body: { kind: 'leave', fromDate: from.iso, toDate: until.iso, destination: 'Vijayawada', reason: 'Grandmother’s birthday' },
      },
    ]);
  });

  it('shows the server’s word when the days overlap a request', async () => {
    server.use(
      http.post('/api/hostel/me/leave', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: 'Rohan Iyer already asked for leave on some of these days (18-12-2026 to 21-12-2026)',
        }),
      ),
    );
    const user = await render('ROLE_STUDENT');
    const form = await screen.findByRole('form', { name: 'Leave and out-passes' });
    await user.click(within(form).getByRole('combobox', { name: /^Kind/ }));
    await user.click(screen.getByRole('option', { name: 'Outing' }));
    await user.type(within(form).getByRole('textbox', { name: /^Going to/ }), 'Guntur');
    await user.type(within(form).getByRole('textbox', { name: /^From/ }), inDays(3).typed);
    await user.type(within(form).getByRole('textbox', { name: /^Until/ }), inDays(3).typed);
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Buying books');
    await user.click(within(form).getByRole('button', { name: 'Ask' }));
    expect(
      await screen.findByText('Not saved: Rohan Iyer already asked for leave on some of these days (18-12-2026 to 21-12-2026)'),
    ).toBeTruthy();
  });

  it('reports what is wrong in the room and lists the room’s complaints', async () => {
    const user = await render('ROLE_STUDENT');
    const complaints = await screen.findByRole('region', { name: 'Room complaints' });
    const row = within(complaints).getByRole('table', { name: 'Complaints of your room' }).querySelectorAll('tbody tr')[0]!;
    for (const text of ['Plumbing', 'The tap leaks all night', 'Open']) expect(row.textContent).toContain(text);

    const form = within(complaints).getByRole('form', { name: 'Room complaints' });
    await user.click(within(form).getByRole('combobox', { name: /^Category/ }));
    await user.click(screen.getByRole('option', { name: 'Internet' }));
    await user.type(within(form).getByRole('textbox', { name: /^What is wrong/ }), 'The Wi-Fi drops every evening');
    await user.click(within(form).getByRole('button', { name: 'Report' }));
    await screen.findByText('Your complaint is recorded');
    expect(await posts()).toEqual([
      { method: 'POST', path: '/api/hostel/me/complaints', body: { category: 'internet', description: 'The Wi-Fi drops every evening' } },
    ]);
  });

  it('shows a parent the ward’s requests and complaints in German, with nothing to ask, report or withdraw', async () => {
    await render('ROLE_PARENT', 'de');
    const leave = await screen.findByRole('region', { name: 'Urlaub und Ausgänge' });
    expect(within(leave).getByRole('table', { name: 'Ihre Anträge auf Urlaub und Ausgang' }).textContent).toContain('Abgelehnt');
    expect(screen.getByRole('region', { name: 'Schadensmeldungen' }).textContent).toContain('Sanitär');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /zurückziehen/ })).toBeNull();
  });

  it('shows a student without a bed neither form', async () => {
    server.use(http.get('/api/hostel/me/life', () => HttpResponse.json({ ...RESIDENT_LIFE, resident: false, place: null })));
    storeSession({ token: 't', username: 'u', fullName: 'U', roles: ['ROLE_STUDENT'] } as unknown as SignInResponse, false);
    await renderWithApp(
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/app/Hostel Room']}>
          <MyHostelPage />
        </MemoryRouter>
      </SnackbarProvider>,
    );
    expect(await screen.findByText('Leave and room complaints are for students holding a bed.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Leave and out-passes' }).textContent).toContain('Tenali');
    expect(screen.queryByRole('form', { name: 'Leave and out-passes' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Room complaints' })).toBeNull();
  });
});
