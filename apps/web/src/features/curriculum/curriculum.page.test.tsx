import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse, SubjectComponents } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { CurriculumPage } from './curriculum.page';
import curriculumTexts from './curriculum.i18n';
import { windowWidth } from '../../test/window-width';

addTranslations(curriculumTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

async function renderPage(role = 'ROLE_ACADEMICS', language: 'en' | 'de' = 'en', path = '/app/Academics/Curriculum') {
  storeSession({ token: 't', username: 'academics', fullName: 'Academics', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <CurriculumPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const subjectCalls = () => requestsSent((r) => r.method === 'GET' && r.path === '/api/curriculum/subjects');
/** The subjects' table, once the regulations and then their subjects have come (the first render of the file is the slowest). */
const table = () => screen.findByRole('table', { name: 'Subjects of R22' }, { timeout: 10_000 });
const row = (code: string) =>
  screen.getByRole('table', { name: 'Subjects of R22' }).querySelector<HTMLElement>(`[data-subject="${code}"]`)!;

/** Chooses an option of a list of the page, or of a dialog (`scope`). */
async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement | null, name: RegExp, option: string) {
  await user.click((scope ? within(scope) : screen).getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('CurriculumPage', { timeout: 30_000 }, () => {
  it('shows the newest regulation’s subjects with their branch, kind and credits, and narrows them by programme, semester and search', async () => {
    const user = await renderPage();
    await table();
    await waitFor(() => expect(screen.getByTestId('subjects-total').textContent).toBe('4 subjects'));
    expect(screen.getByTestId('subjects-credits').textContent).toBe('11.5 credits in all (an elective group counted once)');
    expect(screen.getByRole('combobox', { name: 'Regulation' }).textContent).toBe('R22 — Autonomous regulations 2022');
    expect(row('22MA101').textContent).toContain('Every branch');
    expect(row('22CS511').textContent).toContain('Elective (PE-I)');
    expect(row('22CS581').textContent).toContain('Lab');
    expect(row('22CS581').textContent).toContain('1.5');
    expect(subjectCalls()[0]!.query).toEqual({ regulationId: '2', page: '1', size: '25' });

    await choose(user, null, /^Programme/, 'B.Tech');
    await choose(user, null, /^Semester/, 'Semester 5');
    await user.type(screen.getByRole('searchbox', { name: 'Code or name' }), 'algo');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(screen.getByTestId('subjects-total').textContent).toBe('1 subject'));
    expect(subjectCalls().at(-1)!.query).toEqual({ regulationId: '2', courseId: '1', semester: '5', q: 'algo', page: '1', size: '25' });
    expect(row('22CS501')).toBeTruthy();

    // A branch's subjects are its own and those of every branch of the programme.
    await choose(user, null, /^Branch/, 'CSE');
    await waitFor(() => expect(subjectCalls().at(-1)!.query).toMatchObject({ courseId: '1', branchId: '11', semester: '5', q: 'algo' }));

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(screen.getByTestId('subjects-total').textContent).toBe('4 subjects'));
    expect(subjectCalls().at(-1)!.query).toEqual({ regulationId: '2', page: '1', size: '25' });
  });

  it('adds a subject of every branch of the programme: the chosen regulation preset, the numbers sent as numbers', async () => {
    const user = await renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add subject' }));
    const form = await screen.findByRole('dialog', { name: 'Add a subject' });
    expect(within(form).getByRole('combobox', { name: /^Regulation/ }).textContent).toBe('R22 — Autonomous regulations 2022');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Subject name is required')).toBeTruthy();

    await choose(user, form, /^Programme/, 'B.Tech');
    await choose(user, form, /^Branch/, 'ECE');
    await choose(user, form, /^Branch/, 'Every branch');
    await choose(user, form, /^Semester/, 'Semester 2');
    await user.type(within(form).getByRole('textbox', { name: /^Subject code/ }), '22cs201');
    await user.type(within(form).getByRole('textbox', { name: /^Subject name/ }), 'Data Structures');
    await user.type(within(form).getByRole('textbox', { name: /^Credits/ }), '3');
    await choose(user, form, /^Kind/, 'Theory');
    expect(within(form).getByRole('textbox', { name: /^Elective group/ })).toHaveProperty('disabled', true);
    await user.type(within(form).getByRole('textbox', { name: /^Internal max/ }), '40');
    await user.type(within(form).getByRole('textbox', { name: /^External max/ }), '60');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('22CS201 is added to R22')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      {
        method: 'POST',
        path: '/api/curriculum/subjects',
        body: {
          regulationId: 2,
          courseId: 1,
          branchId: null,
          semester: 2,
          code: '22CS201',
          name: 'Data Structures',
          credits: 3,
          kind: 'theory',
          electiveGroup: null,
          internalMax: 40,
          externalMax: 60,
        },
      },
    ]);
  });

  it('asks an elective for its group, and shows the server’s refusal of a code already in the curriculum under Subject code', async () => {
    server.use(
      http.post('/api/curriculum/subjects', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: '22CS501 is in the curriculum of R22 for B.Tech already',
          key: 'curriculum.subjectExists',
          params: { code: '22CS501', regulation: 'R22', place: 'B.Tech' },
          field: 'code',
        }),
      ),
    );
    const user = await renderPage();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add subject' }));
    const form = await screen.findByRole('dialog', { name: 'Add a subject' });
    await choose(user, form, /^Programme/, 'B.Tech');
    await choose(user, form, /^Semester/, 'Semester 5');
    await user.type(within(form).getByRole('textbox', { name: /^Subject code/ }), '22CS501');
    await user.type(within(form).getByRole('textbox', { name: /^Subject name/ }), 'Algorithms');
    await user.type(within(form).getByRole('textbox', { name: /^Credits/ }), '3');
    await choose(user, form, /^Kind/, 'Elective');
    await user.type(within(form).getByRole('textbox', { name: /^Internal max/ }), '40');
    await user.type(within(form).getByRole('textbox', { name: /^External max/ }), '60');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('An elective names its group, such as PE-I')).toBeTruthy();
    expect(requestsSent(writes)).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /^Elective group/ }), 'PE-II');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const code = within(form).getByRole('textbox', { name: /^Subject code/ });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('22CS501 is in the curriculum of R22 for B.Tech already')).toBeTruthy();
    expect(((await requestsSent(writes)[0]!.body()) as { electiveGroup: string }).electiveGroup).toBe('PE-II');
  });

  it('corrects a subject: the dialog holds it as kept, and the whole subject is sent again', async () => {
    const user = await renderPage();
    await table();
    await user.click(within(row('22CS511')).getByRole('button', { name: 'Edit 22CS511 of CSE' }));
    const form = await screen.findByRole('dialog', { name: 'Edit subject 22CS511' });
    expect(within(form).getByRole('textbox', { name: /^Elective group/ })).toHaveProperty('value', 'PE-I');
    expect(within(form).getByRole('combobox', { name: /^Branch/ }).textContent).toBe('CSE');
    const credits = within(form).getByRole('textbox', { name: /^Credits/ });
    await user.clear(credits);
    await user.type(credits, '4');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('22CS511 of R22 is saved')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      {
        method: 'PUT',
        path: '/api/curriculum/subjects/3',
        body: {
          regulationId: 2,
          courseId: 1,
          branchId: 11,
          semester: 5,
          code: '22CS511',
          name: 'Machine Learning',
          credits: 4,
          kind: 'elective',
          electiveGroup: 'PE-I',
          internalMax: 40,
          externalMax: 60,
        },
      },
    ]);
  });

  it('removes a subject once asked, and adds a regulation, whose code the server may refuse', async () => {
    const user = await renderPage();
    await table();
    await user.click(within(row('22CS581')).getByRole('button', { name: 'Delete 22CS581 of CSE' }));
    const ask = screen.getByRole('dialog', { name: 'Remove 22CS581?' });
    expect(within(ask).getByText('22CS581 Compiler Design Lab leaves the curriculum of R22 for B.Tech CSE.')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('22CS581 is removed from R22')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add regulation' }));
    const form = await screen.findByRole('dialog', { name: 'Add a regulation' });
    await user.type(within(form).getByRole('textbox', { name: /^Regulation code/ }), 'r18');
    await user.type(within(form).getByRole('textbox', { name: /^Regulation name/ }), 'Old regulations');
    await user.type(within(form).getByRole('textbox', { name: /^First batch year/ }), '2018');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const code = within(form).getByRole('textbox', { name: /^Regulation code/ });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('A regulation is coded R18 already')).toBeTruthy();

    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'DELETE', path: '/api/curriculum/subjects/4', body: undefined },
      { method: 'POST', path: '/api/curriculum/regulations', body: { code: 'R18', name: 'Old regulations', fromYear: 2018 } },
    ]);
  });

  it('tells the office how to begin a regulation with no subjects, and offers the import', async () => {
    const user = await renderPage();
    await table();
    await choose(user, null, /^Regulation/, 'R18 — JNTUH regulations 2018');
    expect(
      await screen.findByText(
        'R18 has no subjects yet: add them one by one with Add subject, or import the whole curriculum from Excel below.',
      ),
    ).toBeTruthy();
    expect(subjectCalls().at(-1)!.query.regulationId).toBe('1');
    expect(screen.getByRole('heading', { name: 'Import from Excel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Excel Template' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download R18 as Excel' })).toHaveProperty('disabled', true);
  });

  it('tells the office to add the first regulation when there is none', async () => {
    server.use(http.get('/api/curriculum/regulations', () => HttpResponse.json([])));
    const user = await renderPage();
    const empty = await screen.findByTestId('no-regulations', {}, { timeout: 10_000 });
    expect(empty.textContent).toContain('No regulation is entered yet.');
    expect(screen.queryByRole('button', { name: 'Add subject' })).toBeNull();
    await user.click(within(empty).getByRole('button', { name: 'Add regulation' }));
    expect(await screen.findByRole('dialog', { name: 'Add a regulation' })).toBeTruthy();
    expect(subjectCalls()).toEqual([]);
  });

  it('lets the principal read and download the curriculum, with nothing to add, change, remove or import', async () => {
    await renderPage('ROLE_PRINCIPAL');
    await table();
    await waitFor(() => expect(row('22CS501')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Download R22 as Excel' })).toHaveProperty('disabled', false);
    for (const name of ['Add subject', 'Add regulation', 'Edit regulation', 'Download Excel Template'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Internal marks) / })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Import from Excel' })).toBeNull();
  });

  it('on a phone shows the subjects as cards, and speaks German', async () => {
    windowWidth(390);
    await renderPage('ROLE_ACADEMICS', 'de');
    expect(await screen.findByRole('heading', { name: 'Lehrplan', level: 1 })).toBeTruthy();
    const cards = await screen.findByRole('list', { name: 'Fächer von R22' }, { timeout: 10_000 });
    await waitFor(() => expect(cards.querySelector('[data-subject="22MA101"]')!.textContent).toContain('Alle Fachrichtungen'));
    expect(cards.querySelector('[data-subject="22CS511"]')!.textContent).toContain('Wahlfach (PE-I)');
    expect(screen.getByTestId('subjects-total').textContent).toBe('4 Fächer');
    expect(screen.getByTestId('subjects-credits').textContent).toBe('Insgesamt 11,5 Leistungspunkte (eine Wahlfachgruppe einmal gezählt)');
    expect(screen.getByRole('button', { name: 'Fach hinzufügen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aus Excel importieren' })).toBeTruthy();
  });
});

describe('Internal marks components of a subject', { timeout: 30_000 }, () => {
  /** The components' dialog of a subject, opened from its row. */
  async function openComponents(user: ReturnType<typeof userEvent.setup>, code: string, name: string) {
    await table();
    await waitFor(() => expect(row(code)).toBeTruthy());
    await user.click(within(row(code)).getByRole('button', { name }));
    return screen.findByRole('dialog', { name: `Internal marks components of ${code}` });
  }
  /** A field of the nth component's row (`Teil 3` in German). */
  const field = (dialog: HTMLElement, n: number, name: RegExp, row = 'Component') =>
    within(within(dialog).getByRole('group', { name: `${row} ${n}` })).getByRole('textbox', { name });
  async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
    await user.clear(input);
    await user.type(input, text);
  }

  it('changes the split of a subject: the running total says what is left, a split that does not add up is not sent', async () => {
    const user = await renderPage();
    const dialog = await openComponents(user, '22CS501', 'Internal marks components of 22CS501 of CSE');
    const total = within(dialog).getByTestId('components-total');
    expect(field(dialog, 1, /^Component/)).toHaveProperty('value', 'Mid-term 1');
    expect(field(dialog, 1, /^Maximum marks/)).toHaveProperty('value', '16');
    expect(field(dialog, 3, /^Component/)).toHaveProperty('value', 'Assignments');
    expect(total.textContent).toBe('40 of 40 internal marks');

    await retype(user, field(dialog, 1, /^Maximum marks/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Assignments' }));
    expect(total.textContent).toBe('28 of 40 internal marks · 12 marks still to give');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The components add up to 28: they must add up to the subject’s internal maximum of 40'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Add component' }));
    await user.type(field(dialog, 3, /^Component/), 'Mid-term 1');
    await user.type(field(dialog, 3, /^Maximum marks/), '13');
    expect(total.textContent).toBe('41 of 40 internal marks · 1 mark too many');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Mid-term 1 is named twice')).toBeTruthy();
    expect(requestsSent(writes)).toEqual([]);

    await retype(user, field(dialog, 3, /^Component/), 'Quiz');
    await retype(user, field(dialog, 3, /^Maximum marks/), '12');
    expect(total.textContent).toBe('40 of 40 internal marks');
    await waitFor(() => expect(within(dialog).queryByText(/^The components add up to/)).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The internal marks components of 22CS501 are saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await withBodies(requestsSent(writes))).toEqual([
      {
        method: 'PUT',
        path: '/api/internal-marks/components/2',
        body: {
          components: [
            { name: 'Mid-term 1', maxMarks: 12 },
            { name: 'Mid-term 2', maxMarks: 16 },
            { name: 'Quiz', maxMarks: 12 },
          ],
        },
      },
    ]);
  });

  it('shows the components read-only once marks are entered', async () => {
    const user = await renderPage();
    const dialog = await openComponents(user, '22CS581', 'Internal marks components of 22CS581 of CSE');
    expect((await within(dialog).findByTestId('components-in-use')).textContent).toBe(
      'Marks have been entered for 22CS581, so its components can no longer change.',
    );
    const parts = within(dialog).getByRole('table', { name: 'Internal marks components of 22CS581' });
    expect(within(parts).getByRole('row', { name: 'Lab record 20' })).toBeTruthy();
    expect(within(parts).getByRole('row', { name: 'Lab test 20' })).toBeTruthy();
    expect(within(dialog).getByTestId('components-total').textContent).toBe('40 of 40 internal marks');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsSent(writes)).toEqual([]);
  });

  it('shows the server’s refusal in the dialog: marks entered meanwhile turn the components read-only', async () => {
    let entered = false;
    const kept: SubjectComponents = {
      subjectId: 3,
      code: '22CS511',
      internalMax: 40,
      components: [
        { id: 1, name: 'Mid-term 1', maxMarks: 20 },
        { id: 2, name: 'Mid-term 2', maxMarks: 20 },
      ],
      inUse: false,
    };
    server.use(
      http.get('/api/internal-marks/components/3', () => HttpResponse.json({ ...kept, inUse: entered })),
      http.put('/api/internal-marks/components/3', () => {
        entered = true;
        return refusal(409, {
          code: 'CONFLICT',
          message: 'Marks are entered for this subject already: its components can no longer change',
          key: 'internalMarks.componentsInUse',
        });
      }),
    );
    const user = await renderPage();
    const dialog = await openComponents(user, '22CS511', 'Internal marks components of 22CS511 of CSE');
    await retype(user, field(dialog, 1, /^Maximum marks/), '25');
    await retype(user, field(dialog, 2, /^Maximum marks/), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The components read again: in use now, shown read-only with the refusal above them.
    const note = await screen.findByTestId('components-in-use');
    const readOnly = screen.getByRole('dialog', { name: 'Internal marks components of 22CS511' });
    expect(readOnly.contains(note)).toBe(true);
    expect(
      within(readOnly).getByText('Not saved: Marks are entered for this subject already: its components can no longer change'),
    ).toBeTruthy();
    expect(within(readOnly).queryByRole('textbox')).toBeNull();
    expect(await withBodies(requestsSent(writes))).toEqual([
      {
        method: 'PUT',
        path: '/api/internal-marks/components/3',
        body: {
          components: [
            { name: 'Mid-term 1', maxMarks: 25 },
            { name: 'Mid-term 2', maxMarks: 15 },
          ],
        },
      },
    ]);
  });

  it('marks the list with the server’s refusal of a split that does not add up', async () => {
    // The subject's internal maximum changed meanwhile: the server counts to 50.
    server.use(
      http.put('/api/internal-marks/components/2', () =>
        refusal(400, {
          code: 'INVALID',
          message: 'The components add up to 40: they must add up to the subject’s internal maximum of 50',
          key: 'internalMarks.componentsSum',
          params: { sum: '40', max: '50' },
          field: 'components',
        }),
      ),
    );
    const user = await renderPage();
    const dialog = await openComponents(user, '22CS501', 'Internal marks components of 22CS501 of CSE');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The components add up to 40: they must add up to the subject’s internal maximum of 50'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Internal marks components of 22CS501' })).toBeTruthy();
  });

  it('on a phone takes the whole screen, and speaks German', async () => {
    windowWidth(390);
    const user = await renderPage('ROLE_ACADEMICS', 'de');
    const cards = await screen.findByRole('list', { name: 'Fächer von R22' }, { timeout: 10_000 });
    await waitFor(() => expect(cards.querySelector('[data-subject="22CS501"]')).toBeTruthy());
    await user.click(
      within(cards.querySelector<HTMLElement>('[data-subject="22CS501"]')!).getByRole('button', {
        name: 'Interne Noten: Teile von 22CS501 von CSE',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Teile der internen Noten von 22CS501' });
    expect(dialog.className).toContain('MuiDialog-paperFullScreen');
    const total = within(dialog).getByTestId('components-total');
    expect(total.textContent).toBe('40 von 40 internen Punkten');
    await retype(user, field(dialog, 3, /^Höchstnote/, 'Teil'), '5');
    expect(total.textContent).toBe('37 von 40 internen Punkten · noch 3 Punkte zu vergeben');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Die Teile ergeben zusammen 37: Sie müssen das interne Maximum des Fachs von 40 ergeben'),
    ).toBeTruthy();
  });
});
