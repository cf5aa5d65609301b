import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { refreshAttendance, sendRegister } from '../api/attendance';
import { queueSnapshot, sendQueue, subscribe } from '../register-queue';

/** What the phone keeps (watched), and whether the browser says it is online. */
export function useQueueState() {
  const snapshot = useSyncExternalStore(subscribe, () => queueSnapshot());
  const online = useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
  return { ...snapshot, online };
}

/**
 * Sends the registers kept on the phone when the page opens and whenever the browser is back online;
 * the day's classes are loaded again after, and the teacher told what was sent or refused.
 */
export function useSendQueue() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const owner = useSession()?.username ?? null;
  const flush = useCallback(async () => {
    const outcome = await sendQueue(sendRegister, owner);
    if (outcome.sent.length === 0 && outcome.refused.length === 0) return;
    void refreshAttendance(queryClient);
    if (outcome.sent.length) enqueueSnackbar(t('attendance.sent', { count: outcome.sent.length }), { variant: 'success' });
    if (outcome.refused.length) enqueueSnackbar(t('attendance.refusedSnack', { count: outcome.refused.length }), { variant: 'error' });
  }, [owner, queryClient, enqueueSnackbar, t]);
  useEffect(() => {
    const send = () => void flush();
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [flush]);
  return flush;
}
