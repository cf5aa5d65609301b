import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, chooseLanguage, collegeDay, shot, signInAt, snackbar } from './support';

interface OwnLife {
  resident: boolean;
  place: string | null;
}
interface Own {
  application: { rollNumber: string; studentName: string } | null;
}

test.describe('Hostel daily life', () => {
  test('the student asks for leave and reports a leaking tap; the warden approves, the parent is told; the complaint is resolved; a visitor comes and goes', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const student = await apiBearer(request, 'student');
    const life = (await (await request.get('/api/hostel/me/life', { headers: student })).json()) as OwnLife;
    expect(life.resident, 'the demo student lives in the hostel').toBe(true);
    const { rollNumber, studentName } = ((await (await request.get('/api/hostel/me/application', { headers: student })).json()) as Own)
      .application!;
    const [from, until] = [collegeDay(40), collegeDay(42)];
    const room = life.place!.split(' · ')[1]!;

    // The student asks for three days at home and reports what is wrong in the room.
    await signInAt(page, 'student', '/app/Hostel Room');
    const leave = page.getByRole('region', { name: 'Leave and out-passes' });
    await leave.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Leave' }).click();
    await leave.getByRole('textbox', { name: /^From/ }).fill(from.shown);
    await leave.getByRole('textbox', { name: /^Until/ }).fill(until.shown);
    await leave.getByLabel(/^Going to/).fill('Home, Warangal');
    await leave.getByLabel(/^Reason/).fill('Sister’s wedding');
    await leave.getByRole('button', { name: 'Ask' }).click();
    await expect(snackbar(page, 'Your request is sent to the warden')).toBeVisible();
    const asked = page.getByTestId('own-leave');
    await expect(asked.getByText('Waiting').first()).toBeVisible();

    const complaints = page.getByRole('region', { name: 'Room complaints' });
    await complaints.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Electrical' }).click();
    await complaints.getByLabel(/^What is wrong/).fill('The ceiling fan hums and turns slowly');
    await complaints.getByRole('button', { name: 'Report' }).click();
    await expect(snackbar(page, 'Your complaint is recorded')).toBeVisible();
    await expect(page.getByTestId('own-complaints').getByText('The ceiling fan hums and turns slowly')).toBeVisible();
    expect(await blockingViolations(page, 'the student’s hostel page')).toEqual([]);
    await shot(page, 'hostel-life-student');

    // The warden approves it from the waiting requests.
    await signInAt(page, 'hostel_incharge', `/app/Hostel/Leave?q=${rollNumber}`);
    await expect(page.getByRole('heading', { name: 'Leave and out-passes' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Approve: ${studentName}` })).toBeVisible();
    expect(await blockingViolations(page, 'the leave requests')).toEqual([]);
    await shot(page, 'hostel-life-leave');
    await page.getByRole('button', { name: `Approve: ${studentName}` }).click();
    await expect(snackbar(page, `The request of ${studentName} is approved`)).toBeVisible();

    // The complaint is resolved, saying what was done.
    await page.goto(`/app/Hostel/Complaints?q=${room}`);
    await expect(page.getByRole('heading', { name: 'Complaints', exact: true })).toBeVisible();
    const fan = page.locator('li, tr').filter({ hasText: 'The ceiling fan hums and turns slowly' }).first();
    await fan.getByRole('button', { name: /^Resolved/ }).click();
    const resolve = page.getByRole('dialog', { name: /^Resolve the complaint of room/ });
    await resolve.getByLabel(/^What was done/).fill('Capacitor replaced');
    await resolve.getByRole('button', { name: 'Resolved' }).click();
    await expect(snackbar(page, /^The complaint of room .* is resolved$/)).toBeVisible();
    await shot(page, 'hostel-life-complaints');

    // A visitor comes in to see the student and leaves.
    await page.goto('/app/Hostel/Visitors');
    await expect(page.getByRole('heading', { name: 'Visitors’ register' })).toBeVisible();
    await page.getByRole('button', { name: 'Visitor in' }).click();
    const visit = page.getByRole('dialog', { name: 'Visitor in' });
    await visit.getByLabel(/^Roll number of the student/).fill(rollNumber);
    await visit.getByLabel(/^Visitor’s name/).fill('Lakshmi Devi');
    await visit.getByRole('combobox', { name: 'Relation' }).click();
    await page.getByRole('option', { name: 'Parent' }).click();
    await visit.getByLabel(/^Phone/).fill('98480 12345');
    await visit.getByRole('button', { name: 'Visitor in' }).click();
    await expect(snackbar(page, `Lakshmi Devi signed in to see ${studentName}`)).toBeVisible();
    await shot(page, 'hostel-life-visitors');
    await page.getByRole('button', { name: 'Signed out: Lakshmi Devi' }).click();
    await expect(snackbar(page, 'Lakshmi Devi signed out')).toBeVisible();

    // The parent reads the decision among their notifications.
    await signInAt(page, 'parent', '/app/Notifications');
    await expect(page.getByText(`Leave of ${studentName} from ${from.shown} to ${until.shown} is approved`)).toBeVisible();

    // In German, the warden's pages speak German.
    await signInAt(page, 'hostel_incharge', '/app/Hostel/Leave?status=approved');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Urlaub und Ausgänge' })).toBeVisible();
    await expect(page.getByText('Genehmigt').first()).toBeVisible();
    await shot(page, 'hostel-life-leave-de');
    await page.goto('/app/Hostel/Visitors');
    await expect(page.getByRole('heading', { name: 'Besucherbuch' })).toBeVisible();
    await shot(page, 'hostel-life-visitors-de');
  });
});
