import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { SectionsPage } from './sections.page';
import sectionsTexts from './sections.i18n';
import { windowWidth } from '../../test/window-width';

addTranslations(sectionsTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const CSE_2024 = '/app/Academics/Sections?batchId=4&branchId=11';
const SECTION_A = `${CSE_2024}&section=41`;

async function renderPage(path = CSE_2024, role = 'ROLE_ACADEMICS', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'academics', fullName: 'Academics', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <SectionsPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;

/** Chooses an option of a list of the page, or of a dialog (`scope`). */
async function choose(user: User, scope: HTMLElement | null, name: RegExp, option: string) {
  await user.click((scope ? within(scope) : screen).getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const sectionCalls = () => requestsSent((r) => r.method === 'GET' && r.path === '/api/sections');
/** The sections' table, once the places and then the sections have come (the first render of the file is the slowest). */
const table = () => screen.findByRole('table', { name: 'Sections of B.Tech 2024 CSE' }, { timeout: 10_000 });
const row = (label: string) =>
  screen.getByRole('table', { name: 'Sections of B.Tech 2024 CSE' }).querySelector<HTMLElement>(`[data-section="${label}"]`)!;
/** Section A's subjects, once the section has come. */
const subjects = () => screen.findByRole('list', { name: 'Subjects of B.Tech CSE 2024 A' }, { timeout: 10_000 });
const subject = (code: string) =>
  screen.getByRole('list', { name: 'Subjects of B.Tech CSE 2024 A' }).querySelector<HTMLElement>(`[data-subject="${code}"]`)!;
const student = (roll: string) =>
  screen.getByRole('table', { name: 'Students of B.Tech CSE 2024 A' }).querySelector<HTMLElement>(`[data-roll="${roll}"]`)!;

describe('SectionsPage', { timeout: 30_000 }, () => {
  it('lists a batch’s branch’s sections once the batch (by programme) and the branch are chosen, and opens one', async () => {
    const user = await renderPage('/app/Academics/Sections');
    expect(await screen.findByRole('heading', { name: 'Sections', level: 1 }, { timeout: 10_000 })).toBeTruthy();
    expect((await screen.findByTestId('choose-batch')).textContent).toBe('Choose a batch, and a branch of it, to see its sections.');
    await user.click(screen.getByRole('combobox', { name: 'Batch' }));
    const options = within(screen.getByRole('listbox'));
    expect(options.getByText('MBA')).toBeTruthy();
    await user.click(options.getByRole('option', { name: 'B.Tech 2024' }));
    await choose(user, null, /^Branch/, 'CSE — Computer Science and Engineering');
    await table();
    await waitFor(() => expect(screen.getByTestId('sections-total').textContent).toBe('2 sections of B.Tech 2024 CSE'));
    expect(sectionCalls().at(-1)!.query).toEqual({ batchId: '4', branchId: '11' });
    const a = row('B.Tech CSE 2024 A');
    for (const text of ['B.Tech CSE 2024 A', 'R22', 'A-101', '1 of 4 subjects']) expect(a.textContent).toContain(text);
    expect(row('B.Tech CSE 2024 B').textContent).toContain('0 of 4 subjects');

    await user.click(within(a).getByRole('button', { name: 'Open B.Tech CSE 2024 A' }));
    expect(await subjects()).toBeTruthy();
    expect(screen.getByTestId('section-facts').textContent).toBe('Regulation R22 · Semester 3 · Room A-101 · 3 students');
  });

  it('makes sections of a branch without any: the rows sent, then the students placed and the roll numbers no range took', async () => {
    const user = await renderPage('/app/Academics/Sections?batchId=4&branchId=12');
    const empty = await screen.findByTestId('no-sections', {}, { timeout: 10_000 });
    expect(empty.textContent).toContain('B.Tech 2024 ECE has no sections yet.');
    await user.click(within(empty).getByRole('button', { name: 'Make sections' }));
    const form = await screen.findByRole('dialog', { name: 'Make sections of B.Tech 2024 ECE' });
    expect(within(form).getByRole('combobox', { name: /^Regulation/ }).textContent).toBe('R22');
    await user.click(within(form).getByRole('button', { name: 'Make sections' }));
    expect(await within(form).findByText('Semester is required')).toBeTruthy();
    await choose(user, form, /^Semester/, 'Semester 3');

    const a = within(form).getByRole('group', { name: 'Section A' });
    await user.type(within(a).getByRole('textbox', { name: /^Roll number from/ }), '24r11a0401');
    await user.type(within(a).getByRole('textbox', { name: /^Roll number to/ }), '24R11A0460');
    await user.type(within(a).getByRole('textbox', { name: /^Room/ }), 'B-201');
    const b = within(form).getByRole('group', { name: 'Section B' });
    await user.type(within(b).getByRole('textbox', { name: /^Roll number from/ }), '24R11A0461');
    await user.type(within(b).getByRole('textbox', { name: /^Roll number to/ }), '24R11A0520');
    await user.click(within(form).getByRole('button', { name: 'Add section' }));
    expect(within(form).getByRole('group', { name: 'Section C' })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Make sections' }));

    const result = await screen.findByTestId('split-result');
    expect(result.textContent).toContain('118 students placed in the new sections.');
    expect(result.textContent).toContain('2 students are in no range (place them one by one or by workbook): 24R11A0599, 24R11A05A1');
    expect(await withBodies(requestsSent(writes))).toEqual([
      {
        method: 'POST',
        path: '/api/sections',
        body: {
          batchId: 4,
          branchId: 12,
          regulationId: 2,
          semester: 3,
          room: null,
          sections: [
            { name: 'A', rollFrom: '24R11A0401', rollTo: '24R11A0460', room: 'B-201' },
            { name: 'B', rollFrom: '24R11A0461', rollTo: '24R11A0520', room: null },
            { name: 'C', rollFrom: null, rollTo: null, room: null },
          ],
        },
      },
    ]);
  });

  it('shows the server’s refusal of a range on the field it names', async () => {
    server.use(
      http.post('/api/sections', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: 'No student of B.Tech CSE 2024 has a roll number from 24R11A0901 to 24R11A0960',
          key: 'sections.rangeEmpty',
          params: { place: 'B.Tech CSE 2024', from: '24R11A0901', to: '24R11A0960' },
          field: 'sections.1.rollFrom',
        }),
      ),
    );
    const user = await renderPage('/app/Academics/Sections?batchId=4&branchId=12');
    const empty = await screen.findByTestId('no-sections', {}, { timeout: 10_000 });
    await user.click(within(empty).getByRole('button', { name: 'Make sections' }));
    const form = await screen.findByRole('dialog', { name: 'Make sections of B.Tech 2024 ECE' });
    await choose(user, form, /^Semester/, 'Semester 3');
    const b = within(form).getByRole('group', { name: 'Section B' });
    await user.type(within(b).getByRole('textbox', { name: /^Roll number from/ }), '24R11A0901');
    await user.type(within(b).getByRole('textbox', { name: /^Roll number to/ }), '24R11A0960');
    await user.click(within(form).getByRole('button', { name: 'Make sections' }));
    const from = within(b).getByRole('textbox', { name: /^Roll number from/ });
    await waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
    expect(within(b).getByText('No student of B.Tech CSE 2024 has a roll number from 24R11A0901 to 24R11A0960')).toBeTruthy();
    expect(screen.queryByTestId('split-result')).toBeNull();
  });

  it('allocates a teacher found by name to a lab batch, and shows who teaches what', async () => {
    const user = await renderPage(SECTION_A);
    await subjects();
    expect(subject('22CS301').textContent).toContain('Dr. K. Rao (EMP014) · Whole section');
    expect(subject('22CS311').textContent).toContain('Elective (PE-I) · 3 credits · 1 student');
    expect(subject('22CS381').textContent).toContain('No teacher yet');

    await user.click(within(subject('22CS381')).getByRole('button', { name: 'Allocate teacher for 22CS381' }));
    const form = await screen.findByRole('dialog', { name: 'Allocate a teacher for 22CS381' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Teacher is required')).toBeTruthy();
    await choose(user, form, /^Taught to/, 'Lab batch 1');
    await user.type(within(form).getByRole('combobox', { name: /^Teacher/ }), 'priya');
    await user.click(await screen.findByRole('option', { name: 'Ms. S. Priya (EMP027) CSE' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Ms. S. Priya teaches 22CS381 (Lab batch 1)')).toBeTruthy();
    expect(requestsSent((r) => r.path === '/api/sections/teachers').at(-1)!.query).toEqual({ q: 'priya' });
    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'POST', path: '/api/sections/41/allocations', body: { subjectId: 32, labBatch: 1, facultyId: 72 } },
    ]);
  });

  it('changes a teacher, moves a student to lab batch 2 and to section B, and sets an elective', async () => {
    const user = await renderPage(SECTION_A);
    await subjects();
    await user.click(within(subject('22CS301')).getByRole('button', { name: 'Change the teacher of 22CS301, Whole section' }));
    const form = await screen.findByRole('dialog', { name: 'Change the teacher of 22CS301 (Whole section)' });
    const teacher = within(form).getByRole('combobox', { name: /^Teacher/ });
    expect(teacher).toHaveProperty('value', 'Dr. K. Rao (EMP014)');
    await user.clear(teacher);
    await user.type(teacher, 'EMP031');
    await user.click(await screen.findByRole('option', { name: 'Mr. A. Kumar (EMP031) ECE' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mr. A. Kumar teaches 22CS301 (Whole section)')).toBeTruthy();

    const bhavya = student('24R11A0502');
    expect(bhavya.textContent).toContain('Bhavya Sharma');
    await choose(user, bhavya, /^Lab batch of 24R11A0502/, 'Lab batch 2');
    expect(await screen.findByText('24R11A0502 is in section A, lab batch 2')).toBeTruthy();
    await choose(user, student('24R11A0502'), /^PE-I of 24R11A0502/, '22CS312');
    expect(await screen.findByText('24R11A0502 takes 22CS312')).toBeTruthy();
    await choose(user, student('24R11A0501'), /^Section of 24R11A0501/, 'Section B');
    expect(await screen.findByText('24R11A0501 is in section B, lab batch 1')).toBeTruthy();

    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'PUT', path: '/api/allocations/901', body: { facultyId: 73 } },
      { method: 'PUT', path: '/api/sections/41/students/502', body: { labBatch: 2 } },
      { method: 'PUT', path: '/api/sections/41/electives', body: { studentId: 502, subjectId: 34 } },
      { method: 'PUT', path: '/api/sections/42/students/501', body: { labBatch: 1 } },
    ]);
  });

  it('corrects a section, and tells why one with students is not removed', async () => {
    const user = await renderPage(SECTION_A);
    await subjects();
    await user.click(screen.getByRole('button', { name: 'Correct B.Tech CSE 2024 A' }));
    const form = await screen.findByRole('dialog', { name: 'Correct B.Tech CSE 2024 A' });
    const room = within(form).getByRole('textbox', { name: /^Room/ });
    await user.clear(room);
    await user.type(room, 'C-301');
    await choose(user, form, /^Semester/, 'Semester 4');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('B.Tech CSE 2024 A is saved')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove B.Tech CSE 2024 A' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove B.Tech CSE 2024 A?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Not removed: Section A has 3 students: move them first')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'PUT', path: '/api/sections/41', body: { name: 'A', regulationId: 2, semester: 4, room: 'C-301' } },
      { method: 'DELETE', path: '/api/sections/41', body: undefined },
    ]);
  });

  it('lets the principal read sections, teachers, lab batches and electives, with nothing to make, change or upload', async () => {
    await renderPage(CSE_2024, 'ROLE_PRINCIPAL');
    await table();
    expect(row('B.Tech CSE 2024 A')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make sections' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Place students from Excel' })).toBeNull();
    cleanup();

    await renderPage(SECTION_A, 'ROLE_PRINCIPAL');
    await subjects();
    expect(subject('22CS301').textContent).toContain('Dr. K. Rao (EMP014) · Whole section');
    for (const name of ['Correct B.Tech CSE 2024 A', 'Remove B.Tech CSE 2024 A', 'Download Excel Template'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Allocate|Change|Remove) / })).toBeNull();
    expect(screen.queryAllByRole('combobox', { name: /of 24R11A05/ })).toEqual([]);
    expect(student('24R11A0503').textContent).toContain('Lab batch 2');
    expect(student('24R11A0503').textContent).toContain('22CS312');
    expect(student('24R11A0502').textContent).toContain('—');
    expect(requestsSent(writes)).toEqual([]);
  });

  it('on a phone shows the sections as cards, and speaks German', async () => {
    windowWidth(390);
    await renderPage(CSE_2024, 'ROLE_ACADEMICS', 'de');
    expect(await screen.findByRole('heading', { name: 'Klassen', level: 1 })).toBeTruthy();
    const cards = await screen.findByRole('list', { name: 'Klassen von B.Tech 2024 CSE' }, { timeout: 10_000 });
    expect(cards.querySelector('[data-section="B.Tech CSE 2024 A"]')!.textContent).toContain('1 von 4 Fächern');
    expect(screen.getByTestId('sections-total').textContent).toBe('2 Klassen von B.Tech 2024 CSE');
    expect(screen.getByRole('button', { name: 'Klassen bilden' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Studierende aus Excel einteilen' })).toBeTruthy();
  });
});
