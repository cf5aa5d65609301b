import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTranslations, switchLanguage } from '../../i18n';
import i18n from '../../i18n';
import { http, HttpResponse } from 'msw';
import type { NotificationsPage as NotificationsAnswer } from '@campus/shared';
import { requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { NotificationBell } from './notification-bell';
import { resetNotifications } from './notifications.handlers';
import texts from './notifications.i18n';
import { NotificationsPage } from './notifications.page';

addTranslations(texts);

const TITLE = 'Semester End Examinations (Regular), November 2026';

const inApp = (ui: React.ReactElement, language: 'en' | 'de' = 'en') =>
  renderWithApp(
    <SnackbarProvider>
      <MemoryRouter>
        {ui}
        <NotificationBell />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );

describe('notifications in the app', () => {
  beforeEach(() => resetNotifications());
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('the bell counts the unread and leads to them; the list says what happened and where to see it', async () => {
    await inApp(<NotificationsPage />);
    const bell = await screen.findByRole('link', { name: '1 unread notification' });
    expect(bell.getAttribute('href')).toBe('/app/Notifications');
    const list = await screen.findByRole('table', { name: 'Your notifications' });
    expect(within(list).getByText(`Results of ${TITLE} are published`)).toBeTruthy();
    const results = within(list).getByRole('link', { name: 'See the results of 22VC1A0501' });
    expect(results.getAttribute('href')).toBe(`/results/${encodeURIComponent(TITLE)}?rollNo=22VC1A0501`);
    expect(screen.getByTestId('notifications-unread').textContent).toBe('1 unread');
  });

  it('marks all as read: the list and the bell follow', async () => {
    await inApp(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByTestId('notifications-unread').textContent).toBe('0 unread'));
    expect(await withBodies(requestsSent(writes))).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/notifications/read', body: {} }),
    ]);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Your notifications' })).getByText('Read')).toBeTruthy();
  });

  it('reads in German', async () => {
    await switchLanguage('de');
    await inApp(<NotificationsPage />, 'de');
    expect(await screen.findByRole('link', { name: '1 ungelesene Benachrichtigung' })).toBeTruthy();
    expect(await screen.findByText(`Die Ergebnisse von ${TITLE} sind veröffentlicht`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Als gelesen markieren' }));
    expect(await screen.findByText('Gelesen')).toBeTruthy();
  });

  it('a receipt issued reads with its amount in the reader’s money and opens its PDF', async () => {
    const receipt: NotificationsAnswer = {
      total: 1,
      unread: 1,
      page: 1,
      pageSize: 10,
      rows: [
        {
          id: 9,
          kind: 'receiptIssued',
          params: { receiptNo: 'RCT/2026-27/000123', amountPaise: '4500000' },
          createdAt: '2026-11-29T06:30:00.000Z',
          readAt: null,
        },
      ],
    };
    server.use(http.get('/api/notifications', () => HttpResponse.json(receipt)));
    await inApp(<NotificationsPage />);
    expect(await screen.findByText('Receipt RCT/2026-27/000123 issued for ₹45,000.00')).toBeTruthy();
    const pdf = screen.getByRole('link', { name: 'Open receipt RCT/2026-27/000123 (PDF)' });
    expect(pdf.getAttribute('href')).toBe(`/api/payments/receipts/${encodeURIComponent('RCT/2026-27/000123')}`);
    cleanup();
    await switchLanguage('de');
    await inApp(<NotificationsPage />, 'de');
    expect(await screen.findByText(/^Quittung RCT\/2026-27\/000123 über 45\.000,00\s₹ ausgestellt$/)).toBeTruthy();
  });
});
