import { expect, test } from './worker-server.fixture';
import { chooseLanguage, shot } from './support';

test.describe('Legal pages', () => {
  test('the terms, privacy policy and returns policy are real pages with the college’s city and mailbox', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'TERMS AND CONDITIONS' })).toBeVisible();
    await expect(page.getByText('Effective December 7, 2022')).toBeVisible();
    await expect(page.getByText('The courts of Hyderabad alone decide any dispute arising from them.')).toBeVisible();
    await expect(page.getByText(/limited to 50 percent of the amount you paid/)).toBeVisible();
    await expect(page.getByText('Questions about these terms: support@vcet.edu.in.')).toBeVisible();
    await shot(page, 'legal-terms');

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'PRIVACY POLICY' })).toBeVisible();
    await expect(page.getByText('Effective and last updated December 7, 2022')).toBeVisible();
    await expect(page.getByText(/Your name, e-mail address, mobile number, designation, current organization and resume/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cookies' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sharing' })).toBeVisible();
    await expect(page.getByText(/under 18 years of age .* consent of a parent or guardian/)).toBeVisible();

    await page.goto('/return');
    await expect(page.getByRole('heading', { level: 1, name: 'RETURNS AND REFUNDS' })).toBeVisible();
    await expect(page.getByText(/fees paid are not refunded/)).toBeVisible();
    await expect(page.getByText(/within 30 days/)).toBeVisible();
    await expect(page.getByText(/limited to 50 percent of the amount paid/)).toBeVisible();
    await expect(page.getByText(/the courts of Hyderabad decide any dispute/)).toBeVisible();
    await expect(page.getByText('Cancellations and refunds: support@vcet.edu.in.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the home page opens Terms & Conditions and Privacy Policy as pop-ups and links to the returns policy', async ({ page }) => {
    await page.goto('/');
    const legal = page.getByRole('navigation', { name: 'Legal' });
    await legal.getByRole('button', { name: 'Terms & Conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms & Conditions' });
    await expect(dialog.getByText('Effective December 7, 2022')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Law and courts' })).toBeVisible();
    await shot(page, 'legal-terms-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    await legal.getByRole('button', { name: 'Privacy Policy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(privacy.getByRole('heading', { name: 'Minors' })).toBeVisible();
    await privacy.getByRole('link', { name: 'Open as a page' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'PRIVACY POLICY' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Returns and Refunds' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'RETURNS AND REFUNDS' })).toBeVisible();
  });

  test('the legal pages read in German', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'TERMS AND CONDITIONS' })).toBeVisible();
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { level: 1, name: 'NUTZUNGSBEDINGUNGEN' })).toBeVisible();
    await expect(page.getByText(/ausschließlich die Gerichte von Hyderabad/)).toBeVisible();
  });
});
