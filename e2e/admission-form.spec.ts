import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { withVerhoeff } from '@campus/shared';
import { apiBearer, setCollegeCode, shot, signIn } from './support';

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

async function fillRequired(page: Page, name: string, number = aadhaar()) {
  await page.getByLabel(/^Full name/).fill(name);
  await choose(page, /^Gender/, 'Male');
  await page.getByLabel(/^Aadhaar number/).fill(number);
  await choose(page, /^Course applied for/, 'B.Tech');
  await choose(page, /^Batch/, '2025-2029');
  await choose(page, /^Branch/, 'CSE');
  return number;
}

async function saveAndOpenPdf(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Save admission' }).click();
  const pdf = await popup;
  expect(pdf.url()).toMatch(/^blob:/);
  await pdf.close();
}

test.describe('Admission Form (full)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admissions');
    await page.goto(FORM_URL);
    await expect(page.getByRole('heading', { name: 'Admission Form', exact: true })).toBeVisible();
  });

  test('validation toasts, cascades, photo; save opens the PDF and resets the form', async ({ page }) => {
    await page.getByRole('button', { name: 'Save admission' }).click();
    await expectToast(page, 'Please fill all required fields');

    // Typing checks refuse the keystroke with the spec's message.
    const name = page.getByLabel(/^Full name/);
    await name.pressSequentially('Ravi2');
    await expectToast(page, 'Please Enter Text');
    await expect(name).toHaveValue('Ravi');
    await page.getByLabel('Student mobile').pressSequentially('0');
    await expectToast(page, '10-digit  for mobile number');
    await page.getByLabel('Pincode').pressSequentially('5015101');
    await expectToast(page, 'Please enter a valid pincode');
    await expect(page.getByLabel('Pincode')).toHaveValue('501510');
    await page.getByLabel('Door number').pressSequentially('12A');
    await expectToast(page, 'Please enter a valid door number');
    await page.getByLabel('Annual income (Rs.)').pressSequentially('0');
    await expectToast(page, 'Please enter a valid number');
    await page.getByLabel(/^Aadhaar number/).pressSequentially('12ab');
    await expectToast(page, '12-digit  for Aadhaar number');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Email', { exact: true }).blur();
    await expectToast(page, 'Please enter a valid email address');
    await page.getByLabel('Email', { exact: true }).fill('ravi.kumar@example.in');

    // Cascades: course → batches → branches → semesters; changing a parent clears the children.
    await choose(page, /^Course applied for/, 'B.Tech');
    await choose(page, /^Batch/, '2024-2028');
    await choose(page, /^Branch/, 'ECE');
    await choose(page, /^Semester/, 'III-I');
    await choose(page, /^Course applied for/, 'MBA');
    await expect(page.getByRole('combobox', { name: /^Batch/ })).not.toContainText('2024-2028');
    await expect(page.getByRole('combobox', { name: /^Branch/ })).not.toContainText('ECE');
    await choose(page, /^Batch/, '2025-2027');
    await choose(page, /^Branch/, 'MBA');
    await choose(page, /^Semester/, 'I-I');
    await choose(page, /^Category/, 'BC-B');
    await choose(page, /^Sub-caste/, 'Padmasali');
    await choose(page, /^Category/, 'SC');
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

    await saveAndOpenPdf(page);
    await expectToast(page, /Record saved successfully \(ADM2025-\d{5}\)/);
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
    await expectToast(page, /^Please enter a valid number$/);
    await expect(secured).toHaveValue('');
    await secured.fill('912');
    await page.getByLabel('Intermediate total marks').fill('1000');
    await page.getByLabel('Other qualifications, if any').fill('NCC A certificate');
    await saveAndOpenPdf(page);
    const toast = page
      .locator('#notistack-snackbar')
      .filter({ hasText: /Record saved successfully/ })
      .last();
    const admissionNumber = ((await toast.textContent()) ?? '').match(/ADM\d{4}-\d{5}/)![0];

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
    await saveAndOpenPdf(page);
    await expectToast(page, `Record saved successfully (${admissionNumber})`);

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

  test('modify mode: a student admitted before the form (no application yet) gets one, named by their id', async ({ page, request }) => {
    const headers = await apiBearer(request, 'admissions');
    let student: { studentId: number; rollNumber: string; admissionNumber: string | null; form: { name: string } } | undefined;
    for (let n = 40; n < 99 && !student; n++) {
      const res = await request.get(`/api/admissions/students/22VC1A05${n}`, { headers });
      const found = res.ok() ? await res.json() : undefined;
      if (found && found.admissionNumber === null) student = found;
    }
    expect(student, 'a demo student without an application').toBeDefined();

    await page.getByLabel('Modify existing student').check();
    await page.getByLabel('Roll number').fill(student!.rollNumber);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText(`Changing the record of ${student!.rollNumber} (${student!.form.name})`)).toBeVisible();
    await expect(page.getByLabel(/^Aadhaar number/)).toHaveValue('');
    const number = aadhaar();
    await page.getByLabel(/^Aadhaar number/).fill(number);
    const saveRequest = page.waitForRequest(/\/api\/saveApplicationFormData/);
    await saveAndOpenPdf(page);
    await expectToast(page, /Record saved successfully \(ADM\d{4}-\d{5}\)/);

    expect(new URL((await saveRequest).url()).searchParams.get('editedStudentId')).toBe(String(student!.studentId));
    const after = await (await request.get(`/api/admissions/students/${student!.rollNumber}`, { headers })).json();
    expect(after.admissionNumber).toMatch(/^ADM\d{4}-\d{5}$/);
    expect(after.form).toMatchObject({ name: student!.form.name, aadharNo: number });
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

  test('modify mode: an unknown roll number, and a look-up that gets no answer', async ({ page }) => {
    await page.getByLabel('Modify existing student').check();
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
    await expectToast(page, 'Aadhaar number already exists');
  });
});

test.describe('Admission Form college variants', () => {
  test.afterEach(async ({ request }) => setCollegeCode(request, 'DEMO'));

  test('KNRR takes admission types from the seat-type list and sets the seat type', async ({ page, request }) => {
    await setCollegeCode(request, 'KNRR');
    await signIn(page, 'admissions');
    await page.goto(FORM_URL);
    await page.getByRole('combobox', { name: /^Admission type/ }).click();
    for (const code of ['CONVENER', 'MANAGEMENT', 'NRI', 'SPOT', 'LATERAL'])
      await expect(page.getByRole('option', { name: code, exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Direct', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'MANAGEMENT', exact: true }).click();
    await expect(page.getByLabel('Seat type')).toHaveValue('Management Quota');
    await fillRequired(page, 'Harsha Vardhan');
    await shot(page, 'admission-form-knrr');
    await saveAndOpenPdf(page);
    await expectToast(page, /Record saved successfully/);
  });

  test('MRDU shows the four-year fee package and saves it', async ({ page, request }) => {
    await setCollegeCode(request, 'MRDU');
    await signIn(page, 'admissions');
    await page.goto(FORM_URL);
    const pkg = page.getByTestId('fee-package');
    await expect(pkg).toBeVisible();
    for (const year of ['I Year', 'II Year', 'III Year', 'IV Year']) await expect(pkg.getByText(year, { exact: true })).toBeVisible();
    await page.locator('#af-fee-firstYear-Donation').fill('50000');
    await page.locator('#af-fee-firstYear-TutionFee').fill('75000');
    await page.locator('#af-fee-forthYear-MiscFee').pressSequentially('5x');
    await expectToast(page, 'Please enter a valid number');
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
