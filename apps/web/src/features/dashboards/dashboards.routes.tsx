import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';
import { LANDINGS } from './landings';

const DashboardPage = lazyPage(
  () => import('./dashboard.page'),
  'DashboardPage',
  () => import('./dashboards.i18n'),
);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage titleKey="generic" /> },
  ...LANDINGS.map(([path, titleKey]) => ({ path, element: <DashboardPage titleKey={titleKey} /> })),
];
