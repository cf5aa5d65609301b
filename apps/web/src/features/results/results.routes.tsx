import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./results.i18n');
const ExamTitlesPage = lazyPage(() => import('./exam-titles.page'), 'ExamTitlesPage', texts);
const ResultLookupPage = lazyPage(() => import('./result-lookup.page'), 'ResultLookupPage', texts);
const ResultVerifyPage = lazyPage(() => import('./result-verify.page'), 'ResultVerifyPage', texts);
const ResultsAdminPage = lazyPage(() => import('./results-admin.page'), 'ResultsAdminPage', texts);

export const publicRoutes: RouteObject[] = [
  { path: '/examresults', element: <ExamTitlesPage /> },
  { path: '/results/verify/:code', element: <ResultVerifyPage /> },
  { path: '/results/:title', element: <ResultLookupPage /> },
];
export const appRoutes: RouteObject[] = [{ path: '/app/Examinations/Results', element: <ResultsAdminPage /> }];
