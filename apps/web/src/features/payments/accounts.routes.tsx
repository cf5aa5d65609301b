import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const AccountsPage = lazyPage(
  () => import('./accounts.page'),
  'AccountsPage',
  () => import('./payments.i18n'),
);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Fees/Reports', element: <AccountsPage /> }];
