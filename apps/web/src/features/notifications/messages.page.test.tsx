import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Delivery, DeliveryFigures, DeliveryLog } from '@campus/shared';
import { addTranslations } from '../../i18n';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { MessagesPage } from './messages.page';
import { FIGURES, resetNotifications } from './notifications.handlers';
import texts from './notifications.i18n';

addTranslations(texts);

const show = () =>
  renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Admin/Messages']}>
        <MessagesPage />
      </MemoryRouter>
    </SnackbarProvider>,
  );

/** The text a screen reader reads after the field's name: its helper text. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const choose = async (user: ReturnType<typeof userEvent.setup>, within_: HTMLElement, field: string, option: string) => {
  await user.click(within(within_).getByRole('combobox', { name: field }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

const deliveryCalls = () => requestsSent((r) => r.method === 'GET' && r.path === '/api/notifications/deliveries');

describe('the office’s messages', { timeout: 30_000 }, () => {
  beforeEach(() => resetNotifications());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on today’s figures and the log, newest first, a failed message with its reason', async () => {
    await show();
    expect((await screen.findByTestId('figure-sent-today')).textContent).toBe('12');
    expect(screen.getByTestId('figure-failed-today').textContent).toBe('1');
    expect(screen.getByTestId('figure-waiting').textContent).toBe('3');
    expect(screen.getByTestId('figure-sms-provider').textContent).toBe('msg91');
    expect(screen.getByText('Balance: 4,200')).toBeTruthy();
    expect(screen.queryByTestId('sms-held')).toBeNull();
    const log = await screen.findByRole('table', { name: 'Messages sent' });
    const [failed, delivered] = within(log).getAllByRole('row').slice(1);
    expect(within(failed).getByText('Results published')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('DLT template not approved')).toBeTruthy();
    expect(within(failed).getByText('Ravi Kumar', { exact: false })).toBeTruthy();
    expect(within(delivered).getByText('Delivered')).toBeTruthy();
    expect(within(delivered).getByText('sita.devi@example.edu.in')).toBeTruthy();
  });

  it('on a phone, each message is a card that keeps its state and reason', async () => {
    // jsdom has no layout: a 390 px window answers the `max-width` queries.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0) >= 390,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    await show();
    const cards = await screen.findByRole('list', { name: 'Messages sent' });
    const [failed] = within(cards).getAllByRole('listitem');
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('Reason')).toBeTruthy();
    expect(within(failed).getByText('DLT template not approved')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Messages sent' })).toBeNull();
  });

  it('warns while SMS sending is paused, and says until when a waiting message waits', async () => {
    const waiting: Delivery = {
      id: 43,
      kind: 'receiptIssued',
      channel: 'sms',
      username: 'parent',
      fullName: 'Prasad Das',
      address: '+919876543210',
      state: 'queued',
      attempts: 0,
      reason: null,
      queuedAt: '2026-11-29T16:37:10.000Z',
      dueAt: '2026-11-30T03:30:00.000Z',
      sentAt: null,
      deliveredAt: null,
    };
    server.use(
      http.get('/api/notifications/figures', () =>
        HttpResponse.json<DeliveryFigures>({ ...FIGURES, smsHeldUntil: '2026-11-29T10:00:00.000Z', smsBalance: null }),
      ),
      http.get('/api/notifications/deliveries', () => HttpResponse.json<DeliveryLog>({ total: 1, page: 1, pageSize: 25, rows: [waiting] })),
    );
    await show();
    expect((await screen.findByTestId('sms-held')).textContent).toBe('SMS sending is paused until 29-11-2026, 3:30 pm.');
    expect(screen.getByText('Balance not told')).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Prasad Das/ });
    expect(within(row).getByText('Waiting')).toBeTruthy();
    expect(within(row).getByText('until 30-11-2026, 9:00 am')).toBeTruthy();
  });

  it('sends the filters as the query, shows what matches, and exports the same', async () => {
    const user = userEvent.setup();
    await show();
    await screen.findByRole('table', { name: 'Messages sent' });
    const filters = screen.getByRole('search', { name: 'Filter the messages' });
    await user.type(within(filters).getByLabelText('Search'), ' Ravi ');
    await choose(user, filters, 'Channel', 'SMS');
    await choose(user, filters, 'State', 'Failed');
    await choose(user, filters, 'Message', 'Results published');
    await user.type(within(filters).getByLabelText('From'), '01-11-2026');
    await user.type(within(filters).getByLabelText('To'), '29-11-2026');
    await user.click(within(filters).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(deliveryCalls().at(-1)?.query).toEqual({
        q: 'Ravi',
        channel: 'sms',
        state: 'failed',
        kind: 'resultsPublished',
        from: '2026-11-01',
        to: '2026-11-29',
        page: '1',
        pageSize: '25',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('deliveries-total').textContent).toBe('1 message'));
    expect(screen.getByText('DLT template not approved')).toBeTruthy();
    expect(screen.queryByText('sita.devi@example.edu.in')).toBeNull();
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:deliveries');
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const exported = requestsSent((r) => r.method === 'GET' && r.path === '/api/notifications/deliveries/export.xlsx');
    expect(exported.at(-1)?.query).toEqual({
      q: 'Ravi',
      channel: 'sms',
      state: 'failed',
      kind: 'resultsPublished',
      from: '2026-11-01',
      to: '2026-11-29',
    });
  });

  it('saves one kind’s wording and says when it was changed', async () => {
    const user = userEvent.setup();
    await show();
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    expect(await screen.findByRole('button', { name: 'Receipt issued default' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Results published changed 20-11-2026/ }));
    const form = await screen.findByRole('form', { name: 'Results published' });
    const sms = within(form).getByLabelText('SMS text, as registered on DLT');
    expect(describedBy(sms)).toBe('Each {#var#} is filled in order: 1 = title, 2 = college');
    expect(within(form).getByText('In the e-mail, these are filled in: {{name}}, {{title}}, {{college}}, {{link}}')).toBeTruthy();
    await user.clear(sms);
    await user.click(sms);
    await user.paste('Results of {#var#} are out. -{#var#}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: Results published')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      {
        method: 'PUT',
        path: '/api/notifications/templates/resultsPublished',
        body: {
          subjectEn: 'Subject of resultsPublished',
          bodyEn: 'Dear {{name}},\n\nText of resultsPublished.\n\n{{college}}',
          subjectDe: 'Betreff von resultsPublished',
          bodyDe: 'Guten Tag {{name}},\n\nText von resultsPublished.\n\n{{college}}',
          smsText: 'Results of {#var#} are out. -{#var#}',
          dltTemplateId: '1107160000000000001',
          providerTemplateId: 'resultsPublished',
        },
      },
    ]);
    expect(await screen.findByRole('button', { name: /^Results published changed 29-11-2026/ })).toBeTruthy();
  });

  it('shows the server’s refusal of an SMS text on the SMS text', async () => {
    server.use(
      http.put('/api/notifications/templates/:kind', () =>
        refusal(400, {
          code: 'INVALID',
          message: 'The SMS text of this message needs 2 {#var#} marks (title, college), as registered on DLT',
          key: 'notifications.smsVariables',
          params: { count: '2', values: 'title, college' },
          field: 'smsText',
        }),
      ),
    );
    const user = userEvent.setup();
    await show();
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    await user.click(await screen.findByRole('button', { name: /^Results published/ }));
    const form = await screen.findByRole('form', { name: 'Results published' });
    const sms = within(form).getByLabelText('SMS text, as registered on DLT');
    await user.clear(sms);
    await user.click(sms);
    await user.paste('Results are out. -{#var#}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(describedBy(sms)).toBe('The SMS text of this message needs 2 {#var#} marks (title, college), as registered on DLT'),
    );
    expect(sms.getAttribute('aria-invalid')).toBe('true');
  });

  it('a test send: an address that does not fit is refused on the address; a number is queued', async () => {
    const user = userEvent.setup();
    await show();
    await user.click(screen.getByRole('tab', { name: 'Test send' }));
    const panel = await screen.findByRole('region', { name: 'Send a test message' });
    await choose(user, panel, 'Message', 'Fee due reminder');
    await choose(user, panel, 'Channel', 'SMS');
    const address = within(panel).getByLabelText('Address');
    await user.type(address, 'office@example.edu.in');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(describedBy(address)).toBe('Please enter an e-mail address for a test mail, or an Indian mobile number for a test SMS'),
    );
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Queued: it appears in the delivery log')).toBeNull();
    await user.clear(address);
    await user.type(address, '98480 22338');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Queued: it appears in the delivery log')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'POST', path: '/api/notifications/test', body: { kind: 'dueReminder', channel: 'sms', address: 'office@example.edu.in' } },
      { method: 'POST', path: '/api/notifications/test', body: { kind: 'dueReminder', channel: 'sms', address: '98480 22338' } },
    ]);
  });
});
