import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazy-page';

const texts = () => import('./hostel.i18n');
const RoomsPage = lazyPage(() => import('./rooms.page'), 'RoomsPage', texts);
const RoomTypesPage = lazyPage(() => import('./room-types.page'), 'RoomTypesPage', texts);
const ApplicationsPage = lazyPage(() => import('./applications.page'), 'ApplicationsPage', texts);
const MyHostelPage = lazyPage(() => import('./my-hostel.page'), 'MyHostelPage', texts);
const HostelFeesPage = lazyPage(() => import('./hostel-fees.page'), 'HostelFeesPage', texts);
const LeavePage = lazyPage(() => import('./leave.page'), 'LeavePage', texts);
const ComplaintsPage = lazyPage(() => import('./complaints.page'), 'ComplaintsPage', texts);
const VisitorsPage = lazyPage(() => import('./visitors.page'), 'VisitorsPage', texts);

export const publicRoutes: RouteObject[] = [];
export const appRoutes: RouteObject[] = [
  // The Hostel group of the menu opens its rooms.
  { path: '/app/Hostel', element: <Navigate to="/app/Hostel/Rooms" replace /> },
  { path: '/app/Hostel/Rooms', element: <RoomsPage /> },
  { path: '/app/Hostel/Room Types', element: <RoomTypesPage /> },
  { path: '/app/Hostel/Applications', element: <ApplicationsPage /> },
  { path: '/app/Hostel/Fees', element: <HostelFeesPage /> },
  { path: '/app/Hostel/Leave', element: <LeavePage /> },
  { path: '/app/Hostel/Complaints', element: <ComplaintsPage /> },
  { path: '/app/Hostel/Visitors', element: <VisitorsPage /> },
  // The student's (or parent's) own application, leave and room complaints.
  { path: '/app/Hostel Room', element: <MyHostelPage /> },
];
