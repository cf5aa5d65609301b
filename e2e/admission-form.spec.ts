import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { collegeToday, withVerhoeff } from '@campus/shared';
import { apiBearer, chooseLanguage, openedPdf, setCollegeCode, shot, signInAt } from './support';

const FORM_URL = '/app/Admission/Admission%20Form';
const PHOTO = path.resolve(import.meta.dirname, '../apps/server/src/demo/assets/banner.jpg');
let serial = 0;
const aadhaar = () => withVerhoeff(`6${String(Date.now() % 1e6).padStart(6, '0')}${String(++serial).padStart(4, '0')}`);

async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

async function expectToast(page: Page, message: string | RegExp) {
  await expect(page.locator('#notistack-snackbar').filter({ hasText: message }).last()).toBeVisible();
}

/** A field marked as needing attention, with its message under it. */
async function expectMarked(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** The date `days` after today in India, as a date input takes it. */
const dayFromToday = (days: number) => new Date(Date.parse(`${collegeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function fillRequired(page: Page, name: string, number = aadhaar()) {
  await page.getByLabel(/^Full name/).fill(name);
  await choose(page, /^Gender/, 'Male');
  await page.getByLabel(/^Aadhaar number/).fill(number);
  await choose(page, /^Course applied for/, 'B.Tech – Bachelor of Technology');
  await choose(page, /^Batch/, '2025-2029');
  await choose(page, /^Branch/, 'CSE');
  return number;
}

async function saveAndOpenPdf(page: Page, toast?: string | RegExp): Promise<string> {
  // The toast is awaited while the PDF is laid out: on a busy machine it may hide before the PDF opens.
  const shown = toast ? page.locator('#notistack-snackbar').filter({ hasText: toast }).last() : undefined;
  const [pdf, text] = await Promise.all([
    openedPdf(page, () => page.getByRole('button', { name: 'Save admission' }).click()),
    shown
      ? expect(shown)
          .toBeVisible()
          .then(() => shown.textContent())
      : '',
  ]);
  expect(pdf.url).toMatch(/^blob:/);
  expect(pdf.type).toBe('application/pdf');
  expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  await pdf.window.close();
  return text ?? '';
}

test.describe('Admission Form (full)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAt(page, 'admissions', FORM_URL);
    await expect(page.getByRole('heading', { name: 'Admission Form', exact: true })).toBeVisible();
  });

  test('an empty Save marks every required field at once and focuses the first; typing checks say why under the field', async ({
    page,
  }) => {
    let saves = 0;
    page.on('request', (r) => void (r.url().includes('/api/saveApplicationFormData') && saves++));
    await page.getByRole('button', { name: 'Save admission' }).click();
    await expectToast(page, /^6 fields need attention\. First: Full name: Please fill all required fields$/);
    const name = page.getByLabel(/^Full name/);
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    for (const field of [
      name,
      page.getByRole('combobox', { name: /^Gender/ }),
      page.getByLabel(/^Aadhaar number/),
      page.getByRole('combobox', { name: /^Course applied for/ }),
      page.getByRole('combobox', { name: /^Batch/ }),
      page.getByRole('combobox', { name: /^Branch/ }),
    ])
      await expectMarked(field, 'Please fill all required fields');
    const summary = page.getByTestId('form-problems');
    await expect(summary.getByRole('listitem')).toHaveText([
      'Full name: Please fill all required fields',
      'Gender: Please fill all required fields',
      'Aadhaar number: Please fill all required fields',
      'Course applied for: Please fill all required fields',
      'Batch: Please fill all required fields',
      'Branch: Please fill all required fields',
    ]);
    await expect(page.getByRole('combobox', { name: /^Semester/ })).not.toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'admission-form-empty-save');
    // The summary leads to its field.
    await summary.getByRole('button', { name: 'Branch: Please fill all required fields' }).click();
    await expect(page.getByRole('combobox', { name: /^Branch/ })).toBeFocused();
    expect(saves).toBe(0);

    // Typing checks refuse the keystroke and say why under the field.
    await name.pressSequentially('Ravi2');
    await expectMarked(name, 'Please Enter Text');
    await expect(name).toHaveValue('Ravi');
    // Initials keep their dot and names their apostrophe (ADR 0074).
    await name.fill('');
    await name.pressSequentially("K. D'Souza");
    await expect(name).toHaveValue("K. D'Souza");
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Student mobile').pressSequentially('0');
    await expectMarked(page.getByLabel('Student mobile'), '10-digit  for mobile number');
    await page.getByLabel('Pincode').pressSequentially('5015101');
    await expectMarked(page.getByLabel('Pincode'), 'Please enter a valid pincode');
    await expect(page.getByLabel('Pincode')).toHaveValue('501510');
    await page.getByLabel('Door number').pressSequentially('12A');
    await expectMarked(page.getByLabel('Door number'), 'Please enter a valid door number');
    await page.getByLabel('Annual income (Rs.)').pressSequentially('0');
    await expectMarked(page.getByLabel('Annual income (Rs.)'), 'Please enter a valid number');
    await page.getByLabel(/^Aadhaar number/).pressSequentially('12ab');
    await expectMarked(page.getByLabel(/^Aadhaar number/), '12-digit  for Aadhaar number');
    await expect(page.getByLabel(/^Aadhaar number/)).toHaveValue('12');
    await page.getByLabel('Rank').pressSequentially('1a');
    await expectMarked(page.getByLabel('Rank'), 'Please enter a valid number');
    await expect(page.getByLabel('Rank')).toHaveValue('1');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Email', { exact: true }).blur();
    await expectMarked(page.getByLabel('Email', { exact: true }), 'Please enter a valid email address');
    await page.getByLabel('Email', { exact: true }).fill('ravi.kumar@example.in');
    await expect(page.getByLabel('Email', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');

    // Cascades: course → batches → branches → semesters; changing a parent clears the children.
    await choose(page, /^Course applied for/, 'B.Tech – Bachelor of Technology');
    await choose(page, /^Batch/, '2024-2028');
    await choose(page, /^Branch/, 'ECE');
    await choose(page, /^Semester/, 'III-I');
    await choose(page, /^Course applied for/, 'MBA – Master of Business Administration');
    await expect(page.getByRole('combobox', { name: /^Batch/ })).not.toContainText('2024-2028');
    await expect(page.getByRole('combobox', { name: /^Branch/ })).not.toContainText('ECE');
    await choose(page, /^Batch/, '2025-2027');
    await choose(page, /^Branch/, 'MBA');
    await choose(page, /^Semester/, 'I-I');
    await choose(page, /^Category/, 'BC-B – Backward Classes Group B');
    await choose(page, /^Sub-caste/, 'Padmasali');
    await choose(page, /^Category/, 'SC – Scheduled Castes');
    await expect(page.getByRole('combobox', { name: /^Sub-caste/ })).not.toContainText('Padmasali');
    await choose(page, /^Sub-caste/, 'Madiga');

    // Default college: Direct, Lateral, Transfer; choosing one sets the seat type. No fee package.
    await choose(page, /^Admission type/, 'Lateral');
    await expect(page.getByLabel('Seat type')).toHaveValue('Lateral');
    await expect(page.getByTestId('fee-package')).toHaveCount(0);

    await name.fill('Ravi Kumar Goud');
    await choose(page, /^Gender/, 'Male');
    await page.getByLabel(/^Aadhaar number/).fill(aadhaar());
    await page.getByLabel('Student mobile').fill('9876543210');
    await page.getByLabel("Father's name").fill('Narsimha Goud');
    await page.getByLabel('SSC year of pass').fill('2020');
    await page.getByLabel('Date of admission').fill('2025-08-01');
    await page.getByTestId('photo-input').setInputFiles(PHOTO);
    await expect(page.getByText('banner.jpg')).toBeVisible();
    await shot(page, 'admission-form-filled');

    await saveAndOpenPdf(page, /Record saved successfully \(ADM2025-\d{5}\)/);
    await expect(name).toHaveValue('');
    await expect(page.getByText('banner.jpg')).toHaveCount(0);
  });

  test('modify mode: find a student by roll number, see every saved field, change one, save', async ({ page, request }) => {
    const number = await fillRequired(page, 'Keerthi Reddy');
    // The course sets the level; the other fields of the record are typed or chosen.
    await expect(page.getByRole('combobox', { name: /^Level/ })).toContainText('UG');
    await page.getByLabel('Admin number').fill('KR/2025/117');
    await choose(page, /^Lateral admission/, 'Yes');
    await page.getByLabel('Admission entry type').fill('Counselling');
    const secured = page.getByLabel('Intermediate marks secured');
    await secured.pressSequentially('0');
    await expectMarked(secured, 'Please enter a valid number');
    await expect(secured).toHaveValue('');
    await secured.fill('912');
    await page.getByLabel('Intermediate total marks').fill('1000');
    await page.getByLabel('Other qualifications, if any').fill('NCC A certificate');
    const saved = await saveAndOpenPdf(page, /Record saved successfully/);
    const admissionNumber = saved.match(/ADM\d{4}-\d{5}/)![0];

    await page.getByLabel('Modify existing student').check();
    await page.getByLabel('Roll number').fill(admissionNumber);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText(`Changing the record of ${admissionNumber} (Keerthi Reddy)`)).toBeVisible();
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Keerthi Reddy');
    await expect(page.getByLabel(/^Aadhaar number/)).toHaveValue(number);
    await expect(page.getByRole('combobox', { name: /^Branch/ })).toContainText('CSE');
    await expect(page.getByRole('combobox', { name: /^Level/ })).toContainText('UG');
    await expect(page.getByLabel('Admin number')).toHaveValue('KR/2025/117');
    await expect(page.getByRole('combobox', { name: /^Lateral admission/ })).toContainText('Yes');
    await expect(page.getByLabel('Admission entry type')).toHaveValue('Counselling');
    await expect(page.getByLabel('Intermediate marks secured')).toHaveValue('912');
    await expect(page.getByLabel('Intermediate total marks')).toHaveValue('1000');
    await expect(page.getByLabel('Other qualifications, if any')).toHaveValue('NCC A certificate');
    await page.getByLabel("Mother's name").fill('Padma Reddy');
    await shot(page, 'admission-form-modify');
    const saveRequest = page.waitForRequest(/\/api\/saveApplicationFormData/);
    await saveAndOpenPdf(page, `Record saved successfully (${admissionNumber})`);

    const headers = await apiBearer(request, 'admissions');
    const found = await (await request.get(`/api/admissions/students/${admissionNumber}`, { headers })).json();
    // The save names the record by the student's id; the Aadhaar number stays out of the address (and the access log).
    const sent = new URL((await saveRequest).url());
    expect(sent.searchParams.get('editedStudentId')).toBe(String(found.studentId));
    expect(sent.searchParams.has('editedAadharNumber')).toBe(false);
    expect(sent.href).not.toContain(number);
    expect(found.form).toMatchObject({
      mothersName: 'Padma Reddy',
      level: 'UG',
      adminNo: 'KR/2025/117',
      lateral: 'Yes',
      admissionEntryType: 'Counselling',
      marksSecured: '912',
      totalMarksInter: '1000',
      otherIfAny: 'NCC A certificate',
    });
  });

  test('modify mode: any seeded student opens complete and saves, named by their id', async ({ page, request }) => {
    const headers = await apiBearer(request, 'admissions');
    const student = await (await request.get('/api/admissions/students/23VC1A0447', { headers })).json();
    expect(student.admissionNumber).toMatch(/^ADM\d{4}-\d{5}$/);

    await page.getByLabel('Modify existing student').check();
    await page.getByLabel('Roll number').fill(student.rollNumber);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText(`Changing the record of ${student.rollNumber} (${student.form.name})`)).toBeVisible();
    await expect(page.getByLabel(/^Aadhaar number/)).toHaveValue(student.form.aadharNo);
    await page.getByLabel(/^Mother tongue/).fill('Urdu');
    const saveRequest = page.waitForRequest(/\/api\/saveApplicationFormData/);
    await saveAndOpenPdf(page, `Record saved successfully (${student.admissionNumber})`);

    expect(new URL((await saveRequest).url()).searchParams.get('editedStudentId')).toBe(String(student.studentId));
    const after = await (await request.get(`/api/admissions/students/${student.rollNumber}`, { headers })).json();
    expect(after.form).toMatchObject({ name: student.form.name, aadharNo: student.form.aadharNo, motherTongue: 'Urdu' });
  });

  test('modify mode: an older record without a required value has that field marked as soon as it is shown', async ({ page }) => {
    // Records saved before the Aadhaar number was required lack it; the demo college has none, so
    // the server's real answer for a demo student is passed on without its Aadhaar number.
    await page.route(/\/api\/admissions\/students\//, async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      delete body.form.aadharNo;
      await route.fulfill({ response: answer, json: body });
    });
    await page.getByLabel('Modify existing student').check();
    await page.getByLabel('Roll number').fill('23VC1A0448');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText(/^Changing the record of 23VC1A0448/)).toBeVisible();
    await expect(page.getByLabel(/^Aadhaar number/)).toHaveValue('');
    await expectToast(page, /^1 field needs attention: Aadhaar number: Please fill all required fields$/);
    await expectMarked(page.getByLabel(/^Aadhaar number/), 'Please fill all required fields');
    await expect(page.getByLabel(/^Aadhaar number/)).toBeFocused();
  });

  test('a save the server answers without a message, or not at all, says so', async ({ page }) => {
    await fillRequired(page, 'Sneha Rani');
    const save = /\/api\/saveApplicationFormData/;
    // A proxy's error page: no message of the server's own.
    await page.route(save, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>Internal Server Error</body></html>' }),
    );
    await page.getByRole('button', { name: 'Save admission' }).click();
    await expectToast(page, /^Failed to save data$/);
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Sneha Rani');

    // No answer at all: the connection drops.
    await page.unroute(save);
    await page.route(save, (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Save admission' }).click();
    await expectToast(page, /^An error occurred while saving data$/);
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Sneha Rani');
    await expect(page.getByRole('button', { name: 'Save admission' })).toBeEnabled();
  });

  test('modify mode: an empty or unknown roll number, and a look-up that gets no answer', async ({ page }) => {
    await page.getByLabel('Modify existing student').check();
    await page.getByRole('button', { name: 'Find' }).click();
    await expectToast(page, /^Please enter Roll Number$/);
    await expectMarked(page.getByLabel('Roll number'), 'Please enter Roll Number');
    await page.getByLabel('Roll number').fill('ZZ9999');
    await page.getByRole('button', { name: 'Find' }).click();
    await expectToast(page, /^No student with this roll number$/);
    await page.route(/\/api\/admissions\/students\//, (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Find' }).click();
    await expectToast(page, /^Could not look up the student; please try again$/);
    await expect(page.getByText('An error occurred while saving data')).toHaveCount(0);
  });

  test('duplicate Aadhaar shows the server message', async ({ page }) => {
    const number = await fillRequired(page, 'Anil Kumar');
    await saveAndOpenPdf(page);
    await fillRequired(page, 'Anil Kumar Again', number);
    await page.getByRole('button', { name: 'Save admission' }).click();
    await expectToast(page, /^Aadhaar number: Aadhaar number already exists$/);
    await expectMarked(page.getByLabel(/^Aadhaar number/), 'Aadhaar number already exists');
    await expect(page.getByLabel(/^Aadhaar number/)).toBeFocused();
  });

  test('values that cannot be true are refused before the save: a future date of birth, marks above the total', async ({ page }) => {
    let saves = 0;
    page.on('request', (r) => void (r.url().includes('/api/saveApplicationFormData') && saves++));
    await fillRequired(page, 'Future Born');
    await page.getByLabel('Date of birth').fill(dayFromToday(1));
    await page.getByLabel('Intermediate marks secured').fill('1001');
    await page.getByLabel('Intermediate total marks').fill('1000');
    await page.getByLabel('Intermediate percentage').fill('101');
    await page.getByRole('button', { name: 'Save admission' }).click();
    await expectToast(page, /^3 fields need attention\. First: Date of birth: Date of birth cannot be in the future$/);
    await expectMarked(page.getByLabel('Date of birth'), 'Date of birth cannot be in the future');
    await expect(page.getByLabel('Date of birth')).toBeFocused();
    await expectMarked(page.getByLabel('Intermediate marks secured'), 'Marks secured cannot be more than total marks');
    await expectMarked(page.getByLabel('Intermediate percentage'), 'A percentage cannot be more than 100');
    // Fixing a field clears its mark at once.
    await page.getByLabel('Intermediate percentage').fill('91.2');
    await expect(page.getByLabel('Intermediate percentage')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('form-problems').getByRole('listitem')).toHaveCount(2);
    expect(saves).toBe(0);
  });

  test("in German, the empty Save, the typing checks and the server's answer speak German", async ({ page }) => {
    const number = await fillRequired(page, 'Anil Deutsch');
    await saveAndOpenPdf(page);
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Aufnahmeformular', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Aufnahme speichern' }).click();
    await expectToast(page, /^6 Felder müssen korrigiert werden\. Zuerst: Vollständiger Name: Bitte füllen Sie alle Pflichtfelder aus$/);
    await expectMarked(page.getByLabel(/^Vollständiger Name/), 'Bitte füllen Sie alle Pflichtfelder aus');
    await expect(page.getByTestId('form-problems')).toContainText('6 Felder müssen korrigiert werden');
    await page.getByLabel(/^Vollständiger Name/).pressSequentially('Anil2');
    await expectMarked(page.getByLabel(/^Vollständiger Name/), 'Bitte nur Buchstaben und Leerzeichen eingeben');
    await page.getByLabel('Geburtsdatum').fill(dayFromToday(1));
    await page.getByRole('button', { name: 'Aufnahme speichern' }).click();
    await expectMarked(page.getByLabel('Geburtsdatum'), 'Das Geburtsdatum darf nicht in der Zukunft liegen');
    await shot(page, 'admission-form-empty-save-de');

    // The server's answer to a save: the Aadhaar number is taken.
    await page.getByLabel('Geburtsdatum').fill('');
    await choose(page, /^Geschlecht/, 'Männlich');
    await page.getByLabel(/^Aadhaar-Nummer/).fill(number);
    await choose(page, /^Studiengang/, 'B.Tech – Bachelor of Technology');
    await choose(page, /^Jahrgang/, '2025-2029');
    await choose(page, /^Fachrichtung/, 'CSE');
    await page.getByRole('button', { name: 'Aufnahme speichern' }).click();
    await expectToast(page, /^Aadhaar-Nummer: Diese Aadhaar-Nummer ist bereits vorhanden$/);
    await expectMarked(page.getByLabel(/^Aadhaar-Nummer/), 'Diese Aadhaar-Nummer ist bereits vorhanden');
  });
});

test.describe('Admission Form college variants', () => {
  test.afterEach(async ({ request }) => setCollegeCode(request, 'DEMO'));

  test('KNRR takes admission types from the seat-type list and sets the seat type', async ({ page, request }) => {
    await setCollegeCode(request, 'KNRR');
    await signInAt(page, 'admissions', FORM_URL);
    await page.getByRole('combobox', { name: /^Admission type/ }).click();
    for (const code of ['CONVENER', 'MANAGEMENT', 'NRI', 'SPOT', 'LATERAL'])
      await expect(page.getByRole('option', { name: code, exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Direct', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'MANAGEMENT', exact: true }).click();
    await expect(page.getByLabel('Seat type')).toHaveValue('Management Quota');
    await fillRequired(page, 'Harsha Vardhan');
    await shot(page, 'admission-form-knrr');
    await saveAndOpenPdf(page, /Record saved successfully/);
  });

  test('MRDU shows the four-year fee package and saves it', async ({ page, request }) => {
    await setCollegeCode(request, 'MRDU');
    await signInAt(page, 'admissions', FORM_URL);
    const pkg = page.getByTestId('fee-package');
    await expect(pkg).toBeVisible();
    for (const year of ['I Year', 'II Year', 'III Year', 'IV Year']) await expect(pkg.getByText(year, { exact: true })).toBeVisible();
    await page.locator('#af-fee-firstYear-Donation').fill('50000');
    await page.locator('#af-fee-firstYear-TutionFee').fill('75000');
    await page.locator('#af-fee-forthYear-MiscFee').pressSequentially('5x');
    await expectMarked(page.locator('#af-fee-forthYear-MiscFee'), 'Please enter a valid number');
    await fillRequired(page, 'Divya Sri');
    await shot(page, 'admission-form-mrdu');
    await saveAndOpenPdf(page);
    const toast = page
      .locator('#notistack-snackbar')
      .filter({ hasText: /Record saved successfully/ })
      .last();
    const admissionNumber = ((await toast.textContent()) ?? '').match(/ADM\d{4}-\d{5}/)![0];
    const headers = await apiBearer(request, 'admissions');
    const found = await (await request.get(`/api/admissions/students/${admissionNumber}`, { headers })).json();
    expect(found.form.feePackage.firstYear).toMatchObject({ Donation: '50000', TutionFee: '75000' });
    expect(found.form.feePackage.forthYear.MiscFee).toBe('5');
  });
});
