import { describe, expect, it } from 'vitest';
import { LANDING_ROUTES } from '@campus/shared';
import { LANDINGS } from './landings';

describe('dashboard pages', () => {
  it('exist for every landing route of every role', () => {
    const paths = new Set(LANDINGS.map(([p]) => p));
    for (const route of Object.values(LANDING_ROUTES)) expect(paths).toContain(route);
  });
});
