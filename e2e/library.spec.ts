import type { Page } from '@playwright/test';
import { formatNumber } from '@campus/shared';
import { expect, test } from './worker-server.fixture';
import { blockingViolations, collegeDay, shot, signInAt, snackbar } from './support';

const CATALOGUE = '/app/Library/Catalogue';

async function choose(page: Page, dialog: string, label: RegExp, option: string) {
  await page.getByRole('dialog', { name: dialog }).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Library catalogue', () => {
  test('the library incharge finds a book, adds a title with its first copy, adds a copy and marks it lost', async ({ page }) => {
    await signInAt(page, 'library_incharge', CATALOGUE);
    await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
    // Other journeys of this worker may have added titles: the screen counts what the server counts.
    const { total } = (await (await page.request.get('/api/library/titles?size=1')).json()) as { total: number };
    expect(total).toBeGreaterThanOrEqual(3_000);
    await expect(page.getByTestId('catalogue-total')).toHaveText(`${formatNumber(total, 'en')} titles`);
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('acc-000001');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByTestId('catalogue-total')).toHaveText('1 title');
    await shot(page, 'library-catalogue');

    await page.getByRole('button', { name: 'Add title' }).click();
    const add = page.getByRole('dialog', { name: 'Add title' });
    await add.getByRole('textbox', { name: /^Title/ }).fill('Basic Electrical Engineering');
    await add.getByRole('textbox', { name: /^Authors/ }).fill('D. P. Kothari; I. J. Nagrath');
    await add.getByRole('textbox', { name: /^ISBN/ }).fill('978-93-5316-047-0');
    await add.getByRole('textbox', { name: /^Call number/ }).fill('621.3 kot');
    await add.getByRole('textbox', { name: /^Accession number/ }).fill('ACC-100001');
    await add.getByRole('textbox', { name: /^Price/ }).fill('425');
    await add.getByRole('textbox', { name: /^Bill number/ }).fill('INV/2026/88');
    await add.getByRole('textbox', { name: /^Bill date/ }).fill(collegeDay(-1).shown);
    expect(await blockingViolations(page, 'Add title')).toEqual([]);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Basic Electrical Engineering is in the catalogue')).toBeVisible();

    const record = page.getByRole('dialog', { name: 'Basic Electrical Engineering' });
    await expect(record).toContainText('9789353160470');
    await expect(record).toContainText('621.3 KOT');
    await expect(record.locator('[data-accession="ACC-100001"]')).toContainText('Available');

    await record.getByRole('button', { name: 'Add copy' }).click();
    const copy = page.getByRole('dialog', { name: 'Add a copy of Basic Electrical Engineering' });
    await copy.getByRole('textbox', { name: /^Accession number/ }).fill('ACC-100001');
    await choose(page, 'Add a copy of Basic Electrical Engineering', /^Source/, 'Donation');
    await copy.getByRole('button', { name: 'Save' }).click();
    // The accession register has the number already: said under its field, and nothing saved.
    await expect(copy.getByText('Accession number ACC-100001 is already in the library')).toBeVisible();
    await copy.getByRole('textbox', { name: /^Accession number/ }).fill('ACC-100002');
    await copy.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Copy ACC-100002 added')).toBeVisible();

    await record.getByRole('button', { name: 'Change copy ACC-100002' }).click();
    await choose(page, 'Change copy ACC-100002', /^Status/, 'Lost');
    await page.getByRole('dialog', { name: 'Change copy ACC-100002' }).getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Copy ACC-100002 saved')).toBeVisible();
    await expect(record.locator('[data-accession="ACC-100002"]')).toContainText('Lost');
    expect(await blockingViolations(page, 'a title with its copies')).toEqual([]);
    await shot(page, 'library-title');

    // The record corrected: its publisher and year, its copies untouched.
    await record.getByRole('button', { name: 'Edit title' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Basic Electrical Engineering' });
    await expect(edit.getByRole('textbox', { name: /^Authors/ })).toHaveValue('D. P. Kothari; I. J. Nagrath');
    await edit.getByRole('textbox', { name: /^Publisher/ }).fill('McGraw Hill Education India');
    await edit.getByRole('textbox', { name: /^Year/ }).fill('2019');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Basic Electrical Engineering saved')).toBeVisible();
    await expect(record).toContainText('McGraw Hill Education India, 2019');
    await expect(record.locator('[data-accession]')).toHaveCount(2);
    await record.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('kothari');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.locator('[data-title-id]').filter({ hasText: 'Basic Electrical Engineering' })).toContainText('1 of 2 available');
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the catalogue is one card a title, and a title opens over the whole screen, nothing wider than the phone', async ({ page }) => {
      await signInAt(page, 'library_assistant', CATALOGUE);
      const cards = page.getByRole('list', { name: 'Titles of the catalogue' });
      await expect(cards.getByRole('listitem')).toHaveCount(25);
      await cards
        .getByRole('button', { name: /^Open / })
        .first()
        .click();
      const record = page.getByRole('dialog');
      await expect(record.getByRole('list', { name: /^Copies of / })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await blockingViolations(page, 'a title at phone width')).toEqual([]);
    });
  });
});
