import crypto from 'node:crypto';

/**
 * The Content-Security-Policy of every answer: scripts, styles and everything else only from this
 * origin, no inline script at all, nobody may frame a page. Pictures may also be data: (the college
 * logo) and blob: (a photo's preview before it is uploaded). HTTPS is enforced by HSTS, not by
 * `upgrade-insecure-requests`, so the same policy serves a college that runs over plain HTTP inside
 * its network.
 */
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
};

/** Helmet's form of the policy (plugins and precomputed headers use the same list). */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = DIRECTIVES;

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');

/** The policy as helmet writes it, for answers whose headers are precomputed. */
export const CONTENT_SECURITY_POLICY = serialize(DIRECTIVES);

/**
 * The policy of the web app's page: the same, except that the `<style>` elements emotion (MUI) and
 * goober (notistack) insert at run time are allowed when they carry this response's nonce. Inline
 * scripts stay forbidden: the page's scripts are files of this origin.
 */
export function pagePolicy(nonce: string): string {
  return serialize({ ...DIRECTIVES, 'style-src': [...DIRECTIVES['style-src'], `'nonce-${nonce}'`] });
}

/**
 * The policy of the API documentation (Swagger UI, /api/docs): the same, except that the one inline
 * `<style>` element Swagger UI's bundle inserts is allowed by its hash. Should an update of
 * @fastify/swagger-ui change it, e2e/content-security.spec.ts fails with the browser's message, which
 * names the new hash.
 */
export const DOCS_POLICY = serialize({
  ...DIRECTIVES,
  'style-src': [...DIRECTIVES['style-src'], "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='"],
});

/** 128 random bits, new for every page answer. */
export const newNonce = () => crypto.randomBytes(16).toString('base64');
