import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './worker-server.fixture';
import { shot, signIn } from './support';

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
    await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible();

    // The demo's paid orders of the last 30 days.
    await expect(page.getByTestId('collections-total')).toHaveText(/^₹[\d,]+\.\d\d$/);
    await expect(page.getByTestId('collections-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('collections-by-fee-type').getByRole('row')).not.toHaveCount(1);
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

  test('Reconcile now shows what the reconciliation found', async ({ page }) => {
    await signIn(page, 'accountants_officer');
    // The reconciliation itself belongs to the gateway side; its answer is what this screen shows.
    await page.route('**/api/payments/reconcile', (route) => route.fulfill({ json: { checked: 6, recorded: 2, flagged: 1, expired: 3 } }));
    await page.goto('/app/Fees/Reports');
    await page.getByRole('button', { name: 'Reconcile now' }).click();
    await expect(page.getByTestId('reconcile-result')).toHaveText(
      'Checked 6 open orders with the gateway: 2 recorded, 1 flagged, 3 expired.',
    );
  });
});
