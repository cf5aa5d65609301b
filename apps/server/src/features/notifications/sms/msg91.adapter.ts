import { createHash, timingSafeEqual } from 'node:crypto';
import { INDIAN_MOBILE, type SmsDeliveryReport, type SmsMessage, type SmsProvider, type SmsSendResult } from './sms.types.js';

interface Msg91Options {
  authKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

const REASON_MAX = 160;
/** Words of an MSG91 error that say the account, not the message, is refused. */
const ACCOUNT_REFUSED = /auth|unauthori[sz]ed|token|whitelist|\bip\b|balance|credit|insufficient|recharge|suspend|blocked account/i;

/**
 * MSG91 (msg91.com), through its published Flow API (send), balance API, and SMS delivery webhooks.
 * The DLT template, entity ID and sender header are set on the MSG91 template (flow) the message
 * names: MSG91 sends its own template with the values as var1, var2, … The Flow API as published
 * takes no client reference, so the message's `reference` stays ours; MSG91's request id links the two.
 */
export function createMsg91Provider({ authKey, baseUrl = 'https://control.msg91.com', timeoutMs = 10_000 }: Msg91Options): SmsProvider {
  const root = baseUrl.replace(/\/+$/, '');

  async function send(message: SmsMessage): Promise<SmsSendResult> {
    if (!INDIAN_MOBILE.test(message.to)) return { outcome: 'refused', reason: 'invalid number' };
    let answer: HttpAnswer;
    try {
      const response = await fetch(`${root}/api/v5/flow`, {
        method: 'POST',
        headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(flowBody(message)),
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
    } catch (err) {
      return unreached(err);
    }
    const secrets = [authKey, message.text, ...message.variables];
    return sendOutcome(answer, (text) => redact(text, secrets));
  }

  async function balance(): Promise<number | null> {
    const url = `${root}/api/balance.php?authkey=${encodeURIComponent(authKey)}&type=4`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      const text = (await response.text()).trim();
      if (!response.ok || !/^-?\d+(\.\d+)?$/.test(text)) return null;
      return Number(text);
    } catch {
      return null;
    }
  }

  return { name: 'msg91', send, balance };
}

interface HttpAnswer {
  status: number;
  retryAfter: string | null;
  text: string;
}

/** The Flow API's body: one recipient, its number without '+', the template's values as var1..varN. */
function flowBody(message: SmsMessage) {
  const values = Object.fromEntries(message.variables.map((value, i) => [`var${i + 1}`, value]));
  return {
    template_id: message.providerTemplateId,
    short_url: '0',
    realTimeResponse: '1',
    recipients: [{ mobiles: message.to.slice(1), ...values }],
  };
}

function sendOutcome({ status, retryAfter, text }: HttpAnswer, clean: (text: string) => string): SmsSendResult {
  if (status === 429) return withWait({ outcome: 'retry', reason: 'rate limited by MSG91' }, retryAfterSeconds(retryAfter));
  if (status >= 500) return { outcome: 'retry', reason: `MSG91 answered HTTP ${status}` };
  const answer = readFlowAnswer(text);
  const said = answer?.message ? `: ${clean(answer.message)}` : '';
  if (status === 401 || status === 403) return { outcome: 'hold', reason: short(`MSG91 refused the account (HTTP ${status})${said}`) };
  if (answer?.type === 'error') {
    const outcome = ACCOUNT_REFUSED.test(answer.message) ? 'hold' : 'refused';
    return { outcome, reason: short(`MSG91 refused${said || ' the message'}`) };
  }
  if (status >= 200 && status < 300 && answer?.type === 'success' && answer.message) {
    return { outcome: 'accepted', providerRef: answer.message };
  }
  // Not knowing whether MSG91 took it, a later try is the lesser harm than a message never sent.
  if (status >= 200 && status < 300) return { outcome: 'unknown', reason: 'unreadable answer from MSG91' };
  // Any other refusal without MSG91's reason (a 404 of a wrong address, say) is the set-up's, not the message's.
  return { outcome: 'hold', reason: `MSG91 answered HTTP ${status}` };
}

function withWait(result: Extract<SmsSendResult, { outcome: 'retry' }>, waitSeconds: number | undefined): SmsSendResult {
  return waitSeconds === undefined ? result : { ...result, waitSeconds };
}

function readFlowAnswer(text: string): { type: string; message: string } | null {
  const body = parseJson(text);
  if (!isRecord(body) || typeof body.type !== 'string') return null;
  return { type: body.type, message: typeof body.message === 'string' ? body.message : '' };
}

/** Retry-After holds seconds or an HTTP date. */
function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** A call that got no answer: never reached (safe to try again), or sent and unanswered (MSG91 may have taken it). */
function unreached(err: unknown): SmsSendResult {
  const name = (err as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return { outcome: 'unknown', reason: 'MSG91 did not answer in time' };
  return { outcome: 'retry', reason: 'MSG91 could not be reached' };
}

/** The log never holds the auth key, the text or its values, even where MSG91 echoes them. */
function redact(text: string, secrets: string[]): string {
  return secrets.filter((secret) => secret.length >= 4).reduce((said, secret) => said.split(secret).join('***'), text);
}

function short(text: string): string {
  return text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text;
}

// ---- Delivery reports -------------------------------------------------------------------------

/** MSG91's final statuses; others (8 submitted, 3 pending, …) are followed by a final report. */
const FINAL_STATUSES: Record<string, { state: SmsDeliveryReport['state']; name: string }> = {
  '1': { state: 'delivered', name: 'Delivered' },
  '2': { state: 'failed', name: 'Failed' },
  '9': { state: 'failed', name: 'NDNC' },
  '16': { state: 'failed', name: 'Rejected' },
  '25': { state: 'failed', name: 'Rejected' },
  '17': { state: 'failed', name: 'Blocked number' },
  // Webhook (New) lets the college choose its fields; a status written as a word reads the same.
  delivered: { state: 'delivered', name: 'Delivered' },
  failed: { state: 'failed', name: 'Failed' },
  ndnc: { state: 'failed', name: 'NDNC' },
  rejected: { state: 'failed', name: 'Rejected' },
  blocked: { state: 'failed', name: 'Blocked number' },
  'blocked number': { state: 'failed', name: 'Blocked number' },
};

/** India Standard Time, UTC+05:30: MSG91 writes its report dates in it, without a zone. */
const IST_OFFSET_MS = 330 * 60_000;

interface ReportFields {
  ref: unknown;
  number: unknown;
  status: unknown;
  texts: unknown[];
  date: unknown;
}

/**
 * The final reports of an MSG91 SMS delivery webhook, in any of the three shapes MSG91 publishes:
 * v2 (a form whose field `data` holds a JSON array of requests, each with its `report` list), v3
 * (one JSON object per report) and Webhook (New) (one JSON object per recipient). Reports that are
 * not final, and anything unreadable, give nothing.
 */
export function parseMsg91DeliveryReports(contentType: string, body: unknown): SmsDeliveryReport[] {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return fromV2(formData(body));
  if (type === 'application/json' || type.endsWith('+json')) return fromJson(typeof body === 'string' ? parseJson(body) : body);
  return [];
}

/**
 * MSG91 does not sign its reports: the college registers a webhook URL holding a secret, and the
 * route compares it. Hashing both sides first keeps the comparison's time free of the secret's length.
 */
export function webhookSecretMatches(given: string | undefined, secret: string): boolean {
  if (!given || !secret) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secret));
}

function formData(body: unknown): unknown {
  if (typeof body === 'string') return new URLSearchParams(body).get('data');
  if (Buffer.isBuffer(body)) return new URLSearchParams(body.toString('utf8')).get('data');
  return isRecord(body) ? body.data : null;
}

function fromV2(data: unknown): SmsDeliveryReport[] {
  const requests = typeof data === 'string' ? parseJson(data) : data;
  return records(requests)
    .flatMap((request) =>
      records(request.report).map((entry) =>
        toReport({
          ref: request.requestId,
          number: entry.number,
          status: entry.status,
          texts: [entry.failedReason, entry.desc],
          date: entry.date,
        }),
      ),
    )
    .filter(isReport);
}

function fromJson(body: unknown): SmsDeliveryReport[] {
  return records(Array.isArray(body) ? body : [body])
    .flatMap((item): (SmsDeliveryReport | null)[] => {
      // A v2 body a relay forwarded as JSON.
      if (item.requestId === undefined && item.data !== undefined) return fromV2(item.data);
      if ('telNum' in item || 'deliveryTime' in item || 'failureReason' in item) {
        return [
          toReport({ ref: item.requestId, number: item.telNum, status: item.status, texts: [item.failureReason], date: item.deliveryTime }),
        ];
      }
      return [toReport({ ref: item.requestId, number: item.number, status: item.status, texts: [item.desc], date: item.date })];
    })
    .filter(isReport);
}

function toReport({ ref, number, status, texts, date }: ReportFields): SmsDeliveryReport | null {
  const providerRef = text(ref);
  const final = FINAL_STATUSES[text(status).toLowerCase()];
  if (!providerRef || !final) return null;
  const reason = final.state === 'failed' ? short(texts.map(text).find((said) => said !== '') ?? final.name) : null;
  return { providerRef, to: indianMobile(text(number)), state: final.state, reason, at: reportDate(text(date)) };
}

/** '+91XXXXXXXXXX' from MSG91's 91XXXXXXXXXX (or ten digits); null when masked or not an Indian mobile. */
function indianMobile(number: string): string | null {
  // Webhook (New) writes some fields as a stringified JSON array.
  const first = number.startsWith('[') ? text(firstOf(parseJson(number))) : number;
  const digits = first.replace(/[\s+-]/g, '');
  const local = /^91[6-9]\d{9}$/.test(digits) ? digits.slice(2) : digits;
  return /^[6-9]\d{9}$/.test(local) ? `+91${local}` : null;
}

function reportDate(value: string): Date | null {
  const ist = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (ist) {
    const [y, mo, d, h, mi, s] = ist.slice(1).map(Number);
    return validDate(Date.UTC(y, mo - 1, d, h, mi, s) - IST_OFFSET_MS);
  }
  if (/^\d{10}$/.test(value)) return validDate(Number(value) * 1000);
  if (/^\d{13}$/.test(value)) return validDate(Number(value));
  if (/^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:?\d{2})$/.test(value)) return validDate(Date.parse(value));
  return null;
}

function validDate(ms: number): Date | null {
  return Number.isNaN(ms) ? null : new Date(ms);
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isReport(report: SmsDeliveryReport | null): report is SmsDeliveryReport {
  return report !== null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
