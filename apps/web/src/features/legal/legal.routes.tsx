import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const i18n = () => import('./legal.i18n');
const TermsPage = lazyPage(() => import('./legal.page'), 'TermsPage', i18n);
const PrivacyPage = lazyPage(() => import('./legal.page'), 'PrivacyPage', i18n);
const ReturnPage = lazyPage(() => import('./legal.page'), 'ReturnPage', i18n);

export const publicRoutes: RouteObject[] = [
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/return', element: <ReturnPage /> },
];
export const appRoutes: RouteObject[] = [];
