import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./my-attendance.i18n');
const MyAttendancePage = lazyPage(() => import('./my-attendance.page'), 'MyAttendancePage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/My Attendance', element: <MyAttendancePage /> }];
