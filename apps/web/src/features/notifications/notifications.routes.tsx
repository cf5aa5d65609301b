import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';
import { NOTIFICATIONS_PATH } from './notifications-path';

const NotificationsPage = lazyPage(
  () => import('./notifications.page'),
  'NotificationsPage',
  () => import('./notifications.i18n'),
);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: NOTIFICATIONS_PATH, element: <NotificationsPage /> }];
