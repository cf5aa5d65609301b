import type { Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { chooseLanguage, shot, signIn, signInAt } from './support';

const NOT_HTTP = 'Server Address must be an http or https address, such as https://erp.college.edu.in';

const inUse = (page: Page) => page.getByTestId('server-address-in-use');

test.describe('Developer Options', () => {
  test('refuses an address that is not http or https, naming the field', async ({ page }) => {
    await page.goto('/devtools');
    await expect(page.getByRole('heading', { name: 'Developer Options' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Server Address' });
    await expect(field).toHaveAttribute('placeholder', 'Enter Server Address');
    for (const bad of ['ftp://x', 'javascript:alert(1)']) {
      await field.fill(bad);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText(NOT_HTTP)).toBeVisible();
    }
    await shot(page, 'devtools-refused');
    await expect(inUse(page)).toContainText("The default: this page's own server.");
    expect(await page.evaluate(() => localStorage.getItem('campus.serverAddress'))).toBeNull();

    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByText('Serveradresse muss eine http- oder https-Adresse sein, etwa https://erp.college.edu.in')).toBeVisible();
    await page.getByRole('link', { name: 'Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("takes this server's own address, shows it in use after the reload, and resets to the default", async ({ page }) => {
    await page.goto('/devtools');
    const origin = new URL(page.url()).origin;
    await expect(inUse(page)).toContainText(origin);
    await expect(page.getByRole('button', { name: 'Reset to default' })).toBeDisabled();

    await page.getByRole('textbox', { name: 'Server Address' }).fill(`${origin}/`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Server Address Changed' })).toBeVisible();
    await expect(inUse(page)).toContainText(origin);
    await expect(inUse(page)).toContainText('Set on this page, in this browser.');
    expect(await page.evaluate(() => localStorage.getItem('campus.serverAddress'))).toBe(`${origin}/`);
    await shot(page, 'devtools-changed');

    // The app keeps working with the stored address: its calls reach the server.
    await signIn(page, 'admin');
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible();

    await page.goto('/devtools');
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await expect(page.getByText("The server address is back to the default: this page's own server.")).toBeVisible();
    await expect(inUse(page)).toContainText("The default: this page's own server.");
    await expect(page.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
    expect(await page.evaluate(() => localStorage.getItem('campus.serverAddress'))).toBeNull();
  });
});

test.describe('status pages', () => {
  for (const [path, title, text, german] of [
    ['/maintenance', 'Under maintenance', 'Campus ERP is being updated and will be back shortly.', 'Wartungsarbeiten'],
    ['/coming-soon', 'Coming soon', 'This part of Campus ERP is being prepared and opens soon.', 'Demnächst verfügbar'],
  ]) {
    test(`${path} says what is going on, in English and German, with a way home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await shot(page, path.slice(1));
      await chooseLanguage(page, 'Deutsch');
      await expect(page.getByRole('heading', { level: 1, name: german })).toBeVisible();
      await page.getByRole('link', { name: 'Zur Startseite' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe('/{role}/dashboard', () => {
  test('sends a visitor who is not signed in to the home page', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test("opens the role's landing page for a user with the role, and their own page otherwise", async ({ page }) => {
    await signInAt(page, 'hod', '/hod/dashboard');
    await expect(page).toHaveURL(/\/app\/HOD%20Dashboard$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/app\/HOD%20Dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('reads both spellings of the placement dean', async ({ page }) => {
    await signIn(page, 'placement_dean');
    for (const name of ['placement_dean', 'placement_rdean']) {
      await page.goto(`/${name}/dashboard`);
      await expect(page).toHaveURL(/\/app\/Placements\/Company%20Placement$/);
    }
  });
});

test.describe('Admin Menus', () => {
  test('the header logo opens every screen of an administrator, and each entry opens its screen', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('link', { name: 'Admin Menus: every screen you may open' }).click();
    await expect(page).toHaveURL(/\/app\/Admin%20Menus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Menus' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Users' }).getByRole('link', { name: 'Create User' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Admissions' }).getByRole('link', { name: 'Admissions Register' })).toBeVisible();
    // The logo's tooltip, shown while the pointer rests on it, would hide the heading in the picture.
    await page.mouse.move(640, 600);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await shot(page, 'admin-menus');
    await main.getByRole('link', { name: 'Payment Gateway Keys' }).click();
    await expect(page).toHaveURL(/\/app\/Fees\/Payment%20Gateway%20Keys$/);
    await expect(page.locator('[data-fee-type]').first()).toBeVisible();
  });

  test("a student's list has the student's screens only", async ({ page }) => {
    await signIn(page, 'student');
    await page.getByRole('link', { name: 'Admin Menus: every screen you may open' }).click();
    // The student's dashboard, which has its own Pay fees links, stays in view until the list renders.
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Menus' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Pay Fees', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/app/Student');
    for (const admin of ['Payment Gateway Keys', 'Create User', 'Master Data', 'College Settings']) {
      await expect(main.getByRole('link', { name: admin, exact: true })).toHaveCount(0);
    }
  });
});

test.describe('IQAC', () => {
  test('the module page shows at each of its addresses, with its cards linked', async ({ page }) => {
    for (const path of ['/IQACHome', '/iqacnewhome', '/erphome']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'IQAC MODULE' })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'IQAC Login' })).toHaveAttribute('href', '/login/IQAC');
    await expect(page.getByRole('link', { name: 'Faculty Dashboard' })).toHaveAttribute('href', '/login/Faculty');
    await expect(page.getByRole('link', { name: 'OBE' })).toHaveAttribute('href', '/login/OBE');
    const naac = page.getByRole('link', { name: 'NAAC' });
    await expect(naac).toHaveAttribute('href', 'https://www.naac.gov.in/');
    await expect(naac).toHaveAttribute('target', '_blank');
    // The demo college has configured its own NIRF link.
    const nirf = page.getByRole('link', { name: 'NIRF' });
    await expect(nirf).toHaveAttribute('href', 'https://www.nirfindia.org/nirfpdfcdn/2025/pdf/Engineering/IR-E-C-99999.pdf');
    await expect(nirf).toHaveAttribute('target', '_blank');
    await shot(page, 'iqac');
    await page.getByRole('link', { name: 'IQAC Login' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to IQAC Module' })).toBeVisible();
  });

  for (const user of ['iqac_incharge', 'iqac_coordinator']) {
    test(`${user} signs in on /login/IQAC and lands on the IQAC dashboard`, async ({ page }) => {
      await signIn(page, user, 'IQAC');
      await expect(page).toHaveURL(/\/app\/IQAC%20Incharge%20Dashboard$/);
    });
  }

  test('College Settings refuses an IQAC link that is not http or https', async ({ page }) => {
    await signInAt(page, 'admin', '/app/Settings/College');
    const nirf = page.getByRole('textbox', { name: 'NIRF link' });
    await expect(nirf).toHaveValue('https://www.nirfindia.org/nirfpdfcdn/2025/pdf/Engineering/IR-E-C-99999.pdf');
    await nirf.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('NIRF link must be an http or https address, such as https://erp.college.edu.in')).toBeVisible();
  });
});
