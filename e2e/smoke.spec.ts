import { test, expect } from '@playwright/test';
import { shot, signIn } from './support';

test('home and admin dashboard render', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-tiles')).toBeVisible();
  await shot(page, 'home');
  await signIn(page, 'admin');
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  await shot(page, 'dashboard-admin');
});
