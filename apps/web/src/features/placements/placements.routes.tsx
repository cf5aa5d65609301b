import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/guards';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./placements.i18n');
const CompaniesPage = lazyPage(() => import('./companies.page'), 'CompaniesPage', texts);
const DrivesPage = lazyPage(() => import('./drives.page'), 'DrivesPage', texts);
const DrivePage = lazyPage(() => import('./drive.page'), 'DrivePage', texts);
const FiguresPage = lazyPage(() => import('./figures.page'), 'FiguresPage', texts);
const MyPlacementsPage = lazyPage(() => import('./my-placements.page'), 'MyPlacementsPage', texts);
const ForbiddenPage = lazyPage(() => import('../../components/forbidden.page'), 'ForbiddenPage');

// The placement dean's landing page, `/app/Placements/Company Placement`, is the dashboards' (the season's figures).
export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [
  { path: '/app/My Placements', element: <MyPlacementsPage /> },
  { path: '/app/Placements/Companies', element: <CompaniesPage /> },
  { path: '/app/Placements/Drives', element: <DrivesPage /> },
  // One drive: no menu entry guards it, so it asks for the office's read permission itself.
  {
    path: '/app/Placements/Drive/:id',
    element: (
      <RequirePermission permission="placements.read" forbidden={<ForbiddenPage />}>
        <DrivePage />
      </RequirePermission>
    ),
  },
  { path: '/app/Placements/Figures', element: <FiguresPage /> },
];
