import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import type { ExamResult } from '@campus/shared';
import { codeSnifferProblems } from './html-codesniffer';
import { describePageTour } from './page-tour';
import { blockingViolations, DEMO_PASSWORD, signIn, signInAt } from './support';

const TITLE = 'Semester End Examinations (Regular), May 2026';
/** Runs axe-core on the page as it is and fails the test (after its other checks) with each blocking violation. */
async function expectAccessible(page: Page, name: string) {
  expect.soft(await blockingViolations(page, name), `axe-core violations on ${name}`).toEqual([]);
}

/** Both engines on every page of the tour, each page visited once: axe-core, then pa11y's HTML_CodeSniffer. */
describePageTour('axe-core and pa11y (HTML_CodeSniffer, WCAG2AA) find nothing on any page', async (page) => [
  ...(await blockingViolations(page)).map((p) => `axe-core: ${p}`),
  ...(await codeSnifferProblems(page)).map((p) => `pa11y: ${p}`),
]);

/** B.Tech CSE 2022 roll numbers of the demo college: 22VC1A0501, 22VC1A0502, … */
const cseRoll = (n: number) => `22VC1A05${String(n).padStart(2, '0')}`;

async function publishedStudent(request: APIRequestContext): Promise<ExamResult> {
  for (let n = 1; n <= 60; n++) {
    const res = await request.get('/api/getExamResultByRollNoView', { params: { rollNo: cseRoll(n), examTitle: TITLE } });
    if (res.ok()) return (await res.json()) as ExamResult;
  }
  throw new Error('no demo student has a published result');
}

/** The phone width has layouts of its own (cards instead of tables, the menu in a drawer). */
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 720 }],
  ['phone', { width: 390, height: 844 }],
] as const;

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`axe-core finds no serious or critical violations (${device})`, () => {
    test.use({ viewport });
    // Each test runs axe-core over several long screens, each run taking seconds on a busy two-core machine.
    test.describe.configure({ timeout: 120_000 });
    /**
     * Pages checked here only as they open: at desktop width the page tour (describePageTour below)
     * runs both engines on each of them already, so they are checked here at phone width, whose
     * layouts are the phone's own.
     */
    const phoneOnly = (title: string, body: (args: { page: Page; request: APIRequestContext }) => Promise<void>) => {
      if (device === 'phone') test(title, body);
    };
    /** A page as it opens, which at desktop width the page tour has checked already: here at phone width only. */
    const asItOpens = async (page: Page, name: string) => {
      if (device === 'phone') await expectAccessible(page, name);
    };

    phoneOnly('home page and its pop-ups', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Welcome to the campus portal' })).toBeVisible();
      await expect(page.getByTestId('tile-admin')).toBeVisible();
      await expectAccessible(page, 'home');

      await page.getByRole('button', { name: 'About Us' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Vidyanagar College of Engineering & Technology (VCET) was established in 1998');
      await expectAccessible(page, 'home: About Us');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: 'Contact Us' }).click();
      await expect(dialog.getByRole('link', { name: 'coe@vcet.edu.in' })).toBeVisible();
      await expectAccessible(page, 'home: Contact Us');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: 'Terms & Conditions' }).click();
      await expect(dialog.getByRole('heading', { name: 'Law and courts' })).toBeVisible();
      await expectAccessible(page, 'home: Terms & Conditions');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: 'Privacy Policy' }).click();
      await expect(dialog.getByRole('heading', { name: 'Minors' })).toBeVisible();
      await expectAccessible(page, 'home: Privacy Policy');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: 'Language' }).click();
      await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
      await expectAccessible(page, 'home: language menu');
    });

    phoneOnly('the other public pages', async ({ page }) => {
      await page.goto('/ForgotPassword');
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await expectAccessible(page, 'forgot password');

      await page.goto('/reset-password?token=not-a-real-token');
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await expectAccessible(page, 'reset password');

      await page.goto('/register/Admin');
      await expect(page.getByRole('heading', { name: 'Sign up for the Admin module' })).toBeVisible();
      await expectAccessible(page, 'sign up');

      await page.goto('/iqacnewhome');
      await expect(page.getByRole('link', { name: /NAAC/ })).toBeVisible();
      await expectAccessible(page, 'IQAC');

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Oops, Page Not Found :(' })).toBeVisible();
      await expectAccessible(page, 'page not found');

      await page.goto('/results/verify/XXXXXXXXXX');
      await expect(page.getByText('This verification code is not valid')).toBeVisible();
      await expectAccessible(page, 'result verification');

      for (const [path, title] of [
        ['/terms', 'TERMS AND CONDITIONS'],
        ['/privacy', 'PRIVACY POLICY'],
        ['/return', 'RETURNS AND REFUNDS'],
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expectAccessible(page, title);
      }
    });

    test('developer options, the status pages and admin menus', async ({ page }) => {
      await page.goto('/devtools');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Server Address is required')).toBeVisible();
      await expectAccessible(page, 'developer options, with a problem shown');

      // At desktop width the page tour checks these as they open.
      if (device === 'desktop') return;
      for (const [path, title] of [
        ['/maintenance', 'Under maintenance'],
        ['/coming-soon', 'Coming soon'],
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expectAccessible(page, title);
      }

      await signInAt(page, 'admin', '/app/Admin Menus');
      await expect(page.getByRole('main').getByRole('link', { name: 'Payment Gateway Keys' })).toBeVisible();
      await expectAccessible(page, 'admin menus');
    });

    phoneOnly('sign-in', async ({ page }) => {
      await page.goto('/login/Admin');
      await expect(page.getByRole('heading', { name: 'Sign in to Admin Module' })).toBeVisible();
      await expectAccessible(page, 'sign-in');
    });

    phoneOnly('exam titles and a results page with a result shown', async ({ page, request }) => {
      const student = await publishedStudent(request);
      await page.goto('/examresults');
      await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
      await expectAccessible(page, 'exam titles');

      await page.goto(`/results/${encodeURIComponent(TITLE)}`);
      await page.getByLabel('Roll Number').fill(student.studentRollNo);
      await page.getByRole('button', { name: 'Get Result' }).click();
      await expect(page.getByTestId('student-name')).toHaveText(student.studentName);
      await expectAccessible(page, 'result shown');
    });

    test('the student admission form', async ({ page }) => {
      await signInAt(page, 'admissions', '/app/Admission/Student%20Admission%20Form');
      await expect(page.getByRole('heading', { name: 'Student Admission Form' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Admission type' })).toBeVisible();
      await asItOpens(page, 'student admission form');
      await page.getByRole('button', { name: 'Save admission' }).click();
      await expect(page.getByTestId('form-problems')).toBeVisible();
      await expectAccessible(page, 'student admission form after an empty Save admission');
    });

    // Four axe-core runs over the two long forms: each form is a test of its own, within its own time limit.
    test('the full admission form', async ({ page }) => {
      await signInAt(page, 'admissions', '/app/Admission/Admission%20Form');
      await expect(page.getByRole('heading', { name: 'Admission Form', exact: true })).toBeVisible();
      await expect(page.getByRole('combobox', { name: /^Course applied for/ })).toBeVisible();
      await asItOpens(page, 'admission form');
      await page.getByRole('button', { name: 'Save admission' }).click();
      await expect(page.getByTestId('form-problems')).toBeVisible();
      await expectAccessible(page, 'admission form after an empty Save');
    });

    test('admissions register', async ({ page }) => {
      await signInAt(page, 'admissions', '/app/Admission/Admissions%20Register');
      await expect(page.getByRole('heading', { name: 'Admissions register' })).toBeVisible();
      await expect(page.getByTestId('register-table').locator('[data-roll]').first()).toBeVisible();
      await asItOpens(page, 'admissions register');
      await page.goto('/app/Admission/Admissions%20Register?q=no-such-student-anywhere');
      await expect(page.getByTestId('register-no-matches')).toBeVisible();
      await expectAccessible(page, 'admissions register: no matches');
    });

    phoneOnly('master data', async ({ page }) => {
      await signInAt(page, 'admin', '/app/Master%20Data');
      await expect(page.getByRole('heading', { name: 'Master Data' })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectAccessible(page, 'master data');
    });

    phoneOnly('college settings, with the time zone field', async ({ page }) => {
      await signInAt(page, 'admin', '/app/Settings/College');
      await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Kolkata');
      await expectAccessible(page, 'college settings');
    });

    test('encrypt / decrypt, with a problem shown', async ({ page }) => {
      await signInAt(page, 'admin', '/app/Utilities/Encrypt Decrypt');
      await page.getByRole('button', { name: 'Decrypt' }).click();
      await expect(page.getByText('Please enter an encrypted value').first()).toBeVisible();
      await expectAccessible(page, 'encrypt / decrypt');
    });

    test('fee structure', async ({ page }) => {
      await signInAt(page, 'accountants_officer', '/app/Fees/Fee%20Structure');
      await expect(page.getByRole('table', { name: 'Amounts per semester' }).getByRole('row').nth(1)).toBeVisible();
      await asItOpens(page, 'fee structure');
      await page.getByRole('button', { name: 'Add amount' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'fee structure: add amount');
    });

    phoneOnly('pay fees', async ({ page }) => {
      await signInAt(page, 'student', '/app/Fees/Pay%20Fees');
      await expect(page.getByRole('region', { name: 'Fees due' })).toBeVisible();
      await expectAccessible(page, 'pay fees');
    });

    phoneOnly('payment gateway keys and the accounts view', async ({ page }) => {
      await signInAt(page, 'accountants_officer', '/app/Fees/Payment%20Gateway%20Keys');
      await expect(page.locator('[data-fee-type]').first()).toBeVisible();
      await expectAccessible(page, 'payment gateway keys');
      await page.goto('/app/Fees/Reports');
      await expect(page.getByTestId('collections-total')).toBeVisible();
      await expect(page.getByTestId('orders').locator('[data-order]').first()).toBeVisible();
      await expectAccessible(page, 'accounts view');
    });

    test('users screens', async ({ page }) => {
      await signInAt(page, 'admin', '/app/Users');
      await expect(page.getByRole('button', { name: 'Roles and modules admin', exact: true })).toBeVisible();
      await asItOpens(page, 'users');
      await page.goto('/app/Users/Create User');
      await expect(page.getByRole('heading', { name: 'Create User' })).toBeVisible();
      await asItOpens(page, 'create user');
      await page.goto('/app/Users/Create Logins');
      await expect(page.getByRole('heading', { name: 'Create Logins' })).toBeVisible();
      await asItOpens(page, 'create logins');
      // The confirmation of the count, before anything is made.
      await page.getByRole('button', { name: 'Create Logins' }).click();
      await expect(page.getByRole('dialog', { name: /^Create [\d,]+ student logins\?$/ })).toBeVisible();
      await expectAccessible(page, 'create logins confirmation');
    });

    phoneOnly('audit log', async ({ page }) => {
      await signInAt(page, 'admin', '/app/Admin/Audit Log');
      await expect(page.getByTestId('audit-total')).toBeVisible();
      await expectAccessible(page, 'audit log');
    });

    test('results staff screen and a dashboard', async ({ page }) => {
      await signIn(page, 'examination');
      await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
      await asItOpens(page, 'dashboard');
      await page.getByRole('button', { name: 'Language' }).click();
      await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
      await expectAccessible(page, 'dashboard: language menu');
      await page.keyboard.press('Escape');
      if (device === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Exam Results' })).toBeVisible();
        await expectAccessible(page, 'dashboard: menu drawer');
        await page.keyboard.press('Escape');
      }

      await page.goto('/app/Examinations/Results');
      await expect(page.getByRole('heading', { name: 'Exam Results' })).toBeVisible();
      await expect(page.locator(`[data-title="${TITLE}"]`)).toBeVisible();
      await asItOpens(page, 'results staff screen');
      const draft = 'Semester End Examinations (Regular), November 2026';
      await page.getByRole('button', { name: `Results of ${draft}` }).click();
      await expect(page.getByTestId('title-results-rows')).toBeVisible();
      await expectAccessible(page, "results staff screen: a draft title's results");

      await page.goto('/app/no-such-screen');
      await expect(page.getByRole('heading', { name: 'Oops, Page Not Found :(' })).toBeVisible();
      await expectAccessible(page, 'page not found, signed in');

      await page.goto('/app/Master Data');
      await expect(page.getByRole('heading', { name: "You Don't have permission to View" })).toBeVisible();
      await expectAccessible(page, 'no permission');

      await page.goto('/ResetLoginPassword');
      await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
      await asItOpens(page, 'change password');
    });
  });
}

/** Presses Tab until `target` has the focus (at most `max` times); every element the focus passes on the way shows it. */
async function tabTo(page: Page, target: Locator, max = 25) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return expectFocusVisible(page);
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
  }
  throw new Error(`${max} presses of Tab did not reach ${target}`);
}

/**
 * The focused element shows it: MUI marks keyboard focus with Mui-focusVisible (buttons, links, list items, check
 * boxes) or Mui-focused (text fields), otherwise the browser's own outline must be drawn.
 */
async function expectFocusVisible(page: Page) {
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { name: 'the page', shown: true };
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    if (!el.matches(':focus-visible')) return { name, shown: false };
    if (el.closest('.Mui-focusVisible, .Mui-focused')) return { name, shown: true };
    const style = getComputedStyle(el);
    return { name, shown: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 };
  });
  expect(focused.shown, `the focus on ${focused.name} can be seen`).toBe(true);
}

test.describe('keyboard alone', () => {
  test('signs in and lands on the dashboard', async ({ page }) => {
    await page.goto('/login/Admin');
    await expect(page.getByRole('heading', { name: 'Sign in to Admin Module' })).toBeVisible();
    await tabTo(page, page.getByLabel('User name'));
    await page.keyboard.type('admin');
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(DEMO_PASSWORD);
    await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/app\/Admin$/);
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  });

  test('the first Tab of a signed-in page offers Skip to content, which moves past the header and the menu', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab lands inside the screen, not in the header or the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    // The header logo says what it opens, to readers that look only at the image too.
    await expect(page.getByRole('banner').getByRole('img', { name: 'Admin Menus: every screen you may open' })).toBeVisible();
  });

  test('looks up a result from the list of exam titles', async ({ page, request }) => {
    const student = await publishedStudent(request);
    await page.goto('/examresults');
    const title = page.getByRole('link', { name: TITLE });
    await expect(title).toBeVisible();
    await tabTo(page, title);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await tabTo(page, page.getByLabel('Roll Number'));
    await page.keyboard.type(student.studentRollNo);
    await tabTo(page, page.getByRole('button', { name: 'Get Result' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('student-roll')).toHaveText(student.studentRollNo);
    await expect(page.getByTestId('student-name')).toHaveText(student.studentName);
  });

  test('the language menu opens, chooses and closes from the keyboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to the campus portal' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Language' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Willkommen im Campus-Portal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sprache' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Welcome to the campus portal' })).toBeVisible();
  });
});
