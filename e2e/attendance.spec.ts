import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, chooseLanguage, collegeDay, shot, signInAt, snackbar } from './support';

const ATTENDANCE = '/app/Attendance';
const MY_ATTENDANCE = '/app/My Attendance';
const SHORTAGE = '/app/Academics/Attendance';

interface ClassOfDay {
  allocationId: number;
  period: number;
  section: string;
  code: string;
  subject: string;
  students: number;
  absent: number | null;
  givenTo: string | null;
}
interface ClassesOfDay {
  date: string;
  closed: string | null;
  classes: ClassOfDay[];
}
interface Register {
  registerId: number | null;
  version: number | null;
  students: { id: number; rollNumber: string; fullName: string; absent: boolean }[];
}
interface MyAttendance {
  student: { id: number; rollNumber: string; fullName: string; section: string | null };
  required: number;
  subjects: { code: string; name: string; held: number; attended: number; percent: number | null }[];
  held: number;
  attended: number;
  percent: number | null;
  standing: 'ok' | 'condonable' | 'short' | null;
}
interface Week {
  facultyId: number;
  slots: { sectionId: number; section: string; weekday: number; period: number }[];
}
interface SectionWeek {
  periods: { number: number }[];
  slots: { weekday: number; period: number }[];
  allocations: { id: number; kind: string; labBatch: number | null }[];
}
interface SectionDetail {
  id: number;
  batchId: number;
  programme: string;
  batch: string;
  branchId: number;
  label: string;
  subjectList: { allocations: { id: number; facultyId: number }[] }[];
}

/** A register's address: its class, day and period. */
const registerQuery = (c: { allocationId: number; period: number }, date: string) =>
  new URLSearchParams({ allocationId: String(c.allocationId), date, period: String(c.period) }).toString();

async function answer<T>(request: APIRequestContext, url: string, headers: Record<string, string>): Promise<T> {
  const res = await request.get(url, { headers });
  expect(res.status(), `GET ${url}`).toBe(200);
  return (await res.json()) as T;
}

/** A percentage as the English screens write it: `33.33 %`. */
const percentText = (p: number) => `${Number(p.toFixed(2))} %`;

/** A class whose register is to be marked, and its day. */
interface ClassToMark {
  date: string;
  cls: ClassOfDay;
}

const unmarked = (day: ClassesOfDay, section?: string) =>
  day.classes.filter((c) => c.absent === null && c.givenTo === null && c.students > 1 && (!section || c.section === section));

/** The demo teacher's classes of a day (today unless named). */
const classesOf = async (request: APIRequestContext, date?: string) =>
  answer<ClassesOfDay>(request, `/api/attendance/classes${date ? `?date=${date}` : ''}`, await apiBearer(request, 'faculty'));

/**
 * `count` of the demo teacher's classes whose registers nobody has marked. When the college is open
 * today, today's (of `section`, when named): when the day has too few, the academics office adds
 * classes of theirs to today's timetable in periods free for the section and the teacher. On a day
 * the college is closed (a Sunday, a holiday), of the last days it was open: the demo leaves the
 * teacher's first class of each of them unmarked, a register to be marked late.
 */
async function classesToMark(request: APIRequestContext, count: number, section?: string): Promise<ClassToMark[]> {
  const today = await classesOf(request);
  if (today.closed !== null) return classesOfEarlierDays(request, count, section);
  const found = unmarked(today, section);
  if (found.length < count) await addClassesToday(request, count - found.length, section);
  const now = unmarked(await classesOf(request), section);
  expect(now.length, `unmarked classes of today${section ? ` of ${section}` : ''}`).toBeGreaterThanOrEqual(count);
  return now.slice(0, count).map((cls) => ({ date: today.date, cls }));
}

async function classesOfEarlierDays(request: APIRequestContext, count: number, section?: string): Promise<ClassToMark[]> {
  const found: ClassToMark[] = [];
  for (let back = 1; back <= 14 && found.length < count; back += 1) {
    const day = await classesOf(request, collegeDay(-back).iso);
    if (day.closed === null) found.push(...unmarked(day, section).map((cls) => ({ date: day.date, cls })));
  }
  expect(found.length, `unmarked classes of the last open days${section ? ` of ${section}` : ''}`).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

async function addClassesToday(request: APIRequestContext, count: number, section?: string) {
  const teacher = await apiBearer(request, 'faculty');
  const office = await apiBearer(request, 'academics');
  const me = await answer<Week>(request, '/api/timetable/mine', teacher);
  const weekday = new Date(`${collegeDay().iso}T12:00:00Z`).getUTCDay() || 7;
  const busy = new Set(me.slots.filter((s) => s.weekday === weekday).map((s) => s.period));
  let missing = count;
  for (const sectionId of new Set(me.slots.filter((s) => !section || s.section === section).map((s) => s.sectionId))) {
    const week = await answer<SectionWeek>(request, `/api/timetable/sections/${sectionId}`, office);
    const detail = await answer<SectionDetail>(request, `/api/sections/${sectionId}`, office);
    const mine = new Set(detail.subjectList.flatMap((s) => s.allocations.filter((a) => a.facultyId === me.facultyId).map((a) => a.id)));
    // A theory class: the whole section is on its register.
    const allocation = week.allocations.find((a) => mine.has(a.id) && a.kind === 'theory' && a.labBatch === null);
    if (!allocation) continue;
    const taken = new Set(week.slots.filter((s) => s.weekday === weekday).map((s) => s.period));
    for (const { number: period } of week.periods) {
      if (missing === 0 || taken.has(period) || busy.has(period)) continue;
      const res = await request.post('/api/timetable/slots', {
        headers: office,
        data: { sectionId, weekday, period, allocationId: allocation.id },
      });
      expect(res.status(), `a class added to period ${period} of today`).toBe(201);
      busy.add(period);
      missing -= 1;
    }
  }
}

/** A section the demo teacher teaches, by its label: its batch and branch as the screens name them. */
async function sectionOf(request: APIRequestContext, label: string) {
  const office = await apiBearer(request, 'academics');
  const week = await answer<Week>(request, '/api/timetable/mine', await apiBearer(request, 'faculty'));
  const sectionId = week.slots.find((s) => s.section === label)?.sectionId;
  expect(sectionId, `a section ${label} the demo teacher teaches`).toBeDefined();
  const detail = await answer<SectionDetail>(request, `/api/sections/${sectionId}`, office);
  const places = await answer<{ branches: { id: number; code: string; name: string }[] }>(request, '/api/sections/places', office);
  return { detail, branch: places.branches.find((b) => b.id === detail.branchId)! };
}

/** The Attendance screen listing a day's classes: today's, or another day's by its address. */
const attendanceOn = (date: string) => (date === collegeDay().iso ? ATTENDANCE : `${ATTENDANCE}?day=${date}`);

/** The card of a class of its day on the Attendance screen. */
const classCard = (page: Page, { date, cls }: ClassToMark) =>
  page
    .getByRole('list', { name: `Classes of ${date.split('-').reverse().join('-')}` })
    .locator(`li[data-allocation="${cls.allocationId}"][data-period="${cls.period}"]`);

/** A student's row in the open register, tapped to mark them absent (or present again). */
const studentRow = (page: Page, id: number) => page.getByRole('dialog').locator(`[data-student="${id}"]`).getByRole('button');

test.describe('Attendance', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('a teacher marks two absentees in a class’s register, and marks another while offline: it is kept on the phone and sent once when back online', async ({
      page,
      context,
      request,
    }) => {
      const [first, second] = await classesToMark(request, 2);
      const teacher = await apiBearer(request, 'faculty');
      const registerOf = ({ date, cls }: ClassToMark) =>
        answer<Register>(request, `/api/attendance/register?${registerQuery(cls, date)}`, teacher);
      const list = (await registerOf(first!)).students;
      const absentees = [list[0]!, list[list.length - 1]!];

      await signInAt(page, 'faculty', attendanceOn(first!.date));
      await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
      const card = classCard(page, first!);
      await expect(card.getByTestId('class-state')).toHaveText('Not marked');
      await card.getByRole('button').tap();

      // The register opens with everyone present; two names tapped are absent.
      const dialog = page.getByRole('dialog', { name: `${first!.cls.code} ${first!.cls.subject}` });
      await expect(dialog.getByTestId('register-count')).toHaveText(`0 absent of ${list.length}`);
      await expect(dialog.getByTestId('register-marked')).toHaveText('Not marked yet: everyone is present until you tap a name.');
      await expect(dialog.locator('[aria-pressed="false"]')).toHaveCount(list.length);
      await expect(dialog.locator('[aria-pressed="true"]')).toHaveCount(0);
      for (const s of absentees) {
        await studentRow(page, s.id).tap();
        await expect(studentRow(page, s.id)).toHaveAttribute('aria-pressed', 'true');
        await expect(studentRow(page, s.id)).toContainText('Absent');
      }
      await expect(dialog.getByTestId('register-count')).toHaveText(`2 absent of ${list.length}`);
      expect(await blockingViolations(page, 'a register')).toEqual([]);
      await shot(page, 'attendance-register');
      await dialog.getByRole('button', { name: 'Save' }).tap();
      await expect(snackbar(page, `Register of ${first!.cls.code} saved: 2 absent of ${list.length}`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card.getByTestId('class-state')).toHaveText(`Marked: 2 absent of ${list.length}`);
      const stored = await registerOf(first!);
      expect(stored.students.filter((s) => s.absent).map((s) => s.id)).toEqual(absentees.map((s) => s.id));

      // The next class's register is open when the connection drops: the save is kept on the phone.
      // Another day's class (the college closed today) is listed on its own day.
      if (second!.date !== first!.date) await page.goto(attendanceOn(second!.date));
      const next = classCard(page, second!);
      const nextList = (await registerOf(second!)).students;
      const absentee = nextList[1]!;
      await next.getByRole('button').tap();
      const nextDialog = page.getByRole('dialog', { name: `${second!.cls.code} ${second!.cls.subject}` });
      await expect(nextDialog.getByTestId('register-count')).toHaveText(`0 absent of ${nextList.length}`);
      await context.setOffline(true);
      await expect(page.getByTestId('offline')).toHaveText(
        'You are offline. Registers you save are kept on this phone and sent when it is back online.',
      );
      await studentRow(page, absentee.id).tap();
      await expect(nextDialog.getByTestId('register-count')).toHaveText(`1 absent of ${nextList.length}`);
      await nextDialog.getByRole('button', { name: 'Save' }).tap();
      await expect(
        snackbar(page, `No connection: the register of ${second!.cls.code} is saved on this phone and will be sent when online`),
      ).toBeVisible();
      await expect(nextDialog).toBeHidden();
      await expect(next.getByTestId('class-state')).toHaveText('Saved on this phone — will be sent when online');
      await expect(page.getByTestId('queue-count')).toHaveText('1 register is saved on this phone — it will be sent when online');
      const kept = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(`campus.attendance.queued:${key}`) ?? 'null') as { save: Record<string, unknown> } | null,
        `${second!.cls.allocationId}:${second!.date}:${second!.cls.period}`,
      );
      expect(kept?.save).toMatchObject({ absent: [absentee.id], baseVersion: null });
      await shot(page, 'attendance-kept-on-phone');

      // Back online, it is sent by itself, once.
      await context.setOffline(false);
      await expect(snackbar(page, '1 register saved on this phone was sent')).toBeVisible();
      await expect(next.getByTestId('class-state')).toHaveText(`Marked: 1 absent of ${nextList.length}`);
      await expect(page.getByTestId('queue-count')).toBeHidden();
      await expect(page.getByTestId('offline')).toBeHidden();
      const sent = await registerOf(second!);
      expect(sent.version).toBe(1);
      expect(sent.students.filter((s) => s.absent).map((s) => s.id)).toEqual([absentee.id]);
      // The same save arriving again (its answer had been lost) is the register as stored, not a second one.
      const again = await request.put('/api/attendance/register', { headers: teacher, data: kept!.save });
      expect(again.status()).toBe(200);
      expect(((await again.json()) as Register).version).toBe(1);
      expect((await registerOf(second!)).students.filter((s) => s.absent).map((s) => s.id)).toEqual([absentee.id]);
    });
  });

  test('a parent sees their child’s share per subject and the shortage once below the required share; the head of department finds the child on the section’s shortage list', async ({
    page,
    request,
  }) => {
    const parent = await apiBearer(request, 'parent');
    const teacher = await apiBearer(request, 'faculty');
    const before = await answer<MyAttendance>(request, '/api/attendance/mine', parent);
    const ward = before.student;
    expect(ward.section, 'the demo student is in a section').not.toBeNull();
    // Classes the child is marked absent in, as their teacher, until the share is below the required one.
    let missed = 0;
    while (before.held + missed === 0 || before.attended / (before.held + missed) >= before.required / 100) missed += 1;
    expect(missed, `absences to bring ${before.attended} of ${before.held} below ${before.required} %`).toBeLessThanOrEqual(4);
    for (const { date, cls: c } of missed > 0 ? await classesToMark(request, missed, ward.section!) : []) {
      const register = await answer<Register>(request, `/api/attendance/register?${registerQuery(c, date)}`, teacher);
      expect(register.students.map((s) => s.id)).toContain(ward.id);
      const saved = await request.put('/api/attendance/register', {
        headers: teacher,
        data: {
          allocationId: c.allocationId,
          date,
          period: c.period,
          clientKey: `e2e-ward-${c.allocationId}-${c.period}`,
          baseVersion: null,
          absent: [ward.id],
        },
      });
      expect(saved.status()).toBe(200);
    }
    const now = await answer<MyAttendance>(request, '/api/attendance/mine', parent);
    expect(now.percent!).toBeLessThan(now.required);

    await signInAt(page, 'parent', MY_ATTENDANCE);
    await expect(page.getByRole('heading', { name: 'My attendance', level: 1 })).toBeVisible();
    await expect(page.getByTestId('student-name')).toHaveText(ward.fullName);
    await expect(page.getByTestId('student-place')).toHaveText(`Roll number ${ward.rollNumber} · ${ward.section}`);
    await expect(page.getByTestId('overall')).toHaveText(`${percentText(now.percent!)} — required ${percentText(now.required)}`);
    const standing = page.getByTestId('standing');
    await expect(standing).toContainText(`${ward.fullName} must attend the next`);
    await expect(standing).toContainText(
      now.standing === 'short' ? 'may be detained from the semester-end examinations' : 'may be condoned',
    );
    for (const s of now.subjects.filter((x) => x.percent !== null)) {
      const row = page.locator(`[data-subject="${s.code}"]`);
      await expect(row).toContainText(`${s.attended} / ${s.held}`);
      await expect(row).toContainText(percentText(s.percent!));
      await expect(row).toHaveAttribute('data-below', s.percent! < now.required ? 'true' : 'false');
    }
    expect(await blockingViolations(page, 'a parent’s attendance')).toEqual([]);
    await shot(page, 'my-attendance-parent');

    // The head of the department chooses the child's section: the child is on its list.
    const { detail, branch } = await sectionOf(request, ward.section!);
    await signInAt(page, 'hod', SHORTAGE);
    await expect(page.getByRole('heading', { name: 'Attendance shortage', level: 1 })).toBeVisible();
    await expect(page.getByTestId('choose-section')).toBeVisible();
    for (const [field, option] of [
      ['Batch', `${detail.programme} ${detail.batch}`],
      ['Branch', `${branch.code} — ${branch.name}`],
      ['Section', detail.label],
    ] as const) {
      await page.getByRole('combobox', { name: field }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    const shortage = page.getByRole('table', { name: `Attendance shortage of ${detail.label}` });
    const row = shortage.locator(`[data-student="${ward.rollNumber}"]`);
    await expect(row).toContainText(ward.fullName);
    await expect(row).toContainText(`${now.attended} / ${now.held}`);
    await expect(row).toContainText(percentText(now.percent!));
    await expect(row).toContainText(now.standing === 'short' ? 'Detained' : 'Condonable');
    await expect(page.getByTestId('shortage-total')).toContainText(`of ${detail.label} below ${percentText(now.required)}`);
    expect(await blockingViolations(page, 'a section’s shortage')).toEqual([]);
    await shot(page, 'attendance-shortage');
  });

  test('the three screens in German: a register open, a child’s attendance and a section’s shortage list', async ({ page, request }) => {
    const day = await answer<ClassesOfDay>(request, '/api/attendance/classes', await apiBearer(request, 'faculty'));
    await signInAt(page, 'faculty', ATTENDANCE);
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Anwesenheit', level: 1 })).toBeVisible();
    // A class of today's, when the college is open: its register, marked or not.
    const cls = day.classes.find((c) => c.givenTo === null);
    if (cls) {
      await page
        .getByRole('list', { name: `Unterricht am ${collegeDay().shown}` })
        .locator(`li[data-allocation="${cls.allocationId}"][data-period="${cls.period}"]`)
        .getByRole('button')
        .click();
      const dialog = page.getByRole('dialog', { name: `${cls.code} ${cls.subject}` });
      await expect(dialog.getByTestId('register-count')).toHaveText(`${cls.absent ?? 0} von ${cls.students} abwesend`);
      await shot(page, 'attendance-register-de');
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(dialog).toBeHidden();
    }
    await shot(page, 'attendance-day-de');

    await signInAt(page, 'parent', MY_ATTENDANCE);
    await expect(page.getByRole('heading', { name: 'Meine Anwesenheit', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nach Fach', level: 2 })).toBeVisible();
    await shot(page, 'my-attendance-parent-de');

    // A section's list opened from its address, as a shared link opens it.
    const ward = (await answer<MyAttendance>(request, '/api/attendance/mine', await apiBearer(request, 'parent'))).student;
    const { detail } = await sectionOf(request, ward.section!);
    const address = new URLSearchParams({
      batchId: String(detail.batchId),
      branchId: String(detail.branchId),
      sectionId: String(detail.id),
    });
    await signInAt(page, 'hod', `${SHORTAGE}?${address}`);
    await expect(page.getByRole('heading', { name: 'Fehlzeiten', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Anwesenheitsregeln' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Klasse' })).toHaveText(detail.label);
    await expect(page.getByTestId('shortage-total')).toContainText(detail.label);
    await shot(page, 'attendance-shortage-de');
  });
});
