import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const IqacPage = lazyPage(
  () => import('./iqac.page'),
  'IqacPage',
  () => import('./iqac.i18n'),
);

export const publicRoutes: RouteObject[] = [
  { path: '/iqacnewhome', element: <IqacPage /> },
  { path: '/IQACHome', element: <IqacPage /> },
  { path: '/erphome', element: <IqacPage /> },
];
export const appRoutes: RouteObject[] = [];
