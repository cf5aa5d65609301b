import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Hold, HoldsPage as HoldsAnswer } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { requestsSent, server } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import libraryTexts from './library.i18n';
import { HoldsPage } from './holds.page';

addTranslations(libraryTexts);

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
  position: 2,
  accessionNumber: null,
  copyBarcode: null,
  readyOn: null,
  pickupBy: null,
  ...over,
});

const READY = hold({
  id: 2,
  status: 'ready',
  position: null,
  accessionNumber: 'ACC-000195',
  readyOn: '2026-11-30',
  pickupBy: '2026-12-03',
});

function holdsServer() {
  server.use(
    http.get('/api/library/holds', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      const rows = [READY, hold({})].filter((h) => !status || h.status === status);
      return HttpResponse.json({ total: rows.length, page: 1, size: 25, rows } satisfies HoldsAnswer);
    }),
    http.post('/api/library/holds/:id/cancel', () => HttpResponse.json({ ...READY, status: 'cancelled' })),
  );
}

const user = () => userEvent.setup();

const renderPage = (entry = '/app/Library/Holds') =>
  renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[entry]}>
        <HoldsPage />
      </MemoryRouter>
    </SnackbarProvider>,
  );

describe('HoldsPage', { timeout: 30_000 }, () => {
  it('lists the holds with the queue place or the copy on the hold shelf and its last day, filtered by status', async () => {
    holdsServer();
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Holds' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(table.textContent).toContain('On the hold shelf: ACC-000195');
    expect(table.textContent).toContain('03-12-2026');
    expect(table.textContent).toContain('Waiting: 2 in line');
    expect(screen.getByTestId('holds-total').textContent).toBe('2 holds');

    const clicks = user();
    await clicks.click(screen.getByRole('combobox', { name: 'Status' }));
    await clicks.click(screen.getByRole('option', { name: 'On the hold shelf' }));
    await waitFor(() => expect(screen.getByTestId('holds-total').textContent).toBe('1 hold'));
    expect(requestsSent((r) => r.path === '/api/library/holds').map((r) => r.query.status)).toContain('ready');
  });

  it('cancels a hold and says so', async () => {
    holdsServer();
    await renderPage('/app/Library/Holds?status=ready');
    await user().click(await screen.findByRole('button', { name: 'Cancel the hold of Surveying Vol. 1 for Keerthi Chowdary' }));
    expect(await screen.findByText('The hold of Surveying Vol. 1 for Keerthi Chowdary is cancelled')).toBeTruthy();
    expect(requestsSent((r) => r.path === '/api/library/holds/2/cancel').map((r) => r.method)).toEqual(['POST']);
  });

  it('speaks German', async () => {
    holdsServer();
    await renderWithApp(
      <MemoryRouter initialEntries={['/app/Library/Holds']}>
        <HoldsPage />
      </MemoryRouter>,
      { language: 'de' },
    );
    expect(await screen.findByRole('heading', { name: 'Vormerkungen', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('holds-total').textContent).toBe('2 Vormerkungen'));
    expect(screen.getByRole('table', { name: 'Vormerkungen' }).textContent).toContain('Wartend: Platz 2');
  });
});
