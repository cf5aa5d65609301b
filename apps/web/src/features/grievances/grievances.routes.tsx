import type { RouteObject } from 'react-router';
import { RequirePermission } from '../../components/guards';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./grievances.i18n');
const MyGrievancesPage = lazyPage(() => import('./my-grievances.page'), 'MyGrievancesPage', texts);
const GrievancePage = lazyPage(() => import('./grievance.page'), 'GrievancePage', texts);
const RegisterPage = lazyPage(() => import('./register.page'), 'RegisterPage', texts);
const CommitteePage = lazyPage(() => import('./committee.page'), 'CommitteePage', texts);
const ReportsPage = lazyPage(() => import('./reports.page'), 'ReportsPage', texts);
const PublicGrievancePage = lazyPage(() => import('./public-grievance.page'), 'PublicGrievancePage', texts);
const ForbiddenPage = lazyPage(() => import('../../components/forbidden.page'), 'ForbiddenPage');

// The incharge's landing page, `/app/Grievances`, is the dashboards' (its figures and the overdue grievances).
export const publicRoutes: RouteObject[] = [
  // A grievance of ragging or harassment filed without a name, and followed by its number and code.
  { path: '/grievance', element: <PublicGrievancePage /> },
];
export const appRoutes: RouteObject[] = [
  { path: '/app/My Grievances', element: <MyGrievancesPage /> },
  // One grievance: no menu entry guards it, so it asks for the filers' permission itself; the server answers who may see which.
  {
    path: '/app/Grievance/:id',
    element: (
      <RequirePermission permission="grievances.file" forbidden={<ForbiddenPage />}>
        <GrievancePage />
      </RequirePermission>
    ),
  },
  { path: '/app/Grievances/Register', element: <RegisterPage /> },
  { path: '/app/Grievances/Committee', element: <CommitteePage /> },
  { path: '/app/Grievances/Reports', element: <ReportsPage /> },
];
