import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const PaymentStatusPage = lazyPage(
  () => import('./payment-status.page'),
  'PaymentStatusPage',
  () => import('./payment-status.i18n'),
);

/** Where the gateway sends the browser back, one page per kind of payment (spec 001 section 2). */
export const publicRoutes: RouteObject[] = [
  { path: '/lyra/payment/status', element: <PaymentStatusPage /> },
  { path: '/lyra/misFeepayment/status', element: <PaymentStatusPage /> },
  { path: '/lyra/examFeepayment/status', element: <PaymentStatusPage /> },
  { path: '/lyra/selfPayment/status', element: <PaymentStatusPage /> },
];
export const appRoutes: RouteObject[] = [];
