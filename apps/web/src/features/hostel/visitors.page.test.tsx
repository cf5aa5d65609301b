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
import { VisitorsPage } from './visitors.page';
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
      <MemoryRouter initialEntries={['/app/Hostel/Visitors']}>
        <VisitorsPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const table = () => screen.getByRole('table', { name: 'Visitors of the day' });

describe('VisitorsPage', { timeout: 30_000 }, () => {
  it('shows the day’s register with those still in and how many, and signs a visitor out', async () => {
    const user = await renderPage();
    expect((await screen.findByTestId('visitors-in-now')).textContent).toBe('1 visitor in now');
    expect(screen.getByTestId('visitors-total').textContent).toBe('02-12-2026 · 2 visits');
    const lakshmi = within(table()).getByText('Lakshmi Iyer').closest('tr')!;
    for (const text of ['Parent', 'Rohan Iyer', '22CS102', 'BH-1 · 105 · B', '9848012345', 'Bringing winter clothes', 'Still in'])
      expect(lakshmi.textContent).toContain(text);
    const arjun = within(table()).getByText('Arjun Nair').closest('tr')!;
    expect(arjun.textContent).toContain('Brother or sister');
    expect(within(arjun).queryByRole('button', { name: /^Signed out/ })).toBeNull();

    await user.click(within(lakshmi).getByRole('button', { name: 'Signed out: Lakshmi Iyer' }));
    await screen.findByText('Lakshmi Iyer signed out');
    expect(requestsSent((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/hostel/visitors/61/out']);
  });

  it('signs a visitor in with the student’s roll number, the relation and a phone as typed', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Visitor in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visitor in' });
    await user.click(within(dialog).getByRole('button', { name: 'Visitor in' }));
    expect(await within(dialog).findByText('Roll number is required')).toBeTruthy();
    expect(requestsSent((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Roll number of the student/ }), '22cs102');
    await user.type(within(dialog).getByRole('textbox', { name: /^Visitor’s name/ }), 'Ravi Iyer');
    await user.click(within(dialog).getByRole('combobox', { name: /^Relation/ }));
    await user.click(screen.getByRole('option', { name: 'Relative' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '+91 98480 11111');
    await user.click(within(dialog).getByRole('button', { name: 'Visitor in' }));
    await screen.findByText('Ravi Iyer signed in to see Rohan Iyer');
    expect(await withBodies(requestsSent((r) => r.method === 'POST'))).toEqual([
      {
        method: 'POST',
        path: '/api/hostel/visitors',
        body: { rollNumber: '22CS102', visitorName: 'Ravi Iyer', relation: 'relative', phone: '9848011111', purpose: null },
      },
    ]);
  });

  it('shows the server’s refusal of the roll number under it', async () => {
    server.use(
      http.post('/api/hostel/visitors', () =>
        refusal(409, { code: 'CONFLICT', message: 'Kiran Rao holds no hostel bed', field: 'rollNumber' }),
      ),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Visitor in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visitor in' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Roll number of the student/ }), '22CS103');
    await user.type(within(dialog).getByRole('textbox', { name: /^Visitor’s name/ }), 'Meena Rao');
    await user.click(within(dialog).getByRole('combobox', { name: /^Relation/ }));
    await user.click(screen.getByRole('option', { name: 'Parent' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '9848011111');
    await user.click(within(dialog).getByRole('button', { name: 'Visitor in' }));
    expect(await within(dialog).findByText('Kiran Rao holds no hostel bed')).toBeTruthy();
  });

  it('opens another day’s register, and shows a reader no way to sign in or out, in German', async () => {
    const user = await renderPage('ROLE_PRINCIPAL', 'de');
    expect((await screen.findByTestId('visitors-in-now')).textContent).toBe('1 Besuch jetzt im Haus');
    expect(screen.queryByRole('button', { name: 'Besuch eintragen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Abgemeldet/ })).toBeNull();
    const day = screen.getByRole('textbox', { name: 'Tag' });
    await user.clear(day);
    await user.type(day, '01-12-2026');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(await screen.findByText('An diesem Tag gab es keinen Besuch.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('visitors-in-now').textContent).toBe('0 Besuche jetzt im Haus'));
    expect(requestsSent((r) => r.path === '/api/hostel/visitors').at(-1)!.query.day).toBe('2026-12-01');
  });

  it('on a phone shows the register as cards, and Visitor in over the whole screen', async () => {
    windowWidth(390);
    const user = await renderPage();
    const cards = await screen.findByRole('list', { name: 'Visitors of the day' });
    await waitFor(() => expect(cards.querySelector('[data-roll="22CS102"]')).toBeTruthy());
    const card = cards.querySelector<HTMLElement>('[data-roll="22CS102"]')!;
    expect(card.textContent).toContain('Lakshmi Iyer');
    expect(within(card).getByRole('button', { name: 'Signed out: Lakshmi Iyer' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Visitor in' }));
    expect(screen.getByRole('dialog', { name: 'Visitor in' }).className).toContain('MuiDialog-paperFullScreen');
  });
});
