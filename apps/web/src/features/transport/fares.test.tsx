import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { RoutesPage } from './routes.page';
import transportTexts from './transport.i18n';

addTranslations(transportTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

const signedInAs = (role: string) =>
  storeSession({ token: 't', username: 'someone', fullName: 'Some One', roles: [role] } as unknown as SignInResponse, false);

const saves = () => requestsSent((r) => r.method === 'PUT' && r.path === '/api/transport/fares');

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

/** The fields of the n-th slab of the dialog. */
const slab = (n: number) => {
  const row = screen.getByRole('group', { name: `Slab ${n}` });
  return {
    km: within(row).getByRole('textbox', { name: /^Up to \(km\)/ }),
    fee: within(row).getByRole('textbox', { name: /^Fee a year/ }),
  };
};

describe('Bus fares on the routes page', { timeout: 30_000 }, () => {
  it('shows the slabs with their distances and yearly fees', async () => {
    await renderPage('en', 'ROLE_PRINCIPAL');
    const table = await screen.findByRole('table', { name: 'Bus fares' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toBe('Up to 10 km₹12,000.00');
    expect(second!.textContent).toBe('Over 10 km, up to 20 km₹16,000.00');
    expect(screen.queryByRole('button', { name: 'Edit fares' })).toBeNull();
  });

  it('lets the office add a slab and saves every slab, the fees in paise', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit fares' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bus fares' });
    expect((slab(1).km as HTMLInputElement).value).toBe('10');
    await user.click(within(dialog).getByRole('button', { name: 'Add slab' }));
    await user.type(slab(3).km, '32,5');
    await user.type(slab(3).fee, '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(await saves()[0]!.body()).toEqual({
      slabs: [
        { upToKm: 10, feePaise: 1_200_000 },
        { upToKm: 20, feePaise: 1_600_000 },
        { upToKm: 32.5, feePaise: 2_000_000 },
      ],
    });
    expect(await screen.findByText('Bus fares saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the form’s own refusal under the slab, and sends nothing', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit fares' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bus fares' });
    await user.clear(slab(2).fee);
    await user.type(slab(2).fee, '11000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A farther slab may not cost less: the slab up to 20 km costs less than the slab up to 10 km'),
    ).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('shows the server’s refusal under the field it names', async () => {
    server.use(
      http.put('/api/transport/fares', () =>
        refusal(400, {
          code: 'BAD_REQUEST',
          message: 'A slab must reach from 0.1 to 300 kilometres, with at most one decimal, such as 12.5',
          key: 'transport.slabDistanceWritten',
          field: 'slabs.1.upToKm',
        }),
      ),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit fares' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bus fares' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = slab(2).km;
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(screen.getByRole('group', { name: 'Slab 2' })).getByText(/A slab must reach from 0\.1 to 300 kilometres/)).toBeTruthy();
  });
});
