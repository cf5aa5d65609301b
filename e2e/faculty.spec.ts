import type { Page } from '@playwright/test';
import { formatNumber } from '@campus/shared';
import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, openFromMainMenu, shot, signIn } from './support';

const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text }).last();

async function choose(page: Page, label: string, option: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Faculty achievements and dashboards', () => {
  test('a faculty member sees their profile card, then searches, adds, edits and deletes their own achievements', async ({
    page,
    request,
  }) => {
    const headers = await apiBearer(request, 'faculty');
    const profile = await (await request.get('/api/facultydb/getallprofiledata?userId=faculty', { headers })).json();
    const description = `Invited talk on federated learning at IIT Madras ${Date.now()}`;

    await signIn(page, 'faculty');
    await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toBe('/app/Faculty Dashboard');
    const card = page.getByTestId('faculty-profile');
    await expect(card).toContainText(profile.fullName);
    await expect(card).toContainText(profile.email);
    await expect(card).toContainText('Computer Science and Engineering');
    await expect(page.getByTestId('profile-publications')).toContainText('6');
    await expect(page.getByTestId('profile-citations')).toContainText('112');
    await expect(page.getByTestId('profile-scopus')).toContainText('4');
    await expect(page.getByTestId('profile-awards')).toContainText('3');
    await expect(page.getByTestId('my-achievements-count')).toHaveText('3');
    await expect(page.getByText('Received a DST-SERB grant', { exact: false })).toBeVisible();
    await shot(page, 'faculty-dashboard');

    await openFromMainMenu(page, 'Faculty Achievements');
    await expect(page.getByRole('heading', { name: 'Faculty Achievements' })).toBeVisible();
    // Their own achievements show at once; Search finds the same.
    const list = page.getByTestId('achievements-list');
    await expect(list.getByRole('row')).toHaveCount(4);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search Achievement' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Search' }).click();
    await expect(list.getByRole('row')).toHaveCount(4);
    await expect(list).toContainText(profile.fullName);
    await shot(page, 'faculty-achievements');

    // New: all four fields are needed.
    await page.getByRole('button', { name: 'New' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Achievement' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Please fill in all fields')).toBeVisible();
    // Typed as DD-MM-YYYY, whatever the browser's locale.
    await expect(dialog.getByTestId('achievement-date')).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    await dialog.getByTestId('achievement-date').fill('01-10-2025');
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Achievement saved')).toBeVisible();
    await expect(list.getByRole('row')).toHaveCount(5);
    await expect(list).toContainText(description);

    // Edit: the results clear afterwards.
    await page.getByRole('button', { name: 'Edit the achievement of 01-10-2025' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Achievement' });
    await edit.getByRole('textbox', { name: 'Description' }).fill(`${description}, Chennai`);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Achievement Edited')).toBeVisible();
    await expect(page.getByText('Choose Search to see the achievements of a faculty member.')).toBeVisible();

    // Delete: the results clear afterwards.
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Search' }).click();
    await expect(list).toContainText(`${description}, Chennai`);
    await page.getByRole('button', { name: 'Delete the achievement of 01-10-2025' }).click();
    await page.getByRole('dialog', { name: 'Delete this achievement?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Achievement deleted')).toBeVisible();
    await expect(page.getByText('Choose Search to see the achievements of a faculty member.')).toBeVisible();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Search' }).click();
    await expect(list.getByRole('row')).toHaveCount(4);
    await expect(list).not.toContainText(description);
  });

  test('a HOD sees their department only, and manages its achievements', async ({ page, request }) => {
    const headers = await apiBearer(request, 'hod');
    const names: string[] = await (await request.get('/api/getFacultyNamesBasedOnDepartment?department=CSE', { headers })).json();
    const dashboard = await (await request.get('/api/faculty/hod-dashboard', { headers })).json();
    const colleague = names[names.length - 1];
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));

    await signIn(page, 'hod');
    await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toBe('/app/HOD Dashboard');
    await expect(page.getByTestId('hod-department')).toHaveText('CSE · Computer Science and Engineering');
    await expect(page.getByTestId('hod-students')).toHaveText(formatNumber(dashboard.students, 'en'));
    await expect(page.getByTestId('hod-faculty')).toHaveText(String(dashboard.faculty));
    await expect(page.getByTestId('hod-achievements')).toHaveText(String(dashboard.achievements));
    await expect(page.getByTestId('hod-pass')).toContainText('%');
    // The department's students by branch, each bar named.
    await expect(page.locator('#students-by-branch').getByRole('rowheader', { name: /CSE$/ }).first()).toBeVisible();
    await shot(page, 'hod-dashboard');

    await openFromMainMenu(page, 'Faculty Achievements');
    await page.getByRole('button', { name: 'Search' }).click();
    // The department is the HOD's own, the only choice; the faculty is still to be chosen.
    await page.getByRole('dialog').getByRole('button', { name: 'Search' }).click();
    await expect(toast(page, 'Please select both department and faculty.')).toBeVisible();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Department' }).click();
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.getByRole('option', { name: 'CSE', exact: true }).click();
    await choose(page, 'Faculty', colleague);
    await page.getByRole('dialog').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('achievements-for')).toHaveText(`Achievements of ${colleague} (CSE)`);

    await page.getByRole('button', { name: 'New' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Achievement' });
    await dialog.getByTestId('achievement-date').fill('20.07.2025');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Reviewer for the Elsevier journal Computers & Security');
    await shot(page, 'faculty-achievements-new');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Achievement saved')).toBeVisible();
    const list = page.getByTestId('achievements-list');
    await expect(list).toContainText('Computers & Security');

    await page.getByRole('button', { name: 'Edit the achievement of 20-07-2025' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Achievement' });
    await edit.getByRole('textbox', { name: 'Description' }).fill('');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Please fill in all fields')).toBeVisible();
    await edit.getByRole('textbox', { name: 'Description' }).fill('Reviewer for Computers & Security (Elsevier)');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Achievement Edited')).toBeVisible();

    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Search' }).click();
    await expect(list).toContainText('Reviewer for Computers & Security (Elsevier)');
    await page.getByRole('button', { name: 'Delete the achievement of 20-07-2025' }).click();
    await page.getByRole('dialog', { name: 'Delete this achievement?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Achievement deleted')).toBeVisible();

    expect(asked.filter((u) => /getAllDepartmentDetails|getdistinctbranchname/.test(u))).toEqual([]);
  });
});

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 720 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`faculty pages pass axe-core (${device})`, () => {
    test.use({ viewport });

    test('faculty dashboard, achievements with its dialogs, HOD dashboard', async ({ page }) => {
      await signIn(page, 'faculty');
      await expect(page.getByTestId('profile-citations')).toContainText('112');
      expect.soft(await blockingViolations(page), 'faculty dashboard').toEqual([]);
      await page.goto('/app/Faculty/Achievements');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('dialog', { name: 'Search Achievement' })).toBeVisible();
      expect.soft(await blockingViolations(page), 'search dialog').toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: 'Search' }).click();
      await expect(page.getByTestId('achievements-list')).toBeVisible();
      expect.soft(await blockingViolations(page), 'achievements').toEqual([]);
      await page.getByRole('button', { name: 'New' }).click();
      await expect(page.getByRole('dialog', { name: 'New Achievement' })).toBeVisible();
      expect.soft(await blockingViolations(page), 'new dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /^Edit the achievement of/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Edit Achievement' })).toBeVisible();
      expect.soft(await blockingViolations(page), 'edit dialog').toEqual([]);

      await page.context().clearCookies();
      await signIn(page, 'hod');
      await expect(page.getByTestId('hod-achievements')).toBeVisible();
      expect.soft(await blockingViolations(page), 'HOD dashboard').toEqual([]);
    });
  });
}
