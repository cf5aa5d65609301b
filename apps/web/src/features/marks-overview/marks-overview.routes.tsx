import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./marks-overview.i18n');
const MarksOverviewPage = lazyPage(() => import('./marks-overview.page'), 'MarksOverviewPage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Academics/Internal Marks', element: <MarksOverviewPage /> }];
