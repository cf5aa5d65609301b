import { expect, test } from './worker-server.fixture';
import { blockingViolations, shot, signInAt, snackbar } from './support';

// The warden allots every waiting application of the demo: a server of its own.
test.use({ ownServer: 'hostel-allotment' });

test.describe('Hostel allotment', () => {
  test('the warden previews the allotment of every waiting application by the rules and confirms it; the student sees the hostel page', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAt(page, 'hostel_incharge', '/app/Hostel/Applications');
    await expect(page.getByRole('heading', { name: 'Hostel applications', level: 1 })).toBeVisible();
    await shot(page, 'hostel-applications');
    await page.getByRole('button', { name: 'Allot all' }).click();
    const plan = page.getByRole('dialog', { name: 'Allot all by the rules' });
    const counts = plan.getByText(/applications get a bed/);
    await expect(counts).toBeVisible();
    const allotted = Number(/^([\d,]+) of/.exec((await counts.textContent())!)![1]!.replace(/,/g, ''));
    expect(allotted).toBeGreaterThan(0);
    expect(await blockingViolations(page, 'the allotment plan')).toEqual([]);
    await shot(page, 'hostel-allot-all');
    await plan.getByRole('button', { name: 'Confirm' }).click();
    await expect(snackbar(page, `${allotted} ${allotted === 1 ? 'student' : 'students'} allotted a bed`)).toBeVisible();

    await signInAt(page, 'student', '/app/Hostel Room');
    await expect(page.getByRole('heading', { name: 'Hostel', level: 1 })).toBeVisible();
    await shot(page, 'hostel-student');
  });
});
