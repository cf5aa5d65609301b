import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatRupees } from '@campus/shared/money';
import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, chooseLanguage, openedPdf, openFromMainMenu, pdfText, shot, signIn, signInAt } from './support';

interface Loan {
  barcode: string;
  title: string;
  closedOn: string | null;
  overdue: boolean;
}
interface Charge {
  id: number;
  title: string;
  unpaidPaise: number;
}
interface Member {
  barcode: string;
  name: string;
  loans: Loan[];
  charges: Charge[];
  owedPaise: number;
}

const DESK = '/app/Library/Circulation';
const NO_DUES = '/app/Library/No Dues';

const memberField = (page: Page) => page.getByRole('textbox', { name: /^Member’s card|^Ausweis des Mitglieds/ });
const copyField = (page: Page) => page.getByRole('textbox', { name: /^Copy barcode|^Barcode des Exemplars/ });

async function scan(page: Page, field: ReturnType<typeof memberField>, code: string) {
  await field.fill(code);
  await field.press('Enter');
}

/** A demo student with an overdue book, who owes the library nothing yet: the longest overdue such student. */
async function studentWithOverdueBook(request: APIRequestContext, headers: Record<string, string>): Promise<Member> {
  const figures = (await (await request.get('/api/dashboards/library', { headers })).json()) as {
    overdueCopies: { memberNumber: string }[];
  };
  for (const { memberNumber } of figures.overdueCopies) {
    const res = await request.get(`/api/library/members/${encodeURIComponent(memberNumber)}`, { headers });
    const member = (await res.json()) as Member & { kind: string };
    if (member.kind === 'student' && member.owedPaise === 0) return member;
  }
  throw new Error('No demo student with an overdue book and nothing owed');
}


// The journey takes money at the fee counter: a clerk's day another journey closed would refuse it.
test.use({ ownServer: 'library-dues' });

test.describe('Library fines and no-dues', () => {
  test('a student leaving: every book back at the desk, the late fine paid at the fee counter, the no-dues certificate printed', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const assistant = await apiBearer(request, 'library_assistant');
    const student = await studentWithOverdueBook(request, assistant);
    const out = student.loans.filter((l) => l.closedOn === null);
    const late = out.find((l) => l.overdue)!;

    // The desk takes every book back; the late one is fined.
    await signInAt(page, 'library_assistant', DESK);
    await page.getByRole('button', { name: 'Return', exact: true }).first().click();
    for (const loan of out) {
      await copyField(page).click();
      await scan(page, copyField(page), loan.barcode);
      await expect(page.getByTestId('desk-outcome')).toContainText(
        loan.overdue ? `${loan.title} (${loan.barcode}) returned, fine ₹` : `${loan.title} (${loan.barcode}) returned`,
      );
    }
    const after = (await (await request.get(`/api/library/members/${student.barcode}`, { headers: assistant })).json()) as Member;
    const fine = after.charges[0]!;
    expect(fine.title).toBe(late.title);
    await page.getByRole('button', { name: 'Issue', exact: true }).first().click();
    await scan(page, memberField(page), student.barcode);
    const charges = page.getByTestId('charges-table');
    await expect(charges).toContainText(`Overdue fine: ${late.title}`);
    await expect(page.getByText('A student pays these in Pay Fees, online or at the fee counter')).toBeVisible();
    await expect(page.getByTestId('clearance')).toContainText(
      `The library does not clear ${student.name} yet:${student.name} owes the library ${formatRupees(fine.unpaidPaise)}`,
    );
    // The assistant works the desk; only the incharge waives.
    await expect(page.getByRole('button', { name: /^Waive/ })).toHaveCount(0);
    expect(await blockingViolations(page, 'the desk with a member’s charges')).toEqual([]);
    await shot(page, 'library-charges');

    // The fee counter takes the fine in cash against the college's receipt.
    const counter = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const clerk = await counter.newPage();
    await signIn(clerk, 'feepayments');
    await openFromMainMenu(clerk, 'Fee Counter');
    await clerk.getByLabel('Roll number').fill(student.barcode);
    await clerk.getByRole('button', { name: 'Find dues' }).click();
    await expect(clerk.getByTestId('counter-student')).toContainText(student.barcode);
    await clerk.getByRole('checkbox', { name: /^Library Fine\b/ }).check();
    await expect(clerk.getByTestId('counter-total')).toHaveText(`Total: ${formatRupees(fine.unpaidPaise)} (1 fee)`);
    await clerk.getByRole('radio', { name: 'Cash' }).check();
    await clerk.getByRole('button', { name: 'Record receipt' }).click();
    await expect(clerk.getByRole('heading', { name: 'Receipt recorded' })).toBeVisible();
    const [download] = await Promise.all([clerk.waitForEvent('download'), clerk.getByRole('link', { name: 'Download receipt' }).click()]);
    const receipt = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(receipt).toContain('Library Fine');
    expect(receipt).toContain(student.name);
    await counter.close();

    // The office the student leaves through asks the library, and prints the certificate.
    await signInAt(page, 'admin', NO_DUES);
    await expect(page.getByRole('heading', { name: 'Library no-dues', level: 1 })).toBeVisible();
    await scan(page, page.getByRole('textbox', { name: /^Member’s card/ }), student.barcode.toLowerCase());
    await expect(page.getByTestId('clearance')).toContainText(`The library clears ${student.name}: nothing on loan and nothing owed on `);
    const certificate = await openedPdf(page, () => page.getByRole('button', { name: 'No-dues certificate' }).click());
    await certificate.window.close();
    expect(certificate.type).toBe('application/pdf');
    const text = pdfText(certificate.body);
    expect(text).toContain('LIBRARY NO-DUES CERTIFICATE');
    expect(text).toContain(`This is to certify that ${student.name}, student, roll number ${student.barcode}`);
    expect(await blockingViolations(page, 'the library no-dues page')).toEqual([]);
    await shot(page, 'library-no-dues');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Entlastung der Bibliothek', level: 1 })).toBeVisible();
    await expect(page.getByTestId('clearance')).toContainText(`Die Bibliothek entlastet ${student.name}`);
    await shot(page, 'library-no-dues-de');
    await chooseLanguage(page, 'English');
  });

  test('the incharge waives part of the student’s fine with a reason; the student pays part of the rest in Pay Fees', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const own = (await (await request.get('/api/library/me', { headers: await apiBearer(request, 'student') })).json()) as Member;
    const fine = own.charges.find((c) => c.unpaidPaise >= 300);
    expect(fine, 'the demo student’s fine of a late return').toBeDefined();

    await signInAt(page, 'library_incharge', DESK);
    await scan(page, memberField(page), own.barcode);
    const row = page.getByTestId('charges-table').locator(`[data-charge="${fine!.id}"]`);
    await row.getByRole('button', { name: `Waive the charge for ${fine!.title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Waive the charge for ${fine!.title}` });
    await expect(dialog.getByRole('textbox', { name: /^Amount to waive/ })).toHaveValue(String(fine!.unpaidPaise / 100));
    await dialog.getByRole('textbox', { name: /^Amount to waive/ }).fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please write why the charge is waived (at least 5 characters)')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Returned late after a hospital stay');
    expect(await blockingViolations(page, 'the waiver dialog')).toEqual([]);
    await shot(page, 'library-waiver');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`₹1.00 of the charge for ${fine!.title} waived`)).toBeVisible();
    await expect(row).toContainText('Returned late after a hospital stay');
    await expect(row).toContainText(formatRupees(fine!.unpaidPaise - 100));

    // The student's page says what is owed and leads to Pay Fees, where it is a due like any other.
    await signInAt(page, 'student', '/app/Student');
    const owed = page.getByTestId('library-owed');
    await expect(owed).toContainText(`You owe the library ${formatRupees(own.owedPaise - 100)} in fines and charges.`);
    // Their own library card, to print or keep on the phone.
    const card = await openedPdf(page, () => page.getByRole('button', { name: 'My library card' }).click());
    await card.window.close();
    const cardText = pdfText(card.body);
    expect(cardText).toContain('LIBRARY CARD');
    expect(cardText).toContain(own.barcode);
    // Registering as an alumnus, the student is told the library has not cleared them yet, and why.
    await page.goto('/app/Alumni/Registration Form');
    const clearance = page.getByTestId('alumni-library-clearance');
    await expect(clearance).toContainText('Before you leave, the library must clear you');
    await expect(clearance).toContainText(formatRupees(own.owedPaise - 100));
    await page.goBack();
    await owed.getByRole('link', { name: 'Pay it in Pay Fees' }).click();
    await expect(page.getByRole('heading', { name: 'Pay Fees', exact: true })).toBeVisible();
    const dues = page.getByRole('region', { name: 'Fees due' });
    await expect(
      dues.getByRole('row', { name: new RegExp(`^Library Fine .*${formatRupees(own.owedPaise - 100).replace('.', '\\.')}`) }),
    ).toBeVisible();
    await page.getByLabel('Pay part of one due').check();
    await dues.getByRole('radio', { name: /^Library Fine/ }).check();
    await page.getByLabel('Amount (₹)').fill('1');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/gateway-sim\/pay\//);
    await page.getByRole('button', { name: 'Pay with UPI' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const after = (await (await page.request.get('/api/library/me')).json()) as Member;
    expect(after.owedPaise).toBe(own.owedPaise - 200);
    expect(after.charges.find((c) => c.id === fine!.id)!.unpaidPaise).toBe(fine!.unpaidPaise - 200);
  });
});
