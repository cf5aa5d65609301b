import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations } from '../../i18n';
import { requestsSent, withBodies } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import authTexts from './auth.i18n';
import { DEMO_PASSWORD } from './auth.handlers';
import { LoginPage } from './login.page';

addTranslations(authTexts);

afterEach(cleanup);

const signIns = () => requestsSent((r) => r.path === '/api/auth/signin');

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
    expect(signIns()).toHaveLength(0);
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
    await user.type(password, DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Admin landing' })).toBeTruthy();
    await waitFor(() => expect(signIns()).toHaveLength(2));
    expect((await withBodies(signIns()))[1]).toEqual({
      method: 'POST',
      path: '/api/auth/signin',
      body: { username: 'admin', password: DEMO_PASSWORD, module: 'Admin' },
    });
  });
});
