import { SnackbarProvider } from 'notistack';
import { Outlet } from 'react-router';

/** Short messages (saved, failed, …) that pages show with notistack's `useSnackbar`, for the routes below it. */
export function Notifications() {
  return (
    <SnackbarProvider maxSnack={4} autoHideDuration={5000} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Outlet />
    </SnackbarProvider>
  );
}
