import { landingRouteFor, LANDING_ROUTES, normalizeRole, ROLES, type Role } from '@campus/shared';

/** The old product's spelling of the placement dean; normalizeRole reads it as ROLE_PLACEMENT_DEAN. */
const OLD_SPELLINGS = ['ROLE_PLACEMENT_rDEAN'];

/** The role a `/{role}/dashboard` address names, as the demo user names do: `admin`, `placement_dean`; any case. */
export function roleNamed(name: string): Role | undefined {
  const wanted = `ROLE_${name}`.toUpperCase();
  const spelled = [...ROLES, ...OLD_SPELLINGS].find((role) => role.toUpperCase() === wanted);
  return spelled === undefined ? undefined : normalizeRole(spelled);
}

/**
 * Where `/{role}/dashboard` takes a user: signed out, to the home page (as the route guard does);
 * to that role's landing page when the user has the role; otherwise to their own landing page.
 */
export function roleDashboardTarget(name: string, userRoles: readonly string[] | undefined): string {
  if (!userRoles) return '/';
  const role = roleNamed(name);
  const hasRole = role !== undefined && userRoles.some((r) => normalizeRole(r) === role);
  return (hasRole && LANDING_ROUTES[role]) || landingRouteFor(userRoles);
}
