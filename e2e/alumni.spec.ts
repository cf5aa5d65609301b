import type { Page } from '@playwright/test';
import { formatDayInWords } from '@campus/shared';
import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, chooseLanguage, shot, signIn, signInAt } from './support';

const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text }).last();
const PDF = {
  name: 'degree-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};
const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PNG = { name: 'passport.png', mimeType: 'image/png', buffer: PNG_BYTES };
/** A Windows program renamed to look like a PDF. */
const EXE = { name: 'marks-memo.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]) };
const suffix = () => String(Date.now()).slice(-4);

async function choose(page: Page, label: string, option: RegExp | string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function fillRegistration(page: Page, rollNumber: string) {
  await page.getByLabel('Name', { exact: true }).fill('Keerthi Sai Priya');
  await choose(page, 'Course (degree)', /^B\.Tech/);
  await choose(page, 'Batch', '2022-2026');
  await choose(page, 'Branch', 'CSE');
  await page.getByLabel('Roll number').fill(rollNumber);
  await page.getByLabel('Mobile number').fill('98765abc');
  await expect(page.getByLabel('Mobile number')).toHaveValue('98765');
  await page.getByLabel('Mobile number').fill('9876501234');
  await expect(page.getByLabel('Mobile number')).toHaveValue('9876501234');
  await page.getByLabel('Email', { exact: true }).fill('keerthi.priya@example.in');
}

test.describe('Alumni registration', () => {
  test('an alumnus registers as working with a certificate, then updates it from the alumni dashboard', async ({ page }) => {
    await signIn(page, 'alumni');
    await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
    await page.goto('/app/Alumni/Registration Form');
    await expect(page.getByRole('heading', { name: 'Alumni registration' })).toBeVisible();

    // Every rule with its message.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Required*')).toHaveCount(6);
    await expect(page.getByText('Email is invalid.')).toBeVisible();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Required*')).toHaveCount(9);

    // The demo alumnus registered this roll number before; an alumnus files one registration and corrects it.
    const roll = '18A51A0512';
    await fillRegistration(page, roll);
    await page.getByLabel('Company name').fill('Wipro Limited');
    await page.getByLabel('Job title').fill('Project Engineer');
    await page.getByLabel('Work address').fill('Wipro SEZ, Gopanpally, Hyderabad');
    await page.locator('#alumni-file').setInputFiles(PDF);
    await expect(page.getByText('degree-certificate.pdf')).toBeVisible();
    await shot(page, 'alumni-registration-working');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Alumni Registration Was Successfully Completed')).toBeVisible();
    // The form resets.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Not applicable' })).toBeChecked();

    await page.goto('/app/Alumni/Alumni Dashboard');
    const card = page.getByTestId('alumni-registration-card').filter({ hasText: roll });
    await expect(card).toContainText('Wipro Limited');
    await expect(card).toContainText('CSE');
    // When it was updated: the college's day, in words inside the sentence.
    await expect(card).toContainText(`Updated ${formatDayInWords(new Date().toISOString(), 'en', 'Asia/Kolkata')}`);
    const [file] = await Promise.all([page.waitForEvent('popup'), card.getByRole('link', { name: 'Open the uploaded file' }).click()]);
    await file.close();
    await shot(page, 'alumni-dashboard');
    await card.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByLabel('Job title')).toHaveValue('Project Engineer');
    await page.getByLabel('Job title').fill('Senior Project Engineer');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Alumni Registration Was Successfully Completed')).toBeVisible();
    await expect(page.getByTestId('alumni-registration-card').filter({ hasText: roll })).toContainText('Senior Project Engineer');
  });

  test('a student registers as studying further; refusals show the error dialogs', async ({ page, request }) => {
    // A student registers their own roll number only.
    const dues = await request.get('/api/payments/dues', { headers: await apiBearer(request, 'student') });
    const own = ((await dues.json()) as { student: { rollNumber: string; batch: string; branch: string } }).student;
    const roll = own.rollNumber;
    await signInAt(page, 'student', '/app/Alumni/Registration Form');
    // The student's own name, roll number, course, batch and branch are filled in from the register.
    await expect(page.getByLabel('Roll number')).toHaveValue(roll);
    await expect(page.getByRole('combobox', { name: 'Batch' })).toHaveText(own.batch);
    await expect(page.getByRole('combobox', { name: 'Branch' })).toHaveText(own.branch);
    await fillRegistration(page, roll);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Company name').fill('Typed before changing the mind');
    await page.getByRole('radio', { name: 'No, studying' }).check();
    await expect(page.getByLabel('Company name')).toHaveCount(0);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Required*')).toHaveCount(3);
    await page.getByLabel('Institute name').fill('Indian Institute of Technology Hyderabad');
    await page.getByLabel('Course name').fill('M.Tech Computer Science');
    await page.getByLabel('Institute address').fill('Kandi, Sangareddy, Telangana');

    // A renamed program passes the name check in the browser; the server reads its content.
    await page.locator('#alumni-file').setInputFiles(EXE);
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Oops...' })).toBeVisible();
    await expect(dialog).toContainText('The file must be a PDF, JPG, PNG or GIF file');
    await shot(page, 'alumni-registration-oops');
    await dialog.getByRole('button', { name: 'OK' }).click();

    // A wrong type by name is refused in the browser already.
    await page
      .locator('#alumni-file')
      .setInputFiles({ name: 'notes.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
    await expect(page.getByText('The file must be a PDF, JPG, PNG or GIF file')).toBeVisible();

    // No answer from the server.
    await page.locator('#alumni-file').setInputFiles(PNG);
    await page.route('**/api/saveAlumniStudentRegister', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(dialog).toContainText('No response received from the server. Please try again.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.unroute('**/api/saveAlumniStudentRegister');

    await shot(page, 'alumni-registration-studying');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Alumni Registration Was Successfully Completed')).toBeVisible();

    // Another student's roll number: the server's answer in the dialog.
    await fillRegistration(page, '18A51A0512');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('heading', { name: 'Oops...' })).toBeVisible();
    await expect(dialog).toContainText(`You can register only your own roll number (${roll})`);
  });

  test("an alumnus cannot file a current student's roll number; the refusal reads in English and German (issue 35)", async ({
    page,
    request,
  }) => {
    const dues = await request.get('/api/payments/dues', { headers: await apiBearer(request, 'student') });
    const roll = ((await dues.json()) as { student: { rollNumber: string } }).student.rollNumber.toUpperCase();
    await signInAt(page, 'alumni', '/app/Alumni/Registration Form');
    await fillRegistration(page, roll);
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      `Roll number ${roll} belongs to a student of the college: only that student's own account can register it`,
    );
    await dialog.getByRole('button', { name: 'OK' }).click();

    await chooseLanguage(page, 'Deutsch');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect(dialog).toContainText(
      `Die Matrikelnummer ${roll} gehört zu einer Person, die an der Hochschule studiert: nur deren eigenes Konto kann sie registrieren`,
    );
  });
});

test.describe('Alumni history', () => {
  test('the placement dean records a working and a studying alumnus with their files; the list reloads and opens them', async ({
    page,
  }) => {
    await signInAt(page, 'placement_dean', '/AlumniHistory');
    await expect(page).toHaveURL(/\/app\/Alumni\/History$/);
    await expect(page.getByRole('heading', { name: 'Alumni history' })).toBeVisible();
    await expect(page.getByTestId('alumni-history-row').filter({ hasText: '18A51A0407' })).toBeVisible();

    const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();
    await save();
    await expect(toast(page, 'Please select a status.')).toBeVisible();
    await page.getByRole('radio', { name: 'Working' }).check();
    await page.getByLabel('Student phone number').fill('12345');
    await save();
    await expect(toast(page, 'Student phone number must be 10 digits.')).toBeVisible();
    await page.getByLabel('Student phone number').fill('9000012345');
    await page.getByLabel('Roll number').fill('18a51a0407');
    await save();
    await expect(toast(page, 'Record with this roll number already exists!')).toBeVisible();
    await page.getByLabel('Roll number').fill('');
    await save();
    await expect(toast(page, 'Roll number is required.')).toBeVisible();

    const roll = `20A51A02${suffix()}`;
    await page.getByLabel('Roll number').fill(roll);
    await save();
    await expect(toast(page, 'Student name is required.')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Bhargav Teja Nalla');
    await save();
    await expect(toast(page, "Father's name is required.")).toBeVisible();
    await page.getByLabel("Father's name").fill('Ramesh Nalla');
    await save();
    await expect(toast(page, 'Course is required.')).toBeVisible();
    await choose(page, 'Course', /^B\.Tech/);
    await save();
    await expect(toast(page, 'Batch is required.')).toBeVisible();
    await choose(page, 'Batch', '2022-2026');
    await save();
    await expect(toast(page, 'Branch is required.')).toBeVisible();
    await choose(page, 'Branch', 'EEE');
    await save();
    await expect(toast(page, 'Student email is required.')).toBeVisible();
    await page.getByLabel('Student email').fill('bhargav.nalla@example.in');
    await page.getByLabel('Student phone number').fill('');
    await save();
    await expect(toast(page, 'Student phone number is required.')).toBeVisible();
    await page.getByLabel('Student phone number').fill('9000012345');
    await save();
    await expect(toast(page, 'Company name is required for working status.')).toBeVisible();
    await page.getByLabel('Company name').fill('Larsen & Toubro');
    await save();
    await expect(toast(page, 'Designation is required for working status.')).toBeVisible();
    await page.getByLabel('Designation').fill('Graduate Engineer Trainee');
    await save();
    await expect(toast(page, 'Experience is required for working status.')).toBeVisible();
    await page.getByLabel('Experience').fill('1 year');
    await save();
    await expect(toast(page, 'Location is required for working status.')).toBeVisible();
    await page.getByLabel('Location').fill('Chennai');
    await page.getByLabel('Package').fill('6 LPA');
    await save();
    await expect(toast(page, 'Offer letter is required for working status.')).toBeVisible();
    await page.locator('#history-photo').setInputFiles(PNG);
    await page.locator('#history-certificate').setInputFiles({ ...PDF, name: 'offer-letter.pdf' });
    await shot(page, 'alumni-history-form');
    await save();
    await expect(toast(page, 'Alumni history saved successfully!')).toBeVisible();
    // All fields clear and the list reloads with the new record and its files.
    await expect(page.getByLabel('Roll number')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Working' })).not.toBeChecked();
    const row = page.getByTestId('alumni-history-row').filter({ hasText: roll });
    await expect(row).toContainText('Larsen & Toubro');
    // The letter opens in a new window; a browser without a PDF viewer (the headless shell) saves it instead.
    const letter = row.getByRole('link', { name: /^Offer letter/ });
    await expect(letter).toHaveAttribute('href', /\/api\/alumni\/history\/\d+\/certificate$/);
    const [offer] = await Promise.all([page.waitForEvent('popup'), letter.click()]);
    await offer.close();
    const offerFile = await page.request.get((await letter.getAttribute('href'))!);
    expect(offerFile.headers()['content-type']).toBe('application/pdf');
    const photo = await page.request.get((await row.getByRole('link', { name: /^Photo/ }).getAttribute('href'))!);
    expect(photo.headers()['content-type']).toBe('image/png');

    // Studying: its own fields and the admit card.
    await page.getByRole('radio', { name: 'Studying' }).check();
    await expect(page.getByLabel('Company name')).toHaveCount(0);
    const studyRoll = `20A51A03${suffix()}`;
    await page.getByLabel('Roll number').fill(studyRoll);
    await page.getByLabel('Name', { exact: true }).fill('Mounika Chowdary');
    await page.getByLabel("Father's name").fill('Venkateswara Rao');
    await choose(page, 'Course', /^B\.Tech/);
    await choose(page, 'Batch', '2022-2026');
    await choose(page, 'Branch', 'ECE');
    await page.getByLabel('Student email').fill('mounika.c@example.in');
    await page.getByLabel('Student phone number').fill('9000054321');
    await save();
    await expect(toast(page, 'Institute name is required for studying status.')).toBeVisible();
    await page.getByLabel('Institute name').fill('Arizona State University');
    await save();
    await expect(toast(page, 'Location is required for studying status.')).toBeVisible();
    await page.getByLabel('Location').fill('Tempe');
    await save();
    await expect(toast(page, 'University Admit Card is required for studying status.')).toBeVisible();
    await page.locator('#history-certificate').setInputFiles({ ...PNG, name: 'admit-card.png' });
    await save();
    await expect(toast(page, 'Alumni history saved successfully!')).toBeVisible();
    await expect(page.getByTestId('alumni-history-row').filter({ hasText: studyRoll })).toContainText('Arizona State University');
    await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 15_000 });
    await shot(page, 'alumni-history');
  });

  test('a roll number of the register fills the student in; an entry is edited, then deleted after a confirmation naming it', async ({
    page,
    request,
  }) => {
    const dues = await request.get('/api/payments/dues', { headers: await apiBearer(request, 'student') });
    const student = (
      (await dues.json()) as { student: { rollNumber: string; fullName: string; course: string; batch: string; branch: string } }
    ).student;
    await signInAt(page, 'placement_dean', '/app/Alumni/History');
    await page.getByRole('radio', { name: 'Working' }).check();
    await page.getByLabel('Roll number').fill(student.rollNumber.toLowerCase());
    await page.getByLabel('Roll number').press('Tab');
    await expect(page.getByText('Filled in from the student register.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(student.fullName);
    await expect(page.getByRole('combobox', { name: 'Course' })).toContainText(student.course);
    await expect(page.getByRole('combobox', { name: 'Batch' })).toHaveText(student.batch);
    await expect(page.getByRole('combobox', { name: 'Branch' })).toHaveText(student.branch);
    await page.getByLabel('Company name').fill('Infosys');
    await page.getByLabel('Designation').fill('Systems Engineer');
    await page.getByLabel('Experience').fill('2 years');
    await page.getByLabel('Location').fill('Mysuru');
    await page.locator('#history-certificate').setInputFiles({ ...PDF, name: 'offer-letter.pdf' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Alumni history saved successfully!')).toBeVisible();
    const row = page.getByTestId('alumni-history-row').filter({ hasText: student.rollNumber.toUpperCase() });
    await expect(row).toContainText('Infosys');

    await row.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: `Edit the entry of ${student.fullName} (${student.rollNumber.toUpperCase()})` });
    await dialog.getByLabel('Company name').fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Company name is required for working status.')).toBeVisible();
    await dialog.getByLabel('Company name').fill('Tata Consultancy Services');
    await shot(page, 'alumni-history-edit');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, `Alumni history entry of ${student.rollNumber.toUpperCase()} saved.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Tata Consultancy Services');

    await row.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
    await expect(confirm).toContainText(
      `The alumni history entry of ${student.fullName} (${student.rollNumber.toUpperCase()}) and its files will be deleted.`,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Alumni history entry of ${student.rollNumber.toUpperCase()} deleted.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('offers every batch of the course, the incoming one first and back to 2018', async ({ page }) => {
    const now = new Date();
    const incoming = now.getFullYear() + (now.getMonth() >= 5 ? 1 : 0);
    await signInAt(page, 'placement_dean', '/app/Alumni/History');
    await choose(page, 'Course', /^B\.Tech/);
    await page.getByRole('combobox', { name: 'Batch' }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toHaveText(`${incoming}-${incoming + 4}`);
    await expect(options.last()).toHaveText('2018-2022');
    await options.filter({ hasText: '2019-2023' }).click();
    await expect(page.getByRole('combobox', { name: 'Batch' })).toHaveText('2019-2023');
  });

  test('is not offered to alumni, and its files are not theirs to open', async ({ page }) => {
    await signInAt(page, 'alumni', '/app/Alumni/History');
    await expect(page.getByRole('heading', { name: "You Don't have permission to View" })).toBeVisible();
    expect((await page.request.get('/api/alumni/history/1/certificate')).status()).toBe(403);
  });
});

/** axe-core on the three alumni screens, at desktop and phone width: no serious or critical violations. */
for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 720 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`alumni screens are accessible (${device})`, () => {
    test.use({ viewport });

    async function expectAccessible(page: Page, name: string) {
      expect(await blockingViolations(page, name), `axe-core violations on ${name}`).toEqual([]);
    }

    test('registration with its messages, and the alumni dashboard', async ({ page }) => {
      await signIn(page, 'alumni');
      await expectAccessible(page, 'alumni dashboard');
      await page.goto('/app/Alumni/Registration Form');
      await page.getByRole('radio', { name: 'Yes' }).check();
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText('Email is invalid.')).toBeVisible();
      await expectAccessible(page, 'alumni registration');
    });

    test('alumni history with its list', async ({ page }) => {
      await signInAt(page, 'principal', '/app/Alumni/History');
      await page.getByRole('radio', { name: 'Studying' }).check();
      await expect(page.getByTestId('alumni-history-row').first()).toBeVisible();
      await expectAccessible(page, 'alumni history');
    });
  });
}
