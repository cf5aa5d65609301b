import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./attendance-shortage.i18n');
const AttendanceShortagePage = lazyPage(() => import('./attendance-shortage.page'), 'AttendanceShortagePage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Academics/Attendance', element: <AttendanceShortagePage /> }];
