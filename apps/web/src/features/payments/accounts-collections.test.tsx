import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CollectionsReport } from '@campus/shared';
import { addTranslations } from '../../i18n';
import { requestsSent, server } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { CollectionsSection } from './accounts-collections';
import paymentTexts from './payments.i18n';

const REPORT: CollectionsReport = {
  from: '2026-03-10',
  to: '2026-03-10',
  mode: null,
  totalPaise: 1_320_000,
  count: 9,
  refundedPaise: 20_000,
  returned: [{ mode: 'CHEQUE', count: 1, amountPaise: 300_000 }],
  returnedPaise: 300_000,
  netPaise: 1_000_000,
  byDay: [{ day: '2026-03-10', amountPaise: 1_320_000, count: 9 }],
  byFeeType: [{ feeType: 'TUITION', name: 'Tuition Fee', amountPaise: 1_320_000, count: 9 }],
  byMode: [
    { mode: 'CARD', count: 1, amountPaise: 120_000 },
    { mode: 'UPI', count: 1, amountPaise: 80_000 },
    { mode: 'CASH', count: 2, amountPaise: 150_000 },
    { mode: 'DD', count: 1, amountPaise: 200_000 },
    { mode: 'CHEQUE', count: 2, amountPaise: 450_000 },
    { mode: 'TRANSFER', count: 1, amountPaise: 250_000 },
    { mode: 'UPI_QR', count: 1, amountPaise: 70_000 },
  ],
};
/** Only the cheques: what the server answers `mode=CHEQUE`. */
const CHEQUES: CollectionsReport = {
  ...REPORT,
  mode: 'CHEQUE',
  totalPaise: 450_000,
  count: 2,
  refundedPaise: 0,
  netPaise: 150_000,
  byMode: [{ mode: 'CHEQUE', count: 2, amountPaise: 450_000 }],
};

addTranslations(paymentTexts);

beforeEach(() => {
  server.use(
    http.get('/api/payments/accounts/collections', ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('mode') === 'CHEQUE' ? CHEQUES : REPORT),
    ),
  );
});
afterEach(cleanup);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => r.textContent);

describe('the collections report by mode', () => {
  it('totals each mode by name, the returned cheque apart from the refund and netted', async () => {
    await renderWithApp(<CollectionsSection />);
    const table = await screen.findByRole('table', { name: 'By mode' });
    expect(rowsOf(table)).toEqual([
      'ModePaymentsAmount (₹)',
      'Card1₹1,200.00',
      'UPI1₹800.00',
      'Cash2₹1,500.00',
      'Demand draft1₹2,000.00',
      'Cheque2₹4,500.00',
      'Bank transfer1₹2,500.00',
      'UPI (college QR)1₹700.00',
      'Cheque returned1-₹3,000.00',
    ]);
    expect(screen.getByTestId('collections-net').textContent).toBe('Refunded ₹200.00 · Cheque returned ₹3,000.00 · net ₹10,000.00');
  });

  it('asks for the mode chosen and says whose payments it counts', async () => {
    const user = userEvent.setup();
    await renderWithApp(<CollectionsSection />);
    await screen.findByRole('table', { name: 'By mode' });
    await user.click(screen.getByRole('combobox', { name: 'Mode' }));
    await user.click(screen.getByRole('option', { name: 'Cheque' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByTestId('collections-total').textContent).toBe('₹4,500.00'));
    expect(requestsSent((r) => r.path === '/api/payments/accounts/collections').at(-1)!.query.mode).toBe('CHEQUE');
    expect(screen.getByText('2 payments (Cheque)')).toBeTruthy();
    expect(screen.getByTestId('collections-net').textContent).toBe('Cheque returned ₹3,000.00 · net ₹1,500.00');
  });

  it('names the modes and the returned cheque in German', async () => {
    await renderWithApp(<CollectionsSection />, { language: 'de' });
    const table = await screen.findByRole('table', { name: 'Nach Zahlungsart' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('td')?.textContent);
    expect(names).toEqual([
      'Karte',
      'UPI',
      'Bar',
      'Bankscheck',
      'Scheck',
      'Überweisung',
      'UPI (QR-Code der Hochschule)',
      'Scheck zurückgegeben',
    ]);
    expect(screen.getByTestId('collections-net').textContent).toMatch(
      /^Zurückgezahlt 200,00\s₹ · Scheck zurückgegeben 3\.000,00\s₹ · netto 10\.000,00\s₹$/,
    );
  });
});
