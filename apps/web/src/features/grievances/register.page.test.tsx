import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { requestsSent } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import grievanceTexts from './grievances.i18n';
import { RegisterPage } from './register.page';
import { windowWidth } from '../../test/window-width';

addTranslations(grievanceTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

/** The address the page keeps its search in. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{decodeURIComponent(search)}</output>;
}

async function renderPage(at = '/app/Grievances/Register', role = 'ROLE_GRIEVANCE_INCHARGE', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'cell', fullName: 'S. Meena', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[at]}>
        <RegisterPage />
        <Address />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const asked = () => requestsSent((r) => r.path === '/api/grievances').at(-1)!.query;
const row = (number: string) => screen.getByRole('table', { name: 'Grievances' }).querySelector<HTMLElement>(`[data-number="${number}"]`)!;
const total = () => screen.getByTestId('register-total').textContent;

describe('RegisterPage', { timeout: 30_000 }, () => {
  it('lists every grievance with where it stands, who filed it and with whom it lies, and says how many are overdue', async () => {
    await renderPage();
    await waitFor(() => expect(total()).toBe('3 grievances'));
    expect(screen.getByTestId('register-overdue').textContent).toContain('1 grievance is past its due day without a decision.');
    const overdue = row('GRV-2026-00012');
    for (const text of [
      'Revaluation result not given',
      'Examinations and results',
      'In review',
      'Overdue',
      'Keerthi Chowdary (22VC1A0501)',
      'Dr. K. Ramesh',
    ])
      expect(overdue.textContent).toContain(text);
    expect(within(overdue).getByRole('link', { name: 'GRV-2026-00012' }).getAttribute('href')).toBe('/app/Grievance/12');
    const confidential = row('GRV-2026-00013');
    for (const text of ['Mess food served cold', 'Hostel', 'Received', 'Confidential', 'Not yet assigned', '27-11-2026', '18-12-2026'])
      expect(confidential.textContent).toContain(text);
  });

  it('keeps the status, category, only the overdue and the number or subject in the address, and asks the server for them', async () => {
    const user = await renderPage();
    await waitFor(() => expect(total()).toBe('3 grievances'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'In review' }));
    await waitFor(() => expect(total()).toBe('1 grievance'));
    expect(screen.getByTestId('address').textContent).toBe('?status=inReview');
    expect(asked()).toEqual({ status: 'inReview', page: '1', size: '25' });

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Examinations and results' }));
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await user.type(screen.getByRole('searchbox', { name: 'Number or subject' }), 'revaluation');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?q=revaluation&status=inReview&category=examinations&overdue=true'),
    );
    await waitFor(() =>
      expect(asked()).toEqual({ q: 'revaluation', status: 'inReview', category: 'examinations', overdue: 'true', page: '1', size: '25' }),
    );
    expect(total()).toBe('1 grievance');

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(total()).toBe('3 grievances'));
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('opens at the overdue grievances from the landing page’s link, and the banner shows them from the whole list', async () => {
    const user = await renderPage('/app/Grievances/Register?overdue=true');
    await waitFor(() => expect(total()).toBe('1 grievance'));
    expect(asked().overdue).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toHaveProperty('checked', true);
    expect(within(screen.getByTestId('register-overdue')).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(total()).toBe('3 grievances'));
    await user.click(within(screen.getByTestId('register-overdue')).getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?overdue=true'));
  });

  it('on a phone shows the grievances as cards', async () => {
    windowWidth(390);
    await renderPage();
    const cards = await screen.findByRole('list', { name: 'Grievances' });
    await waitFor(() => expect(cards.querySelector('[data-number="GRV-2026-00013"]')).toBeTruthy());
    const card = cards.querySelector<HTMLElement>('[data-number="GRV-2026-00013"]')!;
    expect(card.textContent).toContain('Mess food served cold');
    expect(card.textContent).toContain('Filed byConfidential');
  });

  it('speaks German', async () => {
    await renderPage('/app/Grievances/Register', 'ROLE_PRINCIPAL', 'de');
    await waitFor(() => expect(total()).toBe('3 Beschwerden'));
    expect(screen.getByTestId('register-overdue').textContent).toContain(
      '1 Beschwerde ist über ihren Fälligkeitstag hinaus ohne Entscheidung.',
    );
    const table = screen.getByRole('table', { name: 'Beschwerden' });
    expect(table.textContent).toContain('Vertraulich');
    expect(table.textContent).toContain('In Bearbeitung');
  });
});
