import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';
import { MESSAGES_PATH, NOTIFICATIONS_PATH } from './notifications-path';

const NotificationsPage = lazyPage(
  () => import('./notifications.page'),
  'NotificationsPage',
  () => import('./notifications.i18n'),
);

const MessagesPage = lazyPage(
  () => import('./messages.page'),
  'MessagesPage',
  () => import('./notifications.i18n'),
);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [
  { path: NOTIFICATIONS_PATH, element: <NotificationsPage /> },
  { path: MESSAGES_PATH, element: <MessagesPage /> },
];
