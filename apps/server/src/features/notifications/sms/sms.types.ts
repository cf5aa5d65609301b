/**
 * The SMS channel's provider adapter: a college switches providers behind this interface. Every
 * message follows India's DLT rules (TRAI): a registered sender header, the college's principal
 * entity ID and the registered template the text was rendered from.
 */
export interface SmsMessage {
  /** Normalised Indian mobile: '+91' followed by 10 digits, the first 6-9. */
  to: string;
  /** DLT-registered sender ID, 6 letters (e.g. 'CAMPUS'). */
  senderHeader: string;
  /** The college's DLT principal entity ID (PE ID), digits. */
  dltEntityId: string;
  /** The DLT template ID of this message kind, digits. */
  dltTemplateId: string;
  /** The provider's own template id (MSG91: template_id / flow id). */
  providerTemplateId: string;
  /** Values of the template's {#var#} placeholders, in order. */
  variables: string[];
  /** The rendered text (dlt-template.ts). */
  text: string;
  /** Our message id; providers that take a client reference carry it. */
  reference: string;
}

/**
 * What a provider said to one send. Reasons are short English for the office's delivery log: never
 * the message text, never a credential.
 */
export type SmsSendResult =
  | { outcome: 'accepted'; providerRef: string }
  /** Down, 5xx, timeout, rate-limited (429): keep the message, try later. */
  | { outcome: 'retry'; reason: string; waitSeconds?: number }
  /** The account is refused (bad key, no balance): stop sending everything until it is fixed. */
  | { outcome: 'hold'; reason: string }
  /** This message can never go (invalid number, template mismatch): fail it. */
  | { outcome: 'refused'; reason: string }
  /**
   * The provider may have taken it and did not say (no answer in time, an answer that cannot be
   * read): it is not sent again, so that nobody gets it twice.
   */
  | { outcome: 'unknown'; reason: string };

export interface SmsDeliveryReport {
  providerRef: string;
  to: string | null;
  state: 'delivered' | 'failed';
  reason: string | null;
  at: Date | null;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsSendResult>;
  /** Remaining credit if the provider's API tells it, else null. */
  balance(): Promise<number | null>;
}

/** '+91' and ten digits, the first 6-9: the only numbers an Indian SMS provider is handed. */
export const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/;
