import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailerDeps {
  smtpUrl?: string;
  from: string;
  /** Keeps the mail for the administrator when no SMTP server is configured (the outbox table). */
  keep: (mail: Mail) => Promise<void>;
  /** In the demo, mail kept in the outbox is also written to the log, link included. */
  demo: boolean;
  log?: FastifyBaseLogger;
}

/** Sends through SMTP_URL (nodemailer); without it, the mail waits in the outbox. */
export function createMailer({ smtpUrl, from, keep, demo, log }: MailerDeps) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  async function send(mail: Mail) {
    if (transport) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      return;
    }
    await keep(mail);
    // A string message, not a field: the redaction of fields named `token` must not hide the demo's link.
    if (demo) log?.info(`Mail (no SMTP configured, kept in the outbox) to ${mail.to}: ${mail.subject}\n${mail.text}`);
  }

  return { send };
}

export type Mailer = ReturnType<typeof createMailer>;
