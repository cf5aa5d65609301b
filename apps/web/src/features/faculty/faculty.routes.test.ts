import { describe, expect, it } from 'vitest';
import { LANDING_ROUTES } from '@campus/shared';
import { appRoutes } from './faculty.routes';

describe('faculty routes', () => {
  it('serve the landing pages of the faculty member and the HOD, and the achievements screen', () => {
    const paths = appRoutes.map((r) => r.path);
    expect(paths).toContain(LANDING_ROUTES.ROLE_FACULTY);
    expect(paths).toContain(LANDING_ROUTES.ROLE_HOD);
    expect(paths).toContain('/app/Faculty/Achievements');
  });
});
