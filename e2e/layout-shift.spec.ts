import type { Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { loadingIndicators, signInAt } from './support';

/** Every role whose landing page opens with figures read from the server, and one without. */
const LANDINGS = ['admin', 'student', 'parent', 'principal', 'hod', 'admissions', 'examination', 'accountant', 'faculty'];

/** From now on every page the tab loads scores its layout shifts (read by `shiftWhileLoading`). */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shift a page makes while it loads, as the browser scores it (cumulative layout shift,
 * what Lighthouse calls CLS): counted from the first paint of a fresh load of `path` until `loaded`
 * has seen the page's data and every image is on the page.
 */
async function shiftWhileLoading(page: Page, path: string, loaded: () => Promise<void>): Promise<number> {
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
    await expect(loadingIndicators(page)).toHaveCount(0);
  });

for (const width of [390, 1280]) {
  test.describe(`landing pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test(`the landing pages of ${LANDINGS.join(', ')} do not move while their figures load`, async ({ page }) => {
      await watchLayoutShift(page);
      for (const username of LANDINGS) {
        await page.context().clearCookies();
        // Signed in, the home page leads to the user's landing page, which is then loaded afresh.
        await signInAt(page, username, '/');
        await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
        expect.soft(await shiftOfLanding(page), `${username}'s landing page`).toBeLessThan(0.1);
      }
    });

    test("the home page does not move when the college's name and logo arrive", async ({ page }) => {
      await watchLayoutShift(page);
      const shift = await shiftWhileLoading(page, '/', async () => {
        await expect(page.getByTestId('college-name')).toHaveText('Vidyanagar College of Engineering & Technology');
        await expect(page.getByTestId('college-logo')).toBeVisible();
      });
      expect(shift).toBeLessThan(0.1);
    });
  });
}
