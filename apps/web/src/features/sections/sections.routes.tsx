import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./sections.i18n');
const SectionsPage = lazyPage(() => import('./sections.page'), 'SectionsPage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Academics/Sections', element: <SectionsPage /> }];
