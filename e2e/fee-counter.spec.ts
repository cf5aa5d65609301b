import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { collegeToday, dayMonthYear } from '@campus/shared';
import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, chooseLanguage, openFromMainMenu, shot, signIn, snackbar } from './support';

type Due = { feeTypeId: number; feeTypeName: string; category: string; semester: number | null; duePaise: number };

/** Debian's interpreter, which has Debian's openpyxl: each collection's receipt number and how it was paid. */
const PYTHON = '/usr/bin/python3';
const READ = `
import sys, json, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])["Collections"]
print(json.dumps({str(r[0]): r[7] for r in ws.iter_rows(min_row=2, values_only=True) if r[0]}))
`;

/** The text of a downloaded PDF, by a reader that is not ours, its white space made single spaces. */
async function pdfText(download: Download): Promise<string> {
  return execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/**
 * A demo student other than the `student` user (whose dues other journeys pay), with a semester fee
 * of at least ₹5,000 and an examination fee due: the first of the `student` user's classmates that has both.
 */
async function counterStudent(request: APIRequestContext): Promise<{ roll: string; tuition: Due; exam: Due }> {
  const own = (await (await request.get('/api/payments/dues', { headers: await apiBearer(request, 'student') })).json()) as {
    student: { rollNumber: string };
  };
  const clerk = await apiBearer(request, 'feepayments');
  const prefix = own.student.rollNumber.slice(0, -2);
  for (let serial = 30; serial < 99; serial++) {
    const roll = `${prefix}${serial}`;
    const res = await request.get('/api/payments/dues', { headers: clerk, params: { rollNo: roll } });
    if (!res.ok()) continue;
    const dues = ((await res.json()) as { dues: Due[] }).dues;
    const tuition = dues.find((d) => d.category === 'fee' && d.duePaise >= 5_000_00);
    const exam = dues.find((d) => d.category === 'exam');
    if (tuition && exam) return { roll, tuition, exam };
  }
  throw new Error(`No classmate of ${own.student.rollNumber} has a semester fee and an examination fee due`);
}

/** Screenshots of the screen as it is, in English and in German, at 1280 and 390 px. */
async function shots(page: Page, name: string, german: Locator) {
  await shot(page, name);
  await chooseLanguage(page, 'Deutsch');
  await expect(german).toBeVisible();
  await shot(page, `${name}-de`);
  await chooseLanguage(page, 'English');
}

/** Looks a student up on Receive money. */
async function findDues(page: Page, roll: string) {
  await page.getByLabel('Roll number').fill(roll);
  await page.getByRole('button', { name: 'Find dues' }).click();
  await expect(page.getByTestId('counter-student')).toContainText(roll);
}

const dueBox = (page: Page, due: Due) =>
  page.getByRole('checkbox', { name: new RegExp(`^${due.feeTypeName}${due.semester === null ? '' : ` · Semester ${due.semester}`}\\b`) });

/** Records the receipt and downloads its PDF: the receipt number and the PDF's text. */
async function recordAndDownload(page: Page): Promise<{ receiptNo: string; text: string }> {
  await page.getByRole('button', { name: 'Record receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt recorded' })).toBeVisible();
  const receiptNo = (await page.getByTestId('counter-receipt-no').textContent())!.trim();
  expect(receiptNo).toMatch(/^RCT\/\d{4}-\d{2}\/\d{6}$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download receipt' }).click()]);
  const text = await pdfText(download);
  expect(text).toContain(receiptNo);
  return { receiptNo, text };
}

test.describe('Fee counter', () => {
  test('a clerk receives cash, a draft and a cheque; accounts bounce the cheque; the clerk closes the day with a difference', async ({
    page,
    browser,
    request,
    server,
  }) => {
    test.setTimeout(240_000);
    const { roll, tuition, exam } = await counterStudent(request);
    const today = dayMonthYear(collegeToday());

    await signIn(page, 'feepayments');
    await openFromMainMenu(page, 'Fee Counter');
    await expect(page.getByRole('heading', { name: 'Fee Counter', exact: true })).toBeVisible();
    // Fee staff see receiving and their own day; every clerk's day and the cheques are accounts'.
    await expect(page.getByRole('tab')).toHaveText(['Receive money', 'My day']);

    // Cash: a certificate and part of the semester fee. Without a mode the form says so under it.
    await findDues(page, roll);
    await dueBox(page, tuition).check();
    await page.getByRole('checkbox', { name: /^Bonafide Certificate/ }).check();
    const amount = page.getByLabel(`Amount (₹) ${tuition.feeTypeName} · Semester ${tuition.semester}`);
    await expect(amount).toHaveValue(String(tuition.duePaise / 100));
    await amount.fill('1000');
    await expect(page.getByTestId('counter-total')).toHaveText('Total: ₹1,200.00 (2 fees)');
    await page.getByRole('button', { name: 'Record receipt' }).click();
    await expect(page.getByText('Please choose how the money was paid: cash, demand draft, cheque, bank transfer or UPI')).toBeVisible();
    await page.getByRole('radio', { name: 'Cash' }).check();
    await page.getByLabel('Received from (optional)').fill('Suresh (father)');
    expect(await blockingViolations(page), 'receive money').toEqual([]);
    await shots(page, 'fee-counter-receive', page.getByRole('button', { name: 'Quittung buchen' }));
    const cash = await recordAndDownload(page);
    await expect(page.getByTestId('counter-receipt-amount')).toHaveText('₹1,200.00');
    await expect(page.getByTestId('counter-receipt-mode')).toHaveText('Cash');
    expect(cash.text).toContain('Payment Mode: Cash');
    await shots(page, 'fee-counter-recorded', page.getByRole('heading', { name: 'Quittung gebucht' }));

    // A demand draft for another part of the semester fee.
    await page.getByRole('button', { name: 'Next student' }).click();
    await expect(page.getByLabel('Roll number')).toBeFocused();
    await findDues(page, roll);
    await dueBox(page, tuition).check();
    await amount.fill('2000');
    await page.getByRole('radio', { name: 'Demand draft' }).check();
    await page.getByRole('button', { name: 'Record receipt' }).click();
    await expect(page.getByText('Please enter the branch that issued the draft')).toBeVisible();
    await page.getByLabel('Demand draft number').fill('123456');
    await page.getByLabel(/^Bank\s*\*?$/).fill('State Bank of India');
    await page.getByLabel('Issuing branch').fill('Tirupati Main');
    await page.getByLabel('Date on the draft').fill(today);
    const draft = await recordAndDownload(page);
    expect(draft.text).toContain(`Demand draft 123456, State Bank of India, Tirupati Main, dated ${today}`);

    // A cheque for the examination fee.
    await page.getByRole('button', { name: 'Next student' }).click();
    await findDues(page, roll);
    await dueBox(page, exam).check();
    await page.getByRole('radio', { name: 'Cheque' }).check();
    await page.getByLabel('Cheque number').fill('654321');
    await page.getByLabel(/^Bank\s*\*?$/).fill('Canara Bank');
    await page.getByLabel('Date on the cheque').fill(today);
    const cheque = await recordAndDownload(page);
    expect(cheque.text).toContain(`Cheque 654321, Canara Bank, dated ${today}`);

    // Accounts: the cheque bounces. The dialog says what a bounce does before it is done.
    const accountsContext = await browser.newContext({ baseURL: server.url });
    const accounts = await accountsContext.newPage();
    await signIn(accounts, 'accountant');
    await accounts.goto('/app/Fees/Counter');
    await expect(accounts.getByRole('tab')).toHaveText(['Receive money', 'My day', 'Days', 'Cheques & drafts']);
    await accounts.getByRole('tab', { name: 'Cheques & drafts' }).click();
    const row = accounts.locator(`[data-instrument="${cheque.receiptNo}"]`);
    await expect(row).toContainText('Cheque 654321, Canara Bank');
    await expect(accounts.locator(`[data-instrument="${draft.receiptNo}"]`)).toContainText('Demand draft 123456');
    expect(await blockingViolations(accounts), 'cheques and drafts').toEqual([]);
    await shots(accounts, 'fee-counter-instruments', accounts.getByRole('tab', { name: 'Schecks und Bankschecks' }));
    await row.getByRole('button', { name: 'Mark bounced' }).click();
    const dialog = accounts.getByRole('dialog', { name: `Mark receipt ${cheque.receiptNo} bounced` });
    await expect(dialog.getByTestId('bounce-consequences')).toHaveText(
      /^The receipt of ₹[\d,]+\.\d\d \(Cheque 654321, Canara Bank, dated .*\) will be reversed with a credit note, the student’s dues reopened and the bounce charge added when the college sets one\.$/,
    );
    await dialog.getByRole('button', { name: 'Reverse the receipt' }).click();
    await expect(dialog.getByText("Please give the bank's reason for returning it (at least 5 characters)")).toBeVisible();
    await dialog.getByLabel('Bank’s reason for returning it').fill('Funds insufficient');
    await shot(accounts, 'fee-counter-bounce');
    await dialog.getByRole('button', { name: 'Reverse the receipt' }).click();
    await expect(
      snackbar(accounts, new RegExp(`^Receipt ${cheque.receiptNo.replace(/\//g, '\\/')} reversed with credit note CN\\/`)),
    ).toBeVisible();
    await accounts.getByRole('tab', { name: 'Bounced' }).click();
    await expect(row).toContainText('Returned: Funds insufficient');
    await expect(row).toContainText(/Credit note CN\/\d{4}-\d{2}\/\d{6}/);

    // The clerk finds the examination fee due again, with the bounce charge.
    await page.getByRole('button', { name: 'Next student' }).click();
    await findDues(page, roll);
    await expect(dueBox(page, exam)).toBeVisible();
    await expect(page.locator('[data-due]').filter({ hasText: 'Cheque Bounce Charge' })).toContainText('Due ₹500.00');

    // The clerk's day: three receipts, the cash counted ₹10 short, said why.
    await page.getByRole('tab', { name: 'My day' }).click();
    await expect(page.getByTestId('counter-receipts').locator('[data-receipt]')).toHaveCount(3);
    await expect(page.locator(`[data-receipt="${cheque.receiptNo}"]`)).toContainText('Bounced');
    await expect(page.getByTestId('expected-cash')).toHaveText('₹1,200.00');
    await page.getByLabel('Number of ₹500', { exact: true }).fill('2');
    await page.getByLabel('Number of ₹100', { exact: true }).fill('1');
    await page.getByLabel('Number of ₹50', { exact: true }).fill('1');
    await page.getByLabel('Number of ₹20', { exact: true }).fill('2');
    await expect(page.getByTestId('counted-cash')).toHaveText('₹1,190.00');
    await expect(page.getByTestId('cash-difference')).toHaveText('Short by ₹10.00');
    await page.getByLabel('Bank deposit slip number').fill('DS-20411');
    await page.getByRole('button', { name: 'Close day' }).click();
    await expect(page.getByText('The cash counted differs from the cash received by ₹10.00: please say why')).toBeVisible();
    await page.getByLabel('Why the cash differs').fill('A ₹10 coin given back as change twice');
    expect(await blockingViolations(page), 'my day').toEqual([]);
    await shots(page, 'fee-counter-day', page.getByRole('button', { name: 'Tag abschließen' }));
    await page.getByRole('button', { name: 'Close day' }).click();
    await expect(snackbar(page, `The day of ${today} is closed.`)).toBeVisible();
    await expect(page.getByTestId('closing-difference')).toHaveText('Short by ₹10.00');
    await expect(page.getByTestId('closing-note')).toHaveText('A ₹10 coin given back as change twice');
    await expect(page.getByTestId('closing-slip')).toHaveText('DS-20411');
    await shots(page, 'fee-counter-day-closed', page.getByRole('heading', { name: 'Abschluss' }));

    // Accounts see the clerk's day closed, ₹10 short.
    await accounts.getByRole('tab', { name: 'Days' }).click();
    const day = accounts.getByTestId('counter-days').locator('[data-clerk]').first();
    await expect(day).toContainText('Closed');
    await expect(day).toContainText('Short by ₹10.00');
    await day.getByRole('button', { name: 'Open' }).click();
    await expect(accounts.getByTestId('counter-opened-day').getByTestId('closing-slip')).toHaveText('DS-20411');
    expect(await blockingViolations(accounts), 'days').toEqual([]);
    await shots(accounts, 'fee-counter-days', accounts.getByRole('tab', { name: 'Kassentage' }));

    // The collections export names each receipt's mode.
    await accounts.goto('/app/Fees/Reports');
    const [workbook] = await Promise.all([
      accounts.waitForEvent('download'),
      accounts.getByRole('button', { name: 'Export .xlsx' }).click(),
    ]);
    const file = path.join(os.tmpdir(), `fee-counter-e2e-${process.pid}.xlsx`);
    await workbook.saveAs(file);
    const paidBy = JSON.parse(execFileSync(PYTHON, ['-c', READ, file], { encoding: 'utf8' })) as Record<string, string>;
    fs.rmSync(file, { force: true });
    expect(paidBy[cash.receiptNo]).toBe('Cash');
    expect(paidBy[draft.receiptNo]).toMatch(/^Demand draft\b/);
    expect(paidBy[cheque.receiptNo]).toMatch(/^Cheque\b/);
    await accountsContext.close();
  });
});
