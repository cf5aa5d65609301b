import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkRead, NotificationsPage, UnreadCount } from '@campus/shared';

/** A page of the list, as the page asks for it. */
export interface NotificationsAsked {
  page: number;
  pageSize: number;
}
import { api } from '../../../lib/api';

/** The bell asks again this often, and when the window regains focus. */
const UNREAD_EVERY_MS = 60_000;

export const getUnreadCount = () => api<UnreadCount>('notifications/unread');

export const getUnreadCountQueryOptions = () =>
  queryOptions({ queryKey: ['notifications', 'unread'], queryFn: getUnreadCount, refetchInterval: UNREAD_EVERY_MS });

/** How many of one's notifications are unread: the bell's figure. */
export const useUnreadCount = () => useQuery(getUnreadCountQueryOptions());

export const getNotifications = ({ page, pageSize }: NotificationsAsked) =>
  api<NotificationsPage>('notifications', { query: { page, pageSize } });

export const getNotificationsQueryOptions = (query: NotificationsAsked) =>
  queryOptions({ queryKey: ['notifications', 'list', query], queryFn: () => getNotifications(query), placeholderData: keepPreviousData });

/** One page of one's notifications, newest first; the last page stays on screen while the next loads. */
export const useNotifications = (query: NotificationsAsked) => useQuery(getNotificationsQueryOptions(query));

export const markRead = (body: MarkRead) => api<{ marked: number; unread: number }>('notifications/read', { method: 'POST', body });

/** Marks notifications read (those named, or all); the list and the bell follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: ({ unread }) => {
      client.setQueryData(getUnreadCountQueryOptions().queryKey, { unread });
      return client.invalidateQueries({ queryKey: ['notifications', 'list'] });
    },
  });
}
