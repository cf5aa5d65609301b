import { Navigate, useParams } from 'react-router';
import { useSession } from '../../lib/session';
import { roleDashboardTarget } from './role-dashboard';

/** `/{role}/dashboard` (spec 001 §2): on to the landing page it names, for a user who has that role. */
export function RoleDashboardRedirect() {
  const { role = '' } = useParams();
  const user = useSession();
  return <Navigate to={roleDashboardTarget(role, user?.roles)} replace />;
}
