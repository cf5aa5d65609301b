import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./eligibility.i18n');
const EligibilityPage = lazyPage(() => import('./eligibility.page'), 'EligibilityPage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Academics/Eligibility', element: <EligibilityPage /> }];
