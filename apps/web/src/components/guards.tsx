import { Navigate, Outlet } from 'react-router';
import { landingRouteFor } from '@campus/shared';
import { useSession } from '../lib/session';

/** Private routes need the stored sign-in (spec 001 §6); the server still decides every call. */
export function RequireAuth() {
  const user = useSession();
  return user ? <Outlet /> : <Navigate to="/" replace />;
}

/** A signed-in user opening `/` goes to their own landing page (DESIGN.md 5.5). */
export function RedirectIfSignedIn({ children }: { children: React.ReactNode }) {
  const user = useSession();
  return user ? <Navigate to={landingRouteFor(user.roles)} replace /> : <>{children}</>;
}
