import type { Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { apiBearer, shot, signInAt } from './support';

type Screen = 'Master Data' | 'Admission Form' | 'Student Admission Form';

/**
 * Moves through the sidebar, as a user does: the page is not reloaded, so whatever the forms cached
 * before a master-data change is still in memory. A reload would hide a stale dropdown.
 */
async function go(page: Page, screen: Screen) {
  const nav = page.getByRole('navigation', { name: 'main' });
  const link = nav.getByRole('link', { name: screen, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Admissions' }).click();
  await link.click();
  await expect(page.getByRole('heading', { name: screen, exact: true })).toBeVisible();
}

async function tab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('table', { name })).toBeVisible();
}

/** Adds a row on the open tab: `values` by column label; a select column takes the option's text. */
async function addRow(page: Page, values: Record<string, string>, selects: Record<string, string> = {}) {
  await page.getByRole('button', { name: 'Add' }).click();
  const row = page.getByTestId('md-new-row');
  for (const [label, option] of Object.entries(selects)) {
    await row.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  for (const [label, value] of Object.entries(values)) await row.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.locator('#notistack-snackbar').filter({ hasText: 'Saved' }).last()).toBeVisible();
}

/**
 * The options a dropdown of the open form offers, read by opening it and closing it again. A form may
 * first show the list it had and then the one it asked for: a change is waited for with expect.poll.
 */
async function optionsOf(page: Page, label: RegExp | string) {
  await page.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const texts = (await listbox.getByRole('option').allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await expect(listbox).toHaveCount(0);
  return texts;
}

async function choose(page: Page, label: RegExp | string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

test.describe('Master Data', () => {
  test.beforeEach(async ({ page }) => {
    await signInAt(page, 'admin', '/app/Master%20Data');
    await expect(page.getByRole('heading', { name: 'Master Data' })).toBeVisible();
  });

  test('an admission type added here is offered by the forms; deactivated, it leaves them', async ({ page, request }) => {
    await tab(page, 'Admission types');
    await addRow(page, { Name: 'Spot Round' });
    const row = page.getByRole('row').filter({ hasText: 'Spot Round' });
    await expect(row).toBeVisible();
    await shot(page, 'master-data');
    const headers = await apiBearer(request, 'admissions');
    expect(await (await request.get('/api/getAdmissionTypes', { headers })).json()).toContain('Spot Round');

    await go(page, 'Student Admission Form');
    await expect.poll(() => optionsOf(page, 'Admission Type')).toContain('Spot Round');

    await go(page, 'Master Data');
    await tab(page, 'Admission types');
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await expect(row.getByText('Inactive')).toBeVisible();
    expect(await (await request.get('/api/getAdmissionTypes', { headers })).json()).not.toContain('Spot Round');

    await go(page, 'Student Admission Form');
    await expect.poll(() => optionsOf(page, 'Admission Type')).not.toContain('Spot Round');
    expect(await optionsOf(page, 'Admission Type')).toContain('Direct');
  });

  test('an inline edit renames an agent here and in the admission form', async ({ page }) => {
    await tab(page, 'Agents');
    await addRow(page, { Name: 'Ramesh Consultancy', Phone: '9848012345' });
    await go(page, 'Admission Form');
    await expect.poll(() => optionsOf(page, /^Agent/)).toContain('Ramesh Consultancy');

    await go(page, 'Master Data');
    await tab(page, 'Agents');
    await page.getByRole('button', { name: 'Edit Ramesh Consultancy' }).click();
    const editing = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Cancel' }) });
    await expect(editing.getByLabel('Name', { exact: true })).toHaveValue('Ramesh Consultancy');
    await expect(editing.getByLabel('Phone', { exact: true })).toHaveValue('9848012345');
    await editing.getByLabel('Name', { exact: true }).fill('Ramesh Admissions Desk');
    await shot(page, 'master-data-inline-edit');
    await editing.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Ramesh Admissions Desk' })).toContainText('9848012345');
    await expect(page.getByRole('row').filter({ hasText: 'Ramesh Consultancy' })).toHaveCount(0);

    // On a phone: the row being edited stacks its fields, and Save and Cancel stay on screen.
    // A bad value is refused with the server's message and the row stays in edit mode.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Edit Ramesh Admissions Desk' }).click();
    await editing.getByLabel('Phone', { exact: true }).fill('12345');
    await expect(editing.getByLabel('Name', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(editing.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
    await editing.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('#notistack-snackbar').filter({ hasText: 'Please enter a valid mobile number' }).last()).toBeVisible();
    await editing.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Ramesh Admissions Desk' })).toContainText('9848012345');
    await page.setViewportSize({ width: 1280, height: 720 });

    // The form may show the list it had while it asks for the new one: wait for the new one.
    await go(page, 'Admission Form');
    await expect.poll(() => optionsOf(page, /^Agent/)).toContain('Ramesh Admissions Desk');
    expect(await optionsOf(page, /^Agent/)).not.toContain('Ramesh Consultancy');
  });

  test('a new course, batch and branch reach the forms; deactivated, they disappear from the dropdowns', async ({ page }) => {
    await tab(page, 'Courses');
    await addRow(page, { Code: 'B.Arch', Name: 'Bachelor of Architecture', Level: 'UG', Years: '5' });
    await tab(page, 'Batches');
    await addRow(page, { Name: '2025-2030', 'Start year': '2025' }, { Course: 'B.Arch' });
    await tab(page, 'Branches');
    await addRow(page, { Code: 'ARCH', Name: 'Architecture', 'Roll code': '21' }, { Course: 'B.Arch' });
    const branchRow = page.getByRole('row').filter({ hasText: 'Architecture' });
    await expect(branchRow).toContainText('B.Arch');

    await go(page, 'Student Admission Form');
    await choose(page, 'Course applied for', 'B.Arch – Bachelor of Architecture');
    await choose(page, 'Batch', '2025-2030');
    await expect.poll(() => optionsOf(page, 'Branch')).toContain('ARCH');

    await go(page, 'Master Data');
    await tab(page, 'Branches');
    await branchRow.getByRole('button', { name: 'Deactivate' }).click();
    await expect(branchRow.getByText('Inactive')).toBeVisible();

    await go(page, 'Student Admission Form');
    await choose(page, 'Course applied for', 'B.Arch – Bachelor of Architecture');
    await choose(page, 'Batch', '2025-2030');
    await expect.poll(() => optionsOf(page, 'Branch')).not.toContain('ARCH');

    await go(page, 'Admission Form');
    await expect.poll(() => optionsOf(page, /^Course applied for/)).toContain('B.Arch – Bachelor of Architecture');

    await go(page, 'Master Data');
    await tab(page, 'Courses');
    const courseRow = page.getByRole('row').filter({ hasText: 'Bachelor of Architecture' });
    await courseRow.getByRole('button', { name: 'Deactivate' }).click();
    await expect(courseRow.getByText('Inactive')).toBeVisible();

    await go(page, 'Student Admission Form');
    await expect.poll(() => optionsOf(page, 'Course applied for')).not.toContain('B.Arch – Bachelor of Architecture');
    expect(await optionsOf(page, 'Course applied for')).toContain('B.Tech – Bachelor of Technology');
    await go(page, 'Admission Form');
    await expect.poll(() => optionsOf(page, /^Course applied for/)).not.toContain('B.Arch – Bachelor of Architecture');
    expect(await optionsOf(page, /^Course applied for/)).toContain('B.Tech – Bachelor of Technology');
  });
});
