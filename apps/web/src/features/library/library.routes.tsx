import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./library.i18n');
const CataloguePage = lazyPage(() => import('./catalogue.page'), 'CataloguePage', texts);
const OpacPage = lazyPage(() => import('./opac.page'), 'OpacPage', texts);
const CampusOpacPage = lazyPage(() => import('./opac.page'), 'CampusOpacPage', texts);
const CirculationPage = lazyPage(() => import('./circulation/circulation.page'), 'CirculationPage', texts);
const LibraryRulesPage = lazyPage(() => import('./circulation/rules.page'), 'LibraryRulesPage', texts);
const LibraryNoDuesPage = lazyPage(() => import('./circulation/no-dues.page'), 'LibraryNoDuesPage', texts);
const LibraryReportsPage = lazyPage(
  () => import('./reports/library-reports.page'),
  'LibraryReportsPage',
  () => import('./reports/library-reports.i18n'),
);
const HoldsPage = lazyPage(() => import('./holds.page'), 'HoldsPage', texts);

export const publicRoutes: RouteObject[] = [{ path: '/library', element: <CampusOpacPage /> }];
export const appRoutes: RouteObject[] = [
  // The Library group of the menu opens its search, which every reader may use.
  { path: '/app/Library', element: <Navigate to="/app/Library/View Books" replace /> },
  { path: '/app/Library/View Books', element: <OpacPage /> },
  { path: '/app/Library/Catalogue', element: <CataloguePage /> },
  { path: '/app/Library/Circulation', element: <CirculationPage /> },
  { path: '/app/Library/Rules', element: <LibraryRulesPage /> },
  { path: '/app/Library/No Dues', element: <LibraryNoDuesPage /> },
  { path: '/app/Library/Reports', element: <LibraryReportsPage /> },
  { path: '/app/Library/Holds', element: <HoldsPage /> },
];
