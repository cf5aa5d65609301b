import { expect, test } from './worker-server.fixture';
import { blockingViolations, chooseLanguage, shot, signInAt, snackbar } from './support';

const OPAC = '/app/Library/View Books';

test.describe('Library OPAC', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a student finds a book by a word typed wrong, and sees which copies are on the shelf and where', async ({ page }) => {
      await signInAt(page, 'student', '/app/Student');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Library' }).click();
      await page.getByRole('link', { name: 'Search books' }).click();
      await expect(page.getByRole('heading', { name: 'Search books', level: 1 })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('thermodynamcs');
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(page.getByTestId('opac-total')).toHaveText('76 titles');
      await expect(page.getByTestId('opac-searched-for')).toHaveText('Showing books for “thermodynamics”');
      const card = page.locator('[data-title-id]').first();
      await expect(card).toContainText('Thermodynamics');
      await expect(card).toContainText(/\d+ of \d+ on the shelf/);
      const copies = card.getByRole('list', { name: /^Copies of / });
      await expect(copies.getByRole('listitem').first()).toContainText(/ACC-\d{6}/);
      await expect(copies.getByRole('listitem').first()).toContainText(/Stack/);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await blockingViolations(page, 'the OPAC on a phone')).toEqual([]);
      await shot(page, 'library-opac');
      await chooseLanguage(page, 'Deutsch');
      await expect(page.getByRole('heading', { name: 'Bücher suchen', level: 1 })).toBeVisible();
      await expect(card).toContainText(/\d+ von \d+ im Regal/);
      await shot(page, 'library-opac-de');
      await chooseLanguage(page, 'English');
    });
  });

  test('the librarian opens the catalogue on campus; a visitor there searches it without signing in', async ({ page, browser }) => {
    const visitor = await browser.newPage();
    await signInAt(page, 'library_incharge', OPAC);
    const origin = new URL(page.url()).origin;
    await visitor.goto(`${origin}/library`);
    await expect(visitor.getByRole('heading', { name: 'Library catalogue', level: 1 })).toBeVisible();
    await expect(visitor.getByRole('alert')).toContainText("open only on the college's own network");
    await shot(visitor, 'library-opac-campus-closed');

    await expect(page.getByRole('heading', { name: 'Search books', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open on campus' }).click();
    const dialog = page.getByRole('dialog', { name: 'The catalogue on campus' });
    await dialog.getByRole('combobox', { name: /^Who may search/ }).click();
    await page.getByRole('option', { name: 'Also anyone on the campus networks, without signing in' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name at least one campus network before opening the catalogue on campus')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Campus networks/ }).fill('10.20.0.0/33');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('A campus network must be written as a network and its size, such as 10.20.0.0/16')).toBeVisible();
    // This browser reaches the server from the loopback: for this journey, it is the campus.
    await dialog.getByRole('textbox', { name: /^Campus networks/ }).fill('127.0.0.0/8\n::1/128');
    expect(await blockingViolations(page, 'the catalogue on campus')).toEqual([]);
    await shot(page, 'library-opac-settings');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Saved: who may search the catalogue')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open on campus: on' })).toBeVisible();

    await visitor.reload();
    await visitor.getByRole('searchbox', { name: 'Search the catalogue' }).fill('fluid mechanics');
    await visitor.getByRole('button', { name: 'Find' }).click();
    await expect(visitor.getByTestId('opac-total')).toHaveText('76 titles');
    await expect(visitor.locator('[data-title-id]').first()).toContainText('Fluid Mechanics');
    await shot(visitor, 'library-opac-campus');

    // Closed again: the visitor is asked to sign in.
    await page.getByRole('button', { name: 'Open on campus: on' }).click();
    await dialog.getByRole('combobox', { name: /^Who may search/ }).click();
    await page.getByRole('option', { name: 'Signed-in students and staff only' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Saved: who may search the catalogue')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('alert')).toContainText("open only on the college's own network");
    await visitor.close();
  });
});
