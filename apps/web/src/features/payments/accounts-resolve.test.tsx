import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentMeansFields, type ResolvePage, type ResolveRow } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { ResolveSection } from './accounts-resolve';
import paymentTexts from './payments.i18n';

const row = (orderId: string, status: ResolveRow['status']): ResolveRow => ({
  orderId,
  rollNumber: '22A91A0501',
  studentName: 'Ravi Kumar',
  items: 'Bonafide Certificate',
  amountPaise: 20_000,
  status,
  flagReason: status === 'FLAGGED' ? 'Gateway says PAID but paid 15000 paise, the order is 20000 paise' : null,
  flagCause: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  receiptNo: status === 'PAID' ? 'RCT/2026-27/000041' : null,
  receivedPaise: 15_000,
  refundDuePaise: status === 'PAID' ? 15_000 : 0,
  refundedPaise: 0,
  claimedPaise: 0,
  rrn: '412345678901',
  counter: false,
  ...paymentMeansFields({ mode: 'UPI', payerVpa: 'student@okbank' }),
  refunds: [],
});
const page: ResolvePage = { total: 2, page: 1, pageSize: 10, rows: [row('ORD-FLAGGED-1', 'FLAGGED'), row('ORD-OWED-2', 'PAID')] };

addTranslations(paymentTexts);

/** The payments to resolve: one flagged, one with money owed back; a test may list others. */
const listing = (listed: ResolvePage) => http.get('/api/payments/resolve', () => HttpResponse.json(listed));
const refunded = '/api/payments/resolve/:orderId/refunded';

beforeEach(() => server.use(listing(page)));
afterEach(cleanup);

/** The text a screen reader reads after the field's name: its helper text. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const calls = () => requestsSent(writes);

/** Opens the dialog of a row's action by the button's name. */
async function open(user: ReturnType<typeof userEvent.setup>, orderId: string, action: string) {
  const item = (await screen.findAllByText(orderId))[0].closest('[data-resolve]') as HTMLElement;
  await user.click(within(item).getByRole('button', { name: action }));
  return screen.findByRole('dialog');
}

describe('the dialog of a payment to resolve', { timeout: 30_000 }, () => {
  it('marks a refund without a reference and sends nothing', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ResolveSection />);
    const dialog = await open(user, 'ORD-OWED-2', 'Record refund');
    expect(within(dialog).getByRole('heading', { name: 'Record the refund of ORD-OWED-2' })).toBeTruthy();
    // What is still owed back fills the amount.
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveProperty('value', '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const reference = within(dialog).getByLabelText(/^Gateway's refund reference/);
    await waitFor(() => expect(reference.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(reference)).toBe("Please enter the gateway's reference of the refund");
    expect(within(dialog).getByLabelText('Amount (₹)').getAttribute('aria-invalid')).toBe('false');
    expect(describedBy(within(dialog).getByLabelText('Amount (₹)'))).toBe('Still to give back: ₹150.00');
    expect(calls()).toEqual([]);
  });

  it('says under the amount when it is not one, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ResolveSection />);
    const dialog = await open(user, 'ORD-OWED-2', 'Record refund');
    await user.type(within(dialog).getByLabelText(/^Gateway's refund reference/), 'BO-REF-77120');
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await user.clear(amount);
    await user.type(amount, '12,50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(amount)).toBe('Enter the amount in rupees, e.g. 1500 or 1500.50'));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls()).toEqual([]);
  });

  it('records a refund with its amount in paise, and closes', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ResolveSection />);
    const dialog = await open(user, 'ORD-OWED-2', 'Record refund');
    await user.type(within(dialog).getByLabelText(/^Gateway's refund reference/), '  BO-REF-77120 ');
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await user.clear(amount);
    await user.type(amount, '120.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await withBodies(calls())).toEqual([
      { method: 'POST', path: '/api/payments/resolve/ORD-OWED-2/refunded', body: { reference: 'BO-REF-77120', amountPaise: 12_050 } },
    ]);
  });

  it('asks a voucher number for counter money owed back, and shows no gateway facts for it', async () => {
    const counter = { ...row('ORD-COUNTER-3', 'PAID'), counter: true, rrn: null, ...paymentMeansFields({ mode: 'CASH' }) };
    server.use(listing({ ...page, total: 1, rows: [counter] }));
    const user = userEvent.setup();
    await renderWithApp(<ResolveSection />);
    const dialog = await open(user, 'ORD-COUNTER-3', 'Record refund');
    expect(within(dialog).getByText(/This money was received at the fee counter/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Voucher number/), 'VCH-0042');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await withBodies(calls())).toEqual([
      { method: 'POST', path: '/api/payments/resolve/ORD-COUNTER-3/refunded', body: { reference: 'VCH-0042', amountPaise: 15_000 } },
    ]);
  });

  it('leaves the amount to the server when it is cleared, and sends the reason given', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ResolveSection />);
    const dialog = await open(user, 'ORD-OWED-2', 'Record refund');
    await user.type(within(dialog).getByLabelText(/^Gateway's refund reference/), 'BO-REF-77120');
    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Reason'), 'Paid twice');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(await calls()[0].body()).toEqual({ reference: 'BO-REF-77120', reason: 'Paid twice' });
  });

  it("marks the field the server's refusal names; a refusal naming none is said above the buttons", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(refunded, () =>
        refusal(400, { code: 'INVALID', message: 'At most ₹100.00 of this payment can still be refunded', field: 'amountPaise' }),
      ),
    );
    await renderWithApp(<ResolveSection />);
    const dialog = await open(user, 'ORD-OWED-2', 'Record refund');
    await user.type(within(dialog).getByLabelText(/^Gateway's refund reference/), 'BO-REF-77120');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await waitFor(() => expect(describedBy(amount)).toBe('At most ₹100.00 of this payment can still be refunded'));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    server.use(http.post(refunded, () => refusal(409, { code: 'CONFLICT', message: 'Only a recorded payment can be refunded' })));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Only a recorded payment can be refunded'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(calls()).toHaveLength(2);
  });

  it('asks a decision for its reason before sending it', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ResolveSection />);
    const dialog = await open(user, 'ORD-FLAGGED-1', 'Give back');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const reason = within(dialog).getByLabelText(/^Reason/);
    await waitFor(() => expect(describedBy(reason)).toBe('Please give the reason (at least 5 characters)'));
    expect(calls()).toEqual([]);
    await user.type(reason, 'The payer sent the wrong amount');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await withBodies(calls())).toEqual([
      { method: 'POST', path: '/api/payments/resolve/ORD-FLAGGED-1/refund-due', body: { reason: 'The payer sent the wrong amount' } },
    ]);
  });

  it('reads a German amount with its decimal comma and says in German what is wrong', async () => {
    await switchLanguage('de');
    try {
      const user = userEvent.setup();
      await renderWithApp(<ResolveSection />, { language: 'de' });
      const dialog = await open(user, 'ORD-OWED-2', 'Rückzahlung verbuchen');
      const amount = within(dialog).getByLabelText('Betrag (₹)');
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      await waitFor(() =>
        expect(describedBy(within(dialog).getByLabelText(/^Referenz der Rückzahlung/))).toBe(
          'Bitte geben Sie die Referenz der Rückzahlung beim Zahlungsdienst ein',
        ),
      );
      await user.type(within(dialog).getByLabelText(/^Referenz der Rückzahlung/), 'BO-REF-77120');
      await user.clear(amount);
      await user.type(amount, '1.2.3');
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(describedBy(amount)).toBe('Geben Sie den Betrag in Rupien ein, z. B. 1500 oder 1500,50'));
      expect(calls()).toEqual([]);
      await user.clear(amount);
      await user.type(amount, '120,50');
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(calls()).toHaveLength(1));
      expect(await calls()[0].body()).toEqual({ reference: 'BO-REF-77120', amountPaise: 12_050 });
    } finally {
      await switchLanguage('en');
    }
  });

  it('says of each refund whether the gateway confirmed it or accounts only claimed it, and how the order was paid, in English and German', async () => {
    const refund = (creditNoteNo: string, status: 'claimed' | 'confirmed', amountPaise: number) => ({
      creditNoteNo,
      amountPaise,
      source: 'accounts' as const,
      reference: `BO-${creditNoteNo}`,
      rrn: null,
      reason: null,
      status,
      refundedAt: '2026-11-21T10:00:00.000Z',
    });
    const owed = {
      ...row('ORD-OWED-3', 'PAID'),
      refundedPaise: 5_000,
      claimedPaise: 100,
      refunds: [refund('CN/2026-27/000008', 'confirmed', 5_000), refund('CN/2026-27/000009', 'claimed', 100)],
      ...paymentMeansFields({ mode: 'CARD', cardBrand: 'VISA', cardLast4: '4242' }),
    };
    server.use(listing({ total: 1, page: 1, pageSize: 10, rows: [owed] }));
    const user = userEvent.setup();
    await renderWithApp(<ResolveSection />);
    const note = (no: string) => screen.getByText(new RegExp(`^Credit note ${no.replaceAll('/', '\\/')}`));
    expect(within(await waitFor(() => note('CN/2026-27/000008'))).getByText('confirmed')).toBeTruthy();
    expect(within(note('CN/2026-27/000009')).getByText('claimed')).toBeTruthy();
    expect(screen.getByText('Card VISA ending 4242')).toBeTruthy();
    // What is still owed back leaves out what was claimed as well as what was confirmed.
    const dialog = await open(user, 'ORD-OWED-3', 'Record refund');
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveProperty('value', '99');
    await user.type(within(dialog).getByLabelText(/^Gateway's refund reference/), 'BO-REF-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await calls()[0].body()).toEqual({ reference: 'BO-REF-1', amountPaise: 9_900 });
    cleanup();
    await switchLanguage('de');
    try {
      await renderWithApp(<ResolveSection />, { language: 'de' });
      expect(await screen.findByText('unbestätigt')).toBeTruthy();
      expect(screen.getByText('bestätigt')).toBeTruthy();
      // How it was paid, in German too: the answer's means, not its English line.
      expect(screen.getByText('Karte VISA mit Endziffern 4242')).toBeTruthy();
    } finally {
      await switchLanguage('en');
    }
  });
});
