import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './playwright.config';
import { shot, signIn } from './support';

/** Opens an order as the signed-in student (the page's own session cookie) and answers it. */
async function openOrder(page: Page, kind: string, items: { feeTypeCode: string; semester?: number }[]) {
  const types = { TUITION: 0, EXAM: 0, BONAFIDE: 0 } as Record<string, number>;
  // The demo's fee types are numbered in the order they were seeded.
  Object.keys(types).forEach((code, i) => (types[code] = i + 1));
  const res = await page.request.post('/api/payments/orders', {
    headers: { origin: baseURL },
    data: { kind, items: items.map((i) => ({ feeTypeId: types[i.feeTypeCode], semester: i.semester })) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { orderId: string; paymentLink: string };
}

/** axe-core as in accessibility.spec.ts: no serious or critical violation, one main landmark, nothing outside a landmark. */
async function expectAccessible(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const blocking = violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'landmark-one-main' || v.id === 'region',
    );
    expect(
      blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      `${name} at ${width} px`,
    ).toEqual([]);
  }
}

test.describe('fee payment through the gateway', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'student');
  });

  test('a student pays on the gateway page and sees the verified success with the transaction details', async ({ page }) => {
    const order = await openOrder(page, 'fee', [{ feeTypeCode: 'TUITION', semester: 1 }]);
    await page.goto(order.paymentLink);
    await expect(page.getByText('₹45000.00')).toBeVisible();
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await expect(page).toHaveURL(/\/lyra\/payment\/status\?/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Thank you for your Payment')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
    const chargeUuid = new URL(page.url()).searchParams.get('vads_charge_uuid')!;
    await expect(page.getByTestId('detail-Transaction Id')).toHaveText(chargeUuid);
    await expect(page.getByTestId('detail-Amount')).toHaveText('₹45000.00');
    await expect(page.getByTestId('detail-Status')).toHaveText('PAID');
    await expect(page.getByRole('link', { name: /Download receipt RCT\/\d{4}-\d{2}\/\d{6}/ })).toBeVisible();
    await expectAccessible(page, 'payment successful');
    await shot(page, 'payment-success');
  });

  test('a declined payment shows Payment Fail', async ({ page }) => {
    const order = await openOrder(page, 'exam', [{ feeTypeCode: 'EXAM', semester: 1 }]);
    await page.goto(order.paymentLink);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/lyra\/examFeepayment\/status\?/);
    await expect(page.getByRole('heading', { name: 'Payment Fail' })).toBeVisible();
    await expect(page.getByTestId('detail-Status')).toHaveText('DROPPED');
    await expectAccessible(page, 'payment fail');
    await shot(page, 'payment-fail');
  });

  test('a forged PAID in the address bar shows Payment Fail: the server asked the gateway', async ({ page }) => {
    const order = await openOrder(page, 'miscellaneous', [{ feeTypeCode: 'BONAFIDE' }]);
    const uuid = order.paymentLink.split('/').pop()!;
    await page.goto(
      `/lyra/misFeepayment/status?orderId=${order.orderId}&feeType=BONAFIDE&vads_order_id=${order.orderId}&vads_charge_status=PAID&vads_amount=20000&vads_charge_uuid=${uuid}`,
    );
    await expect(page.getByRole('heading', { name: 'Payment Fail' })).toBeVisible();
    await expect(page.getByTestId('detail-Status')).toHaveText('PENDING');
    await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  });
});
