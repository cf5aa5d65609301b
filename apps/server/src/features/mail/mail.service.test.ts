import { describe, expect, it } from 'vitest';
import { errorText } from './mail.service.js';

describe("the outbox's last error", () => {
  it("keeps the SMTP server's reply, with its code", () => {
    const err = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      code: 'EENVELOPE',
      response: '451 4.3.0 Mailbox busy, try again later',
      responseCode: 451,
    });
    expect(errorText(err)).toBe('EENVELOPE: 451 4.3.0 Mailbox busy, try again later');
  });

  it("never holds the SMTP password, an address's credentials or a link's token", () => {
    const smtpUrl = 'smtps://campus%40college.edu:S3cret%21pass@smtp.college.edu:465';
    const err = Object.assign(new Error('Invalid login for S3cret!pass via smtps://campus:S3cret!pass@smtp.college.edu'), {
      code: 'EAUTH',
    });
    const text = errorText(err, smtpUrl);
    expect(text).toBe('EAUTH: Invalid login for *** via smtps://***@smtp.college.edu');
    expect(errorText(new Error('rejected http://x/reset-password?token=AbC-12_x'))).toBe('rejected http://x/reset-password?token=***');
  });

  it("names no recipient's address: only its domain", () => {
    const err = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      code: 'EENVELOPE',
      response: '550 5.1.1 <k.ramesh+fees@family.test>: Recipient address rejected: User unknown',
      responseCode: 550,
    });
    expect(errorText(err)).toBe('EENVELOPE: 550 5.1.1 <***@family.test>: Recipient address rejected: User unknown');
  });

  it('is at most 300 characters', () => {
    expect(errorText(new Error('x'.repeat(1000)))).toHaveLength(300);
  });
});
