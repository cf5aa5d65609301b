import type { Locator, Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { ERROR_TEXTS } from '@campus/shared';
import { chooseLanguage, decodedPath, DEMO_PASSWORD, openFromMainMenu, setCollegeCode, shot, signIn, signInAt } from './support';

/** Home tiles: label → link (spec 000 sections 1 and 2). */
const TILES: [testId: string, label: string, href: string][] = [
  ['tile-authority', 'Authority', '/login/Management'],
  ['tile-admin', 'Admin', '/login/Admin'],
  ['tile-faculty', 'Faculty', '/login/Faculty'],
  ['tile-student', 'Student', '/login/Student'],
  ['tile-accounts', 'Accounts', '/login/Accounts'],
  ['tile-library', 'Library', '/login/Library'],
  ['tile-transport', 'Transport', '/login/Transportation'],
  ['tile-grievance', 'Grievance', '/login/Grievance'],
  ['tile-hostel', 'Hostel', '/login/Hostel'],
  ['tile-placement', 'Placement', '/login/Placements%20Cell'],
  ['tile-parent', 'Parent', '/login/parent'],
  ['tile-hod', 'HOD', '/login/HOD'],
  ['tile-principal', 'Principal', '/login/principal'],
  ['tile-results', 'Results', '/examresults'],
  ['tile-exams', 'Exams', '/login/Examinations'],
  ['tile-iqac', 'IQAC', '/iqacnewhome'],
  ['tile-facultyDb', 'Faculty Database', '/login/Faculty%20Database'],
];

async function expectPath(page: Page, path: string) {
  await expect.poll(() => decodedPath(page)).toBe(path);
}

/** The page scrolls sideways: its content is wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });

/** The words of an element's text that the browser broke across two lines; a hyphen or a soft hyphen is where a word may break. */
function wordsBrokenAcrossLines(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/[^\s\u00ad-]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expectPath(page, '/');
  await expect(page.getByTestId('home-tiles')).toBeVisible();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('erp_session');
  expect(names).not.toContain('erpUser');
}

test.describe('home page', () => {
  test('names the college beside its logo, shows one tile per user group linking to its sign-in module, and About Us and Contact Us in pop-ups', async ({
    page,
  }) => {
    const logoAnswer = page.waitForResponse((res) => /\/api\/college\/images\/logo-[\w-]+\.png$/.test(res.url()));
    await page.goto('/');
    const logo = page.getByTestId('college-logo');
    await expect(logo).toBeVisible();
    // The logo is an image file the browser keeps, not base64 inside the page's data.
    await expect(logo).toHaveAttribute('src', /^\/api\/college\/images\/logo-[\w-]+\.png$/);
    expect((await logoAnswer).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const tiles = page.getByTestId('home-tiles').locator('[data-testid^="tile-"]');
    await expect(tiles).toHaveCount(TILES.length);
    for (const [testId, label, href] of TILES) {
      const tile = page.getByTestId(testId);
      await expect(tile).toHaveText(label);
      await expect(tile).toHaveAttribute('href', href);
      await expect(tile).not.toHaveAttribute('target', '_blank');
    }
    await expect(page.getByTestId('tile-obe')).toHaveCount(0);
    await shot(page, 'home');

    const header = page.getByRole('banner');
    await expect(header.getByTestId('college-name')).toHaveText('Vidyanagar College of Engineering & Technology');
    await expect(header).toContainText('Enterprise Resource Planning');
    expect(await wordsBrokenAcrossLines(header)).toEqual([]);

    await page.getByRole('button', { name: 'About Us' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'About Us!' })).toBeVisible();
    await expect(dialog).toContainText('Vidyanagar College of Engineering & Technology (VCET) was established in 1998');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Contact Us' }).click();
    await expect(dialog.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(dialog.getByText('Postal Address')).toBeVisible();
    await expect(dialog).toContainText('The Principal, Vidyanagar College of Engineering & Technology');
    await expect(dialog).toContainText('Sagar Highway, Vidyanagar, Ibrahimpatnam');
    await expect(dialog.getByText('Phone Number')).toBeVisible();
    await expect(dialog).toContainText('+91 40 2416 7788');
    await expect(dialog).toContainText('+91 98480 12345');
    await expect(dialog.getByText('Fax Number')).toBeVisible();
    await expect(dialog).toContainText('+91 40 2416 7790');
    const table = dialog.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Designation', 'Name', 'Email']);
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      'Chairman',
      'Dr. K. Venkateswara Rao',
      'chairman@vcet.edu.in',
    ]);
    await expect(table.getByRole('link', { name: 'coe@vcet.edu.in' })).toHaveAttribute('href', 'mailto:coe@vcet.edu.in');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByTestId('tile-placement').click();
    await expect(page).toHaveURL(/\/login\/Placements%20Cell$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Placements Cell Module' })).toBeVisible();
  });

  test('pop-ups fade in, and appear at once for a visitor whose system asks for less motion', async ({ page }) => {
    /** Opens About Us and reads how long its fade takes, then closes it. */
    const fadeOfAboutUs = async () => {
      await page.getByRole('button', { name: 'About Us' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const duration = await dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).transitionDuration);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      return duration;
    };
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    expect(await fadeOfAboutUs()).toBe('0.225s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await fadeOfAboutUs()).toBe('0s');
  });

  test('switching to Deutsch translates the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to the campus portal' })).toBeVisible();
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Willkommen im Campus-Portal' })).toBeVisible();
    await expect(page.getByTestId('tile-admin')).toHaveText('Verwaltung');
    await expect(page.getByRole('button', { name: 'Kontakt' })).toBeVisible();
    // The choice is kept across pages and reloads.
    await page.getByTestId('tile-admin').click();
    await expect(page.getByRole('heading', { name: 'Anmeldung am Modul Admin' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await chooseLanguage(page, 'English');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('in German at phone width, no tile cuts its label and the page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByTestId('tile-hod')).toHaveText(/^Fach\u00adbereichs\u00adleitung$/);
    const overflowing = await page.getByTestId('home-tiles').evaluate((grid) =>
      Array.from(grid.querySelectorAll('[data-testid^="tile-"]'))
        .filter((tile) => Array.from(tile.querySelectorAll('p')).some((label) => label.scrollWidth > tile.clientWidth))
        .map((tile) => tile.textContent),
    );
    expect(overflowing).toEqual([]);
    // The page's title is one long German word: it breaks at its soft hyphens, and the page does not scroll sideways.
    await expect(page.getByText(/^Unternehmens\u00adressourcen\u00adplanung$/)).toBeVisible();
    // The college's name, the title and the greeting wrap between words (and German at its soft hyphens), never inside one.
    const header = page.getByRole('banner');
    await expect(header.getByTestId('college-name')).toHaveText('Vidyanagar College of Engineering & Technology');
    expect(await wordsBrokenAcrossLines(header)).toEqual([]);
    expect(await wordsBrokenAcrossLines(page.getByRole('heading', { level: 1 }))).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'home-de');

    await page.getByRole('button', { name: 'Kontakt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kontakt' });
    await expect(dialog.getByTestId('contact-people').getByRole('listitem')).toHaveCount(6);
    await expect(dialog.getByRole('term').first()).toHaveText('Funktion');
    expect(await dialog.locator('.MuiDialogContent-root').evaluate((c) => c.scrollWidth > c.clientWidth)).toBe(false);
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'home-contact-de');
  });

  test('at phone width, Contact Us lists each person as label and value pairs, with nothing cut off', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog.getByRole('table')).toHaveCount(0);
    const people = dialog.getByTestId('contact-people').getByRole('listitem');
    await expect(people).toHaveCount(6);
    await expect(people.first().getByRole('term')).toHaveText(['Designation', 'Name', 'Email']);
    await expect(people.first().getByRole('definition')).toHaveText(['Chairman', 'Dr. K. Venkateswara Rao', 'chairman@vcet.edu.in']);
    await expect(dialog.getByRole('link', { name: 'coe@vcet.edu.in' })).toHaveAttribute('href', 'mailto:coe@vcet.edu.in');
    // Every pair fits the card: no value reaches past the dialog's right edge.
    const overflowing = await dialog
      .getByTestId('contact-pair')
      .evaluateAll((pairs) => pairs.filter((pair) => pair.scrollWidth > pair.clientWidth).map((pair) => pair.textContent));
    expect(overflowing).toEqual([]);
    expect(await dialog.locator('.MuiDialogContent-root').evaluate((c) => c.scrollWidth > c.clientWidth)).toBe(false);
    await shot(page, 'home-contact');
  });
});

test.describe('college variants', () => {
  test.afterEach(async ({ request }) => {
    await setCollegeCode(request, 'DEMO');
  });

  test('RKCE shows the OBE tile', async ({ page, request }) => {
    await setCollegeCode(request, 'RKCE');
    await page.goto('/');
    await expect(page.getByTestId('tile-obe')).toHaveText('OBE');
    await expect(page.getByTestId('tile-obe')).toHaveAttribute('href', '/login/OBE');
    await expect(page.getByTestId('tile-accounts')).toHaveAttribute('href', '/login/Accounts');
  });

  test('MREM opens Accounts at /accounts in a new tab', async ({ page, request }) => {
    await setCollegeCode(request, 'MREM');
    await page.goto('/');
    const accounts = page.getByTestId('tile-accounts');
    await expect(accounts).toHaveAttribute('href', '/accounts');
    await expect(accounts).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('tile-obe')).toHaveCount(0);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), accounts.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/accounts');
    await expect(tab.getByRole('heading', { name: 'Sign in to Accounts Module' })).toBeVisible();
    await expectPath(page, '/');
  });
});

test.describe('sign-in page', () => {
  test('has user name, password with show/hide, Remember me, Forgot password and Sign Up', async ({ page }) => {
    await page.goto('/login/Admin');
    await expect(page.getByRole('heading', { name: 'Sign in to Admin Module' })).toBeVisible();
    await expect(page.getByLabel('User name')).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('secret');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();

    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expectPath(page, '/register/Admin');
    await expect(page.getByRole('heading', { name: 'Sign up for the Admin module' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expectPath(page, '/login/Admin');

    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    await expect(forgot).toHaveAttribute('href', '/ForgotPassword');
    await forgot.click();
    await expectPath(page, '/ForgotPassword');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  });

  test('has no Sign Up for the Student and Faculty modules', async ({ page }) => {
    for (const module of ['Student', 'Faculty']) {
      await page.goto(`/login/${module}`);
      await expect(page.getByRole('heading', { name: `Sign in to ${module} Module` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    }
  });

  test('refuses empty fields in the form without asking the server', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/signin')) calls.push(r.url());
    });
    await page.goto('/login/Admin');
    // The page is ready when the college's logo, its last part, is there.
    await expect(page.getByRole('img', { name: 'College logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter your user name')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await page.getByLabel('User name').fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter your user name')).toBeHidden();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await expectPath(page, '/login/Admin');
    expect(calls).toEqual([]);
  });

  test('shows a loading state, the server message in an alert for a wrong password, and clears it on the next try', async ({ page }) => {
    // Each sign-in is held until the test has seen the loading state, then let through.
    const held: (() => void)[] = [];
    await page.route('**/api/auth/signin**', async (route) => {
      await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    const letThrough = async () => {
      await expect.poll(() => held.length).toBe(1);
      held.shift()!();
    };
    await page.goto('/login/Admin');
    await page.getByLabel('User name').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await letThrough();
    await expect(page.getByRole('alert')).toHaveText('Invalid user name or password');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expectPath(page, '/login/Admin');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await letThrough();
    await expectPath(page, '/app/Admin');
  });

  test('the form does not move when the college logo arrives: a click made meanwhile lands on Sign in', async ({ page }) => {
    // The logo's address is held back until the form has been measured without it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/college/images', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login/Admin');
    const button = page.getByRole('button', { name: 'Sign in' });
    await expect(button).toBeVisible();
    const before = await button.boundingBox();
    release();
    await expect(page.getByRole('img', { name: 'College logo' })).toBeVisible();
    await expect
      .poll(() => page.getByRole('img', { name: 'College logo' }).evaluate((img) => (img as HTMLImageElement).complete))
      .toBe(true);
    expect(await button.boundingBox()).toEqual(before);
  });

  test('a sign-in the server is too busy for says so, waits the seconds the server asked and signs in', async ({ page }) => {
    // The server's answer when no password check can start soon (auth.int.test.ts shows it answers this).
    const busy = { code: 'UNAVAILABLE', message: ERROR_TEXTS.UNAVAILABLE.signIns, key: 'page.signInsBusy', retryAfter: 1 };
    let asked = 0;
    await page.route('**/api/auth/signin**', async (route) => {
      if (++asked > 1) return route.continue();
      await route.fulfill({ status: 503, headers: { 'retry-after': '1' }, json: busy });
    });
    await page.goto('/login/Admin');
    await page.getByLabel('User name').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('status')).toHaveText('Many people are signing in right now. Trying again in 1 second…');
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await expectPath(page, '/app/Admin');
    expect(asked).toBe(2);
  });

  test('Remember me fills in the user name after logout', async ({ page }) => {
    await page.goto('/login/Admin');
    await page.getByLabel('User name').fill('hod');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, '/app/HOD Dashboard');
    const remember = (await page.context().cookies()).find((c) => c.name === 'remember');
    expect(remember, 'the remember cookie').toBeDefined();
    // Like erpUser, it lasts one day.
    expect(remember!.expires - Date.now() / 1000).toBeGreaterThan(23 * 3600);
    expect(remember!.expires - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600 + 60);
    await logout(page);
    await page.goto('/login/Faculty');
    await expect(page.getByLabel('User name')).toHaveValue('hod');
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    // Signing in without Remember me forgets the name again.
    await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, '/app/HOD Dashboard');
    await logout(page);
    await page.goto('/login/Admin');
    await expect(page.getByLabel('User name')).toHaveValue('');
  });
});

test('a user whose first role has no landing page lands on /app with a dashboard', async ({ page }) => {
  await signIn(page, 'director');
  await expect.poll(() => decodedPath(page)).toMatch(/^\/app\/?$/);
  await expect(page.getByTestId('header-user')).toContainText('ROLE: DIRECTOR');
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/app',
  );
});

test.describe('routes and guard', () => {
  test('old faculty dashboard addresses redirect to /app/Faculty Dashboard', async ({ page }) => {
    await signIn(page, 'faculty');
    await expectPath(page, '/app/Faculty Dashboard');
    await page.goto('/Faculty Dashboard');
    await expectPath(page, '/app/Faculty Dashboard');
    await page.goto('/app/Faculty/Dashboard');
    await expectPath(page, '/app/Faculty Dashboard');
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  });

  test('signed out, the signed-in area and the password change lead home', async ({ page }) => {
    for (const path of ['/app/Admin', '/app', '/app/Examinations', '/ResetLoginPassword', '/Faculty Dashboard']) {
      await page.goto(path);
      await expectPath(page, '/');
      await expect(page.getByTestId('home-tiles')).toBeVisible();
    }
  });

  test('signed in, the home page and the sign-in page lead to the own landing page', async ({ page }) => {
    await signIn(page, 'examination');
    await expectPath(page, '/app/Examinations');
    await page.goto('/');
    await expectPath(page, '/app/Examinations');
    await page.goto('/login/Student');
    await expectPath(page, '/app/Examinations');
  });

  test('a session ended on the server sends the browser home at its next call', async ({ page, request }) => {
    await signIn(page, 'admin');
    // The dashboard's own calls are answered first: the next call is the click below.
    await expect(page.getByTestId('figure-users')).toBeVisible();
    const session = (await page.context().cookies()).find((c) => c.name === 'erp_session');
    expect(session?.httpOnly).toBe(true);
    const out = await request.post('/api/auth/signout', { headers: { authorization: `Bearer ${session!.value}` } });
    expect(out.ok()).toBeTruthy();
    await openFromMainMenu(page, 'College Settings');
    await expectPath(page, '/');
    await expect(page.getByTestId('home-tiles')).toBeVisible();
  });

  test("college settings refuse 'abc' as a phone, 'not-an-email' as a contact's e-mail and a mistyped variant code, under each field", async ({
    page,
  }) => {
    await signInAt(page, 'admin', '/app/Settings/College');
    const phones = page.getByLabel('Phone numbers (comma separated)');
    await expect(phones).not.toHaveValue('');
    await expect(
      page.getByText("MRDU, MREM, RKCE, KNRR, BRILL, BRIG change the interface; any other code is the college's own."),
    ).toBeVisible();
    await page.getByLabel('College code').fill('KNNR');
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') saves.push(r.url());
    });
    await phones.fill('040 2416 7788, abc');
    await page.getByLabel('Email').first().fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Phone number: enter an Indian landline or mobile number, such as 040 2416 7788 or 98480 12345'),
    ).toBeVisible();
    await expect(page.getByText('Mail ID: enter an e-mail address, such as principal@college.edu.in')).toBeVisible();
    await expect(page.getByText('College code KNNR is not a known variant: did you mean KNRR?')).toBeVisible();
    expect(saves).toEqual([]);
    await shot(page, 'college-settings-errors');
  });

  test('the reset-password icon opens /ResetLoginPassword, which leads back to the dashboard', async ({ page }) => {
    await signIn(page, 'dean');
    await page.getByRole('link', { name: 'Reset password' }).click();
    await expectPath(page, '/ResetLoginPassword');
    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await expectPath(page, '/app/Dean Dashboard');
  });

  test('an unknown public path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops, Page Not Found :(' })).toBeVisible();
    await page.getByRole('link', { name: 'Go To Home' }).click();
    await expectPath(page, '/');
  });

  test('an unknown path in the signed-in area offers Go To Dashboard', async ({ page }) => {
    await signInAt(page, 'principal', '/app/No Such Screen');
    await expect(page.getByRole('heading', { name: 'Oops, Page Not Found :(' })).toBeVisible();
    const button = page.getByRole('link', { name: 'Go To Dashboard' });
    await button.click();
    await expect.poll(() => decodedPath(page)).toBe('/app/Principal DashBoard');
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  });

  test('an unknown path outside the app offers a signed-in user Go To Dashboard, to their landing page, not Go To Home', async ({
    page,
  }) => {
    await signInAt(page, 'library_incharge', '/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops, Page Not Found :(' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go To Home' })).toHaveCount(0);
    await shot(page, 'not-found-signed-in');
    await page.getByRole('link', { name: 'Go To Dashboard' }).click();
    await expect.poll(() => decodedPath(page)).toBe('/app/Library Dashboard');
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  });

  test('a dashboard shows the user, the role menu and the links it may use', async ({ page }) => {
    await signIn(page, 'admissions');
    await expectPath(page, '/app/Admission/Dashboard');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const status = nav.getByRole('combobox', { name: 'Your status' });
    await expect(status).toHaveText('Online');
    await status.click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Online', 'Idle', 'Busy', 'Offline']);
    await page.getByRole('option', { name: 'Busy' }).click();
    await expect(status).toHaveText('Busy');
    await expect(nav.getByRole('button', { name: 'Admissions' })).toBeVisible();
    await expect(nav.getByText('Payment Gateway Keys')).toHaveCount(0);
    await expect(nav.getByText('College Settings')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Admission Form', exact: true })).toBeVisible();
  });

  test('the admin dashboard at desktop and phone width', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
    await shot(page, 'dashboard-admin');
  });

  test('at 390 px the header names who is signed in with labels, and the whole name is readable, in English and German', async ({
    page,
  }) => {
    const me = await (await page.request.post('/api/auth/signin', { data: { username: 'admin', password: DEMO_PASSWORD } })).json();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
    for (const [language, labels] of [
      ['English', ['LOGIN ID', 'ROLE', 'NAME']],
      ['Deutsch', ['KENNUNG', 'ROLLE', 'NAME']],
    ] as const) {
      if (language === 'Deutsch') {
        await chooseLanguage(page, 'Deutsch');
      }
      await page.getByRole('button', { name: language === 'English' ? 'Who is signed in' : 'Wer angemeldet ist' }).click();
      const compact = page.getByTestId('header-user-compact');
      await expect(compact.locator('dt')).toHaveText([...labels]);
      await expect(compact.locator('dd').first()).toHaveText('ADMIN');
      await expect(compact).not.toContainText('ROLE_');
      const name = page.getByTestId('header-user-name');
      await expect(name).toHaveText(me.fullName.toUpperCase());
      // Readable: inside the screen and not cut (no part of it scrolled out of its box).
      const box = (await name.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(compact).toHaveCount(0);
    }
  });

  test('the Monochrome theme is chosen in the sidebar and kept after a reload', async ({ page }) => {
    await signIn(page, 'examination');
    const bar = page.locator('header.MuiAppBar-root');
    await expect(bar).toHaveCSS('background-color', 'rgb(13, 115, 125)');
    const theme = page.getByRole('navigation', { name: 'Main menu' }).getByRole('combobox', { name: 'Theme' });
    await expect(theme).toHaveText('Mint');
    await theme.click();
    await page.getByRole('option', { name: 'Monochrome' }).click();
    await expect(bar).toHaveCSS('background-color', 'rgb(66, 66, 66)');
    await page.reload();
    await expect(bar).toHaveCSS('background-color', 'rgb(66, 66, 66)');
    const persisted = await page.evaluate(() => JSON.parse(localStorage.getItem('ui') ?? '{}'));
    expect(persisted.state.theme).toBe('monochrome');
    await shot(page, 'dashboard-monochrome');
  });

  test('a screen the role may not use, opened by its address, says so at once and calls nothing', async ({ page }) => {
    await signIn(page, 'examination');
    const calls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/masterdata') || pathname.startsWith('/api/college-settings')) calls.push(pathname);
    });
    for (const screen of ['/app/Master Data', '/app/Settings/College', '/app/Users/Create User']) {
      await page.goto(screen);
      await expect(page.getByTestId('forbidden')).toContainText("You Don't have permission to View");
      await expect(page.getByRole('link', { name: 'Go To Dashboard' })).toBeVisible();
    }
    expect(calls).toEqual([]);
    await shot(page, 'forbidden');
    // A screen the role may use still opens.
    await page.goto('/app/Examinations/Results');
    await expect(page.getByRole('heading', { name: 'Exam Results' })).toBeVisible();
    await expect(page.getByTestId('forbidden')).toHaveCount(0);
  });

  test('in German, the dashboard names the role in German', async ({ page }) => {
    await signIn(page, 'examination');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('main')).toContainText('Prüfungsamt');
    await expect(page.getByTestId('header-user')).toContainText('PRÜFUNGSAMT');
  });
});
