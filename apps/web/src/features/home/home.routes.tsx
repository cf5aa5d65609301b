import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../../components/guards';
import { HomePage } from './home.page';

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
