import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, engineFree, type TestApp } from '../../test/helpers.js';

const SCRIPT = `console.log(${JSON.stringify('Campus ERP '.repeat(400))});\n`;
const ROBOTS = path.resolve(import.meta.dirname, '../../../web/public/robots.txt');

/** A web build as Vite and its compression plugin write it: a hashed script with .br and .gz copies, and the public files. */
function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = path.join(dir, 'assets', 'index-B2x9QkLm.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  fs.copyFileSync(ROBOTS, path.join(dir, 'robots.txt'));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-B2x9QkLm.js" nonce="__CSP_NONCE__"></script></head><body><div id="root"></div></body></html>',
  );
  // As apps/web/vite.config.ts writes it: the first pages by address and the scripts each loads.
  const preloads = [
    ['/', ['/assets/home.page-Hq3k9sLp.js', '/assets/home.i18n-P0x7Lw2a.js'], ['/api/getCollegeName', '/api/college/images']],
    ['/results/verify/*', ['/assets/result-verify.page-Vr4t8kQe.js'], ['/api/results/verify/*']],
    ['/results/*', ['/assets/result-lookup.page-Lk2m5nBw.js']],
  ];
  fs.writeFileSync(path.join(dir, 'preload.json'), JSON.stringify(preloads));
  return dir;
}

describe.runIf(engineFree)('the web build as files', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = webBuild();
    t = await createTestApp('pglite', { seed: { students: 5 }, webDist: web });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends a hashed script compressed as the browser takes it (brotli, else gzip, else plain), kept for a year', async () => {
    const url = '/assets/index-B2x9QkLm.js';
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('asks again for files without a hash in their name, and answers 304 while they are unchanged', async () => {
    const first = await get('/favicon.svg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/favicon.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers /robots.txt with the rules for crawlers, not the web page', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /app/');
    expect(res.body).toContain('Disallow: /api/');
  });

  it('never sends the page as a file or keeps it: each answer carries its own nonce', async () => {
    for (const url of ['/', '/examresults', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it("names a first page's scripts in the page for its address, with the answer's nonce, and none elsewhere", async () => {
    const preloadsOf = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" nonce="([^"]+)">/g)];
    const home = await get('/');
    const nonce = /'nonce-([^']+)'/.exec(String(home.headers['content-security-policy']))![1];
    expect(preloadsOf(home.body).map((m) => m[1])).toEqual(['/assets/home.page-Hq3k9sLp.js', '/assets/home.i18n-P0x7Lw2a.js']);
    expect(preloadsOf(home.body).map((m) => m[2])).toEqual([nonce, nonce]);
    expect(home.body).toContain(`<script type="module" src="/assets/index-B2x9QkLm.js" nonce="${nonce}"></script>`);
    // The calls its first view waits for, fetched as the page's own fetch asks (same-origin credentials).
    const callsOf = (body: string) => [...body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)" nonce="([^"]+)">/g)];
    expect(callsOf(home.body).map((m) => [m[1], m[2]])).toEqual([
      ['/api/getCollegeName', nonce],
      ['/api/college/images', nonce],
    ]);

    const lookup = await get('/results/Semester%20End%20Examinations%2C%20May%202026?roll=1');
    expect(preloadsOf(lookup.body).map((m) => m[1])).toEqual(['/assets/result-lookup.page-Lk2m5nBw.js']);
    const verify = await get('/results/verify/AB12CD34');
    expect(preloadsOf(verify.body).map((m) => m[1])).toEqual(['/assets/result-verify.page-Vr4t8kQe.js']);
    // A call's `*` is what the address matched: the verification code, never other text.
    expect(callsOf(verify.body).map((m) => m[1])).toEqual(['/api/results/verify/AB12CD34']);
    for (const odd of ['/results/verify/AB12%22%3E%3Cscript%3E', '/results/verify/AB"><script>', '/results/verify/']) {
      const answer = await get(odd);
      expect(answer.statusCode).toBe(200);
      expect(callsOf(answer.body)).toEqual([]);
      expect(answer.body).not.toContain('<script>');
      expect(preloadsOf(answer.body).map((m) => m[1])).toEqual(['/assets/result-verify.page-Vr4t8kQe.js']);
    }
    expect(callsOf(lookup.body)).toEqual([]);
    for (const url of ['/examresults', '/app/Admin', '/no/such/page']) expect(preloadsOf((await get(url)).body)).toEqual([]);
  });

  it("shows the college's logo and name in the page as sent, before any script runs, and follows a change of the settings", async () => {
    const splashOf = (body: string) => /<div id="root">(.*?)<\/div><\/body>/.exec(body)?.[1];
    const images = (await get('/api/college/images')).json() as { logo: string };
    const page = await get('/login/Admin');
    expect(splashOf(page.body)).toBe(
      `<div class="app-splash"><img src="${images.logo}" alt="" width="48" height="48"><span>Vidyanagar College of Engineering &amp; Technology</span></div>`,
    );
    // Its look comes with the page, under the answer's nonce.
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))![1];
    expect(page.body).toMatch(new RegExp(`<style nonce="${nonce.replace(/[+/=]/g, '\\$&')}">[^<]*\\.app-splash\\{`));

    const admin = await bearer(t.app, 'admin');
    const { codeOverridden: _o, ...settings } = (await get('/api/college-settings', admin)).json();
    const renamed = { ...settings, name: '<Sri> "Vidya" College' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/college-settings', headers: admin, payload: renamed })).statusCode).toBe(200);
    // Markup in the name stays text.
    expect(splashOf((await get('/examresults')).body)).toContain('<span>&lt;Sri&gt; &quot;Vidya&quot; College</span>');
  });
});
