import type { Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { apiBearer, shot, signIn } from './support';

const MASK = '••••••••';

async function savedKeys(page: Page) {
  const headers = await apiBearer(page.request, 'accountants_officer');
  const res = await page.request.get('/api/getPaymentGatewayKeyMaintenance', { headers });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { list: { feeType: string; paymentGatewayUserName: string; paymentGatewayPassword: string }[] };
}

const row = (page: Page, feeType: string) => page.locator(`[data-fee-type="${feeType}"]`);

async function confirm(page: Page, question: string, answer: 'YES' | 'NO') {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Payment gateway key maintenance', () => {
  test('the accountants officer saves, updates and deletes a key, each after a YES', async ({ page }) => {
    await signIn(page, 'accountants_officer');
    // The spec's address leads to the screen in the signed-in frame.
    await page.goto('/paymentGatewayKeyMaintenance');
    await expect(page).toHaveURL(/\/app\/Fees\/Payment%20Gateway%20Keys$/);
    await expect(page.getByRole('heading', { name: 'Payment gateway keys' })).toBeVisible();
    const tuition = row(page, 'TUITION');
    await expect(tuition).toContainText('Not saved');

    // Save with an empty password: the field is marked and nothing is asked.
    await page.getByLabel('Gateway user name for TUITION').fill('shop-tuition-e2e');
    await page.getByRole('button', { name: 'Save TUITION' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(tuition).toContainText('Gateway password is required');
    await expect(page.getByLabel('Gateway password for TUITION')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Gateway password for TUITION').fill('E2E-Secret-1');
    await page.getByRole('button', { name: 'Save TUITION' }).click();
    await confirm(page, 'Do you want to Save?', 'NO');
    expect((await savedKeys(page)).list.find((k) => k.feeType === 'TUITION')).toBeUndefined();

    await page.getByRole('button', { name: 'Save TUITION' }).click();
    await confirm(page, 'Do you want to Save?', 'YES');
    await expect(page.getByText('Record saved successfully')).toBeVisible();
    await expect(tuition).toContainText('Saved');
    await expect(page.getByLabel('Gateway password for TUITION')).toHaveValue(MASK);
    const saved = (await savedKeys(page)).list.find((k) => k.feeType === 'TUITION');
    expect(saved).toMatchObject({ paymentGatewayUserName: 'shop-tuition-e2e', paymentGatewayPassword: MASK });
    expect(await page.content()).not.toContain('E2E-Secret-1');

    await page.getByLabel('Gateway user name for TUITION').fill('shop-tuition-e2e-2');
    await page.getByRole('button', { name: 'Update TUITION' }).click();
    await confirm(page, 'Do you want to Update?', 'YES');
    await expect(page.getByText('Record modified successfully')).toBeVisible();
    expect((await savedKeys(page)).list.find((k) => k.feeType === 'TUITION')?.paymentGatewayUserName).toBe('shop-tuition-e2e-2');
    await shot(page, 'gateway-keys');

    await page.getByRole('button', { name: 'Delete TUITION' }).click();
    await confirm(page, 'Do you want to Delete?', 'NO');
    await expect(tuition).toContainText('Saved');
    await page.getByRole('button', { name: 'Delete TUITION' }).click();
    await confirm(page, 'Do you want to Delete?', 'YES');
    await expect(page.getByText('Successfully Deleted a Record')).toBeVisible();
    await expect(tuition).toContainText('Not saved');
    expect((await savedKeys(page)).list.find((k) => k.feeType === 'TUITION')).toBeUndefined();
  });

  test("says 'Fee Types are not there' when there is no fee type", async ({ page }) => {
    await signIn(page, 'admin');
    // The demo college has fee types; a college without any is shown through its answer.
    await page.route('**/api/getPaymentGatewayKeyMaintenance', (route) =>
      route.fulfill({ json: { status: 'true', list: [], feeTypes: [] } }),
    );
    await page.goto('/app/Fees/Payment Gateway Keys');
    await expect(page.getByRole('alert').filter({ hasText: 'Fee Types are not there' })).toBeVisible();
    await shot(page, 'gateway-keys-empty');
  });

  test('is not offered to an accountant', async ({ page }) => {
    await signIn(page, 'accountant');
    await expect(page.getByRole('link', { name: 'Payment Gateway Keys' })).toHaveCount(0);
    await page.goto('/app/Fees/Payment Gateway Keys');
    await expect(page.getByRole('heading', { name: 'Payment gateway keys' })).toHaveCount(0);
  });
});
