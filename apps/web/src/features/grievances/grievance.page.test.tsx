import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { GrievanceDetail, SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { GrievancePage } from './grievance.page';
import { DECIDED_DETAIL } from './grievances.handlers';
import grievanceTexts from './grievances.i18n';

addTranslations(grievanceTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

async function renderPage(id: number, role = 'ROLE_FACULTY', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'u', fullName: 'U', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[`/app/Grievance/${id}`]}>
        <Routes>
          <Route path="/app/Grievance/:id" element={<GrievancePage />} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

/** The timeline's steps as read: each step's words. */
const steps = () => [...screen.getByTestId('grievance-timeline').querySelectorAll('li')].map((li) => li.textContent ?? '');
const posts = () => withBodies(requestsSent((r) => r.method === 'POST'));
const actions = () =>
  within(screen.getByTestId('grievance-actions'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('GrievancePage', { timeout: 30_000 }, () => {
  it('shows the grievance with where it stands, its file, and its timeline in the college’s time; the chairperson’s steps', async () => {
    await renderPage(12);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grievance GRV-2026-00012' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Revaluation result not given' })).toBeTruthy();
    const head = screen.getByTestId('grievance-head');
    for (const text of [
      'CategoryExaminations and results',
      'Filed byKeerthi Chowdary (22VC1A0501)',
      'Received02-11-2026',
      'Decision due23-11-2026, overdue',
      'WithDr. K. Ramesh',
    ])
      expect(head.textContent).toContain(text);
    expect(screen.getByText('In review')).toBeTruthy();
    const file = screen.getByRole('link', { name: 'revaluation-receipt.pdf' });
    expect(file.getAttribute('href')).toBe('/api/grievances/12/attachments/3');
    expect(screen.getByText('(47 KB)')).toBeTruthy();

    const [filed, assigned, hearing, note] = steps();
    expect(filed).toMatch(/^Filed02-11-2026, 10:15\sam · by Keerthi Chowdary \(22VC1A0501\)$/);
    expect(assigned).toContain('Assigned to Dr. K. Ramesh');
    expect(assigned).toMatch(/^Assigned to Dr\. K\. Ramesh03-11-2026, 9:40\sam · by S\. Meena$/);
    expect(hearing).toContain('Hearing on 10-11-2026');
    expect(hearing).toMatch(/10-11-2026, 4:05\spm · by Dr\. K\. Ramesh/);
    expect(hearing).toContain('Heard the student and the controller of examinations.');
    expect(note).toContain('Committee’s note');

    expect(actions()).toEqual(['Assign', 'Record a hearing', 'Reply', 'Add a note', 'Decide']);
    expect(screen.queryByRole('button', { name: 'Appeal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record the ombudsperson’s award' })).toBeNull();
  });

  it('records a hearing with its day, and shows it in the timeline', async () => {
    const user = await renderPage(12);
    await user.click(await screen.findByRole('button', { name: 'Record a hearing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a hearing of grievance GRV-2026-00012' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Who was heard/ }), 'Heard the second examiner.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A hearing needs its day')).toBeTruthy();
    expect(requestsSent((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Day of the hearing/ }), '24-11-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('The hearing is recorded');
    expect(await posts()).toEqual([
      {
        method: 'POST',
        path: '/api/grievances/12/entries',
        body: { kind: 'hearing', text: 'Heard the second examiner.', hearingOn: '2026-11-24' },
      },
    ]);
    await waitFor(() => expect(steps().at(-1)).toContain('Hearing on 24-11-2026'));
    expect(steps().at(-1)).toContain('Heard the second examiner.');
  });

  it('assigns the grievance to the chairperson or a member with a login, and says to whom', async () => {
    const user = await renderPage(12);
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign grievance GRV-2026-00012' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Member of the committee/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Dr. K. Ramesh · Chairperson', 'Prof. S. Venkat · Member']);
    await user.click(screen.getByRole('option', { name: 'Prof. S. Venkat · Member' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await screen.findByText('Grievance GRV-2026-00012 is assigned to Prof. S. Venkat');
    expect(await posts()).toEqual([{ method: 'POST', path: '/api/grievances/12/assign', body: { memberId: 2 } }]);
    expect(screen.getByTestId('grievance-head').textContent).toContain('WithProf. S. Venkat');
    expect(steps().at(-1)).toContain('Assigned to Prof. S. Venkat');
  });

  it('decides with the outcome and the report, and then offers no more steps; the server’s word shows when it refuses', async () => {
    const user = await renderPage(12);
    server.use(
      http.post('/api/grievances/:id/decision', () =>
        refusal(409, { code: 'CONFLICT', message: 'Grievance GRV-2026-00012 was decided on 30-11-2026' }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide grievance GRV-2026-00012' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Outcome is required')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: /^Outcome/ }));
    await user.click(await screen.findByRole('option', { name: 'Upheld' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Decision and report/ }),
      'The revaluation result is to be declared within a week.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Not saved: Grievance GRV-2026-00012 was decided on 30-11-2026');

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Grievance GRV-2026-00012 is decided');
    expect((await posts()).at(-1)).toEqual({
      method: 'POST',
      path: '/api/grievances/12/decision',
      body: { outcome: 'upheld', text: 'The revaluation result is to be declared within a week.' },
    });
    await waitFor(() => expect(steps().at(-1)).toContain('Decided: Upheld'));
    expect(screen.getByTestId('grievance-head').textContent).toContain('OutcomeUpheld');
    expect(screen.queryByTestId('grievance-actions')).toBeNull();
  });

  it('lets the filer appeal by the day the decision allows, and shows the appeal in the timeline', async () => {
    const user = await renderPage(9, 'ROLE_STUDENT');
    expect(await screen.findByText('You may appeal against the decision to the ombudsperson by 05-12-2026.')).toBeTruthy();
    expect(screen.queryByTestId('grievance-actions')).toBeNull();
    expect(steps().at(-1)).toContain('Decided: Partly upheld');
    expect(screen.queryByText('Committee’s note')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal against the decision on grievance GRV-2026-00009' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Grounds of appeal/ }),
      'The cupboard was broken before I moved into the room.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Appeal' }));
    await screen.findByText('Your appeal is sent to the ombudsperson');
    expect(await posts()).toEqual([
      { method: 'POST', path: '/api/grievances/9/appeal', body: { text: 'The cupboard was broken before I moved into the room.' } },
    ]);
    await waitFor(() => expect(steps().at(-1)).toContain('Appealed to the ombudsperson'));
    expect(screen.queryByText(/You may appeal/)).toBeNull();
    expect(screen.getByText('Appealed')).toBeTruthy();
  });

  it('lets the grievance cell record the ombudsperson’s award on an appeal', async () => {
    const appealed: GrievanceDetail = {
      ...DECIDED_DETAIL,
      status: 'appealed',
      appealBy: '2026-12-05',
      may: { assign: false, record: false, decide: false, appeal: false, decideAppeal: true },
    };
    server.use(http.get('/api/grievances/9', () => HttpResponse.json(appealed)));
    const user = await renderPage(9, 'ROLE_GRIEVANCE_INCHARGE');
    await screen.findByTestId('grievance-actions');
    expect(actions()).toEqual(['Record the ombudsperson’s award']);
    await user.click(screen.getByRole('button', { name: 'Record the ombudsperson’s award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ombudsperson’s award on grievance GRV-2026-00009' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Outcome/ }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^The award/ }), 'The committee’s decision stands as it was made.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('The ombudsperson’s award is recorded');
    expect(await posts()).toEqual([
      {
        method: 'POST',
        path: '/api/grievances/9/appeal-decision',
        body: { outcome: 'rejected', text: 'The committee’s decision stands as it was made.' },
      },
    ]);
  });

  it('names a confidential filer as such', async () => {
    await renderPage(13, 'ROLE_GRIEVANCE_INCHARGE');
    expect((await screen.findByTestId('grievance-head')).textContent).toContain('Filed byConfidential');
    expect(screen.getByTestId('grievance-head').textContent).toContain('WithNot yet assigned');
    expect(steps()).toEqual([expect.stringMatching(/^Filed27-11-2026, 8:10\spm$/)]);
  });

  it('shows the server’s word for a grievance the reader may not see', async () => {
    await renderPage(99);
    expect(await screen.findByText('No such grievance')).toBeTruthy();
    expect(screen.queryByTestId('grievance-head')).toBeNull();
  });

  it('speaks German, with the college’s time on the clock of German readers', async () => {
    await renderPage(12, 'ROLE_FACULTY', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Beschwerde GRV-2026-00012' })).toBeTruthy();
    expect(screen.getByTestId('grievance-head').textContent).toContain('23-11-2026, überfällig');
    const hearing = steps()[2]!;
    expect(hearing).toContain('Anhörung am 10-11-2026');
    expect(hearing).toContain('10-11-2026, 16:05 · von Dr. K. Ramesh');
    expect(actions()).toEqual(['Zuweisen', 'Anhörung eintragen', 'Antworten', 'Vermerk hinzufügen', 'Entscheiden']);
  });
});
