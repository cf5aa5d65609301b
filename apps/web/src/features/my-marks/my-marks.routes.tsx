import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./my-marks.i18n');
const MyMarksPage = lazyPage(() => import('./my-marks.page'), 'MyMarksPage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/My Marks', element: <MyMarksPage /> }];
