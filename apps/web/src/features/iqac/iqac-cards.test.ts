import { describe, expect, it } from 'vitest';
import { iqacCards } from './iqac-cards';

describe('IQAC cards', () => {
  it('sign in IQAC users here and open the areas by their defaults', () => {
    expect(iqacCards()).toEqual([
      { key: 'login', href: '/login/IQAC', internal: true },
      { key: 'facultyDashboard', href: '/login/Faculty', internal: true },
      { key: 'naac', href: 'https://www.naac.gov.in/', internal: false },
      { key: 'nirf', href: 'https://www.nirfindia.org/', internal: false },
      { key: 'obe', href: '/login/OBE', internal: true },
    ]);
  });

  it("open the college's configured links as external sites, an empty one keeping its default", () => {
    const cards = iqacCards({ nirf: 'https://nirf.college.edu.in/data', obe: 'https://obe.college.edu.in', naac: ' ' });
    expect(cards.find((c) => c.key === 'nirf')).toEqual({ key: 'nirf', href: 'https://nirf.college.edu.in/data', internal: false });
    expect(cards.find((c) => c.key === 'obe')).toEqual({ key: 'obe', href: 'https://obe.college.edu.in', internal: false });
    expect(cards.find((c) => c.key === 'naac')?.href).toBe('https://www.naac.gov.in/');
  });
});
