import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addTranslations } from '../../../i18n';
import { renderWithApp } from '../../../test/render';
import usersTexts from '../users.i18n';
import { CreateUserForm } from './create-user-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let sent: { method: string; url: string; body: unknown }[];
let answer: () => Response;

addTranslations(usersTexts);

beforeEach(() => {
  sent = [];
  answer = () => json({ id: 5, username: 'skonda', fullName: 'Sridevi Konda', email: 'skonda@vcet.edu.in', roles: ['ROLE_FACULTY'] }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ method: init.method ?? 'GET', url: String(url), body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (String(url).includes('getAllDepartmentDetails'))
        return json([{ departmentCreationPrimaryKey: { departmentName: 'CSE' }, departmentFullName: 'Computer Science and Engineering' }]);
      return init.method && init.method !== 'GET' ? answer() : json([]);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const posts = () => sent.filter((s) => s.method === 'POST');

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
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/users',
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
    answer = () => json({ code: 'CONFLICT', message: 'This User Name is already taken', field: 'username' }, 409);
    await renderForm();
    await fillFaculty(user);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText(/^User Name/))).toBe('This User Name is already taken'));
    expect(screen.getByLabelText(/^User Name/).getAttribute('aria-invalid')).toBe('true');
  });
});
