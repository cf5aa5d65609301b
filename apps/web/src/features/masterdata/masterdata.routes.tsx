import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const MasterDataPage = lazyPage(
  () => import('./masterdata.page'),
  'MasterDataPage',
  () => import('./masterdata.i18n'),
);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Master Data', element: <MasterDataPage /> }];
