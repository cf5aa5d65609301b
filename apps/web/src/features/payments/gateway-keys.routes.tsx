import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const GATEWAY_KEYS_PATH = '/app/Fees/Payment Gateway Keys';

const GatewayKeysPage = lazyPage(
  () => import('./gateway-keys.page'),
  'GatewayKeysPage',
  () => import('./payments.i18n'),
);

/** The spec's address (001 §2) leads to the screen inside the signed-in frame. */
export const publicRoutes: RouteObject[] = [
  { path: '/paymentGatewayKeyMaintenance', element: <Navigate to={GATEWAY_KEYS_PATH} replace /> },
];
export const appRoutes: RouteObject[] = [{ path: GATEWAY_KEYS_PATH, element: <GatewayKeysPage /> }];
