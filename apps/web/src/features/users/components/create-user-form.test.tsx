import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations } from '../../../i18n';
import { refusal, requestsSent, server, withBodies } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import usersTexts from '../users.i18n';
import { CreateUserForm } from './create-user-form';

addTranslations(usersTexts);

afterEach(cleanup);

const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const posts = () => requestsSent((r) => r.method === 'POST');

async function tick(user: ReturnType<typeof userEvent.setup>, list: RegExp, ...options: string[]) {
  await user.click(screen.getByRole('combobox', { name: list }));
  for (const name of options) await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
  await user.keyboard('{Escape}');
}

async function fillFaculty(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full Name/), 'Sridevi Konda');
  await user.type(screen.getByLabelText(/^User Name/), 'skonda');
  await user.type(screen.getByLabelText(/^Email Address/), 'skonda@vcet.edu.in');
  await user.type(screen.getByLabelText(/^First password/), 'secret1');
  await tick(user, /^Roles/, 'Faculty');
  await user.click(await screen.findByRole('combobox', { name: /^Department/ }));
  await user.click(await within(screen.getByRole('listbox')).findByRole('option', { name: 'CSE – Computer Science and Engineering' }));
  await tick(user, /^Select Module/, 'erp', 'naac');
}

const renderForm = () =>
  renderWithApp(
    <MemoryRouter>
      <CreateUserForm />
    </MemoryRouter>,
  );

describe('Create User', { timeout: 30_000 }, () => {
  it('names what is wrong under each field, asks a faculty member for a department, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(screen.queryByRole('combobox', { name: /^Department/ })).toBeNull();
    await user.type(screen.getByLabelText(/^User Name/), 'ab');
    await user.type(screen.getByLabelText(/^First password/), '12345');
    await tick(user, /^Roles/, 'Faculty');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText(/^User Name/))).toBe('User Name should be minimum 3 characters'));
    expect(describedBy(screen.getByLabelText(/^First password/))).toBe('Password must be minimum 6 characters');
    expect(describedBy(screen.getByRole('combobox', { name: /^Department/ }))).toBe('Department is required for Faculty or Hod');
    expect(screen.getByRole('combobox', { name: /^Roles/ }).textContent).toBe('Faculty');
    expect(posts()).toEqual([]);
  });

  it('sends the roles and modules ticked, and says the account is made', async () => {
    const user = userEvent.setup();
    await renderForm();
    await fillFaculty(user);
    expect(screen.getByRole('combobox', { name: /^Select Module/ }).textContent).toBe('erp, naac');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Sridevi Konda (skonda) has been created and can sign in now.'),
    );
    expect(await withBodies(posts())).toEqual([
      {
        method: 'POST',
        path: '/api/users',
        body: {
          fullName: 'Sridevi Konda',
          username: 'skonda',
          email: 'skonda@vcet.edu.in',
          password: 'secret1',
          roles: ['ROLE_FACULTY'],
          department: 'CSE',
          modules: ['erp', 'naac'],
        },
      },
    ]);
  });

  it("marks the field the server's refusal names", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/users', () => refusal(409, { code: 'CONFLICT', message: 'This User Name is already taken', field: 'username' })),
    );
    await renderForm();
    await fillFaculty(user);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText(/^User Name/))).toBe('This User Name is already taken'));
    expect(screen.getByLabelText(/^User Name/).getAttribute('aria-invalid')).toBe('true');
  });
});
