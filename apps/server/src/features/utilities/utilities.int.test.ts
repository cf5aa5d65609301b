import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { createCryptService } from './crypt.service.js';

for (const target of targets) {
  describe(`encrypt/decrypt (${target})`, () => {
    let t: TestApp;
    let admin: Record<string, string>;
    beforeAll(async () => {
      t = await createTestApp(target);
      admin = await bearer(t.app, 'admin');
    });
    afterAll(async () => t?.close());

    const call = (type: string, content: string | undefined, headers = admin) => {
      const query = new URLSearchParams({ type, ...(content === undefined ? {} : { content }) });
      return t.app.inject({ method: 'GET', url: `/api/getDecryptedValue?${query}`, headers });
    };

    it('encrypts a text to a value that decrypts to it again, differently each time', async () => {
      const text = 'Roll 25BD1A0501: marks ₹ 45,000 — ಕನ್ನಡ';
      const first = await call('encrypt', text);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/plain/);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.body).toMatch(/^c1\.[\w-]+$/);
      expect(first.body).not.toContain('25BD1A0501');
      const second = await call('encrypt', text);
      expect(second.body).not.toBe(first.body);
      for (const sealed of [first.body, second.body]) {
        const back = await call('decrypt', sealed);
        expect(back.statusCode).toBe(200);
        expect(back.body).toBe(text);
      }
    });

    it("refuses a tampered, truncated or foreign value with 'Error decrypting the value!'", async () => {
      const sealed = (await call('encrypt', 'hello')).body;
      const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
      const foreign = createCryptService({ secretKey: Buffer.alloc(32, 7) }).encrypt('hello');
      for (const value of [flipped, sealed.slice(0, 20), foreign, 'not a sealed value', 'c1.', 'v1:abc:def:ghi']) {
        const res = await call('decrypt', value);
        expect(res.statusCode, value).toBe(400);
        expect(res.json()).toMatchObject({ message: MESSAGES.cryptError, field: 'content', key: 'utilities.cryptError' });
      }
    });

    it('asks for the value that is missing, by direction', async () => {
      for (const content of [undefined, '', '   ']) {
        const decrypt = await call('decrypt', content);
        expect(decrypt.statusCode).toBe(400);
        expect(decrypt.json()).toMatchObject({ message: MESSAGES.enterEncrypted, field: 'content' });
        const encrypt = await call('encrypt', content);
        expect(encrypt.statusCode).toBe(400);
        expect(encrypt.json()).toMatchObject({ message: MESSAGES.enterPlainText, field: 'content' });
      }
    });

    it('refuses an unknown direction and an overlong text, naming the field', async () => {
      const type = await call('reverse', 'x');
      expect(type.statusCode).toBe(400);
      expect(type.json()).toMatchObject({ field: 'type', message: 'type must be encrypt or decrypt' });
      const long = await call('encrypt', 'x'.repeat(2_001));
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ field: 'content', message: 'content must have at most 2000 characters' });
    });

    it('is for administrators only', async () => {
      expect((await call('encrypt', 'x', {})).statusCode).toBe(401);
      for (const user of ['admissions', 'student', 'faculty'])
        expect((await call('encrypt', 'x', await bearer(t.app, user))).statusCode).toBe(403);
    });
  });
}
