import { normalizeRole, type SessionUser } from '@campus/shared';

const COLLEGE_WIDE = ['ROLE_ADMIN', 'ROLE_DEAN', 'ROLE_PRINCIPAL'];

/**
 * What a user chooses from on the achievements screen (001 §6, DESIGN.md §4): Dean, Principal and
 * Admin every department; a HOD only their own program, offered without asking the server for the
 * department list; a faculty member only themselves.
 */
export type AchievementScope = 'all' | 'department' | 'own';

export function achievementScope(user: SessionUser | null): AchievementScope {
  const roles = (user?.roles ?? []).map((r) => normalizeRole(r) ?? r);
  if (roles.some((r) => COLLEGE_WIDE.includes(r))) return 'all';
  if (roles.includes('ROLE_HOD')) return 'department';
  return 'own';
}
