import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { BusPassVerifyPage } from './bus-pass-verify.page';
import { MyBusPassPage } from './my-bus-pass.page';
import { PassesPage } from './passes.page';
import { PASS } from './transport.handlers';
import transportTexts from './transport.i18n';

addTranslations(transportTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

async function render(role: string, path: string, element: React.ReactNode, language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'u', fullName: 'U', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

describe('MyBusPassPage', { timeout: 30_000 }, () => {
  it('offers the routes with their seats, then the chosen route’s stops with their fares, and applies for the stop chosen', async () => {
    const user = await render('ROLE_STUDENT', '/app/Bus Pass', <MyBusPassPage />);
    await user.click(await screen.findByRole('combobox', { name: 'Route' }));
    await user.click(screen.getByRole('option', { name: 'R-01 · Kukatpally – College — 3 seats free' }));
    await user.click(screen.getByRole('combobox', { name: 'Stop' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Kukatpally 07:05 · ₹16,000.00',
      'Miyapur 07:20 · ₹16,000.00',
    ]);
    await user.click(screen.getByRole('option', { name: /^Miyapur/ }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Applied: Seat given');
    expect(await withBodies(requestsSent((r) => r.method === 'POST'))).toEqual([
      { method: 'POST', path: '/api/transport/me/pass', body: { stopId: 2 } },
    ]);
  });

  it('shows a pass with its fee due, a way to Pay Fees, and no download until paid', async () => {
    server.use(
      http.get('/api/transport/me/pass', () =>
        HttpResponse.json({
          pass: PASS,
          settings: { applicationsOpen: true, validUntil: '2027-05-31' },
          routes: [],
        }),
      ),
    );
    await render('ROLE_PARENT', '/app/Bus Pass', <MyBusPassPage />, 'de');
    expect(await screen.findByText('Sie haben einen Platz auf der Linie R-01.')).toBeTruthy();
    expect(screen.getByText('Bezahlen Sie 4.000,00 ₹ unter „Gebühren zahlen“, um Ihren Ausweis zu drucken.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unter „Gebühren zahlen“ bezahlen' }).getAttribute('href')).toBe('/app/Fees/Pay Fees');
    expect(screen.queryByRole('button', { name: 'Busausweis herunterladen' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Busausweis beantragen' })).toBeNull();
  });
});

describe('PassesPage', { timeout: 30_000 }, () => {
  it('lists each pass with its status and what is due, filters by status in the request, and cancels with a reason', async () => {
    const user = await render('ROLE_TRANSPORTATION_INCHARGE', '/app/Transport/Bus Passes', <PassesPage />);
    const table = await screen.findByRole('table', { name: 'Bus passes' });
    const seated = within(table).getByText('Aarav Sharma').closest('tr')!;
    expect(seated!.textContent).toContain('Seat given');
    expect(seated!.textContent).toContain('₹4,000.00 due');
    expect(within(table).getByText('Diya Reddy').closest('tr')!.textContent).toContain('Waiting, number 1');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Waiting' }));
    await waitFor(() => expect(requestsSent((r) => r.path === '/api/transport/passes' && r.query.status === 'waiting')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Cancel pass of Aarav Sharma' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the bus pass of Aarav Sharma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel pass' }));
    expect(await within(dialog).findByText('Say in at least 5 characters why the pass is cancelled')).toBeTruthy();
    expect(requestsSent((r) => r.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Left the college');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel pass' }));
    await screen.findByText('The bus pass of Aarav Sharma is cancelled');
    expect(await withBodies(requestsSent((r) => r.method === 'POST'))).toEqual([
      { method: 'POST', path: '/api/transport/passes/7/cancel', body: { reason: 'Left the college' } },
    ]);
  });

  it('shows a reader the passes and the rules in words, with nothing to change', async () => {
    await render('ROLE_PRINCIPAL', '/app/Transport/Bus Passes', <PassesPage />);
    expect((await screen.findByTestId('pass-rules')).textContent).toBe(
      'Students may apply online. Every pass of the year runs until 31-05-2027.',
    );
    expect(screen.queryByRole('button', { name: 'New pass' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel pass of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save rules' })).toBeNull();
  });

  it('shows the server’s refusal of a new pass under the field it names', async () => {
    server.use(
      http.post('/api/transport/passes', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: 'Aarav Sharma already has a bus pass on route R-01: change its stop instead',
          field: 'stopId',
        }),
      ),
    );
    const user = await render('ROLE_TRANSPORTATION_INCHARGE', '/app/Transport/Bus Passes', <PassesPage />);
    await user.click(await screen.findByRole('button', { name: 'New pass' }));
    const dialog = screen.getByRole('dialog', { name: 'New bus pass' });
    await user.type(within(dialog).getByRole('textbox', { name: /Roll number/ }), '22cs101');
    await user.click(within(dialog).getByRole('combobox', { name: /Stop/ }));
    await user.click(screen.getByRole('option', { name: /^R-01 · Miyapur/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Aarav Sharma already has a bus pass on route R-01: change its stop instead')).toBeTruthy();
  });
});

describe('BusPassVerifyPage', { timeout: 30_000 }, () => {
  it('shows a valid pass with only its name, route, stop and validity, and says so of a code that is no pass', async () => {
    clearSession();
    await renderWithApp(
      <MemoryRouter initialEntries={['/bus-pass/verify/ABCDEFGHJKMN']}>
        <Routes>
          <Route path="/bus-pass/verify/:code" element={<BusPassVerifyPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Valid bus pass of Campus Engineering College')).toBeTruthy();
    for (const text of ['Aarav Sharma', 'R-01 · Kukatpally – College', 'Miyapur', '31-05-2027'])
      expect(screen.getByText(text)).toBeTruthy();
    cleanup();
    await renderWithApp(
      <MemoryRouter initialEntries={['/bus-pass/verify/ZZZZZZZZZZZZ']}>
        <Routes>
          <Route path="/bus-pass/verify/:code" element={<BusPassVerifyPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('This is not a bus pass of the college.')).toBeTruthy();
  });
});
