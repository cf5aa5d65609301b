import type { Locator, Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { shot, signIn } from './support';

declare global {
  interface Window {
    cspViolations?: string[];
    injected?: string[];
  }
}

/** Every Content-Security-Policy violation of the page (the browser's event) and every console line about one. */
function watchViolations(page: Page): () => Promise<string[]> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) logged.push(`console: ${message.text()}`);
  });
  return async () => [...logged, ...((await page.evaluate(() => window.cspViolations)) ?? [])];
}

test.beforeEach(async ({ page }) => {
  // Runs before the page's own scripts (through the DevTools protocol, so the policy does not apply to it).
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations!.push(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
});

/** The page is styled by MUI (its baseline takes away the browser's 8px body margin) and every style element carries the nonce. */
async function expectStyled(page: Page) {
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  const styles = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style')).map((s) => ({ id: s.dataset.emotion ?? s.id, nonce: s.nonce })),
  );
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.filter((s) => !s.nonce)).toEqual([]);
}

test.describe('Content-Security-Policy', () => {
  test('every public page renders styled, with a fresh nonce and no violation', async ({ page }) => {
    const violations = watchViolations(page);
    const nonces = new Set<string>();
    const pages: [string, (p: Page) => Locator][] = [
      ['/', (p) => p.getByRole('heading', { name: 'Welcome to the campus portal' })],
      ['/login/Admin', (p) => p.getByRole('heading', { name: 'Sign in to Admin Module' })],
      ['/examresults', (p) => p.getByRole('link', { name: 'Semester End Examinations (Regular), May 2026' })],
      ['/iqacnewhome', (p) => p.getByRole('link', { name: /NAAC/ })],
      ['/results/verify/XXXXXXXXXX', (p) => p.getByText('This verification code is not valid')],
      ['/no/such/page', (p) => p.getByRole('heading', { name: 'Oops, Page Not Found :(' })],
    ];
    for (const [path, shown] of pages) {
      const res = await page.goto(path);
      const policy = res!.headers()['content-security-policy'];
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("script-src 'self';");
      nonces.add(/'nonce-([^']+)'/.exec(policy)![1]);
      await expect(shown(page)).toBeVisible();
      await expectStyled(page);
    }
    await shot(page, 'csp-not-found');
    await page.goto('/');
    await page.getByRole('button', { name: 'About Us' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectStyled(page);
    await page.keyboard.press('Escape');
    await shot(page, 'csp-home');
    expect(nonces.size).toBe(6);
    expect(await violations()).toEqual([]);
  });

  test('signed-in screens, a form, a notification and a dialog render styled with no violation', async ({ page }) => {
    const violations = watchViolations(page);
    await signIn(page, 'admin');
    await expectStyled(page);
    await page.goto('/app/Master%20Data');
    await expect(page.getByRole('heading', { name: 'Master Data' })).toBeVisible();
    await expectStyled(page);
    // A notification (notistack styles itself with goober, which takes the nonce from the page).
    await page.getByRole('tab', { name: 'Courses' }).click();
    await page.getByRole('button', { name: 'Add' }).click();
    const row = page.getByTestId('md-new-row');
    await row.getByLabel('Code', { exact: true }).fill('b.tech');
    await row.getByLabel('Name', { exact: true }).fill('Bachelor of Technology (again)');
    await row.getByLabel('Level', { exact: true }).fill('UG');
    await row.getByLabel('Years', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    const note = page.locator('#notistack-snackbar').filter({ hasText: "Course code 'b.tech' already exists" }).last();
    await expect(note).toBeVisible();
    expect(await note.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    await expectStyled(page);

    await page.goto('/app/Admission/Admission%20Form');
    await expect(page.getByRole('heading', { name: 'Admission Form' })).toBeVisible();
    await expectStyled(page);
    await shot(page, 'csp-admission-form');
    expect(await violations()).toEqual([]);
  });

  test('refuses a script or event handler injected into the page (the attack the policy is for)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-tiles')).toBeVisible();
    await page.evaluate(() => {
      window.injected = [];
      const script = document.createElement('script');
      script.textContent = 'window.injected.push("inline script")';
      document.body.append(script);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.injected.push("event handler")');
      image.src = '/no-such-image.png';
      document.body.append(image);
      const style = document.createElement('style');
      style.textContent = 'body { background: rgb(255, 0, 0) !important; }';
      document.head.append(style);
    });
    await expect.poll(() => page.evaluate(() => window.cspViolations!.length)).toBeGreaterThanOrEqual(3);
    const violations = await page.evaluate(() => window.cspViolations!);
    expect(violations.some((v) => v.startsWith('script-src-elem refused inline'))).toBe(true);
    expect(violations.some((v) => v.startsWith('script-src-attr refused inline'))).toBe(true);
    expect(violations.some((v) => v.startsWith('style-src-elem refused inline'))).toBe(true);
    expect(await page.evaluate(() => window.injected)).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 0, 0)');
  });

  test('no other site can frame a page', async ({ page, baseURL }) => {
    const refused = new Promise<string>((resolve) =>
      page.on('console', (message) => {
        if (message.text().includes('frame-ancestors')) resolve(message.text());
      }),
    );
    await page.setContent(`<iframe src="${baseURL}/login/Admin" title="framed"></iframe>`);
    expect(await refused).toContain("frame-ancestors 'none'");
    const framed = page.frames().find((f) => f !== page.mainFrame())!;
    await expect.poll(() => framed.evaluate(() => document.querySelector('#root') !== null).catch(() => false)).toBe(false);
  });

  test('the API documentation (open in the demo) renders with no violation', async ({ page }) => {
    const violations = watchViolations(page);
    await page.goto('/api/docs');
    // Swagger UI reads the whole OpenAPI 3.1 document (about 1 MB) before it shows its title: 4–6 s on an idle
    // two-core machine, longer beside another browser.
    await expect(page.getByRole('heading', { name: /Campus ERP API/ })).toBeVisible({ timeout: 45_000 });
    expect(await violations()).toEqual([]);
  });
});
