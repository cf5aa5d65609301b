import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { allFeatureLinks } from '@campus/shared';
import { AppNotFoundPage, NotFoundPage } from '../components/not-found.page';
import { NotAvailablePage } from '../components/not-available.page';
import * as admissions from '../features/admissions/admissions.routes';
import * as auth from '../features/auth/auth.routes';
import * as dashboards from '../features/dashboards/dashboards.routes';
import * as home from '../features/home/home.routes';
import * as iqac from '../features/iqac/iqac.routes';
import * as masterdata from '../features/masterdata/masterdata.routes';
import * as results from '../features/results/results.routes';
import * as settings from '../features/settings/settings.routes';
import { AppLayout } from './app-layout';
import { RequireAuth } from '../components/guards';

const features = [home, auth, dashboards, settings, iqac, results, admissions, masterdata];
const featureAppRoutes: RouteObject[] = features.flatMap((f) => f.appRoutes);
const claimed = new Set(featureAppRoutes.map((r) => r.path));

/** Menu links whose feature has not landed yet get an honest 'not available yet' page. */
const pendingRoutes: RouteObject[] = allFeatureLinks()
  .filter((link) => link.startsWith('/app/') && !claimed.has(link))
  .map((path) => ({ path, element: <NotAvailablePage /> }));

const routes: RouteObject[] = [
  ...features.flatMap((f) => f.publicRoutes),
  { path: '/Faculty Dashboard', element: <Navigate to="/app/Faculty Dashboard" replace /> },
  { path: '/app/Faculty/Dashboard', element: <Navigate to="/app/Faculty Dashboard" replace /> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/ResetLoginPassword', element: <NotAvailablePage /> },
      {
        path: '/app',
        element: <AppLayout />,
        children: [...featureAppRoutes, ...pendingRoutes, { path: '*', element: <AppNotFoundPage /> }],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter(routes);
