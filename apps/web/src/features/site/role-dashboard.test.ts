import { describe, expect, it } from 'vitest';
import { roleDashboardTarget, roleNamed } from './role-dashboard';

describe('/{role}/dashboard', () => {
  it('reads a role as the demo user names write it, in any case, both placement dean spellings too', () => {
    expect(roleNamed('admin')).toBe('ROLE_ADMIN');
    expect(roleNamed('HOD')).toBe('ROLE_HOD');
    expect(roleNamed('iqac_incharge')).toBe('ROLE_IQAC_INCHARGE');
    expect(roleNamed('placement_dean')).toBe('ROLE_PLACEMENT_DEAN');
    expect(roleNamed('placement_rdean')).toBe('ROLE_PLACEMENT_DEAN');
    expect(roleNamed('PLACEMENT_rDEAN')).toBe('ROLE_PLACEMENT_DEAN');
    expect(roleNamed('janitor')).toBeUndefined();
    expect(roleNamed('')).toBeUndefined();
  });

  it("takes a user with that role to the role's landing page", () => {
    expect(roleDashboardTarget('admin', ['ROLE_ADMIN'])).toBe('/app/Admin');
    expect(roleDashboardTarget('hod', ['ROLE_HOD'])).toBe('/app/HOD Dashboard');
    // A second role of the user counts as well.
    expect(roleDashboardTarget('examination', ['ROLE_ADMIN', 'ROLE_EXAMINATION'])).toBe('/app/Examinations');
    expect(roleDashboardTarget('placement_dean', ['ROLE_PLACEMENT_rDEAN'])).toBe('/app/Placements/Company Placement');
    expect(roleDashboardTarget('placement_rdean', ['ROLE_PLACEMENT_DEAN'])).toBe('/app/Placements/Company Placement');
  });

  it('takes a user without that role (or naming no role) to their own landing page', () => {
    expect(roleDashboardTarget('admin', ['ROLE_STUDENT'])).toBe('/app/Student');
    expect(roleDashboardTarget('janitor', ['ROLE_HOD'])).toBe('/app/HOD Dashboard');
    expect(roleDashboardTarget('security', ['ROLE_SECURITY'])).toBe('/app');
  });

  it('takes a visitor who is not signed in to the home page', () => {
    expect(roleDashboardTarget('admin', undefined)).toBe('/');
  });
});
