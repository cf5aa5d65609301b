import { dayMonthYear, fillText, type NotificationKind } from '@campus/shared';
import { formatRupees, groupPaise } from '@campus/shared/money';
import { escapeHtml } from '../../lib/escape-html.js';

/** A kind's wording: the mail in English and German, and the SMS text as registered on DLT with its IDs. */
export interface KindTemplate {
  subjectEn: string;
  bodyEn: string;
  subjectDe: string;
  bodyDe: string;
  /** DLT's registered text: each `{#var#}` is filled, in order, with the kind's SMS values. */
  smsText: string;
  dltTemplateId: string;
  providerTemplateId: string;
}

/**
 * The values each kind's SMS template takes, in the order of its `{#var#}`. An SMS never carries more
 * than the registered text allows: results say only that they are out and where.
 */
export const SMS_VALUES: Record<NotificationKind, readonly string[]> = {
  resultsPublished: ['title', 'college'],
  receiptIssued: ['amount', 'receiptNo', 'college'],
  dueReminder: ['fee', 'amount', 'dueDate', 'college'],
  paymentResolved: ['orderId', 'college'],
  refundRecorded: ['amount', 'creditNoteNo', 'college'],
  signUpApproved: ['username', 'college'],
  passwordChanged: ['time', 'college'],
  vehiclePaperDue: ['registration', 'paper', 'when', 'college'],
  hostelLeaveDecided: ['student', 'from', 'to', 'decision', 'college'],
  grievanceUpdated: ['number', 'college'],
  attendanceShortage: ['student', 'percent', 'required', 'college'],
};

/** The wording a college starts with; the office changes it under Notifications → Templates. */
export const DEFAULT_TEMPLATES: Record<NotificationKind, KindTemplate> = {
  resultsPublished: {
    subjectEn: 'Results published: {{title}}',
    bodyEn:
      'Dear {{name}},\n\nThe results of {{title}} are published. Roll number {{rollNo}}: SGPA {{sgpa}}.\n\nSee the grade sheet at {{link}}.\n\n{{college}}',
    subjectDe: 'Ergebnisse veröffentlicht: {{title}}',
    bodyDe:
      'Guten Tag {{name}},\n\ndie Ergebnisse von {{title}} sind veröffentlicht. Matrikelnummer {{rollNo}}: SGPA {{sgpa}}.\n\nDas Notenblatt finden Sie unter {{link}}.\n\n{{college}}',
    smsText: 'Results of {#var#} are out. See them on the college ERP under Results. -{#var#}',
    dltTemplateId: '1107160000000000001',
    providerTemplateId: 'results-published',
  },
  receiptIssued: {
    subjectEn: 'Fee receipt {{receiptNo}}',
    bodyEn:
      'Dear {{name}},\n\nWe received {{amount}}. Your receipt {{receiptNo}} is attached to this mail and can be downloaded at {{link}}.\n\n{{college}}',
    subjectDe: 'Gebührenquittung {{receiptNo}}',
    bodyDe:
      'Guten Tag {{name}},\n\nwir haben {{amount}} erhalten. Die Quittung {{receiptNo}} liegt dieser Mail bei und steht unter {{link}} bereit.\n\n{{college}}',
    smsText: 'Fee of Rs {#var#} received, receipt {#var#}. Thank you. -{#var#}',
    dltTemplateId: '1107160000000000002',
    providerTemplateId: 'receipt-issued',
  },
  dueReminder: {
    subjectEn: '{{fee}} is due on {{dueDate}}',
    bodyEn:
      'Dear {{name}},\n\n{{fee}} of {{amount}} for {{student}} is due on {{dueDate}}. Please pay at {{link}} or at the college counter.\n\n{{college}}',
    subjectDe: '{{fee}} fällig am {{dueDate}}',
    bodyDe:
      'Guten Tag {{name}},\n\n{{fee}} über {{amount}} für {{student}} ist am {{dueDate}} fällig. Bitte zahlen Sie unter {{link}} oder an der Kasse der Hochschule.\n\n{{college}}',
    smsText: 'Fee {#var#} of Rs {#var#} is due on {#var#}. Please pay on the college ERP. -{#var#}',
    dltTemplateId: '1107160000000000003',
    providerTemplateId: 'due-reminder',
  },
  paymentResolved: {
    subjectEn: 'Your payment {{orderId}} is settled',
    bodyEn: 'Dear {{name}},\n\nThe accounts office has settled your payment {{orderId}}: {{outcome}}.\n\n{{college}}',
    subjectDe: 'Ihre Zahlung {{orderId}} ist geklärt',
    bodyDe: 'Guten Tag {{name}},\n\ndie Buchhaltung hat Ihre Zahlung {{orderId}} geklärt: {{outcome}}.\n\n{{college}}',
    smsText: 'Your fee payment {#var#} has been settled by the accounts office. See the ERP for details. -{#var#}',
    dltTemplateId: '1107160000000000004',
    providerTemplateId: 'payment-resolved',
  },
  refundRecorded: {
    subjectEn: 'Refund {{creditNoteNo}} recorded',
    bodyEn:
      'Dear {{name}},\n\nA refund of {{amount}} (credit note {{creditNoteNo}}) is recorded against receipt {{receiptNo}}.\n\n{{college}}',
    subjectDe: 'Erstattung {{creditNoteNo}} gebucht',
    bodyDe:
      'Guten Tag {{name}},\n\neine Erstattung über {{amount}} (Gutschrift {{creditNoteNo}}) ist zur Quittung {{receiptNo}} gebucht.\n\n{{college}}',
    smsText: 'A refund of Rs {#var#} is recorded, credit note {#var#}. -{#var#}',
    dltTemplateId: '1107160000000000005',
    providerTemplateId: 'refund-recorded',
  },
  signUpApproved: {
    subjectEn: 'Your Campus ERP account is approved',
    bodyEn: 'Dear {{name}},\n\nYour account {{username}} is approved. You can sign in at {{link}}.\n\n{{college}}',
    subjectDe: 'Ihr Campus-ERP-Konto ist freigegeben',
    bodyDe: 'Guten Tag {{name}},\n\nIhr Konto {{username}} ist freigegeben. Sie können sich unter {{link}} anmelden.\n\n{{college}}',
    smsText: 'Your account {#var#} on the college ERP is approved. You can sign in now. -{#var#}',
    dltTemplateId: '1107160000000000006',
    providerTemplateId: 'signup-approved',
  },
  passwordChanged: {
    subjectEn: 'Your password was changed',
    bodyEn:
      'Dear {{name}},\n\nThe password of your account {{username}} was changed on {{time}}. If this was not you, reset it at {{link}} and tell the college office.\n\n{{college}}',
    subjectDe: 'Ihr Passwort wurde geändert',
    bodyDe:
      'Guten Tag {{name}},\n\ndas Passwort Ihres Kontos {{username}} wurde am {{time}} geändert. Waren Sie das nicht, setzen Sie es unter {{link}} zurück und melden Sie sich bei der Verwaltung.\n\n{{college}}',
    smsText: 'Your college ERP password was changed on {#var#}. If this was not you, contact the college office. -{#var#}',
    dltTemplateId: '1107160000000000007',
    providerTemplateId: 'password-changed',
  },
  vehiclePaperDue: {
    subjectEn: 'Vehicle {{registration}}: {{paper}} {{when}}',
    bodyEn:
      'Dear {{name}},\n\nThe {{paper}} of vehicle {{registration}} {{when}}. Renew it, then enter the new date under Transport, Vehicles: {{link}}\n\n{{college}}',
    subjectDe: 'Fahrzeug {{registration}}: {{paper}} {{when}}',
    bodyDe:
      'Guten Tag {{name}},\n\n{{paper}} des Fahrzeugs {{registration}}: {{when}}. Erneuern Sie sie und tragen Sie das neue Datum unter Fahrdienst, Fahrzeuge ein: {{link}}\n\n{{college}}',
    smsText: 'Vehicle {#var#}: {#var#} {#var#}. Renew it and enter the date in the college ERP. -{#var#}',
    dltTemplateId: '1107160000000000008',
    providerTemplateId: 'vehicle-paper-due',
  },
  hostelLeaveDecided: {
    subjectEn: 'Hostel leave of {{student}} {{decision}}',
    bodyEn:
      'Dear {{name}},\n\nThe warden has {{decision}} the request of {{student}} to be away from the hostel from {{from}} to {{to}} ({{destination}}). {{note}}\n\nSee it at {{link}}.\n\n{{college}}',
    subjectDe: 'Wohnheimurlaub von {{student}} {{decision}}',
    bodyDe:
      'Guten Tag {{name}},\n\ndie Heimleitung hat den Antrag von {{student}}, vom {{from}} bis {{to}} dem Wohnheim fernzubleiben ({{destination}}), {{decision}}. {{note}}\n\nSiehe {{link}}.\n\n{{college}}',
    smsText: 'Hostel leave of {#var#} from {#var#} to {#var#} is {#var#} by the warden. -{#var#}',
    dltTemplateId: '1107160000000000009',
    providerTemplateId: 'hostel-leave-decided',
  },
  grievanceUpdated: {
    subjectEn: 'Your grievance {{number}}: {{stepText}}',
    bodyEn:
      'Dear {{name}},\n\nYour grievance {{number}} ({{subject}}): {{stepText}}.\n\nRead it at {{link}}.\n\n{{college}}',
    subjectDe: 'Ihre Beschwerde {{number}}: {{stepText}}',
    bodyDe:
      'Guten Tag {{name}},\n\nIhre Beschwerde {{number}} ({{subject}}): {{stepText}}.\n\nSiehe {{link}}.\n\n{{college}}',
    smsText: 'There is news on your grievance {#var#}. Read it on the college ERP under My Grievances. -{#var#}',
    dltTemplateId: '1107160000000000010',
    providerTemplateId: 'grievance-updated',
  },
  attendanceShortage: {
    subjectEn: 'Attendance of {{student}} below {{required}}',
    bodyEn:
      'Dear {{name}},\n\n{{student}} ({{rollNo}}) has attended {{percent}} of the classes of this semester so far, below the {{required}} needed to sit the semester-end examinations. Between {{condonable}} and {{required}} a condonation may be asked; below {{condonable}} the student is detained.\n\nSee the attendance per subject at {{link}}.\n\n{{college}}',
    subjectDe: 'Anwesenheit von {{student}} unter {{required}}',
    bodyDe:
      'Guten Tag {{name}},\n\n{{student}} ({{rollNo}}) hat bisher {{percent}} der Stunden dieses Semesters besucht, weniger als die {{required}}, die für die Semesterabschlussprüfungen nötig sind. Zwischen {{condonable}} und {{required}} kann Nachsicht beantragt werden; unter {{condonable}} wird die Zulassung verweigert.\n\nDie Anwesenheit je Fach finden Sie unter {{link}}.\n\n{{college}}',
    smsText: 'Attendance of {#var#} is {#var#}, below the {#var#} needed for the semester-end examinations. See My Attendance on the college ERP. -{#var#}',
    dltTemplateId: '1107160000000000011',
    providerTemplateId: 'attendance-shortage',
  },
};

/** A vehicle's paper by name, and when it lapses or lapsed, in the reader's words. */
const PAPERS: Record<'en' | 'de', Record<string, string>> = {
  en: { fitness: 'fitness certificate', insurance: 'insurance', permit: 'permit', pollution: 'pollution check' },
  de: { fitness: 'Fahrtüchtigkeit', insurance: 'Versicherung', permit: 'Genehmigung', pollution: 'Abgasuntersuchung' },
};
const PAPER_WHEN: Record<'en' | 'de', Record<string, string>> = {
  en: { lapsing: 'lapses on {{day}}', lapsed: 'lapsed on {{day}}' },
  de: { lapsing: 'läuft am {{day}} ab', lapsed: 'ist am {{day}} abgelaufen' },
};

/** A warden's decision on a leave request in the reader's words. */
const DECISIONS: Record<'en' | 'de', Record<string, string>> = {
  en: { approved: 'approved', refused: 'refused' },
  de: { approved: 'genehmigt', refused: 'abgelehnt' },
};

/** A step of a grievance in the reader's words. */
const GRIEVANCE_STEPS: Record<'en' | 'de', Record<string, string>> = {
  en: {
    assigned: 'a member of the committee now hears it',
    hearing: 'a hearing is fixed',
    reply: 'the committee replied',
    decided: 'the committee decided',
    appealDecided: 'the ombudsperson decided on your appeal',
  },
  de: {
    assigned: 'ein Mitglied des Ausschusses bearbeitet sie jetzt',
    hearing: 'eine Anhörung ist angesetzt',
    reply: 'der Ausschuss hat geantwortet',
    decided: 'der Ausschuss hat entschieden',
    appealDecided: 'die Ombudsperson hat über Ihren Einspruch entschieden',
  },
};

/** A flagged payment's settlement in the reader's words. */
const OUTCOMES: Record<'en' | 'de', Record<string, string>> = {
  en: { paid: 'recorded as paid, and your receipt is issued', refund: 'the money will be given back in full' },
  de: { paid: 'als bezahlt gebucht, die Quittung ist ausgestellt', refund: 'der Betrag wird vollständig erstattet' },
};

/** What a message is filled with beyond the notification's own values. */
export interface MessageContext {
  name: string;
  username: string;
  college: string;
  collegeCode: string;
  publicUrl: string;
  language: 'en' | 'de';
}

/** Where a kind's mail leads: the page of the app that shows what it tells of. */
function linkOf(kind: NotificationKind, params: Record<string, string>, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  if (kind === 'resultsPublished')
    return `${base}/results/${encodeURIComponent(params.title ?? '')}?rollNo=${encodeURIComponent(params.rollNo ?? '')}`;
  if (kind === 'receiptIssued') return `${base}/api/payments/receipts/${encodeURIComponent(params.receiptNo ?? '')}`;
  if (kind === 'passwordChanged') return `${base}/ForgotPassword`;
  if (kind === 'signUpApproved') return `${base}/login`;
  if (kind === 'hostelLeaveDecided') return `${base}/app/Hostel%20Room`;
  if (kind === 'attendanceShortage') return `${base}/app/My%20Attendance`;
  if (kind === 'grievanceUpdated') return `${base}/app/Grievance/${encodeURIComponent(params.id ?? '')}`;
  if (kind === 'vehiclePaperDue')
    return `${base}/app/Transport/Vehicles?q=${encodeURIComponent((params.registration ?? '').replace(/ /g, ''))}`;
  return `${base}/app/Fees/Pay%20Fees`;
}

/** The values a template is filled with: the notification's, amounts in rupees, and the reader's. */
export function valuesOf(kind: NotificationKind, params: Record<string, string>, context: MessageContext): Record<string, string> {
  const values: Record<string, string> = {
    ...params,
    name: context.name,
    username: params.username ?? context.username,
    college: context.college,
  };
  if (params.amountPaise) values.amount = formatRupees(Number(params.amountPaise), context.language);
  // A due day is written as the college prints dates: 07-12-2026.
  if (params.dueDate) values.dueDate = dayMonthYear(params.dueDate);
  if (params.paper) values.paper = PAPERS[context.language][params.paper] ?? params.paper;
  if (params.until && params.state)
    values.when = fillText(PAPER_WHEN[context.language][params.state] ?? '{{day}}', { day: dayMonthYear(params.until) });
  if (params.outcome) values.outcome = OUTCOMES[context.language][params.outcome] ?? params.outcome;
  if (params.decision) values.decision = DECISIONS[context.language][params.decision] ?? params.decision;
  if (params.fromDate) values.from = dayMonthYear(params.fromDate);
  if (params.toDate) values.to = dayMonthYear(params.toDate);
  if (kind === 'hostelLeaveDecided') values.note = params.note ?? '';
  if (kind === 'grievanceUpdated') values.stepText = GRIEVANCE_STEPS[context.language][params.step ?? ''] ?? params.step ?? '';
  values.link = linkOf(kind, params, context.publicUrl);
  return values;
}

/** The mail of a notification: subject, text, and the same as simple HTML. */
export function renderMail(kind: NotificationKind, template: KindTemplate, values: Record<string, string>, language: 'en' | 'de') {
  const subject = fillText(language === 'de' ? template.subjectDe : template.subjectEn, values);
  const text = fillText(language === 'de' ? template.bodyDe : template.bodyEn, values);
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">${text
    .split('\n\n')
    .map((p) => `<p>${linked(escapeHtml(p).replace(/\n/g, '<br>'))}</p>`)
    .join('')}</body></html>`;
  return { subject, text, html };
}

/** An SMS value within DLT's 30 characters a variable: a long title is cut with an ellipsis. */
const SMS_VALUE_MAX = 30;
const fitted = (value: string) => (value.length > SMS_VALUE_MAX ? `${value.slice(0, SMS_VALUE_MAX - 1)}…` : value);

/** The SMS values of a kind, in its template's order; amounts in plain rupees, the college by its code. */
export function smsValuesOf(kind: NotificationKind, values: Record<string, string>, context: MessageContext): string[] {
  const sms: Record<string, string> = { ...values, college: context.collegeCode };
  if (values.amountPaise) sms.amount = groupPaise(Number(values.amountPaise));
  return SMS_VALUES[kind].map((name) => fitted(sms[name] ?? ''));
}

const linked = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
