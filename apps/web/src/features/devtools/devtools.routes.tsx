import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const DevtoolsPage = lazyPage(
  () => import('./devtools.page'),
  'DevtoolsPage',
  () => import('./devtools.i18n'),
);

export const publicRoutes: RouteObject[] = [{ path: '/devtools', element: <DevtoolsPage /> }];
export const appRoutes: RouteObject[] = [];
