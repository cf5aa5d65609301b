import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { RoutesPage } from './routes.page';
import transportTexts from './transport.i18n';
import { windowWidth } from '../../test/window-width';

addTranslations(transportTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const signedInAs = (role: string) =>
  storeSession({ token: 't', username: 'someone', fullName: 'Some One', roles: [role] } as unknown as SignInResponse, false);

const added = () => requestsSent((r) => r.method === 'POST' && r.path === '/api/transport/routes');

async function renderPage(language: 'en' | 'de' = 'en', role = 'ROLE_TRANSPORTATION_INCHARGE') {
  signedInAs(role);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Transport/Routes']}>
        <RoutesPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

/** The fields of the n-th stop of the dialog. */
const stop = (n: number) => {
  const row = screen.getByRole('group', { name: `Stop ${n}` });
  return {
    name: within(row).getByRole('textbox', { name: new RegExp(`^Stop ${n}`) }),
    time: within(row).getByRole('textbox', { name: /^Pick-up time/ }),
    km: within(row).getByRole('textbox', { name: /^Distance/ }),
  };
};

describe('RoutesPage', { timeout: 30_000 }, () => {
  it('lists the routes with their stops in order, their vehicle as painted on it and its seats', async () => {
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Bus routes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = table.querySelector('[data-route="R-01"]')!;
    expect(row.textContent).toContain('Kukatpally – College');
    expect(row.textContent).toContain('Kukatpally 07:05 (₹16,000.00) · Miyapur 07:20 (₹16,000.00)');
    expect(row.textContent).toContain('2 stops');
    expect(row.textContent).toContain('TS 09 EA 1234');
    expect(row.textContent).toContain('52 seats');
    expect(screen.getByTestId('routes-total').textContent).toBe('1 route');
    expect(screen.getByRole('button', { name: 'Edit route R-01' })).toBeTruthy();
  });

  it('searches by what is typed, from the first page', async () => {
    const user = await renderPage();
    await user.type(await screen.findByRole('searchbox', { name: 'Search the routes' }), 'Miyapur');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(requestsSent((r) => r.path === '/api/transport/routes').map((r) => r.query.q)).toContain('Miyapur'));
    expect(requestsSent((r) => r.query.q === 'Miyapur')[0]!.query.page).toBe('1');
  });

  it('adds a route with two stops put in order, and its vehicle found by the search', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add route' }));
    const dialog = screen.getByRole('dialog', { name: 'Add route' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Route code/ }), 'r-07');
    await user.type(within(dialog).getByRole('textbox', { name: /^Route name/ }), 'Miyapur – College');
    await user.type(stop(1).name, 'Miyapur');
    await user.type(stop(1).time, '07:20');
    await user.type(stop(1).km, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add stop' }));
    await user.type(stop(2).name, 'Kukatpally');
    await user.type(stop(2).time, '7:05');
    // A German reader's decimal comma is taken as the point.
    await user.type(stop(2).km, '18,5');
    await user.click(within(dialog).getByRole('button', { name: 'Move Kukatpally up' }));
    expect((stop(1).name as HTMLInputElement).value).toBe('Kukatpally');

    await user.click(within(dialog).getByRole('combobox', { name: /^Vehicle/ }));
    const options = await screen.findByRole('listbox');
    // The bus runs R-01 already: it is shown with its route, and cannot be chosen.
    await waitFor(() => expect(within(options).getAllByRole('option')).toHaveLength(2));
    expect(
      within(options)
        .getByRole('option', { name: /TS 09 EA 1234/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(within(options).getByRole('option', { name: /TS 09 EA 1234/ }).textContent).toContain('runs route R-01');
    await user.click(within(options).getByRole('option', { name: /22 BH 1234 AA/ }));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added()).toHaveLength(1));
    expect(await added()[0]!.body()).toEqual({
      code: 'R-07',
      name: 'Miyapur – College',
      vehicleId: 2,
      stops: [
        { name: 'Kukatpally', pickupTime: '07:05', distanceKm: 18.5 },
        { name: 'Miyapur', pickupTime: '07:20', distanceKm: 12 },
      ],
    });
    expect(await screen.findByText('Route R-07 added')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says under each field what the schema refuses, and sends nothing', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add route' }));
    await user.type(screen.getByRole('textbox', { name: /^Route code/ }), 'R-07');
    await user.type(stop(1).name, 'Kukatpally');
    await user.type(stop(1).time, '7.05');
    await user.type(stop(1).km, '18');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(stop(1).time.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The pick-up time of Kukatpally must be a time of day written HH:MM, such as 07:35')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Route name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(added()).toHaveLength(0);
  });

  it('shows the server’s refusal of a route code that exists under the code field', async () => {
    server.use(
      http.post('/api/transport/routes', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: 'Route R-01 already exists',
          key: 'transport.routeCodeExists',
          params: { code: 'R-01' },
          field: 'code',
        }),
      ),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add route' }));
    await user.type(screen.getByRole('textbox', { name: /^Route code/ }), 'R-01');
    await user.type(screen.getByRole('textbox', { name: /^Route name/ }), 'Kukatpally – College');
    await user.type(stop(1).name, 'Kukatpally');
    await user.type(stop(1).time, '07:05');
    await user.type(stop(1).km, '18.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const code = screen.getByRole('textbox', { name: /^Route code/ });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Route R-01 already exists')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add route' })).toBeTruthy();
  });

  it('edits a route: its fields as kept, a stop removed, sent in place of the old', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit route R-01' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit route R-01' });
    expect((within(dialog).getByRole('combobox', { name: /^Vehicle/ }) as HTMLInputElement).value).toBe('TS 09 EA 1234');
    expect((stop(2).km as HTMLInputElement).value).toBe('12');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Kukatpally' }));
    await user.clear(within(dialog).getByRole('textbox', { name: /^Route name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Route name/ }), 'Miyapur – College');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requestsSent((r) => r.method === 'PUT')).toHaveLength(1));
    const [put] = requestsSent((r) => r.method === 'PUT');
    expect(put!.path).toBe('/api/transport/routes/1');
    expect(await put!.body()).toEqual({
      code: 'R-01',
      name: 'Miyapur – College',
      vehicleId: 1,
      stops: [{ name: 'Miyapur', pickupTime: '07:20', distanceKm: 12 }],
    });
    expect(await screen.findByText('Route R-01 saved')).toBeTruthy();
  });

  it('on a phone shows the routes as cards and the route dialog over the whole screen', async () => {
    windowWidth(390);
    const user = await renderPage();
    const cards = await screen.findByRole('list', { name: 'Bus routes' });
    await waitFor(() => expect(cards.querySelector('[data-route="R-01"]')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Add route' }));
    expect(screen.getByRole('dialog', { name: 'Add route' }).className).toContain('MuiDialog-paperFullScreen');
  });

  it('deletes a route once asked', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete route R-01' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete route R-01?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Route R-01 deleted')).toBeTruthy();
    expect(requestsSent((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/transport/routes/1']);
  });

  it('shows a reader the routes without Add, Edit or Delete', async () => {
    await renderPage('en', 'ROLE_PRINCIPAL');
    const table = await screen.findByRole('table', { name: 'Bus routes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Add route' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit route R-01' })).toBeNull();
  });

  it('speaks German', async () => {
    await renderPage('de');
    expect(await screen.findByRole('heading', { name: 'Buslinien', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('routes-total').textContent).toBe('1 Linie'));
    const table = screen.getByRole('table', { name: 'Buslinien' });
    expect(table.textContent).toMatch(/Kukatpally 07:05 Uhr \(16\.000,00\s₹\) · Miyapur 07:20 Uhr \(16\.000,00\s₹\)/);
    expect(table.textContent).toContain('52 Sitzplätze');
    expect(screen.getByRole('button', { name: 'Linie hinzufügen' })).toBeTruthy();
  });
});
