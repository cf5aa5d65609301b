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
import transportTexts from './transport.i18n';
import { VehiclesPage } from './vehicles.page';

addTranslations(transportTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

const added = () => requestsSent((r) => r.method === 'POST' && r.path === '/api/transport/vehicles');
/** A field of the vehicle dialog, by its label. */
const field = (name: string) => within(screen.getByRole('dialog')).getByRole('textbox', { name });

async function renderPage(language: 'en' | 'de' = 'en') {
  storeSession(
    { token: 't', username: 'transport', fullName: 'T', roles: ['ROLE_TRANSPORTATION_INCHARGE'] } as unknown as SignInResponse,
    false,
  );
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Transport/Vehicles']}>
        <VehiclesPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

/** The chip of a vehicle's paper in the table. */
const chip = (registration: string, kind: string) =>
  screen.getByRole('table', { name: /./ }).querySelector(`[data-vehicle="${registration}"] [data-paper="${kind}"]`)!;

/** A vehicle as the office types it: its registration with spaces, the driver's mobile with +91, no attendant. */
async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Registration number'), 'ts 09 eb 4321');
  await user.type(field('Seats'), '40');
  await user.type(field('Driver'), 'Venkat Reddy');
  await user.type(field('Driver’s mobile'), '+91 98480 12345');
  await user.type(field('Fitness certificate'), '30-11-2027');
  await user.type(field('Insurance'), '15-06-2027');
  await user.type(field('Permit'), '31-03-2030');
  await user.type(field('Pollution check'), '01-02-2027');
}

describe('VehiclesPage', { timeout: 30_000 }, () => {
  it('shows each vehicle with its crew and route, and its papers: lapsing in the warning colour, lapsed in the error colour', async () => {
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const bus = table.querySelector('[data-vehicle="TS09EA1234"]')!;
    expect(bus.textContent).toContain('TS 09 EA 1234');
    expect(bus.textContent).toContain('Ramesh Goud9848012345');
    expect(bus.textContent).toContain('R-01 Kukatpally – College');

    const insurance = chip('TS09EA1234', 'insurance');
    expect(insurance.textContent).toBe('Insurance until 05-12-2026 · 4 days left');
    expect(insurance.className).toContain('MuiChip-colorWarning');
    expect(chip('TS09EA1234', 'permit').textContent).toBe('Permit until 30-11-2027');
    expect(chip('TS09EA1234', 'permit').className).toContain('MuiChip-colorDefault');

    const fitness = chip('22BH1234AA', 'fitness');
    expect(fitness.textContent).toBe('Fitness lapsed on 20-11-2026');
    expect(fitness.className).toContain('MuiChip-colorError');
    expect(table.querySelector('[data-vehicle="22BH1234AA"]')!.textContent).toContain('No route');
  });

  it('adds a vehicle: its registration kept without spaces, the mobile as its ten digits, no attendant, the papers’ days as ISO days', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add vehicle' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(added()).toHaveLength(1));
    expect(await added()[0]!.body()).toEqual({
      registrationNumber: 'TS09EB4321',
      capacity: 40,
      driverName: 'Venkat Reddy',
      driverPhone: '9848012345',
      attendantName: null,
      attendantPhone: null,
      fitnessUntil: '2027-11-30',
      insuranceUntil: '2027-06-15',
      permitUntil: '2030-03-31',
      pollutionUntil: '2027-02-01',
    });
    expect(await screen.findByText('Vehicle TS 09 EB 4321 added to the fleet')).toBeTruthy();
  });

  it('shows the server’s refusal of a vehicle already in the fleet under its registration number', async () => {
    server.use(
      http.post('/api/transport/vehicles', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: 'Vehicle TS 09 EB 4321 is already in the fleet',
          key: 'transport.registrationExists',
          params: { registration: 'TS 09 EB 4321' },
          field: 'registrationNumber',
        }),
      ),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add vehicle' }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(field('Registration number').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Vehicle TS 09 EB 4321 is already in the fleet')).toBeTruthy();
  });

  it('says why a vehicle that runs a route is not removed', async () => {
    server.use(
      http.delete('/api/transport/vehicles/:id', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: 'Vehicle TS 09 EA 1234 runs route R-01: give that route another vehicle before removing it',
          key: 'transport.vehicleRunsRoute',
          params: { registration: 'TS 09 EA 1234', route: 'R-01' },
          field: 'id',
        }),
      ),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete vehicle TS 09 EA 1234' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove vehicle TS 09 EA 1234?' })).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Not deleted: Vehicle TS 09 EA 1234 runs route R-01: give that route another vehicle before removing it'),
    ).toBeTruthy();
  });

  it('speaks German', async () => {
    await renderPage('de');
    expect(await screen.findByRole('heading', { name: 'Fahrzeuge', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('vehicles-total').textContent).toBe('2 Fahrzeuge'));
    expect(chip('TS09EA1234', 'insurance').textContent).toBe('Versicherung bis 05-12-2026 · noch 4 Tage');
    expect(chip('22BH1234AA', 'fitness').textContent).toBe('Fahrtüchtigkeit abgelaufen am 20-11-2026');
    expect(screen.getByRole('button', { name: 'Fahrzeug hinzufügen' })).toBeTruthy();
  });
});
