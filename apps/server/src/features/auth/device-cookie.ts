import crypto from 'node:crypto';
import { fastifyCookie } from '@fastify/cookie';

/** A device cookie lives this long, renewed at each sign-in with it. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** Sent back only to the sign-in call: no other request carries it. */
export const DEVICE_COOKIE_PATH = '/api/auth/signin';
const PREFIX = 'erp_device_';

export interface DeviceCookie {
  name: string;
  value: string;
}

/**
 * OWASP's device cookies (ADR 0082): a successful sign-in gives the browser a cookie bound to the
 * user name, `nonce.mac` where mac is an HMAC of the user name and the nonce under a key derived from
 * the app's secret key. A later sign-in of that user name that presents it is a known device. Each
 * user name has a cookie of its own (its name is an HMAC of the user name too), so a shared computer
 * keeps one for every student who signed in there, and none of them names its user.
 */
export function createDeviceCookies(key: Buffer) {
  const mac = (text: string) => crypto.createHmac('sha256', key).update(text).digest('base64url');
  const nameFor = (username: string) => PREFIX + mac(`name\u0000${username}`).slice(0, 16);
  const signatureOf = (username: string, nonce: string) => mac(`device\u0000${username}\u0000${nonce}`).slice(0, 32);

  /** A new cookie for a user name that just signed in. */
  function issue(username: string): DeviceCookie {
    const nonce = crypto.randomBytes(16).toString('base64url');
    return { name: nameFor(username), value: `${nonce}.${signatureOf(username, nonce)}` };
  }

  /** The device's id (its nonce) when the request's Cookie header holds a valid cookie of this user name. */
  function deviceOf(cookieHeader: string | undefined, username: string): string | undefined {
    if (!cookieHeader || !cookieHeader.includes(PREFIX)) return undefined;
    const value = fastifyCookie.parse(cookieHeader)[nameFor(username)];
    const [nonce, signature, ...rest] = value?.split('.') ?? [];
    if (!nonce || !signature || rest.length > 0 || nonce.length > 64) return undefined;
    const expected = Buffer.from(signatureOf(username, nonce));
    const given = Buffer.from(signature);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? nonce : undefined;
  }

  return { issue, deviceOf };
}
