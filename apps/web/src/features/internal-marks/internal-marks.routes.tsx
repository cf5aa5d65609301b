import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./internal-marks.i18n');
const InternalMarksPage = lazyPage(() => import('./internal-marks.page'), 'InternalMarksPage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Internal Marks', element: <InternalMarksPage /> }];
