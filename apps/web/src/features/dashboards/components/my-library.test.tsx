import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it } from 'vitest';
import type { Hold, Member } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { requestsSent, server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import dashboardTexts from '../dashboards.i18n';
import { MyLibrary } from './my-library';

addTranslations(dashboardTexts);

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const hold = (over: Partial<Hold>): Hold => ({
  id: 1,
  titleId: 3,
  title: 'Surveying Vol. 1',
  memberKind: 'student',
  memberName: 'Keerthi Chowdary',
  memberBarcode: '22VC1A0501',
  placedOn: '2026-11-26',
  status: 'waiting',
  position: 3,
  accessionNumber: null,
  copyBarcode: null,
  readyOn: null,
  pickupBy: null,
  ...over,
});

const ME: Member = {
  kind: 'student',
  id: 1,
  barcode: '22VC1A0501',
  name: 'Keerthi Chowdary',
  programme: null,
  hasPhoto: false,
  loans: [],
  charges: [],
  owedPaise: 0,
  refusals: [],
  holds: [
    hold({ id: 2, title: 'Fluid Mechanics', status: 'ready', position: null, accessionNumber: 'ACC-000007', pickupBy: '2026-12-03' }),
    hold({}),
  ],
};

/** The student has a book out: the library does not clear them yet. */
const notCleared = http.get('/api/library/me/clearance', () =>
  HttpResponse.json({
    kind: 'student',
    barcode: ME.barcode,
    name: ME.name,
    programme: null,
    asOf: '2026-12-01',
    cleared: false,
    onLoan: 1,
    owedPaise: 0,
    reasons: [{ message: 'Keerthi Chowdary has 1 books on loan' }],
  }),
);

describe('MyLibrary: My holds', { timeout: 30_000 }, () => {
  it('shows a copy on the hold shelf with its last day, a waiting hold with its place in line, and cancels one', async () => {
    server.use(
      http.get('/api/library/me', () => HttpResponse.json(ME)),
      notCleared,
      http.post('/api/library/me/holds/:id/cancel', () => HttpResponse.json({ ...ME.holds![1]!, status: 'cancelled', position: null })),
    );
    await renderWithApp(
      <SnackbarProvider>
        <MyLibrary />
      </SnackbarProvider>,
    );
    const holds = await screen.findByRole('table', { name: 'My holds' });
    const rows = within(holds).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Fluid Mechanics');
    expect(rows[1]!.textContent).toContain('On the hold shelf for you: collect it by 03-12-2026');
    expect(rows[2]!.textContent).toContain('Waiting: number 3 in line');
    await userEvent.setup().click(within(holds).getByRole('button', { name: 'Cancel the hold of Surveying Vol. 1' }));
    expect(await screen.findByText('Your hold of Surveying Vol. 1 is cancelled')).toBeTruthy();
    expect(requestsSent((r) => r.path === '/api/library/me/holds/1/cancel').map((r) => r.method)).toEqual(['POST']);
  });

  it('says in German that nothing is held', async () => {
    server.use(
      notCleared,
      http.get('/api/library/me', () => HttpResponse.json({ ...ME, holds: [] })),
    );
    await renderWithApp(<MyLibrary />, { language: 'de' });
    await waitFor(() => expect(screen.getByText(/Sie haben nichts vorgemerkt/)).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Meine Vormerkungen' })).toBeTruthy();
    expect((await screen.findByTestId('my-clearance')).textContent).toBe(
      'Entlastung der Bibliothek: noch nicht, solange Bücher ausgeliehen sind oder Geld geschuldet wird.',
    );
  });
});
