import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collegeToday, PLACEMENT_OFFER_PARTS, PLACEMENT_SHORTLIST_PARTS, type SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { DrivePage } from './drive.page';
import placementTexts from './placements.i18n';
import { filesByName } from './placements.test-files';
import { windowWidth } from '../../test/window-width';

addTranslations(placementTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

async function renderPage(role = 'ROLE_PLACEMENT_DEAN', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'placement_dean', fullName: 'Dean', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Placements/Drive/1']}>
        <Routes>
          <Route path="/app/Placements/Drive/:id" element={<DrivePage />} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const row = (table: string, roll: string) =>
  screen.getByRole('table', { name: table }).querySelector<HTMLElement>(`[data-roll="${roll}"]`)!;

describe('DrivePage', { timeout: 30_000 }, () => {
  it('shows the drive, its applications by round, the eligible students and why the others are not', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tata Consultancy Services: Assistant Systems Engineer' })).toBeTruthy();
    expect(screen.getByText('₹3.6 lakh p.a. · Hyderabad · 04-08-2026 · Pool campus')).toBeTruthy();
    const criteria = screen.getByRole('region', { name: 'Who may apply' });
    await waitFor(() => expect(criteria.textContent).toContain('B.Tech2022-2026'));
    expect(criteria.textContent).toContain('CGPA at least 6.00');
    expect(criteria.textContent).toContain('At most 1 active backlogs');
    await screen.findByRole('table', { name: 'Applications' });
    expect(row('Applications', '22VC1A0501').textContent).toContain('In the running · Technical interview');
    expect(row('Applications', '22VC1A0502').textContent).toContain('Rejected · Aptitude test');
    expect(row('Applications', '22VC1A0504').textContent).toContain('₹3.6 lakh p.a.');
    expect(within(row('Applications', '22VC1A0501')).getByRole('link', { name: 'Résumé' }).getAttribute('href')).toBe(
      '/api/placements/applications/31/resume',
    );
    expect(within(row('Applications', '22VC1A0504')).getByRole('link', { name: 'Offer letter' }).getAttribute('href')).toBe(
      '/api/placements/offers/7/letter',
    );
    expect(within(row('Applications', '22VC1A0501')).queryByRole('link', { name: 'Offer letter' })).toBeNull();
    expect((await screen.findByTestId('drive-eligible-count')).textContent).toBe('1 eligible, 1 not eligible');
    expect(row('Eligible students', '22VC1A0501').textContent).toContain('8.12');
    expect(row('Students not eligible', '22VC1A0505').textContent).toContain('CGPA 5.40 is below 6.0; 3 active backlogs, at most 1');
  });

  it('finds a student of the lists by roll number or name', async () => {
    const user = await renderPage();
    await user.type(await screen.findByRole('searchbox', { name: 'Find a student by roll number or name' }), 'sai');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Eligible students' })).toBeNull());
    expect(screen.getByText('No student found by that roll number or name.')).toBeTruthy();
    expect(row('Students not eligible', '22VC1A0505')).toBeTruthy();
  });

  it('moves the ticked students to the next round, or rejects them', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Tick Keerthi Chowdary (22VC1A0501)' }));
    expect(screen.queryByRole('checkbox', { name: /Tick Arjun Rao/ })).toBeNull();
    expect(screen.getByText('1 ticked')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'To the next round' }));
    await screen.findByText('1 moved on, 0 selected, 0 rejected');
    await user.click(screen.getByRole('checkbox', { name: 'Tick all in the running' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByText('0 moved on, 0 selected, 1 rejected');
    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'POST', path: '/api/placements/drives/1/advance', body: { applicationIds: [31], to: 'next' } },
      { method: 'POST', path: '/api/placements/drives/1/advance', body: { applicationIds: [31], to: 'rejected' } },
    ]);
  });

  it('uploads the company’s shortlist, and shows the server’s word naming the roll numbers it does not know', async () => {
    server.use(
      http.post('/api/placements/drives/:id/shortlist', () =>
        refusal(400, {
          code: 'INVALID',
          message: 'Roll numbers not among this drive’s applicants in the running: 22VC1A0999',
          key: 'placements.unknownRolls',
          params: { rolls: '22VC1A0999' },
        }),
      ),
    );
    filesByName();
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Upload shortlist' }));
    expect((await screen.findByTestId('shortlist-problem')).textContent).toBe('Choose the workbook first');
    const workbook = new File(['PK'], 'shortlist.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(screen.getByLabelText('Shortlist workbook'), workbook);
    await user.click(screen.getByRole('checkbox', { name: 'Reject those of the round not on the shortlist' }));
    await user.click(screen.getByRole('button', { name: 'Upload shortlist' }));
    await waitFor(() =>
      expect(screen.getByTestId('shortlist-problem').textContent).toBe(
        'Roll numbers not among this drive’s applicants in the running: 22VC1A0999',
      ),
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Upload shortlist' }));
    await screen.findByText('1 moved on, 0 selected, 0 rejected');
    const sent = (await requestsSent(writes).at(-1)!.body()) as FormData;
    expect(sent.get(PLACEMENT_SHORTLIST_PARTS.shortlist)).toBe('{"rejectOthers":true}');
    expect(sent.get(PLACEMENT_SHORTLIST_PARTS.workbook)).toBe('file:shortlist.xlsx');
  });

  it('records the offer of a selected student with its CTC and letter', async () => {
    filesByName();
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Record the offer of Divya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the offer of Divya Sharma (22VC1A0503)' });
    const ctc = within(dialog).getByRole('textbox', { name: /^Offered CTC/ });
    expect((ctc as HTMLInputElement).value).toBe('3.6');
    await user.clear(ctc);
    await user.type(ctc, '4.2');
    await user.upload(within(dialog).getByLabelText('Offer letter (PDF)'), new File(['%PDF'], 'offer.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record offer' }));
    await screen.findByText('The offer to 22VC1A0503 is recorded');
    const sent = requestsSent(writes).at(-1)!;
    expect(sent.path).toBe('/api/placements/applications/33/offer');
    const form = (await sent.body()) as FormData;
    expect(JSON.parse(form.get(PLACEMENT_OFFER_PARTS.offer) as string)).toEqual({ ctcRupees: 420_000, offeredOn: collegeToday() });
    expect(form.get(PLACEMENT_OFFER_PARTS.letter)).toBe('file:offer.pdf');
  });

  it('shows the server’s word on the letter under the letter', async () => {
    server.use(
      http.post('/api/placements/applications/:id/offer', () =>
        refusal(400, { code: 'INVALID', message: 'Attach the offer letter as a PDF', key: 'placements.letterMissing', field: 'letter' }),
      ),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Record the offer of Divya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: /^Record the offer of Divya Sharma/ });
    await user.click(within(dialog).getByRole('button', { name: 'Record offer' }));
    expect(await within(dialog).findByText('Attach the offer letter as a PDF')).toBeTruthy();
  });

  it('corrects the drive in the dialog it was created in, filled with what is kept, its CTC in lakh', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Correct the drive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the drive of Tata Consultancy Services' });
    const ctc = within(dialog).getByRole('textbox', { name: /^CTC/ });
    expect((ctc as HTMLInputElement).value).toBe('3.6');
    expect((within(dialog).getByRole('textbox', { name: /^Minimum CGPA/ }) as HTMLInputElement).value).toBe('6');
    expect((within(dialog).getByRole('textbox', { name: /^Maximum active backlogs/ }) as HTMLInputElement).value).toBe('1');
    await user.clear(ctc);
    await user.type(ctc, '4.2');
    const job = within(dialog).getByRole('textbox', { name: /^Job title/ });
    await user.clear(job);
    await user.type(job, 'Systems Engineer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('The drive of Tata Consultancy Services is saved');
    expect(await withBodies(requestsSent(writes))).toEqual([
      {
        method: 'PUT',
        path: '/api/placements/drives/1',
        body: {
          companyId: 1,
          jobTitle: 'Systems Engineer',
          ctcRupees: 420_000,
          location: 'Hyderabad',
          driveOn: '2026-08-04',
          mode: 'pool',
          rounds: ['aptitude', 'technical', 'hr'],
          eligibility: { courseIds: [1], branchIds: [], batchIds: [101], minCgpa: 6, maxBacklogs: 1, gender: null },
        },
      },
    ]);
  });

  it('shows the server’s refusal of a correction under its field', async () => {
    server.use(
      http.put('/api/placements/drives/:id', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: 'Students have been moved through the rounds of this drive: its rounds can no longer be changed',
          key: 'placements.roundsHeld',
          field: 'rounds',
        }),
      ),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Correct the drive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the drive of Tata Consultancy Services' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Students have been moved through the rounds of this drive: its rounds can no longer be changed'),
    ).toBeTruthy();
  });

  it('lets the principal read the drive, with no ticks, shortlist or offers to record', async () => {
    await renderPage('ROLE_PRINCIPAL');
    await screen.findByRole('table', { name: 'Applications' });
    expect(screen.queryByRole('button', { name: 'Correct the drive' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload shortlist' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Record the offer/ })).toBeNull();
  });

  it('on a phone shows the applications as cards, in German', async () => {
    windowWidth(390);
    await renderPage('ROLE_PLACEMENT_DEAN', 'de');
    const cards = await screen.findByRole('list', { name: 'Bewerbungen' });
    expect(cards.querySelector('[data-roll="22VC1A0501"]')!.textContent).toContain('Im Rennen · Fachgespräch');
    expect(screen.getByRole('button', { name: 'In die nächste Runde' })).toBeTruthy();
  });
});
