import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./library.i18n');
const CataloguePage = lazyPage(() => import('./catalogue.page'), 'CataloguePage', texts);
const CirculationPage = lazyPage(() => import('./circulation/circulation.page'), 'CirculationPage', texts);
const LibraryRulesPage = lazyPage(() => import('./circulation/rules.page'), 'LibraryRulesPage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [
  // The Library group of the menu opens its one screen.
  { path: '/app/Library', element: <Navigate to="/app/Library/Catalogue" replace /> },
  { path: '/app/Library/Catalogue', element: <CataloguePage /> },
  { path: '/app/Library/Circulation', element: <CirculationPage /> },
  { path: '/app/Library/Rules', element: <LibraryRulesPage /> },
];
