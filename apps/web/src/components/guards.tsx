import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { can, landingRouteFor, type Permission } from '@campus/shared';
import { nextPage } from '../lib/next-page';
import { useSession } from '../lib/session';

/** Private routes need the stored sign-in (spec 001 §6); the server still decides every call. */
export function RequireAuth() {
  const user = useSession();
  const { pathname } = useLocation();
  if (!user) return <Navigate to="/" replace />;
  // A generated login's first password is changed before anything else (the server refuses other calls).
  if (user.mustChangePassword && pathname !== CHANGE_PASSWORD) return <Navigate to={CHANGE_PASSWORD} replace />;
  return <Outlet />;
}

const CHANGE_PASSWORD = '/ResetLoginPassword';

/** A signed-in user opening `/` goes to their own landing page (DESIGN.md 5.5). */
export function RedirectIfSignedIn({ children }: { children: React.ReactNode }) {
  const user = useSession();
  const [search] = useSearchParams();
  return user ? <Navigate to={nextPage(search) ?? landingRouteFor(user.roles)} replace /> : <>{children}</>;
}

/**
 * A page of the signed-in area renders only for roles the permission matrix allows, so that a
 * screen opened by its address says at once that it may not be used, instead of showing itself
 * and then failing its calls.
 */
export function RequirePermission({
  permission,
  forbidden,
  children,
}: {
  permission: Permission;
  forbidden: React.ReactNode;
  children: React.ReactNode;
}) {
  const user = useSession();
  return <>{can(user?.roles, permission) ? children : forbidden}</>;
}
