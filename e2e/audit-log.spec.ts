import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { dayIn } from '@campus/shared';
import { apiBearer, blockingViolations, shot, signIn } from './support';

/** Debian's interpreter, which has Debian's openpyxl. */
const PYTHON = '/usr/bin/python3';
const READ = `
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])["Audit log"]
rows = list(ws.iter_rows(values_only=True))
print(len(rows) - 1)
print("|".join(sorted({str(r[2]) for r in rows[1:]})))
print("|".join(sorted({str(r[3]) for r in rows[1:]})))
print(rows[1][0].date(), rows[1][5])
`;
/** The demo college's time zone: the days the filters and the export speak of. */
const ZONE = 'Asia/Kolkata';
const ACCOUNT = 'library_assistant';

const snackbar = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text });

test.describe('Audit log', () => {
  test('the administrator finds their own change by user and action, pages through the log and exports it', async ({ page, request }) => {
    test.setTimeout(180_000);
    // More of the administrator's changes than one page holds.
    const admin = await apiBearer(request);
    const users = await (await request.get(`/api/users?search=${ACCOUNT}`, { headers: admin })).json();
    const id = users.users.find((u: { username: string }) => u.username === ACCOUNT).id;
    for (let i = 0; i < 6; i++)
      for (const action of ['disable', 'enable'])
        expect((await request.post(`/api/users/${id}/${action}`, { headers: admin })).ok()).toBe(true);

    // The change this test looks for, made on the Users screen.
    await signIn(page, 'admin');
    await page.goto('/app/Users');
    await page.getByLabel('Search by user name, name or e-mail').fill(ACCOUNT);
    await page.getByRole('button', { name: `Disable ${ACCOUNT}` }).click();
    await page
      .getByRole('dialog', { name: `Disable ${ACCOUNT}?` })
      .getByRole('button', { name: 'Disable' })
      .click();
    await expect(snackbar(page, 'The user has been disabled')).toBeVisible();
    const changedAt = Date.now();
    await page.getByRole('button', { name: `Enable ${ACCOUNT}` }).click();
    await expect(snackbar(page, 'The user has been enabled')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit Log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
    const entries = page.getByTestId('audit-entries').locator('[data-entry]');
    await expect(entries.first()).toBeVisible();

    // By user (part of the name, any case) and action: the newest disabling is the one just made.
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    await filters.getByRole('searchbox', { name: 'User' }).fill('ADMI');
    await filters.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'user.disable', exact: true }).click();
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByTestId('audit-total')).toHaveText(/^([7-9]|\d\d+) entries$/);
    const newest = entries.first();
    await expect(newest).toContainText('user.disable');
    await expect(newest).toContainText('admin');
    await expect(newest).toContainText(`user #${id}`);
    await expect(newest).toContainText(`username${ACCOUNT}`);
    await expect(newest).toContainText('statusdisabled');
    const shown = new Date(changedAt).toLocaleString('en', { timeZone: ZONE, dateStyle: 'medium', timeStyle: 'short' });
    await expect(newest.locator('td').first()).toContainText(shown.split(',')[0]);

    // Every action of the administrator today, ten to a page.
    const today = dayIn(ZONE);
    await filters.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'All actions' }).click();
    await filters.getByLabel('From').fill(today);
    await filters.getByLabel('To').fill(today);
    await filters.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('combobox', { name: 'Entries per page' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(entries).toHaveCount(10);
    const total = Number((await page.getByTestId('audit-total').textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThanOrEqual(14);
    await expect(page.getByText(`1–10 of ${total}`)).toBeVisible();
    const firstOfPageOne = await entries.first().getAttribute('data-entry');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText(`11–${Math.min(20, total)} of ${total}`)).toBeVisible();
    await expect(entries.first()).not.toHaveAttribute('data-entry', firstOfPageOne!);
    // Newest first: the second page's entries are older than the first page's.
    expect(Number(await entries.first().getAttribute('data-entry'))).toBeLessThan(Number(firstOfPageOne));

    // The export holds every entry of the filters, however many pages they fill.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export .xlsx' }).click()]);
    expect(download.suggestedFilename()).toBe('audit-log.xlsx');
    const file = path.join(os.tmpdir(), `audit-e2e-${process.pid}.xlsx`);
    await download.saveAs(file);
    const [count, actors, actions, first] = execFileSync(PYTHON, ['-c', READ, file], { encoding: 'utf8' }).trim().split('\n');
    fs.rmSync(file, { force: true });
    expect(Number(count)).toBe(total);
    // 'ADMI' is part of the name of every actor exported (admissions staff, when they changed something today, too).
    expect(actors.split('|')).toContain('admin');
    for (const actor of actors.split('|')) expect(actor.toLowerCase()).toContain('admi');
    expect(actions.split('|')).toEqual(expect.arrayContaining(['user.disable', 'user.enable']));
    expect(first).toBe(`${today} ${id}`);

    expect.soft(await blockingViolations(page), 'audit log').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    // The phone layout has rendered: the entries are cards in a list, not table rows.
    await expect(page.getByRole('list', { name: 'Audit log entries' }).locator('li[data-entry]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect.soft(await blockingViolations(page), 'audit log at 390 px').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'audit-log');

    // An honest empty state, and a reversed range is caught before it is asked.
    await filters.getByLabel('From').fill('2001-01-01');
    await filters.getByLabel('To').fill('2001-01-02');
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByTestId('audit-empty')).toHaveText('No entry matches these filters. Widen the dates or clear the filters.');
    await expect(page.getByRole('button', { name: 'Export .xlsx' })).toBeDisabled();
    await shot(page, 'audit-log-empty');
    await filters.getByLabel('From').fill('2001-01-03');
    await expect(filters.getByText('The from date must not be after the to date.')).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Show' })).toBeDisabled();
  });

  test('other roles cannot open the audit log', async ({ page }) => {
    await signIn(page, 'accountants_officer');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Audit Log')).toHaveCount(0);
    await page.goto('/app/Admin/Audit Log');
    await expect(page.getByTestId('forbidden')).toBeVisible();
  });
});
