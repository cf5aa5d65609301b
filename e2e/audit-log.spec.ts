import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './worker-server.fixture';
import { dayIn, dayMonthYear, formatDateTime, type AuditEntry } from '@campus/shared';
import { apiBearer, blockingViolations, chooseLanguage, openFromMainMenu, shot, signIn, signInAt, snackbar } from './support';

/** Debian's interpreter, which has Debian's openpyxl. */
const PYTHON = '/usr/bin/python3';
const READ = `
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])["Audit log"]
rows = list(ws.iter_rows(values_only=True))
print(len(rows) - 1)
print("|".join(sorted({str(r[2]) for r in rows[1:]})))
print("|".join(sorted({str(r[6]) for r in rows[1:]})))
print(rows[1][0].date(), rows[1][3], "|", rows[1][4])
`;
/** The demo college's time zone: the days the filters and the export speak of. */
const ZONE = 'Asia/Kolkata';
const ACCOUNT = 'library_assistant';

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
    await signInAt(page, 'admin', '/app/Users');
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

    await openFromMainMenu(page, 'Audit Log');
    await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
    const entries = page.getByTestId('audit-entries').locator('[data-entry]');
    await expect(entries.first()).toBeVisible();

    // By user (part of the name, any case) and action: the newest disabling is the one just made.
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    await filters.getByRole('searchbox', { name: 'User' }).fill('ADMI');
    await filters.getByRole('combobox', { name: 'Action' }).click();
    // The actions by their plain names, never their codes.
    await expect(page.getByRole('option', { name: 'Enabled a user', exact: true })).toBeVisible();
    await expect(page.getByRole('listbox')).not.toContainText('user.');
    await page.getByRole('option', { name: 'Disabled a user', exact: true }).click();
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByTestId('audit-total')).toHaveText(/^([7-9]|\d\d+) entries$/);
    const newest = entries.first();
    // In plain words: what happened, and the field that changed, before and after.
    await expect(newest.getByTestId('audit-sentence')).toHaveText(`Disabled user ${ACCOUNT}`);
    await expect(newest.getByRole('list', { name: 'Changed fields, before and after' })).toHaveText('Status: active → disabled');
    await expect(newest).toContainText('admin');
    await expect(newest).not.toContainText('user.disable');
    // When: the college's day as DD-MM-YYYY and its time to the second.
    await expect(newest.locator('td').first()).toHaveText(/^\d{2}-\d{2}-\d{4}, \d{1,2}:\d{2}:\d{2}\s[ap]m$/);
    await expect(newest.locator('td').first()).toContainText(`${dayMonthYear(dayIn(ZONE, changedAt))}, `);

    // Every action of the administrator today, ten to a page; the days typed as DD-MM-YYYY.
    const today = dayIn(ZONE);
    await filters.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'All actions' }).click();
    await expect(filters.getByLabel('From')).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    await filters.getByLabel('From').fill(dayMonthYear(today));
    await filters.getByLabel('To').fill(dayMonthYear(today));
    await filters.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(entries).toHaveCount(10);
    const total = Number((await page.getByTestId('audit-total').textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThanOrEqual(14);
    await expect(page.getByText(`1–10 of ${total}`)).toBeVisible();
    const firstOfPageOne = await entries.first().getAttribute('data-entry');
    await page.getByRole('button', { name: 'Next page' }).click();
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
    expect(first).toBe(`${today} Enabled user ${ACCOUNT} | Status: disabled → active`);

    expect.soft(await blockingViolations(page), 'audit log').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    // The phone layout has rendered: the entries are cards in a list, not table rows.
    await expect(page.getByRole('list', { name: 'Audit log entries' }).locator('li[data-entry]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect.soft(await blockingViolations(page), 'audit log at 390 px').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'audit-log');

    // An honest empty state, and a reversed range is caught before it is asked.
    await filters.getByLabel('From').fill('01-01-2001');
    await filters.getByLabel('To').fill('02.01.2001');
    await filters.getByLabel('To').blur();
    // A day written another way is written back as DD-MM-YYYY.
    await expect(filters.getByLabel('To')).toHaveValue('02-01-2001');
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByTestId('audit-empty')).toHaveText('No entry matches these filters. Widen the dates or clear the filters.');
    await expect(page.getByRole('button', { name: 'Export .xlsx' })).toBeDisabled();
    await shot(page, 'audit-log-empty');
    await filters.getByLabel('From').fill('03-01-2001');
    await expect(filters.getByText('The from date must not be after the to date.')).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Show' })).toBeDisabled();
    // A day that is not one is not asked for: the field says how to write it.
    await filters.getByLabel('From').fill('31-02-2001');
    await filters.getByLabel('From').blur();
    await expect(filters.getByText('Write the date as DD-MM-YYYY, for example 27-11-2026')).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Show' })).toBeDisabled();
  });

  test.describe('in an American browser in New York', () => {
    test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

    test("German shows the college's day and time, and days are typed DD-MM-YYYY", async ({ page, request }) => {
      const admin = await apiBearer(request);
      const users = await (await request.get(`/api/users?search=${ACCOUNT}`, { headers: admin })).json();
      const id = users.users.find((u: { username: string }) => u.username === ACCOUNT).id;
      for (const action of ['disable', 'enable'])
        expect((await request.post(`/api/users/${id}/${action}`, { headers: admin })).ok()).toBe(true);
      await signInAt(page, 'admin', '/app/Admin/Audit%20Log');
      await chooseLanguage(page, 'Deutsch');
      const filters = page.getByRole('search', { name: 'Prüfprotokoll filtern' });
      // Not the browser's mm/dd/yyyy: the app's DD-MM-YYYY, in German words.
      await expect(filters.getByLabel('Von')).toHaveAttribute('placeholder', 'TT-MM-JJJJ');
      const today = dayIn(ZONE);
      await filters.getByLabel('Von').fill(dayMonthYear(today));
      // A day chosen on the browser's own calendar is written DD-MM-YYYY too.
      await filters.getByRole('button', { name: 'Kalender öffnen' }).nth(1).click();
      await page.keyboard.press('Escape');
      await filters.locator('input[type=date]').nth(1).fill(today);
      await expect(filters.getByLabel('Bis')).toHaveValue(dayMonthYear(today));
      await filters.getByRole('button', { name: 'Anzeigen' }).click();
      await expect(page.getByTestId('audit-total')).toHaveText(/^\d{1,3}(\.\d{3})* (Eintrag|Einträge)$/);
      // The newest entry as the server has it, written in the college's zone (not New York's), 24 hours, to the second.
      const log = await request.get(`/api/audit-log?from=${today}`, { headers: admin });
      const newest = ((await log.json()) as { rows: AuditEntry[] }).rows[0];
      const shown = formatDateTime(newest.at, 'de', { zone: ZONE, seconds: true });
      expect(shown).toMatch(/^\d{2}-\d{2}-\d{4}, \d{2}:\d{2}:\d{2}$/);
      await expect(page.locator(`[data-entry="${newest.id}"] td`).first()).toHaveText(shown);
      // The change made above in German words, before and after.
      const mine = await request.get(`/api/audit-log?from=${today}&action=user.enable`, { headers: admin });
      const enabled = page.locator(`[data-entry="${((await mine.json()) as { rows: AuditEntry[] }).rows[0].id}"]`);
      await expect(enabled.getByTestId('audit-sentence')).toHaveText(`Benutzer ${ACCOUNT} entsperrt`);
      await expect(enabled.getByRole('list', { name: 'Geänderte Felder, vorher und nachher' })).toHaveText('Status: gesperrt → aktiv');
      // The action filter names the actions in German.
      await filters.getByRole('combobox', { name: 'Aktion' }).click();
      await expect(page.getByRole('option', { name: 'Benutzer gesperrt', exact: true })).toBeVisible();
      await expect(page.getByRole('listbox')).not.toContainText('user.');
      await page.getByRole('option', { name: 'Benutzer entsperrt', exact: true }).click();
      await filters.getByRole('button', { name: 'Anzeigen' }).click();
      await expect(page.getByTestId('audit-sentence').first()).toHaveText(/^Benutzer \S+ entsperrt$/);
      await shot(page, 'audit-log-de');
    });
  });

  test('other roles cannot open the audit log', async ({ page }) => {
    await signIn(page, 'accountants_officer');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Audit Log')).toHaveCount(0);
    await page.goto('/app/Admin/Audit Log');
    await expect(page.getByTestId('forbidden')).toBeVisible();
  });
});
