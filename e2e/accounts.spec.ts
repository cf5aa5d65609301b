import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collegeToday, dayMonthYear } from '@campus/shared';
import { formatRupees } from '@campus/shared/money';
import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, chooseLanguage, shot, signIn, signInAt } from './support';

/** Debian's interpreter, which has Debian's openpyxl. */
const PYTHON = '/usr/bin/python3';
const READ = `
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])["Collections"]
rows = list(ws.iter_rows(values_only=True))
print(len(rows) - 2, rows[-1][0], rows[-1][9])
`;

test.describe('Accounts view', () => {
  test('an accountant sees collections, orders with FLAGGED first and a history, and exports the collections', async ({ page }) => {
    await signIn(page, 'accountant');
    await page.getByRole('link', { name: 'Fee Reports' }).first().click();
    await expect(page.getByRole('heading', { name: 'Fee Reports', exact: true })).toBeVisible();

    // The demo's paid orders of the last 30 days, the range written DD-MM-YYYY whatever the browser's locale.
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(dayMonthYear(collegeToday()));
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
    await expect(page.getByTestId('collections-total')).toHaveText(/^₹[\d,]+\.\d\d$/);
    await expect(page.getByRole('figure', { name: 'Collections by day' }).getByRole('rowheader').first()).toBeVisible();
    await expect(page.getByTestId('collections-by-fee-type').getByRole('row')).not.toHaveCount(1);
    await expect(page.getByTestId('fee-type-count-note')).toHaveText(
      'A payment that covers several fee types is counted under each of them.',
    );
    const countText = await page.getByText(/^\d+ payments$/).textContent();
    const count = Number(countText!.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(30);

    // Orders: the flagged ones first, every order counted.
    const orders = page.getByTestId('orders').locator('[data-order]');
    await expect(orders.first()).toContainText('Flagged');
    await expect(orders.nth(1)).toContainText('Flagged');
    await expect(page.getByText(/^1–25 of \d+$/)).toBeVisible();

    // The history of the student of the first paid order, with its receipt.
    await page.getByRole('button', { name: /^Paid \(\d+\)$/ }).click();
    const paid = orders.first();
    await expect(paid).toContainText('Paid');
    const roll = (await paid.locator('td').nth(1).locator('div').nth(1).textContent())!.trim();
    await page.getByLabel('Roll number', { exact: true }).fill(roll);
    await page.getByRole('button', { name: 'Find' }).last().click();
    await expect(page.getByTestId('history-summary')).toContainText(`(${roll})`);
    const receipt = page.getByRole('link', { name: /^Receipt RCT\/\d{4}-\d{2}\/\d{6}$/ }).first();
    await expect(receipt).toHaveAttribute('href', /^\/api\/payments\/receipts\/RCT%2F\d{4}-\d{2}%2F\d{6}$/);

    // The export downloads a workbook that openpyxl reads: every collection of the range and the total.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export .xlsx' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^collections-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // openpyxl goes by the file's extension.
    const file = path.join(os.tmpdir(), `accounts-e2e-${process.pid}.xlsx`);
    await download.saveAs(file);
    const [lines, label] = execFileSync(PYTHON, ['-c', READ, file], { encoding: 'utf8' }).trim().split(' ');
    fs.rmSync(file, { force: true });
    expect([Number(lines), label]).toEqual([count, 'Total']);

    await shot(page, 'accounts');
  });

  test("an accountant decides on a flagged payment with the gateway's facts in view, and records its refund with a credit note", async ({
    page,
    request,
  }) => {
    // A student pays a certificate, and the gateway takes another amount than the order's: the order is FLAGGED.
    const student = await apiBearer(request, 'student');
    const dues = await (await request.get('/api/payments/dues', { headers: student })).json();
    const certificate = dues.onRequest[dues.onRequest.length - 1];
    const opened = await request.post('/api/payments/orders', {
      headers: student,
      data: { kind: 'miscellaneous', items: [{ feeTypeId: certificate.feeTypeId, semester: null }] },
    });
    expect(opened.status(), await opened.text()).toBe(200);
    const { orderId, paymentLink } = await opened.json();
    const paid = await request.post(`/gateway-sim/control/charges/${paymentLink.split('/').pop()}/pay`, {
      data: { method: 'UPI', amount: 15_000, webhook: false },
    });
    expect(paid.status()).toBe(200);
    const verified = await request.post(`/api/payments/orders/${orderId}/verify`, { headers: student, data: {} });
    expect((await verified.json()).status).toBe('FLAGGED');

    await signInAt(page, 'accountant', '/app/Fees/Reports');
    await expect(page.getByRole('region', { name: 'Payments to resolve' })).toBeVisible();
    const item = page.locator(`[data-resolve="${orderId}"]`);
    await expect(item).toContainText('Flagged');
    await expect(item).toContainText('paid 15000 paise');
    // In German the reason is German too.
    await chooseLanguage(page, 'Deutsch');
    await expect(item).toContainText('Das Gateway meldet PAID, aber ');
    await expect(item).toContainText('bezahlt 15000 Paise, der Betrag des Auftrags');
    await expect(item).not.toContainText('Gateway says');
    await chooseLanguage(page, 'English');
    await expect(item).toContainText('Gateway says PAID but ');

    // The gateway's facts: what it took, how and with which bank reference.
    await item.getByRole('button', { name: 'Gateway details' }).click();
    await expect(item.getByTestId('gateway-facts')).toContainText('At the gateway: PAID, amount ₹150.00, paid ₹150.00, refunded ₹0.00');
    await expect(item.getByTestId('gateway-facts')).toContainText(/PAYMENT · ACCEPTED · ₹150\.00 · UPI student@okbank · RRN\/UTR \d{12}/);

    // Decided: the money goes back to the payer. Without a reason the dialog says what is missing.
    await item.getByRole('button', { name: 'Give back' }).click();
    const dialog = page.getByRole('dialog', { name: `Give back the money of ${orderId}` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please give the reason (at least 5 characters)')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The payer sent the wrong amount');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Recorded as money to give back: receipt RCT\/\d{4}-\d{2}\/\d{6}$/)).toBeVisible();
    await expect(item).toContainText('Refund due ₹150.00');
    expect(await blockingViolations(page), 'payments to resolve').toEqual([]);
    await shot(page, 'accounts-resolve');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Zu klärende Zahlungen' })).toBeVisible();
    // German separators, the sign after the amount.
    await expect(item).toContainText(`Rückzahlung fällig: ${formatRupees(15_000, 'de')}`);
    await expect(item).toContainText('Rückzahlung fällig: 150,00 ₹');
    await shot(page, 'accounts-resolve-de');
    await chooseLanguage(page, 'English');

    // The refund accounts say was made in the gateway's back office, with its reference: the gateway does not list it
    // yet, so it is only claimed and the order stays in the list.
    await item.getByRole('button', { name: 'Record refund' }).click();
    const refund = page.getByRole('dialog', { name: `Record the refund of ${orderId}` });
    await expect(refund.getByLabel('Amount (₹)')).toHaveValue('150');
    expect(await blockingViolations(page), 'record refund dialog').toEqual([]);
    await refund.getByLabel("Gateway's refund reference").fill('BO-REF-77120');
    await refund.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(/^Refund recorded as claimed: credit note CN\/\d{4}-\d{2}\/\d{6}\. The gateway does not list/),
    ).toBeVisible();
    await expect(item).toContainText(/Credit note CN\/\d{4}-\d{2}\/\d{6}: ₹150\.00 returned on .* claimed/);
    await chooseLanguage(page, 'Deutsch');
    await expect(item).toContainText('unbestätigt');
    await chooseLanguage(page, 'English');

    // The gateway makes the refund and notifies it: the claim is confirmed, and the order leaves the list.
    const refunded = await request.post(`/gateway-sim/control/charges/${paymentLink.split('/').pop()}/refund`, {
      data: { amount: 15_000 },
    });
    expect(refunded.status()).toBe(200);
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('region', { name: 'Payments to resolve' })).toBeVisible();
      await expect(item).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('collections-net')).toContainText(/^Refunded ₹[\d,]+\.\d\d · net ₹[\d,]+\.\d\d$/);

    // The fee counter does not see the section.
    const counter = await page.context().browser()!.newPage();
    await signIn(counter, 'feepayments');
    await counter.goto('/app/Fees/Reports');
    await expect(counter.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
    await expect(counter.getByRole('region', { name: 'Payments to resolve' })).toHaveCount(0);
    await counter.close();
  });

  test('Reconcile now shows what the reconciliation found', async ({ page }) => {
    await signInAt(page, 'accountants_officer', '/app/Fees/Reports');
    await page.getByRole('button', { name: 'Reconcile now' }).click();
    await expect(page.getByTestId('reconcile-result')).toHaveText(
      /^Checked \d+ orders with the gateway: \d+ recorded, \d+ flagged, \d+ expired, \d+ declined\.$/,
    );
  });
});
