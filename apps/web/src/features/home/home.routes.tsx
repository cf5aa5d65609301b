import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../../components/guards';
import { lazyPage } from '../../components/lazy-page';

const HomePage = lazyPage(
  () => import('./home.page'),
  'HomePage',
  () => import('./home.i18n'),
);

export const publicRoutes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RedirectIfSignedIn>
        <HomePage />
      </RedirectIfSignedIn>
    ),
  },
];
export const appRoutes: RouteObject[] = [];
