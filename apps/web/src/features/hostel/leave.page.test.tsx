import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import hostelTexts from './hostel.i18n';
import { LeavePage } from './leave.page';
import { windowWidth } from '../../test/window-width';

addTranslations(hostelTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

async function renderPage(role = 'ROLE_HOSTEL_INCHARGE', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'hostel', fullName: 'H', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Hostel/Leave']}>
        <LeavePage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const listed = () => requestsSent((r) => r.path === '/api/hostel/leave');

describe('LeavePage', { timeout: 30_000 }, () => {
  it('opens on the requests waiting, each with the student, room, kind, days, destination and reason, and approves one', async () => {
    const user = await renderPage();
    const table = await screen.findByRole('table', { name: 'Leave and out-pass requests' });
    expect(screen.getByTestId('leave-total').textContent).toBe('1 request');
    expect(listed()[0]!.query.status).toBe('pending');
    const row = within(table).getByText('Rohan Iyer').closest('tr')!;
    for (const text of [
      '22CS102',
      'BH-1 · 105 · B',
      'Leave',
      '18-12-2026 to 21-12-2026',
      'Vijayawada',
      'Sister’s wedding at home',
      'Waiting',
    ])
      expect(row.textContent).toContain(text);

    await user.click(within(row).getByRole('button', { name: 'Approve: Rohan Iyer' }));
    await screen.findByText('The request of Rohan Iyer is approved');
    expect(await withBodies(requestsSent((r) => r.method === 'POST'))).toEqual([
      { method: 'POST', path: '/api/hostel/leave/41/decision', body: { decision: 'approved' } },
    ]);
  });

  it('asks every status and the day away once Find is pressed', async () => {
    const user = await renderPage();
    await screen.findByRole('table', { name: 'Leave and out-pass requests' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(screen.getByTestId('leave-total').textContent).toBe('2 requests'));
    expect(screen.getByText('Diya Nair').closest('tr')!.textContent).toContain('Approved');
    await user.type(screen.getByRole('textbox', { name: 'Away on' }), '05-12-2026');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(listed().at(-1)!.query).toEqual({ on: '2026-12-05', page: '1', size: '25' }));
  });

  it('refuses only with a note, and shows the server’s word when it refuses', async () => {
    server.use(
      http.post('/api/hostel/leave/:id/decision', () => refusal(409, { code: 'CONFLICT', message: 'The request was cancelled already' })),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Refuse: Rohan Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the request of Rohan Iyer' });
    expect(within(dialog).getByText('Leave, 18-12-2026 to 21-12-2026, to Vijayawada. The student is told why.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Say why the request is refused')).toBeTruthy();
    expect(requestsSent((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Why it is refused/ }), 'Exams that week');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await screen.findByText('Not saved: The request was cancelled already');
    expect(await withBodies(requestsSent((r) => r.method === 'POST'))).toEqual([
      { method: 'POST', path: '/api/hostel/leave/41/decision', body: { decision: 'refused', note: 'Exams that week' } },
    ]);
  });

  it('shows a reader the requests in German, with nothing to decide', async () => {
    await renderPage('ROLE_PRINCIPAL', 'de');
    const table = await screen.findByRole('table', { name: 'Anträge auf Urlaub und Ausgang' });
    const row = within(table).getByText('Rohan Iyer').closest('tr')!;
    expect(row.textContent).toContain('Urlaub');
    expect(row.textContent).toContain('18-12-2026 bis 21-12-2026');
    expect(row.textContent).toContain('Offen');
    expect(screen.queryByRole('button', { name: /^Genehmigen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ablehnen/ })).toBeNull();
  });

  it('on a phone shows the requests as cards with Approve and Refuse', async () => {
    windowWidth(390);
    await renderPage();
    const cards = await screen.findByRole('list', { name: 'Leave and out-pass requests' });
    await waitFor(() => expect(cards.querySelector('[data-roll="22CS102"]')).toBeTruthy());
    const card = cards.querySelector<HTMLElement>('[data-roll="22CS102"]')!;
    expect(card.textContent).toContain('18-12-2026 to 21-12-2026');
    expect(within(card).getByRole('button', { name: 'Approve: Rohan Iyer' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Refuse: Rohan Iyer' })).toBeTruthy();
  });
});
