import { Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type Location, type RouteObject } from 'react-router';
import { allFeatureLinks, permissionOfLink } from '@campus/shared';
import { RequireAuth, RequirePermission } from '../components/guards';
import { lazyPage, preloadElement } from '../components/lazy-page';
import { PageLoading } from '../components/page-loading';
import { RouteError } from '../components/route-error';
import * as admissions from '../features/admissions/admissions.routes';
import * as auth from '../features/auth/auth.routes';
import * as dashboards from '../features/dashboards/dashboards.routes';
import * as devtools from '../features/devtools/devtools.routes';
import * as home from '../features/home/home.routes';
import * as iqac from '../features/iqac/iqac.routes';
import * as masterdata from '../features/masterdata/masterdata.routes';
import * as results from '../features/results/results.routes';
import * as settings from '../features/settings/settings.routes';
import * as site from '../features/site/site.routes';
import * as utilities from '../features/utilities/utilities.routes';
import * as legal from '../features/legal/legal.routes';
import * as paymentStatus from '../features/payment-status/payment-status.routes';
import * as payFees from '../features/payments/pay-fees.routes';
import * as gatewayKeys from '../features/payments/gateway-keys.routes';
import * as accounts from '../features/payments/accounts.routes';
import * as feeCounter from '../features/payments/fee-counter.routes';
import * as users from '../features/users/users.routes';
import * as faculty from '../features/faculty/faculty.routes';
import * as alumni from '../features/alumni/alumni.routes';
import * as library from '../features/library/library.routes';
import * as transport from '../features/transport/transport.routes';
import * as hostel from '../features/hostel/hostel.routes';
import * as grievances from '../features/grievances/grievances.routes';
import * as placements from '../features/placements/placements.routes';
import * as curriculum from '../features/curriculum/curriculum.routes';
import * as timetable from '../features/timetable/timetable.routes';
import * as sections from '../features/sections/sections.routes';
import * as attendance from '../features/attendance/attendance.routes';
import * as myAttendance from '../features/my-attendance/my-attendance.routes';
import * as attendanceShortage from '../features/attendance-shortage/attendance-shortage.routes';
import * as eligibility from '../features/eligibility/eligibility.routes';
import * as internalMarks from '../features/internal-marks/internal-marks.routes';
import * as marksOverview from '../features/marks-overview/marks-overview.routes';
import * as myMarks from '../features/my-marks/my-marks.routes';
import * as audit from '../features/audit/audit.routes';
import * as notifications from '../features/notifications/notifications.routes';

const Notifications = lazyPage(() => import('../components/notifications'), 'Notifications');
const AppLayout = lazyPage(() => import('./app-layout'), 'AppLayout');
const NotAvailablePage = lazyPage(() => import('../components/not-available.page'), 'NotAvailablePage');
const NotFoundPage = lazyPage(() => import('../components/not-found.page'), 'NotFoundPage');
const AppNotFoundPage = lazyPage(() => import('../components/not-found.page'), 'AppNotFoundPage');
const ForbiddenPage = lazyPage(() => import('../components/forbidden.page'), 'ForbiddenPage');

const features = [
  home,
  auth,
  dashboards,
  settings,
  iqac,
  results,
  admissions,
  masterdata,
  utilities,
  legal,
  paymentStatus,
  payFees,
  gatewayKeys,
  accounts,
  feeCounter,
  users,
  faculty,
  alumni,
  library,
  transport,
  hostel,
  grievances,
  placements,
  curriculum,
  timetable,
  sections,
  attendance,
  myAttendance,
  attendanceShortage,
  eligibility,
  internalMarks,
  marksOverview,
  myMarks,
  audit,
  notifications,
  devtools,
  site,
];
const claimed = new Set(features.flatMap((f) => f.appRoutes).map((r) => r.path));

/** Menu links whose feature has not landed yet get an honest 'not available yet' page. */
const pendingRoutes: RouteObject[] = allFeatureLinks()
  .filter((link) => link.startsWith('/app/') && !claimed.has(link))
  .map((path) => ({ path, element: <NotAvailablePage /> }));

/** Each page of a menu entry needs the entry's permission (the dashboards need only a sign-in). */
function withPermission(route: RouteObject): RouteObject {
  const permission = route.path ? permissionOfLink(route.path) : undefined;
  if (!permission || !route.element) return route;
  return {
    ...route,
    element: (
      <RequirePermission permission={permission} forbidden={<ForbiddenPage />}>
        {route.element}
      </RequirePermission>
    ),
  };
}

const featureAppRoutes: RouteObject[] = [...features.flatMap((f) => f.appRoutes), ...pendingRoutes].map(withPermission);

/**
 * Gives each route its loading indicator and its error element: over the whole window for public
 * routes, in the content area of the signed-in frame for its pages. The boundary is keyed by the
 * route, so that opening a page not yet downloaded shows the indicator rather than nothing new.
 */
function withBoundaries(routes: RouteObject[], inLayout = false): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        ...route,
        element: route.element && (
          <Suspense key={route.path ?? (route.index ? '(index)' : '(layout)')} fallback={<PageLoading fullPage={!inLayout} />}>
            {route.element}
          </Suspense>
        ),
        errorElement: <RouteError inLayout={inLayout} />,
        handle: { preload: () => preloadElement(route.element) },
      }) as RouteObject,
  );
}

const routes: RouteObject[] = withBoundaries([
  // The home page, the first page of most visits, shows no notifications and so does without their code.
  ...home.publicRoutes,
  {
    element: <Notifications />,
    children: withBoundaries([
      ...features.filter((f) => f !== home).flatMap((f) => f.publicRoutes),
      { path: '/Faculty Dashboard', element: <Navigate to="/app/Faculty Dashboard" replace /> },
      { path: '/app/Faculty/Dashboard', element: <Navigate to="/app/Faculty Dashboard" replace /> },
      {
        element: <RequireAuth />,
        children: withBoundaries([
          ...auth.signedInRoutes,
          {
            path: '/app',
            element: <AppLayout />,
            children: withBoundaries([...featureAppRoutes, { path: '*', element: <AppNotFoundPage /> }], true),
          },
        ]),
      },
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
]);

export const router = createBrowserRouter(routes);

/**
 * A page renders inside its layouts, so left to React each lazy layer would start downloading only
 * once the one around it has arrived. Every route a location matches starts downloading at once.
 */
function preloadRoutes(location: Location) {
  for (const { route } of matchRoutes(routes, location) ?? []) (route.handle as { preload(): void }).preload();
}
preloadRoutes(router.state.location);
router.subscribe((state) => preloadRoutes(state.location));
