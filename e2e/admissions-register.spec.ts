import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { withVerhoeff } from '@campus/shared';
import { apiBearer, chooseLanguage, openedPdf, shot, signIn, signInAt } from './support';

const run = String(Date.now() % 1e6).padStart(6, '0');
const aadhaar = (n: number) => withVerhoeff(`7${run}${String(n).padStart(4, '0')}`);
/** Names hold letters only: this run's number written in letters (`Bjafcd`). */
const tag = [...run].map((d, i) => String.fromCharCode((i === 0 ? 65 : 97) + Number(d))).join('');

/** Two admissions of this run, saved through the API as the full form saves them. */
const ADMITTED = [
  { name: `Zoya Fathima Wahab ${tag}`, rollNumber: `25RG${run}1`, aadharNo: aadhaar(1) },
  { name: `Zubair Wahab ${tag}`, rollNumber: `25RG${run}2`, aadharNo: aadhaar(2) },
].map((a) => ({ ...a, gender: 'FEMALE', courseAppliedFor: 'B.Tech', batch: '2025-2029', branch: 'CSE', dateOfAdmission: '2025-08-01' }));

async function admit(request: APIRequestContext) {
  const headers = await apiBearer(request, 'admissions');
  for (const form of ADMITTED) {
    const res = await request.post('/api/saveApplicationFormData', {
      headers,
      multipart: { applicationFormData: { name: 'blob', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(form)) } },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}

function pdfText(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `register-e2e-${process.pid}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

async function find(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Find' }).click();
}

const rows = (page: Page) => page.getByTestId('register-table').locator('[data-roll]');

test.describe('Admissions register', () => {
  test.beforeAll(async ({ request }) => admit(request));

  test('admissions staff find an admission by name and roll number, open it for modify and print it', async ({ page }) => {
    await signIn(page, 'admissions');
    await page.getByRole('link', { name: 'Admissions Register' }).first().click();
    await expect(page.getByRole('heading', { name: 'Admissions register' })).toBeVisible();
    // The demo college's students and this run's admissions, newest first.
    await expect(page.getByTestId('register-total')).toHaveText(/^[\d,]+ admissions$/);
    const total = Number((await page.getByTestId('register-total').textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThanOrEqual(2000 + ADMITTED.length);
    await expect(rows(page)).toHaveCount(25);
    await expect(rows(page).first()).toHaveAttribute('data-roll', ADMITTED[1].rollNumber);
    await shot(page, 'admissions-register');

    await find(page, `wahab ${tag}`);
    await expect(page).toHaveURL(new RegExp(`q=wahab\\+${tag}`));
    await expect(page.getByTestId('register-total')).toHaveText('2 admissions match');
    await expect(rows(page)).toHaveCount(2);

    await find(page, ADMITTED[0].rollNumber.toLowerCase());
    await expect(page.getByTestId('register-total')).toHaveText('1 admission matches');
    const row = rows(page).first();
    await expect(row).toHaveAttribute('data-roll', ADMITTED[0].rollNumber);
    await expect(row).toContainText(ADMITTED[0].name);
    await expect(row).toContainText(`XXXX XXXX ${ADMITTED[0].aadharNo.slice(-4)}`);
    await expect(page.locator('body')).not.toContainText(ADMITTED[0].aadharNo);
    // The date of admission as the admission form prints it: DD-MM-YYYY.
    await expect(row).toContainText('01-08-2025');

    // Back returns to the search by name, box included.
    await page.goBack();
    await expect(page.getByTestId('register-total')).toHaveText('2 admissions match');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(`wahab ${tag}`);
    await page.goForward();
    await expect(page.getByTestId('register-total')).toHaveText('1 admission matches');

    // Print: the admission PDF saved with the form, opened in a new window.
    const pdf = await openedPdf(page, () => page.getByRole('button', { name: `Print ${ADMITTED[0].rollNumber}` }).click());
    expect(pdf.url).toMatch(/^blob:/);
    expect(pdf.type).toBe('application/pdf');
    const text = pdfText(pdf.body);
    expect(text).toContain(ADMITTED[0].name);
    expect(text).toContain(ADMITTED[0].rollNumber);
    expect(text).toContain(`XXXX XXXX ${ADMITTED[0].aadharNo.slice(-4)}`);
    await pdf.window.close();

    // Open: the full admission form in modify mode, the student's record loaded.
    await page.getByRole('link', { name: `Open ${ADMITTED[0].rollNumber}` }).click();
    await expect(page).toHaveURL(/\/app\/Admission\/Admission%20Form\?modify=/);
    await expect(page.getByRole('heading', { name: 'Admission Form', exact: true })).toBeVisible();
    await expect(page.getByText(`Changing the record of ${ADMITTED[0].rollNumber} (${ADMITTED[0].name})`)).toBeVisible();
    await expect(page.getByLabel(/^Full name/)).toHaveValue(ADMITTED[0].name);
    // The saved ISO day shows in the form as DD-MM-YYYY, as the register lists it.
    await expect(page.getByLabel('Date of admission')).toHaveValue('01-08-2025');
    await expect(page.getByRole('radio', { name: 'Modify existing student' })).toBeChecked();
    await page.goBack();
    await expect(page.getByTestId('register-total')).toHaveText('1 admission matches');

    // Saved from the register, a record returns to it, the search kept.
    await page.getByRole('link', { name: `Open ${ADMITTED[0].rollNumber}` }).click();
    await expect(page.getByLabel(/^Full name/)).toHaveValue(ADMITTED[0].name);
    await page.getByLabel(/^Mother tongue/).fill('Telugu');
    const saved = await openedPdf(page, () => page.getByRole('button', { name: 'Save admission' }).click());
    expect(saved.type).toBe('application/pdf');
    await saved.window.close();
    await expect(page).toHaveURL(/Admissions%20Register/);
    await expect(page.getByTestId('register-total')).toHaveText('1 admission matches');
  });

  test('in German the register counts with a dot for thousands and keeps dates DD-MM-YYYY', async ({ page }) => {
    await signInAt(page, 'admissions', '/app/Admission/Admissions%20Register');
    await expect(page.getByTestId('register-total')).toHaveText(/^\d,\d{3} admissions$/);
    const total = Number((await page.getByTestId('register-total').textContent())!.replace(/\D/g, ''));
    await chooseLanguage(page, 'Deutsch');
    // 2,004 in English is 2.004 in German.
    await expect(page.getByTestId('register-total')).toHaveText(
      `${Math.floor(total / 1000)}.${String(total % 1000).padStart(3, '0')} Zulassungen`,
    );
    await expect(page.getByText(new RegExp(`^1–25 von ${Math.floor(total / 1000)}\\.\\d{3}$`))).toBeVisible();
    await expect(rows(page).first()).toContainText(/\d{2}-\d{2}-\d{4}/);
    await shot(page, 'admissions-register-de');
    await page.goto(`/app/Admission/Admissions%20Register?q=${tag}`);
    await expect(page.getByTestId('register-total')).toHaveText('2 Zulassungen gefunden');
    for (const admitted of ADMITTED) await expect(page.locator(`[data-roll="${admitted.rollNumber}"]`)).toContainText('01-08-2025');
  });

  test('says when nothing matches, and filters by course and branch', async ({ page }) => {
    await signInAt(page, 'admissions', `/app/Admission/Admissions%20Register?q=${encodeURIComponent(`wahab ${tag} mba`)}`);
    await expect(page.getByTestId('register-no-matches')).toContainText('No admission matches this search');
    await expect(page.getByTestId('register-total')).toHaveText('0 admissions match');
    await shot(page, 'admissions-register-no-matches');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/Admissions%20Register$/);
    await expect(page.getByTestId('register-total')).toHaveText(/^[\d,]+ admissions$/);

    await find(page, tag);
    // The filters' menus open on the settled list: opened while the search answer renders, the menu's options were replaced under the click.
    await expect(page.getByTestId('register-total')).toHaveText('2 admissions match');
    await page.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: 'B.Tech', exact: true }).click();
    await page.getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: 'CSE', exact: true }).click();
    await expect(page).toHaveURL(/course=B.Tech&branch=CSE|branch=CSE/);
    await expect(page.getByTestId('register-total')).toHaveText('2 admissions match');
    await page.getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: 'ECE', exact: true }).click();
    await expect(page.getByTestId('register-no-matches')).toBeVisible();
  });
});
