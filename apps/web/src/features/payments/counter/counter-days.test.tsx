import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CounterDay, CounterDaysAnswer, SignInResponse } from '@campus/shared';
import { addTranslations } from '../../../i18n';
import { clearSession, storeSession } from '../../../lib/session';
import { requestsSent, server, withBodies } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import paymentTexts from '../payments.i18n';
import { CounterDays } from './counter-days';

const day: CounterDay = {
  id: 7,
  date: '2026-11-27',
  clerk: 'Prasad Khan',
  clerkUserName: 'feepayments',
  status: 'closed',
  receipts: [],
  totals: [{ mode: 'CASH', count: 2, amountPaise: 1_200_00 }],
  totalPaise: 1_200_00,
  closing: {
    denominations: { '500': 2, '100': 1, '50': 1, '20': 2 },
    countedCashPaise: 1_190_00,
    expectedCashPaise: 1_200_00,
    differencePaise: -10_00,
    differenceNote: 'A coin given back twice',
    depositSlipNo: 'DS-20411',
    closedAt: '2026-11-27T12:30:00.000Z',
    closedBy: 'Prasad Khan',
  },
  changes: [],
};
const days: CounterDaysAnswer = {
  date: '2026-11-27',
  days: [
    {
      id: 7,
      clerkId: 12,
      clerk: 'Prasad Khan',
      date: '2026-11-27',
      status: 'closed',
      count: 2,
      totalPaise: 1_200_00,
      totals: day.totals,
      differencePaise: -10_00,
      depositSlipNo: 'DS-20411',
    },
  ],
};

addTranslations(paymentTexts);

function signedInAs(role: string) {
  storeSession({ token: 't', username: 'someone', fullName: 'Some One', roles: [role] } as unknown as SignInResponse, false);
}

beforeEach(() => {
  server.use(
    http.get('/api/payments/counter/days', () => HttpResponse.json(days)),
    http.get('/api/payments/counter/day', () => HttpResponse.json(day)),
    http.put('/api/payments/counter/days/:id', () => HttpResponse.json(day)),
  );
});
afterEach(() => {
  cleanup();
  clearSession();
});

const changes = () => requestsSent((r) => r.method === 'PUT');

describe('Days (accounts)', { timeout: 30_000 }, () => {
  it('lets the accounts officer change a closed day’s closing with a reason, and reopen it', async () => {
    signedInAs('ROLE_ACCOUNTANTS_OFFICER');
    const user = userEvent.setup();
    await renderWithApp(<CounterDays />);
    const row = await screen.findByRole('row', { name: /Prasad Khan/ });
    expect(row.textContent).toContain('Short by ₹10.00');
    await user.click(within(row).getByRole('button', { name: 'Open' }));
    expect(await screen.findByTestId('closing-slip')).toHaveProperty('textContent', 'DS-20411');

    await user.click(screen.getByRole('button', { name: 'Change closing' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the closing of Prasad Khan, 27-11-2026' });
    expect(within(dialog).getByTestId('cash-difference').textContent).toBe('Short by ₹10.00');
    await user.type(within(dialog).getByLabelText('Number of ₹10'), '1');
    expect(within(dialog).getByTestId('cash-difference').textContent).toBe('No difference');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please give the reason (at least 5 characters)')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'The ₹10 coin was found in the drawer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect((await withBodies(changes()))[0]).toMatchObject({
      path: '/api/payments/counter/days/7',
      body: {
        denominations: { '500': 2, '200': 0, '100': 1, '50': 1, '20': 2, '10': 1, '5': 0, '2': 0, '1': 0 },
        depositSlipNo: 'DS-20411',
        differenceNote: 'A coin given back twice',
        reason: 'The ₹10 coin was found in the drawer',
      },
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const reopen = screen.getByRole('dialog', { name: 'Reopen the day of Prasad Khan, 27-11-2026' });
    expect(within(reopen).queryByLabelText('Number of ₹10')).toBeNull();
    await user.type(within(reopen).getByLabelText(/Reason/), 'A cheque was entered as cash');
    await user.click(within(reopen).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(changes()).toHaveLength(2));
    expect(await changes()[1].body()).toEqual({ reopen: true, reason: 'A cheque was entered as cash' });
  });

  it('shows an accountant the day without the accounts officer’s buttons', async () => {
    signedInAs('ROLE_ACCOUNTANT');
    const user = userEvent.setup();
    await renderWithApp(<CounterDays />);
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByTestId('closing-note')).toHaveProperty('textContent', 'A coin given back twice');
    expect(screen.queryByRole('button', { name: 'Change closing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });
});
