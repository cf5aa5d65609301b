import type { Locator, Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { apiBearer, loadingIndicators, shot, signIn } from './support';

/** The phone pass: at 390 px, in English and German, nothing scrolls sideways and codes and amounts stay whole. */
test.use({ viewport: { width: 390, height: 844 } });

const LANGUAGES = ['en', 'de'] as const;
type Language = (typeof LANGUAGES)[number];

/** The reader's language as the header's menu stores it, before the first page loads. */
async function speak(page: Page, language: Language) {
  await page.addInitScript((lang) => {
    const state = { theme: 'mint', language: lang, layout: 'mega-menu', sidebarOpen: true, userStatus: 'online' };
    localStorage.setItem('ui', JSON.stringify({ state, version: 0 }));
  }, language);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const el = document.scrollingElement!;
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth };
  });
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** The lines the element's text takes: one when a code or amount is shown whole. */
async function expectOneLine(locator: Locator) {
  await expect(locator).toBeVisible();
  const lines = await locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    ).size;
  });
  expect(lines, `'${await locator.textContent()}' on one line`).toBe(1);
}

/** The figures of a pagination in the language: '1–20 of 2,109' / '1–20 von 2.109'. */
const shown = (language: Language) => (language === 'de' ? /^\d+–\d+ von [\d.]+$/ : /^\d+–\d+ of [\d,]+$/);
const money = (language: Language) => (language === 'de' ? /^[\d.]+,\d\d\s₹$/ : /^₹[\d,]+\.\d\d$/);

for (const language of LANGUAGES) {
  test.describe(`at 390 px in ${language === 'de' ? 'German' : 'English'}`, () => {
    test('the public pages have a way Home and do not scroll sideways', async ({ page, request }) => {
      await speak(page, language);
      const titles = (await (await request.get('/api/getDistinctExamTitlesBy')).json()) as string[];
      expect(titles.length).toBeGreaterThan(0);
      const pages = [
        '/examresults',
        `/results/${encodeURIComponent(titles[0])}`,
        '/results/verify/NOSUCHCODE1',
        '/lyra/payment/status',
        '/terms',
        '/privacy',
        '/return',
        '/login/Admin',
        '/login/Student',
        '/ForgotPassword',
      ];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator(`html[lang="${language}"]`)).toHaveCount(1);
        const home = page.locator('a[href="/"]').filter({ visible: true });
        await expect(home.first(), `${path} has a way Home`).toBeVisible();
        await expectNoSidewaysScroll(page, path);
      }
      await page.goto('/');
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoSidewaysScroll(page, 'home');
    });

    test('users and the audit log are cards, whole user names and times', async ({ page, request }) => {
      // One audited change, so that the log has an entry.
      const admin = await apiBearer(request);
      const users = await (await request.get('/api/users?search=library_assistant', { headers: admin })).json();
      const id = users.users.find((u: { username: string }) => u.username === 'library_assistant').id;
      expect((await request.post(`/api/users/${id}/unlock`, { headers: admin })).ok()).toBe(true);
      await signIn(page, 'admin');
      await speak(page, language);
      await page.goto('/app/Users');
      // The users' pages; the mail outbox below has pages of its own when other journeys have sent mail.
      await expect(page.getByText(shown(language)).first()).toBeVisible();
      const list = page.getByRole('list', { name: language === 'de' ? 'Benutzer' : 'Users' }).first();
      const card = list.getByRole('listitem').first();
      await expect(card).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectNoSidewaysScroll(page, 'users');

      await page.goto('/app/Admin/Audit%20Log');
      const entry = page.getByTestId('audit-entries').locator('li[data-entry]').first();
      await expectOneLine(entry.getByText(/^\d{2}-\d{2}-\d{4}, \d{1,2}:\d{2}/));
      await expect(page.getByText(shown(language))).toBeVisible();
      await expectNoSidewaysScroll(page, 'audit log');
    });

    test('the admissions register shows each roll number whole', async ({ page }) => {
      await signIn(page, 'admissions');
      await speak(page, language);
      await page.goto('/app/Admission/Admissions Register');
      const row = page.getByTestId('register-table').locator('li[data-roll]').first();
      const roll = (await row.getAttribute('data-roll'))!;
      await expectOneLine(row.getByText(roll, { exact: true }));
      await expect(page.getByText(shown(language))).toBeVisible();
      await expectNoSidewaysScroll(page, 'admissions register');
    });

    test('fee report orders show amounts whole', async ({ page }) => {
      await signIn(page, 'accountant');
      await speak(page, language);
      await page.goto('/app/Fees/Reports');
      const order = page.getByTestId('orders').locator('li[data-order]').first();
      await expectOneLine(order.getByText(money(language)).first());
      await expectNoSidewaysScroll(page, 'fee reports');
    });

    test('the fee counter: receiving, the day, the days and the cheques stay within the screen', async ({ page }) => {
      await signIn(page, 'accountant');
      await speak(page, language);
      await page.goto('/app/Fees/Counter');
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      // All four in sight: none scrolled away behind an arrow.
      for (let i = 0; i < 4; i++) await expect(tabs.nth(i)).toBeInViewport({ ratio: 1 });
      for (let i = 0; i < 4; i++) {
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expect(loadingIndicators(page)).toHaveCount(0);
        await expectNoSidewaysScroll(page, `fee counter, tab ${(await tabs.nth(i).textContent()) ?? i}`);
      }
    });

    test('master data: every list, and a row being edited or added, stay within the screen', async ({ page }) => {
      await signIn(page, 'admin');
      await speak(page, language);
      await page.goto('/app/Master%20Data');
      const de = language === 'de';
      await expect(page.getByRole('heading', { name: de ? 'Stammdaten' : 'Master Data', level: 1 })).toBeVisible();
      const kinds = de ? ['Studiengänge', 'Fachrichtungen', 'Listen', 'Vermittler'] : ['Courses', 'Branches', 'Lists', 'Agents'];
      // On a phone the lists are one choice rather than a row of tabs wider than the screen.
      await expect(page.getByRole('tab')).toHaveCount(0);
      const chooseList = async (kind: string) => {
        await page.getByRole('combobox', { name: de ? 'Liste' : 'List' }).click();
        await page.getByRole('option', { name: kind, exact: true }).click();
      };
      for (const kind of kinds) {
        await chooseList(kind);
        const table = page.getByRole('table', { name: kind });
        await expect(table.getByRole('row').first()).toBeVisible();
        await expectNoSidewaysScroll(page, `master data: ${kind}`);
        // A row being edited: its fields stacked, Save and Cancel on screen.
        await table
          .getByRole('button', { name: de ? /^Bearbeiten / : /^Edit / })
          .first()
          .click();
        const cancel = table.getByRole('button', { name: de ? 'Abbrechen' : 'Cancel' });
        await expect(cancel).toBeInViewport({ ratio: 1 });
        await expectNoSidewaysScroll(page, `master data: ${kind}, a row being edited`);
        await cancel.click();
        await page.getByRole('button', { name: de ? 'Hinzufügen' : 'Add', exact: true }).click();
        await expect(page.getByTestId('md-new-row')).toBeVisible();
        await expectNoSidewaysScroll(page, `master data: ${kind}, a row being added`);
        await page
          .getByTestId('md-new-row')
          .getByRole('button', { name: de ? 'Abbrechen' : 'Cancel' })
          .click();
      }
      await chooseList(kinds[1]);
      await page
        .getByRole('table', { name: kinds[1] })
        .getByRole('button', { name: de ? /^Bearbeiten / : /^Edit / })
        .first()
        .click();
      await shot(page, `master-data-edit-${language}`);
    });

    test("an exam title's results show roll numbers whole", async ({ page }) => {
      await signIn(page, 'examination');
      await speak(page, language);
      await page.goto('/app/Examinations/Results');
      await page
        .getByRole('button', { name: language === 'de' ? /^Ergebnisse von / : /^Results of / })
        .first()
        .click();
      const row = page.getByTestId('title-results-rows').locator('[data-roll]').first();
      const roll = (await row.getAttribute('data-roll'))!;
      await expectOneLine(row.getByText(roll, { exact: true }));
      await expectNoSidewaysScroll(page, 'exam results');
    });
  });
}
