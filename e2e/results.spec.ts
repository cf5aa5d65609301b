import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { MESSAGES, RESULT_MESSAGES, type ExamResult } from '@campus/shared';
import { apiBearer, openedPdf, shot, signInAt } from './support';

const TITLE = 'Semester End Examinations (Regular), May 2026';

/** B.Tech CSE 2022 roll numbers of the demo college: 22VC1A0501, 22VC1A0502, … */
const cseRoll = (n: number) => `22VC1A05${String(n).padStart(2, '0')}`;

async function findStudent(request: APIRequestContext, wanted: (r: ExamResult) => boolean, from = 1): Promise<ExamResult> {
  for (let n = from; n <= 60; n++) {
    const res = await request.get('/api/getExamResultByRollNoView', { params: { rollNo: cseRoll(n), examTitle: TITLE } });
    if (!res.ok()) continue;
    const result = (await res.json()) as ExamResult;
    if (wanted(result)) return result;
  }
  throw new Error('no demo student matches');
}

/** A results workbook (the seven columns and these rows) saved in a temporary folder; answers its path. */
async function workbook(rows: (string | number)[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Results');
  ws.addRow(['rollNo', 'studentName', 'examTitle', 'courseCode', 'course', 'credits', 'marks']);
  for (const r of rows) ws.addRow(r);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'results-')), 'results.xlsx');
  await wb.xlsx.writeFile(file);
  return file;
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

/** [r, g, b] of an element's text colour. */
async function rgb(locator: Locator): Promise<number[]> {
  const color = await locator.evaluate((el) => getComputedStyle(el).color);
  return color.match(/\d+/g)!.slice(0, 3).map(Number);
}
const isGreen = ([r, g]: number[]) => g > r + 40;
const isRed = ([r, g, b]: number[]) => r > g + 60 && r > b + 60;

async function openTitle(page: Page) {
  await page.goto('/examresults');
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
}

async function lookUp(page: Page, input: string) {
  await page.getByLabel('Roll Number').fill(input);
  await page.getByRole('button', { name: 'Get Result' }).click();
}

test.describe('Exam results', () => {
  test('list → title → roll number with a suffix → coloured result → report download', async ({ page, request }) => {
    const student = await findStudent(request, (r) => r.failCount === 0);
    await page.goto('/examresults');
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    await expect(page.getByText('Semester End Examinations (Regular), November 2026')).toHaveCount(0);
    await shot(page, 'results-titles');

    await page.getByRole('link', { name: TITLE }).click();
    await expect(page).toHaveURL(`/results/${encodeURIComponent(TITLE)}`);
    await lookUp(page, `${student.studentRollNo} CSE-A 2022`);
    await expect(page.getByTestId('student-roll')).toHaveText(student.studentRollNo);
    await expect(page.getByTestId('student-name')).toHaveText(student.studentName);
    await expect(page.getByTestId('result-record')).toHaveCount(8);
    expect(isGreen(await rgb(page.locator('[data-status="Pass"]').first()))).toBe(true);
    await expect(page.getByText(student.listofRecords[0].sgpa.toFixed(2)).first()).toBeVisible();
    await shot(page, 'results-pass');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${student.studentRollNo}_${TITLE}.pdf`);
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'report-')), 'report.pdf');
    await file.saveAs(saved);
    const text = execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
    expect(text).toContain(student.studentName);
    const code = /Verification code:\s*([A-Z0-9]{10})/.exec(text)![1];

    // Typing a new roll number clears the result shown.
    await page.getByLabel('Roll Number').fill('22VC1A');
    await expect(page.getByTestId('exam-result')).toHaveCount(0);

    await page.goto(`/results/verify/${code}`);
    await expect(page.getByTestId('verified')).toBeVisible();
    await expect(page.getByTestId('student-name')).toHaveText(student.studentName);
    // The day of publication as every page writes a date: DD-MM-YYYY (not the browser's 11/27/2026).
    await expect(page.getByTestId('verified')).toContainText(/Published on \d{2}-\d{2}-\d{4}$/);
    await shot(page, 'results-verify');
  });

  test('an empty roll number asks for one; an unknown one says there is no result', async ({ page }) => {
    await openTitle(page);
    await page.getByRole('button', { name: 'Get Result' }).click();
    await expect(page.getByText(MESSAGES.enterRollNumber).first()).toBeVisible();
    await lookUp(page, '   ');
    await expect(page.getByText(MESSAGES.enterRollNumber).first()).toBeVisible();
    await lookUp(page, '99XX9X9999');
    await expect(page.getByTestId('no-result')).toContainText('No result found for roll number 99XX9X9999');
    await shot(page, 'results-empty-and-none');
  });

  test('a failed course shows its grade and status in red', async ({ page, request }) => {
    const student = await findStudent(request, (r) => r.listofRecords.some((x) => x.grade === 'F'));
    await openTitle(page);
    await lookUp(page, student.studentRollNo.toLowerCase());
    await expect(page.getByTestId('student-roll')).toHaveText(student.studentRollNo);
    expect(isRed(await rgb(page.locator('[data-grade="F"]').first()))).toBe(true);
    expect(isRed(await rgb(page.locator('[data-status="Fail"]').first()))).toBe(true);
    expect(isGreen(await rgb(page.locator('[data-status="Pass"]').first()))).toBe(true);
    await shot(page, 'results-fail');
  });

  test('examination staff upload a file, see row errors, import, publish and unpublish', async ({ page, request }) => {
    const title = `B.Tech IV-I Semester Supplementary Examinations, ${Date.now()}`;
    const student = await findStudent(request, () => true);
    const roll = student.studentRollNo;
    const book = (marks: (number | string)[]) =>
      workbook(marks.map((m, i) => [roll, student.studentName, title, `CS70${i + 1}PC`, `Elective ${i + 1}`, 3, m]));
    await signInAt(page, 'examination', '/app/Examinations/Results');
    await expect(page.getByRole('heading', { name: 'Exam Results' })).toBeVisible();
    await expect(page.getByTestId('reupload-hint')).toHaveText(
      'Uploading into a draft title again replaces the students in the file (all their courses) and keeps the others, so a large title can be uploaded in several files of up to 50,000 rows each.',
    );

    await page.getByTestId('results-file').setInputFiles(await book([88, 120, 'AB']));
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByTestId('upload-errors')).toContainText('marks must be a number from 0 to 100, or AB for absent');
    await expect(page.getByTestId('upload-errors')).toContainText('3');
    await expect(page.getByTestId('upload-errors')).toContainText('To correct: 1 problem in 1 row');
    await shot(page, 'results-admin-errors');

    await page.getByTestId('results-file').setInputFiles(await book([88, 45, 'AB']));
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(MESSAGES.excelUploaded)).toBeVisible();
    const row = page.locator(`tr[data-title="${title}"]`);
    await expect(row).toContainText('Draft');
    await row.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await expect(row).toContainText('Published');
    await shot(page, 'results-admin');

    await page.goto(`/results/${encodeURIComponent(title)}`);
    await lookUp(page, roll);
    await expect(page.getByTestId('student-name')).toHaveText(student.studentName);
    await expect(page.locator('[data-grade="AB"]')).toHaveCount(1);

    // Unpublishing on the staff screen takes the title off the public list and its results away.
    await page.goto('/examresults');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.goto('/app/Examinations/Results');
    await row.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
    await expect(row).toContainText('Draft');
    await expect(row.getByRole('button', { name: 'Publish' })).toBeVisible();
    await page.goto('/examresults');
    await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    // The server withdraws the result at once (this browser may keep its copy for the 10 s of max-age).
    const withdrawn = await request.get('/api/getExamResultByRollNoView', { params: { rollNo: roll, examTitle: title } });
    expect(withdrawn.status()).toBe(404);
  });

  test('an upload is checked against the student register; with the names ignored it publishes the register names, after a draft preview only staff can open', async ({
    page,
    request,
    baseURL,
  }) => {
    const title = `B.Tech IV-II Semester Supplementary Examinations, ${Date.now()}`;
    const first = await findStudent(request, () => true);
    const second = await findStudent(request, (r) => r.studentRollNo !== first.studentRollNo);
    const rows = [
      [first.studentRollNo, 'Wrong Name', title, 'CS801PC', 'Elective 1', 3, 71],
      [first.studentRollNo, 'Wrong Name', title, 'CS802PC', 'Elective 2', 3, 82],
      [second.studentRollNo, second.studentName.toUpperCase(), title, 'CS801PC', 'Elective 1', 3, 64],
      ['99XX1A9999', 'Nobody Known', title, 'CS801PC', 'Elective 1', 3, 55],
    ];
    await signInAt(page, 'examination', '/app/Examinations/Results');
    await page.getByTestId('results-file').setInputFiles(await workbook(rows));
    await page.getByRole('button', { name: 'Upload' }).click();
    const errors = page.getByTestId('upload-errors');
    await expect(errors).toContainText(RESULT_MESSAGES.rowsInvalid);
    await expect(errors).toContainText('To correct: 3 problems in 3 rows');
    const wrongName = `The name 'Wrong Name' on row 2 differs from '${first.studentName}' in the student register for roll number ${first.studentRollNo}`;
    await expect(errors).toContainText(wrongName);
    await expect(errors).toContainText(wrongName.replace('row 2', 'row 3'));
    await expect(errors).toContainText('Roll number 99XX1A9999 on row 5 is not in the student register');
    await shot(page, 'results-admin-register-errors');

    // Ignoring the names does not let an unknown roll number in.
    const ignore = page.getByRole('checkbox', { name: 'Ignore the student names in the file: use the names in the student register' });
    await ignore.check();
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(errors).toContainText('To correct: 1 problem in 1 row');
    await expect(errors).toContainText('Roll number 99XX1A9999 on row 5 is not in the student register');

    await page.getByTestId('results-file').setInputFiles(await workbook(rows.slice(0, 3)));
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(MESSAGES.excelUploaded)).toBeVisible();
    // The confirmation was for that file: the next one is checked again.
    await expect(ignore).not.toBeChecked();
    const row = page.locator(`tr[data-title="${title}"]`);
    await expect(row).toContainText('Draft');

    // The draft's results, with the register's names, and a grade sheet marked DRAFT.
    await row.getByRole('button', { name: `Results of ${title}` }).click();
    const results = page.getByTestId('title-results');
    await expect(results.getByRole('heading', { name: `Results: ${title}` })).toBeVisible();
    await expect(results.getByTestId('title-results-note')).toContainText('Draft: only examination staff can see these results');
    await expect(results.locator(`[data-roll="${first.studentRollNo}"]`)).toContainText(first.studentName);
    await expect(results.locator(`[data-roll="${second.studentRollNo}"]`)).toContainText(second.studentName);
    await expect(results).not.toContainText('Wrong Name');
    await shot(page, 'results-admin-draft');
    const sheet = await openedPdf(page, () => results.getByRole('button', { name: `Draft grade sheet of ${first.studentRollNo}` }).click());
    expect(sheet.url).toMatch(/^blob:/);
    expect(sheet.type).toBe('application/pdf');
    const shown = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-')), 'sheet.pdf');
    fs.writeFileSync(shown, sheet.body);
    expect(pdfText(shown)).toContain('DRAFT - not published');
    await sheet.window.close();

    const preview = `/api/exam-results/${encodeURIComponent(title)}/students/${first.studentRollNo}/grade-sheet`;
    const staff = await request.get(preview, { headers: await apiBearer(request, 'examination') });
    expect(staff.status()).toBe(200);
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'preview-')), 'preview.pdf');
    fs.writeFileSync(saved, await staff.body());
    expect(pdfText(saved)).toContain('DRAFT - not published');
    expect(pdfText(saved)).toContain(first.studentName);
    // Not for the public: no preview without signing in (a context without the session cookie the
    // sign-in above left in `request`), and the public routes know no draft.
    const stranger = await playwrightRequest.newContext({ baseURL });
    const anonymous = await stranger.get(preview);
    expect(anonymous.status()).toBe(401);
    expect(anonymous.headers()['content-type']).not.toContain('pdf');
    await stranger.dispose();
    expect(
      (await request.get('/api/getExamResultByRollNoView', { params: { rollNo: first.studentRollNo, examTitle: title } })).status(),
    ).toBe(404);
    const report = await request.get('/api/getExamResultByRollNoReport', { params: { rollNo: first.studentRollNo, examTitle: title } });
    expect(await report.json()).toMatchObject({ success: 'False' });

    await row.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await expect(row).toContainText('Published');
    await expect(results.getByTestId('title-results-note')).toContainText('Published: students can see these results');
    await page.goto(`/results/${encodeURIComponent(title)}`);
    await lookUp(page, first.studentRollNo);
    await expect(page.getByTestId('student-name')).toHaveText(first.studentName);
    await expect(page.getByTestId('result-record')).toHaveCount(2);
  });

  test('an answer that arrives after another roll number was typed is not shown', async ({ page, request }) => {
    const student = await findStudent(request, () => true);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/getExamResultByRollNoView**', async (route) => {
      await held;
      await route.continue();
    });
    await openTitle(page);
    await lookUp(page, student.studentRollNo);
    await expect(page.getByRole('button', { name: 'Get Result' })).toBeDisabled();
    const box = page.getByLabel('Roll Number');
    await box.fill('22VC1A0');
    const answered = page.waitForResponse((res) => res.url().includes(encodeURIComponent(student.studentRollNo)));
    release();
    expect((await answered).status()).toBe(200);
    // Settled (the button is back), and the result of the old roll number stays hidden.
    await expect(page.getByRole('button', { name: 'Get Result' })).toBeEnabled();
    await expect(page.getByTestId('exam-result')).toHaveCount(0);
    await expect(box).toHaveValue('22VC1A0');

    await box.fill(student.studentRollNo);
    await page.getByRole('button', { name: 'Get Result' }).click();
    await expect(page.getByTestId('student-roll')).toHaveText(student.studentRollNo);
  });

  test("a rate-limited lookup or download shows the server's message", async ({ page, request }) => {
    const student = await findStudent(request, () => true);
    const limited = { status: 429, headers: { 'retry-after': '42' }, json: { message: RESULT_MESSAGES.rateLimited, code: 'RATE_LIMITED' } };
    await openTitle(page);
    await page.route('**/api/getExamResultByRollNoView**', (route) => route.fulfill(limited));
    await lookUp(page, student.studentRollNo);
    await expect(page.getByText(RESULT_MESSAGES.rateLimited)).toBeVisible();
    await expect(page.getByText(MESSAGES.failedToGetResults)).toHaveCount(0);
    await shot(page, 'results-rate-limited');
    await page.unroute('**/api/getExamResultByRollNoView**');
    await page.reload();

    await lookUp(page, student.studentRollNo);
    await expect(page.getByTestId('student-roll')).toHaveText(student.studentRollNo);
    await page.route('**/api/getExamResultByRollNoReport**', (route) => route.fulfill(limited));
    await page.getByRole('button', { name: 'Download Report' }).click();
    await expect(page.getByText(RESULT_MESSAGES.rateLimited)).toBeVisible();
    await expect(page.getByText(MESSAGES.failedToDownload)).toHaveCount(0);
  });

  test('spec messages when the list is empty, the lookup fails and the report cannot be had', async ({ page, request }) => {
    const headers = await apiBearer(request, 'examination');
    const staff = (await (await request.get('/api/exam-results/titles', { headers })).json()) as { title: string; status: string }[];
    const published = staff.filter((s) => s.status === 'published').map((s) => s.title);
    const set = (title: string, action: string) => request.post(`/api/exam-results/${encodeURIComponent(title)}/${action}`, { headers });
    try {
      for (const title of published) expect((await set(title, 'unpublish')).ok()).toBeTruthy();
      await page.goto('/examresults');
      await expect(page.getByText(MESSAGES.noDataFound).first()).toBeVisible();
    } finally {
      for (const title of published) await set(title, 'publish');
    }

    const student = await findStudent(request, () => true);
    await page.route('**/api/getExamResultByRollNoView**', (route) => route.abort());
    await openTitle(page);
    await lookUp(page, student.studentRollNo);
    await expect(page.getByText(MESSAGES.failedToGetResults)).toBeVisible();
    await page.unroute('**/api/getExamResultByRollNoView**');

    await lookUp(page, student.studentRollNo);
    await expect(page.getByTestId('student-roll')).toHaveText(student.studentRollNo);
    await page.route('**/api/getExamResultByRollNoReport**', (route) => route.fulfill({ json: { success: 'False' } }));
    await page.getByRole('button', { name: 'Download Report' }).click();
    await expect(page.getByText(MESSAGES.noDataToDownload)).toBeVisible();
    await page.unroute('**/api/getExamResultByRollNoReport**');
    await page.route('**/api/getExamResultByRollNoReport**', (route) => route.abort());
    await page.getByRole('button', { name: 'Download Report' }).click();
    await expect(page.getByText(MESSAGES.failedToDownload)).toBeVisible();
  });
});
