import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { dayIn, dayMonthYear } from '@campus/shared';
import { formatRupees } from '@campus/shared/money';
import { expect, test } from './worker-server.fixture';
import { blockingViolations, chooseLanguage, DEMO_PASSWORD, shot, signIn, signInAt } from './support';

interface Due {
  feeTypeId: number;
  feeTypeCode: string;
  feeTypeName: string;
  category: string;
  semester: number | null;
  duePaise: number;
}

/** What the signed-in user owes now, and the fees on request (certificates), as the Pay Fees page shows them. */
async function dues(page: Page): Promise<Due[]> {
  const res = await page.request.get('/api/payments/dues');
  expect(res.status(), await res.text()).toBe(200);
  const answer = (await res.json()) as { dues: Due[]; onRequest: Due[] };
  return [...answer.dues, ...answer.onRequest];
}

/** Opens an order for one due of a category as the signed-in user (the page's own session cookie). */
async function openOrder(page: Page, kind: string, category: string) {
  const due = (await dues(page)).find((d) => d.category === category && d.duePaise > 0);
  expect(due, `a ${category} due`).toBeDefined();
  const res = await page.request.post('/api/payments/orders', {
    headers: { origin: new URL(page.url()).origin },
    data: { kind, items: [{ feeTypeId: due!.feeTypeId, semester: due!.semester ?? undefined }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { ...((await res.json()) as { orderId: string; paymentLink: string }), due: due! };
}

/** ₹ with two decimals and Indian grouping, as the pages and the receipt print an amount (the app's one money format). */
const rupees = (paise: number) => formatRupees(paise);

/** axe-core as in accessibility.spec.ts: no serious or critical violation, one main landmark, nothing outside a landmark. */
async function expectAccessible(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await blockingViolations(page, `${name} at ${width} px`), `${name} at ${width} px`).toEqual([]);
  }
}

test.describe('fee payment through the gateway', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'student');
  });

  test('a student chooses a due on Pay Fees, pays on the gateway page, sees the verified success and gets the receipt', async ({
    page,
  }) => {
    const due = (await dues(page)).find((d) => d.category === 'fee' && d.duePaise > 0)!;
    expect(due, 'a tuition due').toBeDefined();
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Pay Fees' }).click();
    const table = page.getByRole('region', { name: 'Fees due' });
    await table.getByRole('checkbox', { name: `${due.feeTypeName} Semester ${due.semester}` }).check();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/gateway-sim\/pay\//);
    await expect(page.getByText(rupees(due.duePaise))).toBeVisible();
    await shot(page, 'gateway-payment-page');
    // On verified success the receipt is saved without a click.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await expect(page).toHaveURL(/\/lyra\/payment\/status\?/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Thank you for your Payment')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
    // The paying transaction, as the receipt prints it; the amount and the date as every page writes them.
    const returned = new URL(page.url()).searchParams;
    const transactionUuid = returned.get('vads_trans_uuid')!;
    await expect(page.getByTestId('detail-Transaction Id')).toHaveText(transactionUuid);
    await expect(page.getByTestId('detail-Amount')).toHaveText(rupees(due.duePaise));
    expect(due.duePaise).toBeGreaterThanOrEqual(100_000);
    await expect(page.getByTestId('detail-Amount')).toHaveText(/^₹\d{1,2}(,\d\d)*,\d{3}\.\d\d$/);
    await expect(page.getByTestId('detail-date')).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
    const paidOn = (await page.getByTestId('detail-date').textContent())!;
    // The college's day (Asia/Kolkata), whatever the browser's zone: today there, or yesterday if midnight passed since.
    expect([dayMonthYear(dayIn('Asia/Kolkata')), dayMonthYear(dayIn('Asia/Kolkata', Date.now() - 60_000))]).toContain(paidOn);
    await expect(page.getByTestId('detail-Status')).toHaveText('PAID');
    const receipt = page.getByRole('link', { name: /Download receipt RCT\/\d{4}-\d{2}\/\d{6}/ });
    await expect(receipt).toBeVisible();
    const receiptNo = (await receipt.textContent())!.match(/RCT\/\d{4}-\d{2}\/\d{6}/)![0];
    await expectAccessible(page, 'payment successful');
    await shot(page, 'payment-success');

    // The receipt the page saved, read by a PDF reader that is not ours.
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Fee_Collection_\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(receiptNo);
    expect(text).toContain(due.feeTypeName);
    expect(text).toMatch(/Amount in words: [A-Z][a-z]+( [A-Z][a-z]+)* Rupees Only/);
    expect(text).toContain('exempt from GST');
    expect(text).toContain(`Transaction ID: ${transactionUuid}`);
    expect(text).toMatch(/Payment Mode: Card VISA ending 4242/);
    expect(text).toMatch(/Bank Reference \(RRN\/UTR\): \d{12}/);
    // The link opens the same receipt again; a reload does not save it a second time.
    expect((await page.request.get((await receipt.getAttribute('href'))!)).status()).toBe(200);
    let savedAgain = false;
    page.on('download', () => (savedAgain = true));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(receipt).toBeVisible();
    expect(savedAgain).toBe(false);

    // In German the amount has German separators and the sign after it; the date stays DD-MM-YYYY.
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Transaktionsdetails' })).toBeVisible();
    await expect(page.getByTestId('detail-Betrag')).toHaveText(formatRupees(due.duePaise, 'de'));
    await expect(page.getByTestId('detail-Betrag')).toHaveText(/^\d{1,3}(\.\d{3})+,\d\d\s₹$/);
    await expect(page.getByTestId('detail-Datum')).toHaveText(paidOn);
    await shot(page, 'payment-success-de');
    await chooseLanguage(page, 'English');

    // The due is paid: Pay Fees no longer offers it.
    expect((await dues(page)).find((d) => d.feeTypeId === due.feeTypeId && d.semester === due.semester)?.duePaise ?? 0).toBe(0);
  });

  test('a declined payment shows Payment Fail, and Try again pays the same fee with a new charge', async ({ page }) => {
    // A certificate: paying it leaves the semester dues to the other journeys of this student.
    const order = await openOrder(page, 'miscellaneous', 'miscellaneous');
    await page.goto(order.paymentLink);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/lyra\/misFeepayment\/status\?/);
    await expect(page.getByRole('heading', { name: 'Payment Fail' })).toBeVisible();
    await expect(page.getByTestId('detail-Status')).toHaveText('DROPPED');
    await expect(page.getByTestId('detail-Amount')).toHaveText(rupees(order.due.duePaise));
    await expect(page.getByText('Nothing was recorded for this payment. If money left your account, your bank returns it')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to fees' })).toBeVisible();
    await expectAccessible(page, 'payment fail');
    await shot(page, 'payment-fail');

    // Try again opens a new charge for the same due on the gateway page; this time it is paid.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/gateway-sim\/pay\//);
    expect(page.url()).not.toBe(order.paymentLink);
    await page.getByRole('button', { name: 'Pay with UPI' }).click();
    await expect(page).toHaveURL(/\/lyra\/misFeepayment\/status\?/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const paidOrderId = new URL(page.url()).searchParams.get('orderId');
    expect(paidOrderId).not.toBe(order.orderId);
    await expect(page.getByTestId('detail-Amount')).toHaveText(rupees(order.due.duePaise));
    await expect(page.getByRole('link', { name: /Download receipt RCT\// })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

    // Back to fees from the declined order's page leads to Pay Fees; in German the page offers both in German.
    await page.goto(`/lyra/misFeepayment/status?orderId=${order.orderId}`);
    await expect(page.getByTestId('detail-Status')).toHaveText('DROPPED');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zu den Gebühren' })).toBeVisible();
    await shot(page, 'payment-fail-de');
    await chooseLanguage(page, 'English');
    await page.getByRole('link', { name: 'Back to fees' }).click();
    await expect(page.getByRole('heading', { name: 'Pay Fees', exact: true })).toBeVisible();
  });

  test('a forged PAID in the address bar shows Payment Fail: the server asked the gateway; Check again finds the real payment', async ({
    page,
  }) => {
    const order = await openOrder(page, 'miscellaneous', 'miscellaneous');
    const uuid = order.paymentLink.split('/').pop()!;
    await page.goto(
      `/lyra/misFeepayment/status?orderId=${order.orderId}&feeType=${order.due.feeTypeCode}&vads_order_id=${order.orderId}&vads_charge_status=PAID&vads_amount=${order.due.duePaise}&vads_charge_uuid=${uuid}`,
    );
    await expect(page.getByRole('heading', { name: 'Payment Fail' })).toBeVisible();
    await expect(page.getByTestId('detail-Status')).toHaveText('PENDING');
    await expect(page.getByText('Payment Successful!')).toHaveCount(0);
    await expect(page.getByText('The gateway has not confirmed this payment yet.')).toBeVisible();

    // Paid meanwhile (in the UPI app, its notification not yet arrived): Check again asks the server, which asks the gateway.
    const paid = await page.request.post(`/gateway-sim/control/charges/${uuid}/pay`, { data: { method: 'UPI', webhook: false } });
    expect(paid.status()).toBe(200);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByTestId('detail-Status')).toHaveText('PAID');
  });
});

test.describe('a parent pays for the ward', () => {
  test("the parent pays part of the ward's first due on the gateway page and gets the ward's receipt", async ({ page }) => {
    await signIn(page, 'parent');
    const ward = (await (await page.request.get('/api/payments/dues')).json()) as { student: { rollNumber: string; fullName: string } };
    const due = (await dues(page)).find((d) => d.semester !== null && d.duePaise > 100)!;
    expect(due, "a due of the ward's").toBeDefined();
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Pay Fees' }).click();
    await expect(page.getByText(`${ward.student.fullName} · ${ward.student.rollNumber}`)).toBeVisible();
    await page.getByLabel('Pay part of one due').check();
    await page
      .getByRole('region', { name: 'Fees due' })
      .getByRole('radio', { name: `${due.feeTypeName} Semester ${due.semester}` })
      .check();
    await page.getByLabel('Amount (₹)').fill('1');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/gateway-sim\/pay\//);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pay with UPI' }).click();
    await expect(page).toHaveURL(/\/lyra\/selfPayment\/status\?/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByTestId('detail-Amount')).toHaveText('₹1.00');
    await expect(page.getByTestId('detail-Roll Number')).toHaveText(ward.student.rollNumber);
    const download = await downloading;
    const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(ward.student.rollNumber);
    expect(text).toContain('One Rupee Only');
    await shot(page, 'payment-success-parent');

    // The ward's due is ₹1 less.
    const after = (await dues(page)).find((d) => d.feeTypeId === due.feeTypeId && d.semester === due.semester)!;
    expect(after.duePaise).toBe(due.duePaise - 100);
  });
});

test.describe('certificates, fees taken by fee staff, and a result page in another browser', () => {
  test('a student pays a certificate fee on its own from Pay Fees', async ({ page }) => {
    await signIn(page, 'student');
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Pay Fees' }).click();
    await page
      .getByRole('table', { name: 'Certificates and other fees on request' })
      .getByRole('checkbox', { name: /Transcript/ })
      .check();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/gateway-sim\/pay\//);
    await page.getByRole('button', { name: 'Pay with UPI' }).click();
    await expect(page).toHaveURL(/\/lyra\/misFeepayment\/status\?/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Download receipt RCT\/\d{4}-\d{2}\/\d{6}/ })).toBeVisible();
  });

  test("the accountant takes a student's fee on Pay Fees by roll number, and the student finds the receipt", async ({ page, browser }) => {
    const student = await browser.newPage();
    await signIn(student, 'student');
    const ward = (await (await student.request.get('/api/payments/dues')).json()) as { student: { rollNumber: string; fullName: string } };

    await signInAt(page, 'accountant', '/app/Fees/Pay Fees');
    await page.getByLabel('Roll number').fill(ward.student.rollNumber);
    await page.getByRole('button', { name: 'Show dues' }).click();
    await expect(page.getByText(`${ward.student.fullName} · ${ward.student.rollNumber}`)).toBeVisible();
    await page
      .getByRole('table', { name: 'Certificates and other fees on request' })
      .getByRole('checkbox', { name: /ID Card/ })
      .check();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/gateway-sim\/pay\//);
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByTestId('detail-Roll Number')).toHaveText(ward.student.rollNumber);
    const receipt = page.getByRole('link', { name: /Download receipt RCT\/\d{4}-\d{2}\/\d{6}/ });
    const receiptNo = (await receipt.textContent())!.match(/RCT\/\d{4}-\d{2}\/\d{6}/)![0];

    await student.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Pay Fees' }).click();
    await expect(student.getByRole('table', { name: 'Receipts' }).getByRole('link', { name: receiptNo })).toBeVisible();
    await student.close();
  });

  test('the result page opened without a session shows the verified outcome, and comes back after sign-in with the receipt', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'student');
    const order = await openOrder(page, 'miscellaneous', 'miscellaneous');
    await page.goto(order.paymentLink);
    await page.getByRole('button', { name: 'Pay with UPI' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const resultPage = page.url();
    const rollNumber = (await page.getByTestId('detail-Roll Number').textContent())!;

    // The UPI app returns to another browser: no session there.
    const stranger = await browser.newPage();
    await stranger.goto(resultPage);
    await expect(stranger.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(stranger.getByTestId('detail-Status')).toHaveText('PAID');
    await expect(stranger.getByTestId('detail-Roll Number')).toHaveText(
      `${rollNumber.slice(0, 2)}${'*'.repeat(rollNumber.length - 4)}${rollNumber.slice(-2)}`,
    );
    await expect(stranger.getByText('Sign in to download your receipt.')).toBeVisible();
    await expect(stranger.getByRole('link', { name: /Download receipt/ })).toHaveCount(0);
    await shot(stranger, 'payment-success-signed-out');
    await chooseLanguage(stranger, 'Deutsch');
    await expect(stranger.getByText('Melden Sie sich an, um Ihre Quittung herunterzuladen.')).toBeVisible();
    await shot(stranger, 'payment-success-signed-out-de');
    await chooseLanguage(stranger, 'English');

    await stranger.getByRole('link', { name: 'Sign in' }).click();
    await stranger.getByLabel('User name').fill('student');
    await stranger.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await stranger.getByRole('button', { name: 'Sign in' }).click();
    await expect(stranger).toHaveURL(resultPage);
    await expect(stranger.getByTestId('detail-Roll Number')).toHaveText(rollNumber);
    await expect(stranger.getByRole('link', { name: /Download receipt RCT\/\d{4}-\d{2}\/\d{6}/ })).toBeVisible();
    await stranger.close();
  });
});
