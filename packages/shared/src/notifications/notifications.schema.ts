import { z } from 'zod';
import { dateWrittenIssue } from '../date-schemas.js';
import { isCalendarDate } from '../dates.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { boundedText, fromOneTo, idSchema, oneLineText, oneOfIssue, requiredIssue, wholeNumber } from '../limits.js';
import { issueText } from '../schema-issue.js';
import { NOTIFICATION_TEXTS } from './notifications.texts.js';

/**
 * What a person is told about, in the app: each kind has its text in the reader's language (the web's
 * `notifications.kinds.<kind>`), filled with the notification's values.
 */
export const NOTIFICATION_KINDS = [
  'resultsPublished',
  'receiptIssued',
  'dueReminder',
  'paymentResolved',
  'refundRecorded',
  'signUpApproved',
  'passwordChanged',
  'vehiclePaperDue',
  'hostelLeaveDecided',
  'grievanceUpdated',
  'attendanceShortage',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds a person cannot switch off: a security notice, and results (the college's duty to tell). */
export const REQUIRED_KINDS: readonly NotificationKind[] = ['passwordChanged', 'resultsPublished'];
/** Kinds whose SMS goes at once, even in the quiet hours. */
export const URGENT_KINDS: readonly NotificationKind[] = ['passwordChanged'];

/** Where a notification is delivered: the bell in the app, an e-mail, an SMS. */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'sms'] as const;
/** A message's way out: waiting, with a server, taken by the mail server or SMS provider, reported delivered, or failed. */
export const DELIVERY_STATES = ['queued', 'sending', 'sent', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * An Indian mobile number in its one stored form, `+91` and ten digits starting 6 to 9, from the ways
 * people write it (`98480 22338`, `+91-98480-22338`, `098480 22338`); undefined when it is not one.
 */
export function normaliseIndianMobile(written: string): string | undefined {
  const digits = written.replace(/[\s().-]/g, '');
  const national = /^\+?91(\d{10})$/.exec(digits)?.[1] ?? /^0?(\d{10})$/.exec(digits)?.[1];
  return national && INDIAN_MOBILE.test(national) ? `+91${national}` : undefined;
}

/** A stored mobile number as people read it (`+91 98480 22338`); anything else as it is. */
export function formatIndianMobile(stored: string): string {
  const national = /^\+91(\d{5})(\d{5})$/.exec(stored);
  return national ? `+91 ${national[1]} ${national[2]}` : stored;
}

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

const mobileIssue = issueText('input.validMobile', INPUT_TEXTS.validMobile);

/** `PUT /api/notifications/preferences`: a person's channels, language and mobile number (empty: none). */
export const notificationPreferencesSchema = z
  .object({
    email: z.boolean(),
    sms: z.boolean(),
    language: z.enum(['en', 'de'], { error: oneOfIssue('language', ['en', 'de']) }),
    mobile: boundedText(20, 'mobile')
      .transform((v, ctx) => {
        if (v.trim() === '') return null;
        const mobile = normaliseIndianMobile(v);
        if (mobile) return mobile;
        ctx.addIssue({ code: 'custom', message: mobileIssue });
        return z.NEVER;
      })
      .nullable(),
  })
  .strict();
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesSchema>;

export const notificationPreferencesAnswerSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  language: z.enum(['en', 'de']),
  /** The stored mobile number (`+91…`), or null. */
  mobile: z.string().nullable(),
  /** Where mail goes: the login's address, or for a student their admission record's. */
  emailAddress: z.string().nullable(),
  /** Kinds that are sent whatever the choices. */
  required: z.array(z.enum(NOTIFICATION_KINDS)),
  /** Why the last message to the number or address failed, until it is changed. */
  mobileProblem: z.string().nullable(),
  emailProblem: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesAnswerSchema>;

const dayField = (field: string) => z.string().refine(isCalendarDate, dateWrittenIssue(field));

/** `GET /api/notifications/deliveries`: the office's delivery log, searched and paged, newest first. */
export const deliveryLogQuerySchema = z.object({
  q: boundedText(100, 'q').optional(),
  channel: z.enum(['email', 'sms'], { error: oneOfIssue('channel', ['email', 'sms']) }).optional(),
  state: z.enum(DELIVERY_STATES, { error: oneOfIssue('state', DELIVERY_STATES) }).optional(),
  kind: z.enum(NOTIFICATION_KINDS, { error: oneOfIssue('kind', NOTIFICATION_KINDS) }).optional(),
  from: dayField('from').optional(),
  to: dayField('to').optional(),
  page: wholeNumber(1, PAGE_MAX, fromOneTo('page', PAGE_MAX)).default(1),
  pageSize: wholeNumber(1, PAGE_SIZE_MAX, fromOneTo('pageSize', PAGE_SIZE_MAX)).default(25),
});

const deliverySchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(['email', 'sms']),
  /** The login it went to, and their name. */
  username: z.string(),
  fullName: z.string(),
  address: z.string().nullable(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number(),
  /** Why it failed, or why the last attempt did. */
  reason: z.string().nullable(),
  queuedAt: z.string(),
  /** When it may go: later than queued in the quiet hours, or after a failed attempt. */
  dueAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryLogSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rows: z.array(deliverySchema),
});
export type DeliveryLog = z.infer<typeof deliveryLogSchema>;

/** The admin page's figures: messages sent today, failing, waiting, and the SMS provider's balance when it tells it. */
export const deliveryFiguresSchema = z.object({
  sentToday: z.number(),
  failedToday: z.number(),
  waiting: z.number(),
  smsProvider: z.string(),
  smsBalance: z.number().nullable(),
  /** Set while the SMS provider refuses the account or is down: sending waits until this time. */
  smsHeldUntil: z.string().nullable(),
});
export type DeliveryFigures = z.infer<typeof deliveryFiguresSchema>;

/** DLT's variable mark; any other `{#…#}` in a registered text is a typing mistake. */
const SMS_TEXT_MARKS = /\{#(?!var#\})/;

/** `PUT /api/notifications/templates/{kind}`: the office's wording of a kind. */
export const notificationTemplateInputSchema = z
  .object({
    subjectEn: boundedText(200, 'subjectEn').min(1, requiredIssue('subjectEn')),
    bodyEn: boundedText(5_000, 'bodyEn').min(1, requiredIssue('bodyEn')),
    subjectDe: boundedText(200, 'subjectDe').min(1, requiredIssue('subjectDe')),
    bodyDe: boundedText(5_000, 'bodyDe').min(1, requiredIssue('bodyDe')),
    smsText: boundedText(1_000, 'smsText')
      .min(1, requiredIssue('smsText'))
      .refine((v) => !SMS_TEXT_MARKS.test(v), issueText('notifications.smsMarks', NOTIFICATION_TEXTS.smsMarks)),
    dltTemplateId: z.string().regex(/^\d{6,25}$/, issueText('notifications.dltId', NOTIFICATION_TEXTS.dltId, { field: 'dltTemplateId' })),
    providerTemplateId: oneLineText(100, 'providerTemplateId').min(1, requiredIssue('providerTemplateId')),
  })
  .strict();
export type NotificationTemplateInput = z.output<typeof notificationTemplateInputSchema>;

export const notificationTemplateSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  subjectEn: z.string(),
  bodyEn: z.string(),
  subjectDe: z.string(),
  bodyDe: z.string(),
  smsText: z.string(),
  dltTemplateId: z.string(),
  providerTemplateId: z.string(),
  /** The values the SMS text's `{#var#}` take, in order. */
  smsValues: z.array(z.string()),
  /** When the office last changed it; null while it is the default. */
  changed: z.string().nullable(),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;
export const notificationTemplatesSchema = z.array(notificationTemplateSchema);

/** `POST /api/notifications/test`: a kind's message sent to the office's own login, by mail or SMS. */
export const testSendSchema = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS, { error: oneOfIssue('kind', NOTIFICATION_KINDS) }),
    channel: z.enum(['email', 'sms'], { error: oneOfIssue('channel', ['email', 'sms']) }),
    /** Where the test goes: an e-mail address, or an Indian mobile number. */
    address: boundedText(254, 'address').min(1, requiredIssue('address')),
  })
  .strict();
export type TestSend = z.infer<typeof testSendSchema>;
