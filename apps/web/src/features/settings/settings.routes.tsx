import type { RouteObject } from 'react-router';
import { CollegeSettingsPage } from './college-settings.page';

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [{ path: '/app/Settings/College', element: <CollegeSettingsPage /> }];
