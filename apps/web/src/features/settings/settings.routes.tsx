import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const CollegeSettingsPage = lazyPage(
  () => import('./college-settings.page'),
  'CollegeSettingsPage',
  () => import('./settings.i18n'),
);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Settings/College', element: <CollegeSettingsPage /> }];
