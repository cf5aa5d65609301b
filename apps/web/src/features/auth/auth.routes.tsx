import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../../components/guards';
import { ForgotPasswordPage } from './forgot-password.page';
import { LoginPage } from './login.page';

export const publicRoutes: RouteObject[] = [
  { path: '/login', element: <RedirectIfSignedIn><LoginPage module="Admin" /></RedirectIfSignedIn> },
  { path: '/login/:module', element: <RedirectIfSignedIn><LoginPage /></RedirectIfSignedIn> },
  { path: '/accounts', element: <RedirectIfSignedIn><LoginPage module="Accounts" /></RedirectIfSignedIn> },
  { path: '/ForgotPassword', element: <ForgotPasswordPage /> },
];
export const appRoutes: RouteObject[] = [];
