import type { Locator } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { signIn } from './support';

const outlineOf = (control: Locator) =>
  control.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor, text: style.color };
  });

test('a filled primary button shows a ring when the keyboard reaches it, dark around its white text', async ({ page }) => {
  await page.goto('/login/Admin');
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  expect((await outlineOf(signInButton)).style).toBe('none');
  await page.getByLabel('Password', { exact: true }).focus();
  // Past the show-password icon and Remember me, Forgot password: Tab until the button has the focus.
  for (let i = 0; i < 6 && !(await signInButton.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(signInButton).toBeFocused();
  const ring = await outlineOf(signInButton);
  expect(ring).toMatchObject({ style: 'solid', width: '3px' });
  expect(ring.color).not.toBe(ring.text);
  expect(ring.color).toBe('rgb(10, 79, 110)');
});

test('from 1280 px the arrow keys open a mega-menu group and move through its screens without scrolling the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const group = nav.getByRole('button', { name: 'Admissions' });
  await group.focus();
  const scrolled = () => page.evaluate(() => window.scrollY);
  await page.keyboard.press('ArrowDown');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const links = nav.locator('#mega-admissions a');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(links.last()).toBeFocused();
  expect(await scrolled()).toBe(0);
  await page.keyboard.press('Escape');
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(group).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(links.last()).toBeFocused();
  expect(await scrolled()).toBe(0);
});
