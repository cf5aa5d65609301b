import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, chooseLanguage, openedPdf, shot, signInAt } from './support';

const DESK = '/app/Library/Circulation';
const TITLE = 'Electrical Machines: Desk Copy';

/** A title of the journey's own with six copies, DESK-1 to DESK-6, on the shelf. */
async function addDeskTitle(request: APIRequestContext, headers: Record<string, string>) {
  const copies = Array.from({ length: 6 }, (_, i) => ({ accessionNumber: `DESK-${i + 1}`, source: 'donation' }));
  const res = await request.post('/api/library/titles', { headers, data: { title: TITLE, authors: ['P. S. Bimbhra'], copies } });
  expect(res.status()).toBe(201);
}

/** A B.Tech CSE student of the demo college who has borrowed nothing: 22VC1A0560, 22VC1A0561, … */
async function studentWithoutLoans(request: APIRequestContext, headers: Record<string, string>): Promise<{ roll: string; name: string }> {
  for (let n = 60; n <= 99; n++) {
    const res = await request.get(`/api/library/members/22VC1A05${n}`, { headers });
    if (!res.ok()) continue;
    const member = await res.json();
    if (member.loans.length === 0 && member.refusals.length === 0) return { roll: member.barcode, name: member.name };
  }
  throw new Error('No demo student without loans among 22VC1A0560–99');
}

const memberField = (page: Page) => page.getByRole('textbox', { name: /^Member’s card|^Ausweis des Mitglieds/ });
const copyField = (page: Page) => page.getByRole('textbox', { name: /^Copy barcode|^Barcode des Exemplars/ });
const outcome = (page: Page) => page.getByTestId('desk-outcome');
const loanRow = (page: Page, barcode: string) => page.getByTestId('member-panel').locator(`[data-barcode="${barcode}"]`);

/** What a USB scanner does: types the code and presses Enter. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test.describe('Library circulation desk', () => {
  test('a student sees their books and what they owe on their own page, and renews one online', async ({ page }) => {
    await signInAt(page, 'student', '/app/Student');
    const section = page.getByRole('table', { name: 'My library books' });
    await expect(section).toBeVisible();
    await expect(page.getByTestId('library-owed')).toHaveText(
      /^You owe the library ₹[\d,]+\.\d{2} in fines and charges\. Pay it in Pay Fees$/,
    );
    const renew = section.getByRole('button', { name: /^Renew / }).first();
    const title = ((await renew.getAttribute('aria-label')) ?? '').replace(/^Renew /, '');
    await renew.click();
    await expect(page.getByText(`${title} renewed: now due `)).toBeVisible();
    expect(await blockingViolations(page, 'a student’s own library books')).toEqual([]);
    await shot(page, 'library-student');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('table', { name: 'Meine Bücher aus der Bibliothek' })).toBeVisible();
    await shot(page, 'library-student-de');
    await chooseLanguage(page, 'English');
  });

  test('the library incharge lands on the library’s day: what is out, what is overdue and by whom, the fortnight', async ({ page }) => {
    await signInAt(page, 'library_incharge', '/app/Library Dashboard');
    const figures = (await (await page.request.get('/api/dashboards/library')).json()) as {
      onLoan: number;
      overdue: number;
      holdsWaiting: number;
      onHoldShelf: number;
    };
    await expect(page.getByTestId('figure-on-loan')).toHaveText(String(figures.onLoan));
    // The demo's holds: queues waiting, and a copy on the hold shelf.
    expect(figures.holdsWaiting).toBeGreaterThan(0);
    await expect(page.getByTestId('figure-holds-waiting')).toHaveText(String(figures.holdsWaiting));
    await expect(page.getByTestId('figure-on-hold-shelf')).toHaveText(String(figures.onHoldShelf));
    await expect(page.getByTestId('figure-overdue')).toHaveText(String(figures.overdue));
    const overdue = page.getByRole('table', { name: 'Overdue copies, the longest first' });
    await expect(overdue.getByRole('row')).toHaveCount(Math.min(8, figures.overdue) + 1);
    await expect(page.getByText('not part of this release')).toHaveCount(0);
    expect(await blockingViolations(page, 'the library’s landing page')).toEqual([]);
    await shot(page, 'library-landing');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('table', { name: 'Überfällige Exemplare, die ältesten zuerst' })).toBeVisible();
    await shot(page, 'library-landing-de');
    await chooseLanguage(page, 'English');
  });

  test('the assistant issues by typing barcodes and Enter, prints the card, is refused at the limit, and takes books back once', async ({
    page,
    request,
  }) => {
    const headers = await apiBearer(request, 'library_assistant');
    await addDeskTitle(request, headers);
    const student = await studentWithoutLoans(request, headers);

    // The assistant's landing page leads to the desk in one click.
    await signInAt(page, 'library_assistant', '/app/Library Dashboard');
    await page.getByRole('main').getByRole('link', { name: 'Circulation desk' }).click();
    await expect(page.getByRole('heading', { name: 'Circulation desk', level: 1 })).toBeVisible();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(DESK);
    await memberField(page).click();
    await scan(page, student.roll.toLowerCase());
    await expect(page.getByTestId('member-name')).toHaveText(student.name);
    await expect(page.getByTestId('member-panel')).toContainText('May borrow');
    // The card found, the next scan is a copy: the focus is there already.
    await expect(copyField(page)).toBeFocused();
    await scan(page, 'desk-1');
    await expect(outcome(page)).toContainText(`${TITLE} (DESK-1) issued, due `);
    await expect(copyField(page)).toHaveValue('');
    await expect(copyField(page)).toBeFocused();
    await scan(page, 'DESK-2');
    await expect(outcome(page)).toContainText(`${TITLE} (DESK-2) issued, due `);
    await expect(loanRow(page, 'DESK-1')).toBeVisible();
    await expect(loanRow(page, 'DESK-2')).toBeVisible();
    expect(await blockingViolations(page, 'the desk with a member')).toEqual([]);

    const card = await openedPdf(page, () => page.getByRole('button', { name: 'Library card' }).click());
    await card.window.close();
    expect(card.type).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: card.body, encoding: 'utf8' });
    expect(text).toContain('LIBRARY CARD');
    expect(text).toContain(student.name);
    expect(text).toContain(student.roll);
    await shot(page, 'library-circulation');

    // Another desk issues two more: four, the most a student may borrow.
    for (const copyBarcode of ['DESK-3', 'DESK-4']) {
      const res = await request.post('/api/library/circulation/issue', { headers, data: { memberBarcode: student.roll, copyBarcode } });
      expect(res.status()).toBe(201);
    }
    const atLimit = `${student.name} already has 4 books on loan, the most allowed`;
    await memberField(page).fill(student.roll);
    await memberField(page).press('Enter');
    await expect(page.getByTestId('member-refusals')).toHaveText(atLimit);
    await copyField(page).click();
    await scan(page, 'DESK-5');
    await expect(outcome(page)).toHaveText(atLimit);
    // The refused code is selected: the next scan replaces it.
    await expect(copyField(page)).toHaveValue('DESK-5');
    await shot(page, 'library-circulation-refused');

    // Back from the member's panel, and at the return counter by scanning, twice.
    await loanRow(page, 'DESK-1')
      .getByRole('button', { name: `Return ${TITLE}` })
      .click();
    await expect(outcome(page)).toHaveText(`${TITLE} (DESK-1) returned`);
    await expect(loanRow(page, 'DESK-1')).toContainText('Returned');
    await page.getByRole('button', { name: 'Return', exact: true }).first().click();
    await copyField(page).click();
    await scan(page, 'DESK-2');
    await expect(outcome(page)).toHaveText(`${TITLE} (DESK-2) returned`);
    await scan(page, 'DESK-2');
    await expect(outcome(page)).toContainText(`${TITLE} (DESK-2) was already returned on `);
    await expect(copyField(page)).toBeFocused();

    await chooseLanguage(page, 'Deutsch');
    await page.getByRole('button', { name: 'Ausleihe', exact: true }).click();
    await memberField(page).fill(student.roll);
    await memberField(page).press('Enter');
    await expect(page.getByTestId('member-panel')).toContainText('Darf ausleihen');
    await copyField(page).click();
    await scan(page, 'DESK-3');
    await expect(outcome(page)).toHaveText('Das Exemplar DESK-3 ist schon ausgeliehen');
    await copyField(page).fill('');
    await scan(page, 'DESK-6');
    await expect(outcome(page)).toContainText(`${TITLE} (DESK-6) ausgeliehen, fällig am `);
    await shot(page, 'library-circulation-de');
  });

  test('the incharge changes a borrowing rule in rupees and adds a college holiday', async ({ page, request }) => {
    await signInAt(page, 'library_incharge', '/app/Library/Rules');
    await expect(page.getByRole('heading', { name: 'Borrowing rules', level: 1 })).toBeVisible();
    const faculty = page.getByTestId('rules-table').locator('[data-member-kind="faculty"]');
    await expect(faculty).toContainText('₹1.00');
    await faculty.getByRole('button', { name: 'Change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rule for Faculty: Books' });
    await dialog.getByRole('textbox', { name: /^Fine per day/ }).fill('1.5');
    await dialog.getByRole('textbox', { name: /^Loan days/ }).fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Loan days must be a whole number from 1 to 365')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Loan days/ }).fill('28');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(faculty).toContainText('₹1.50');
    const saved = await request.get('/api/library/rules', { headers: await apiBearer(request, 'library_incharge') });
    expect((await saved.json()).rules).toContainEqual(
      expect.objectContaining({ memberKind: 'faculty', loanDays: 28, finePerDayPaise: 150 }),
    );

    await page.getByRole('textbox', { name: /^Day/ }).fill('28-02-2026');
    await page.getByRole('textbox', { name: /^Holiday/ }).fill('College Day');
    await page.getByRole('button', { name: 'Add holiday' }).click();
    await expect(page.getByTestId('holidays-table').locator('[data-day="2026-02-28"]')).toContainText('College Day');
    expect(await blockingViolations(page, 'the borrowing rules')).toEqual([]);
    await shot(page, 'library-rules');
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the desk and a member’s loans fit the phone', async ({ page, request }) => {
      const headers = await apiBearer(request, 'library_assistant');
      const overdue = await request.get('/api/library/members/VC-F006', { headers });
      await signInAt(page, 'library_assistant', DESK);
      await memberField(page).click();
      await scan(page, overdue.ok() ? 'VC-F006' : 'VC-F001');
      await expect(page.getByTestId('member-panel')).toBeVisible();
      await expect(page.getByRole('list', { name: /^Loans of / })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await blockingViolations(page, 'the desk at phone width')).toEqual([]);
    });
  });
});
