import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, chooseLanguage, shot, signInAt, snackbar } from './support';

const SECTIONS = '/app/Academics/Sections';

interface Places {
  batches: { id: number; courseId: number; programme: string; name: string; startYear: number }[];
  branches: { id: number; courseId: number; code: string; name: string }[];
}
interface Section {
  id: number;
  branchId: number;
  name: string;
  label: string;
  regulation: string;
  semester: number;
  subjects: number;
}
interface SectionDetail extends Section {
  subjectList: { id: number; code: string; name: string; kind: string }[];
}

/** A choice of a list on the page or in a dialog. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']> | Page, field: RegExp, option: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Roll numbers in the order the server ranges them: capitals, by code point. */
const byRoll = (a: string, b: string) => {
  const [x, y] = [a.toUpperCase(), b.toUpperCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * A B.Tech batch's branch with students and no sections yet (the incoming batch, whatever today is), the
 * semester its branch's R22 subjects are taught in (one the demo's sections of that branch follow), and
 * its students' roll numbers in order; of the newest such batch, the branch with the most students.
 */
async function unsectionedBranch(request: APIRequestContext) {
  const office = await apiBearer(request, 'academics');
  const admin = await apiBearer(request, 'admin');
  const places = (await (await request.get('/api/sections/places', { headers: office })).json()) as Places;
  const btech = places.batches.filter((b) => b.programme === 'B.Tech').sort((a, b) => b.startYear - a.startYear);
  const sectionsOf = async (batchId: number) =>
    (await (await request.get(`/api/sections?batchId=${batchId}`, { headers: office })).json()) as Section[];
  const ofBatch = await Promise.all(btech.map((b) => sectionsOf(b.id)));
  const made = ofBatch.flat();
  for (const [i, batch] of btech.entries()) {
    const sectioned = new Set(ofBatch[i]!.map((s) => s.branchId));
    const found = [];
    for (const branch of places.branches.filter((b) => b.courseId === batch.courseId && !sectioned.has(b.id))) {
      // A semester with R22 subjects for the branch: one of the demo's sections of the branch is in it.
      const taught = made.find((s) => s.branchId === branch.id && s.regulation === 'R22' && s.subjects > 0);
      if (!taught) continue;
      const query = new URLSearchParams({ course: 'B.Tech', batch: batch.name, branch: branch.code, sort: 'rollNumber', pageSize: '100' });
      const register = (await (await request.get(`/api/admissions/register?${query}`, { headers: admin })).json()) as {
        rows: { rollNumber: string }[];
      };
      const rolls = register.rows.map((r) => r.rollNumber).sort(byRoll);
      if (rolls.length >= 2) found.push({ batch, branch, semester: taught.semester, rolls, office });
    }
    // The branch with the most students: a section of more than one.
    if (found.length) return found.sort((x, y) => y.rolls.length - x.rolls.length)[0]!;
  }
  throw new Error('No B.Tech batch has a branch with students and no sections');
}

test.describe('Sections', () => {
  test('the academics office makes sections A and B of the incoming batch by roll number ranges, and allocates a teacher to a subject of A', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { batch, branch, semester, rolls, office } = await unsectionedBranch(request);
    const place = `B.Tech ${batch.startYear} ${branch.code}`;
    const half = Math.ceil(rolls.length / 2);
    const [firstA, lastA, firstB, lastB] = [rolls[0]!, rolls[half - 1]!, rolls[half]!, rolls.at(-1)!];
    // The demo faculty member, as the office finds them by name.
    const mine = (await (await request.get('/api/timetable/mine', { headers: await apiBearer(request, 'faculty') })).json()) as {
      faculty: string;
    };
    const [teacher] = (await (
      await request.get(`/api/sections/teachers?q=${encodeURIComponent(mine.faculty)}`, { headers: office })
    ).json()) as { fullName: string; empCode: string }[];
    expect(teacher, `${mine.faculty} among the teachers`).toBeTruthy();

    await signInAt(page, 'academics', SECTIONS);
    await expect(page.getByRole('heading', { name: 'Sections', level: 1 })).toBeVisible();
    await expect(page.getByTestId('choose-batch')).toHaveText('Choose a batch, and a branch of it, to see its sections.');
    await choose(page, page, /^Batch/, `B.Tech ${batch.startYear}`);
    await choose(page, page, /^Branch/, `${branch.code} — ${branch.name}`);
    const none = page.getByTestId('no-sections');
    await expect(none).toContainText(`${place} has no sections yet. Make them by roll number ranges with Make sections.`);

    await none.getByRole('button', { name: 'Make sections' }).click();
    const make = page.getByRole('dialog', { name: `Make sections of ${place}` });
    await choose(page, make, /^Regulation/, 'R22');
    await choose(page, make, /^Semester/, `Semester ${semester}`);
    const a = make.getByRole('group', { name: 'Section A' });
    await a.getByLabel('Roll number from').fill(firstA);
    await a.getByLabel('Roll number to').fill(lastA);
    await a.getByLabel('Room').fill(`${branch.code}-101`);
    const b = make.getByRole('group', { name: 'Section B' });
    await b.getByLabel('Roll number from').fill(firstB);
    await b.getByLabel('Roll number to').fill(lastB);
    await make.getByRole('button', { name: 'Make sections' }).click();
    await expect(make).toBeHidden();
    await expect(page.getByTestId('split-result')).toHaveText(`${rolls.length} students placed in the new sections.`);
    await expect(page.getByTestId('sections-total')).toHaveText(`2 sections of ${place}`);
    const list = page.getByTestId('sections-list');
    const labelA = `B.Tech ${branch.code} ${batch.startYear} A`;
    await expect(list.locator(`[data-section="${labelA}"]`)).toContainText(String(half));
    await expect(list.locator(`[data-section="B.Tech ${branch.code} ${batch.startYear} B"]`)).toContainText(String(rolls.length - half));
    expect(await blockingViolations(page, 'the sections made')).toEqual([]);
    await shot(page, 'sections-list');

    // Section A: the semester's subjects, none with a teacher yet; the office allocates one to a theory subject.
    const made = (await (
      await request.get(`/api/sections?batchId=${batch.id}&branchId=${branch.id}`, { headers: office })
    ).json()) as Section[];
    const detail = (await (
      await request.get(`/api/sections/${made.find((s) => s.name === 'A')!.id}`, { headers: office })
    ).json()) as SectionDetail;
    const subject = detail.subjectList.find((s) => s.kind === 'theory') ?? detail.subjectList[0]!;
    await page.getByRole('button', { name: `Open ${labelA}` }).click();
    await expect(page.getByRole('heading', { name: labelA, level: 2 })).toBeVisible();
    await expect(page.getByTestId('section-facts')).toHaveText(`Regulation R22 · Semester ${semester} · Room ${branch.code}-101 · ${half} ${half === 1 ? 'student' : 'students'}`);
    await expect(page.getByRole('heading', { name: `Subjects (0 of ${detail.subjectList.length} allocated)` })).toBeVisible();
    const item = page.getByRole('list', { name: `Subjects of ${labelA}` }).locator(`[data-subject="${subject.code}"]`);
    await expect(item).toContainText('No teacher yet');
    await item.getByRole('button', { name: `Allocate teacher for ${subject.code}` }).click();
    const allocate = page.getByRole('dialog', { name: `Allocate a teacher for ${subject.code}` });
    await allocate.getByRole('combobox', { name: /^Teacher/ }).fill(teacher!.fullName);
    await page.getByRole('option', { name: new RegExp(`^${escaped(`${teacher!.fullName} (${teacher!.empCode})`)}`) }).click();
    await allocate.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, `${teacher!.fullName} teaches ${subject.code} (Whole section)`)).toBeVisible();
    await expect(item.locator('[data-allocation]')).toContainText(`${teacher!.fullName} (${teacher!.empCode}) · Whole section`);
    await expect(item).not.toContainText('No teacher yet');
    await expect(page.getByRole('heading', { name: `Subjects (1 of ${detail.subjectList.length} allocated)` })).toBeVisible();
    await expect(page.getByRole('table', { name: `Students of ${labelA}` }).locator(`[data-roll="${firstA}"]`)).toBeVisible();
    expect(await blockingViolations(page, 'a section')).toEqual([]);
    await shot(page, 'sections-view');

    // The same in German: the section, then the list (once the English message is gone).
    await expect(snackbar(page, `${teacher!.fullName} teaches ${subject.code} (Whole section)`)).toBeHidden();
    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Klassen', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Fächer (1 von ${detail.subjectList.length} zugewiesen)` })).toBeVisible();
    await expect(page.getByTestId('section-facts')).toHaveText(
      `Studienordnung R22 · Semester ${semester} · Raum ${branch.code}-101 · ${half} ${half === 1 ? 'Person' : 'Studierende'}`,
    );
    await expect(
      page.getByRole('list', { name: `Fächer von ${labelA}` }).locator(`[data-subject="${subject.code}"] [data-allocation]`),
    ).toContainText(`${teacher!.fullName} (${teacher!.empCode}) · Ganze Klasse`);
    await shot(page, 'sections-view-de');
    await page.getByRole('button', { name: 'Alle Klassen' }).click();
    await expect(page.getByTestId('sections-total')).toHaveText(`2 Klassen von ${place}`);
    await expect(page.getByTestId('sections-list').locator(`[data-section="${labelA}"]`)).toContainText(`1 von ${detail.subjectList.length} Fächern`);
    await shot(page, 'sections-list-de');
    await chooseLanguage(page, 'English');
  });
});
