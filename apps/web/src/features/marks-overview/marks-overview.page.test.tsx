import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarkSheet, SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { MarksOverviewPage } from './marks-overview.page';
import overviewTexts from './marks-overview.i18n';

addTranslations(overviewTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

/** The address the page keeps its choices in. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

async function renderPage(role = 'ROLE_EXAMINATION', path = '/app/Academics/Internal Marks', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'exam', fullName: 'Exam Cell', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <MarksOverviewPage />
        <Address />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

/** Chooses an option of a list of the page. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: RegExp, option: string) {
  await waitFor(() => expect(screen.getByRole('combobox', { name }).getAttribute('aria-disabled')).toBeNull());
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const CSE = '/app/Academics/Internal Marks?batchId=4&branchId=11';
const table = () => screen.findByRole('table', { name: 'Classes with internal marks' }, { timeout: 10_000 });
const row = (allocationId: number) =>
  screen.getByTestId('marks-overview').querySelector<HTMLElement>(`[data-allocation="${allocationId}"]`)!;

/** Section A's compiler lab, batch 1: submitted, as the head of the department reads it. */
const LAB_SHEET: MarkSheet = {
  allocationId: 32,
  section: 'B.Tech CSE 2024 A',
  code: '22CS581',
  subject: 'Compiler Design Lab',
  labBatch: 1,
  faculty: 'Dr. K. Rao',
  internalMax: 40,
  state: 'submitted',
  version: 5,
  savedBy: 'Dr. K. Rao',
  savedAt: '2026-11-24 11:00:00+05:30',
  submittedAt: '2026-11-24 11:02:30+05:30',
  releasedAt: null,
  editable: false,
  unlockable: true,
  components: [
    { id: 4, name: 'Record', maxMarks: 20 },
    { id: 5, name: 'Viva', maxMarks: 20 },
  ],
  students: [
    { id: 501, rollNumber: '24CS001', fullName: 'Aarav Sharma', marks: [18, 17.5], total: 35.5 },
    { id: 502, rollNumber: '24CS002', fullName: 'Bhavya Reddy', marks: [15, 'AB'], total: 15 },
  ],
};

describe('MarksOverviewPage', { timeout: 30_000 }, () => {
  it('lists a chosen batch’s classes with their states counted, keeping the choice in the address', async () => {
    const user = await renderPage();
    expect(screen.getByRole('heading', { name: 'Internal marks overview', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('choose-batch')).toBeTruthy();
    await choose(user, /^Batch/, 'B.Tech 2024-2028');
    expect(screen.getByTestId('address').textContent).toBe('?batchId=4');
    await choose(user, /^Branch/, 'CSE — Computer Science and Engineering');
    expect(screen.getByTestId('address').textContent).toBe('?batchId=4&branchId=11');

    const classes = await table();
    await waitFor(() => expect(classes.querySelectorAll('tbody tr')).toHaveLength(4));
    expect(requestsSent((r) => r.path === '/api/internal-marks/overview').at(-1)!.query).toEqual({ batchId: '4', branchId: '11' });
    expect(screen.getByTestId('marks-counts').textContent).toBe('Open: 1Submitted: 2Released: 1');
    expect(row(31).textContent).toContain('B.Tech CSE 2024 A22CS501Design and Analysis of Algorithms—Dr. K. Rao2 / 5Open——');
    expect(row(32).textContent).toContain('Compiler Design Lab1Dr. K. Rao3 / 3Submitted24-11-2026, 11:02 am—');
    expect(row(41).textContent).toContain('Released18-11-2026, 10:05 am25-11-2026, 9:00 am');

    // All branches of the batch.
    await choose(user, /^Branch/, 'All branches');
    expect(screen.getByTestId('address').textContent).toBe('?batchId=4');
    await waitFor(() => expect(requestsSent((r) => r.path === '/api/internal-marks/overview').at(-1)!.query).toEqual({ batchId: '4' }));
  });

  it('lets the examination cell release the submitted classes selected', async () => {
    const user = await renderPage('ROLE_EXAMINATION', CSE);
    await table();
    await waitFor(() => expect(row(45)).toBeTruthy());
    // Only submitted marks not released yet can be chosen.
    expect(within(row(31)).getByRole('checkbox', { name: 'Select 22CS501 of B.Tech CSE 2024 A' })).toHaveProperty('disabled', true);
    expect(within(row(41)).getByRole('checkbox')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Release selected (0)' })).toHaveProperty('disabled', true);
    await user.click(within(row(32)).getByRole('checkbox', { name: 'Select 22CS581 of B.Tech CSE 2024 A' }));
    await user.click(within(row(45)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Release selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the marks?' });
    expect(dialog.textContent).toContain('Release the internal marks of 2 classes to their students? They see them at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('2 classes’ marks were released to their students')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'POST', path: '/api/internal-marks/release', body: { allocationIds: [32, 45] } },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Release selected (0)' })).toBeTruthy());
  });

  it('downloads the batch’s workbook', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:marks');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = await renderPage('ROLE_ACADEMICS', CSE);
    await table();
    await user.click(screen.getByRole('button', { name: 'Download workbook' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(requestsSent((r) => r.path === '/api/internal-marks/export')[0]!.query).toEqual({ batchId: '4', branchId: '11' });
    expect(created).toHaveBeenCalled();
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Internal marks B.Tech 2024-2028.xlsx');
    // The academics office reads; only the examination cell and the administrator release.
    expect(screen.queryByRole('button', { name: /^Release selected/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('opens a class’s sheet read-only; the head of the department unlocks it with a reason', async () => {
    let unlocked = false;
    server.use(
      http.get('/api/internal-marks/sheet', () => {
        const sheet = { ...LAB_SHEET, unlockable: !unlocked };
        return HttpResponse.json(unlocked ? { ...sheet, state: 'open', submittedAt: null } : sheet);
      }),
      http.post('/api/internal-marks/sheet/unlock', async () => {
        unlocked = true;
        return HttpResponse.json({ ...LAB_SHEET, state: 'open', submittedAt: null, unlockable: false, version: 6 } satisfies MarkSheet);
      }),
    );
    const user = await renderPage('ROLE_HOD', CSE);
    await table();
    await waitFor(() => expect(row(32)).toBeTruthy());
    await user.click(within(row(32)).getByRole('button', { name: 'Open marks' }));
    expect(screen.getByTestId('address').textContent).toBe('?batchId=4&branchId=11&class=32');
    const sheet = await screen.findByRole('table', { name: '22CS581 Compiler Design Lab · B.Tech CSE 2024 A' }, { timeout: 10_000 });
    expect(within(sheet).queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('sheet-locked').textContent).toContain('these marks are locked');

    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock the marks of 22CS581 for B.Tech CSE 2024 A' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByText('Give the reason for unlocking')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Record marks of lab batch 1 to be corrected');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('The marks of 22CS581 were unlocked')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      {
        method: 'POST',
        path: '/api/internal-marks/sheet/unlock',
        body: { allocationId: 32, reason: 'Record marks of lab batch 1 to be corrected' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unlock' })).toBeNull());
    expect(screen.getByTestId('sheet-read-only')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'All classes' }));
    expect(screen.getByTestId('address').textContent).toBe('?batchId=4&branchId=11');
  });

  it('speaks German', async () => {
    await renderPage('ROLE_EXAMINATION', CSE, 'de');
    expect(await screen.findByRole('heading', { name: 'Übersicht interne Noten', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Stunden mit internen Noten' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('marks-counts').textContent).toBe('Offen: 1Eingereicht: 2Freigegeben: 1'));
    expect(screen.getByRole('button', { name: 'Arbeitsmappe herunterladen' })).toBeTruthy();
  });
});
