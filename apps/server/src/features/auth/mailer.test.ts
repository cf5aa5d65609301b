import { describe, expect, it } from 'vitest';
import { createMailer, type Mail } from './mailer.js';

const LINK = 'http://localhost:3000/reset-password?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const mail: Mail = { to: 'someone@college.example', subject: 'Campus ERP: reset your password', text: `Open ${LINK}` };

function logger() {
  const lines: unknown[] = [];
  const log = { info: (...args: unknown[]) => lines.push(args) } as never;
  return { log, lines };
}

describe('mailer without SMTP', () => {
  it('keeps the mail in the outbox and, in the demo, writes the link to the log as plain text', async () => {
    const kept: Mail[] = [];
    const { log, lines } = logger();
    await createMailer({ from: 'x@y', keep: async (m) => void kept.push(m), demo: true, log }).send(mail);
    expect(kept).toEqual([mail]);
    expect(JSON.stringify(lines)).toContain(LINK);
  });

  it('logs nothing outside the demo', async () => {
    const kept: Mail[] = [];
    const { log, lines } = logger();
    await createMailer({ from: 'x@y', keep: async (m) => void kept.push(m), demo: false, log }).send(mail);
    expect(kept).toHaveLength(1);
    expect(lines).toEqual([]);
  });
});
