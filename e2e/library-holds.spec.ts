import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, chooseLanguage, shot, signInAt, snackbar } from './support';

const TITLE = 'Power System Protection: Held Copy';

/** A title of the journey's own whose one copy is out to a demo student: a book that is out. Answers its copy's barcode. */
async function titleOut(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const res = await request.post('/api/library/titles', {
    headers,
    data: { title: TITLE, authors: ['Badri Ram'], copies: [{ accessionNumber: 'HOLD-1', source: 'donation' }] },
  });
  expect(res.status()).toBe(201);
  const barcode = ((await res.json()) as { copies: { barcode: string }[] }).copies[0]!.barcode;
  for (let n = 60; n <= 99; n++) {
    const issued = await request.post('/api/library/circulation/issue', {
      headers,
      data: { memberBarcode: `22VC1A05${n}`, copyBarcode: barcode },
    });
    if (issued.status() === 201) return barcode;
  }
  throw new Error('No demo student among 22VC1A0560–99 could borrow the copy');
}

test.describe('Library holds', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone a student holds a book that is out; returned at the desk, it waits on the hold shelf for them', async ({
    page,
    request,
    browser,
  }) => {
    const barcode = await titleOut(request, await apiBearer(request, 'library_assistant'));
    await signInAt(page, 'student', '/app/Library/View Books');
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('Held Copy');
    await page.getByRole('button', { name: 'Find' }).click();
    const card = page.locator('[data-title-id]').first();
    await expect(card).toContainText(TITLE);
    await expect(card).toContainText('0 of 1 on the shelf');
    await card.getByRole('button', { name: `Place a hold on ${TITLE}` }).click();
    await expect(snackbar(page, `Hold placed on ${TITLE}: number 1 in line`)).toBeVisible();
    await expect(card.getByTestId('opac-hold')).toHaveText('On hold for you (1 in line)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await blockingViolations(page, 'a hold in the OPAC')).toEqual([]);
    await shot(page, 'library-holds-opac');
    await chooseLanguage(page, 'Deutsch');
    await expect(card.getByTestId('opac-hold')).toHaveText('Für Sie vorgemerkt (Platz 1)');
    await shot(page, 'library-holds-opac-de');
    await chooseLanguage(page, 'English');

    await page.goto('/app/Student');
    const holds = page.locator('#my-holds');
    await expect(holds).toContainText(TITLE);
    await expect(holds).toContainText('Waiting: number 1 in line');

    // The borrower brings the copy back: the desk is told to set it aside for the student.
    const desk = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAt(desk, 'library_assistant', '/app/Library/Circulation');
    await desk.getByRole('button', { name: 'Return' }).click();
    await desk.getByRole('textbox', { name: /^Copy barcode/ }).click();
    await desk.keyboard.type(barcode);
    await desk.keyboard.press('Enter');
    await expect(desk.getByTestId('desk-outcome')).toContainText(`${TITLE} (${barcode}) returned`);
    await expect(desk.getByTestId('desk-hold-shelf')).toContainText(
      /^Put it on the hold shelf for .+ \(\w+\): to be collected by \d{2}-\d{2}-\d{4}$/,
    );
    await shot(desk, 'library-holds-desk');
    await desk.goto('/app/Library/Holds?status=ready');
    await expect(desk.getByTestId('holds-table')).toContainText(TITLE);
    expect(await blockingViolations(desk, 'the holds list')).toEqual([]);
    await shot(desk, 'library-holds-list');
    await chooseLanguage(desk, 'Deutsch');
    await expect(desk.getByRole('heading', { name: 'Vormerkungen', level: 1 })).toBeVisible();
    await shot(desk, 'library-holds-list-de');
    await chooseLanguage(desk, 'English');
    await desk.close();

    await page.reload();
    await expect(holds).toContainText(/On the hold shelf for you: collect it by \d{2}-\d{2}-\d{4}/);
    await holds.scrollIntoViewIfNeeded();
    await shot(page, 'library-holds-mine');
    await page.goto('/app/Library/View Books?q=Held+Copy');
    await expect(page.locator('[data-title-id]').first().getByTestId('opac-hold')).toHaveText('On the hold shelf for you');
  });
});
