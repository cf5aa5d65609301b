import type { RouteObject } from 'react-router';

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [];
