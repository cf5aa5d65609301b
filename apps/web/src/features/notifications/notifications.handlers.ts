import { http, HttpResponse } from 'msw';
import {
  NOTIFICATION_KINDS,
  normaliseIndianMobile,
  type ApiError,
  type AppNotification,
  type Delivery,
  type DeliveryFigures,
  type DeliveryLog,
  type MarkRead,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationsPage,
  type NotificationTemplate,
  type NotificationTemplateInput,
  type TestSend,
  type UnreadCount,
} from '@campus/shared';

// A student told of one published title, not yet read; marking it read reads it.

const TOLD: AppNotification = {
  id: 7,
  kind: 'resultsPublished',
  params: { title: 'Semester End Examinations (Regular), November 2026', rollNo: '22VC1A0501' },
  createdAt: '2026-11-29T05:30:00.000Z',
  readAt: null,
};
let told: AppNotification[] = [];

// The reader's channels: mail to the login's address, no SMS yet; the last mail to that address bounced.
/** A refusal as the server words it (test/api-server's `refusal`, which imports these handlers). */
const refused = (body: ApiError) => HttpResponse.json(body, { status: 400 });

const PREFERENCES: NotificationPreferences = {
  email: true,
  sms: false,
  language: 'en',
  mobile: null,
  emailAddress: 'ravi.kumar@example.edu.in',
  required: ['passwordChanged', 'resultsPublished'],
  mobileProblem: null,
  emailProblem: 'Mailbox full',
};
let preferences: NotificationPreferences = PREFERENCES;

// The office's log: a mail delivered, an SMS that failed.
const DELIVERIES: Delivery[] = [
  {
    id: 42,
    kind: 'resultsPublished',
    channel: 'sms',
    username: '22VC1A0501',
    fullName: 'Ravi Kumar',
    address: '+919848022338',
    state: 'failed',
    attempts: 3,
    reason: 'DLT template not approved',
    queuedAt: '2026-11-29T05:30:00.000Z',
    dueAt: null,
    sentAt: null,
    deliveredAt: null,
  },
  {
    id: 41,
    kind: 'receiptIssued',
    channel: 'email',
    username: '22VC1A0502',
    fullName: 'Sita Devi',
    address: 'sita.devi@example.edu.in',
    state: 'delivered',
    attempts: 1,
    reason: null,
    queuedAt: '2026-11-29T04:00:00.000Z',
    dueAt: null,
    sentAt: '2026-11-29T04:00:05.000Z',
    deliveredAt: '2026-11-29T04:00:09.000Z',
  },
];

export const FIGURES: DeliveryFigures = {
  sentToday: 12,
  failedToday: 1,
  waiting: 3,
  smsProvider: 'msg91',
  smsBalance: 4200,
  smsHeldUntil: null,
};

const SMS_VALUES: Record<NotificationKind, string[]> = {
  resultsPublished: ['title', 'college'],
  receiptIssued: ['amount', 'receiptNo', 'college'],
  dueReminder: ['fee', 'amount', 'dueDate', 'college'],
  paymentResolved: ['orderId', 'college'],
  refundRecorded: ['amount', 'creditNoteNo', 'college'],
  signUpApproved: ['username', 'college'],
  passwordChanged: ['time', 'college'],
  vehiclePaperDue: ['registration', 'paper', 'when', 'college'],
  hostelLeaveDecided: ['student', 'from', 'to', 'decision', 'college'],
  attendanceShortage: ['student', 'percent', 'required', 'college'],
  grievanceUpdated: ['number', 'college'],
};

/** Each kind's default wording; the results' changed once by the office. */
const templateOf = (kind: NotificationKind, i: number): NotificationTemplate => ({
  kind,
  subjectEn: `Subject of ${kind}`,
  bodyEn: `Dear {{name}},\n\nText of ${kind}.\n\n{{college}}`,
  subjectDe: `Betreff von ${kind}`,
  bodyDe: `Guten Tag {{name}},\n\nText von ${kind}.\n\n{{college}}`,
  smsText: `${kind}: ${SMS_VALUES[kind].map(() => '{#var#}').join(' ')}`,
  dltTemplateId: `110716000000000000${i + 1}`,
  providerTemplateId: kind,
  smsValues: SMS_VALUES[kind],
  changed: kind === 'resultsPublished' ? '2026-11-20T09:15:00.000Z' : null,
});
let templates: NotificationTemplate[] = [];

/** Back to one unread notification, the preferences and templates as above (the setup file's reset of handlers does not reset this state). */
export const resetNotifications = () => {
  told = [{ ...TOLD }];
  preferences = { ...PREFERENCES };
  templates = NOTIFICATION_KINDS.map(templateOf);
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
  http.get('/api/notifications/preferences', () => HttpResponse.json<NotificationPreferences>(preferences)),
  http.put('/api/notifications/preferences', async ({ request }) => {
    const body = (await request.json()) as { email: boolean; sms: boolean; language: 'en' | 'de'; mobile: string | null };
    const mobile = body.mobile ? normaliseIndianMobile(body.mobile) : null;
    if (mobile === undefined)
      return refused({
        code: 'INVALID',
        message: 'Please enter a valid mobile number',
        key: 'input.validMobile',
        field: 'mobile',
      });
    const changed = mobile !== preferences.mobile;
    preferences = { ...preferences, ...body, mobile, mobileProblem: changed ? null : preferences.mobileProblem };
    return HttpResponse.json<NotificationPreferences>(preferences);
  }),
  // Filtered by state, channel and kind; a page of what is left, newest first.
  http.get('/api/notifications/deliveries', ({ request }) => {
    const asked = new URL(request.url).searchParams;
    const rows = DELIVERIES.filter((d) =>
      (['state', 'channel', 'kind'] as const).every((name) => !asked.get(name) || d[name] === asked.get(name)),
    );
    const page = Number(asked.get('page') ?? 1);
    const pageSize = Number(asked.get('pageSize') ?? 25);
    return HttpResponse.json<DeliveryLog>({ total: rows.length, page, pageSize, rows: rows.slice((page - 1) * pageSize, page * pageSize) });
  }),
  http.get(
    '/api/notifications/deliveries/export.xlsx',
    () =>
      new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
  ),
  http.get('/api/notifications/figures', () => HttpResponse.json<DeliveryFigures>(FIGURES)),
  http.get('/api/notifications/templates', () => HttpResponse.json<NotificationTemplate[]>(templates)),
  http.put('/api/notifications/templates/:kind', async ({ params, request }) => {
    const input = (await request.json()) as NotificationTemplateInput;
    const kind = params.kind as NotificationKind;
    const saved = { ...templates.find((t) => t.kind === kind)!, ...input, changed: '2026-11-29T07:00:00.000Z' };
    templates = templates.map((t) => (t.kind === kind ? saved : t));
    return HttpResponse.json<NotificationTemplate>(saved);
  }),
  // A mail to an address with an @, an SMS to an Indian mobile number; anything else is refused on the address.
  http.post('/api/notifications/test', async ({ request }) => {
    const { channel, address } = (await request.json()) as TestSend;
    const fits = channel === 'email' ? /^[^@\s]+@[^@\s]+$/.test(address) : normaliseIndianMobile(address) !== undefined;
    if (!fits)
      return refused({
        code: 'INVALID',
        message: 'Please enter an e-mail address for a test mail, or an Indian mobile number for a test SMS',
        key: 'notifications.testAddress',
        field: 'address',
      });
    return HttpResponse.json({ queued: 1 });
  }),
];
