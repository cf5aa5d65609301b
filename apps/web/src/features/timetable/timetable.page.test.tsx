import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { SUBSTITUTION_DAY, timetableSectionHandlers } from './timetable.handlers';
import { TimetablePage } from './timetable.page';
import timetableTexts from './timetable.i18n';
import { windowWidth } from '../../test/window-width';

addTranslations(timetableTexts);

// The batches, branches, sections and teachers as these tests know them, before any other feature's.
beforeEach(() => server.use(...timetableSectionHandlers));

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const PAGE = '/app/Academics/Timetable';
const SECTION_A = `${PAGE}?tab=section&batchId=1&branchId=11&sectionId=7`;

async function renderPage({
  role = 'ROLE_ACADEMICS',
  language = 'en',
  path = PAGE,
}: { role?: string; language?: 'en' | 'de'; path?: string } = {}) {
  storeSession({ token: 't', username: 'someone', fullName: 'Someone', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <TimetablePage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;

/** The grid of a week, once it has come (the first render of the file is the slowest). */
const grid = (name: string) => screen.findByRole('table', { name }, { timeout: 10_000 });
/** The cell of a day (1 = Monday) and a period. */
const cell = (table: HTMLElement, day: number, period: number) =>
  table.querySelector<HTMLElement>(`[data-day="${day}"][data-period="${period}"]`)!;

/** Chooses an option of a list of the page, or of a dialog (`scope`). */
async function choose(user: User, scope: HTMLElement | null, name: RegExp, option: string | RegExp) {
  await user.click((scope ? within(scope) : screen).getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Finds a teacher by what is typed and picks them. */
async function pickTeacher(user: User, scope: HTMLElement, name: RegExp, typed: string, teacher: RegExp) {
  await user.type(within(scope).getByRole('combobox', { name }), typed);
  await user.click(await screen.findByRole('option', { name: teacher }));
}

describe('TimetablePage', { timeout: 30_000 }, () => {
  it('shows a section chosen by batch, branch and section: each class in its day and period, and the allocations’ classes a week', async () => {
    const user = await renderPage();
    expect(screen.getByRole('heading', { name: 'Timetable', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Section timetable', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'My week' })).toBeNull();
    await choose(user, null, /^Batch/, 'B.Tech 2024-2028');
    await choose(user, null, /^Branch/, 'CSE — Computer Science and Engineering');
    await choose(user, null, /^Section/, 'B.Tech CSE 2024 A');

    const table = await grid('Timetable of B.Tech CSE 2024 A');
    expect(within(table).getByRole('columnheader', { name: /Period 2/ }).textContent).toContain('10:20–11:10');
    const monday2 = cell(table, 1, 2);
    expect(monday2.textContent).toContain('22CS501');
    expect(monday2.textContent).toContain('Dr. Rao');
    expect(monday2.textContent).toContain('Room 204');
    const tuesday3 = cell(table, 2, 3);
    expect(tuesday3.textContent).toContain('22CS581');
    expect(tuesday3.textContent).toContain('Ms. Iyer');
    expect(tuesday3.textContent).toContain('Room CS Lab 2');
    expect(tuesday3.textContent).toContain('Lab batch 1');
    expect(cell(table, 1, 1).textContent).not.toContain('22CS');

    const allocations = screen.getByRole('list', { name: 'Classes to place' });
    expect(allocations.querySelector('[data-allocation="31"]')!.textContent).toBe(
      '22CS501 — Design and Analysis of Algorithms — Dr. Rao1 class a week',
    );
    expect(allocations.querySelector('[data-allocation="33"]')!.textContent).toContain('Mr. Khan — Lab batch 20 classes a week');
    expect(requestsSent((r) => r.path === '/api/sections').at(-1)!.query).toEqual({ batchId: '1', branchId: '11' });
  });

  it('adds a class in an empty cell: the allocation and room chosen are sent with the section, day and period', async () => {
    const user = await renderPage({ path: SECTION_A });
    const table = await grid('Timetable of B.Tech CSE 2024 A');
    await user.click(within(cell(table, 3, 4)).getByRole('button', { name: 'Add class on Wednesday, period 4' }));
    const form = await screen.findByRole('dialog', { name: 'Add a class to B.Tech CSE 2024 A' });
    expect(within(form).getByText('Wednesday, period 4 (12:10–13:00)')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Class is required')).toBeTruthy();

    await choose(user, form, /^Class/, '22CS581 — Compiler Design Lab — Mr. Khan — Lab batch 2');
    expect(within(form).getByText('The lab it is held in, such as CS Lab 2')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Room' }), 'CS Lab 1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('22CS581 is on Wednesday, period 4')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A lecture left without a room is held in the section's own.
    await user.click(within(cell(table, 5, 1)).getByRole('button', { name: 'Add class on Friday, period 1' }));
    const second = await screen.findByRole('dialog', { name: 'Add a class to B.Tech CSE 2024 A' });
    await choose(user, second, /^Class/, '22CS501 — Design and Analysis of Algorithms — Dr. Rao');
    expect(within(second).getByText('Left empty: room 204, the section’s own')).toBeTruthy();
    await user.click(within(second).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('22CS501 is on Friday, period 1')).toBeTruthy();

    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'POST', path: '/api/timetable/slots', body: { sectionId: 7, weekday: 3, period: 4, allocationId: 33, room: 'CS Lab 1' } },
      { method: 'POST', path: '/api/timetable/slots', body: { sectionId: 7, weekday: 5, period: 1, allocationId: 31, room: null } },
    ]);
  });

  it('shows a clash the server refuses in the dialog, which stays open', async () => {
    server.use(
      http.post('/api/timetable/slots', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: 'Dr. Rao teaches B.Tech CSE 2024 B 22CS501 on Wednesday in period 1 already',
          key: 'timetable.facultyBusy',
          params: { faculty: 'Dr. Rao', section: 'B.Tech CSE 2024 B', code: '22CS501', day: 'Wednesday', period: '1' },
          field: 'allocationId',
        }),
      ),
    );
    const user = await renderPage({ path: SECTION_A });
    const table = await grid('Timetable of B.Tech CSE 2024 A');
    await user.click(within(cell(table, 3, 1)).getByRole('button', { name: 'Add class on Wednesday, period 1' }));
    const form = await screen.findByRole('dialog', { name: 'Add a class to B.Tech CSE 2024 A' });
    await choose(user, form, /^Class/, '22CS501 — Design and Analysis of Algorithms — Dr. Rao');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const refused = await within(form).findByTestId('slot-refused');
    expect(refused.textContent).toBe('Dr. Rao teaches B.Tech CSE 2024 B 22CS501 on Wednesday in period 1 already');
    expect(screen.getByRole('dialog', { name: 'Add a class to B.Tech CSE 2024 A' })).toBeTruthy();
  });

  it('removes a class once asked', async () => {
    const user = await renderPage({ path: SECTION_A });
    const table = await grid('Timetable of B.Tech CSE 2024 A');
    await user.click(within(cell(table, 1, 2)).getByRole('button', { name: 'Remove 22CS501 from Monday, period 2' }));
    const ask = screen.getByRole('dialog', { name: 'Remove 22CS501?' });
    expect(
      within(ask).getByText(
        '22CS501 Design and Analysis of Algorithms of B.Tech CSE 2024 A comes off the timetable on Monday in period 2.',
      ),
    ).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('22CS501 is taken off Monday, period 2')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([{ method: 'DELETE', path: '/api/timetable/slots/101', body: undefined }]);
  });

  it('lets the principal read a section’s week and a teacher’s, with nothing to add or remove and no periods to keep', async () => {
    const user = await renderPage({ role: 'ROLE_PRINCIPAL', path: SECTION_A });
    const table = await grid('Timetable of B.Tech CSE 2024 A');
    expect(cell(table, 1, 2).textContent).toContain('22CS501');
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('tab', { name: 'Periods' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Teacher’s week' }));
    await pickTeacher(user, document.body, /^Teacher/, 'rao', /^Dr\. Rao/);
    const week = await grid('Week of Dr. Rao');
    expect(cell(week, 1, 2).textContent).toContain('B.Tech CSE 2024 A');
    expect(cell(week, 3, 1).textContent).toContain('B.Tech CSE 2024 B');
    expect(cell(week, 3, 1).textContent).toContain('Room 205');
    expect(screen.getByTestId('week-classes').textContent).toBe('2 classes a week');
    expect(within(week).queryAllByRole('button')).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Substitutions' }));
    const date = screen.getByRole('textbox', { name: 'Date' });
    await user.clear(date);
    await user.type(date, '08-01-2030');
    await waitFor(() => expect(screen.getByTestId('substitutions-heading').textContent).toBe('Tuesday, 08-01-2030: 0 substitutes'));
    expect(screen.getByText('No substitute is arranged for this day.')).toBeTruthy();
    expect(requestsSent((r) => r.path === '/api/timetable/substitutions').at(-1)!.query).toEqual({ date: '2030-01-08' });
    expect(screen.queryByRole('button', { name: 'Arrange a substitute' })).toBeNull();
    expect(requestsSent(writes)).toEqual([]);
  });

  it('opens a faculty member on their own week', async () => {
    await renderPage({ role: 'ROLE_FACULTY' });
    expect(screen.getByRole('tab', { name: 'My week', selected: true })).toBeTruthy();
    const week = await grid('Week of Dr. Rao');
    expect(screen.getByRole('heading', { name: /^My week: Dr\. Rao/ })).toBeTruthy();
    expect(cell(week, 1, 2).textContent).toContain('22CS501');
    expect(requestsSent((r) => r.path === '/api/timetable/mine')).toHaveLength(1);
  });

  it('refuses a period that ends before it starts, shows the server’s refusal under its field, and saves the periods', async () => {
    const user = await renderPage({ path: `${PAGE}?tab=periods` });
    const form = await screen.findByRole('form', { name: 'Periods of the day' }, { timeout: 10_000 });
    const ends2 = within(form).getByRole('textbox', { name: 'Period 2 ends at' });
    await user.clear(ends2);
    await user.type(ends2, '10:00');
    await user.click(within(form).getByRole('button', { name: 'Save periods' }));
    expect(await within(form).findByText('Period 2 must end after it starts')).toBeTruthy();
    expect(requestsSent(writes)).toEqual([]);

    await user.clear(ends2);
    await user.type(ends2, '11:10');
    server.use(
      http.put('/api/timetable/periods', () =>
        refusal(400, {
          code: 'INVALID',
          message: 'Period 4 must end after it starts',
          key: 'timetable.periodOrder',
          params: { period: '4' },
          field: 'periods.3.endsAt',
        }),
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Save periods' }));
    const ends4 = within(form).getByRole('textbox', { name: 'Period 4 ends at' });
    await waitFor(() => expect(ends4.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Period 4 must end after it starts')).toBeTruthy();

    server.resetHandlers();
    server.use(...timetableSectionHandlers);
    await user.click(within(form).getByRole('button', { name: 'Remove period 1' }));
    await user.click(within(form).getByRole('button', { name: 'Add period' }));
    expect(within(form).getByRole('textbox', { name: 'Period 4 starts at' })).toHaveProperty('value', '13:00');
    await user.click(within(form).getByRole('button', { name: 'Save periods' }));
    expect(await screen.findByText('4 periods are saved')).toBeTruthy();
    const saves = await withBodies(requestsSent(writes));
    expect(saves.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/timetable/periods',
      body: {
        periods: [
          { startsAt: '10:20', endsAt: '11:10' },
          { startsAt: '11:20', endsAt: '12:10' },
          { startsAt: '12:10', endsAt: '13:00' },
          { startsAt: '13:00', endsAt: '13:50' },
        ],
      },
    });
  });

  it('lists a day’s substitutes and arranges one: a class of the teacher on that weekday, and who takes it', async () => {
    const user = await renderPage({ path: `${PAGE}?tab=substitutions&date=${SUBSTITUTION_DAY}` });
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveProperty('value', '07-01-2030');
    const list = await screen.findByRole('list', { name: 'Substitutes on 07-01-2030' }, { timeout: 10_000 });
    expect(screen.getByTestId('substitutions-heading').textContent).toBe('Monday, 07-01-2030: 1 substitute');
    expect(list.textContent).toContain('B.Tech CSE 2024 A');
    expect(list.textContent).toContain('Ms. Iyer takes it for Dr. Rao');

    await user.click(screen.getByRole('button', { name: 'Arrange a substitute' }));
    const form = await screen.findByRole('dialog', { name: 'Arrange a substitute for Monday, 07-01-2030' });
    await pickTeacher(user, form, /^Teacher of the class/, 'Rao', /^Dr\. Rao/);
    // Dr. Rao's Wednesday class is not offered on a Monday.
    await user.click(within(form).getByRole('combobox', { name: /^Class/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Period 2 (10:20–11:10) · B.Tech CSE 2024 A · 22CS501']);
    await user.click(options[0]!);
    await pickTeacher(user, form, /^Substitute/, 'Khan', /^Mr\. Khan/);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mr. Khan takes 22CS501 on 07-01-2030')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'POST', path: '/api/timetable/substitutions', body: { slotId: 101, date: SUBSTITUTION_DAY, facultyId: 9 } },
    ]);
  });

  it('shows the server’s refusal of a busy substitute under Substitute, and cancels a substitute once asked', async () => {
    server.use(
      http.post('/api/timetable/substitutions', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: 'Ms. Iyer teaches another class on 07-01-2030 in period 2',
          key: 'timetable.substituteBusy',
          params: { faculty: 'Ms. Iyer', date: '07-01-2030', period: '2' },
          field: 'facultyId',
        }),
      ),
    );
    const user = await renderPage({ path: `${PAGE}?tab=substitutions&date=${SUBSTITUTION_DAY}` });
    await screen.findByRole('list', { name: 'Substitutes on 07-01-2030' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Arrange a substitute' }));
    const form = await screen.findByRole('dialog', { name: /^Arrange a substitute/ });
    await pickTeacher(user, form, /^Teacher of the class/, 'Rao', /^Dr\. Rao/);
    await choose(user, form, /^Class/, /22CS501/);
    await pickTeacher(user, form, /^Substitute/, 'Iyer', /^Ms\. Iyer/);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const substitute = within(form).getByRole('combobox', { name: /^Substitute/ });
    await waitFor(() => expect(substitute.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Ms. Iyer teaches another class on 07-01-2030 in period 2')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Cancel the substitute for 22CS501 in period 2' }));
    const ask = screen.getByRole('dialog', { name: 'Cancel this substitute?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ms. Iyer no longer takes 22CS501')).toBeTruthy();
    expect((await withBodies(requestsSent(writes))).at(-1)).toEqual({
      method: 'DELETE',
      path: '/api/timetable/substitutions/201',
      body: undefined,
    });
  });

  it('on a phone lists the week day by day, and speaks German', async () => {
    windowWidth(390);
    await renderPage({ language: 'de', path: SECTION_A });
    expect(await screen.findByRole('heading', { name: 'Stundenplan', level: 1 })).toBeTruthy();
    const week = await screen.findByRole('region', { name: 'Stundenplan von B.Tech CSE 2024 A' }, { timeout: 10_000 });
    expect(screen.queryByRole('table')).toBeNull();
    const monday = week.querySelector<HTMLElement>('[data-day-list="1"]')!;
    expect(within(monday).getByRole('heading', { name: 'Montag' })).toBeTruthy();
    expect(cell(week, 1, 2).textContent).toContain('2. Stunde');
    expect(cell(week, 1, 2).textContent).toContain('22CS501');
    expect(cell(week, 2, 3).textContent).toContain('Laborgruppe 1');
    expect(screen.getByRole('button', { name: 'Eine Stunde am Montag in der 1. Stunde eintragen' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Stundenplan der Klasse', selected: true })).toBeTruthy();
  });
});
