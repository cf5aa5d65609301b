import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountsDashboard } from '@campus/shared';
import { addTranslations } from '../../../i18n';
import { server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import dashboardTexts from '../dashboards.i18n';
import { AccountsFigures } from './accounts-figures';

const FIGURES: AccountsDashboard = {
  from: '2026-02-10',
  to: '2026-03-11',
  totalPaise: 1_330_000,
  collections: 10,
  byDay: [{ day: '2026-03-10', amountPaise: 1_320_000, count: 9 }],
  byFeeType: [{ feeType: 'TUITION', name: 'Tuition Fee', amountPaise: 1_330_000, count: 10 }],
  today: { from: '2026-03-11', totalPaise: 10_000, count: 1, byMode: [{ mode: 'CASH', count: 1, amountPaise: 10_000 }] },
  thisMonth: {
    from: '2026-03-01',
    totalPaise: 1_330_000,
    count: 10,
    byMode: [
      { mode: 'CARD', count: 1, amountPaise: 120_000 },
      { mode: 'CASH', count: 3, amountPaise: 160_000 },
      { mode: 'CHEQUE', count: 2, amountPaise: 450_000 },
    ],
  },
  awaitingBank: { count: 1, amountPaise: 150_000 },
  openCounterDays: 1,
  openCounterDayList: [{ date: '2026-03-10', clerk: 'Fee Payments', receipts: 7, amountPaise: 1_120_000 }],
  pending: 0,
  flagged: 0,
  flaggedOrders: [],
};

let answer: AccountsDashboard;

addTranslations(dashboardTexts);

beforeEach(() => {
  answer = FIGURES;
  server.use(http.get('/api/dashboards/accounts', () => HttpResponse.json(answer)));
});
afterEach(cleanup);

const show = () =>
  renderWithApp(
    <MemoryRouter>
      <AccountsFigures />
    </MemoryRouter>,
  );
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((r) => r.textContent);

describe("fee staff's landing page", () => {
  it("shows today's and this month's collections by mode, the cheques at the bank and the counter days left open", async () => {
    await show();
    expect((await screen.findByTestId('figure-today')).textContent).toBe('₹100.00');
    expect(screen.getByTestId('figure-month').textContent).toBe('₹13,300.00');
    expect(screen.getByTestId('figure-awaiting-bank').textContent).toBe('₹1,500.00');
    expect(screen.getByText('1 cheque or draft not yet cleared')).toBeTruthy();
    expect(screen.getByTestId('figure-open-counter-days').textContent).toBe('1');
    expect(rowsOf('Collections by mode')).toEqual([
      'ModeTodayThis month',
      'Card—₹1,200.001 payment',
      'Cash₹100.001 payment₹1,600.003 payments',
      'Cheque—₹4,500.002 payments',
    ]);
    expect(rowsOf('Counter days of earlier dates not yet closed')).toEqual([
      'DateClerkReceiptsAmount',
      '10-03-2026Fee Payments7₹11,200.00',
    ]);
  });

  it('says when every earlier counter day is closed, in German too', async () => {
    answer = { ...FIGURES, openCounterDays: 0, openCounterDayList: [] };
    await show();
    expect(await screen.findByText('Every counter day of an earlier date is closed.')).toBeTruthy();
    cleanup();
    await renderWithApp(
      <MemoryRouter>
        <AccountsFigures />
      </MemoryRouter>,
      { language: 'de' },
    );
    expect(await screen.findByText('Jeder Kassentag eines früheren Tages ist abgeschlossen.')).toBeTruthy();
    expect(rowsOf('Einnahmen nach Zahlungsart')[2]).toMatch(/^Bar100,00\s₹1 Zahlung1\.600,00\s₹3 Zahlungen$/);
  });
});
