import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Condonation, MyAttendance, SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { MY_ATTENDANCE } from './my-attendance.handlers';
import { MyAttendancePage } from './my-attendance.page';
import myAttendanceTexts from './my-attendance.i18n';
import { windowWidth } from '../../test/window-width';

addTranslations(myAttendanceTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

/** The attendance the server answers with: the demo's, changed by `change`. */
const answer = (change: Partial<MyAttendance>) =>
  server.use(http.get('/api/attendance/mine', () => HttpResponse.json({ ...MY_ATTENDANCE, ...change } satisfies MyAttendance)));

async function renderPage(role = 'ROLE_STUDENT', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'student', fullName: 'Aarav Reddy', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/My Attendance']}>
        <MyAttendancePage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

/** Aarav's condonation, asked on 27 Nov 2026 with its ₹500.00 fee unpaid, changed by `change`. */
const condonation = (change: Partial<Condonation> = {}): Condonation => ({
  id: 9501,
  studentId: 501,
  rollNumber: '24R11A0501',
  fullName: 'Aarav Reddy',
  section: 'B.Tech CSE 2024 A',
  semester: 3,
  percent: 72,
  feePaise: 50_000,
  paidPaise: 0,
  state: 'pending',
  requestedAt: '2026-11-27T05:30:00Z',
  decidedBy: null,
  decidedAt: null,
  remark: null,
  ...change,
});
const CONDONABLE: Partial<MyAttendance> = { attended: 90, percent: 72, mayMiss: 0, toRecover: 15, standing: 'condonable' };
const card = () => screen.findByRole('region', { name: 'Condonation of the shortage' }, { timeout: 10_000 });

const standing = () => screen.findByTestId('standing', {}, { timeout: 10_000 });
const subject = (code: string) => screen.getByTestId('subjects').querySelector<HTMLElement>(`[data-subject="${code}"]`)!;

describe('MyAttendancePage', { timeout: 30_000 }, () => {
  it('shows the student, the overall share against the required one, what may still be missed, and each subject', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'My attendance', level: 1 })).toBeTruthy();
    expect((await standing()).textContent).toBe('You may miss 12 more classes and stay at 75\u00a0%');
    // At the required share there is nothing to condone.
    expect(screen.queryByRole('region', { name: 'Condonation of the shortage' })).toBeNull();
    expect(screen.getByTestId('student-name').textContent).toBe('Aarav Reddy');
    expect(screen.getByTestId('student-place').textContent).toBe('Roll number 24R11A0501 · B.Tech CSE 2024 A');
    expect(screen.getByTestId('overall').textContent).toBe('82.4\u00a0% — required 75\u00a0%');
    expect(screen.getByTestId('overall-classes').textContent).toBe('Attended 103 of 125 classes held');
    expect(screen.getByRole('progressbar', { name: 'Overall attendance' }).getAttribute('aria-valuenow')).toBe('82');

    const table = screen.getByRole('table', { name: 'Attendance by subject' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(4);
    expect(subject('22CS301').textContent).toContain('Data Structures');
    expect(subject('22CS301').textContent).toContain('40 / 44');
    expect(subject('22CS301').textContent).toContain('90.9\u00a0%');
    expect(subject('22CS301').textContent).not.toContain('Below');
    expect(subject('22CS301').dataset.below).toBe('false');
    // Computer Networks is below the required share: marked in words, not only by its colour.
    expect(subject('22CS303').dataset.below).toBe('true');
    expect(subject('22CS303').textContent).toContain('66.7\u00a0%Below 75\u00a0%');
    expect(screen.getByRole('progressbar', { name: '22CS303: 66.7\u00a0% attended' })).toBeTruthy();
  });

  it('warns a student between the two shares how many classes in a row bring them back, and that the shortage may be condoned', async () => {
    answer({ attended: 90, percent: 72, mayMiss: 0, toRecover: 15, standing: 'condonable' });
    await renderPage();
    const alert = await standing();
    expect(alert.textContent).toBe(
      'Below 75\u00a0%: attend the next 15 classes in a row to reach it again; between 65\u00a0% and 75\u00a0% the shortage may be condoned on payment of the condonation fee and the head of department’s approval',
    );
    expect(alert.className).toContain('Warning');
    expect(screen.getByTestId('overall').textContent).toBe('72\u00a0% — required 75\u00a0%');
  });

  it('tells a student below the condonable share that it cannot be condoned', async () => {
    answer({ attended: 75, percent: 60, mayMiss: 0, toRecover: 75, standing: 'short' });
    await renderPage();
    const alert = await standing();
    expect(alert.textContent).toBe(
      'Below 65\u00a0%: attend the next 75 classes in a row to reach 75\u00a0% again; below 65\u00a0% the shortage cannot be condoned, and you may be detained from the semester-end examinations',
    );
    expect(alert.className).toContain('Error');
  });

  it('lets a student between the two shares ask for condonation, its fee shown on the button', async () => {
    answer(CONDONABLE);
    let asked = false;
    server.use(
      http.get('/api/attendance/mine', () =>
        HttpResponse.json({ ...MY_ATTENDANCE, ...CONDONABLE, condonation: asked ? condonation() : null } satisfies MyAttendance),
      ),
      http.post('/api/attendance/condonations', () => {
        asked = true;
        return HttpResponse.json(condonation(), { status: 201 });
      }),
    );
    const user = await renderPage();
    const region = await card();
    expect(within(region).getByTestId('condonation-rule').textContent).toBe(
      'Between 65\u00a0% and 75\u00a0% the shortage may be condoned: ask for condonation, pay its fee of ₹500.00 in Pay Fees, and once the head of your department approves it you may sit the semester-end examinations.',
    );
    await user.click(within(region).getByRole('button', { name: 'Ask for condonation (fee ₹500.00)' }));
    expect(await screen.findByText('The condonation was asked: its fee of ₹500.00 is due in Pay Fees')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([{ method: 'POST', path: '/api/attendance/condonations', body: {} }]);
    // Once asked: its fee due, with the way to Pay Fees.
    const state = await screen.findByTestId('condonation');
    expect(state.textContent).toBe(
      'Condonation asked on 27 Nov 2026Its fee of ₹500.00 is due in Pay Fees (₹500.00 still owed); once it is paid the head of the department decides.Pay fees',
    );
    expect(within(state).getByRole('link', { name: 'Pay fees' }).getAttribute('href')).toBe('/app/Fees/Pay Fees');
    expect(screen.queryByRole('button', { name: /^Ask for condonation/ })).toBeNull();
  });

  it('shows the server’s refusal to ask a condonation', async () => {
    answer(CONDONABLE);
    server.use(
      http.post('/api/attendance/condonations', () =>
        refusal(409, { code: 'CONFLICT', message: 'A condonation of 24R11A0501’s shortage was asked on 27-11-2026 already' }),
      ),
    );
    const user = await renderPage();
    await user.click(within(await card()).getByRole('button', { name: 'Ask for condonation (fee ₹500.00)' }));
    expect((await screen.findByTestId('condonation-problem')).textContent).toBe(
      'A condonation of 24R11A0501’s shortage was asked on 27-11-2026 already',
    );
  });

  it('follows the condonation: awaiting the head once paid, then approved, or refused with the reason', async () => {
    answer({ ...CONDONABLE, condonation: condonation({ paidPaise: 50_000 }) });
    await renderPage();
    let state = await screen.findByTestId('condonation', {}, { timeout: 10_000 });
    expect(state.textContent).toBe('Condonation asked on 27 Nov 2026The fee is paid. Awaiting the head of department’s approval.');
    expect(within(state).queryByRole('link')).toBeNull();
    cleanup();

    answer({
      ...CONDONABLE,
      condonation: condonation({ paidPaise: 50_000, state: 'approved', decidedBy: 'Dr. Ramesh Kumar', decidedAt: '2026-11-28T06:00:00Z' }),
    });
    await renderPage();
    state = await screen.findByTestId('condonation', {}, { timeout: 10_000 });
    expect(state.textContent).toBe(
      'Condonation approvedThe head of the department approved the condonation on 28 Nov 2026: you may sit the semester-end examinations.',
    );
    expect(state.className).toContain('Success');
    cleanup();

    answer({
      ...CONDONABLE,
      condonation: condonation({ paidPaise: 50_000, state: 'refused', remark: 'Absent without leave for three weeks' }),
    });
    await renderPage('ROLE_PARENT');
    state = await screen.findByTestId('condonation', {}, { timeout: 10_000 });
    expect(state.textContent).toBe('Condonation refusedThe head of the department gave the reason: Absent without leave for three weeks');
    expect(state.className).toContain('Error');
  });

  it('tells a student below the condonable share that they are detained unless their attendance rises', async () => {
    answer({ attended: 75, percent: 60, mayMiss: 0, toRecover: 75, standing: 'short' });
    await renderPage();
    expect(within(await card()).getByTestId('condonation').textContent).toBe(
      'Below 65\u00a0% the shortage cannot be condoned: you are detained from the semester-end examinations unless your attendance rises to 65\u00a0% or more.',
    );
    expect(screen.queryByRole('button', { name: /^Ask for condonation/ })).toBeNull();
  });

  it('says so before any class was held', async () => {
    answer({
      held: 0,
      attended: 0,
      percent: null,
      standing: null,
      mayMiss: 0,
      subjects: MY_ATTENDANCE.subjects.map((s) => ({ ...s, held: 0, attended: 0, percent: null })),
    });
    await renderPage();
    expect((await standing()).textContent).toContain('No classes held yet');
    expect(screen.queryByTestId('overall')).toBeNull();
    expect(subject('22CS301').textContent).toContain('No classes yet');
    expect(subject('22CS301').dataset.below).toBe('false');
  });

  it('words the same figures for a parent, about their child', async () => {
    await renderPage('ROLE_PARENT');
    expect((await standing()).textContent).toBe('Aarav Reddy may miss 12 more classes and stay at 75\u00a0%');
    expect(
      screen.getByText('The classes your child attended in each subject of this semester, against the share the college requires.'),
    ).toBeTruthy();
  });

  it('tells a parent what their child must do below the condonable share', async () => {
    answer({ attended: 75, percent: 60, mayMiss: 0, toRecover: 75, standing: 'short' });
    await renderPage('ROLE_PARENT');
    expect((await standing()).textContent).toBe(
      'Below 65\u00a0%: Aarav Reddy must attend the next 75 classes in a row to reach 75\u00a0% again; below 65\u00a0% the shortage cannot be condoned, and Aarav Reddy may be detained from the semester-end examinations',
    );
  });

  it('shows the server’s note when the sign-in names no student', async () => {
    server.use(
      http.get('/api/attendance/mine', () =>
        refusal(404, {
          code: 'NOT_FOUND',
          message: 'Your sign-in is not linked to a student: ask the office',
          key: 'attendance.noStudent',
        }),
      ),
    );
    await renderPage();
    const note = await screen.findByTestId('no-student', {}, { timeout: 10_000 });
    expect(note.textContent).toBe('Your sign-in is not linked to a student: ask the office');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('on a phone shows the subjects as cards, and speaks German', async () => {
    windowWidth(390);
    answer({ attended: 90, percent: 72.5, mayMiss: 0, toRecover: 15, standing: 'condonable' });
    await renderPage('ROLE_STUDENT', 'de');
    expect(await screen.findByRole('heading', { name: 'Meine Anwesenheit', level: 1 })).toBeTruthy();
    expect((await standing()).textContent).toContain('Unter 75\u00a0%: Besuchen Sie die nächsten 15 Stunden ohne Unterbrechung');
    expect(screen.getByTestId('overall').textContent).toBe('72,5\u00a0% — verlangt 75\u00a0%');
    expect(screen.getByRole('button', { name: /^Nachsicht beantragen \(Gebühr 500,00\s₹\)$/ })).toBeTruthy();
    const cards = screen.getByRole('list', { name: 'Anwesenheit nach Fach' });
    await waitFor(() => expect(cards.querySelector('[data-subject="22CS303"]')!.textContent).toContain('66,7\u00a0%Unter 75\u00a0%'));
  });
});
