import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./transport.i18n');
const RoutesPage = lazyPage(() => import('./routes.page'), 'RoutesPage', texts);
const VehiclesPage = lazyPage(() => import('./vehicles.page'), 'VehiclesPage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [
  // The Transport group of the menu opens its routes.
  { path: '/app/Transport', element: <Navigate to="/app/Transport/Routes" replace /> },
  { path: '/app/Transport/Routes', element: <RoutesPage /> },
  { path: '/app/Transport/Vehicles', element: <VehiclesPage /> },
];
