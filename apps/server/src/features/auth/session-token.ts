import crypto from 'node:crypto';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/** The httpOnly cookie that carries the session token for the web app. */
export const SESSION_COOKIE = 'erp_session';

/** Sessions are stored by the SHA-256 of their token, so a leaked table holds no usable token. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * The session token a request carries: an `Authorization: Bearer` header first, else the session
 * cookie, parsed here rather than for every request (public routes never ask).
 */
export function tokenOf(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.headers.cookie && fastifyCookie.parse(request.headers.cookie)[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}
