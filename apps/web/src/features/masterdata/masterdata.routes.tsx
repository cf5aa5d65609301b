import type { RouteObject } from 'react-router';
import { MasterDataPage } from './masterdata.page';

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Master Data', element: <MasterDataPage /> }];
