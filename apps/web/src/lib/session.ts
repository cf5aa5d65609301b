import { useSyncExternalStore } from 'react';
import { landingRouteFor, type SessionUser, type SignInResponse } from '@campus/shared';
import { api } from './api';
import { deleteCookie, getCookie, setCookie } from './cookies';

/** `erpUser` holds display data only (the token is an httpOnly cookie set by the server). */
const USER_COOKIE = 'erpUser';
const REMEMBER_COOKIE = 'remember';

const listeners = new Set<() => void>();
let cached: { raw: string | null; user: SessionUser | null } = { raw: null, user: null };

function read(): SessionUser | null {
  const raw = getCookie(USER_COOKIE);
  if (raw === cached.raw) return cached.user;
  let user: SessionUser | null;
  try {
    user = raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    user = null;
  }
  cached = { raw, user };
  return user;
}

function notify() {
  listeners.forEach((l) => l());
}

export function useSession(): SessionUser | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => null,
  );
}

/** The signed-in user's landing page (by their first role, spec 000 §6); null when no one is signed in. */
export function useLandingRoute(): string | null {
  const user = useSession();
  return user ? landingRouteFor(user.roles) : null;
}

export function storeSession(answer: SignInResponse, remember: boolean) {
  const { token: _token, ...user } = answer;
  setCookie(USER_COOKIE, JSON.stringify(user));
  if (remember) setCookie(REMEMBER_COOKIE, JSON.stringify({ username: user.username }));
  else deleteCookie(REMEMBER_COOKIE);
  notify();
}

export function rememberedUsername(): string {
  try {
    return (JSON.parse(getCookie(REMEMBER_COOKIE) ?? '{}') as { username?: string }).username ?? '';
  } catch {
    return '';
  }
}

export function clearSession() {
  deleteCookie(USER_COOKIE);
  notify();
}

export async function signOut() {
  try {
    await api('auth/signout', { method: 'POST' });
  } finally {
    clearSession();
  }
}
