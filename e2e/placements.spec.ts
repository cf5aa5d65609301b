import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, chooseLanguage, collegeDay, shot, signInAt, snackbar } from './support';

const PDF = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
});

/** A company's shortlist as it sends one: a real workbook with a heading row and a `Roll number` column. */
async function shortlist(rolls: string[]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Shortlist');
  ws.addRow(['S. No.', 'Roll number', 'Name']);
  rolls.forEach((roll, i) => ws.addRow([i + 1, roll, `Candidate ${i + 1}`]));
  return {
    name: 'shortlist.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await wb.xlsx.writeBuffer()),
  };
}

interface Places {
  courses: { id: number; code: string }[];
  batches: { id: number; courseId: number; name: string }[];
}

/** A choice of a list in a dialog; a list of several choices stays open until Escape. */
async function choose(page: Page, dialog: ReturnType<Page['getByRole']>, field: RegExp, options: string[], several = false) {
  await dialog.getByRole('combobox', { name: field }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  if (several) await page.keyboard.press('Escape');
}

test.describe('Placement office', () => {
  test('the office creates a drive for the student’s batch; the student applies with a résumé; the office moves them on by a tick and by a shortlist workbook and records the offer; the figures show it and download', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const company = `Kaveri Analytics ${Date.now().toString(36)}`;
    const me = (await (await request.get('/api/dashboards/student', { headers: await apiBearer(request, 'student') })).json()) as {
      student: { rollNumber: string; fullName: string; course: string; batch: string };
    };
    const { rollNumber: roll, fullName: name } = me.student;
    const places = (await (
      await request.get('/api/placements/places', { headers: await apiBearer(request, 'placement_dean') })
    ).json()) as Places;
    const course = places.courses.find((c) => c.code === me.student.course);
    expect(course, `the programme ${me.student.course} of the demo student`).toBeTruthy();

    // The office lands on the season's figures, adds a company and creates its drive for the student's batch.
    await signInAt(page, 'placement_dean', '/app/Placements/Company Placement');
    await expect(page.getByTestId('figure-placement-placed')).toBeVisible();
    await expect(page.getByTestId('office-note')).toHaveCount(0);
    await shot(page, 'placements-landing');
    await page.goto('/app/Placements/Companies');
    await page.getByRole('button', { name: 'Add company' }).click();
    const add = page.getByRole('dialog', { name: 'Add a company' });
    await add.getByLabel(/^Company name/).fill(company);
    await add.getByLabel(/^Sector/).fill('Data analytics');
    await add.getByLabel(/^Website/).fill('https://www.kaveri-analytics.in');
    const contact = add.getByRole('group', { name: 'Contact person 1' });
    await contact.getByLabel(/^Name/).fill('Anitha Raghavan');
    await contact.getByLabel(/^E-mail/).fill('campus@kaveri-analytics.in');
    await contact.getByLabel(/^Phone/).fill('+91 80 4000 1234');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, `${company} is added`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Companies' }).getByText(company)).toBeVisible();

    await page.goto('/app/Placements/Drives');
    await expect(page.getByRole('heading', { name: 'Placement drives', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Create drive' }).click();
    const drive = page.getByRole('dialog', { name: 'Create a drive' });
    await choose(page, drive, /^Company/, [company]);
    await drive.getByLabel(/^Job title/).fill('Data Analyst');
    await drive.getByLabel(/^CTC/).fill('9.5');
    await drive.getByLabel(/^Job location/).fill('Bengaluru');
    await drive.getByLabel(/^Drive day/).fill(collegeDay(14).shown);
    await choose(page, drive, /^Mode/, ['On campus']);
    await choose(page, drive, /^Rounds/, ['Aptitude test', 'Technical interview'], true);
    await choose(page, drive, /^Programmes/, [course!.code], true);
    await choose(page, drive, /^Passing-out batches/, [me.student.batch], true);
    await shot(page, 'placements-drive-form');
    await drive.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, `The drive of ${company} is created`)).toBeVisible();
    const row = page.getByRole('table', { name: 'Drives' }).locator(`[data-drive="${company}"]`);
    await expect(row).toContainText('₹9.5 lakh p.a.');
    await expect(row).toContainText('Aptitude test → Technical interview');
    expect(await blockingViolations(page, 'the drives')).toEqual([]);
    await shot(page, 'placements-drives');

    // The student sees the drive among those open to them, and applies with a résumé.
    await signInAt(page, 'student', '/app/My Placements');
    await expect(page.getByRole('heading', { name: 'My placements', level: 1 })).toBeVisible();
    const open = page.getByRole('table', { name: 'Drives you may apply to' }).locator(`[data-drive="${company}"]`);
    await expect(open).toContainText('Data Analyst');
    await open.getByRole('button', { name: `Apply to ${company}` }).click();
    const apply = page.getByRole('dialog', { name: `Apply to ${company}: Data Analyst` });
    await page.locator('#apply-resume').setInputFiles(PDF('resume.pdf'));
    await expect(apply.getByText('resume.pdf')).toBeVisible();
    await apply.getByRole('button', { name: 'Apply' }).click();
    await expect(snackbar(page, `You applied to ${company}`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'My applications' }).locator(`[data-drive="${company}"]`)).toContainText('In the running');
    expect(await blockingViolations(page, 'my placements')).toEqual([]);
    await shot(page, 'placements-mine');

    // The office moves the student on by a tick, then by the company's shortlist: an unknown roll number refuses all of it.
    await signInAt(page, 'placement_dean', '/app/Placements/Drives');
    await page.getByRole('link', { name: `Open the drive of ${company}` }).click();
    await expect(page.getByRole('heading', { name: `${company}: Data Analyst`, level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Find a student by roll number or name' }).fill(roll);
    await expect(page.getByRole('table', { name: 'Eligible students' }).locator(`[data-roll="${roll}"]`)).toBeVisible();
    const applications = page.getByRole('table', { name: 'Applications' });
    await expect(applications.locator(`[data-roll="${roll}"]`)).toContainText('Aptitude test');
    await page.getByRole('checkbox', { name: `Tick ${name} (${roll})` }).check();
    await page.getByRole('button', { name: 'To the next round' }).click();
    await expect(snackbar(page, '1 moved on, 0 selected, 0 rejected')).toBeVisible();

    // The company moves the drive to its own office: the office corrects the drive; its rounds, now under way, stay.
    await page.getByRole('button', { name: 'Correct the drive' }).click();
    const correct = page.getByRole('dialog', { name: `Correct the drive of ${company}` });
    await expect(correct.getByLabel(/^CTC/)).toHaveValue('9.5');
    await correct.getByLabel(/^Job location/).fill('Mysuru');
    await choose(page, correct, /^Rounds/, ['HR interview'], true);
    await shot(page, 'placements-drive-correct');
    await correct.getByRole('button', { name: 'Save' }).click();
    await expect(correct.getByText('Students have been moved through the rounds of this drive: its rounds can no longer be changed')).toBeVisible();
    await choose(page, correct, /^Rounds/, ['HR interview'], true);
    await correct.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, `The drive of ${company} is saved`)).toBeVisible();
    await expect(page.getByText(/· Mysuru ·/)).toBeVisible();
    await expect(applications.locator(`[data-roll="${roll}"]`)).toContainText('Technical interview');

    await page.locator('#shortlist-workbook').setInputFiles(await shortlist([roll, '99ZZ9Z9999']));
    await page.getByRole('button', { name: 'Upload shortlist' }).click();
    await expect(page.getByTestId('shortlist-problem')).toContainText('99ZZ9Z9999');
    await expect(applications.locator(`[data-roll="${roll}"]`)).toHaveAttribute('data-status', 'inRunning');
    await page.locator('#shortlist-workbook').setInputFiles(await shortlist([roll]));
    await page.getByRole('button', { name: 'Upload shortlist' }).click();
    await expect(snackbar(page, '0 moved on, 1 selected, 0 rejected')).toBeVisible();
    await expect(applications.locator(`[data-roll="${roll}"]`)).toHaveAttribute('data-status', 'selected');

    await page.getByRole('button', { name: `Record the offer of ${name}` }).click();
    const offer = page.getByRole('dialog', { name: `Record the offer of ${name} (${roll})` });
    await expect(offer.getByLabel(/^Offered CTC/)).toHaveValue('9.5');
    await page.locator('#offer-letter').setInputFiles(PDF('offer-letter.pdf'));
    await offer.getByRole('button', { name: 'Record offer' }).click();
    await expect(snackbar(page, `The offer to ${roll} is recorded`)).toBeVisible();
    await expect(applications.locator(`[data-roll="${roll}"]`)).toHaveAttribute('data-status', 'offered');
    expect(await blockingViolations(page, 'the drive')).toEqual([]);
    await shot(page, 'placements-drive');

    // The figures count the hire, and download as a workbook; the page in German.
    await page.goto('/app/Placements/Figures');
    await expect(page.getByRole('table', { name: 'Company-wise hires' }).getByText(company)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(await (await file.createReadStream()).toArray()) as unknown as ArrayBuffer);
    expect(book.worksheets.length).toBeGreaterThan(0);
    await shot(page, 'placements-figures');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Vermittlungszahlen', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Excel herunterladen' })).toBeVisible();
    await shot(page, 'placements-figures-de');
    await chooseLanguage(page, 'English');

    // The student sees the offer with its letter.
    await signInAt(page, 'student', '/app/My Placements');
    const offers = page.getByRole('table', { name: 'My offers' });
    await expect(offers).toContainText(company);
    await expect(offers.getByRole('link', { name: 'Offer letter' })).toBeVisible();
  });
});
