import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bounceReason, parseBounce } from './mail-bounce.js';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('a returned mail, as mail servers publish them', () => {
  it('Postfix: a delivery status report (RFC 3464) with the returned mail attached', async () => {
    expect(await parseBounce(fixture('postfix-04.eml'))).toEqual({
      recipients: [
        { address: 'kijitora@example.co.jp', status: '5.1.1', diagnostic: 'smtp; 550 5.1.1 Address rejected kijitora@example.co.jp' },
      ],
      originalMessageId: '<A8F82EDD-E518-4F5C-8C70-BC4EFF24AB9F@example.ne.jp>',
    });
  });

  it('Exim: a plain report naming the address in X-Failed-Recipients, with a copy of the mail', async () => {
    expect(await parseBounce(fixture('exim-03.eml'))).toEqual({
      recipients: [
        { address: 'kijitora@example.jp', status: '5.7.0', diagnostic: 'host mx.example.jp [192.0.2.20]: 554 5.7.0 Header error' },
      ],
      originalMessageId: '<hogeuoiuadogalhg.dg9i09@example.jp>',
    });
  });

  it('Gmail: a quoted-printable report whose server reply is read from its text', async () => {
    const bounce = await parseBounce(fixture('us-google-02.eml'));
    expect(bounce?.recipients).toEqual([
      expect.objectContaining({ address: 'aougoueioaldljgoiuiorghladkgke@example.fr', status: '5.1.1' }),
    ]);
    expect(bounce?.recipients[0]?.diagnostic).toContain('550 550 5.1.1 user unknown');
    expect(bounce?.originalMessageId).toBe('<45B7FBD7-1218-4FCD-ACA1-4706F111E682@gmail.com>');
  });

  it('a report whose parts its server forgot to delimit is read as the text it is', async () => {
    expect(await parseBounce(fixture('rfc3464-04.eml'))).toEqual({
      recipients: [{ address: 'kijitora@mailx-53.neko.example.edu', status: '5.5.0' }],
      originalMessageId: '<00000000000.000000@mx4.example.co.jp>',
    });
  });

  it('a delay notice is no bounce: the server still tries', async () => {
    const delayed = fixture('postfix-04.eml')
      .toString()
      .replace('Action: failed', 'Action: delayed')
      .replace('Status: 5.1.1', 'Status: 4.4.7');
    expect(await parseBounce(Buffer.from(delayed))).toBeUndefined();
  });

  it('an ordinary reply is no bounce', async () => {
    const reply =
      'From: parent@family.test\r\nTo: no-reply@vcet.test\r\nSubject: Re: Receipt\r\nMessage-ID: <r1@family.test>\r\n\r\nThank you.\r\n';
    expect(await parseBounce(Buffer.from(reply))).toBeUndefined();
  });

  it('says what the receiving server said', () => {
    expect(bounceReason({ address: 'a@b.in', status: '5.2.2', diagnostic: 'smtp; 552 mailbox full' })).toBe(
      'The mail came back: 5.2.2 smtp; 552 mailbox full',
    );
    expect(bounceReason({ address: 'a@b.in' })).toBe('The mail came back: the receiving server refused it');
  });
});
