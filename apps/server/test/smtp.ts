import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone (good enough to read a link). */
  text: string;
  /** The message as it arrived, for a MIME reader (mailparser). */
  raw: Buffer;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A real SMTP server in this process, on a free port (or `port`: the same address again after a
 * `close`): mail the app sends arrives in `messages`. `refuse(451)` makes it answer every recipient
 * with that code until `refuse(null)`.
 */
export async function startSmtp(port = 0) {
  const messages: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  let refusal: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusal === null) return callback();
      const err = Object.assign(new Error(refusal < 500 ? 'Mailbox busy, try again later' : 'Mailbox unavailable'), {
        responseCode: refusal,
      });
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: decodeQuotedPrintable(raw.toString('utf8')),
          raw,
        });
        arrivals.emit('mail');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;

  /** The first message to this address after the first `after` (fails after 10 s without one). */
  async function waitFor(address: string, after = 0): Promise<ReceivedMail> {
    const find = () => messages.slice(after).find((m) => m.to.includes(address));
    const found = find();
    if (found) return found;
    let listener = () => {};
    let timer: NodeJS.Timeout | undefined;
    try {
      return await new Promise<ReceivedMail>((resolve, reject) => {
        listener = () => {
          const mail = find();
          if (mail) resolve(mail);
        };
        arrivals.on('mail', listener);
        timer = setTimeout(() => reject(new Error(`no mail to ${address}`)), 10_000);
      });
    } finally {
      clearTimeout(timer);
      arrivals.off('mail', listener);
    }
  }

  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    waitFor,
    refuse: (code: number | null) => void (refusal = code),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset token of a reset mail's link. */
export const resetTokenOf = (mail: ReceivedMail) => /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
