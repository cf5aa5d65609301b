import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { AttendanceShortagePage } from './attendance-shortage.page';
import shortageTexts from './attendance-shortage.i18n';
import { windowWidth } from '../../test/window-width';

addTranslations(shortageTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

/** The address the page keeps its choices in. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

async function renderPage(role = 'ROLE_HOD', path = '/app/Academics/Attendance', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'hod', fullName: 'Head', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <AttendanceShortagePage />
        <Address />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const SECTION_A = '/app/Academics/Attendance?batchId=4&branchId=11&sectionId=41';
const SECTION_B = '/app/Academics/Attendance?batchId=4&branchId=11&sectionId=42';

/** Chooses an option of a list of the page, or of a dialog (`scope`). */
async function choose(user: ReturnType<typeof userEvent.setup>, name: RegExp, option: string) {
  await waitFor(() => expect(screen.getByRole('combobox', { name }).getAttribute('aria-disabled')).toBeNull());
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const rules = () => screen.findByTestId('attendance-rules', {}, { timeout: 10_000 });
const table = () => screen.findByRole('table', { name: 'Attendance shortage of B.Tech CSE 2024 A' }, { timeout: 10_000 });

describe('AttendanceShortagePage', { timeout: 30_000 }, () => {
  it('lists a chosen section’s students below the required share, lowest first, keeping the choices in the address', async () => {
    const user = await renderPage();
    expect(screen.getByRole('heading', { name: 'Attendance shortage', level: 1 })).toBeTruthy();
    expect((await rules()).textContent).toContain('A student must attend 75\u00a0% of the classes held, all subjects together.');
    expect(screen.getByTestId('attendance-rules').textContent).toContain(
      'Between 65\u00a0% and 75\u00a0% the shortage may be condoned on payment of the condonation fee and the head of department’s approval; below 65\u00a0% the student is detained from the semester-end examinations.',
    );
    expect(screen.getByTestId('attendance-rules').textContent).toContain('A teacher may correct their register up to 2 days after its day');
    expect(screen.getByTestId('attendance-rules').textContent).toContain('The condonation fee is ₹500.00');
    expect(screen.getByTestId('choose-section')).toBeTruthy();

    await choose(user, /^Batch/, 'B.Tech 2024-2028');
    await choose(user, /^Branch/, 'CSE — Computer Science and Engineering');
    await choose(user, /^Section/, 'B.Tech CSE 2024 A');
    expect(screen.getByTestId('address').textContent).toBe('?batchId=4&branchId=11&sectionId=41');

    const shortage = await table();
    await waitFor(() => expect(shortage.querySelectorAll('tbody tr')).toHaveLength(3));
    const rows = [...shortage.querySelectorAll<HTMLElement>('tbody tr')];
    expect(rows.map((r) => r.dataset.student)).toEqual(['24R11A0503', '24R11A0502', '24R11A0504']);
    expect(rows[0]!.textContent).toBe('24R11A0503Chaitanya Varma75 / 12560\u00a0%Detained');
    expect(rows[1]!.textContent).toBe('24R11A0502Bhavana Rao85 / 12568\u00a0%Condonable');
    expect(screen.getByTestId('shortage-total').textContent).toBe('3 students of B.Tech CSE 2024 A below 75\u00a0%');
    expect(screen.getByTestId('shortage-detained').textContent).toBe('1 of them below 65\u00a0%: detained');
    expect(requestsSent((r) => r.path === '/api/attendance/shortage').at(-1)!.query).toEqual({ sectionId: '41' });

    // A head of department reads the rules; only the academics office and the administrator change them.
    expect(screen.queryByRole('button', { name: 'Edit rules' })).toBeNull();

    // Another branch forgets the section.
    await choose(user, /^Branch/, 'ECE — Electronics and Communication Engineering');
    expect(screen.getByTestId('address').textContent).toBe('?batchId=4&branchId=12');
    expect(await screen.findByText('This branch has no sections yet')).toBeTruthy();
  });

  it('says so when no student of the section is below the required share', async () => {
    await renderPage('ROLE_PRINCIPAL', SECTION_B);
    expect(await screen.findByText('No student of B.Tech CSE 2024 B is below 75 %', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('shortage-total').textContent).toBe('0 students of B.Tech CSE 2024 B below 75\u00a0%');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Section/ }).textContent).toBe('B.Tech CSE 2024 B'));
  });

  it('lets the academics office edit the rules: the shares checked on their field, the numbers sent as numbers', async () => {
    const user = await renderPage('ROLE_ACADEMICS');
    await rules();
    await user.click(screen.getByRole('button', { name: 'Edit rules' }));
    const form = await screen.findByRole('dialog', { name: 'Edit the attendance rules' });
    const condonable = within(form).getByRole('textbox', { name: /^Condonable from/ });
    expect(condonable).toHaveProperty('value', '65');
    await user.clear(condonable);
    await user.type(condonable, '80');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(condonable.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('The condonable share must be below the required one')).toBeTruthy();
    expect(requestsSent(writes)).toEqual([]);

    await user.clear(condonable);
    await user.type(condonable, '60');
    const days = within(form).getByRole('textbox', { name: /^Correction window/ });
    await user.clear(days);
    await user.type(days, '3');
    // The fee is typed in rupees and sent in paise; what is not an amount is refused on its field.
    const fee = within(form).getByRole('textbox', { name: /^Condonation fee/ });
    expect(fee).toHaveProperty('value', '500');
    await user.clear(fee);
    await user.type(fee, 'five hundred');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fee.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('The condonation fee must be a whole number of rupees from 0 to 1,00,000')).toBeTruthy();
    expect(requestsSent(writes)).toEqual([]);
    await user.clear(fee);
    await user.type(fee, '750.50');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The attendance rules were saved')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      {
        method: 'PUT',
        path: '/api/attendance/settings',
        body: { requiredPercent: 75, condonablePercent: 60, correctionDays: 3, condonationFeePaise: 75_050 },
      },
    ]);
  });

  it('shows the server’s refusal of the rules on its field', async () => {
    server.use(
      http.put('/api/attendance/settings', () =>
        refusal(400, {
          code: 'INVALID',
          message: 'The condonable share must be below the required one',
          key: 'attendance.thresholds',
          field: 'condonablePercent',
        }),
      ),
    );
    const user = await renderPage('ROLE_ADMIN');
    await rules();
    await user.click(screen.getByRole('button', { name: 'Edit rules' }));
    const form = await screen.findByRole('dialog', { name: 'Edit the attendance rules' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const condonable = within(form).getByRole('textbox', { name: /^Condonable from/ });
    await waitFor(() => expect(condonable.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('The condonable share must be below the required one')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit the attendance rules' })).toBeTruthy();
  });

  it('on a phone shows the students as cards, and speaks German', async () => {
    windowWidth(390);
    await renderPage('ROLE_ACADEMICS', SECTION_A, 'de');
    expect(await screen.findByRole('heading', { name: 'Fehlzeiten', level: 1 })).toBeTruthy();
    expect((await rules()).textContent).toContain('Studierende müssen 75\u00a0% der gehaltenen Stunden besuchen');
    const cards = await screen.findByRole('list', { name: 'Fehlzeiten von B.Tech CSE 2024 A' }, { timeout: 10_000 });
    await waitFor(() => expect(cards.querySelector('[data-student="24R11A0503"]')!.textContent).toContain('Ausgeschlossen'));
    expect(cards.querySelector('[data-student="24R11A0502"]')!.textContent).toContain('Nachsicht möglich');
    expect(screen.getByRole('button', { name: 'Regeln bearbeiten' })).toBeTruthy();
    expect(screen.getByTestId('attendance-rules').textContent).toMatch(/Die Nachsichtsgebühr beträgt 500,00\s₹/);
  });
});
