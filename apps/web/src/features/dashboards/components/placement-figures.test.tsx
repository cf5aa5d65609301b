import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { clearSession, storeSession } from '../../../lib/session';
import { requestsSent } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import { DashboardPage } from '../dashboard.page';
import dashboardTexts from '../dashboards.i18n';
import { CollegeFigures } from './college-figures';
import { EligibleDrives, PlacementFigures } from './placement-figures';

addTranslations(dashboardTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

const signedInAs = (role: string) =>
  storeSession({ token: 't', username: 'someone', fullName: 'Some One', roles: [role] } as unknown as SignInResponse, false);

async function render(ui: React.ReactElement, language: 'en' | 'de' = 'en') {
  await switchLanguage(language);
  await renderWithApp(<MemoryRouter>{ui}</MemoryRouter>, { language });
}

const linkOf = (testId: string) => screen.getByTestId(testId).closest('a')?.getAttribute('href');
const FIGURES = '/app/Placements/Figures';

describe("the placement office's figures", { timeout: 30_000 }, () => {
  it("count this season's placed of eligible, the percentage, the highest and median CTC and the drives to come, each leading to its page", async () => {
    signedInAs('ROLE_PLACEMENT_DEAN');
    await render(<PlacementFigures />);
    expect((await screen.findByTestId('figure-placement-placed')).textContent).toBe('150');
    expect(screen.getByText('of 200 eligible')).toBeTruthy();
    expect(linkOf('figure-placement-placed')).toBe(FIGURES);
    expect(screen.getByTestId('figure-placement-eligible').textContent).toBe('200');
    expect(screen.getByTestId('figure-placement-percentage').textContent).toBe('75.0\u00a0%');
    expect(screen.getByTestId('figure-placement-highest').textContent).toBe('₹24 lakh p.a.');
    expect(screen.getByTestId('figure-placement-median').textContent).toBe('₹4.5 lakh p.a.');
    expect(linkOf('figure-placement-median')).toBe(FIGURES);
    expect((await screen.findByTestId('figure-drives-open')).textContent).toBe('1');
    expect(screen.getByText('of 2 drives this season')).toBeTruthy();
    expect(linkOf('figure-drives-open')).toBe('/app/Placements/Drives');
  });

  it("open the placement dean's landing page, without the note of what this release lacks", async () => {
    signedInAs('ROLE_PLACEMENT_DEAN');
    await render(<DashboardPage titleKey="placements" />);
    expect((await screen.findByTestId('figure-placement-placed')).textContent).toBe('150');
    expect(screen.queryByTestId('office-note')).toBeNull();
    expect(screen.queryByText(/not part of this release/)).toBeNull();
    expect(screen.queryByTestId('figure-students')).toBeNull();
    expect(screen.getByRole('link', { name: 'Placement drives' }).getAttribute('href')).toBe('/app/Placements/Drives');
    expect(screen.getByRole('link', { name: 'Placement figures' }).getAttribute('href')).toBe(FIGURES);
  });

  it('speak German', async () => {
    signedInAs('ROLE_PLACEMENT_DEAN');
    await render(<PlacementFigures />, 'de');
    expect((await screen.findByTestId('figure-placement-highest')).textContent).toBe('24 Lakh ₹ p. a.');
    expect(screen.getByText('Vermittelt von Berechtigten')).toBeTruthy();
  });
});

describe("the principal's and a student's landing pages", { timeout: 30_000 }, () => {
  it('show the principal the share placed this year, leading to the figures', async () => {
    signedInAs('ROLE_PRINCIPAL');
    await render(<CollegeFigures titleKey="principal" />);
    expect((await screen.findByTestId('figure-placed-this-year')).textContent).toBe('75.0\u00a0%');
    expect(screen.getByText('Placed this year')).toBeTruthy();
    expect(screen.getByText('150 of 200 eligible')).toBeTruthy();
    expect(linkOf('figure-placed-this-year')).toBe(FIGURES);
  });

  it('are not asked for by those who may not read the placements', async () => {
    signedInAs('ROLE_DEAN');
    await render(<CollegeFigures titleKey="dean" />);
    await screen.findByTestId('figure-students');
    expect(screen.queryByTestId('figure-placed-this-year')).toBeNull();
    expect(requestsSent((r) => r.path.startsWith('/api/placements'))).toEqual([]);
  });

  it('show a student how many drives are open to them and not yet applied to, leading to My Placements', async () => {
    signedInAs('ROLE_STUDENT');
    await render(<EligibleDrives />);
    expect((await screen.findByTestId('figure-eligible-drives')).textContent).toBe('1');
    expect(screen.getByText('Placement drives open to you')).toBeTruthy();
    expect(linkOf('figure-eligible-drives')).toBe('/app/My Placements');
  });
});
