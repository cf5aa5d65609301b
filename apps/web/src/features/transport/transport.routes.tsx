import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./transport.i18n');
const RoutesPage = lazyPage(() => import('./routes.page'), 'RoutesPage', texts);
const VehiclesPage = lazyPage(() => import('./vehicles.page'), 'VehiclesPage', texts);
const PassesPage = lazyPage(() => import('./passes.page'), 'PassesPage', texts);
const MyBusPassPage = lazyPage(() => import('./my-bus-pass.page'), 'MyBusPassPage', texts);
const BusPassVerifyPage = lazyPage(() => import('./bus-pass-verify.page'), 'BusPassVerifyPage', texts);

export const publicRoutes: RouteObject[] = [{ path: '/bus-pass/verify/:code', element: <BusPassVerifyPage /> }];
export const appRoutes: RouteObject[] = [
  // The Transport group of the menu opens its routes.
  { path: '/app/Transport', element: <Navigate to="/app/Transport/Routes" replace /> },
  { path: '/app/Transport/Routes', element: <RoutesPage /> },
  { path: '/app/Transport/Vehicles', element: <VehiclesPage /> },
  { path: '/app/Transport/Bus Passes', element: <PassesPage /> },
  { path: '/app/Bus Pass', element: <MyBusPassPage /> },
];
