import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, chooseLanguage, shot, signInAt, snackbar } from './support';

const TIMETABLE = '/app/Academics/Timetable';
const DAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TAGE = ['', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

interface Slot {
  sectionId: number;
  section: string;
  weekday: number;
  period: number;
  code: string;
}
interface Period {
  number: number;
}
interface Week {
  facultyId: number;
  faculty: string;
  periods: Period[];
  slots: Slot[];
}
interface SectionWeek {
  section: string;
  periods: Period[];
  slots: Slot[];
  allocations: { id: number; code: string; subject: string; kind: string; labBatch: number | null; faculty: string }[];
}
interface SectionDetail {
  id: number;
  batchId: number;
  programme: string;
  batch: string;
  branchId: number;
  branch: string;
  label: string;
  subjectList: { allocations: { id: number; facultyId: number }[] }[];
}
interface Places {
  branches: { id: number; code: string; name: string }[];
}

const cell = (weekday: number, period: number) => `${weekday}:${period}`;

/**
 * A section the demo faculty member teaches, one of their classes of it, a cell of the week free for both
 * (to add the class in), and a cell where the section is free but they teach another section (the clash):
 * found in the demo's timetable as it is on the day of the run.
 */
async function sectionToPlan(request: APIRequestContext) {
  const office = await apiBearer(request, 'academics');
  const me = (await (await request.get('/api/timetable/mine', { headers: await apiBearer(request, 'faculty') })).json()) as Week;
  const mine = new Map(me.slots.map((s) => [cell(s.weekday, s.period), s]));
  for (const sectionId of [...new Set(me.slots.map((s) => s.sectionId))]) {
    const week = (await (await request.get(`/api/timetable/sections/${sectionId}`, { headers: office })).json()) as SectionWeek;
    const detail = (await (await request.get(`/api/sections/${sectionId}`, { headers: office })).json()) as SectionDetail;
    const ids = new Set(detail.subjectList.flatMap((s) => s.allocations.filter((a) => a.facultyId === me.facultyId).map((a) => a.id)));
    const own = week.allocations.filter((a) => ids.has(a.id));
    const allocation = own.find((a) => a.kind === 'theory') ?? own[0];
    const taken = new Set(week.slots.map((s) => cell(s.weekday, s.period)));
    const cells = [1, 2, 3, 4, 5, 6].flatMap((weekday) => week.periods.map((p) => ({ weekday, period: p.number })));
    const free = cells.find((c) => !taken.has(cell(c.weekday, c.period)) && !mine.has(cell(c.weekday, c.period)));
    const clash = cells
      .filter((c) => !taken.has(cell(c.weekday, c.period)))
      .map((c) => ({ ...c, busy: mine.get(cell(c.weekday, c.period)) }))
      .find((c) => c.busy && c.busy.sectionId !== sectionId);
    if (allocation && free && clash) {
      const places = (await (await request.get('/api/sections/places', { headers: office })).json()) as Places;
      const branch = places.branches.find((b) => b.id === detail.branchId)!;
      return { me, week, detail, branch, allocation, free, clash: { ...clash, busy: clash.busy! } };
    }
  }
  throw new Error(`No section of ${me.faculty} has a free period in which they teach another section`);
}

/** A choice of a list on the page or in a dialog. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']> | Page, field: RegExp, option: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Timetable', () => {
  test('the academics office adds a class to a section’s week and is refused one whose teacher is busy then; the teacher sees it in My week', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { me, week, detail, branch, allocation, free, clash } = await sectionToPlan(request);
    const option = `${allocation.code} — ${allocation.subject} — ${allocation.faculty}${allocation.labBatch === null ? '' : ` — Lab batch ${allocation.labBatch}`}`;

    await signInAt(page, 'academics', TIMETABLE);
    await expect(page.getByRole('heading', { name: 'Timetable', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Section timetable' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Choose a batch, its branch and a section to see its week.')).toBeVisible();
    await choose(page, page, /^Batch/, `${detail.programme} ${detail.batch}`);
    await choose(page, page, /^Branch/, `${branch.code} — ${branch.name}`);
    await choose(page, page, /^Section/, detail.label);
    const grid = page.getByRole('table', { name: `Timetable of ${week.section}` });
    await expect(grid).toBeVisible();
    // The grid's cells, in either language.
    const at = (c: { weekday: number; period: number }) => page.getByTestId('week-grid').locator(`[data-day="${c.weekday}"][data-period="${c.period}"]`);

    // A free period of the section and of the teacher: the class is added there.
    await at(free).getByRole('button', { name: `Add class on ${DAYS[free.weekday]}, period ${free.period}` }).click();
    const add = page.getByRole('dialog', { name: `Add a class to ${week.section}` });
    await choose(page, add, /^Class/, option);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, `${allocation.code} is on ${DAYS[free.weekday]}, period ${free.period}`)).toBeVisible();
    await expect(add).toBeHidden();
    await expect(at(free)).toContainText(allocation.code);
    await expect(at(free)).toContainText(allocation.faculty);
    expect(await blockingViolations(page, 'a section’s week')).toEqual([]);
    await shot(page, 'timetable-grid');

    // A period the section has free, but the teacher teaches another section in: refused, in the dialog.
    const refused = `${me.faculty} teaches ${clash.busy.section} ${clash.busy.code} at that time already`;
    await at(clash).getByRole('button', { name: `Add class on ${DAYS[clash.weekday]}, period ${clash.period}` }).click();
    await choose(page, add, /^Class/, option);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByTestId('slot-refused')).toHaveText(refused);
    await expect(add).toBeVisible();
    await shot(page, 'timetable-clash');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();
    await expect(at(clash)).not.toContainText(allocation.code);

    // The same in German, once the English message is gone.
    await expect(snackbar(page, `${allocation.code} is on ${DAYS[free.weekday]}, period ${free.period}`)).toBeHidden();
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Stundenplan', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: `Stundenplan von ${week.section}` })).toBeVisible();
    await shot(page, 'timetable-grid-de');
    await at(clash).getByRole('button', { name: `Eine Stunde am ${TAGE[clash.weekday]} in der ${clash.period}. Stunde eintragen` }).click();
    const eintragen = page.getByRole('dialog', { name: `Stunde für ${week.section} eintragen` });
    await choose(page, eintragen, /^Unterricht/, option.replace('Lab batch', 'Laborgruppe'));
    await eintragen.getByRole('button', { name: 'Speichern' }).click();
    await expect(eintragen.getByTestId('slot-refused')).toHaveText(
      `${me.faculty} unterrichtet zu dieser Zeit schon ${clash.busy.section} ${clash.busy.code}`,
    );
    await shot(page, 'timetable-clash-de');
    await eintragen.getByRole('button', { name: 'Abbrechen' }).click();
    await chooseLanguage(page, 'English');

    // The teacher opens on their own week, with the class just added.
    await signInAt(page, 'faculty', TIMETABLE);
    await expect(page.getByRole('tab', { name: 'My week' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: `My week: ${me.faculty}`, level: 2 })).toBeVisible();
    await expect(page.getByTestId('week-classes')).toHaveText(`${me.slots.length + 1} classes a week`);
    const myGrid = page.getByRole('table', { name: `Week of ${me.faculty}` });
    const mineAt = (c: { weekday: number; period: number }) => myGrid.locator(`[data-day="${c.weekday}"][data-period="${c.period}"]`);
    await expect(mineAt(free)).toContainText(allocation.code);
    await expect(mineAt(free)).toContainText(week.section);
    await expect(mineAt(clash)).toContainText(clash.busy.section);
    expect(await blockingViolations(page, 'my week')).toEqual([]);
    await shot(page, 'timetable-my-week');
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: `Meine Woche: ${me.faculty}`, level: 2 })).toBeVisible();
    await expect(page.getByTestId('week-classes')).toHaveText(`${me.slots.length + 1} Stunden pro Woche`);
    await shot(page, 'timetable-my-week-de');
    await chooseLanguage(page, 'English');
  });
});
