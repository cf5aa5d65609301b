import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CirculationByDay, OverduePage } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { requestsSent, server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import texts from './library-reports.i18n';
import { LibraryReportsPage } from './library-reports.page';

addTranslations(texts);

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const circulation = (from: string, to: string): CirculationByDay => ({
  from,
  to,
  days: [
    { day: from, closed: false, issues: 3, returns: 1, members: 4 },
    { day: to, closed: true, issues: 0, returns: 1, members: 1 },
  ],
  totals: { issues: 3, returns: 2, members: 5 },
});

const overdue: OverduePage = {
  today: '2026-12-01',
  total: 1,
  page: 1,
  size: 25,
  rows: [
    {
      loanId: 7,
      memberKind: 'student',
      member: 'Keerthi Chowdary',
      memberNumber: '22VC1A0501',
      programme: 'B.Tech, Computer Science and Engineering',
      title: 'Electrical Machinery',
      accessionNumber: 'ACC-000140',
      issuedOn: '2026-10-24',
      dueOn: '2026-11-07',
      daysLate: 24,
      finePaise: 3_600,
    },
  ],
};

function reports() {
  server.use(
    http.get('/api/library/reports/circulation', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json(circulation(url.searchParams.get('from')!, url.searchParams.get('to')!));
    }),
    http.get('/api/library/reports/overdue', () => HttpResponse.json(overdue)),
  );
}

const page = (at = '/app/Library/Reports?from=2026-11-02&to=2026-11-08') =>
  renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[at]}>
        <LibraryReportsPage />
      </MemoryRouter>
    </SnackbarProvider>,
  );

describe('LibraryReportsPage', { timeout: 30_000 }, () => {
  it('shows the range’s circulation with its totals, a closed day said so, and asks again for a range shown', async () => {
    reports();
    await page();
    expect((await screen.findByTestId('circulation-total-issues')).textContent).toBe('Issues3');
    const table = screen.getByRole('table', { name: 'Circulation by day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DateIssuesReturnsMembers', '02-11-2026314', '08-11-2026Closed011']);
    const user = userEvent.setup();
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.type(from, '01-11-2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(requestsSent((r) => r.path === '/api/library/reports/circulation').map((r) => r.query)).toContainEqual({
        from: '2026-11-01',
        to: '2026-11-08',
      }),
    );
  });

  it('refuses a range the wrong way round at To, as the server would, and asks for nothing', async () => {
    reports();
    await page();
    await screen.findByTestId('circulation-total-issues');
    const user = userEvent.setup();
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, '01-10-2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The from date must not be after the to date')).toBeTruthy();
    expect(requestsSent((r) => r.path === '/api/library/reports/circulation' && r.query.to === '2026-10-01')).toEqual([]);
  });

  it('lists the overdue books with the fine so far, and searches them on the server', async () => {
    reports();
    await page('/app/Library/Reports?tab=overdue');
    expect((await screen.findByTestId('overdue-summary')).textContent).toBe('1 book overdue today (01-12-2026)');
    const row = screen.getByRole('table', { name: 'Overdue books' }).querySelector('[data-accession="ACC-000140"]')!;
    expect(row.textContent).toContain('Keerthi Chowdary22VC1A0501');
    expect(row.textContent).toContain('₹36.00');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search the overdue books' }), 'keerthi');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() =>
      expect(requestsSent((r) => r.path === '/api/library/reports/overdue').map((r) => r.query)).toContainEqual({
        q: 'keerthi',
        page: '1',
        size: '25',
      }),
    );
  });
});
