import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useContext, useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';

/** Asks before changes not saved are lost: stay, or leave without saving. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onStay} aria-labelledby="leave-heading" maxWidth="xs">
      <DialogTitle id="leave-heading">{t('internalMarks.confirmLeave.heading')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('internalMarks.confirmLeave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay}>{t('internalMarks.confirmLeave.stay')}</Button>
        <Button color="error" onClick={onLeave}>
          {t('internalMarks.confirmLeave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Inside the app's router: another page, the menu or Back asks first while changes are not saved. */
function RouteBlocker({ dirty, leaving }: { dirty: boolean; leaving: RefObject<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  if (blocker.state !== 'blocked') return null;
  return <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />;
}

/**
 * While the sheet has changes not saved: closing or reloading the tab asks (the browser's own
 * question), and so does leaving the sheet within the app. `leaving` is set once the teacher has
 * already said they leave.
 */
export function LeaveGuard({ dirty, leaving }: { dirty: boolean; leaving: RefObject<boolean> }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return dataRouter ? <RouteBlocker dirty={dirty} leaving={leaving} /> : null;
}
