import type { Page } from '@playwright/test';
import { allFeatureLinks, can, demoUsernameFor, LANDING_ROUTES, menuFor, permissionOfLink, ROLES, type MenuItem } from '@campus/shared';
import { expect, test } from './worker-server.fixture';
import { LANDING_FIGURES, LANDINGS, OFFICES } from './landings';
import { decodedPath, DEMO_PASSWORD, loadingIndicators, signIn } from './support';

/**
 * Every page of the app, as the accessibility checks tour it: the home page and its pop-ups, the
 * other public pages, every page of every role's menu, and the phone's own layouts. The check runs on
 * each page as it is shown (accessibility.spec.ts: axe-core and HTML_CodeSniffer on the same page):
 * once a page, in the tour of the first role whose menu has it, and on every role's landing page.
 * Each role's tour is also its sign-in journey (spec 000 section 6): the sign-in page leads to its
 * landing page with the header naming it, its figure reads what the server counts, and Log out ends
 * the session.
 */
const TITLE = 'Semester End Examinations (Regular), May 2026';
const WELCOME = /^Welcome, /;

/** The level-1 heading each menu entry's screen opens with: what the check waits for before it runs. */
const SCREEN_HEADINGS: Record<string, string | RegExp> = {
  '/app/Admission': 'Not available yet',
  '/app/Admission/Admission Form': 'Admission Form',
  '/app/Admission/Student Admission Form': 'Student Admission Form',
  '/app/Admission/Admissions Register': 'Admissions register',
  '/app/Master Data': 'Master Data',
  '/app/Examinations': WELCOME,
  '/app/Examinations/Results': 'Exam Results',
  '/examresults': 'Exam Results',
  '/app/Fees/Pay Fees': 'Pay Fees',
  '/app/Fees/Reports': 'Fee Reports',
  '/app/Fees/Counter': 'Fee Counter',
  '/app/Fees/Payment Gateway Keys': 'Payment gateway keys',
  '/app/Users': 'Users',
  '/app/Users/Create User': 'Create User',
  '/app/Users/Create Logins': 'Create Logins',
  '/app/Alumni/Registration Form': 'Alumni registration',
  '/app/Alumni/History': 'Alumni history',
  '/app/Faculty/Achievements': 'Faculty Achievements',
  '/app/Utilities/Encrypt Decrypt': 'Encrypt / Decrypt',
  '/app/Settings/College': 'College Settings',
  '/app/Admin/Audit Log': 'Audit Log',
  '/app/Admin/Messages': 'Messages',
  '/app/Fees/Fee Structure': 'Fee Structure',
  '/app/Library': 'Search books',
  '/app/Library/View Books': 'Search books',
  '/app/Library/Catalogue': 'Catalogue',
  '/app/Library/Circulation': 'Circulation desk',
  '/app/Library/Holds': 'Holds',
  '/app/Library/Rules': 'Borrowing rules',
  '/app/Library/No Dues': 'Library no-dues',
  '/app/Library/Reports': 'Library reports',
  '/app/Transport': 'Bus routes',
  '/app/Transport/Routes': 'Bus routes',
  '/app/Transport/Vehicles': 'Vehicles',
  '/app/Transport/Bus Passes': 'Bus passes',
  '/app/Hostel': 'Hostel rooms',
  '/app/Hostel/Rooms': 'Hostel rooms',
  '/app/Hostel/Room Types': 'Room types',
  '/app/Hostel/Applications': 'Hostel applications',
  '/app/Hostel/Fees': 'Hostel fees',
  '/app/Hostel/Leave': 'Leave and out-passes',
  '/app/Hostel/Complaints': 'Complaints',
  '/app/Hostel/Visitors': 'Visitors’ register',
  '/app/Hostel Room': 'Hostel',
  '/app/My Grievances': 'My grievances',
  '/app/Grievances/Register': 'Grievance register',
  '/app/Grievances/Committee': 'Grievance committee',
  '/app/Grievances/Reports': 'Grievance reports',
  '/app/My Placements': 'My placements',
  '/app/Placements/Drives': 'Placement drives',
  '/app/Placements/Companies': 'Companies',
  '/app/Placements/Figures': 'Placement figures',
  '/app/Academics/Curriculum': 'Curriculum',
  '/app/Academics/Sections': 'Sections',
  '/app/Academics/Timetable': 'Timetable',
  '/app/Attendance': 'Attendance',
  '/app/Academics/Attendance': 'Attendance shortage',
  '/app/My Attendance': 'My attendance',
  '/app/Academics/Eligibility': 'Exam eligibility',
  '/app/Internal Marks': 'Internal marks',
  '/app/Academics/Internal Marks': 'Internal marks overview',
  '/app/My Marks': 'My internal marks',
  '/app/Bus Pass': 'Bus pass',
  '/app/Admin Menus': 'Admin Menus',
  '/ResetLoginPassword': 'Reset Password',
  '/app/reset Password': 'Forgot your password?',
};

const PUBLIC_PAGES: [path: string, heading: string | RegExp][] = [
  ['/login/Admin', 'Sign in to Admin Module'],
  ['/login/Student', 'Sign in to Student Module'],
  ['/accounts', 'Sign in to Accounts Module'],
  ['/ForgotPassword', 'Forgot your password?'],
  ['/reset-password?token=not-a-real-token', 'Choose a new password'],
  ['/register/Admin', 'Sign up for the Admin module'],
  ['/examresults', 'Exam Results'],
  ['/library', 'Library catalogue'],
  [`/results/${TITLE}`, TITLE],
  ['/results/verify/XXXXXXXXXX', /./],
  ['/iqacnewhome', /IQAC/],
  ['/terms', 'TERMS AND CONDITIONS'],
  ['/grievance', 'Grievances of ragging and harassment'],
  ['/privacy', 'PRIVACY POLICY'],
  ['/return', 'RETURNS AND REFUNDS'],
  ['/maintenance', 'Under maintenance'],
  ['/coming-soon', 'Coming soon'],
  ['/devtools', /./],
  ['/lyra/payment/status', /./],
  ['/no-such-page', 'Oops, Page Not Found :('],
];

/** What an engine finds on the page as it is: one line per problem, empty when there is none. */
export type PageCheck = (page: Page) => Promise<string[]>;

/** Marks a heading of the page the tour leaves with its text: the new page's heading is one without it, or with other words. */
const LEFT = 'data-tour-left';
const FIRST_HEADINGS = 'h1, [role="heading"][aria-level="1"]';

/**
 * Opens a path as a menu link does: the app already in the tab follows the browser's history (its
 * router listens to popstate), so the page is not downloaded and started again for every screen.
 * The page's first-level heading is marked with its words as it leaves, and the tour waits until
 * that heading is gone or reads otherwise: what it then waits for is the new page's. A tab with no
 * page of the app yet loads it.
 */
async function openInApp(page: Page, path: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(encodeURI(path));
    return;
  }
  if (decodedPath(page) + new URL(page.url()).search === path) return;
  await page.evaluate(
    ({ to, left, headings }) => {
      document.querySelectorAll(headings).forEach((h) => h.setAttribute(left, h.textContent ?? ''));
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { to: encodeURI(path), left: LEFT, headings: FIRST_HEADINGS },
  );
  await page.waitForFunction(
    (left) => Array.from(document.querySelectorAll(`[${left}]`)).every((h) => h.textContent !== h.getAttribute(left)),
    LEFT,
  );
}

/** Every problem on every page a test visits, gathered so that one run names them all. */
function auditor(page: Page, problemsOf: PageCheck) {
  const found: string[] = [];
  return {
    async check(name: string) {
      for (const p of await problemsOf(page)) found.push(`${name}: ${p}`);
    },
    /** Opens the page, waits for its heading and content, and has the engine look at it unless told it has seen it already. */
    async visit(path: string, heading: string | RegExp, { check = true } = {}) {
      await openInApp(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(loadingIndicators(page)).toHaveCount(0);
      if (check) await this.check(path);
    },
    found,
  };
}

const linksOf = (items: MenuItem[]): string[] => items.flatMap((i) => [i.link, ...linksOf(i.child ?? [])]);

const landingOf = (role: string): string => LANDING_ROUTES[role as keyof typeof LANDING_ROUTES] ?? '/app';

/** Every screen of the app (not the groups that hold them) a role may use, whether or not its menu shows it. */
function screensOf(role: string): string[] {
  const all = allFeatureLinks();
  return all.filter(
    (link) => link.startsWith('/app/') && !all.some((other) => other.startsWith(`${link}/`)) && can([role], permissionOfLink(link)!),
  );
}

/** The pages of a role's tour: every page of its menu, and a few more its tour opens. */
function tourPages(role: string): Set<string> {
  // Admin Menus lists a role's menu with the same parts for every role: checked with the longest and a short list.
  // The administrator's tour also opens every screen the administrator may use, each with its own heading: none "not available yet".
  const own = role === 'ROLE_ADMIN' ? ['/app/Admin Menus', '/ResetLoginPassword', '/app/reset Password', ...screensOf(role)] : [];
  if (role === 'ROLE_STUDENT') own.push('/app/Admin Menus');
  return new Set([...linksOf(menuFor([role], landingOf(role))), ...own]);
}

/**
 * The role whose tour opens a page and has the engines look at it: the first role (in ROLES' order) whose
 * tour has it. A screen is the same component whoever opens it, so each is opened and checked once, and
 * every role's landing page in its own tour.
 */
const CHECKED_BY = new Map<string, string>();
for (const role of ROLES) for (const path of tourPages(role)) if (!CHECKED_BY.has(path)) CHECKED_BY.set(path, role);

/** Pages that need no sign-in look the same to everyone: "on the other public pages" opens and checks them, and a role's tour leaves them out. */
const PUBLIC_PATHS = new Set(PUBLIC_PAGES.map(([path]) => path));

/** A role's tour may take this long for its sign-in and log-out, and this long more for each page of its menu; at least the tour's own timeout. */
const TOUR_BASE_MS = 60_000;
const TOUR_PAGE_MS = 15_000;
const TOUR_MIN_MS = 180_000;

/** The tour's tests, under `title`, each failing with every problem `problemsOf` finds on its pages. */
export function describePageTour(title: string, problemsOf: PageCheck) {
  test.describe(title, () => {
    // Each test visits a group of pages, and the engine takes a second or two per page on a busy machine.
    test.describe.configure({ mode: 'parallel', timeout: TOUR_MIN_MS });

    test('on the home page and its pop-ups', async ({ page }) => {
      const audit = auditor(page, problemsOf);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Welcome to the campus portal' })).toBeVisible();
      await expect(page.getByTestId('college-logo')).toBeVisible();
      await audit.check('home');
      const dialog = page.getByRole('dialog');
      for (const [button, content] of [
        ['About Us', 'Vidyanagar College of Engineering & Technology (VCET) was established in 1998'],
        ['Contact Us', 'coe@vcet.edu.in'],
        ['Terms & Conditions', 'Law and courts'],
        ['Privacy Policy', 'Minors'],
      ]) {
        await page.getByRole('button', { name: button }).click();
        await expect(dialog).toContainText(content);
        await audit.check(`home: ${button}`);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
      }
      await page.getByRole('button', { name: 'Language' }).click();
      await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
      await audit.check('home: language menu');
      expect(audit.found).toEqual([]);
    });

    test('on the other public pages', async ({ page }) => {
      const audit = auditor(page, problemsOf);
      for (const [path, heading] of PUBLIC_PAGES) await audit.visit(path, heading);
      await page.goto(`/results/${encodeURIComponent(TITLE)}`);
      await page.getByLabel('Roll Number').fill('22VC1A0501');
      await page.getByRole('button', { name: 'Get Result' }).click();
      await expect(page.getByTestId('student-roll')).toHaveText('22VC1A0501');
      await audit.check('a result shown');
      expect(audit.found).toEqual([]);
    });

    test('the table of landing pages covers every role with a landing route', () => {
      expect(Object.fromEntries(LANDINGS.map(([, role, route]) => [role, route]))).toEqual(LANDING_ROUTES);
      for (const [username, role] of LANDINGS) expect(demoUsernameFor(role)).toBe(username);
    });

    for (const role of ROLES) {
      const known = LANDINGS.find(([, r]) => r === role);
      const figure = LANDING_FIGURES.find((f) => f.roles.includes(role));
      const reads = figure ? `, its ${figure.testId} reads what the server counts` : '';
      test(`${role} signs in, lands with its header${reads}; the pages of its menu no earlier tour opened; logs out`, async ({ page, request }) => {
        const audit = auditor(page, problemsOf);
        const username = demoUsernameFor(role);
        const landing = landingOf(role);
        const me = (await (await request.post('/api/auth/signin', { data: { username, password: DEMO_PASSWORD } })).json()) as {
          token: string;
          fullName: string;
        };
        const figures = figure
          ? ((await (await request.get(`/api/${figure.call}`, { headers: { authorization: `Bearer ${me.token}` } })).json()) as Record<
              string,
              unknown
            >)
          : undefined;
        await signIn(page, username);
        await expect.poll(() => decodedPath(page).replace(/(.)\/$/, '$1')).toBe(landing);
        // A landing page is the role's dashboard, or (the OPAC desk) the screen of its work.
        const workScreen = SCREEN_HEADINGS[landing] !== undefined && SCREEN_HEADINGS[landing] !== WELCOME;
        if (workScreen) await expect(page.getByRole('heading', { level: 1, name: SCREEN_HEADINGS[landing] })).toBeVisible();
        else await expect(page.getByTestId('dashboard-welcome')).toContainText(me.fullName);
        if (known) {
          const header = page.getByTestId('header-user');
          await expect(header).toContainText(`LOGIN ID: ${username.toUpperCase()}`);
          await expect(header).toContainText(`ROLE: ${known[3].toUpperCase()}`);
          await expect(header).toContainText(`NAME: ${me.fullName.toUpperCase()}`);
          await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
            'href',
            landing,
          );
        }
        if (figure && figures) await expect(page.getByTestId(figure.testId)).toHaveText(figure.text(figures));
        if (OFFICES.includes(role)) await expect(page.getByTestId('office-note')).toContainText('not part of this release');

        const pages = tourPages(role);
        // The engines take seconds a page on a busy machine: the administrator's tour has two dozen.
        test.setTimeout(Math.max(TOUR_MIN_MS, TOUR_BASE_MS + TOUR_PAGE_MS * pages.size));
        for (const path of pages) {
          // A public page (Exam Results) looks the same to everyone: "on the other public pages" opens and checks it.
          if (PUBLIC_PATHS.has(path)) continue;
          const heading = path === landing ? (SCREEN_HEADINGS[path] ?? WELCOME) : SCREEN_HEADINGS[path];
          if (!heading) throw new Error(`no heading is known for ${path}: add it to SCREEN_HEADINGS`);
          // A screen an earlier role's tour opened and checked is the same component here, and its menu entry
          // and its route's guard read one permission (menuFor, permissionOfLink: packages/shared/src/menus.test.ts),
          // so this role is let in as that one was. What a screen shows differently by role its own journeys test.
          if (path !== landing && CHECKED_BY.get(path) !== role) continue;
          await audit.visit(path, heading);
        }
        expect(audit.found).toEqual([]);

        // The menu may end on a public page (Exam Results), whose header has no Log out: back to the landing page.
        await page.goto(encodeURI(landing));
        await page.getByRole('button', { name: 'Log out' }).click();
        await expect.poll(() => decodedPath(page)).toBe('/');
        await expect(page.getByTestId('home-tiles')).toBeVisible();
        const cookies = (await page.context().cookies()).map((c) => c.name);
        expect(cookies).not.toContain('erp_session');
        expect(cookies).not.toContain('erpUser');
        await page.goto(encodeURI(landing));
        await expect.poll(() => decodedPath(page)).toBe('/');
      });
    }

    test.describe('at phone width', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('on the home page, its Contact pop-up and a signed-in page with the menu open', async ({ page }) => {
        const audit = auditor(page, problemsOf);
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'Welcome to the campus portal' })).toBeVisible();
        await audit.check('home (phone)');
        await page.getByRole('button', { name: 'Contact Us' }).click();
        await expect(page.getByRole('dialog')).toContainText('coe@vcet.edu.in');
        await audit.check('home: Contact Us (phone)');
        await signIn(page, 'admin');
        await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit Log' })).toBeVisible();
        await audit.check('admin: menu drawer (phone)');
        expect(audit.found).toEqual([]);
      });
    });
  });
}
