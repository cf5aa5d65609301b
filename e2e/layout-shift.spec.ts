import type { Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { signIn } from './support';

/** Every role whose landing page opens with figures read from the server, and one without. */
const LANDINGS = ['admin', 'student', 'parent', 'principal', 'hod', 'admissions', 'examination', 'accountant', 'faculty'];

/**
 * The layout shift a page makes while it loads, as the browser scores it (cumulative layout shift,
 * what Lighthouse calls CLS): counted from the first paint of a fresh load of `path` until `loaded`
 * has seen the page's data and every image is on the page.
 */
async function shiftWhileLoading(page: Page, path: string, loaded: () => Promise<void>): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await loaded();
  await expect.poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete))).toBe(true);
  // Two frames, so that the last change is laid out and its shift reported.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** A landing page, until its figures and the logo are on the page. */
const shiftOfLanding = (page: Page) =>
  shiftWhileLoading(page, page.url(), async () => {
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

for (const width of [390, 1280]) {
  test.describe(`landing pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const username of LANDINGS) {
      test(`${username}'s landing page does not move while its figures load`, async ({ page }) => {
        await signIn(page, username);
        expect(await shiftOfLanding(page)).toBeLessThan(0.1);
      });
    }

    test("the home page does not move when the college's name and logo arrive", async ({ page }) => {
      const shift = await shiftWhileLoading(page, '/', async () => {
        await expect(page.getByTestId('college-name')).toHaveText('Vidyanagar College of Engineering & Technology');
        await expect(page.getByTestId('college-logo')).toBeVisible();
      });
      expect(shift).toBeLessThan(0.1);
    });
  });
}
