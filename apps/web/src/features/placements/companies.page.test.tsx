import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { CompaniesPage } from './companies.page';
import placementTexts from './placements.i18n';
import { windowWidth } from '../../test/window-width';

addTranslations(placementTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

async function renderPage(role = 'ROLE_PLACEMENT_DEAN', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'placement_dean', fullName: 'Dean', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Placements/Companies']}>
        <CompaniesPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const companyRow = (name: string) =>
  screen.getByRole('table', { name: 'Companies' }).querySelector<HTMLElement>(`[data-company="${name}"]`)!;

describe('CompaniesPage', { timeout: 30_000 }, () => {
  it('lists the companies with their contact persons, drives and hires', async () => {
    await renderPage();
    await screen.findByRole('table', { name: 'Companies' });
    const tcs = companyRow('Tata Consultancy Services');
    for (const text of ['IT services', 'www.tcs.com', 'Ramya Iyengar', 'campus.hyd@tcs.com', '+91 40 6667 8000'])
      expect(tcs.textContent).toContain(text);
    expect(companyRow('Deloitte').textContent).toContain('No contact person');
  });

  it('adds a company with a contact person, and shows the server’s word under the name', async () => {
    server.use(
      http.post('/api/placements/companies', () =>
        refusal(409, { code: 'CONFLICT', message: 'A company is named Infosys already', key: 'placements.companyExists', field: 'name' }),
      ),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a company' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Company name is required')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: /^Company name/ }), 'Infosys');
    await user.type(within(dialog).getByRole('textbox', { name: /^Sector/ }), 'IT services');
    await user.type(within(dialog).getByRole('textbox', { name: /^Website/ }), 'https://www.infosys.com');
    const contact = within(dialog).getByRole('group', { name: 'Contact person 1' });
    await user.type(within(contact).getByRole('textbox', { name: /^Name/ }), 'Karthik Menon');
    await user.type(within(contact).getByRole('textbox', { name: /^E-mail/ }), 'campus.connect@infosys.com');
    await user.type(within(contact).getByRole('textbox', { name: /^Phone/ }), '+91 80 2852 0261');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: /^Company name/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('A company is named Infosys already')).toBeTruthy();

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Infosys is added');
    expect((await withBodies(requestsSent(writes))).at(-1)).toEqual({
      method: 'POST',
      path: '/api/placements/companies',
      body: {
        name: 'Infosys',
        sector: 'IT services',
        website: 'https://www.infosys.com',
        contacts: [{ name: 'Karthik Menon', email: 'campus.connect@infosys.com', phone: '+91 80 2852 0261' }],
      },
    });
  });

  it('checks a contact’s e-mail before sending, and lets a contact be removed', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a company' });
    const contact = within(dialog).getByRole('group', { name: 'Contact person 1' });
    await user.type(within(contact).getByRole('textbox', { name: /^E-mail/ }), 'not-a-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/must be an e-mail address/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove contact person 1' }));
    expect(within(dialog).queryByRole('group', { name: 'Contact person 1' })).toBeNull();
    expect(requestsSent(writes)).toEqual([]);
  });

  it('corrects a company: its contact person’s phone, the rest as it was', async () => {
    const user = await renderPage();
    await screen.findByRole('table', { name: 'Companies' });
    await user.click(within(companyRow('Tata Consultancy Services')).getByRole('button', { name: 'Change Tata Consultancy Services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Tata Consultancy Services' });
    expect(within(dialog).getByRole('textbox', { name: /^Company name/ })).toHaveProperty('value', 'Tata Consultancy Services');
    const phone = within(within(dialog).getByRole('group', { name: 'Contact person 1' })).getByRole('textbox', { name: /^Phone/ });
    await user.clear(phone);
    await user.type(phone, '+91 40 6667 9999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Tata Consultancy Services is changed');
    const sent = (await withBodies(requestsSent(writes))).at(-1)!;
    expect(sent).toMatchObject({ method: 'PUT', path: expect.stringMatching(/^\/api\/placements\/companies\/\d+$/) });
    expect((sent.body as { contacts: { phone: string }[] }).contacts[0]!.phone).toBe('+91 40 6667 9999');
  });

  it('lets the principal read the companies, with nothing to add or change', async () => {
    await renderPage('ROLE_PRINCIPAL');
    await screen.findByRole('table', { name: 'Companies' });
    expect(screen.queryByRole('button', { name: 'Add company' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change / })).toBeNull();
  });

  it('on a phone shows the companies as cards, and speaks German', async () => {
    windowWidth(390);
    await renderPage('ROLE_PLACEMENT_DEAN', 'de');
    const cards = await screen.findByRole('list', { name: 'Unternehmen' });
    expect(cards.querySelector('[data-company="Deloitte"]')!.textContent).toContain('Keine Ansprechperson');
    expect(screen.getByRole('button', { name: 'Unternehmen hinzufügen' })).toBeTruthy();
  });
});
