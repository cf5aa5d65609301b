import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const PayFeesPage = lazyPage(
  () => import('./pay-fees.page'),
  'PayFeesPage',
  () => import('./payments.i18n'),
);
const FeeStructurePage = lazyPage(
  () => import('./fees.page'),
  'FeeStructurePage',
  () => import('./payments.i18n'),
);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [
  { path: '/app/Fees/Pay Fees', element: <PayFeesPage /> },
  { path: '/app/Fees/Fee Structure', element: <FeeStructurePage /> },
];
