import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { ComplaintsPage } from './complaints.page';
import hostelTexts from './hostel.i18n';

addTranslations(hostelTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

async function renderPage(role = 'ROLE_HOSTEL_INCHARGE', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'hostel', fullName: 'H', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Hostel/Complaints']}>
        <ComplaintsPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const row = (key: string) => screen.getByRole('table', { name: 'Room complaints' }).querySelector<HTMLElement>(`[data-room="${key}"]`)!;

describe('ComplaintsPage', { timeout: 30_000 }, () => {
  it('lists the complaints with room, category, what is wrong and status, filters by status, and marks one in progress', async () => {
    const user = await renderPage();
    await waitFor(() => expect(screen.getByTestId('complaints-total').textContent).toBe('2 complaints'));
    const open = row('BH-1 105');
    for (const text of ['Room 105, BH-1', 'Plumbing', 'The tap leaks all night', 'Rohan Iyer (22CS102)', 'Open'])
      expect(open.textContent).toContain(text);
    expect(row('BH-1 G01').textContent).toContain('In progress');
    expect(within(row('BH-1 G01')).queryByRole('button', { name: /^In progress/ })).toBeNull();

    await user.click(within(open).getByRole('button', { name: 'In progress: room 105, BH-1' }));
    await screen.findByText('The complaint of room 105 is in progress');
    expect(await withBodies(requestsSent((r) => r.method === 'POST'))).toEqual([
      { method: 'POST', path: '/api/hostel/complaints/51/status', body: { status: 'inProgress' } },
    ]);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Open' }));
    await waitFor(() => expect(screen.getByTestId('complaints-total').textContent).toBe('1 complaint'));
    expect(requestsSent((r) => r.path === '/api/hostel/complaints').at(-1)!.query.status).toBe('open');
  });

  it('resolves only with what was done, and shows the server’s word when it refuses', async () => {
    server.use(
      http.post('/api/hostel/complaints/:id/status', () =>
        refusal(409, { code: 'CONFLICT', message: 'The complaint is resolved already' }),
      ),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Resolved: room G01, BH-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the complaint of room G01, BH-1' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolved' }));
    expect(await within(dialog).findByText('Say what was done to resolve the complaint')).toBeTruthy();
    expect(requestsSent((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^What was done/ }), 'Capacitor of the fan replaced');
    await user.click(within(dialog).getByRole('button', { name: 'Resolved' }));
    await screen.findByText('Not saved: The complaint is resolved already');
    expect(await withBodies(requestsSent((r) => r.method === 'POST'))).toEqual([
      { method: 'POST', path: '/api/hostel/complaints/52/status', body: { status: 'resolved', note: 'Capacitor of the fan replaced' } },
    ]);
  });

  it('records a complaint of a room chosen by block, with its category and what is wrong', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Record a complaint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a complaint' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('What is wrong is required')).toBeTruthy();
    expect(within(dialog).getByText('Room is required')).toBeTruthy();

    await user.click(within(dialog).getByRole('combobox', { name: 'Block' }));
    await user.click(await screen.findByRole('option', { name: 'BH-1 · Godavari' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Room/ }));
    await user.click(await screen.findByRole('option', { name: 'G01' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Category/ }));
    await user.click(screen.getByRole('option', { name: 'Electrical' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^What is wrong/ }), 'The switchboard sparks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Complaint of room G01 recorded');
    expect(await withBodies(requestsSent((r) => r.method === 'POST'))).toEqual([
      {
        method: 'POST',
        path: '/api/hostel/complaints',
        body: { roomId: 2, category: 'electrical', description: 'The switchboard sparks' },
      },
    ]);
  });

  it('shows a reader the complaints in German, with nothing to change', async () => {
    await renderPage('ROLE_PRINCIPAL', 'de');
    await waitFor(() => expect(screen.getByTestId('complaints-total').textContent).toBe('2 Meldungen'));
    const open = screen.getByRole('table', { name: 'Schadensmeldungen der Zimmer' }).querySelector('[data-room="BH-1 105"]')!;
    expect(open.textContent).toContain('Sanitär');
    expect(open.textContent).toContain('Offen');
    expect(screen.queryByRole('button', { name: 'Meldung erfassen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Erledigt/ })).toBeNull();
  });
});
