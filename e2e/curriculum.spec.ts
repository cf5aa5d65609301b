import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { blockingViolations, chooseLanguage, shot, signInAt, snackbar } from './support';

const CURRICULUM = '/app/Academics/Curriculum';
/** The template's headings, in its order: `*` marks a required column. */
const HEADINGS = [
  'Regulation*',
  'Programme*',
  'Branch',
  'Semester*',
  'Subject code*',
  'Subject name*',
  'Credits*',
  'Kind*',
  'Elective group',
  'Internal max*',
  'External max*',
];

/** A choice of a list in a dialog or on the page. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']> | Page, field: RegExp, option: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Curriculum', () => {
  test('the academics office adds a regulation, imports its subjects from the template (a file with a wrong row first), adds one by form, and reads it in German', async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    // A regulation of this run's own, so that the journey finds only the subjects it entered.
    const code = `R${Date.now().toString(36).toUpperCase().slice(-6)}`;

    await signInAt(page, 'academics', CURRICULUM);
    await expect(page.getByRole('heading', { name: 'Curriculum', level: 1 })).toBeVisible();
    // The demo's R22 is chosen first, with its subjects.
    await expect(page.getByRole('table', { name: 'Subjects of R22' })).toBeVisible();
    await expect(page.getByTestId('subjects-total')).toHaveText(/^\d+ subjects$/);
    expect(await blockingViolations(page, 'the curriculum')).toEqual([]);
    await shot(page, 'curriculum-r22');

    await page.getByRole('button', { name: 'Add regulation' }).click();
    const add = page.getByRole('dialog', { name: 'Add a regulation' });
    await add.getByLabel(/^Regulation code/).fill(code.toLowerCase());
    await add.getByLabel(/^Regulation name/).fill('Journey regulations');
    await add.getByLabel(/^First batch year/).fill('2026');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, `Regulation ${code} is added`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Regulation' })).toHaveText(`${code} — Journey regulations`);
    await expect(page.getByText(`${code} has no subjects yet`)).toBeVisible();

    // The template, filled in as the office does: three subjects, the second of a branch B.Tech has not.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel Template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('curriculum-template.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await download.path())!);
    const sheet = wb.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADINGS);
    sheet.addRow([code, 'B.Tech', 'CSE', 5, '26CS501', 'Design and Analysis of Algorithms', 3, 'Theory', '', 40, 60]);
    sheet.addRow([code, 'B.Tech', 'CSX', 5, '26CS511', 'Machine Learning', 3, 'Elective', 'PE-I', 40, 60]);
    sheet.addRow([code, 'B.Tech', 'CSE', 5, '26CS581', 'Compiler Design Lab', 1.5, 'Lab', '', 50, 50]);
    const file = info.outputPath('curriculum.xlsx');
    await wb.xlsx.writeFile(file);

    const input = page.getByTestId('curriculum-input');
    await input.setInputFiles(file);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const errors = page.getByTestId('upload-errors');
    await expect(errors.getByRole('row').nth(1)).toContainText('No such branch of B.Tech: CSX');
    await expect(errors.getByRole('row').nth(1)).toContainText('3');
    await expect(page.getByText(`${code} has no subjects yet`)).toBeVisible();
    expect(await blockingViolations(page, 'a refused curriculum workbook')).toEqual([]);
    await shot(page, 'curriculum-import-refused');

    sheet.getRow(3).getCell(3).value = 'CSE';
    await wb.xlsx.writeFile(file);
    await input.setInputFiles(file);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('3 subjects imported.')).toBeVisible();
    const subjects = page.getByRole('table', { name: `Subjects of ${code}` });
    await expect(page.getByTestId('subjects-total')).toHaveText('3 subjects');
    await expect(subjects.locator('[data-subject="26CS511"]')).toContainText('Elective (PE-I)');
    await expect(page.getByTestId('subjects-credits')).toHaveText('7.5 credits in all (an elective group counted once)');

    // A subject every branch of B.Tech takes, added by form.
    await page.getByRole('button', { name: 'Add subject' }).click();
    const form = page.getByRole('dialog', { name: 'Add a subject' });
    await expect(form.getByRole('combobox', { name: /^Regulation/ })).toHaveText(`${code} — Journey regulations`);
    await choose(page, form, /^Programme/, 'B.Tech');
    await choose(page, form, /^Semester/, 'Semester 1');
    await form.getByLabel(/^Subject code/).fill('26ma101');
    await form.getByLabel(/^Subject name/).fill('Matrices and Calculus');
    await form.getByLabel(/^Credits/).fill('4');
    await choose(page, form, /^Kind/, 'Theory');
    await form.getByLabel(/^Internal max/).fill('40');
    await form.getByLabel(/^External max/).fill('60');
    await shot(page, 'curriculum-subject-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, `26MA101 is added to ${code}`)).toBeVisible();
    await expect(subjects.locator('[data-subject="26MA101"]')).toContainText('Every branch');
    await expect(page.getByTestId('subjects-total')).toHaveText('4 subjects');

    // Narrowed to the fifth semester: the three imported.
    await choose(page, page, /^Semester/, 'Semester 5');
    await expect(page.getByTestId('subjects-total')).toHaveText('3 subjects');
    await choose(page, page, /^Programme/, 'B.Tech');
    await choose(page, page, /^Branch/, 'CSE');
    await expect(page.getByTestId('subjects-total')).toHaveText('3 subjects');
    await expect(page).toHaveURL(/branchId=\d+/);
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(page.getByTestId('subjects-total')).toHaveText('4 subjects');

    // The internal marks of a subject no marks are entered for yet, split otherwise than the server began them.
    const split = subjects.locator('[data-subject="26CS501"]').getByRole('button', { name: /^Internal marks components of 26CS501/ });
    await split.click();
    const parts = page.getByRole('dialog', { name: 'Internal marks components of 26CS501' });
    const name = (n: number) => parts.getByRole('group', { name: `Component ${n}` }).getByLabel(/^Component/);
    const maximum = (n: number) => parts.getByRole('group', { name: `Component ${n}` }).getByLabel(/^Maximum marks/);
    const total = parts.getByTestId('components-total');
    await expect(name(1)).toHaveValue('Mid-term 1');
    await expect(total).toHaveText('40 of 40 internal marks');
    await maximum(1).fill('14');
    await expect(total).toHaveText('38 of 40 internal marks · 2 marks still to give');
    expect(await blockingViolations(page, 'a subject’s internal marks components')).toEqual([]);
    await shot(page, 'curriculum-components');
    await maximum(3).fill('10');
    await expect(total).toHaveText('40 of 40 internal marks');
    await parts.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'The internal marks components of 26CS501 are saved')).toBeVisible();
    await expect(parts).toBeHidden();

    expect(await blockingViolations(page, 'the imported curriculum')).toEqual([]);
    await shot(page, 'curriculum');

    // The regulation's subjects download in the template's columns.
    const [workbook] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${code} as Excel` }).click(),
    ]);
    expect(workbook.suggestedFilename()).toBe(`curriculum-${code}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await workbook.path())!);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(HEADINGS);
    expect(book.worksheets[0]!.rowCount).toBe(5);

    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Lehrplan', level: 1 })).toBeVisible();
    await expect(page.getByTestId('subjects-total')).toHaveText('4 Fächer');
    await expect(page.getByRole('table', { name: `Fächer von ${code}` }).locator('[data-subject="26MA101"]')).toContainText(
      'Alle Fachrichtungen',
    );
    await shot(page, 'curriculum-de');
    await chooseLanguage(page, 'English');
  });
});
