import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { academicYearLabel } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { requestsSent } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import grievanceTexts from './grievances.i18n';
import { ReportsPage } from './reports.page';
import { windowWidth } from '../../test/window-width';

addTranslations(grievanceTexts);

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

async function renderPage(language: 'en' | 'de' = 'en') {
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Grievances/Reports']}>
        <ReportsPage />
        <Address />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

/** This academic year (`2026-2027`) and the one before. */
const thisYear = academicYearLabel();
const start = Number(thisYear.slice(0, 4));
const yearBefore = `${start - 1}-${start}`;
const figure = (testId: string) => screen.getByTestId(testId).textContent;
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.children].map((c) => c.textContent));

describe('ReportsPage', { timeout: 30_000 }, () => {
  it('shows this academic year’s grievances: the totals, by category and by month', async () => {
    await renderPage();
    await waitFor(() => expect(figure('figure-received')).toBe('12'));
    expect(screen.getByRole('combobox', { name: 'Academic year' }).textContent).toBe(thisYear);
    expect(screen.getByTestId('reports-range').textContent).toBe(`01-05-${start} to 30-04-${start + 1}`);
    expect(requestsSent((r) => r.path === '/api/grievances/figures')[0]!.query).toEqual({ year: thisYear });
    expect(figure('figure-disposed')).toBe('8');
    expect(screen.getByText('Disposed within 15 working days')).toBeTruthy();
    expect(figure('figure-disposed-in-time')).toBe('7');
    expect(figure('figure-pending')).toBe('4');
    expect(figure('figure-overdue')).toBe('1');
    expect(figure('figure-appealed')).toBe('1');
    expect(figure('figure-average-days')).toBe('11.5 days');
    expect(cellsOf(screen.getByRole('table', { name: 'By category' }))).toEqual([
      ['Examinations and results', '6', '4', '4', '2', '1', '0'],
      ['Fees and refunds', '4', '3', '2', '1', '0', '1'],
      ['Hostel', '2', '1', '1', '1', '0', '0'],
    ]);
    expect(cellsOf(screen.getByRole('table', { name: 'By month' }))).toEqual([
      ['October 2026', '5', '4', '1', '1'],
      ['November 2026', '7', '4', '3', '0'],
    ]);
  });

  it('asks for a year chosen of the five offered, keeps it in the address, and says when it had no grievance', async () => {
    const user = await renderPage();
    await waitFor(() => expect(figure('figure-received')).toBe('12'));
    await user.click(screen.getByRole('combobox', { name: 'Academic year' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `${start - i}-${start - i + 1}`),
    );
    await user.click(screen.getByRole('option', { name: yearBefore }));
    expect(await screen.findByText(`No grievance was received in ${yearBefore}.`)).toBeTruthy();
    expect(figure('figure-received')).toBe('0');
    expect(figure('figure-average-days')).toBe('—');
    expect(screen.getByTestId('address').textContent).toBe(`?year=${yearBefore}`);
    expect(requestsSent((r) => r.path === '/api/grievances/figures').at(-1)!.query).toEqual({ year: yearBefore });
  });

  it('opens the year’s annual report and downloads its figures with the list', async () => {
    const opened: string[] = [];
    // jsdom makes no object URLs and opens no windows: the page's hand-over to the browser is watched here.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:report';
        static override revokeObjectURL = () => {};
      },
    );
    vi.stubGlobal('open', (url: string) => {
      opened.push(url);
      return {};
    });
    const user = await renderPage();
    await waitFor(() => expect(figure('figure-received')).toBe('12'));
    await user.click(screen.getByRole('button', { name: 'Annual report (PDF)' }));
    await waitFor(() => expect(opened).toEqual(['blob:report']));
    await user.click(screen.getByRole('button', { name: 'Figures with the list (Excel)' }));
    await waitFor(() => expect(requestsSent((r) => r.path === '/api/grievances/figures.xlsx')).toHaveLength(1));
    expect(
      requestsSent((r) => r.path.startsWith('/api/grievances/') && r.path !== '/api/grievances/figures').map((r) => [r.path, r.query]),
    ).toEqual([
      ['/api/grievances/report.pdf', { year: thisYear }],
      ['/api/grievances/figures.xlsx', { year: thisYear }],
    ]);
  });

  it('on a phone shows the categories as cards', async () => {
    windowWidth(390);
    await renderPage();
    const cards = await screen.findByRole('list', { name: 'By category' });
    expect(cards.querySelectorAll('li')).toHaveLength(3);
    expect(cards.querySelector('li')!.textContent).toContain('Examinations and results');
    expect(cards.querySelector('li')!.textContent).toContain('In time4');
  });

  it('speaks German', async () => {
    await renderPage('de');
    await waitFor(() => expect(figure('figure-average-days')).toBe('11,5 Tage'));
    expect(screen.getByRole('heading', { level: 1, name: 'Beschwerdeberichte' })).toBeTruthy();
    expect(cellsOf(screen.getByRole('table', { name: 'Nach Monat' }))[0]).toEqual(['Oktober 2026', '5', '4', '1', '1']);
    expect(screen.getByRole('button', { name: 'Jahresbericht (PDF)' })).toBeTruthy();
  });
});
