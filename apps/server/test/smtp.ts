import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone (good enough to read a link). */
  text: string;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A real SMTP server in this process, on a free port: mail the app sends arrives in `messages`. */
export async function startSmtp() {
  const messages: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        arrivals.emit('mail');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

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

  return { url: `smtp://127.0.0.1:${port}`, messages, waitFor, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The reset token of a reset mail's link. */
export const resetTokenOf = (mail: ReceivedMail) => /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
