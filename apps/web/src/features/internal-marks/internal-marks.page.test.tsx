import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { markSheetOf } from './internal-marks.handlers';
import { InternalMarksPage } from './internal-marks.page';
import marksTexts from './internal-marks.i18n';
import { windowWidth } from '../../test/window-width';

addTranslations(marksTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

/** The address the page keeps the open class in. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

async function renderPage(path = '/app/Internal Marks', role = 'ROLE_FACULTY', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'rao', fullName: 'Dr. K. Rao', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <InternalMarksPage />
        <Address />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const OPEN_SHEET = '/app/Internal Marks?class=31';
const grid = () =>
  screen.findByRole('table', { name: '22CS501 Design and Analysis of Algorithms · B.Tech CSE 2024 A' }, { timeout: 10_000 });
const cell = (component: string, roll: string) => screen.getByRole<HTMLInputElement>('textbox', { name: `${component} of ${roll}` });
const values = (roll: string) => ['Mid-term 1', 'Mid-term 2', 'Assignment'].map((component) => cell(component, roll).value);
const rowOf = (roll: string) => screen.getByTestId('mark-grid').querySelector<HTMLElement>(`[data-student="${roll}"]`)!;

describe('InternalMarksPage', { timeout: 30_000 }, () => {
  it('lists the teacher’s classes with their state, and opens one’s sheet in the address', async () => {
    const user = await renderPage();
    expect(screen.getByRole('heading', { name: 'Internal marks', level: 1 })).toBeTruthy();
    const classes = await screen.findByRole('list', { name: 'Your classes with internal marks' }, { timeout: 10_000 });
    const cards = [...classes.querySelectorAll<HTMLElement>('[data-allocation]')];
    expect(cards.map((c) => c.dataset.allocation)).toEqual(['31', '32', '41']);
    expect(cards[0]!.textContent).toContain('22CS501Design and Analysis of Algorithms');
    expect(cards[0]!.textContent).toContain('2 of 5 students complete');
    expect(within(cards[0]!).getByTestId('class-state').textContent).toBe('Open');
    expect(cards[1]!.textContent).toContain('B.Tech CSE 2024 A · Lab batch 1');
    expect(within(cards[1]!).getByTestId('class-state').textContent).toBe('Submitted');
    expect(within(cards[2]!).getByTestId('class-state').textContent).toBe('Released');

    await user.click(within(cards[0]!).getByRole('button'));
    expect(screen.getByTestId('address').textContent).toBe('?class=31');
    const table = await grid();
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Roll number',
      'Name',
      'Mid-term 1 (/16)',
      'Mid-term 2 (/16)',
      'Assignment (/8)',
      'Total (/40)',
    ]);
    expect(values('24CS001')).toEqual(['12.5', '14', '7']);
    expect(values('24CS002')).toEqual(['16', 'AB', '6']);
    expect(within(rowOf('24CS001')).getByTestId('row-total').textContent).toBe('33.5');
    expect(within(rowOf('24CS003')).getByTestId('row-total').textContent).toBe('—');
    expect(cell('Mid-term 1', '24CS001').getAttribute('inputmode')).toBe('decimal');
  });

  it('moves like a spreadsheet: Enter and ↓ down, ↑ up, → and ← across at the edge of the text', async () => {
    const user = await renderPage(OPEN_SHEET);
    await grid();
    await user.click(cell('Mid-term 2', '24CS003'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(cell('Mid-term 2', '24CS004'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('Mid-term 2', '24CS005'));
    // The last row: Enter stays.
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(cell('Mid-term 2', '24CS005'));
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(cell('Mid-term 2', '24CS002'));
    // A whole cell selected is at both edges: → goes across at once.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Assignment', '24CS002'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(cell('Mid-term 1', '24CS002'));
    // Within the text the arrows move the caret, not the cell.
    await user.click(cell('Mid-term 1', '24CS001'));
    cell('Mid-term 1', '24CS001').setSelectionRange(1, 1);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Mid-term 1', '24CS001'));
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(cell('Mid-term 2', '24CS001'));
  });

  it('pastes a block copied from a spreadsheet from the cell down and right, and saves every row in one request', async () => {
    const user = await renderPage(OPEN_SHEET);
    await grid();
    await user.click(cell('Mid-term 2', '24CS003'));
    await user.paste('13\t7\n12.5\t6\nab\t8\r\n');
    expect(values('24CS003')).toEqual(['10', '13', '7']);
    expect(values('24CS004')).toEqual(['', '12.5', '6']);
    expect(values('24CS005')).toEqual(['', 'ab', '8']);
    expect(within(rowOf('24CS003')).getByTestId('row-total').textContent).toBe('30');
    expect(screen.getByTestId('sheet-dirty').textContent).toBe('Changes not saved yet');

    await user.click(cell('Mid-term 1', '24CS004'));
    await user.keyboard('11{Enter}AB');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The marks of 22CS501 were saved')).toBeTruthy();
    const sent = await withBodies(requestsSent(writes));
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/internal-marks/sheet',
        body: {
          allocationId: 31,
          version: 3,
          rows: [
            { studentId: 501, marks: [12.5, 14, 7] },
            { studentId: 502, marks: [16, 'AB', 6] },
            { studentId: 503, marks: [10, 13, 7] },
            { studentId: 504, marks: [11, 12.5, 6] },
            { studentId: 505, marks: ['AB', 'AB', 8] },
          ],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('sheet-dirty')).toBeNull());
    expect(values('24CS005')).toEqual(['AB', 'AB', '8']);
  });

  it('checks each cell against its component’s maximum as typed, and sends nothing while one is wrong', async () => {
    const user = await renderPage(OPEN_SHEET);
    await grid();
    const over = cell('Mid-term 1', '24CS004');
    await user.type(over, '17');
    expect(over.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('At most 16')).toBeTruthy();
    expect(over.getAttribute('aria-describedby')).toBe(screen.getByText('At most 16').id);
    await user.type(cell('Assignment', '24CS004'), '7.3');
    expect(screen.getByText('In steps of 0.5')).toBeTruthy();
    await user.type(cell('Mid-term 2', '24CS004'), 'x');
    expect(screen.getByText('A number or AB')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('sheet-refused').textContent).toBe('3 marks are not valid: correct the cells in red, then save');
    expect(document.activeElement).toBe(over);
    expect(requestsSent(writes)).toEqual([]);

    await user.clear(over);
    await user.type(over, '16');
    expect(over.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('At most 16')).toBeNull();
  });

  it('shows the server’s refusal of one mark on its cell', async () => {
    server.use(
      http.put('/api/internal-marks/sheet', () =>
        refusal(400, {
          code: 'INVALID',
          message: 'Mid-term 2 of 24CS004 must be from 0 to 16',
          key: 'internalMarks.overMax',
          params: { component: 'Mid-term 2', roll: '24CS004', max: '16' },
          field: 'rows.3.marks.1',
        }),
      ),
    );
    const user = await renderPage(OPEN_SHEET);
    await grid();
    await user.type(cell('Mid-term 2', '24CS004'), '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const marked = cell('Mid-term 2', '24CS004');
    await waitFor(() => expect(marked.getAttribute('aria-invalid')).toBe('true'));
    expect(within(rowOf('24CS004')).getByText('Mid-term 2 of 24CS004 must be from 0 to 16')).toBeTruthy();
    expect(screen.getByTestId('sheet-refused').textContent).toBe('Not saved: Mid-term 2 of 24CS004 must be from 0 to 16');
    // Typed again, the cell is the teacher's once more.
    await user.clear(marked);
    await user.type(marked, '14');
    expect(marked.getAttribute('aria-invalid')).toBeNull();
  });

  it('says when the marks were saved meanwhile, and opens them again', async () => {
    const message = 'These marks were saved by Dr. K. Rao at 10:15 while you had them open: open them again and make your change once more';
    server.use(http.put('/api/internal-marks/sheet', () => refusal(409, { code: 'CONFLICT', message })));
    const user = await renderPage(OPEN_SHEET);
    await grid();
    await user.type(cell('Mid-term 2', '24CS004'), '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('sheet-refused');
    expect(alert.textContent).toContain(message);
    server.use(http.get('/api/internal-marks/sheet', () => HttpResponse.json(markSheetOf(31, { version: 4 }))));
    const before = requestsSent((r) => r.path === '/api/internal-marks/sheet' && r.method === 'GET').length;
    await user.click(within(alert).getByRole('button', { name: 'Open it again' }));
    await waitFor(() => expect(requestsSent((r) => r.path === '/api/internal-marks/sheet' && r.method === 'GET')).toHaveLength(before + 1));
    await waitFor(() => expect(cell('Mid-term 2', '24CS004').value).toBe(''));
  });

  it('asks before submitting, then locks the sheet', async () => {
    const user = await renderPage(OPEN_SHEET);
    await grid();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the marks?' });
    expect(within(dialog).getByTestId('submit-question').textContent).toBe(
      'Submit and lock the marks of 22CS501 for B.Tech CSE 2024 A? You can no longer change them; the head of the department can unlock them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit and lock' }));
    expect(await screen.findByText('The marks of 22CS501 were submitted and are locked')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'POST', path: '/api/internal-marks/sheet/submit', body: { allocationId: 31, version: 3 } },
    ]);
    expect((await screen.findByTestId('sheet-locked')).textContent).toContain('these marks are locked');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows a submitted sheet read-only with its lock note', async () => {
    await renderPage('/app/Internal Marks?class=32');
    const table = await screen.findByRole('table', { name: '22CS581 Compiler Design Lab · B.Tech CSE 2024 A' }, { timeout: 10_000 });
    expect(screen.getByTestId('sheet-locked').textContent).toBe(
      'Submitted on 24-11-2026, 11:02 am: these marks are locked. Only the head of the department can unlock them.',
    );
    expect(within(table).queryByRole('textbox')).toBeNull();
    expect(table.querySelector('[data-student="24CS002"]')!.textContent).toBe('24CS002Bhavya Reddy15AB15');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unlock' })).toBeNull();
  });

  it('lets the head of the department unlock a submitted sheet, naming the reason', async () => {
    server.use(http.get('/api/internal-marks/sheet', () => HttpResponse.json(markSheetOf(32, { unlockable: true }))));
    const user = await renderPage('/app/Internal Marks?class=32', 'ROLE_HOD');
    await screen.findByTestId('sheet-locked', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock the marks of 22CS581 for B.Tech CSE 2024 A' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByText('Give the reason for unlocking')).toBeTruthy();
    expect(requestsSent(writes)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Viva of 24CS002 was held late');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('The marks of 22CS581 were unlocked')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'POST', path: '/api/internal-marks/sheet/unlock', body: { allocationId: 32, reason: 'Viva of 24CS002 was held late' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before leaving a sheet with changes not saved', async () => {
    const user = await renderPage(OPEN_SHEET);
    await grid();
    await user.type(cell('Mid-term 2', '24CS004'), '15');
    await user.click(screen.getByRole('button', { name: 'All classes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('address').textContent).toBe('?class=31');
    expect(cell('Mid-term 2', '24CS004').value).toBe('15');
    await user.click(screen.getByRole('button', { name: 'All classes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(screen.getByTestId('address').textContent).toBe('');
    expect(await screen.findByRole('list', { name: 'Your classes with internal marks' })).toBeTruthy();
  });

  it('on a phone keeps the grid usable, and speaks German', async () => {
    windowWidth(390);
    const user = await renderPage(OPEN_SHEET, 'ROLE_FACULTY', 'de');
    expect(await screen.findByRole('heading', { name: 'Interne Noten', level: 1 })).toBeTruthy();
    const table = await screen.findByRole(
      'table',
      { name: '22CS501 Design and Analysis of Algorithms · B.Tech CSE 2024 A' },
      { timeout: 10_000 },
    );
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Matrikelnummer',
      'Name',
      'Mid-term 1 (/16)',
      'Mid-term 2 (/16)',
      'Assignment (/8)',
      'Summe (/40)',
    ]);
    const first = screen.getByRole<HTMLInputElement>('textbox', { name: 'Mid-term 1 von 24CS001' });
    expect(first.value).toBe('12,5');
    await user.type(screen.getByRole('textbox', { name: 'Mid-term 1 von 24CS004' }), '16,5');
    expect(screen.getByText('Höchstens 16')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Einreichen' })).toBeTruthy();
  });
});
