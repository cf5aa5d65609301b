import type { Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { signIn } from './support';

/** Every role whose landing page opens with figures read from the server, and one without. */
const LANDINGS = ['admin', 'student', 'parent', 'principal', 'hod', 'admissions', 'examination', 'accountant', 'faculty'];

/**
 * The layout shift a landing page makes while it loads, as the browser scores it (cumulative layout
 * shift, what Lighthouse calls CLS): counted from the first paint of a fresh load until the figures
 * and the logo are on the page.
 */
async function shiftOfLanding(page: Page): Promise<number> {
  const landing = page.url();
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(landing);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete))).toBe(true);
  // Two frames, so that the last change is laid out and its shift reported.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

for (const width of [390, 1280]) {
  test.describe(`landing pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const username of LANDINGS) {
      test(`${username}'s landing page does not move while its figures load`, async ({ page }) => {
        await signIn(page, username);
        expect(await shiftOfLanding(page)).toBeLessThan(0.1);
      });
    }
  });
}
