import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@campus/shared';
import { achievementScope } from './achievement-scope';

const user = (roles: string[]): SessionUser =>
  ({ username: 'u', email: null, fullName: 'U', roles, program: 'CSE', collegeName: null }) as SessionUser;

describe('achievement scope', () => {
  it('gives Dean, Principal and Admin every department, a HOD their own, a faculty member themselves', () => {
    expect(achievementScope(user(['ROLE_ADMIN']))).toBe('all');
    expect(achievementScope(user(['ROLE_DEAN']))).toBe('all');
    expect(achievementScope(user(['ROLE_PRINCIPAL']))).toBe('all');
    expect(achievementScope(user(['ROLE_HOD']))).toBe('department');
    expect(achievementScope(user(['ROLE_HOD', 'ROLE_ADMIN']))).toBe('all');
    expect(achievementScope(user(['ROLE_FACULTY']))).toBe('own');
    expect(achievementScope(null)).toBe('own');
  });
});
