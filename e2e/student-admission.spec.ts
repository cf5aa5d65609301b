import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { collegeToday, MESSAGES, withVerhoeff } from '@campus/shared';
import { apiBearer, chooseLanguage, openedPdf, setCollegeCode, shot, signInAt } from './support';

const FORM_URL = '/app/Admission/Student%20Admission%20Form';
let serial = 0;
const aadhaar = () => withVerhoeff(`7${String(Date.now() % 1e6).padStart(6, '0')}${String(++serial).padStart(4, '0')}`);

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** A field marked as needing attention, with its message under it. */
async function expectMarked(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectToast(page: Page, message: string | RegExp) {
  await expect(page.locator('#notistack-snackbar').filter({ hasText: message }).last()).toBeVisible();
}

/** The date `days` after today in India, as a date input takes it. */
const dayFromToday = (days: number) => new Date(Date.parse(`${collegeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function fillRequired(page: Page, name: string, admissionType = 'Direct') {
  await page.getByLabel('Date of admission').fill('2025-07-15');
  await page.getByLabel('Full name').fill(name);
  await choose(page, 'Admission type', admissionType);
  await choose(page, 'Course applied for', /^B\.Tech/);
  await choose(page, 'Branch', 'CSE');
  await choose(page, 'Gender', 'Female');
  await page.getByLabel('Aadhaar number').fill(aadhaar());
}

/** The example row of the template's second sheet, which is never imported. */
const exampleRow = (wb: ExcelJS.Workbook) => wb.getWorksheet('Example and help')!.lastRow!.values as unknown[];

/** The server's template with `count` rows copied from its example row, each changed by `edit`. */
async function workbook(
  request: APIRequestContext,
  count: number,
  edit: (row: ExcelJS.Row, col: (label: string) => number, i: number) => void,
) {
  const res = await request.get('/api/getExcelForNewAdmissions', { headers: await apiBearer(request, 'admissions') });
  expect(res.ok()).toBeTruthy();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await res.body()) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const header = (ws.getRow(1).values as string[]).map((h) => String(h ?? '').replace(/\*$/, ''));
  const col = (label: string) => header.indexOf(label);
  const example = exampleRow(wb);
  for (let i = 0; i < count; i++) {
    const row = ws.getRow(2 + i);
    example.forEach((v, c) => c > 0 && (row.getCell(c).value = v as ExcelJS.CellValue));
    edit(row, col, i);
    row.commit();
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const letters = (n: number) => [...String(n)].map((d) => String.fromCharCode(97 + Number(d))).join('');

test.describe('Student Admission Form', () => {
  test.beforeEach(async ({ page }) => {
    await signInAt(page, 'admissions', FORM_URL);
    await expect(page.getByRole('heading', { name: 'Student Admission Form' })).toBeVisible();
  });

  test('an empty Save admission marks every required field with its spec message, in the spec order; then the admission saves and its PDF opens', async ({
    page,
  }) => {
    const alerts = MESSAGES.simpleForm;
    const required: [string, Locator][] = [
      ['Date of admission', page.getByLabel('Date of admission')],
      ['Full name', page.getByLabel('Full name')],
      ['Admission type', page.getByRole('combobox', { name: 'Admission type' })],
      ['Course applied for', page.getByRole('combobox', { name: 'Course applied for' })],
      ['Branch', page.getByRole('combobox', { name: 'Branch' })],
      ['Gender', page.getByRole('combobox', { name: 'Gender' })],
      ['Aadhaar number', page.getByLabel('Aadhaar number')],
    ];
    const summary = page.getByTestId('form-problems').getByRole('listitem');
    await page.getByRole('button', { name: 'Save admission' }).click();
    await expectToast(page, `7 fields need attention. First: Date of admission: ${alerts[0]}`);
    for (const [i, [, field]] of required.entries()) await expectMarked(field, alerts[i]);
    await expect(summary).toHaveText(required.map(([label], i) => `${label}: ${alerts[i]}`));
    await expect(page.getByLabel('Date of admission')).toBeFocused();
    await shot(page, 'student-admission-form-empty-save');

    // Each field filled in the spec's order: the next alert becomes the first, the others stay marked.
    await page.getByLabel('Date of admission').fill('2025-07-15');
    await page.getByRole('button', { name: 'Save admission' }).click();
    await expectToast(page, `6 fields need attention. First: Full name: ${alerts[1]}`);
    await expect(page.getByLabel('Full name')).toBeFocused();
    await page.getByLabel('Full name').fill('Priya Lakshmi');
    await choose(page, 'Admission type', 'Direct');
    await choose(page, 'Course applied for', /^B\.Tech/);
    await page.getByRole('button', { name: 'Save admission' }).click();
    await expectToast(page, `3 fields need attention. First: Branch: ${alerts[4]}`);
    await expect(summary).toHaveText(required.slice(4).map(([label], i) => `${label}: ${alerts[4 + i]}`));
    await choose(page, 'Branch', 'CSE');
    await choose(page, 'Gender', 'Female');
    await expect(summary).toHaveText([`Aadhaar number: ${alerts[6]}`]);
    // Enter submits without leaving the field, so the length check (alert 8) is what answers.
    const aadhaarField = page.getByLabel('Aadhaar number');
    await aadhaarField.fill('12345');
    await aadhaarField.press('Enter');
    await expectToast(page, `1 field needs attention: Aadhaar number: ${alerts[7]}`);
    await expectMarked(aadhaarField, alerts[7]);
    await shot(page, 'student-admission-form');

    const number = aadhaar();
    await aadhaarField.fill(number);
    await page.getByLabel("Father's mobile").fill('9876543210');
    await page.getByLabel("Father's name").fill('Srinivas Rao');
    const pdf = await openedPdf(page, () => page.getByRole('button', { name: 'Save admission' }).click());
    await expect(page.getByText(/Admission ADM\d{4}-\d{5} saved for Priya Lakshmi/)).toBeVisible();
    expect(pdf.url).toMatch(/^blob:/);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    await pdf.window.close();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByLabel('Aadhaar number')).toHaveValue('');
    await expect(page.getByLabel('Date of admission')).toHaveValue('');
    await expect(page.getByTestId('form-problems')).toHaveCount(0);
    await expect(page.getByText('Failed to save data')).toHaveCount(0);
  });

  test('on blur, a bad Aadhaar or mobile number is marked but kept, so one digit can be corrected', async ({ page }) => {
    const aadhaarField = page.getByLabel('Aadhaar number');
    const number = aadhaar();
    const wrong = number.slice(0, 11) + String((Number(number[11]) + 1) % 10);
    await aadhaarField.fill(wrong);
    await aadhaarField.press('Tab');
    await expectMarked(aadhaarField, 'Invalid Aadhaar Number');
    await expect(aadhaarField).toHaveValue(wrong);
    // Correct the last digit only.
    await aadhaarField.press('End');
    await aadhaarField.press('Backspace');
    await aadhaarField.press(number[11]);
    await expect(aadhaarField).toHaveValue(number);
    await expect(aadhaarField).not.toHaveAttribute('aria-invalid', 'true');
    await aadhaarField.press('Tab');
    await expect(aadhaarField).not.toHaveAttribute('aria-invalid', 'true');

    for (const label of ["Father's mobile", "Mother's mobile", 'Student mobile']) {
      const field = page.getByLabel(label);
      await field.fill('5123456789');
      await field.press('Tab');
      await expectMarked(field, 'Please enter a valid mobile number');
      await expect(field).toHaveValue('5123456789');
    }
    await page.getByLabel("Father's mobile").fill('9123456789');
    await page.getByLabel("Father's mobile").press('Tab');
    await expect(page.getByLabel("Father's mobile")).toHaveValue('9123456789');
    await expect(page.getByLabel("Father's mobile")).not.toHaveAttribute('aria-invalid', 'true');

    // Rank and mobile numbers refuse letters as they are typed.
    await page.getByLabel('Rank').pressSequentially('15a');
    await expect(page.getByLabel('Rank')).toHaveValue('15');
    await expectMarked(page.getByLabel('Rank'), 'Please enter a valid number');
    await page.getByLabel('Student mobile').fill('');
    await page.getByLabel('Student mobile').pressSequentially('98x');
    await expect(page.getByLabel('Student mobile')).toHaveValue('98');
  });

  test('a future date of birth, or a student under 14, is refused before the save', async ({ page }) => {
    let saves = 0;
    page.on('request', (r) => void (r.url().includes('/api/getStudentadmissiondata') && saves++));
    await fillRequired(page, 'Future Born');
    await page.getByLabel('Date of birth').fill(dayFromToday(1));
    await page.getByRole('button', { name: 'Save admission' }).click();
    await expectToast(page, '1 field needs attention: Date of Birth: Date of birth cannot be in the future');
    await expectMarked(page.getByLabel('Date of birth'), 'Date of birth cannot be in the future');
    await expect(page.getByLabel('Date of birth')).toBeFocused();
    await page.getByLabel('Date of birth').fill('2012-01-01');
    await expectMarked(page.getByLabel('Date of birth'), 'The student must be at least 14 years old on the date of admission');
    expect(saves).toBe(0);
  });

  test("in German, the Save admission checks, the blur checks and the server's answer speak German", async ({ page, request }) => {
    const taken = aadhaar();
    const first = await request.post('/api/getStudentadmissiondata', {
      headers: await apiBearer(request, 'admissions'),
      data: {
        dateOfAdmission: '2025-07-15',
        name: 'Erste Person',
        admissionType: 'Direct',
        courseAppliedFor: 'B.Tech',
        branch: 'CSE',
        gender: 'FEMALE',
        aadharNo: taken,
      },
    });
    expect(first.ok()).toBeTruthy();
    await chooseLanguage(page, 'Deutsch');
    await page.getByRole('button', { name: 'Aufnahme speichern' }).click();
    await expectToast(page, '7 Felder müssen korrigiert werden. Zuerst: Aufnahmedatum: Bitte geben Sie das Aufnahmedatum ein');
    await expectMarked(page.getByLabel('Vollständiger Name'), 'Bitte geben Sie den vollständigen Namen ein');
    await expectMarked(page.getByRole('combobox', { name: 'Aufnahmeart' }), 'Bitte wählen Sie die Aufnahmeart');
    await expectMarked(page.getByLabel('Aadhaar-Nummer'), 'Bitte geben Sie die Aadhaar-Nummer ein');
    await shot(page, 'student-admission-form-empty-save-de');
    await page.getByLabel('Aadhaar-Nummer').fill('12345');
    await expectMarked(page.getByLabel('Aadhaar-Nummer'), 'Die Aadhaar-Nummer muss 12 Ziffern haben');
    await page.getByLabel('Mobilnummer des Vaters').fill('5123456789');
    await page.getByLabel('Mobilnummer des Vaters').press('Tab');
    await expectMarked(page.getByLabel('Mobilnummer des Vaters'), 'Bitte geben Sie eine gültige Mobilnummer ein');

    // The server's answer: the Aadhaar number is already admitted.
    await page.getByLabel('Mobilnummer des Vaters').fill('9123456789');
    await page.getByLabel('Aufnahmedatum').fill('2025-07-15');
    await page.getByLabel('Vollständiger Name').fill('Lakshmi Deutsch');
    await choose(page, 'Aufnahmeart', 'Direct');
    await choose(page, 'Studiengang', /^B\.Tech/);
    await choose(page, 'Fachrichtung', 'CSE');
    await choose(page, 'Geschlecht', 'Weiblich');
    await page.getByLabel('Aadhaar-Nummer').fill(taken);
    await page.getByRole('button', { name: 'Aufnahme speichern' }).click();
    await expectToast(page, 'Aadhaar-Nummer: Diese Aadhaar-Nummer ist bereits vorhanden');
    await expectMarked(page.getByLabel('Aadhaar-Nummer'), 'Diese Aadhaar-Nummer ist bereits vorhanden');
  });

  test('download the template, fill it, upload it and see the students; a bad file lists its rows', async ({ page, request }, testInfo) => {
    await page.getByLabel('Upload').check();
    await expect(page.getByRole('button', { name: 'Download Excel Template' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel Template' }).click();
    const templatePath = testInfo.outputPath('template.xlsx');
    await (await download).saveAs(templatePath);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(templatePath);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as string[]).map((h) => String(h ?? '').replace(/\*$/, ''));
    const col = (label: string) => header.indexOf(label);
    // Names are letters only (the form's rule); a suffix from the clock keeps reruns apart.
    const tag = [...String(Date.now() % 1e6)].map((d) => String.fromCharCode(97 + Number(d))).join('');
    const names = [`Upload Student ${tag}`, `Upload Learner ${tag}`];
    names.forEach((name, i) => {
      const row = ws.getRow(2 + i);
      // Start from the example row and change what must be unique.
      exampleRow(wb).forEach((v, c) => c > 0 && (row.getCell(c).value = v as ExcelJS.CellValue));
      row.getCell(col('Full name')).value = name;
      row.getCell(col('Aadhaar number')).value = aadhaar();
      row.commit();
    });
    const goodPath = testInfo.outputPath('admissions.xlsx');
    await wb.xlsx.writeFile(goodPath);

    await page.getByTestId('excel-input').setInputFiles(goodPath);
    await expect(page.getByTestId('excel-file-name')).toHaveText('admissions.xlsx');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('2 students imported.')).toBeVisible();
    await expect(page.getByText('Successfully Uploaded Excel File').first()).toBeVisible();

    const list = await request.get('/api/getApplicationFormData', { headers: await apiBearer(request, 'admissions') });
    expect(list.ok()).toBeTruthy();
    const saved = ((await list.json()) as { name: string }[]).map((a) => a.name);
    expect(saved).toEqual(expect.arrayContaining(names));

    // The same file again: every Aadhaar number now exists; plus a row with a bad mobile number.
    ws.getRow(4).values = ws.getRow(2).values as ExcelJS.CellValue[];
    ws.getRow(4).getCell(col('Aadhaar number')).value = aadhaar();
    ws.getRow(4).getCell(col("Father's mobile")).value = '12345';
    ws.getRow(4).getCell(col("Mother's mobile")).value = '678';
    ws.getRow(4).commit();
    const badPath = testInfo.outputPath('admissions-bad.xlsx');
    await wb.xlsx.writeFile(badPath);
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByTestId('excel-file-name')).toHaveText('No file chosen');
    await page.getByTestId('excel-input').setInputFiles(badPath);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const table = page.getByTestId('upload-errors');
    await expect(table.getByText('To correct: 4 problems in 3 rows')).toBeVisible();
    await expect(table.getByRole('row', { name: /2 Aadhaar number Aadhaar number already exists/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /4 Father's mobile Please enter a valid mobile number/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /4 Mother's mobile Please enter a valid mobile number/ })).toBeVisible();
    await shot(page, 'student-admission-upload-errors');

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download errors (CSV)' }).click();
    const csvPath = testInfo.outputPath('errors.csv');
    await (await csv).saveAs(csvPath);
    expect(fs.readFileSync(csvPath, 'utf8')).toContain("Father's mobile,Please enter a valid mobile number");
  });

  test('the downloaded template uploaded unchanged imports nobody and says it has no data rows', async ({ page }, testInfo) => {
    await page.getByLabel('Upload').check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel Template' }).click();
    const templatePath = testInfo.outputPath('template.xlsx');
    await (await download).saveAs(templatePath);

    await page.getByTestId('excel-input').setInputFiles(templatePath);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('The first sheet of the workbook has no data rows').first()).toBeVisible();
    await expect(page.getByText(/students? imported/)).toHaveCount(0);
  });

  test('a save the server answers without a message, or not at all, says so', async ({ page }) => {
    await fillRequired(page, 'Meena Kumari');
    const save = /\/api\/getStudentadmissiondata/;
    // A proxy's plain-text 502: its status text is not a message of the server's.
    await page.route(save, (route) => route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' }));
    await page.getByRole('button', { name: 'Save admission' }).click();
    await expect(page.getByText('Failed to save data', { exact: true })).toBeVisible();
    await expect(page.getByText('Bad Gateway')).toHaveCount(0);
    await expect(page.getByLabel('Full name')).toHaveValue('Meena Kumari');

    await page.unroute(save);
    await page.route(save, (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Save admission' }).click();
    await expect(page.getByText('An error occurred while saving data', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Meena Kumari');
  });

  test('the progress bar shows while the workbook is on its way', async ({ page, request }) => {
    const tag = letters(Date.now() % 1e6);
    const file = await workbook(request, 2, (row, col, i) => {
      row.getCell(col('Full name')).value = `Progress ${['Anand', 'Bhavya'][i]} ${tag}`;
      row.getCell(col('Aadhaar number')).value = aadhaar();
    });
    await page.getByLabel('Upload').check();
    await page.getByTestId('excel-input').setInputFiles({ name: 'progress.xlsx', mimeType: XLSX, buffer: file });

    // Hold the request until the bar has been seen, so a fast machine cannot skip it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/masterDataExcelsUploads/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const bar = page.getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/Sending the file… \d+%|Reading the workbook…|Checking rows|Importing rows/);
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
    await shot(page, 'student-admission-upload-progress');
    release();
    await expect(page.getByText('2 students imported.')).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('more than 500 refused rows: the table says it shows the first 500', async ({ page, request }) => {
    const rows = 520;
    const file = await workbook(request, rows, (row, col) => {
      row.getCell(col('Aadhaar number')).value = '12345';
    });
    await page.getByLabel('Upload').check();
    await page.getByTestId('excel-input').setInputFiles({ name: 'many.xlsx', mimeType: XLSX, buffer: file });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const table = page.getByTestId('upload-errors');
    await expect(table.getByText(`To correct: ${rows} problems in ${rows} rows`)).toBeVisible({ timeout: 30_000 });
    await expect(table.getByText(`Showing the first 500 of ${rows} rows; download the list for all.`, { exact: true })).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(500);
    await expect(table.getByRole('row', { name: /^501 Aadhaar number/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^502 Aadhaar number/ })).toHaveCount(0);
    await shot(page, 'student-admission-upload-errors-many');
  });
});

test.describe('Student Admission Form college variants', () => {
  test.afterEach(async ({ request }) => setCollegeCode(request, 'DEMO'));

  test('KNRR takes admission types from the seat-type list, showing the code before the comma', async ({ page, request }) => {
    await setCollegeCode(request, 'KNRR');
    const seatTypes = (await (
      await request.get('/api/getSeatTypesAsDrop', { headers: await apiBearer(request, 'admissions') })
    ).json()) as string[];
    expect(seatTypes).toContain('MANAGEMENT,Management Quota');
    await signInAt(page, 'admissions', FORM_URL);
    await page.getByRole('combobox', { name: 'Admission type' }).click();
    const listbox = page.getByRole('listbox');
    for (const entry of seatTypes) await expect(listbox.getByRole('option', { name: entry.split(',')[0], exact: true })).toBeVisible();
    await expect(listbox.getByRole('option', { name: 'Direct', exact: true })).toHaveCount(0);
    await expect(listbox.getByRole('option', { name: /,/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const name = `Knrr Student ${letters(Date.now() % 1e6)}`;
    await fillRequired(page, name, 'MANAGEMENT');
    await expect(page.getByRole('combobox', { name: 'Admission type' })).toHaveText('MANAGEMENT');
    await shot(page, 'student-admission-form-knrr');
    const pdf = await openedPdf(page, () => page.getByRole('button', { name: 'Save admission' }).click());
    await expect(page.getByText(new RegExp(`Admission ADM\\d{4}-\\d{5} saved for ${name}`))).toBeVisible();
    await pdf.window.close();

    const list = await request.get('/api/getApplicationFormData', { headers: await apiBearer(request, 'admissions') });
    const saved = ((await list.json()) as { name: string; applicationFormExcelM: Record<string, unknown> }[]).find((a) => a.name === name);
    expect(saved?.applicationFormExcelM.admissionType).toBe('MANAGEMENT');
  });
});
