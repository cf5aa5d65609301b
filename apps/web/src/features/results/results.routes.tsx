import type { RouteObject } from 'react-router';
import { ExamTitlesPage } from './exam-titles.page';
import { ResultLookupPage } from './result-lookup.page';
import { ResultVerifyPage } from './result-verify.page';
import { ResultsAdminPage } from './results-admin.page';

export const publicRoutes: RouteObject[] = [
  { path: '/examresults', element: <ExamTitlesPage /> },
  { path: '/results/verify/:code', element: <ResultVerifyPage /> },
  { path: '/results/:title', element: <ResultLookupPage /> },
];
export const appRoutes: RouteObject[] = [{ path: '/app/Examinations/Results', element: <ResultsAdminPage /> }];
