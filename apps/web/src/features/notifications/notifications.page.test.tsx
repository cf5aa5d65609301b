import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTranslations, switchLanguage } from '../../i18n';
import i18n from '../../i18n';
import { http, HttpResponse } from 'msw';
import type { AppNotification, NotificationsPage as NotificationsAnswer } from '@campus/shared';
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

  it('the kinds of fees, payments and accounts read in words and lead where they belong; notices without a page are plain text', async () => {
    const at = '2026-11-29T06:30:00.000Z';
    const row = (id: number, kind: AppNotification['kind'], params: Record<string, string>): AppNotification => ({
      id,
      kind,
      params,
      createdAt: at,
      readAt: null,
    });
    const rows = [
      row(1, 'dueReminder', { fee: 'Tuition fee', amountPaise: '4500000', dueDate: '2026-12-15', student: 'Ravi Kumar' }),
      row(2, 'paymentResolved', { orderId: 'ORD-77', outcome: 'paid', receiptNo: 'RCT/2026-27/000124' }),
      row(3, 'paymentResolved', { orderId: 'ORD-78', outcome: 'refund' }),
      row(4, 'refundRecorded', { amountPaise: '150000', creditNoteNo: 'CN/2026-27/0001', receiptNo: 'RCT/2026-27/000125' }),
      row(5, 'signUpApproved', { username: 'ravi.kumar' }),
      row(6, 'passwordChanged', { time: '29-11-2026, 12:00 pm' }),
    ];
    server.use(
      http.get('/api/notifications', () =>
        HttpResponse.json<NotificationsAnswer>({ total: rows.length, unread: rows.length, page: 1, pageSize: 10, rows }),
      ),
    );
    await inApp(<NotificationsPage />);
    const list = await screen.findByRole('table', { name: 'Your notifications' });
    const href = (name: string) => within(list).getByRole('link', { name }).getAttribute('href');
    expect(within(list).getByText('Tuition fee of ₹45,000.00 for Ravi Kumar is due on 15-12-2026')).toBeTruthy();
    expect(href('Pay fees')).toBe('/app/Fees/Pay Fees');
    expect(within(list).getByText('Your payment ORD-77 is settled: recorded as paid, receipt RCT/2026-27/000124 issued')).toBeTruthy();
    expect(href('Open receipt RCT/2026-27/000124 (PDF)')).toBe(`/api/payments/receipts/${encodeURIComponent('RCT/2026-27/000124')}`);
    expect(within(list).getByText('Your payment ORD-78 is settled: the money will be given back in full')).toBeTruthy();
    expect(
      within(list).getByText('A refund of ₹1,500.00 (credit note CN/2026-27/0001) is recorded against receipt RCT/2026-27/000125'),
    ).toBeTruthy();
    expect(href('Open receipt RCT/2026-27/000125 (PDF)')).toBe(`/api/payments/receipts/${encodeURIComponent('RCT/2026-27/000125')}`);
    expect(within(list).getByText('Your account ravi.kumar is approved')).toBeTruthy();
    expect(within(list).getByText('Your password was changed on 29-11-2026, 12:00 pm')).toBeTruthy();
    // Two receipts and the fees page: the refunded payment, the sign-up and the password change open nothing.
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(within(list).getByText('You can sign in as ravi.kumar').closest('a')).toBeNull();
    expect(within(list).getByText('If this was not you, reset your password and tell the college office').closest('a')).toBeNull();
    cleanup();
    await switchLanguage('de');
    await inApp(<NotificationsPage />, 'de');
    expect(await screen.findByText(/^Tuition fee über 45\.000,00\s₹ für Ravi Kumar ist am 15-12-2026 fällig$/)).toBeTruthy();
    expect(screen.getByText('Ihre Zahlung ORD-78 ist geklärt: der Betrag wird vollständig erstattet')).toBeTruthy();
  });

  it('news on a grievance reads by its step and leads to the grievance', async () => {
    const step = (id: number, params: Record<string, string>): AppNotification => ({
      id,
      kind: 'grievanceUpdated',
      params: { id: '12', number: 'GRV-2026-00012', subject: 'Revaluation result not given', ...params },
      createdAt: '2026-11-29T06:30:00.000Z',
      readAt: null,
    });
    const rows = [step(1, { step: 'hearing' }), step(2, { step: 'decided' }), step(3, { step: 'appealDecided' })];
    server.use(
      http.get('/api/notifications', () =>
        HttpResponse.json<NotificationsAnswer>({ total: rows.length, unread: rows.length, page: 1, pageSize: 10, rows }),
      ),
    );
    await inApp(<NotificationsPage />);
    const list = await screen.findByRole('table', { name: 'Your notifications' });
    expect(within(list).getByText('A hearing of your grievance GRV-2026-00012 (Revaluation result not given) is recorded')).toBeTruthy();
    expect(within(list).getByText('The committee decided your grievance GRV-2026-00012 (Revaluation result not given)')).toBeTruthy();
    expect(
      within(list).getByText('The ombudsperson decided your appeal on grievance GRV-2026-00012 (Revaluation result not given)'),
    ).toBeTruthy();
    const links = within(list).getAllByRole('link', { name: 'Open grievance GRV-2026-00012' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/app/Grievance/12', '/app/Grievance/12', '/app/Grievance/12']);
    cleanup();
    await switchLanguage('de');
    await inApp(<NotificationsPage />, 'de');
    expect(
      await screen.findByText('Der Ausschuss hat über Ihre Beschwerde GRV-2026-00012 (Revaluation result not given) entschieden'),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Beschwerde GRV-2026-00012 öffnen' })).toHaveLength(3);
  });
});
