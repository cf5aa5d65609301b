import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { collegeToday, type SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { clearSession, storeSession } from '../../../lib/session';
import { renderWithApp } from '../../../test/render';
import { DashboardPage } from '../dashboard.page';
import dashboardTexts from '../dashboards.i18n';
import { HostelFigures } from './hostel-figures';

addTranslations(dashboardTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

async function renderFigures(language: 'en' | 'de' = 'en') {
  await switchLanguage(language);
  await renderWithApp(
    <MemoryRouter>
      <HostelFigures />
    </MemoryRouter>,
    { language },
  );
}

const linkOf = (testId: string) => screen.getByTestId(testId).closest('a')?.getAttribute('href');

describe("the hostel office's figures", { timeout: 30_000 }, () => {
  it('count blocks, rooms and beds, the beds blocked, available and occupied, the applications waiting, the day’s leave, complaints and visitors, the intake capacity and students residing by gender, and the hostel fees owed', async () => {
    await renderFigures();
    expect((await screen.findByTestId('figure-blocks')).textContent).toBe('2');
    expect(screen.getByTestId('figure-rooms').textContent).toBe('60');
    expect(screen.getByTestId('figure-beds').textContent).toBe('120');
    expect(screen.getByTestId('figure-beds-blocked').textContent).toBe('2');
    expect(screen.getByTestId('figure-beds-available').textContent).toBe('118');
    expect(screen.getByTestId('figure-intake-boys').textContent).toBe('71');
    expect(screen.getByTestId('figure-intake-girls').textContent).toBe('47');
    expect(screen.getByTestId('figure-residing-boys').textContent).toBe('66');
    expect(screen.getByTestId('figure-residing-girls').textContent).toBe('43');
    expect(screen.getByTestId('figure-fees-owed').textContent).toBe('₹4,12,500.00');
    expect(screen.getByText('by 23 students')).toBeTruthy();
    expect(linkOf('figure-rooms')).toBe('/app/Hostel/Rooms');
    expect(screen.getByTestId('figure-beds-occupied').textContent).toBe('100');
    expect(linkOf('figure-beds-occupied')).toBe('/app/Hostel/Applications?status=allotted');
    expect(screen.getByTestId('figure-applications-waiting').textContent).toBe('12');
    expect(linkOf('figure-applications-waiting')).toBe('/app/Hostel/Applications?status=waiting');

    expect(screen.getByTestId('figure-leave-pending').textContent).toBe('3');
    expect(linkOf('figure-leave-pending')).toBe('/app/Hostel/Leave');
    expect(screen.getByTestId('figure-away-today').textContent).toBe('5');
    expect(linkOf('figure-away-today')).toBe(`/app/Hostel/Leave?status=approved&on=${collegeToday()}`);
    expect(screen.getByTestId('figure-complaints-open').textContent).toBe('4');
    expect(linkOf('figure-complaints-open')).toBe('/app/Hostel/Complaints');
    expect(screen.getByTestId('figure-visitors-in').textContent).toBe('2');
    expect(linkOf('figure-visitors-in')).toBe('/app/Hostel/Visitors');

    const byBlock = screen.getByRole('table', { name: 'Beds by block' });
    const [boys, girls] = within(byBlock).getAllByRole('row').slice(1);
    expect(boys!.textContent).toBe('BH-1 · GodavariBoys36721716490%');
    expect(within(boys!).getByRole('link').getAttribute('href')).toBe('/app/Hostel/Rooms?blockId=1');
    expect(girls!.textContent).toBe('GH-1 · KrishnaGirls24481473677%');
    const byType = screen.getByRole('table', { name: 'Beds by room type' });
    expect(within(byType).getAllByRole('row')[1]!.textContent).toBe('DBL · Double, non-AC30601595085%');
  });

  it('speak German', async () => {
    await renderFigures('de');
    expect((await screen.findByTestId('figure-beds-available')).textContent).toBe('118');
    expect(screen.getByText('Aufnahmekapazität, Studentinnen')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Betten nach Gebäude' }).textContent).toContain('Studentinnen');
    expect(screen.getByText('Wartende Anträge')).toBeTruthy();
    expect(screen.getByText('Heute abwesend')).toBeTruthy();
    expect(screen.getByText('Besuche jetzt im Haus')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Betten nach Gebäude' }).textContent).toContain('90 %');
  });

  it("open the hostel incharge's landing page, without the note of what this release lacks", async () => {
    storeSession(
      { token: 't', username: 'hostel', fullName: 'Padma Rao', roles: ['ROLE_HOSTEL_INCHARGE'] } as unknown as SignInResponse,
      false,
    );
    await renderWithApp(
      <MemoryRouter>
        <DashboardPage titleKey="hostel" />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('figure-beds-available')).textContent).toBe('118');
    expect(screen.queryByTestId('office-note')).toBeNull();
    expect(screen.queryByText(/not part of this release/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Room types' }).getAttribute('href')).toBe('/app/Hostel/Room Types');
  });
});
