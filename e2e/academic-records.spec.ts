import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { apiBearer, chooseLanguage, shot, signInAt, snackbar } from './support';

const INTERNAL_MARKS = '/app/Internal Marks';
const MARKS_OVERVIEW = '/app/Academics/Internal Marks';
const MY_ATTENDANCE = '/app/My Attendance';
const MY_MARKS = '/app/My Marks';
const ELIGIBILITY = '/app/Academics/Eligibility';

interface MarkClass {
  allocationId: number;
  section: string;
  code: string;
  subject: string;
  students: number;
  complete: number;
  state: 'open' | 'submitted';
  releasedAt: string | null;
}
interface MarkSheet {
  allocationId: number;
  section: string;
  code: string;
  subject: string;
  state: 'open' | 'submitted';
  version: number;
  editable: boolean;
  unlockable: boolean;
  components: { id: number; name: string; maxMarks: number }[];
  students: { id: number; rollNumber: string; fullName: string; marks: (number | 'AB' | null)[] }[];
}
interface Places {
  batches: { id: number; courseId: number; programme: string; name: string }[];
  branches: { id: number; courseId: number; code: string; name: string }[];
}
interface Condonation {
  id: number;
  rollNumber: string;
  feePaise: number;
  paidPaise: number;
  state: 'pending' | 'approved' | 'refused';
}
interface MyAttendance {
  student: { id: number; rollNumber: string; fullName: string; section: string | null };
  standing: 'ok' | 'condonable' | 'short' | null;
  condonationFeePaise: number;
  condonation: Condonation | null;
}
interface Eligibility {
  batch: string;
  total: number;
  counts: Record<'eligible' | 'condonable' | 'condoned' | 'detained', number>;
  rows: { rollNumber: string; status: string }[];
}

async function answer<T>(request: APIRequestContext, url: string, headers: Record<string, string>): Promise<T> {
  const res = await request.get(url, { headers });
  expect(res.status(), `GET ${url}`).toBe(200);
  return (await res.json()) as T;
}

/** A mark as the English screens write it: `12.5`. */
const markText = (n: number) => String(n);

/** The batch and branch a class is of, found in the examination cell's overview: as the choices name them. */
async function placeOfClass(request: APIRequestContext, allocationId: number) {
  const office = await apiBearer(request, 'examination');
  const places = await answer<Places>(request, '/api/sections/places', office);
  for (const batch of places.batches)
    for (const branch of places.branches.filter((b) => b.courseId === batch.courseId)) {
      const overview = await answer<{ classes: MarkClass[] }>(
        request,
        `/api/internal-marks/overview?batchId=${batch.id}&branchId=${branch.id}`,
        office,
      );
      const at = overview.classes.findIndex((c) => c.allocationId === allocationId);
      if (at >= 0) return { batch, branch, at };
    }
  throw new Error(`No batch has the class ${allocationId}`);
}

/** The batch a student is of, found in the eligibility list by their roll number. */
async function batchOfStudent(request: APIRequestContext, rollNumber: string) {
  const office = await apiBearer(request, 'examination');
  const places = await answer<Places>(request, '/api/sections/places', office);
  for (const batch of places.batches) {
    const list = await answer<Eligibility>(request, `/api/attendance/eligibility?batchId=${batch.id}&q=${rollNumber}`, office);
    if (list.rows.some((r) => r.rollNumber === rollNumber)) return batch;
  }
  throw new Error(`No batch has the student ${rollNumber}`);
}

/** Chooses an option of one of the page's lists. */
async function choose(page: Page, field: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Pastes text into the focused element as a copy from a spreadsheet arrives: a paste event with the clipboard's text. */
const paste = (page: Page, text: string) =>
  page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

test.describe('Academic records', () => {
  test('a teacher types and pastes marks, is stopped at a mark over the maximum, saves and submits; the head of department unlocks the sheet again', async ({
    page,
    request,
  }) => {
    const teacher = await apiBearer(request, 'faculty');
    const { classes } = await answer<{ classes: MarkClass[] }>(request, '/api/internal-marks/classes', teacher);
    const ready = classes.find((c) => c.state === 'open' && c.students > 2 && c.complete === c.students);
    expect(ready, 'a class of the demo teacher with every mark entered').toBeDefined();
    const sheetOf = (who: Record<string, string>) =>
      answer<MarkSheet>(request, `/api/internal-marks/sheet?allocationId=${ready!.allocationId}`, who);
    const before = await sheetOf(teacher);
    expect([before.state, before.editable]).toEqual(['open', true]);
    const { name: component, maxMarks: max } = before.components[0]!;
    const [first, second, third] = before.students;
    const label = `${before.code} ${before.subject} · ${before.section}`;
    const cell = (roll: string, name = component) => page.getByRole('textbox', { name: `${name} of ${roll}` });

    await signInAt(page, 'faculty', INTERNAL_MARKS);
    await expect(page.getByRole('heading', { name: 'Internal marks', level: 1 })).toBeVisible();
    const card = page
      .getByRole('list', { name: 'Your classes with internal marks' })
      .locator(`li[data-allocation="${ready!.allocationId}"]`);
    await expect(card.getByTestId('class-state')).toHaveText('Open');
    await card.getByRole('button').click();
    await expect(page.getByRole('table', { name: label })).toBeVisible();

    // A mark typed: the cell's text is chosen as it is entered, and Enter moves down.
    await cell(first!.rollNumber).click();
    await page.keyboard.type(markText(max - 1));
    await page.keyboard.press('Enter');
    await expect(cell(second!.rollNumber)).toBeFocused();
    await expect(cell(first!.rollNumber)).toHaveValue(markText(max - 1));
    await expect(page.getByTestId('sheet-dirty')).toHaveText('Changes not saved yet');

    // Two marks pasted from a spreadsheet down the column: the second is over the maximum.
    await paste(page, `${markText(max - 0.5)}\n${markText(max + 1)}\n`);
    await expect(cell(second!.rollNumber)).toHaveValue(markText(max - 0.5));
    await expect(cell(third!.rollNumber)).toHaveValue(markText(max + 1));
    await expect(cell(third!.rollNumber)).toHaveAttribute('aria-invalid', 'true');
    const problem = page.locator(`[data-student="${third!.rollNumber}"]`).getByText(`At most ${max}`);
    await expect(problem).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('sheet-refused')).toHaveText('1 mark is not valid: correct the cell in red, then save');
    await expect(cell(third!.rollNumber)).toBeFocused();
    expect((await sheetOf(teacher)).version, 'nothing saved while a mark is wrong').toBe(before.version);
    await shot(page, 'internal-marks-sheet');

    // Corrected (the cell's text is chosen when it is focused), saved.
    await page.keyboard.type(markText(max));
    await expect(cell(third!.rollNumber)).not.toHaveAttribute('aria-invalid');
    await expect(problem).toBeHidden();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, `The marks of ${before.code} were saved`)).toBeVisible();
    await expect(page.getByTestId('sheet-dirty')).toBeHidden();
    const saved = await sheetOf(teacher);
    expect(saved.version).toBe(before.version + 1);
    expect(saved.students.slice(0, 3).map((s) => s.marks[0])).toEqual([max - 1, max - 0.5, max]);

    // Submitted, after the question: locked.
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit the marks?' });
    await expect(dialog.getByTestId('submit-question')).toContainText(`Submit and lock the marks of ${before.code} for ${before.section}?`);
    await dialog.getByRole('button', { name: 'Submit and lock' }).click();
    await expect(snackbar(page, `The marks of ${before.code} were submitted and are locked`)).toBeVisible();
    await expect(page.getByTestId('sheet-locked')).toContainText('these marks are locked');
    await expect(page.getByRole('table', { name: label }).getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();
    expect(await sheetOf(teacher)).toMatchObject({ state: 'submitted', editable: false, unlockable: false });

    // The head of the department finds the class in the batch's overview and unlocks it with a reason.
    const hod = await apiBearer(request, 'hod');
    expect((await sheetOf(hod)).unlockable, 'the demo head heads the department of the class’s branch').toBe(true);
    const { batch, branch, at } = await placeOfClass(request, ready!.allocationId);
    expect(at, 'the class is on the overview’s first page').toBeLessThan(25);
    await signInAt(page, 'hod', MARKS_OVERVIEW);
    await expect(page.getByRole('heading', { name: 'Internal marks overview', level: 1 })).toBeVisible();
    await choose(page, 'Batch', `${batch.programme} ${batch.name}`);
    await choose(page, 'Branch', `${branch.code} — ${branch.name}`);
    const row = page.getByTestId('marks-overview').locator(`[data-allocation="${ready!.allocationId}"]`);
    await expect(row).toHaveAttribute('data-state', 'submitted');
    await shot(page, 'marks-overview');
    await row.getByRole('button', { name: 'Open marks' }).click();
    await expect(page.getByRole('table', { name: label })).toBeVisible();
    await expect(page.getByTestId('sheet-locked')).toContainText('these marks are locked');
    await page.getByRole('button', { name: 'Unlock' }).click();
    const unlock = page.getByRole('dialog', { name: `Unlock the marks of ${before.code} for ${before.section}` });
    await unlock.getByRole('textbox', { name: /^Reason/ }).fill(`A mark of ${third!.rollNumber} was entered wrongly`);
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await expect(snackbar(page, `The marks of ${before.code} were unlocked`)).toBeVisible();
    expect(await sheetOf(teacher)).toMatchObject({ state: 'open', editable: true });

    // The teacher's sheet is open again, with the marks as saved.
    await signInAt(page, 'faculty', `${INTERNAL_MARKS}?class=${ready!.allocationId}`);
    await expect(page.getByRole('table', { name: label })).toBeVisible();
    await expect(page.getByTestId('sheet-locked')).toBeHidden();
    await expect(cell(third!.rollNumber)).toHaveValue(markText(max));
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('a student asks for the condonation of their shortage, its fee is paid at the counter, and the head of department approves it', async ({
    page,
    request,
  }) => {
    const student = await apiBearer(request, 'student');
    const before = await answer<MyAttendance>(request, '/api/attendance/mine', student);
    expect([before.standing, before.condonation], 'the demo student is condonable and has not asked').toEqual(['condonable', null]);
    const { rollNumber, fullName } = before.student;
    const fee = `₹${(before.condonationFeePaise / 100).toFixed(2)}`;

    await signInAt(page, 'student', MY_ATTENDANCE);
    await expect(page.getByRole('heading', { name: 'My attendance', level: 1 })).toBeVisible();
    const card = page.getByRole('region', { name: 'Condonation of the shortage' });
    await expect(card.getByTestId('condonation-rule')).toContainText(`pay its fee of ${fee} in Pay Fees`);
    await card.getByRole('button', { name: `Ask for condonation (fee ${fee})` }).click();
    await expect(snackbar(page, `The condonation was asked: its fee of ${fee} is due in Pay Fees`)).toBeVisible();
    const state = card.getByTestId('condonation');
    await expect(state).toContainText(`Its fee of ${fee} is due in Pay Fees (${fee} still owed)`);
    await expect(state.getByRole('link', { name: 'Pay fees' })).toHaveAttribute('href', '/app/Fees/Pay Fees');
    const asked = (await answer<MyAttendance>(request, '/api/attendance/mine', student)).condonation!;
    expect(asked).toMatchObject({ rollNumber, paidPaise: 0, state: 'pending' });

    // The fee is paid at the counter, as any due: taken by the accountant, since the fee clerk's day is counted by another journey of this worker.
    const { dues } = await answer<{ dues: { feeTypeId: number; feeTypeCode: string; duePaise: number }[] }>(
      request,
      '/api/payments/dues',
      student,
    );
    const due = dues.find((d) => d.feeTypeCode === 'CONDONATION_FEE');
    expect(due?.duePaise).toBe(before.condonationFeePaise);
    const paid = await request.post('/api/payments/counter/receipts', {
      headers: await apiBearer(request, 'accountant'),
      data: {
        rollNo: rollNumber,
        requestKey: randomUUID(),
        items: [{ feeTypeId: due!.feeTypeId, semester: null, amountPaise: due!.duePaise }],
        mode: 'CASH',
        receivedFrom: fullName,
      },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    await page.reload();
    await expect(state).toContainText('The fee is paid. Awaiting the head of department’s approval.');

    // The head of the department approves it among the condonations to decide.
    const hod = await apiBearer(request, 'hod');
    const pending = await answer<{ rows: Condonation[] }>(request, '/api/attendance/condonations?state=pending', hod);
    expect(
      pending.rows.map((c) => c.rollNumber),
      'the demo head heads the department of the student’s branch',
    ).toContain(rollNumber);
    await signInAt(page, 'hod', ELIGIBILITY);
    await expect(page.getByRole('heading', { name: 'Exam eligibility', level: 1 })).toBeVisible();
    const row = page.getByRole('table', { name: 'Condonations to decide' }).locator(`[data-condonation="${rollNumber}"]`);
    await expect(row).toContainText(fullName);
    await expect(row).toContainText(`${fee} of ${fee} paid`);
    await row.getByRole('button', { name: `Approve ${rollNumber}` }).click();
    await expect(snackbar(page, `The condonation of ${rollNumber} was approved`)).toBeVisible();
    await expect(row).toBeHidden();
    expect((await answer<MyAttendance>(request, '/api/attendance/mine', student)).condonation).toMatchObject({ state: 'approved' });

    await signInAt(page, 'student', MY_ATTENDANCE);
    await expect(page.getByTestId('condonation')).toContainText('Condonation approved');
    await expect(page.getByTestId('condonation')).toContainText('you may sit the semester-end examinations');
  });

  test('the examination cell downloads a batch’s condonable students as a workbook a spreadsheet reads back', async ({ page, request }) => {
    const office = await apiBearer(request, 'examination');
    const { rollNumber } = (await answer<MyAttendance>(request, '/api/attendance/mine', await apiBearer(request, 'student'))).student;
    const batch = await batchOfStudent(request, rollNumber);
    const expected = await answer<Eligibility>(
      request,
      `/api/attendance/eligibility?batchId=${batch.id}&status=condonable&pageSize=1`,
      office,
    );
    expect(expected.total, 'condonable students in the demo student’s batch').toBeGreaterThan(0);

    await signInAt(page, 'examination', ELIGIBILITY);
    await expect(page.getByRole('heading', { name: 'Exam eligibility', level: 1 })).toBeVisible();
    await choose(page, 'Batch', `${batch.programme} ${batch.name}`);
    await expect(page.getByTestId('eligibility-counts')).toContainText(`Condonable: ${expected.counts.condonable}`);
    await choose(page, /^Status/, 'Condonable');
    await expect(page).toHaveURL(/status=condonable/);
    await expect(page.getByTestId('eligibility-total')).toHaveText(
      `${expected.total} ${expected.total === 1 ? 'student' : 'students'} of ${expected.batch}`,
    );
    await shot(page, 'eligibility');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download workbook' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    // openpyxl reads a workbook by its name's ending.
    const file = test.info().outputPath('eligibility.xlsx');
    await download.saveAs(file);
    const lines = execFileSync(
      '/usr/bin/python3',
      [
        '-c',
        `import sys, openpyxl
for ws in openpyxl.load_workbook(sys.argv[1]).worksheets:
    for row in ws.iter_rows(values_only=True):
        print(ws.title + ":" + "|".join("" if v is None else str(v) for v in row))`,
        file,
      ],
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n');
    const [header, ...rows] = lines.filter((l) => l.startsWith('Eligibility:')).map((l) => l.slice('Eligibility:'.length).split('|'));
    expect(header).toEqual([
      'Roll Number',
      'Name',
      'Section',
      'Classes held',
      'Attended',
      'Attendance %',
      'Status',
      'Condonation',
      'Fee paid (₹)',
    ]);
    expect(rows).toHaveLength(expected.total);
    expect(new Set(rows.map((r) => r[6]))).toEqual(new Set(['Condonable']));
    expect(lines).toContain(`About:Batch|${expected.batch}`);
  });

  test('the marks and eligibility screens in German', async ({ page, request }) => {
    const { classes } = await answer<{ classes: MarkClass[] }>(request, '/api/internal-marks/classes', await apiBearer(request, 'faculty'));
    const open = classes.find((c) => c.state === 'open')!;
    await signInAt(page, 'faculty', `${INTERNAL_MARKS}?class=${open.allocationId}`);
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Interne Noten', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Einreichen' })).toBeVisible();
    await shot(page, 'internal-marks-sheet-de');

    const { rollNumber } = (await answer<MyAttendance>(request, '/api/attendance/mine', await apiBearer(request, 'student'))).student;
    const batch = await batchOfStudent(request, rollNumber);
    await signInAt(page, 'hod', `${MARKS_OVERVIEW}?batchId=${batch.id}`);
    await expect(page.getByRole('heading', { name: 'Übersicht interne Noten', level: 1 })).toBeVisible();
    await expect(page.getByTestId('marks-overview')).toBeVisible();
    await shot(page, 'marks-overview-de');

    await signInAt(page, 'student', MY_MARKS);
    await expect(page.getByRole('heading', { name: 'Meine internen Noten', level: 1 })).toBeVisible();
    await shot(page, 'my-marks-de');

    await signInAt(page, 'examination', `${ELIGIBILITY}?batchId=${batch.id}`);
    await expect(page.getByRole('heading', { name: 'Prüfungszulassung', level: 1 })).toBeVisible();
    await expect(page.getByTestId('eligibility-total')).not.toBeEmpty();
    await shot(page, 'eligibility-de');

    // The student's marks in English too.
    await chooseLanguage(page, 'English');
    await signInAt(page, 'student', MY_MARKS);
    await expect(page.getByRole('heading', { name: 'My internal marks', level: 1 })).toBeVisible();
    await shot(page, 'my-marks');
  });
});
