import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { CurriculumPage } from './curriculum.page';
import curriculumTexts from './curriculum.i18n';

addTranslations(curriculumTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

/** The window answers media queries as a screen of `width` px would (jsdom answers none). */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} };
  });
}

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
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) 22/ })).toBeNull();
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
