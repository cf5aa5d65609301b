import { simpleParser } from 'mailparser';

/** One address a returned mail could not reach for good. */
export interface BouncedRecipient {
  address: string;
  /** The enhanced status code (RFC 3463), e.g. 5.1.1, when the report gives one. */
  status?: string;
  /** What the receiving server said, on one line. */
  diagnostic?: string;
}

export interface Bounce {
  recipients: BouncedRecipient[];
  /** The Message-ID of the mail that came back, when the report returns its headers. */
  originalMessageId?: string;
}

/** Parts of a report that carry its fields and the returned mail's headers. */
const REPORT_PARTS = new Set(['message/delivery-status', 'message/global-delivery-status', 'message/rfc822', 'text/rfc822-headers']);
const MAX_DIAGNOSTIC = 300;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const bareAddress = (value: string) =>
  value
    .replace(/^\s*(rfc822|utf-8)\s*;/i, '')
    .trim()
    .replace(/^<(.*)>$/, '$1')
    .toLowerCase();
const isAddress = (value: string) => /^[^\s@<>"|]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value);

/** A field of a report block (RFC 3464 section 2.1), with its folded lines joined. */
function field(block: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t]+.*)*)`, 'im').exec(block);
  return match ? oneLine(match[1]!) : undefined;
}

/** The per-recipient blocks of a delivery status report: each begins at its Final-Recipient field. */
function recipientBlocks(report: string): string[] {
  return report.split(/^(?=Final-Recipient:)/im).filter((block) => /^Final-Recipient:/i.test(block));
}

/** A recipient that failed for good: the report's action says failed and its status, if any, is permanent (5.x.x). */
function failedRecipient(block: string): BouncedRecipient | undefined {
  const address = bareAddress(field(block, 'Final-Recipient') ?? '');
  const action = (field(block, 'Action') ?? '').toLowerCase();
  const status = /\b([245]\.\d{1,3}\.\d{1,3})\b/.exec(field(block, 'Status') ?? '')?.[1];
  if (!isAddress(address) || action !== 'failed' || (status && !status.startsWith('5'))) return undefined;
  const diagnostic = field(block, 'Diagnostic-Code');
  return { address, status, diagnostic: diagnostic?.slice(0, MAX_DIAGNOSTIC) };
}

/**
 * What a returned mail says: each recipient it could not reach for good, and the Message-ID of the mail
 * it returns. Reads a delivery status notification (RFC 3464) from any mail server, and the older plain
 * reports that name the failed addresses in an `X-Failed-Recipients` header (Exim, Gmail). A delay
 * notice, an auto-reply or any other mail is not a bounce: undefined.
 */
export async function parseBounce(raw: Buffer): Promise<Bounce | undefined> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextLinks: true, skipImageLinks: true });
  const parts = (mail.attachments ?? [])
    .filter((a) => REPORT_PARTS.has(a.contentType.toLowerCase()))
    .map((a) => a.content.toString('utf8'));
  // A report whose parts a server forgot to delimit is read as the text it is.
  const body = [mail.text ?? '', ...parts].join('\n');
  const text = body.trim()
    ? body
    : raw
        .toString('utf8')
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n\n');
  const originalMessageId = /^Message-ID:[ \t]*(<[^>\s]+>)/im.exec(text)?.[1];

  const reported = recipientBlocks(text);
  if (reported.length > 0) {
    const recipients = reported.map(failedRecipient).filter((r): r is BouncedRecipient => r !== undefined);
    return recipients.length > 0 ? { recipients, originalMessageId } : undefined;
  }

  const failedHeader = mail.headers.get('x-failed-recipients');
  const failed = String(failedHeader ?? '')
    .split(',')
    .map(bareAddress)
    .filter(isAddress);
  if (failed.length === 0) return undefined;
  const status = /\b(5\.\d{1,3}\.\d{1,3})\b/.exec(text)?.[1];
  const diagnostic = /^.*\b[45]\d\d[ -][245]\.\d{1,3}\.\d{1,3}\b.*$/m.exec(text)?.[0];
  return {
    recipients: failed.map((address) => ({
      address,
      status,
      diagnostic: diagnostic ? oneLine(diagnostic).slice(0, MAX_DIAGNOSTIC) : undefined,
    })),
    originalMessageId,
  };
}

/** The reason a bounced message shows in the delivery log and on its person. */
export function bounceReason(recipient: BouncedRecipient): string {
  const said = [recipient.status, recipient.diagnostic].filter(Boolean).join(' ');
  return said ? `The mail came back: ${said}` : 'The mail came back: the receiving server refused it';
}
