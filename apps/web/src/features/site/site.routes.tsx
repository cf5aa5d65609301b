import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';
import { RoleDashboardRedirect } from './role-dashboard.redirect';

const texts = () => import('./site.i18n');
const MaintenancePage = lazyPage(() => import('./status.page'), 'MaintenancePage', texts);
const ComingSoonPage = lazyPage(() => import('./status.page'), 'ComingSoonPage', texts);
const AdminMenusPage = lazyPage(() => import('./admin-menus.page'), 'AdminMenusPage', texts);

export const publicRoutes: RouteObject[] = [
  { path: '/maintenance', element: <MaintenancePage /> },
  { path: '/coming-soon', element: <ComingSoonPage /> },
  { path: '/:role/dashboard', element: <RoleDashboardRedirect /> },
];
export const appRoutes: RouteObject[] = [{ path: '/app/Admin Menus', element: <AdminMenusPage /> }];
