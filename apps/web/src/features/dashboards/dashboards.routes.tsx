import type { RouteObject } from 'react-router';
import { DashboardPage } from './dashboard.page';
import { LANDINGS } from './landings';

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage titleKey="generic" /> },
  ...LANDINGS.map(([path, titleKey]) => ({ path, element: <DashboardPage titleKey={titleKey} /> })),
];
