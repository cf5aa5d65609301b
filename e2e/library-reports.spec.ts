import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collegeToday } from '@campus/shared';
import { expect, test } from './worker-server.fixture';
import { blockingViolations, chooseLanguage, shot, signInAt } from './support';

/** Debian's interpreter, which has Debian's openpyxl. */
const PYTHON = '/usr/bin/python3';
/** The sheet's name, its data rows, and the first data row's accession number and days late. */
const READ = `
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
rows = list(ws.iter_rows(values_only=True))
print(ws.title, len(rows) - 1, rows[0][0], rows[1][4], rows[1][7])
`;

test.describe('Library reports', () => {
  test('the librarian sees the last month’s circulation and today’s overdue books, and downloads the overdue list', async ({ page }) => {
    await signInAt(page, 'library_incharge', '/app/Library Dashboard');
    await page.getByRole('button', { name: 'Library' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/app\/Library\/Reports$/);
    await expect(page.getByRole('heading', { name: 'Library reports', exact: true })).toBeVisible();

    // The last 30 days by default, counted as the server counts them.
    const to = collegeToday();
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const circulation = (await (await page.request.get(`/api/library/reports/circulation?from=${from}&to=${to}`)).json()) as {
      totals: { issues: number; returns: number; members: number };
    };
    expect(circulation.totals.issues).toBeGreaterThan(0);
    await expect(page.getByTestId('circulation-total-issues')).toContainText(String(circulation.totals.issues));
    await expect(page.getByTestId('circulation-total-members')).toContainText(String(circulation.totals.members));
    await expect(page.getByRole('table', { name: 'Circulation by day' }).locator('tbody tr')).toHaveCount(30);
    expect(await blockingViolations(page, 'the library’s reports')).toEqual([]);
    await shot(page, 'library-reports');
    for (const [tab, table, name] of [
      ['By programme', 'Circulation by programme', 'programmes'],
      ['Most borrowed', 'Most borrowed titles', 'most-borrowed'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('table', { name: table })).toBeVisible();
      await shot(page, `library-reports-${name}`);
    }

    await page.getByRole('tab', { name: 'Overdue' }).click();
    const overdue = (await (await page.request.get('/api/library/reports/overdue?size=25')).json()) as {
      total: number;
      rows: { accessionNumber: string; daysLate: number }[];
    };
    expect(overdue.total).toBeGreaterThan(0);
    await expect(page.getByTestId('overdue-summary')).toContainText(`${overdue.total} books overdue today`);
    const table = page.getByRole('table', { name: 'Overdue books' });
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(25, overdue.total));
    await expect(table.locator('tbody tr').first()).toContainText(overdue.rows[0]!.accessionNumber);
    expect(await blockingViolations(page, 'the overdue books')).toEqual([]);
    await shot(page, 'library-reports-overdue');

    // The workbook has every overdue book, the longest overdue first, as openpyxl reads it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
    expect(download.suggestedFilename()).toBe(`library-overdue-${to}.xlsx`);
    const file = path.join(os.tmpdir(), `library-reports-e2e-${process.pid}.xlsx`);
    await download.saveAs(file);
    const read = execFileSync(PYTHON, ['-c', READ, file], { encoding: 'utf8' }).trim();
    fs.rmSync(file, { force: true });
    expect(read).toBe(`Overdue ${overdue.total} Member ${overdue.rows[0]!.accessionNumber} ${overdue.rows[0]!.daysLate}`);

    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('table', { name: 'Überfällige Bücher' })).toBeVisible();
    await shot(page, 'library-reports-overdue-de');
    await page.getByRole('tab', { name: 'NAAC-Kennzahlen' }).click();
    await expect(page.getByRole('table', { name: 'NAAC-Kennzahlen der Bibliothek (Kriterium 4.2)' })).toBeVisible();
    await shot(page, 'library-reports-naac-de');
    await page.getByRole('tab', { name: 'Ausleihe je Tag' }).click();
    await expect(page.getByRole('table', { name: 'Ausleihe je Tag' })).toBeVisible();
    await shot(page, 'library-reports-de');
    await chooseLanguage(page, 'English');
  });
});
