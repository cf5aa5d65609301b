import type { Translations } from '../../i18n';

const en = {
  title: 'Notifications',
  subtitle: 'What the college has told you: newest first.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  unreadCount_one: '{{count, number}} unread',
  unreadCount_other: '{{count, number}} unread',
  label: 'Your notifications',
  empty: 'Nothing yet: you will be told here when your results are published.',
  loadFailed: 'The notifications could not be loaded: {{message}}',
  markFailed: 'Could not mark as read: {{message}}',
  columns: { when: 'When', what: 'What', state: 'State' },
  unread: 'Unread',
  read: 'Read',
  kinds: {
    resultsPublished: 'Results of {{title}} are published',
    receiptIssued: 'Receipt {{receiptNo}} issued for {{amount}}',
  },
  open: {
    resultsPublished: 'See the results of {{rollNo}}',
    receiptIssued: 'Open receipt {{receiptNo}} (PDF)',
  },
};

const de: typeof en = {
  title: 'Benachrichtigungen',
  subtitle: 'Was die Hochschule Ihnen mitgeteilt hat, die neueste zuerst.',
  markAllRead: 'Alle als gelesen markieren',
  markRead: 'Als gelesen markieren',
  unreadCount_one: '{{count, number}} ungelesen',
  unreadCount_other: '{{count, number}} ungelesen',
  label: 'Ihre Benachrichtigungen',
  empty: 'Noch nichts: Hier erfahren Sie, wenn Ihre Ergebnisse veröffentlicht sind.',
  loadFailed: 'Die Benachrichtigungen konnten nicht geladen werden: {{message}}',
  markFailed: 'Konnte nicht als gelesen markiert werden: {{message}}',
  columns: { when: 'Wann', what: 'Was', state: 'Stand' },
  unread: 'Ungelesen',
  read: 'Gelesen',
  kinds: {
    resultsPublished: 'Die Ergebnisse von {{title}} sind veröffentlicht',
    receiptIssued: 'Quittung {{receiptNo}} über {{amount}} ausgestellt',
  },
  open: {
    resultsPublished: 'Ergebnisse von {{rollNo}} ansehen',
    receiptIssued: 'Quittung {{receiptNo}} öffnen (PDF)',
  },
};

export default { en: { notifications: en }, de: { notifications: de } } satisfies Translations;
