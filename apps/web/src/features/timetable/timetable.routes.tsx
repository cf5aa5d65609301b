import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./timetable.i18n');
const TimetablePage = lazyPage(() => import('./timetable.page'), 'TimetablePage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Academics/Timetable', element: <TimetablePage /> }];
