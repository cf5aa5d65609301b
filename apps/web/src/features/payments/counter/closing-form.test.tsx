import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CounterDay } from '@campus/shared';
import { addTranslations } from '../../../i18n';
import { requestsSent } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import paymentTexts from '../payments.i18n';
import { ClosingForm } from './closing-form';

/** A day with ₹1,500.00 received in cash and a cheque beside it. */
const day: CounterDay = {
  id: 7,
  date: '2026-11-27',
  clerk: 'Fee Clerk',
  clerkUserName: 'feepayments',
  status: 'open',
  receipts: [],
  totals: [
    { mode: 'CASH', count: 2, amountPaise: 1_500_00 },
    { mode: 'CHEQUE', count: 1, amountPaise: 45_000_00 },
  ],
  totalPaise: 46_500_00,
  closing: null,
  changes: [],
};

/** Every denomination's count, as the closing sends them: none where none was counted. */
const counts = (counted: Record<number, number>) =>
  Object.fromEntries([500, 200, 100, 50, 20, 10, 5, 2, 1].map((note) => [String(note), counted[note] ?? 0]));

addTranslations(paymentTexts);

afterEach(cleanup);

const closings = () => requestsSent((r) => r.method === 'POST' && r.path === '/api/payments/counter/day/close');

describe('Closing the day', { timeout: 30_000 }, () => {
  it('adds up the notes and coins counted and shows the difference from the cash received as they are typed', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    await renderWithApp(<ClosingForm day={day} onClosed={onClosed} onProblem={() => {}} />);
    const counted = () => screen.getByTestId('counted-cash').textContent;
    const difference = () => screen.getByTestId('cash-difference').textContent;
    expect(screen.getByTestId('expected-cash').textContent).toBe('₹1,500.00');
    expect(difference()).toBe('Short by ₹1,500.00');

    await user.type(screen.getByLabelText('Number of ₹500'), '2');
    await user.type(screen.getByLabelText('Number of ₹100'), '4');
    expect(counted()).toBe('₹1,400.00');
    expect(screen.getByText('= ₹1,000.00')).toBeTruthy();
    expect(difference()).toBe('Short by ₹100.00');

    // A difference needs its note, and cash a deposit slip.
    await user.click(screen.getByRole('button', { name: 'Close day' }));
    expect(await screen.findByText('The cash counted differs from the cash received by ₹100.00: please say why')).toBeTruthy();
    expect(screen.getByText('Please enter the bank deposit slip number of the cash')).toBeTruthy();
    expect(closings()).toHaveLength(0);

    await user.type(screen.getByLabelText('Number of ₹200'), '1');
    expect(difference()).toBe('Over by ₹100.00');
    await user.type(screen.getByLabelText('Number of ₹1'), '0');
    await user.clear(screen.getByLabelText('Number of ₹200'));
    await user.type(screen.getByLabelText('Number of ₹50'), '2');
    expect(counted()).toBe('₹1,500.00');
    expect(difference()).toBe('No difference');

    await user.type(screen.getByLabelText('Bank deposit slip number'), 'DS-4471');
    await user.click(screen.getByRole('button', { name: 'Close day' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(await Promise.all(closings().map((r) => r.body()))).toEqual([
      { date: '2026-11-27', denominations: counts({ 500: 2, 100: 4, 50: 2 }), depositSlipNo: 'DS-4471' },
    ]);
  });

  it('closes with a difference when its note is given, in German as typed', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ClosingForm day={day} onClosed={() => {}} onProblem={() => {}} />, { language: 'de' });
    await user.type(screen.getByLabelText('Anzahl 500 ₹'), '3');
    expect(screen.getByTestId('cash-difference').textContent).toBe('Keine Abweichung');
    expect(screen.getByTestId('counted-cash').textContent).toBe('1.500,00\u00a0₹');
    await user.type(screen.getByLabelText('Anzahl 10 ₹'), '1');
    expect(screen.getByTestId('cash-difference').textContent).toBe('Überschuss 10,00\u00a0₹');
    await user.type(screen.getByLabelText('Grund der Abweichung'), 'Ein Student gab 10 Rupien zu viel');
    await user.type(screen.getByLabelText('Nummer des Einzahlungsbelegs'), 'DS-4472');
    await user.click(screen.getByRole('button', { name: 'Tag abschließen' }));
    await waitFor(() => expect(closings()).toHaveLength(1));
    expect(await closings()[0].body()).toEqual({
      date: '2026-11-27',
      denominations: counts({ 500: 3, 10: 1 }),
      depositSlipNo: 'DS-4472',
      differenceNote: 'Ein Student gab 10 Rupien zu viel',
    });
  });
});
