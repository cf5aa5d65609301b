import { expect, test } from './worker-server.fixture';
import { shot, signInAt } from './support';

const toast = (page: import('@playwright/test').Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text }).last();

test.describe('Encrypt / Decrypt', () => {
  test('an administrator seals a text, opens it again, and is told what is missing or wrong', async ({ page }) => {
    await signInAt(page, 'admin', '/app/Utilities/Encrypt Decrypt');
    await expect(page.getByRole('heading', { name: 'Encrypt / Decrypt' })).toBeVisible();
    const plain = page.getByTestId('crypt-plain');
    const sealed = page.getByTestId('crypt-sealed');

    await page.getByRole('button', { name: 'Encrypt' }).click();
    await expect(toast(page, 'Please enter a plain text')).toBeVisible();
    await page.getByRole('button', { name: 'Decrypt' }).click();
    await expect(toast(page, 'Please enter an encrypted value')).toBeVisible();

    await plain.fill('Hall ticket 25BD1A0501');
    await page.getByRole('button', { name: 'Encrypt' }).click();
    await expect(sealed).toHaveValue(/^c1\./);
    await expect(toast(page, 'Decryption successful!')).toBeVisible();

    await plain.fill('');
    await page.getByRole('button', { name: 'Decrypt' }).click();
    await expect(plain).toHaveValue('Hall ticket 25BD1A0501');
    await shot(page, 'encrypt-decrypt');

    await sealed.fill(`${await sealed.inputValue()}x`);
    await page.getByRole('button', { name: 'Decrypt' }).click();
    await expect(toast(page, 'Error decrypting the value!')).toBeVisible();
    await expect(page.getByText('Error decrypting the value!').first()).toBeVisible();
  });

  test('is not offered to other roles', async ({ page }) => {
    await signInAt(page, 'admissions', '/app/Utilities/Encrypt Decrypt');
    await expect(page.getByRole('heading', { name: "You Don't have permission to View" })).toBeVisible();
  });
});
