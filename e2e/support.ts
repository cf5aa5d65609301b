import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Campus@2026';
const screenshots = path.join(import.meta.dirname, 'screenshots');

/** The newest snackbar with the text: the one a user just caused. */
export const snackbar = (page: Page, text: string | RegExp) => page.locator('#notistack-snackbar').filter({ hasText: text }).last();

/** The SMS the demo's simulator wrote to the server's DATA_DIR, each file's text. */
export const smsTexts = (dataDir: string) => {
  const dir = path.join(dataDir, 'sms');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
};

/** A day of the college (India), `days` from today: as the API writes it and as the forms show it. */
export function collegeDay(days = 0) {
  const iso = new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return { iso, shown: iso.split('-').reverse().join('-') };
}

/**
 * Chooses a language in the header's language menu, and waits until the button names itself in it:
 * the page has switched before the journey reads on.
 */
export async function chooseLanguage(page: Page, language: 'Deutsch' | 'English') {
  const german = language === 'Deutsch';
  await page.getByRole('button', { name: german ? 'Language' : 'Sprache' }).click();
  await page.getByRole('menuitem', { name: language }).click();
  await expect(page.getByRole('button', { name: german ? 'Sprache' : 'Language' })).toBeVisible();
}

/** Signs in through the login page of a module and waits for the landing page. */
export async function signIn(page: Page, username: string, module = 'Admin') {
  await page.goto(`/login/${module}`);
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app/);
}

/**
 * Signs in through the API, as the login page does (the server's session cookie and the app's
 * `erpUser` cookie of display data), and opens `path`: for journeys about what a signed-in user does
 * there. The login page's own journey is `signIn`.
 */
export async function signInAt(page: Page, username: string, path: string) {
  const answer = await page.request.post('/api/auth/signin', { data: { username, password: DEMO_PASSWORD } });
  expect(answer.status(), `sign-in of ${username}`).toBe(200);
  const { token: _token, ...user } = (await answer.json()) as Record<string, unknown>;
  const url = new URL(answer.url()).origin;
  await page.context().addCookies([{ name: 'erpUser', value: encodeURIComponent(JSON.stringify(user)), url, sameSite: 'Lax' }]);
  await page.goto(path);
}

/** The accounts officer signs in and saves the due reminders' schedule on the Fee Structure page (`'−7, 0'`). */
export async function saveReminderDays(page: Page, days: string) {
  await signInAt(page, 'accountants_officer', '/app/Fees/Fee Structure');
  const section = page.getByRole('region', { name: 'Due dates and reminders' });
  await section.getByLabel('Reminder days').fill(days);
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expect(snackbar(page, 'Reminder schedule saved')).toBeVisible();
}

/** What shows a page still loading: an indeterminate progress bar (a determinate one, a share or a sheet's completion, is content). */
export const loadingIndicators = (page: Page) => page.locator('[role="progressbar"]:not([aria-valuenow])');

/** Opens a screen from the main menu's bar, or from its More panel when the bar has no room for it. */
export async function openFromMainMenu(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'More' }).click();
  await link.click();
}

/** Until the page has drawn two frames: a new width's layout (and what it moves) is on screen. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** The page's path as a reader sees it in the address bar: `/app/Faculty Dashboard`. */
export const decodedPath = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

/** Whether this run takes screenshots (E2E_SCREENSHOTS=1). */
export const screenshotsTaken = () => process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a desktop (1280 px) and a phone (390 px) screenshot under e2e/screenshots/ (not committed), when
 * E2E_SCREENSHOTS=1: pictures for people to look at, which no check reads, so `npm test` leaves them out.
 */
export async function shot(page: Page, name: string) {
  if (!screenshotsTaken()) return;
  fs.mkdirSync(screenshots, { recursive: true });
  const before = page.viewportSize();
  // A full-page picture of a scrolled page shows the fixed header halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 800 });
  await nextFrames(page);
  await page.screenshot({ path: path.join(screenshots, `${name}-desktop.png`), fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await nextFrames(page);
  await page.screenshot({ path: path.join(screenshots, `${name}-390.png`), fullPage: true, animations: 'disabled' });
  if (before) await page.setViewportSize(before);
}

/** A PDF the page opened in a new window: the address it opened and the file behind it, read from the page itself. */
export interface OpenedPdf {
  url: string;
  type: string;
  body: Buffer;
  /** The new window, to close: a browser without a PDF viewer (the headless shell) leaves it blank. */
  window: Page;
}

/**
 * Does `open` (a click) and waits for the PDF it opens in a new window. The file is the blob the page
 * made the window's address from, read in the page (the Content-Security-Policy lets no page fetch a
 * `blob:` address), so the check is the same with or without a PDF viewer.
 */
export async function openedPdf(page: Page, open: () => Promise<unknown>): Promise<OpenedPdf> {
  await page.evaluate(() => {
    const w = window as unknown as { opened?: { urls: string[]; blobs: Map<string, Blob> } };
    if (w.opened) return;
    const opened = (w.opened = { urls: [] as string[], blobs: new Map<string, Blob>() });
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) opened.blobs.set(url, object);
      return url;
    };
    const openWindow = window.open.bind(window);
    window.open = (url, ...rest) => {
      opened.urls.push(String(url));
      return openWindow(url, ...rest);
    };
  });
  const [win] = await Promise.all([page.waitForEvent('popup'), open()]);
  const file = await page.evaluate(async () => {
    const { urls, blobs } = (window as unknown as { opened: { urls: string[]; blobs: Map<string, Blob> } }).opened;
    const url = urls.at(-1) ?? '';
    const blob = blobs.get(url);
    return { url, type: blob?.type ?? '', bytes: blob ? Array.from(new Uint8Array(await blob.arrayBuffer())) : [] };
  });
  return { url: file.url, type: file.type, body: Buffer.from(file.bytes), window: win };
}

/** A PDF's text as `pdftotext -layout` reads it, its runs of white space made one space. */
export const pdfText = (body: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: body, encoding: 'utf8' }).replace(/\s+/g, ' ');

/** A bearer header for API calls made by the test itself. */
export async function apiBearer(request: APIRequestContext, username = 'admin'): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/signin', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** Switches the college code (interface variants); call `setCollegeCode(request, 'DEMO')` afterwards. */
export async function setCollegeCode(request: APIRequestContext, code: string) {
  const headers = await apiBearer(request);
  const current = await (await request.get('/api/college-settings', { headers })).json();
  const { codeOverridden: _o, ...settings } = current;
  const res = await request.put('/api/college-settings', { headers, data: { ...settings, code } });
  expect(res.ok()).toBeTruthy();
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Serious and critical violations fail; of the moderate ones, these two landmark rules are held as well. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const HELD_RULES = new Set(['landmark-one-main', 'region']);

/**
 * axe-core on the page as it is: each blocking violation as `id (impact): targets` (every violation is
 * logged). The suite's one way to run axe-core.
 */
export async function blockingViolations(page: Page, name = page.url()): Promise<string[]> {
  // A pop-up that is still fading in would be measured half transparent.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // axe.run in the page itself: the app has no cross-origin frames, so the blank page the default mode
  // opens to merge the frames' results costs time and checks nothing more. Only violations are collected:
  // describing every passing element took longer than the rules.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    // Experimental in axe-core, so off unless asked for (set before the tags, which options() would
    // replace): the visible label must be part of the accessible name (WCAG 2.5.3).
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(AXE_TAGS)
    .analyze();
  const targets = (v: (typeof violations)[number]) => v.nodes.map((n) => n.target.join(' ')).join(' | ');
  for (const v of violations) console.log(`[axe] ${name}: ${v.id} (${v.impact}) on ${targets(v)}`);
  return violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '') || HELD_RULES.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${targets(v)}`);
}
