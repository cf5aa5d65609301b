import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../../components/guards';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./auth.i18n');
const LoginPage = lazyPage(() => import('./login.page'), 'LoginPage', texts);
const ForgotPasswordPage = lazyPage(() => import('./forgot-password.page'), 'ForgotPasswordPage', texts);
const ChangePasswordPage = lazyPage(() => import('./change-password.page'), 'ChangePasswordPage', texts);

export const publicRoutes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <RedirectIfSignedIn>
        <LoginPage module="Admin" />
      </RedirectIfSignedIn>
    ),
  },
  {
    path: '/login/:module',
    element: (
      <RedirectIfSignedIn>
        <LoginPage />
      </RedirectIfSignedIn>
    ),
  },
  {
    path: '/accounts',
    element: (
      <RedirectIfSignedIn>
        <LoginPage module="Accounts" />
      </RedirectIfSignedIn>
    ),
  },
  { path: '/ForgotPassword', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ForgotPasswordPage /> },
];
export const appRoutes: RouteObject[] = [{ path: '/app/reset Password', element: <ForgotPasswordPage /> }];
/** Signed-in pages outside the /app frame. */
export const signedInRoutes: RouteObject[] = [{ path: '/ResetLoginPassword', element: <ChangePasswordPage /> }];
