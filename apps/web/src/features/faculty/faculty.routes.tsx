import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./faculty.i18n');
const AchievementsPage = lazyPage(() => import('./achievements.page'), 'AchievementsPage', texts);
const FacultyDashboardPage = lazyPage(() => import('./faculty-dashboard.page'), 'FacultyDashboardPage', texts);
const HodDashboardPage = lazyPage(() => import('./hod-dashboard.page'), 'HodDashboardPage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [
  { path: '/app/Faculty/Achievements', element: <AchievementsPage /> },
  { path: '/app/Faculty Dashboard', element: <FacultyDashboardPage /> },
  { path: '/app/HOD Dashboard', element: <HodDashboardPage /> },
];
