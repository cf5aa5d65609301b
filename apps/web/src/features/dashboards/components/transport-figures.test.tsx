import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInResponse, TransportFigures as Figures } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { clearSession, storeSession } from '../../../lib/session';
import { server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import { DashboardPage } from '../dashboard.page';
import dashboardTexts from '../dashboards.i18n';
import { TransportFigures } from './transport-figures';

addTranslations(dashboardTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

const FIGURES: Figures = {
  routes: 12,
  stops: 148,
  vehicles: 14,
  seats: 1_236,
  routesWithoutVehicle: 1,
  papersDue: [
    { kind: 'fitness', until: '2026-11-20', daysLeft: -11, state: 'lapsed', vehicleId: 2, registrationNumber: '22BH1234AA' },
    { kind: 'insurance', until: '2026-12-05', daysLeft: 4, state: 'lapsing', vehicleId: 1, registrationNumber: 'TS09EA1234' },
  ],
  passesAllotted: 41,
  passesWaiting: 3,
  passDuesPaise: 9_600_000,
  byRoute: [
    {
      routeId: 1,
      code: 'R-01',
      name: 'Kukatpally – College',
      registrationNumber: 'TS09EA1234',
      seats: 40,
      riding: 40,
      waiting: 3,
      seatsFree: 0,
    },
    { routeId: 2, code: 'R-02', name: 'Miyapur – College', registrationNumber: null, seats: 0, riding: 0, waiting: 0, seatsFree: 0 },
  ],
  byStop: [
    { stopId: 1, routeId: 1, name: 'Kukatpally', riding: 25 },
    { stopId: 2, routeId: 1, name: 'JNTU', riding: 0 },
    { stopId: 3, routeId: 1, name: 'Miyapur', riding: 15 },
  ],
};

const answer = (figures: Figures) => server.use(http.get('/api/transport/figures', () => HttpResponse.json(figures)));

async function renderFigures(language: 'en' | 'de' = 'en') {
  await switchLanguage(language);
  await renderWithApp(
    <MemoryRouter>
      <TransportFigures />
    </MemoryRouter>,
    { language },
  );
}

/** Where a figure's card leads: the link around its number. */
const linkOf = (testId: string) => screen.getByTestId(testId).closest('a')?.getAttribute('href');

describe("the transport office's figures", { timeout: 30_000 }, () => {
  it('count the routes, stops, fleet and seats, and list the papers to renew, the lapsed in the error colour, each leading to its vehicle', async () => {
    answer(FIGURES);
    await renderFigures();
    expect((await screen.findByTestId('figure-routes')).textContent).toBe('12');
    expect(screen.getByTestId('figure-stops').textContent).toBe('148');
    expect(screen.getByTestId('figure-vehicles').textContent).toBe('14');
    expect(screen.getByTestId('figure-seats').textContent).toBe('1,236');
    expect(screen.getByTestId('figure-routes-without-vehicle').textContent).toBe('1');
    expect(linkOf('figure-routes')).toBe('/app/Transport/Routes');
    expect(linkOf('figure-vehicles')).toBe('/app/Transport/Vehicles');

    const table = screen.getByRole('table', { name: 'Papers lapsing or lapsed, the soonest first' });
    const [lapsed, lapsing] = within(table).getAllByRole('row').slice(1);
    expect(lapsed!.textContent).toBe('22 BH 1234 AAFitness20-11-2026lapsed 11 days ago');
    expect(within(lapsed!).getByRole('link', { name: '22 BH 1234 AA' }).getAttribute('href')).toBe('/app/Transport/Vehicles?q=22BH1234AA');
    expect(within(lapsed!).getByText('lapsed 11 days ago').dataset.state).toBe('lapsed');
    expect(lapsing!.textContent).toBe('TS 09 EA 1234Insurance05-12-20264 days left');
    expect(within(lapsing!).getByRole('link', { name: 'TS 09 EA 1234' }).getAttribute('href')).toBe('/app/Transport/Vehicles?q=TS09EA1234');
  });

  it('say so when every paper is valid for the next 30 days', async () => {
    answer({ ...FIGURES, papersDue: [] });
    await renderFigures();
    expect(await screen.findByText('Every vehicle’s papers are valid for the next 30 days.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Papers lapsing or lapsed, the soonest first' })).toBeNull();
  });

  it('count the passes, the waiting and the fees unpaid, and show each route’s load by stop with its boarding lists', async () => {
    answer(FIGURES);
    await renderFigures();
    expect((await screen.findByTestId('figure-passes')).textContent).toBe('41');
    expect(screen.getByTestId('figure-waiting').textContent).toBe('3');
    expect(screen.getByTestId('figure-pass-dues').textContent).toBe('₹96,000.00');
    expect(linkOf('figure-waiting')).toBe('/app/Transport/Bus Passes?status=waiting');
    const table = screen.getByRole('table', { name: 'Routes: seats, riders and boarding lists' });
    const [full, empty] = within(table).getAllByRole('row').slice(1);
    expect(full!.textContent).toBe('R-01 · Kukatpally – CollegeTS 09 EA 1234404030Kukatpally 25 · Miyapur 15PDF · Excel');
    expect(within(full!).getByRole('link', { name: 'Boarding list of route R-01 as PDF' }).getAttribute('href')).toBe(
      '/api/transport/routes/1/boarding-list?format=pdf',
    );
    expect(within(full!).getByRole('link', { name: 'Boarding list of route R-01 as Excel' }).getAttribute('href')).toBe(
      '/api/transport/routes/1/boarding-list?format=xlsx',
    );
    expect(empty!.textContent).toBe('R-02 · Miyapur – College—0000—PDF · Excel');
  });

  it('speak German', async () => {
    answer(FIGURES);
    await renderFigures('de');
    expect((await screen.findByTestId('figure-seats')).textContent).toBe('1.236');
    expect(screen.getByText('Linien ohne Fahrzeug')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Ablaufende oder abgelaufene Papiere, die dringendsten zuerst' });
    expect(table.textContent).toContain('Fahrtüchtigkeit20-11-2026seit 11 Tagen abgelaufen');
    expect(table.textContent).toContain('Versicherung05-12-2026noch 4 Tage');
  });

  it("open the transport incharge's landing page, without the note of what this release lacks", async () => {
    answer(FIGURES);
    storeSession(
      { token: 't', username: 'transport', fullName: 'Anil Kumar', roles: ['ROLE_TRANSPORTATION_INCHARGE'] } as unknown as SignInResponse,
      false,
    );
    await renderWithApp(
      <MemoryRouter>
        <DashboardPage titleKey="transportation" />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('figure-routes')).textContent).toBe('12');
    expect(screen.queryByTestId('office-note')).toBeNull();
    expect(screen.getByRole('link', { name: 'Bus routes' }).getAttribute('href')).toBe('/app/Transport/Routes');
  });
});
