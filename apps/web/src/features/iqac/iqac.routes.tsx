import type { RouteObject } from 'react-router';
import { IqacPage } from './iqac.page';

export const publicRoutes: RouteObject[] = [
  { path: '/iqacnewhome', element: <IqacPage /> },
  { path: '/IQACHome', element: <IqacPage /> },
];
export const appRoutes: RouteObject[] = [];
