import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { formatRupees } from '@campus/shared/money';
import { apiBearer, screenshotsTaken, shot, signIn, snackbar } from './support';

type Due = { feeTypeName: string; category: string; semester: number | null; duePaise: number };

/** Keeps the screenshots of these screens with the documentation too, in a run that takes them. */
function keep(name: string) {
  if (!screenshotsTaken()) return;
  const docs = path.resolve(import.meta.dirname, '../docs/screenshots');
  fs.mkdirSync(docs, { recursive: true });
  for (const size of ['desktop', '390'])
    fs.copyFileSync(path.join(import.meta.dirname, 'screenshots', `${name}-${size}.png`), path.join(docs, `${name}-${size}.png`));
}

/** The lines an element's text takes: one when a code, a date or an amount is shown whole. */
const linesOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    ).size;
  });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Fee Structure', () => {
  test('the accountants officer adds, edits and deletes fee types and amounts, and is told what is wrong', async ({ page }) => {
    await signIn(page, 'accountants_officer');
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Fee Structure' }).click();
    await expect(page.getByRole('heading', { name: 'Fee Structure', exact: true })).toBeVisible();
    const types = page.getByRole('table', { name: 'Fee types' });
    await expect(types.getByRole('row', { name: /BONAFIDE Bonafide Certificate Miscellaneous ₹200.00/ })).toBeVisible();

    // A miscellaneous fee needs its fixed amount.
    await page.getByRole('button', { name: 'Add fee type' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code').fill('library');
    await dialog.getByLabel('Name').fill('Library Card');
    await choose(page, 'Category', 'Miscellaneous');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Fixed amount is required for a miscellaneous fee').first()).toBeVisible();
    await dialog.getByLabel('Fixed amount (₹)').fill('300');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Saved')).toBeVisible();
    await expect(types.getByRole('row', { name: /LIBRARY Library Card Miscellaneous ₹300.00/ })).toBeVisible();

    // The same code again.
    await page.getByRole('button', { name: 'Add fee type' }).click();
    await dialog.getByLabel('Code').fill('LIBRARY');
    await dialog.getByLabel('Name').fill('Another');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText("Code 'LIBRARY' already exists").first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Edit, then a per-semester fee type for the structure.
    await types.getByRole('button', { name: 'Edit LIBRARY', exact: true }).click();
    await dialog.getByLabel('Fixed amount (₹)').fill('350');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(types.getByRole('row', { name: /LIBRARY Library Card Miscellaneous ₹350.00/ })).toBeVisible();
    await page.getByRole('button', { name: 'Add fee type' }).click();
    await dialog.getByLabel('Code').fill('LAB');
    await dialog.getByLabel('Name').fill('Laboratory Fee');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(types.getByRole('row', { name: /LAB Laboratory Fee Fee/ })).toBeVisible();

    // Amounts: the filter shows one programme's structure.
    await page.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: 'B.Tech', exact: true }).click();
    await page.getByRole('combobox', { name: 'Batch' }).click();
    await page.getByRole('option', { name: '2025-2029', exact: true }).click();
    const structure = page.getByRole('table', { name: 'Amounts per semester' });
    await expect(structure.getByRole('row', { name: /Tuition Fee B.Tech 2025-2029 1 ₹50,000.00/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add amount' }).click();
    await choose(page, 'Fee type', 'Tuition Fee');
    await dialog.getByLabel('Semester').fill('1');
    await dialog.getByLabel('Amount (₹)').fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Amount must be more than ₹0 and at most ₹1,00,00,000').first()).toBeVisible();
    await dialog.getByLabel('Amount (₹)').fill('52000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Tuition Fee for B.Tech 2025-2029 semester 1 already exists').first()).toBeVisible();
    await dialog.getByLabel('Semester').fill('9');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Semester must be 1 to 8 for B.Tech').first()).toBeVisible();
    await choose(page, 'Fee type', 'Laboratory Fee');
    await dialog.getByLabel('Semester').fill('1');
    await dialog.getByLabel('Amount (₹)').fill('3500');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Saved')).toBeVisible();
    await expect(structure.getByRole('row', { name: /Laboratory Fee B.Tech 2025-2029 1 ₹3,500.00/ })).toBeVisible();

    await structure.getByRole('button', { name: 'Edit Laboratory Fee B.Tech 2025-2029 1' }).click();
    await dialog.getByLabel('Amount (₹)').fill('4000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(structure.getByRole('row', { name: /Laboratory Fee B.Tech 2025-2029 1 ₹4,000.00/ })).toBeVisible();
    await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 10_000 });
    await shot(page, 'fee-structure');
    keep('fee-structure');

    await structure.getByRole('button', { name: 'Delete Laboratory Fee B.Tech 2025-2029 1' }).click();
    await expect(dialog.getByText('Delete Laboratory Fee for B.Tech 2025-2029 semester 1?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(snackbar(page, 'Deleted')).toBeVisible();
    await expect(structure.getByRole('row', { name: /Laboratory Fee/ })).toHaveCount(0);
    await types.getByRole('button', { name: 'Delete LIBRARY', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(types.getByRole('row', { name: /^LIBRARY Library Card/ })).toHaveCount(0);
  });
});

test.describe('Pay Fees', () => {
  for (const user of ['student', 'parent']) {
    test(`the ${user} sees the dues with their total and chooses what to pay`, async ({ page, request }) => {
      const answer = await (await request.get('/api/payments/dues', { headers: await apiBearer(request, user) })).json();
      const dues = answer.dues as Due[];
      expect(dues.length).toBeGreaterThan(0);
      await signIn(page, user);
      await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Pay Fees' }).click();
      await expect(page.getByRole('heading', { name: 'Pay Fees', exact: true })).toBeVisible();
      await expect(page.getByText(`${answer.student.fullName} · ${answer.student.rollNumber}`)).toBeVisible();

      const table = page.getByRole('region', { name: 'Fees due' });
      for (const d of dues) {
        await expect(
          table.getByRole('row', {
            // A charge laid on the student (a library fine) has no semester.
            name: new RegExp(
              `${d.feeTypeName} ${d.semester === null ? '—' : `Semester ${d.semester}`} ${formatRupees(d.duePaise).replace('.', '\\.')}`,
            ),
          }),
        ).toBeVisible();
      }
      const pay = page.getByRole('button', { name: 'Pay' });
      await expect(pay).toBeDisabled();
      await expect(page.getByTestId('pay-total')).toHaveText('Total: ₹0.00 (0 items)');

      // Semester fees go in one payment; a certificate in a payment of its own, which says so before Pay is pressed.
      const semesterFees = dues.filter((d) => d.category === 'fee');
      expect(semesterFees.length).toBeGreaterThan(0);
      for (const d of semesterFees) await table.getByRole('checkbox', { name: `${d.feeTypeName} Semester ${d.semester}` }).check();
      const total = semesterFees.reduce((sum, d) => sum + d.duePaise, 0);
      const bonafide = page
        .getByRole('table', { name: 'Certificates and other fees on request' })
        .getByRole('checkbox', { name: /Bonafide Certificate/ });
      await expect(bonafide).toBeDisabled();
      await expect(
        page.getByText('Paid separately: to choose these, first untick the fees chosen under “Semester fees”.').first(),
      ).toBeVisible();
      const items = `${semesterFees.length} ${semesterFees.length === 1 ? 'item' : 'items'}`;
      await expect(page.getByTestId('pay-total')).toHaveText(`Total: ${formatRupees(total)} (${items})`);
      await expect(pay).toBeEnabled();
      // The receipts of the semesters paid before open as PDFs.
      const receipts = page.getByRole('table', { name: 'Receipts' });
      const link = receipts.getByRole('link', { name: 'RCT/2025-26/000001' });
      await expect(link).toBeVisible();
      const pdf = await page.request.get((await link.getAttribute('href'))!);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      // On a phone the receipt's number, day and amount stay whole, and the receipts do not scroll sideways.
      const before = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      const firstReceipt = receipts.getByRole('row').nth(1);
      for (const whole of [link, firstReceipt.getByText(/^\d\d-\d\d-\d{4}$/), firstReceipt.getByRole('cell').last()])
        expect(await linesOf(whole), `'${await whole.textContent()}' on one line`).toBe(1);
      expect(await receipts.evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
      await page.setViewportSize(before);
      await shot(page, `pay-fees-${user}`);
      keep(`pay-fees-${user}`);

      // A self payment is ₹1 up to the one due chosen.
      await page.getByLabel('Pay part of one due').check();
      const first = dues[0];
      await table.getByRole('radio', { name: `${first.feeTypeName} Semester ${first.semester}` }).check();
      await page.getByLabel('Amount (₹)').fill('0.50');
      await pay.click();
      await expect(page.getByText(`Enter an amount from ₹1.00 to ${formatRupees(first.duePaise)}`)).toBeVisible();
      await page.getByLabel('Amount (₹)').fill('10000');
      await expect(page.getByTestId('pay-total')).toHaveText('Part payment: ₹10,000.00');
    });
  }
});
