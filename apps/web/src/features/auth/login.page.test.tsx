import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addTranslations } from '../../i18n';
import { renderWithApp } from '../../test/render';
import authTexts from './auth.i18n';
import { LoginPage } from './login.page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let signIns: unknown[];

addTranslations(authTexts);

beforeEach(() => {
  signIns = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string, init: RequestInit = {}) => {
      const url = String(address);
      if (url.includes('auth/signin')) {
        const body = JSON.parse(String(init.body)) as { password: string };
        signIns.push(body);
        if (body.password !== 'secret1') return json({ message: 'Invalid user name or password', code: 'INVALID_CREDENTIALS' }, 401);
        return json({
          username: 'admin',
          email: null,
          fullName: 'Admin',
          roles: ['ROLE_ADMIN'],
          program: null,
          collegeName: null,
          token: 't',
        });
      }
      if (url.includes('getCollegeName')) return new Response('VCET');
      return json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderLogin = () =>
  renderWithApp(
    <MemoryRouter initialEntries={['/login/Admin']}>
      <Routes>
        <Route path="/login/:module" element={<LoginPage />} />
        <Route path="/app/Admin" element={<h1>Admin landing</h1>} />
      </Routes>
    </MemoryRouter>,
  );

describe('Sign-in', { timeout: 30_000 }, () => {
  it('names what is missing under its field and sends nothing', async () => {
    const user = userEvent.setup();
    await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your user name')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.getByLabelText('User name').getAttribute('aria-invalid')).toBe('true');
    expect(signIns).toHaveLength(0);
  });

  it('signs in with the user name and password typed, and shows a refusal above the form', async () => {
    const user = userEvent.setup();
    await renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('User name').getAttribute('autocomplete')).toBe('username');
    await user.type(screen.getByLabelText('User name'), ' admin ');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid user name or password');
    await user.clear(password);
    await user.type(password, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Admin landing' })).toBeTruthy();
    await waitFor(() => expect(signIns).toHaveLength(2));
    expect(signIns[1]).toEqual({ username: 'admin', password: 'secret1', module: 'Admin' });
  });
});
