import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const FeeCounterPage = lazyPage(
  () => import('./counter/fee-counter.page'),
  'FeeCounterPage',
  () => import('./payments.i18n'),
);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Fees/Counter', element: <FeeCounterPage /> }];
