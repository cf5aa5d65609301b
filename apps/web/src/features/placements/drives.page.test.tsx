import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { DrivesPage } from './drives.page';
import placementTexts from './placements.i18n';

addTranslations(placementTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

async function renderPage(role = 'ROLE_PLACEMENT_DEAN', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'placement_dean', fullName: 'Dean', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Placements/Drives']}>
        <DrivesPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const driveRow = (company: string) =>
  screen.getByRole('table', { name: 'Drives' }).querySelector<HTMLElement>(`[data-drive="${company}"]`)!;

describe('DrivesPage', { timeout: 30_000 }, () => {
  it('lists the drives with their CTC in lakh, day, mode and rounds, each leading to its page', async () => {
    await renderPage();
    await screen.findByRole('table', { name: 'Drives' });
    const tcs = driveRow('Tata Consultancy Services');
    for (const text of [
      'Assistant Systems Engineer',
      '₹3.6 lakh p.a.',
      '04-08-2026',
      'Pool campus',
      'Aptitude test → Technical interview → HR interview',
    ])
      expect(tcs.textContent).toContain(text);
    expect(within(tcs).getByRole('link', { name: 'Open the drive of Tata Consultancy Services' }).getAttribute('href')).toBe(
      '/app/Placements/Drive/1',
    );
  });

  it('creates a drive for a programme’s batch, and shows the server’s word under the batches', async () => {
    server.use(
      http.post('/api/placements/drives', () =>
        refusal(400, { code: 'INVALID', message: 'No such batch of the chosen programmes: 101', field: 'eligibility.batchIds' }),
      ),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create drive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a drive' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Company is required')).toBeTruthy();

    const choose = async (field: RegExp, option: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: field }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    // A list of several choices stays open until Escape closes it.
    const tick = async (field: RegExp, ...options: string[]) => {
      await user.click(within(dialog).getByRole('combobox', { name: field }));
      for (const option of options) await user.click(await screen.findByRole('option', { name: option }));
      await user.keyboard('{Escape}');
    };
    await choose(/^Company/, 'Deloitte');
    await user.type(within(dialog).getByRole('textbox', { name: /^Job title/ }), 'Business Analyst');
    await user.type(within(dialog).getByRole('textbox', { name: /^CTC/ }), '6.5');
    await user.type(within(dialog).getByRole('textbox', { name: /^Job location/ }), 'Hyderabad');
    const day = within(dialog).getByRole('textbox', { name: /^Drive day/ });
    await user.clear(day);
    await user.type(day, '15-01-2027');
    await choose(/^Mode/, 'Virtual');
    await tick(/^Rounds/, 'Aptitude test', 'HR interview');
    await tick(/^Programmes/, 'B.Tech');
    await tick(/^Passing-out batches/, '2022-2026');
    await tick(/^Branches/, 'CSE');
    await user.type(within(dialog).getByRole('textbox', { name: /^Minimum CGPA/ }), '7');
    await user.type(within(dialog).getByRole('textbox', { name: /^Maximum active backlogs/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByText('No such batch of the chosen programmes: 101')).toBeTruthy());

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('The drive of Deloitte is created');
    expect((await withBodies(requestsSent(writes))).at(-1)).toEqual({
      method: 'POST',
      path: '/api/placements/drives',
      body: {
        companyId: 2,
        jobTitle: 'Business Analyst',
        ctcRupees: 650_000,
        location: 'Hyderabad',
        driveOn: '2027-01-15',
        mode: 'virtual',
        rounds: ['aptitude', 'hr'],
        eligibility: { courseIds: [1], branchIds: [11], batchIds: [101], minCgpa: 7, maxBacklogs: 0, gender: null },
      },
    });
  });

  it('keeps the offer policy’s multiple', async () => {
    const user = await renderPage();
    const multiple = await screen.findByRole('textbox', { name: 'CTC multiple for one more drive' });
    await waitFor(() => expect((multiple as HTMLInputElement).value).toBe('1.5'));
    await user.clear(multiple);
    await user.type(multiple, '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The multiple must be a number from 1 to 5/)).toBeTruthy();
    await user.clear(multiple);
    await user.type(multiple, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The offer policy is saved');
    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'PUT', path: '/api/placements/settings', body: { offerMultiple: 2 } },
    ]);
  });

  it('lets the principal read the drives and the policy, with nothing to change', async () => {
    await renderPage('ROLE_PRINCIPAL');
    await screen.findByRole('table', { name: 'Drives' });
    expect(await screen.findByTestId('placement-policy')).toBeTruthy();
    expect(screen.getByTestId('placement-policy').textContent).toBe(
      'A placed student may apply only to a drive of at least 1.5 times their best offer.',
    );
    expect(screen.queryByRole('button', { name: 'Create drive' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('speaks German', async () => {
    await renderPage('ROLE_PLACEMENT_DEAN', 'de');
    const table = await screen.findByRole('table', { name: 'Auswahlverfahren' });
    expect(table.textContent).toContain('3,6 Lakh ₹ p. a.');
    expect(table.textContent).toContain('Eignungstest → Fachgespräch → Personalgespräch');
  });
});
