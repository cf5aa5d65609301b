import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, chooseLanguage, openedPdf, pdfText, shot, signInAt, snackbar } from './support';

interface OwnPass {
  pass: { id: number; status: string; rollNumber: string; studentName: string } | null;
}

// The journey cancels and replaces the demo student's pass: a server of its own.
test.use({ ownServer: 'bus-pass' });

test.describe('Bus passes', () => {
  test('the office cancels a pass; the student applies for a stop, pays, downloads the pass, and a phone verifies its QR', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const own = (await (await request.get('/api/transport/me/pass', { headers: await apiBearer(request, 'student') })).json()) as OwnPass;
    expect(own.pass?.status, 'the demo student rides a bus').toBe('allotted');
    const { rollNumber, studentName } = own.pass!;

    // The office finds the student's pass and cancels it with a reason.
    await signInAt(page, 'transportation_incharge', '/app/Transport/Bus Passes');
    await expect(page.getByTestId('passes-total')).toContainText(/\d+ passes/);
    await shot(page, 'transport-passes');
    await page.getByLabel('Search the passes').fill(rollNumber);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByTestId('passes-total')).toHaveText('1 pass');
    await page.getByRole('button', { name: `Cancel pass of ${studentName}` }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel the bus pass of ${studentName}?` });
    await cancel.getByRole('button', { name: 'Cancel pass' }).click();
    await expect(cancel.getByText('Say in at least 5 characters why the pass is cancelled')).toBeVisible();
    await cancel.getByLabel('Reason').fill('Moving house');
    expect(await blockingViolations(page, 'the cancel dialog')).toEqual([]);
    await cancel.getByRole('button', { name: 'Cancel pass' }).click();
    await expect(snackbar(page, `The bus pass of ${studentName} is cancelled`)).toBeVisible();
    await expect(page.locator(`[data-roll="${rollNumber}"]`).first()).toContainText('Cancelled');

    // The student applies again, for a stop on a route with seats free.
    await signInAt(page, 'student', '/app/Student');
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Bus pass' }).click();
    await expect(page.getByRole('heading', { name: 'Apply for a bus pass' })).toBeVisible();
    await expect(page.getByText(/Your bus pass was cancelled on/)).toBeVisible();
    await page.getByLabel('Route').click();
    await page.getByRole('option', { name: /^R-01 .*seats? free/ }).click();
    await page.getByLabel('Stop').click();
    const stop = page.getByRole('option', { name: /^Jeedimetla / });
    const stopText = (await stop.textContent())!;
    await stop.click();
    await shot(page, 'bus-pass-apply');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(snackbar(page, 'Applied: Seat given')).toBeVisible();
    const fee = /₹[\d,]+\.\d\d/.exec(stopText)![0];
    await expect(page.getByTestId('my-pass')).toContainText('Jeedimetla');
    await expect(page.getByText(`Pay ${fee} in Pay Fees to print your pass.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download bus pass' })).toHaveCount(0);
    await shot(page, 'bus-pass-unpaid');

    // Paid online like any other due.
    await page.getByRole('link', { name: 'Pay it in Pay Fees' }).click();
    await expect(page.getByRole('heading', { name: 'Pay Fees', exact: true })).toBeVisible();
    const dues = page.getByRole('region', { name: 'Fees due' });
    await dues.getByRole('checkbox', { name: /^Transport Fee/ }).check();
    await expect(page.getByTestId('pay-total')).toHaveText(`Total: ${fee} (1 item)`);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/gateway-sim\/pay\//);
    await page.getByRole('button', { name: 'Pay with UPI' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

    // The pass, with the code its QR carries printed under it.
    await page.goto('/app/Bus Pass');
    await expect(page.getByText('You have a seat on route R-01.')).toBeVisible();
    const pdf = await openedPdf(page, () => page.getByRole('button', { name: 'Download bus pass' }).click());
    await pdf.window.close();
    expect(pdf.type).toBe('application/pdf');
    const text = pdfText(pdf.body);
    for (const part of ['BUS PASS', rollNumber, 'R-01 · Secunderabad – College', 'Jeedimetla']) expect(text).toContain(part);
    const code = /\b[A-HJKMNP-Z2-9]{12}\b/.exec(text)?.[0];
    expect(code, text).toBeDefined();
    await shot(page, 'bus-pass-paid');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByText('Sie haben einen Platz auf der Linie R-01.')).toBeVisible();
    await shot(page, 'bus-pass-paid-de');
    await chooseLanguage(page, 'English');

    // The conductor's phone opens the QR's address with no session.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: new URL(page.url()).origin });
    const conductor = await phone.newPage();
    await conductor.goto(`/bus-pass/verify/${code}`);
    await expect(conductor.getByTestId('pass-state')).toContainText('Valid bus pass of');
    await expect(conductor.getByText(studentName)).toBeVisible();
    await expect(conductor.getByText('Jeedimetla', { exact: true })).toBeVisible();
    expect(await blockingViolations(conductor, 'the pass check')).toEqual([]);
    await shot(conductor, 'bus-pass-verify');
    await conductor.goto('/bus-pass/verify/ABCDEFGHJKMN');
    await expect(conductor.getByTestId('pass-state')).toHaveText('This is not a bus pass of the college.');
    await phone.close();
  });
});
