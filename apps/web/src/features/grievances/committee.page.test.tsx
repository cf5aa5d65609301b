import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collegeToday, type SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { CommitteePage } from './committee.page';
import grievanceTexts from './grievances.i18n';
import { windowWidth } from '../../test/window-width';

addTranslations(grievanceTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

async function renderPage(role = 'ROLE_GRIEVANCE_INCHARGE', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'cell', fullName: 'S. Meena', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Grievances/Committee']}>
        <CommitteePage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const memberRow = (table: string, name: string) =>
  screen.getByRole('table', { name: table }).querySelector<HTMLElement>(`[data-member="${name}"]`)!;
const warnings = () => [...screen.getByTestId('committee-warnings').querySelectorAll('.MuiAlert-message')].map((a) => a.textContent);

describe('CommitteePage', { timeout: 30_000 }, () => {
  it('shows the members now and before with their particulars, and what the composition lacks in words', async () => {
    await renderPage();
    await screen.findByTestId('committee-warnings');
    expect(warnings()).toEqual([
      'The committee has no woman member (the regulation asks for at least one)',
      'The committee has no SC, ST or OBC member (the regulation asks for at least one)',
    ]);
    expect(screen.getByTestId('committee-warnings').querySelectorAll('.MuiAlert-standardWarning')).toHaveLength(2);
    const chair = memberRow('Members of the committee now', 'Dr. K. Ramesh');
    for (const text of ['Chairperson', 'Professor and Head, Physics', 'Man', 'General', 'kramesh', '01-06-2026'])
      expect(chair.textContent).toContain(text);
    expect(chair.querySelectorAll('td')[8]!.textContent).toBe('1');
    expect(memberRow('Members of the committee now', 'Rahul Varma').textContent).toContain('No login');
    expect(memberRow('Members of the committee now', 'Justice (retd.) M. Rao').textContent).toContain('Ombudsperson');
    const past = memberRow('Members of the committee before', 'Dr. P. Lakshmi');
    for (const text of ['Member', 'Woman', 'Scheduled Caste (SC)', '01-06-2025', '31-05-2026']) expect(past.textContent).toContain(text);
    expect(within(past).queryByRole('button')).toBeNull();
  });

  it('adds a member with what the regulation asks of them, and shows the server’s word under the login', async () => {
    server.use(
      http.post('/api/grievances/committee', () => refusal(400, { code: 'INVALID', message: 'No login is named arao', field: 'username' })),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a member to the committee' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Role is required')).toBeTruthy();
    expect(within(dialog).getByText('Social category is required')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dr. A. Rao');
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Member' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Designation/ }), 'Professor of English');
    await user.click(within(dialog).getByRole('combobox', { name: /^Gender/ }));
    await user.click(await screen.findByRole('option', { name: 'Woman' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Social category/ }));
    await user.click(await screen.findByRole('option', { name: 'Other Backward Class (OBC)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Login/ }), 'arao');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const login = within(dialog).getByRole('textbox', { name: /^Login/ });
    await waitFor(() => expect(login.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('No login is named arao')).toBeTruthy();

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Dr. A. Rao joined the committee');
    expect((await withBodies(requestsSent(writes))).at(-1)).toEqual({
      method: 'POST',
      path: '/api/grievances/committee',
      body: {
        name: 'Dr. A. Rao',
        role: 'member',
        designation: 'Professor of English',
        gender: 'female',
        socialCategory: 'obc',
        username: 'arao',
        fromDate: collegeToday(),
      },
    });
  });

  it('ends a member’s term on its last day', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'End the term of Prof. S. Venkat' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the term of Prof. S. Venkat' });
    const until = within(dialog).getByRole('textbox', { name: /^Last day/ });
    await user.clear(until);
    await user.type(until, '30-11-2026');
    await user.click(within(dialog).getByRole('button', { name: 'End term' }));
    await screen.findByText('The term of Prof. S. Venkat ends on 30-11-2026');
    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'POST', path: '/api/grievances/committee/2/end', body: { untilDate: '2026-11-30' } },
    ]);
  });

  it('takes grievances of ragging and harassment without a name once the switch is on', async () => {
    const user = await renderPage();
    const on = await screen.findByRole('switch', { name: 'Take grievances of ragging and harassment without a name' });
    expect(on).toHaveProperty('checked', false);
    await user.click(on);
    await screen.findByText('Grievances without a name are taken');
    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'PUT', path: '/api/grievances/settings', body: { anonymousOn: true } },
    ]);
    await waitFor(() => expect(on).toHaveProperty('checked', true));
  });

  it('lets the principal read the committee and its warnings, with nothing to change', async () => {
    await renderPage('ROLE_PRINCIPAL');
    await screen.findByTestId('committee-warnings');
    expect(warnings()).toHaveLength(2);
    expect(screen.getByTestId('committee-anonymous').textContent).toBe('Grievances of ragging and harassment without a name: not taken');
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^End the term/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('on a phone shows the members as cards', async () => {
    windowWidth(390);
    await renderPage();
    const cards = await screen.findByRole('list', { name: 'Members of the committee now' });
    const chair = cards.querySelector<HTMLElement>('[data-member="Dr. K. Ramesh"]')!;
    expect(chair.textContent).toContain('Professor and Head, Physics');
    expect(within(chair).getByRole('button', { name: 'End the term of Dr. K. Ramesh' })).toBeTruthy();
  });

  it('speaks German', async () => {
    await renderPage('ROLE_GRIEVANCE_INCHARGE', 'de');
    await screen.findByTestId('committee-warnings');
    expect(warnings()[0]).toBe('Dem Ausschuss gehört keine Frau an (die Verordnung verlangt mindestens eine)');
    expect(memberRow('Heutige Mitglieder des Ausschusses', 'Dr. K. Ramesh').textContent).toContain('Vorsitz');
  });
});
