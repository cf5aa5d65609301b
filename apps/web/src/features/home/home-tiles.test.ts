import { describe, expect, it } from 'vitest';
import { homeTiles } from './home-tiles';

describe('home tiles', () => {
  it('links every user group to its sign-in module', () => {
    const hrefs = homeTiles('DEMO').map((t) => t.href);
    for (const m of [
      'Management',
      'Admin',
      'Faculty',
      'Student',
      'Accounts',
      'Library',
      'Transportation',
      'Grievance',
      'Hostel',
      'Placements%20Cell',
      'parent',
      'HOD',
      'principal',
    ]) {
      expect(hrefs).toContain(`/login/${m}`);
    }
    expect(hrefs).toContain('/examresults');
    expect(hrefs).toContain('/iqacnewhome');
  });

  it('shows the OBE tile only for RKCE', () => {
    expect(homeTiles('DEMO').some((t) => t.key === 'obe')).toBe(false);
    expect(homeTiles('RKCE').some((t) => t.key === 'obe')).toBe(true);
  });

  it('opens /accounts in a new tab for MREM', () => {
    expect(homeTiles('MREM').find((t) => t.key === 'accounts')).toEqual({
      key: 'accounts',
      icon: 'payments',
      href: '/accounts',
      newTab: true,
    });
    expect(homeTiles('DEMO').find((t) => t.key === 'accounts')?.href).toBe('/login/Accounts');
  });
});
