import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from './worker-server.fixture';
import { blockingViolations, chooseLanguage, shot, signInAt } from './support';

const CATALOGUE = '/app/Library/Catalogue';
const MARC = path.resolve(import.meta.dirname, '../apps/server/test/fixtures/marc21');

test.describe('Library catalogue imports', () => {
  test('the library incharge imports a MARC file from Koha: a file with broken records is refused whole, a sound one comes in', async ({
    page,
  }) => {
    await signInAt(page, 'library_incharge', CATALOGUE);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a catalogue' });
    const marc = dialog.getByTestId('marc-input');

    await marc.setInputFiles(path.join(MARC, 'bad_records.mrc'));
    await dialog.getByRole('button', { name: 'Upload' }).nth(1).click();
    const errors = dialog.getByTestId('upload-errors');
    await expect(errors).toContainText('The MARC file cannot be imported: nothing was imported');
    await expect(errors.getByRole('columnheader', { name: 'Record' })).toBeVisible();
    await expect(errors.getByRole('row').nth(1)).toContainText('Its base address of data (99937) does not follow its directory');
    await expect(errors.getByRole('row')).toHaveCount(7);
    expect(await blockingViolations(page, 'a refused MARC file')).toEqual([]);
    await shot(page, 'library-import-marc-refused');

    // The same refusal in German: the language menu is outside the dialog.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await chooseLanguage(page, 'Deutsch');
    await page.getByRole('button', { name: 'Importieren' }).click();
    const german = page.getByRole('dialog', { name: 'Einen Katalog importieren' });
    await german.getByTestId('marc-input').setInputFiles(path.join(MARC, 'bad_records.mrc'));
    await german.getByRole('button', { name: 'Hochladen' }).nth(1).click();
    const fehler = german.getByTestId('upload-errors');
    await expect(fehler.getByRole('columnheader', { name: 'Datensatz' })).toBeVisible();
    await expect(fehler.getByRole('row').nth(1)).toContainText('Seine Basisadresse der Daten (99937) folgt nicht auf sein Verzeichnis');
    await shot(page, 'library-import-marc-refused-de');
    await german.getByRole('button', { name: 'Schließen' }).click();
    await chooseLanguage(page, 'English');

    await page.getByRole('button', { name: 'Import' }).click();
    await marc.setInputFiles(path.join(MARC, 'marc.dat'));
    await dialog.getByRole('button', { name: 'Upload' }).nth(1).click();
    await expect(dialog.getByText('20 records imported.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('Programming Python');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByTestId('catalogue-total')).toHaveText('1 title');
    await expect(page.locator('[data-title-id]').first()).toContainText('Lutz, Mark');
    await expect(page.locator('[data-title-id]').first()).toContainText('005.133');
    await shot(page, 'library-import-marc-found');
  });

  test('the library incharge fills in the register template, imports it, and prints the new copies’ barcode labels', async ({
    page,
  }, info) => {
    await signInAt(page, 'library_incharge', CATALOGUE);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a catalogue' });
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download Excel Template' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('Accession Register Template.xlsx');

    // The template as the librarian fills it in: two copies of one book, one with a mistake first.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await template.path())!);
    const sheet = wb.getWorksheet('Accession Register')!;
    const copy = (accession: string, isbn: string) => [
      accession,
      'Signals and Systems',
      'Oppenheim, Alan V.; Willsky, Alan S.',
      '2nd',
      'Pearson',
      2015,
      isbn,
      'Signal processing',
      'English',
      '621.3822 OPP',
      '',
      'Stack 4',
      725,
      'Purchase',
      'INV/2026/301',
      '15-01-2026',
    ];
    sheet.addRow(copy('AR-7001', '978-93-325-5023-0'));
    sheet.addRow(copy('AR-7002', '978-93-325-5023-9'));
    const file = info.outputPath('register.xlsx');
    await wb.xlsx.writeFile(file);

    const register = dialog.getByTestId('register-input');
    await register.setInputFiles(file);
    await dialog.getByRole('button', { name: 'Upload' }).first().click();
    const errors = dialog.getByTestId('upload-errors');
    await expect(errors.getByRole('row').nth(1)).toContainText('3ISBNThe ISBN 978-93-325-5023-9 has a wrong check digit');
    await shot(page, 'library-import-register-refused');

    sheet.getRow(3).getCell(7).value = '978-93-325-5023-0';
    await wb.xlsx.writeFile(file);
    await register.setInputFiles(file);
    await dialog.getByRole('button', { name: 'Upload' }).first().click();
    await expect(dialog.getByText('2 copies imported.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('Oppenheim');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.locator('[data-title-id]').filter({ hasText: 'Oppenheim, Alan V.' })).toContainText('2 of 2 available');

    // The labels of one title's copies, from its record.
    await page
      .locator('[data-title-id]')
      .filter({ hasText: 'Oppenheim, Alan V.' })
      .getByRole('button', { name: 'Open Signals and Systems' })
      .click();
    const record = page.getByRole('dialog', { name: 'Signals and Systems' });
    await expect(record.locator('[data-accession]')).toHaveCount(2);
    const [ofTitle] = await Promise.all([page.waitForEvent('download'), record.getByRole('button', { name: 'Print labels' }).click()]);
    const titleLabels = execFileSync('pdftotext', ['-layout', (await ofTitle.path())!, '-'], { encoding: 'utf8' });
    expect(titleLabels.match(/Acc\. AR-700\d/g)).toEqual(['Acc. AR-7001', 'Acc. AR-7002']);
    await record.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Print' }).click();
    const print = page.getByRole('dialog', { name: 'Print labels and the register' });
    await print.getByRole('textbox', { name: 'From accession number' }).fill('AR-7001');
    await print.getByRole('textbox', { name: 'To accession number' }).fill('ar-7002');
    expect(await blockingViolations(page, 'Print labels and the register')).toEqual([]);
    await shot(page, 'library-print');
    const [labels] = await Promise.all([
      page.waitForEvent('download'),
      print.getByRole('button', { name: 'Barcode labels (PDF)' }).click(),
    ]);
    expect(labels.suggestedFilename()).toBe('barcode-labels.pdf');
    const text = execFileSync('pdftotext', ['-layout', (await labels.path())!, '-'], { encoding: 'utf8' });
    expect(text).toContain('Acc. AR-7001');
    expect(text).toContain('Acc. AR-7002');
    expect(text).toContain('621.3822 OPP');

    await print.getByRole('button', { name: 'Close' }).click();
    await chooseLanguage(page, 'Deutsch');
    await page.getByRole('button', { name: 'Drucken' }).click();
    const drucken = page.getByRole('dialog', { name: 'Etiketten und Zugangsbuch drucken' });
    await drucken.getByRole('textbox', { name: 'Von Zugangsnummer' }).fill('ZZ-1');
    await drucken.getByRole('textbox', { name: 'Bis Zugangsnummer' }).fill('ZZ-2');
    await drucken.getByRole('button', { name: 'Zugangsbuch (Excel)' }).click();
    await expect(drucken.getByRole('alert')).toContainText('Keine Exemplare passen');
    await shot(page, 'library-print-de');
    fs.rmSync(file, { force: true });
  });
});
