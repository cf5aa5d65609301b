import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { Outlet } from 'react-router';

/**
 * notistack's own success, warning and info colours carry white text below the 4.5:1 contrast that
 * WCAG asks of body text (its warning orange reaches 2.1:1): darker shades of the same hues.
 */
const ReadableContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a24a00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
});
const CONTENT = {
  default: ReadableContent,
  success: ReadableContent,
  error: ReadableContent,
  warning: ReadableContent,
  info: ReadableContent,
};

/**
 * Short messages (saved, failed, …) that pages show with notistack's `useSnackbar`, for the routes below it.
 * One at a time: a new message dismisses the one shown, so that an old "failed" never stands beside a new "saved".
 */
export function Notifications() {
  return (
    <SnackbarProvider maxSnack={1} autoHideDuration={5000} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} Components={CONTENT}>
      <Outlet />
    </SnackbarProvider>
  );
}
