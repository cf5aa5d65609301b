import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { academicYearLabel, type SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { clearSession, storeSession } from '../../../lib/session';
import { requestsSent, server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import { DashboardPage } from '../dashboard.page';
import dashboardTexts from '../dashboards.i18n';
import { CollegeFigures } from './college-figures';
import { GrievanceFigures } from './grievance-figures';
import { MyGrievances } from './my-grievances';

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
const OVERDUE = '/app/Grievances/Register?overdue=true';

describe("the grievance cell's figures", { timeout: 30_000 }, () => {
  it('count the grievances received this year, pending, overdue and disposed in time, and list the overdue ones', async () => {
    signedInAs('ROLE_GRIEVANCE_INCHARGE');
    await render(<GrievanceFigures />);
    expect((await screen.findByTestId('figure-grievances-received')).textContent).toBe('12');
    expect(screen.getByText(`Academic year ${academicYearLabel()}`)).toBeTruthy();
    expect(linkOf('figure-grievances-received')).toBe('/app/Grievances/Reports');
    expect(screen.getByTestId('figure-grievances-pending').textContent).toBe('4');
    expect(linkOf('figure-grievances-pending')).toBe('/app/Grievances/Register');
    expect(screen.getByTestId('figure-grievances-overdue').textContent).toBe('1');
    expect(linkOf('figure-grievances-overdue')).toBe(OVERDUE);
    expect(screen.getByTestId('figure-grievances-in-time').textContent).toBe('7');
    expect(screen.getByText('of 8 disposed')).toBeTruthy();

    const overdue = await screen.findByRole('table', { name: 'Overdue grievances' });
    const [row, ...more] = within(overdue).getAllByRole('row').slice(1);
    expect(more).toEqual([]);
    for (const text of ['GRV-2026-00012', 'Revaluation result not given', 'Examinations and results', '23-11-2026', 'Dr. K. Ramesh'])
      expect(row!.textContent).toContain(text);
    expect(within(row!).getByRole('link', { name: 'GRV-2026-00012' }).getAttribute('href')).toBe('/app/Grievance/12');
    expect(requestsSent((r) => r.path === '/api/grievances')[0]!.query).toEqual({ overdue: 'true', size: '10' });
  });

  it('say so when no grievance is overdue', async () => {
    server.use(http.get('/api/grievances', () => HttpResponse.json({ total: 0, page: 1, size: 10, rows: [], overdue: 0 })));
    await render(<GrievanceFigures />);
    expect(await screen.findByText('No grievance is past its due day.')).toBeTruthy();
  });

  it("open the grievance incharge's landing page, without the note of what this release lacks", async () => {
    signedInAs('ROLE_GRIEVANCE_INCHARGE');
    await render(<DashboardPage titleKey="grievances" />);
    expect((await screen.findByTestId('figure-grievances-overdue')).textContent).toBe('1');
    expect(screen.queryByTestId('office-note')).toBeNull();
    expect(screen.queryByText(/not part of this release/)).toBeNull();
    expect(screen.queryByTestId('figure-students')).toBeNull();
    expect(screen.getByRole('link', { name: 'Grievance register' }).getAttribute('href')).toBe('/app/Grievances/Register');
    expect(screen.getByRole('link', { name: 'My Grievances' }).getAttribute('href')).toBe('/app/My Grievances');
  });

  it('speak German', async () => {
    await render(<GrievanceFigures />, 'de');
    expect((await screen.findByTestId('figure-grievances-received')).textContent).toBe('12');
    expect(screen.getByText('Binnen 15 Arbeitstagen erledigt')).toBeTruthy();
    expect((await screen.findByRole('table', { name: 'Überfällige Beschwerden' })).textContent).toContain('Prüfungen und Ergebnisse');
  });
});

describe("the principal's landing page", { timeout: 30_000 }, () => {
  it('shows the grievances overdue, leading to them in the register', async () => {
    signedInAs('ROLE_PRINCIPAL');
    await render(<CollegeFigures titleKey="principal" />);
    expect((await screen.findByTestId('figure-grievances-overdue')).textContent).toBe('1');
    expect(screen.getByText('Grievances overdue')).toBeTruthy();
    expect(linkOf('figure-grievances-overdue')).toBe(OVERDUE);
  });

  it('is not shown to those who may not read the grievances, nor asked for', async () => {
    signedInAs('ROLE_DEAN');
    await render(<CollegeFigures titleKey="dean" />);
    await screen.findByTestId('figure-students');
    expect(screen.queryByTestId('figure-grievances-overdue')).toBeNull();
    expect(requestsSent((r) => r.path.startsWith('/api/grievances'))).toEqual([]);
  });
});

describe("a student's own grievances on the landing page", { timeout: 30_000 }, () => {
  it('list those still waiting for the decision, each leading to its page, and lead to My Grievances', async () => {
    await render(<MyGrievances />);
    const list = await screen.findByTestId('my-grievances');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Revaluation result not given');
    expect(items[0]!.textContent).toContain('In review');
    expect(items[0]!.textContent).toContain('Decision was due 23-11-2026');
    expect(within(items[0]!).getByRole('link', { name: 'GRV-2026-00012' }).getAttribute('href')).toBe('/app/Grievance/12');
    expect(screen.queryByText('Caution deposit not refunded')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open My Grievances' }).getAttribute('href')).toBe('/app/My Grievances');
  });

  it('say so when none is waiting', async () => {
    server.use(
      http.get('/api/grievances/mine', () =>
        HttpResponse.json({
          filed: { total: 0, page: 1, size: 25, rows: [] },
          assigned: { total: 0, page: 1, size: 25, rows: [] },
          onCommittee: false,
        }),
      ),
    );
    await render(<MyGrievances />, 'de');
    await waitFor(() => expect(screen.getByText('Keine Ihrer Beschwerden wartet auf die Entscheidung des Ausschusses.')).toBeTruthy());
  });
});
