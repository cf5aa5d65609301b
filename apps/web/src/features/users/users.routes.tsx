import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./users.i18n');
const RegisterPage = lazyPage(() => import('./register.page'), 'RegisterPage', texts);
const UsersPage = lazyPage(() => import('./users.page'), 'UsersPage', texts);
const CreateUserPage = lazyPage(() => import('./create-user.page'), 'CreateUserPage', texts);
const CreateLoginsPage = lazyPage(() => import('./create-logins.page'), 'CreateLoginsPage', texts);

export const publicRoutes: RouteObject[] = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/register/:module', element: <RegisterPage /> },
  // The spec's addresses of the administrator's screens lead into the signed-in frame.
  { path: '/createLogins', element: <Navigate to="/app/Users/Create Logins" replace /> },
  { path: '/restoreCredentials', element: <Navigate to="/app/Users" replace /> },
];
export const appRoutes: RouteObject[] = [
  { path: '/app/Users', element: <UsersPage /> },
  { path: '/app/Users/Create User', element: <CreateUserPage /> },
  { path: '/app/Users/Create Logins', element: <CreateLoginsPage /> },
];
