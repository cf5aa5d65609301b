import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./curriculum.i18n');
const CurriculumPage = lazyPage(() => import('./curriculum.page'), 'CurriculumPage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Academics/Curriculum', element: <CurriculumPage /> }];
