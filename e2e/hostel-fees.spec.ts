import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, collegeDay, shot, signInAt, snackbar } from './support';

interface Own {
  application: { id: number; rollNumber: string; studentName: string; status: string } | null;
}
interface ResolveRows {
  rows: { orderId: string; rollNumber: string; items: string; refundDuePaise: number }[];
}

// The journey pays the demo student's hostel fees and takes their bed away: a server of its own.
test.use({ ownServer: 'hostel-fees' });

test.describe('Hostel fees', () => {
  test('the student pays the rent and deposit online; the warden vacates the bed with a deduction and sees the refund first; accounts record it', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const own = (await (await request.get('/api/hostel/me/application', { headers: await apiBearer(request, 'student') })).json()) as Own;
    expect(own.application?.status, 'the demo student lives in the hostel').toBe('allotted');
    const { rollNumber, studentName } = own.application!;

    // The stay's fees, all owed, with the way to pay them.
    await signInAt(page, 'student', '/app/Hostel Room');
    const fees = page.getByRole('region', { name: 'Fees' });
    await expect(fees.getByRole('row')).toHaveCount(4);
    await expect(fees.getByText(/of the hostel fees is owed\.$/)).toBeVisible();
    await shot(page, 'hostel-fees-student');
    await fees.getByRole('link', { name: 'Pay fees' }).click();
    await expect(page.getByRole('heading', { name: 'Pay Fees', exact: true })).toBeVisible();
    const dues = page.getByRole('region', { name: 'Fees due' });
    await dues.getByRole('checkbox', { name: /^Hostel Rent/ }).check();
    await dues.getByRole('checkbox', { name: /^Hostel Caution Deposit/ }).check();
    await expect(page.getByTestId('pay-total')).toContainText('(2 items)');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/gateway-sim\/pay\//);
    await page.getByRole('button', { name: 'Pay with UPI' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

    // Rent and deposit paid; the mess is still owed.
    await page.goto('/app/Hostel Room');
    const rent = page.getByRole('region', { name: 'Fees' }).getByRole('row', { name: /^Rent/ });
    await expect(rent.getByRole('cell').last()).toHaveText('₹0.00');
    const mess = page.getByRole('region', { name: 'Fees' }).getByRole('row', { name: /^Mess/ });
    await expect(mess.getByRole('cell').last()).not.toHaveText('₹0.00');

    // The warden vacates the bed today, keeping part of the deposit for damage: the refund shows before the bed is given up.
    await signInAt(page, 'hostel_incharge', `/app/Hostel/Applications?q=${rollNumber}`);
    await page.getByRole('button', { name: `Vacate: ${studentName}` }).click();
    const vacate = page.getByRole('dialog', { name: `Vacate the bed of ${studentName}` });
    await expect(vacate.getByText('Enter the day the bed was left to see the refund.')).toBeVisible();
    await vacate.getByRole('textbox', { name: /^Date/ }).fill(collegeDay().shown);
    await vacate.getByLabel('Kept of the caution deposit (₹)').fill('500');
    await vacate.getByLabel('Why it is kept').fill('Broken study chair');
    const settlement = vacate.getByTestId('hostel-settlement');
    await expect(settlement).toContainText('is given back to the payer by the accounts office.');
    await expect(settlement).toContainText('₹500.00 of the caution deposit is kept: Broken study chair');
    const refund = /(₹[\d,]+\.\d\d) is given back/.exec((await settlement.textContent())!)![1]!;
    expect(await blockingViolations(page, 'the vacate dialog')).toEqual([]);
    await shot(page, 'hostel-vacate');
    await vacate.getByRole('button', { name: 'Vacate' }).click();
    await expect(snackbar(page, `The bed of ${studentName} is vacated`)).toBeVisible();

    // The student reads the account of the stay.
    await signInAt(page, 'student', '/app/Hostel Room');
    await expect(page.getByText(`${refund} is given back to the payer by the accounts office.`)).toBeVisible();
    await shot(page, 'hostel-fees-settled');

    // The money waits under Payments to resolve; accounts record the refund made in the gateway's back office.
    const listed = (await (
      await request.get('/api/payments/resolve?pageSize=100', { headers: await apiBearer(request, 'accountant') })
    ).json()) as ResolveRows;
    const order = listed.rows.find((r) => r.rollNumber === rollNumber && r.items.includes('HOSTEL_CAUTION'));
    expect(order, JSON.stringify(listed.rows.map((r) => [r.rollNumber, r.items]))).toBeDefined();
    await signInAt(page, 'accountant', '/app/Fees/Reports');
    const item = page.locator(`[data-resolve="${order!.orderId}"]`);
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: 'Record refund' }).click();
    const record = page.getByRole('dialog', { name: `Record the refund of ${order!.orderId}` });
    await expect(record.getByLabel('Amount (₹)')).toHaveValue(refund.replace(/[₹,]/g, '').replace(/\.00$/, ''));
    await record.getByLabel("Gateway's refund reference").fill('BO-HOSTEL-0042');
    await record.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Refund recorded as claimed: credit note CN\/\d{4}-\d{2}\/\d{6}\./)).toBeVisible();
  });
});
