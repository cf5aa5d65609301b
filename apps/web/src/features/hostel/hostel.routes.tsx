import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./hostel.i18n');
const RoomsPage = lazyPage(() => import('./rooms.page'), 'RoomsPage', texts);
const RoomTypesPage = lazyPage(() => import('./room-types.page'), 'RoomTypesPage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [
  // The Hostel group of the menu opens its rooms.
  { path: '/app/Hostel', element: <Navigate to="/app/Hostel/Rooms" replace /> },
  { path: '/app/Hostel/Rooms', element: <RoomsPage /> },
  { path: '/app/Hostel/Room Types', element: <RoomTypesPage /> },
];
