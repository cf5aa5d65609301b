import { expect, test } from './worker-server.fixture';
import { blockingViolations, chooseLanguage, shot, signInAt, snackbar } from './support';

test.describe('Hostel office', () => {
  test('the hostel incharge sees the beds and intake, adds a room with its beds and blocks one for repairs', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAt(page, 'hostel_incharge', '/app/Hostel/Hostel Management');
    await expect(page.getByText('not part of this release')).toHaveCount(0);
    const available = Number((await page.getByTestId('figure-beds-available').textContent())!.replace(/\D/g, ''));
    expect(available).toBeGreaterThan(0);
    expect(await blockingViolations(page, 'the hostel landing page')).toEqual([]);
    await shot(page, 'hostel-landing');

    await page.goto('/app/Hostel/Room Types');
    await expect(page.getByRole('heading', { name: 'Room types', level: 1 })).toBeVisible();
    await shot(page, 'hostel-room-types');

    await page.goto('/app/Hostel/Rooms');
    await page.getByRole('button', { name: 'Add room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add room' });
    await dialog.getByRole('combobox', { name: 'Block' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'Floor' }).fill('1');
    await dialog.getByRole('textbox', { name: 'Room number' }).fill('199');
    await dialog.getByRole('combobox', { name: 'Room type' }).click();
    await page.getByRole('option', { name: /Triple/ }).click();
    await shot(page, 'hostel-room-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Room 199 added with its beds')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Room number' }).fill('199');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: /^Beds of room 199 of / }).click();
    const beds = page.getByRole('dialog', { name: /^Beds of room 199/ });
    await beds.getByRole('button', { name: 'Block bed C' }).click();
    await beds.getByLabel('Why bed C is blocked').fill('Broken cot frame');
    await beds.getByRole('button', { name: 'Block bed C' }).click();
    await expect(snackbar(page, 'Bed C of room 199 blocked')).toBeVisible();
    await beds.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Bed C blocked: Broken cot frame')).toBeVisible();
    await shot(page, 'hostel-rooms');

    await page.goto('/app/Hostel/Hostel Management');
    await expect(page.getByTestId('figure-beds-available')).toHaveText(String(available + 2));
    await chooseLanguage(page, 'Deutsch');
    await shot(page, 'hostel-landing-de');
    await page.goto('/app/Hostel/Rooms');
    await expect(page.getByRole('button', { name: 'Zimmer hinzufügen' })).toBeVisible();
    await shot(page, 'hostel-rooms-de');
    await chooseLanguage(page, 'English');
  });
});
