import { describe, expect, it } from 'vitest';
import { LANDING_ROUTES } from '@campus/shared';
import * as alumni from '../features/alumni/alumni.routes';
import * as dashboards from '../features/dashboards/dashboards.routes';
import * as faculty from '../features/faculty/faculty.routes';
import * as library from '../features/library/library.routes';

describe('landing pages', () => {
  it('exist for every landing route of every role: the dashboards, the faculty and HOD pages, the alumni dashboard, the OPAC', () => {
    const paths = new Set([...dashboards.appRoutes, ...faculty.appRoutes, ...alumni.appRoutes, ...library.appRoutes].map((r) => r.path));
    for (const route of Object.values(LANDING_ROUTES)) expect(paths).toContain(route);
  });
});
