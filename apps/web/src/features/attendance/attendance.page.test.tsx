import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collegeToday, type RegisterSave, type SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { registerOf } from './attendance.handlers';
import { AttendancePage } from './attendance.page';
import attendanceTexts from './attendance.i18n';
import { queuedSaves } from './register-queue';

addTranslations(attendanceTexts);

beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  clearSession();
  localStorage.clear();
  await switchLanguage('en');
});

/** The address the page keeps. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

async function renderPage({ language = 'en', path = '/app/Attendance' }: { language?: 'en' | 'de'; path?: string } = {}) {
  storeSession({ token: 't', username: 'rao', fullName: 'Dr. Rao', roles: ['ROLE_FACULTY'] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <AttendancePage />
        <Address />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;

const TODAY = collegeToday();
/** The card of a class, once the day's classes have come. */
const card = async (allocationId: number, period: number) => {
  await screen.findByRole('list', { name: /^Classes of/ }, { timeout: 10_000 });
  return document.querySelector<HTMLElement>(`[data-allocation="${allocationId}"][data-period="${period}"]`)!;
};

/** Opens a class's register from its card. */
async function openRegister(user: User, allocationId: number, period: number, heading: string) {
  await user.click(within(await card(allocationId, period)).getByRole('button'));
  return screen.findByRole('dialog', { name: heading });
}

const student = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name: new RegExp(name) });
const puts = () => requestsSent((r) => r.method === 'PUT' && r.path === '/api/attendance/register');

describe('AttendancePage', { timeout: 30_000 }, () => {
  it('lists the day’s classes with their registers’ states, and the registers not marked yet', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Attendance', level: 1 })).toBeTruthy();
    const first = await card(31, 1);
    expect(first.textContent).toContain('Period 1');
    expect(first.textContent).toContain('09:30–10:20');
    expect(first.textContent).toContain('22CS501Design and Analysis of Algorithms');
    expect(first.textContent).toContain('B.Tech CSE 2024 A');
    expect(first.textContent).toContain('Room 204');
    expect(within(first).getByTestId('class-state').textContent).toBe('Not marked');

    const lab = await card(32, 3);
    expect(lab.textContent).toContain('Lab batch 1');
    expect(within(lab).getByTestId('class-state').textContent).toBe('Marked: 1 absent of 3');
    expect((await card(41, 4)).textContent).toContain('Substitute for Ms. Iyer');
    // A class given to a substitute is shown, not opened.
    const given = await card(45, 2);
    expect(given.textContent).toContain('Given to Mr. Khan: they mark it');
    expect(within(given).queryByRole('button')).toBeNull();

    const pending = screen.getByRole('list', { name: 'Not marked yet' });
    const twoDaysBefore = new Date(Date.parse(`${TODAY}T12:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    const [y, m, d] = twoDaysBefore.split('-');
    expect(within(pending).getByRole('button').textContent).toBe(`${d}-${m}-${y} · Period 1 · B.Tech CSE 2024 A · 22CS501`);
    expect(requestsSent((r) => r.path === '/api/attendance/classes')[0]!.query).toEqual({ date: TODAY });
  });

  it('shows a closed day’s reason', async () => {
    await renderPage({ path: '/app/Attendance?day=2026-01-26' });
    expect((await screen.findByTestId('day-closed')).textContent).toBe('The college is closed on this day: Republic Day');
    expect(screen.getByTestId('day-heading').textContent).toBe('Monday, 26-01-2026');
  });

  it('marks two students absent and saves them in one request, the register in the address', async () => {
    const user = await renderPage();
    const dialog = await openRegister(user, 31, 1, '22CS501 Design and Analysis of Algorithms');
    expect(screen.getByTestId('address').textContent).toBe(`?allocationId=31&date=${TODAY}&period=1`);
    await within(dialog).findByText('Aarav Sharma');
    expect(within(dialog).getByTestId('register-count').textContent).toBe('0 absent of 5');
    expect(within(dialog).getByTestId('register-marked').textContent).toBe('Not marked yet: everyone is present until you tap a name.');

    await user.click(student(dialog, 'Bhavya Reddy'));
    await user.click(student(dialog, 'Divya Nair'));
    await user.click(student(dialog, 'Farhan Ali'));
    await user.click(student(dialog, 'Farhan Ali'));
    expect(student(dialog, 'Bhavya Reddy').getAttribute('aria-pressed')).toBe('true');
    expect(student(dialog, 'Bhavya Reddy').textContent).toContain('Absent');
    expect(student(dialog, 'Farhan Ali').getAttribute('aria-pressed')).toBe('false');
    expect(within(dialog).getByTestId('register-count').textContent).toBe('2 absent of 5');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Register of 22CS501 saved: 2 absent of 5')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('address').textContent).toBe('');

    const sent = await withBodies(requestsSent(writes));
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/attendance/register',
        body: {
          allocationId: 31,
          date: TODAY,
          period: 1,
          clientKey: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
          baseVersion: null,
          absent: [502, 504],
          reason: null,
        },
      },
    ]);
    // The day's classes are loaded again.
    await waitFor(() => expect(requestsSent((r) => r.path === '/api/attendance/classes').length).toBeGreaterThan(1));
  });

  it('corrects a marked register from its version, and Mark all present clears the marks', async () => {
    const user = await renderPage();
    const dialog = await openRegister(user, 32, 3, '22CS581 Compiler Design Lab');
    await within(dialog).findByText('Bhavya Reddy');
    expect(within(dialog).getByTestId('register-marked').textContent).toMatch(/^Marked by Dr\. Rao at \d{2}-\d{2}-\d{4}, 11:25 am$/);
    expect(within(dialog).getByTestId('register-count').textContent).toBe('1 absent of 3');
    await user.click(within(dialog).getByRole('button', { name: 'Mark all present' }));
    expect(within(dialog).getByTestId('register-count').textContent).toBe('0 absent of 3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Register of 22CS581 saved: 0 absent of 3')).toBeTruthy();
    const [put] = await withBodies(puts());
    expect(put!.body).toMatchObject({ allocationId: 32, period: 3, baseVersion: 2, absent: [] });
  });

  it('shows a register changed meanwhile in the server’s words and opens it again', async () => {
    const message = 'Ms. Iyer marked this register at 27-11-2026 10:15: open it again to see it and correct it';
    server.use(http.put('/api/attendance/register', () => refusal(409, { code: 'CONFLICT', message })));
    const user = await renderPage();
    const dialog = await openRegister(user, 31, 1, '22CS501 Design and Analysis of Algorithms');
    await user.click(await within(dialog).findByRole('button', { name: /Aarav Sharma/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByTestId('register-refused')).textContent).toContain(message);
    expect(screen.getByRole('dialog')).toBeTruthy();
    const loads = () => requestsSent((r) => r.path === '/api/attendance/register' && r.method === 'GET').length;
    expect(loads()).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Open it again' }));
    await waitFor(() => expect(loads()).toBe(2));
  });

  it('keeps a register saved without a connection on the phone and sends it once, with its key, when back online', async () => {
    server.use(http.put('/api/attendance/register', () => HttpResponse.error()));
    const user = await renderPage();
    const dialog = await openRegister(user, 31, 1, '22CS501 Design and Analysis of Algorithms');
    await user.click(await within(dialog).findByRole('button', { name: /Bhavya Reddy/ }));
    await user.click(student(dialog, 'Divya Nair'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^No connection: the register of 22CS501 is saved on this phone/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const kept = queuedSaves();
    expect(kept).toHaveLength(1);
    const clientKey = kept[0]!.save.clientKey;
    expect(kept[0]!.save).toEqual({
      allocationId: 31,
      date: TODAY,
      period: 1,
      clientKey,
      baseVersion: null,
      absent: [502, 504],
      reason: null,
    });
    expect(within(await card(31, 1)).getByTestId('class-state').textContent).toBe('Saved on this phone — will be sent when online');
    expect(screen.getByTestId('queue-count').textContent).toContain('1 register is saved on this phone');
    expect(puts()).toHaveLength(1);

    // The network is back.
    server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('1 register saved on this phone was sent')).toBeTruthy();
    await waitFor(() =>
      expect(within(document.querySelector<HTMLElement>('[data-allocation="31"]')!).getByTestId('class-state').textContent).toBe(
        'Not marked',
      ),
    );
    const resent = (await withBodies(puts())).slice(1);
    expect(resent).toEqual([{ method: 'PUT', path: '/api/attendance/register', body: kept[0]!.save as RegisterSave }]);
    expect(queuedSaves()).toEqual([]);
    expect(screen.queryByTestId('queue-count')).toBeNull();
  });

  it('shows a save kept on the phone that the server refused on its card', async () => {
    localStorage.setItem(
      `campus.attendance.queued:31:${TODAY}:1`,
      JSON.stringify({
        save: { allocationId: 31, date: TODAY, period: 1, clientKey: 'key-0000-0001', baseVersion: null, absent: [501], reason: null },
        owner: 'rao',
        label: null,
        queuedAt: new Date().toISOString(),
      }),
    );
    server.use(
      http.put('/api/attendance/register', () =>
        refusal(409, { code: 'CONFLICT', message: 'Ms. Iyer marked this register at 10:15: open it again to see it and correct it' }),
      ),
    );
    const user = await renderPage();
    const refused = await within(await card(31, 1)).findByTestId('class-refused');
    expect(refused.textContent).toContain('Not accepted: Ms. Iyer marked this register at 10:15');
    expect(queuedSaves()).toEqual([]);
    await user.click(within(refused).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('class-refused')).toBeNull());
  });

  it('shows a register that may no longer be corrected without Save, and asks the head for a reason', async () => {
    server.use(
      http.get('/api/attendance/register', ({ request }) => {
        const q = new URL(request.url).searchParams;
        const period = Number(q.get('period'));
        const allocationId = Number(q.get('allocationId'));
        return HttpResponse.json({
          ...registerOf(allocationId, q.get('date')!, period),
          editable: period !== 3,
          reasonNeeded: period !== 3,
        });
      }),
    );
    const user = await renderPage();
    const dialog = await openRegister(user, 32, 3, '22CS581 Compiler Design Lab');
    expect((await within(dialog).findByTestId('register-read-only')).textContent).toContain('can no longer be corrected by its teacher');
    expect(within(dialog).getByTestId('register-count').textContent).toBe('1 absent of 3');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Bhavya Reddy/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const head = await openRegister(user, 31, 1, '22CS501 Design and Analysis of Algorithms');
    await user.click(await within(head).findByRole('button', { name: /Aarav Sharma/ }));
    await user.click(within(head).getByRole('button', { name: 'Save' }));
    expect(await within(head).findByText('Give the reason for this correction')).toBeTruthy();
    expect(puts()).toEqual([]);
    await user.type(within(head).getByRole('textbox', { name: /Reason for the correction/ }), 'Medical certificate shown');
    await user.click(within(head).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(((await withBodies(puts()))[0]!.body as RegisterSave).reason).toBe('Medical certificate shown');
  });

  it('speaks German', async () => {
    await renderPage({ language: 'de' });
    expect(screen.getByRole('heading', { name: 'Anwesenheit', level: 1 })).toBeTruthy();
    const lab = await screen.findByText('Eingetragen: 1 von 3 abwesend', {}, { timeout: 10_000 });
    expect(lab).toBeTruthy();
    expect(screen.getByText('Noch nicht eingetragen')).toBeTruthy();
  });
});
