import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, shot, signIn } from './support';

const DRAFT = 'Semester End Examinations (Regular), November 2026';

test.describe('notifications in the app', () => {
  test('results published: the student’s bell counts it, the list says so and leads to the result; read, the bell is quiet', async ({
    page,
    request,
  }) => {
    const examination = await apiBearer(request, 'examination');
    const set = (action: 'publish' | 'unpublish') =>
      request.post(`/api/exam-results/${encodeURIComponent(DRAFT)}/${action}`, { headers: examination });
    expect((await set('publish')).ok()).toBeTruthy();
    try {
      await signIn(page, 'student');
      const bell = page.getByRole('link', { name: '1 unread notification' });
      await expect(bell).toBeVisible();
      await bell.click();
      await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
      const list = page.getByTestId('notifications');
      await expect(list).toContainText(`Results of ${DRAFT} are published`);
      // The page and the bell with its figure, as axe-core reads them (the page tour sees menu pages only),
      // once the bell's tooltip has gone with the pointer.
      await page.mouse.move(0, 600);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      expect(await blockingViolations(page)).toEqual([]);
      await shot(page, 'notifications');
      const roll = (await list.getByRole('link', { name: /^See the results of / }).textContent())!.replace('See the results of ', '');
      await list.getByRole('link', { name: `See the results of ${roll}` }).click();
      await expect(page.getByTestId('student-roll')).toContainText(roll);
      // Opened, it is read: back on the list the bell has nothing to count.
      await page.goto('/app/Notifications');
      await expect(list).toContainText('Read');
      await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
    } finally {
      // The demo's draft stays a draft for the other journeys of this worker.
      expect((await set('unpublish')).ok()).toBeTruthy();
    }
  });
});
