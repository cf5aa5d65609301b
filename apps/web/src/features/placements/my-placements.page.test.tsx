import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEMENT_APPLICATION_PARTS, type OwnPlacements, type SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { MyPlacementsPage } from './my-placements.page';
import { MINE, OFFER } from './placements.handlers';
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

async function renderPage(language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'student', fullName: 'Keerthi', roles: ['ROLE_STUDENT'] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/My Placements']}>
        <MyPlacementsPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const driveRow = (table: string, company: string) =>
  screen.getByRole('table', { name: table }).querySelector<HTMLElement>(`[data-drive="${company}"]`)!;
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('MyPlacementsPage', { timeout: 30_000 }, () => {
  it('shows the drives open to the student, those closed and why, and their applications round by round', async () => {
    await renderPage();
    await screen.findByRole('table', { name: 'Drives you may apply to' });
    expect(screen.getByTestId('my-standing').textContent).toBe('CGPA 7.40 · 0 active backlogs');
    const deloitte = driveRow('Drives you may apply to', 'Deloitte');
    for (const text of ['Analyst', '₹7 lakh p.a.', '12-12-2099', 'Virtual']) expect(deloitte.textContent).toContain(text);
    expect(within(driveRow('Drives you may apply to', 'Tata Consultancy Services')).getByText('Applied')).toBeTruthy();
    expect(driveRow('Drives you are not eligible for', 'Amazon').textContent).toContain('CGPA 7.4 is below 7.5');
    expect(driveRow('My applications', 'Tata Consultancy Services').textContent).toContain('1 round cleared · In the Technical interview');
    expect(screen.getByText('No offer yet.')).toBeTruthy();
  });

  it('applies with a résumé and says so', async () => {
    filesByName();
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Apply to Deloitte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Deloitte: Analyst' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Attach your résumé as a PDF')).toBeTruthy();
    expect(requestsSent(writes)).toEqual([]);
    await user.upload(within(dialog).getByLabelText('Résumé (PDF)'), pdf('resume.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await screen.findByText('You applied to Deloitte');
    const form = (await requestsSent(writes)[0]!.body()) as FormData;
    expect(JSON.parse(form.get(PLACEMENT_APPLICATION_PARTS.application) as string)).toEqual({ driveId: 2 });
    expect(form.get(PLACEMENT_APPLICATION_PARTS.resume)).toBe('file:resume.pdf');
  });

  it('shows the server’s refusal by the offer policy in the dialog', async () => {
    filesByName();
    const message =
      'You hold an offer of ₹3,60,000 a year: you may apply only to a drive of at least 1.5 times it (₹5,40,000); this one offers ₹4,00,000';
    server.use(http.post('/api/placements/applications', () => refusal(409, { code: 'CONFLICT', message })));
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Apply to Deloitte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Deloitte: Analyst' });
    await user.upload(within(dialog).getByLabelText('Résumé (PDF)'), pdf('resume.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect((await within(dialog).findByTestId('apply-refusal')).textContent).toBe(message);
  });

  it('shows the offers with their letters', async () => {
    server.use(
      http.get('/api/placements/mine', () => Response.json({ ...MINE, bestOfferRupees: 360_000, offers: [OFFER] } satisfies OwnPlacements)),
    );
    await renderPage();
    const offers = await screen.findByRole('table', { name: 'My offers' });
    expect(offers.textContent).toContain('₹3.6 lakh p.a.');
    expect(within(offers).getByRole('link', { name: 'Offer letter' }).getAttribute('href')).toBe('/api/placements/offers/7/letter');
    expect(screen.getByText('Your best offer: ₹3.6 lakh p.a.')).toBeTruthy();
  });

  it('opts out of placements with a reason, and shows the server’s word under the reason', async () => {
    server.use(
      http.post('/api/placements/opt-out', () =>
        refusal(400, { code: 'INVALID', message: 'Reason for opting out is too long', field: 'reason' }),
      ),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Opt out of placements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opt out of placements' });
    await user.click(within(dialog).getByRole('button', { name: 'Opt out of placements' }));
    expect(await within(dialog).findByText('Reason for opting out is required')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Higher studies: M.Tech through GATE');
    await user.click(within(dialog).getByRole('button', { name: 'Opt out of placements' }));
    await waitFor(() => expect(within(dialog).getByText('Reason for opting out is too long')).toBeTruthy());
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Opt out of placements' }));
    await screen.findByText('You have opted out of placements');
    expect((await withBodies(requestsSent(writes))).at(-1)).toEqual({
      method: 'POST',
      path: '/api/placements/opt-out',
      body: { reason: 'Higher studies: M.Tech through GATE' },
    });
  });

  it('on a phone shows the drives as cards, in German', async () => {
    windowWidth(390);
    await renderPage('de');
    const cards = await screen.findByRole('list', { name: 'Auswahlverfahren, auf die Sie sich bewerben dürfen' });
    expect(cards.querySelector('[data-drive="Deloitte"]')!.textContent).toContain('7 Lakh ₹ p. a.');
    expect(screen.getByRole('button', { name: 'Bei Deloitte bewerben' })).toBeTruthy();
  });
});
