import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from './worker-server.fixture';
import { MESSAGES } from '@campus/shared';
import { apiBearer, chooseLanguage, shot, signIn, signInAt, snackbar } from './support';

test.describe('server messages in German (ADR 0040)', () => {
  test('a failed sign-in reads in German, also when DE is chosen after it failed', async ({ page }) => {
    await page.goto('/login/Admin');
    await page.getByLabel('User name').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidCredentials);
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch');

    await page.getByLabel('Benutzername').fill('nobody-here');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch');
    await shot(page, 'sign-in-error-de');
  });

  test('a results lookup without a result reads in German', async ({ page }) => {
    await page.goto('/examresults');
    await chooseLanguage(page, 'Deutsch');
    await page.getByRole('link', { name: 'Semester End Examinations (Regular), May 2026' }).click();
    await page.getByLabel('Matrikelnummer').fill('99XX9X9999');
    await page.getByRole('button', { name: 'Ergebnis anzeigen' }).click();
    await expect(page.getByTestId('no-result')).toContainText('Für die Matrikelnummer 99XX9X9999 gibt es in dieser Prüfung kein Ergebnis');
  });

  test('a refused results upload reads in German, row by row', async ({ page }) => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Results');
    ws.addRow(['rollNo', 'studentName', 'examTitle', 'courseCode', 'course', 'credits', 'marks']);
    ws.addRow(['21VC1A0577', 'Vennela Sastry', `German messages ${Date.now()}`, 'CS701PC', 'Elective 1', 3, 120]);
    ws.addRow(['21VC1A0577', 'Vennela Sastry', `German messages ${Date.now()}`, 'CS702PC', 'Elective 2', 0, 50]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'results-de-')), 'results.xlsx');
    await wb.xlsx.writeFile(file);

    await signIn(page, 'examination');
    await chooseLanguage(page, 'Deutsch');
    await page.goto('/app/Examinations/Results');
    await page.getByTestId('results-file').setInputFiles(file);
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await expect(snackbar(page, 'Die Excel-Datei konnte nicht hochgeladen werden')).toBeVisible();
    const errors = page.getByTestId('upload-errors');
    await expect(errors).toContainText(
      'Die Excel-Datei konnte nicht hochgeladen werden: Korrigieren Sie die aufgeführten Zeilen; nichts wurde importiert',
    );
    await expect(errors.getByRole('row').filter({ hasText: 'marks' })).toContainText(
      'marks muss eine Zahl von 0 bis 100 sein, oder AB für abwesend',
    );
    await expect(errors.getByRole('row').filter({ hasText: 'credits' })).toContainText('credits muss eine positive Zahl sein');
    await expect(errors).not.toContainText('must be');
    await shot(page, 'results-upload-errors-de');
  });

  test('college settings name a bad time zone and a bad college code in German', async ({ page }) => {
    await signIn(page, 'admin');
    await chooseLanguage(page, 'Deutsch');
    await page.goto('/app/Settings/College');
    const zone = page.getByRole('combobox', { name: 'Zeitzone' });
    await expect(zone).toHaveValue('Asia/Kolkata');
    await zone.fill('Mars/Base');
    await page.getByLabel('College-Code').fill('X');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Zeitzone: Wählen Sie eine IANA-Zeitzone, etwa Asia/Kolkata')).toBeVisible();
    await expect(page.getByText('Der College-Code muss mindestens 2 Zeichen haben')).toBeVisible();
    await shot(page, 'college-settings-errors-de');
    await page.getByLabel('College-Code').fill('KNNR');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Der College-Code KNNR ist keine bekannte Variante: Meinten Sie KNRR?')).toBeVisible();
  });

  test('a duplicate in master data reads in German, naming the entry', async ({ page }) => {
    await signIn(page, 'admin');
    await chooseLanguage(page, 'Deutsch');
    await page.goto('/app/Master%20Data');
    await page.getByRole('tab', { name: 'Platzarten' }).click();
    await expect(page.getByRole('table', { name: 'Platzarten' })).toBeVisible();
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    const row = page.getByTestId('md-new-row');
    await row.getByLabel('Kürzel', { exact: true }).fill('nri');
    await row.getByLabel('Bezeichnung', { exact: true }).fill('Noch einmal');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(snackbar(page, "Platzartcode 'nri' gibt es bereits (Groß- und Kleinschreibung zählen gleich)")).toBeVisible();
  });
});

test.describe("the college's time zone", () => {
  test('College Settings show the zone, offer the known zones and save one', async ({ page, request }) => {
    await signInAt(page, 'admin', '/app/Settings/College');
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveValue('Asia/Kolkata');
    await expect(page.getByText('Every date the college prints or checks is a day in this zone.')).toBeVisible();
    await shot(page, 'college-settings-time-zone');
    await zone.fill('Europe/Ber');
    await page.getByRole('option', { name: 'Europe/Berlin' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'College settings saved')).toBeVisible();
    const headers = await apiBearer(request);
    try {
      expect((await (await request.get('/api/college-settings', { headers })).json()).timeZone).toBe('Europe/Berlin');
      expect((await (await request.get('/api/getContactData')).json()).at(-1).timeZone).toBe('Europe/Berlin');
    } finally {
      const { codeOverridden: _o, ...settings } = await (await request.get('/api/college-settings', { headers })).json();
      expect((await request.put('/api/college-settings', { headers, data: { ...settings, timeZone: 'Asia/Kolkata' } })).ok()).toBeTruthy();
    }
  });
});
