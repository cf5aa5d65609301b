import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const REGISTRATION_PATH = '/app/Alumni/Registration Form';
const HISTORY_PATH = '/app/Alumni/History';
const DASHBOARD_PATH = '/app/Alumni/Alumni Dashboard';
const texts = () => import('./alumni.i18n');

const AlumniRegistrationPage = lazyPage(() => import('./registration.page'), 'AlumniRegistrationPage', texts);
const AlumniHistoryPage = lazyPage(() => import('./history.page'), 'AlumniHistoryPage', texts);
const AlumniDashboardPage = lazyPage(() => import('./dashboard.page'), 'AlumniDashboardPage', texts);

/** The spec's address of alumni history (001 §2) leads to the screen inside the signed-in frame. */
export const publicRoutes: RouteObject[] = [{ path: '/AlumniHistory', element: <Navigate to={HISTORY_PATH} replace /> }];
export const appRoutes: RouteObject[] = [
  { path: REGISTRATION_PATH, element: <AlumniRegistrationPage /> },
  { path: HISTORY_PATH, element: <AlumniHistoryPage /> },
  { path: DASHBOARD_PATH, element: <AlumniDashboardPage /> },
];
