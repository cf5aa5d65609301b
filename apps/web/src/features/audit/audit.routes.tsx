import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const AuditLogPage = lazyPage(
  () => import('./audit-log.page'),
  'AuditLogPage',
  () => import('./audit.i18n'),
);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Admin/Audit Log', element: <AuditLogPage /> }];
