import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./attendance.i18n');
const AttendancePage = lazyPage(() => import('./attendance.page'), 'AttendancePage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Attendance', element: <AttendancePage /> }];
