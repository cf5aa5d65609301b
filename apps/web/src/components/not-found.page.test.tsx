import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, setCookie } from '../lib/cookies';
import { renderWithApp } from '../test/render';
import { AppNotFoundPage, NotFoundPage } from './not-found.page';

const signInAs = (roles: string[]) =>
  setCookie('erpUser', JSON.stringify({ username: 'principal', fullName: 'Dr. K. Ramesh', roles, modules: ['erp'] }));
const inRouter = (page: ReactElement) => <MemoryRouter initialEntries={['/no/such/page']}>{page}</MemoryRouter>;
const href = (name: string) => decodeURIComponent(screen.getByRole('link', { name }).getAttribute('href') ?? '');

afterEach(() => {
  cleanup();
  deleteCookie('erpUser');
});

describe('the not-found page', () => {
  it('offers a signed-out visitor Go To Home', async () => {
    await renderWithApp(inRouter(<NotFoundPage />));
    expect(href('Go To Home')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Go To Dashboard' })).toBeNull();
  });

  it('offers a signed-in user Go To Dashboard, to the landing page of their first role, in English and German', async () => {
    signInAs(['ROLE_PRINCIPAL', 'ROLE_FACULTY']);
    await renderWithApp(inRouter(<NotFoundPage />));
    expect(href('Go To Dashboard')).toBe('/app/Principal DashBoard');
    expect(screen.queryByRole('link', { name: 'Go To Home' })).toBeNull();
    cleanup();
    await renderWithApp(inRouter(<NotFoundPage />), { language: 'de' });
    expect(href('Zum Dashboard')).toBe('/app/Principal DashBoard');
  });

  it("inside the signed-in area leads to the user's landing page, not the generic /app", async () => {
    signInAs(['ROLE_LIBRARY_INCHARGE']);
    await renderWithApp(inRouter(<AppNotFoundPage />));
    expect(href('Go To Dashboard')).toBe('/app/Library Dashboard');
  });
});
