import type { Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { formatNumber } from '@campus/shared';
import { apiBearer, chooseLanguage, DEMO_PASSWORD, shot, signIn } from './support';

/** Figures as the pages write them (@campus/shared, the web's lib/format.ts): Indian grouping in English. */
const count = (n: number) => formatNumber(n, 'en');
type Figures = Record<string, unknown>;
const path = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

test("the principal's alumni figures agree: working and studying are parts of the alumni on record, registrations apart", async ({
  page,
  request,
}) => {
  const d = (await (await request.get('/api/dashboards/college', { headers: await apiBearer(request, 'principal') })).json()) as {
    alumni: { registered: number; recorded: number; working: number; studying: number };
  };
  expect(d.alumni.working + d.alumni.studying).toBeLessThanOrEqual(d.alumni.recorded);
  await signIn(page, 'principal');
  await expect(page.getByTestId('figure-alumni')).toHaveText(count(d.alumni.recorded));
  await expect(page.getByTestId('figure-alumni-working')).toHaveText(count(d.alumni.working));
  await expect(page.getByTestId('figure-alumni-studying')).toHaveText(count(d.alumni.studying));
  await expect(page.getByTestId('figure-alumni-registered')).toHaveText(count(d.alumni.registered));
  await expect(page.getByText('Alumni on record')).toBeVisible();
  await expect(page.getByText('Of them working')).toBeVisible();
});

test.describe('the figures lead to the screens behind them', () => {
  test('the administrator sees users by role and the latest changes, and the users figure opens the Users screen', async ({
    page,
    request,
  }) => {
    // An audited change: the college settings saved as they are.
    const headers = await apiBearer(request);
    const { codeOverridden: _o, ...settings } = await (await request.get('/api/college-settings', { headers })).json();
    expect((await request.put('/api/college-settings', { headers, data: settings })).ok()).toBeTruthy();
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Active users by role' })).toBeVisible();
    const changes = page.getByRole('table', { name: 'Latest changes in the audit log' });
    await expect(changes).toBeVisible();
    // What happened as the audit log says it, never the action's code.
    await expect(changes.getByRole('row').nth(1)).toContainText('Changed the college settings');
    await expect(changes).not.toContainText('college_settings');
    await shot(page, 'dashboard-admin');
    await chooseLanguage(page, 'Deutsch');
    const changesDe = page.getByRole('table', { name: 'Letzte Änderungen im Prüfprotokoll' });
    await expect(changesDe.getByRole('row').nth(1)).toContainText('Einstellungen der Hochschule geändert');
    await shot(page, 'dashboard-admin-de');
    await chooseLanguage(page, 'English');
    await page.getByTestId('figure-users').click();
    await expect.poll(() => path(page)).toBe('/app/Users');
  });

  test('examinations: another title can be chosen, and its figures follow', async ({ page, request }) => {
    const headers = await apiBearer(request, 'examination');
    const first = await (await request.get('/api/dashboards/examinations', { headers })).json();
    const other = first.titles.find((x: { title: string }) => x.title !== first.examTitle);
    expect(other, 'a second exam title in the demo college').toBeDefined();
    const chosen = await (
      await request.get(`/api/dashboards/examinations?examTitle=${encodeURIComponent(other.title)}`, { headers })
    ).json();
    await signIn(page, 'examination');
    await expect(page.getByText(first.examTitle).first()).toBeVisible();
    await shot(page, 'dashboard-examinations');
    await page.getByRole('combobox', { name: 'Exam title' }).click();
    await page.getByRole('option', { name: new RegExp(`^${other.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ·`) }).click();
    await expect(page.getByTestId('figure-backlogs')).toHaveText(count(chosen.backlogs));
  });

  test('admissions: the shortcuts open the forms, the upload and the register', async ({ page }) => {
    await signIn(page, 'admissions');
    await expect(page.getByTestId('figure-admissions-today')).toBeVisible();
    await shot(page, 'dashboard-admissions');
    await page.getByRole('link', { name: 'Upload admissions (Excel)' }).click();
    await expect(page.getByRole('switch', { name: 'Upload' }).or(page.getByLabel('Upload'))).toBeChecked();
  });

  test('accounts: collections of 30 days, and the receipts of a student on their own page', async ({ page }) => {
    await signIn(page, 'accountant');
    await expect(page.getByRole('heading', { name: 'Collections by day' })).toBeVisible();
    await expect(page.getByTestId('fee-type-count-note')).toHaveText(
      'A payment that covers several fee types is counted under each of them.',
    );
    await shot(page, 'dashboard-accounts');
    await page.context().clearCookies();
    await signIn(page, 'student');
    await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
    await shot(page, 'dashboard-student');
    await page.getByTestId('figure-dues').click();
    await expect.poll(() => path(page)).toBe('/app/Fees/Pay Fees');
  });

  test("the principal and an office see the college at a glance, the month's fee collections only the principal", async ({ page }) => {
    await signIn(page, 'principal');
    await expect(page.getByRole('heading', { name: 'Students by programme' })).toBeVisible();
    await expect(page.getByTestId('figure-collections-month')).toBeVisible();
    await shot(page, 'dashboard-principal');
    // The students behind the figure: the admissions register, to read and print, not to change.
    const students = await page.getByTestId('figure-students').textContent();
    await page.getByTestId('figure-students').click();
    await expect.poll(() => path(page)).toBe('/app/Admission/Admissions Register');
    await expect(page.getByTestId('register-total')).toContainText(students!);
    await expect(page.getByRole('button', { name: /^Print \S+$/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Open \S+$/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New admission' })).toHaveCount(0);
    await page.goBack();
    await page.getByTestId('figure-admissions-year').click();
    await expect.poll(() => path(page)).toBe('/app/Admission/Admissions Register');
    await page.context().clearCookies();
    await signIn(page, 'iqac_incharge');
    await expect(page.getByTestId('office-note')).toBeVisible();
    await expect(page.getByTestId('figure-students')).toBeVisible();
    await expect(page.getByTestId('figure-collections-month')).toHaveCount(0);
    await shot(page, 'dashboard-office');
  });
});

test.describe('every bar chart names each bar and shows its scale, at phone width too', () => {
  /** The bars' names as a screen reader reads them (the table's row headers), and the scale's ticks a reader sees. */
  const barNames = (chart: ReturnType<Page['locator']>) => chart.getByRole('rowheader').allTextContents();
  const tickTexts = (chart: ReturnType<Page['locator']>) =>
    chart.getByTestId('figure-bars-scale').locator('span:visible').allTextContents();

  const CHARTS: {
    user: string;
    call: string;
    heading: string;
    labels: (d: Figures) => string[];
  }[] = [
    {
      user: 'admissions',
      call: 'dashboards/admissions',
      heading: 'Admissions .* by programme and branch',
      // The demo's incoming batch was admitted this academic year: its bars are there on a fresh start.
      labels: (d) => (d.byProgramme as { course: string; branch: string }[]).map((p) => `${p.course} ${p.branch}`),
    },
    {
      user: 'examination',
      call: 'dashboards/examinations',
      heading: 'Pass percentage by branch',
      labels: (d) => (d.passByBranch as { branch: string }[]).map((b) => b.branch),
    },
    {
      user: 'principal',
      call: 'dashboards/college',
      heading: 'Students by programme',
      labels: (d) => (d.studentsByProgramme as { name: string }[]).map((p) => p.name),
    },
  ];

  for (const { user, call, heading, labels } of CHARTS)
    test(`${user}: ${heading}`, async ({ page, request }) => {
      const figures = (await (await request.get(`/api/${call}`, { headers: await apiBearer(request, user) })).json()) as Figures;
      const names = labels(figures);
      expect(names.length).toBeGreaterThan(0);
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, user);
      const section = page.locator('.MuiPaper-root').filter({ has: page.getByRole('heading', { name: new RegExp(`^${heading}`) }) });
      const chart = section.getByRole('table');
      await expect(chart).toBeVisible();
      await expect.poll(() => barNames(chart)).toEqual(names);
      // Each bar is drawn, and its value is read beside it.
      for (const name of names) {
        const row = chart.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
        await expect(row.getByRole('cell').last()).toHaveText(/\d/);
        expect((await row.locator('[data-bar]').boundingBox())?.height).toBeGreaterThan(0);
      }
      // The scale: at least two values on the value axis, seen at phone width.
      expect((await tickTexts(chart)).length).toBeGreaterThanOrEqual(2);
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

  test('in German the charts read the same', async ({ page }) => {
    await page.goto('/');
    await chooseLanguage(page, 'Deutsch');
    await page.goto('/login/Admin');
    await page.getByLabel('Benutzername').fill('admissions');
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByTestId('figure-bars-scale').first()).toBeVisible();
    await shot(page, 'dashboard-admissions-de');
  });
});

test("a student's result link opens the result itself, on a phone with a way home", async ({ page, request }) => {
  const d = (await (await request.get('/api/dashboards/student', { headers: await apiBearer(request, 'student') })).json()) as {
    student: { rollNumber: string; fullName: string };
    results: { examTitle: string }[];
  };
  expect(d.results.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'student');
  await page.getByRole('link', { name: d.results[0]!.examTitle, exact: true }).click();
  await expect(page.getByTestId('exam-result')).toBeVisible();
  await expect(page.getByLabel('Roll Number')).toHaveValue(d.student.rollNumber);
  await expect(page.getByTestId('student-name')).toContainText(d.student.fullName, { ignoreCase: true });
  await page.getByRole('link', { name: 'Home' }).click();
  await expect.poll(() => path(page)).toBe('/app/Student');
});

test('the German switch changes the home page, the sign-in page and a dashboard', async ({ page, request }) => {
  const d = (await (await request.get('/api/dashboards/college', { headers: await apiBearer(request, 'principal') })).json()) as {
    students: number;
    passRates: { percentage: number }[];
  };
  expect(d.students).toBeGreaterThanOrEqual(1000);
  await page.goto('/');
  await chooseLanguage(page, 'Deutsch');
  await expect(page.getByText('Wählen Sie Ihre Gruppe zur Anmeldung oder sehen Sie Prüfungsergebnisse ein.')).toBeVisible();
  await page.goto('/login/Admin');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.getByLabel('Benutzername').fill('principal');
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Studierende nach Studiengang' })).toBeVisible();
  await expect(page.getByText('Bestehensquote der neuesten veröffentlichten Ergebnisse')).toBeVisible();
  // German figures: a dot for thousands (2.037, where English writes 2,037), a decimal comma in a percentage.
  await expect(page.getByTestId('figure-students')).toHaveText(formatNumber(d.students, 'de'));
  await expect(page.getByTestId('figure-students')).toHaveText(/^\d{1,3}(\.\d{3})+$/);
  const rate = d.passRates.find((r) => !Number.isInteger(r.percentage));
  if (rate) await expect(page.getByText(`${formatNumber(rate.percentage, 'de')} %`).first()).toBeVisible();
  await shot(page, 'dashboard-principal-de');
});

test.describe('the menu by screen width (spec 001 §9)', () => {
  test('from 1280 px a mega-menu that works by keyboard: Enter opens a group, Tab reaches its screens, Escape closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const group = nav.getByRole('button', { name: 'Admissions' });
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Admission Form', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page)).toBe('/app/Admission/Admission Form');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  test("at 1280 px the administrator's menu stays one row, in English and German: what does not fit is under More", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin');
    for (const [menu, more, entry] of [
      ['Main menu', 'More', 'Audit Log'],
      ['Hauptmenü', 'Mehr', 'Prüfprotokoll'],
    ]) {
      const nav = page.getByRole('navigation', { name: menu });
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      // One row of entries: before, the administrator's wrapped onto three.
      expect((await nav.boundingBox())!.height).toBeLessThan(70);
      await expect(nav.getByRole('link', { name: entry })).toHaveCount(0);
      await nav.getByRole('button', { name: more }).click();
      await expect(nav.getByRole('link', { name: entry })).toBeVisible();
      await page.keyboard.press('Escape');
      if (more === 'More') {
        await chooseLanguage(page, 'Deutsch');
      }
    }
  });

  test('below 1280 px the sidebar, and under 960 px a drawer opened from the header', async ({ page }) => {
    await page.setViewportSize({ width: 1279, height: 800 });
    await signIn(page, 'admin');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('combobox', { name: 'Your status' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await page.setViewportSize({ width: 959, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Audit Log' })).toBeVisible();
  });
});
