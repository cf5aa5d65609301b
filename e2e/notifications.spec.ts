import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, shot, signIn } from './support';

const DRAFT = 'Semester End Examinations (Regular), November 2026';

/** The bell's name for this many unread notifications. */
const bellNamed = (unread: number) => (unread === 0 ? 'Notifications' : `${unread} unread notification${unread === 1 ? '' : 's'}`);

test.describe('notifications in the app', () => {
  test('results published: the student’s bell counts it, the list says so and leads to the result; read, the bell counts one fewer', async ({
    page,
    request,
  }) => {
    const examination = await apiBearer(request, 'examination');
    const student = await apiBearer(request, 'student');
    const unread = async () => (await (await request.get('/api/notifications/unread', { headers: student })).json()).unread as number;
    const set = (action: 'publish' | 'unpublish') =>
      request.post(`/api/exam-results/${encodeURIComponent(DRAFT)}/${action}`, { headers: examination });
    // Other journeys of this worker may have told the student of receipts already.
    const before = await unread();
    expect((await set('publish')).ok()).toBeTruthy();
    try {
      // The students are told just after the publish, a chunk at a time.
      await expect.poll(unread).toBe(before + 1);
      await signIn(page, 'student');
      const bell = page.getByRole('link', { name: bellNamed(before + 1), exact: true });
      await expect(bell).toBeVisible();
      await bell.click();
      await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
      const list = page.getByTestId('notifications');
      const told = list.getByRole('row').filter({ hasText: `Results of ${DRAFT} are published` });
      await expect(told).toContainText('Unread');
      // The page and the bell with its figure, as axe-core reads them (the page tour sees menu pages only),
      // once the bell's tooltip has gone with the pointer.
      await page.mouse.move(0, 600);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      expect(await blockingViolations(page)).toEqual([]);
      await shot(page, 'notifications');
      const roll = (await told.getByRole('link', { name: /^See the results of / }).textContent())!.replace('See the results of ', '');
      await told.getByRole('link', { name: `See the results of ${roll}` }).click();
      await expect(page.getByTestId('student-roll')).toContainText(roll);
      // Opened, it is read: back on the list it says so, and the bell counts one fewer.
      await page.goto('/app/Notifications');
      await expect(told).toContainText('Read');
      await expect(told).not.toContainText('Unread');
      await expect(page.getByRole('link', { name: bellNamed(before), exact: true })).toBeVisible();
    } finally {
      // The demo's draft stays a draft for the other journeys of this worker.
      expect((await set('unpublish')).ok()).toBeTruthy();
    }
  });
});
