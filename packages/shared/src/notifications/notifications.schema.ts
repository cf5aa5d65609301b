import { z } from 'zod';
import { fromOneTo, idSchema, wholeNumber } from '../limits.js';

/**
 * What a person is told about, in the app: each kind has its text in the reader's language (the web's
 * `notifications.kinds.<kind>`), filled with the notification's values.
 */
export const NOTIFICATION_KINDS = ['resultsPublished', 'receiptIssued'] as const;

export const NOTIFICATION_PAGE_SIZES = [10, 25, 50] as const;
const PAGE_SIZE_MAX = NOTIFICATION_PAGE_SIZES[NOTIFICATION_PAGE_SIZES.length - 1];
const PAGE_MAX = 10_000;

/** `GET /api/notifications`: one's own notifications, newest first. */
export const notificationsQuerySchema = z.object({
  page: wholeNumber(1, PAGE_MAX, fromOneTo('page', PAGE_MAX)).default(1),
  pageSize: wholeNumber(1, PAGE_SIZE_MAX, fromOneTo('pageSize', PAGE_SIZE_MAX)).default(10),
});

const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  /**
   * The values of the kind's text: the `title` and `rollNo` of the results published; the `receiptNo`
   * and `amountPaise` of a receipt issued.
   */
  params: z.record(z.string(), z.string()),
  /** When it was made, ISO 8601 in UTC. */
  createdAt: z.string(),
  /** When its reader marked it read; null while unread. */
  readAt: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z.object({
  total: z.number(),
  unread: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rows: z.array(notificationSchema),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** `GET /api/notifications/unread`: the bell's figure. */
export const unreadCountSchema = z.object({ unread: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `POST /api/notifications/read`: the notifications named, or every one when none is named. */
export const markReadSchema = z.object({ ids: z.array(idSchema()).max(PAGE_SIZE_MAX).optional() }).strict();
export type MarkRead = z.infer<typeof markReadSchema>;
