import { http, HttpResponse } from 'msw';
import type { AppNotification, MarkRead, NotificationsPage, UnreadCount } from '@campus/shared';

// A student told of one published title, not yet read; marking it read reads it.

const TOLD: AppNotification = {
  id: 7,
  kind: 'resultsPublished',
  params: { title: 'Semester End Examinations (Regular), November 2026', rollNo: '22VC1A0501' },
  createdAt: '2026-11-29T05:30:00.000Z',
  readAt: null,
};
let told: AppNotification[] = [];

/** Back to one unread notification (the setup file's reset of handlers does not reset this state). */
export const resetNotifications = () => {
  told = [{ ...TOLD }];
};
resetNotifications();

const unread = () => told.filter((n) => !n.readAt).length;

export const notificationsHandlers = [
  http.get('/api/notifications/unread', () => HttpResponse.json<UnreadCount>({ unread: unread() })),
  http.get('/api/notifications', () =>
    HttpResponse.json<NotificationsPage>({ total: told.length, unread: unread(), page: 1, pageSize: 10, rows: told }),
  ),
  http.post('/api/notifications/read', async ({ request }) => {
    const { ids } = (await request.json()) as MarkRead;
    let marked = 0;
    told = told.map((n) => {
      if (n.readAt || (ids && !ids.includes(n.id))) return n;
      marked++;
      return { ...n, readAt: '2026-11-29T06:00:00.000Z' };
    });
    return HttpResponse.json({ marked, unread: unread() });
  }),
];
