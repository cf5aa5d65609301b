/**
 * Where to go after signing in, from `?next=`: a path of this site only (`/lyra/payment/status?…`),
 * never another site (`//evil.example`, `https://…`), so that the link cannot send anyone away.
 */
export function nextPage(search: URLSearchParams): string | null {
  const next = search.get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/** The sign-in page that comes back here afterwards. */
export const signInAndReturn = (path: string) => `/login?next=${encodeURIComponent(path)}`;
