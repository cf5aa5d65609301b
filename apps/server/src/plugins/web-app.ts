import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverText } from '@campus/shared';
import { AppError } from '../lib/app-error.js';
import { newNonce, pagePolicy } from '../lib/content-security.js';

/** What the web build writes where each answer's nonce goes (`html.cspNonce` in apps/web/vite.config.ts). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Files under assets/ carry a hash of their content in their name: a new release has new names. */
const HASHED = 'public, max-age=31536000, immutable';
/** The others (favicon, robots.txt) keep their names: asked again each time, answered 304 when unchanged. */
const NAMED = 'no-cache';

const cacheControlOf = (webDist: string, filePath: string) =>
  path.relative(webDist, filePath).split(path.sep)[0] === 'assets' ? HASHED : NAMED;

/**
 * `preload.json` of the web build: addresses (`*` ends a prefix), the script files their first page
 * loads and the calls (public GET answers) its first view waits for; `*` in a call stands for what
 * `*` matched in the address.
 */
type Preloads = [address: string, files: string[], calls?: string[]][];

const matches = (address: string, pathName: string) =>
  address.endsWith('*') ? pathName.startsWith(address.slice(0, -1)) : pathName === address;

/** Where a call's `*` goes in a prepared page, filled for each answer. */
const MATCHED = '__MATCHED__';
/** What may fill it: a code or a number as the page's own call would write it. Anything else names no call. */
const SAFE_MATCH = /^[A-Za-z0-9_-]{1,64}$/;
const MATCHED_LINK = new RegExp(`<link [^>]*${MATCHED}[^>]*>`, 'g');

/** A prepared page for one address: a call's `*` filled with what the address matched, or its link left out. */
function filled(page: string, address: string, pathName: string): string {
  if (!page.includes(MATCHED)) return page;
  const rest = pathName.slice(address.length - 1);
  return SAFE_MATCH.test(rest) ? page.replaceAll(MATCHED, rest) : page.replace(MATCHED_LINK, '');
}

/**
 * The page for each first page of the build (apps/web/vite.config.ts): it names that page's scripts
 * and first calls, so that the browser fetches them beside the app's own instead of after it has run.
 */
function pagesWithPreloads(page: string, webDist: string): { address: string; page: string }[] {
  const file = path.join(webDist, 'preload.json');
  if (!fs.existsSync(file)) return [];
  const preloads = JSON.parse(fs.readFileSync(file, 'utf8')) as Preloads;
  return preloads.map(([address, files, calls = []]) => {
    const links = [
      ...files.map((href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="${NONCE_PLACEHOLDER}">`),
      // `crossorigin` (anonymous) is what the page's own fetch of the call asks for (same-origin credentials), so it takes this answer.
      ...calls.map(
        (href) => `<link rel="preload" as="fetch" crossorigin href="${href.replace('*', MATCHED)}" nonce="${NONCE_PLACEHOLDER}">`,
      ),
    ];
    return { address, page: page.replace('</head>', `${links.join('')}</head>`) };
  });
}

/** Where the app renders (apps/web/index.html); what it holds until then is the college's splash. */
const ROOT = '<div id="root"></div>';
/** The splash's look, as the page's theme draws its text before the app's own styles arrive. */
const SPLASH_STYLE =
  `<style nonce="${NONCE_PLACEHOLDER}">body{margin:0}.app-splash{min-height:100vh;display:flex;flex-direction:column;` +
  'align-items:center;justify-content:center;gap:8px;padding:16px;box-sizing:border-box;text-align:center;' +
  'font:14px/1.43 Roboto,Helvetica,Arial,sans-serif;color:#5f6b73}</style>';

/**
 * Serves the built web app: its files as they are, and its page (index.html) for `/` and any other
 * unknown non-API path, so that the router decides. The page is sent with a nonce of its own in the
 * Content-Security-Policy and in the page, where the web app gives it to the style elements it
 * inserts; it is therefore never cached.
 */
export function registerWeb(app: FastifyInstance, webDist: string, splash: () => Promise<string>) {
  const indexFile = path.join(webDist, 'index.html');
  const page = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const firstPages = page ? pagesWithPreloads(page, webDist) : [];
  const pageFor = (url: string) => {
    const pathName = url.split('?')[0]!;
    const first = firstPages.find((p) => matches(p.address, pathName));
    return first ? filled(first.page, first.address, pathName) : page!;
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = newNonce();
    const body = pageFor(request.url)
      .replace('</head>', `${SPLASH_STYLE}</head>`)
      .replace(ROOT, `<div id="root">${await splash()}</div>`);
    return reply
      .header('content-security-policy', pagePolicy(nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body.replaceAll(NONCE_PLACEHOLDER, nonce));
  };

  if (page) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // index.html itself goes through sendPage too, never out as a file with the placeholder in it.
      allowedPath: (pathName) => pathName !== '/index.html',
      // The build's .br and .gz copies, to a browser that takes them (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlOf(webDist, filePath)),
    });
    app.get('/', { config: { access: 'public.read' } }, (request, reply) => sendPage(request, reply));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !page || request.method !== 'GET') {
      const answer = new AppError('NOT_FOUND', serverText('page.notFound'));
      return reply.code(answer.statusCode).send(answer.toJSON());
    }
    return sendPage(request, reply);
  });
}
