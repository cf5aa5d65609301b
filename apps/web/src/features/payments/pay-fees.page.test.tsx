import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DuesAnswer } from '@campus/shared';
import { addTranslations } from '../../i18n';
import { refusal, requestsSent, server } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { PayFeesPage } from './pay-fees.page';
import paymentTexts from './payments.i18n';

const due = (
  feeTypeId: number,
  feeTypeName: string,
  category: DuesAnswer['dues'][number]['category'],
  semester: number | null,
  duePaise: number,
) => ({
  feeTypeId,
  feeTypeCode: feeTypeName.toUpperCase(),
  feeTypeName,
  category,
  semester,
  duePaise,
});
const answer: DuesAnswer = {
  student: { rollNumber: '22A91A0501', fullName: 'Ravi Kumar', course: 'B.Tech', batch: '2022-2026', branch: 'CSE', semester: 8 },
  dues: [due(1, 'Tuition Fee', 'fee', 8, 45_000_00), due(2, 'Examination Fee', 'exam', 8, 1_500_00)],
  onRequest: [due(4, 'Bonafide Certificate', 'miscellaneous', null, 200_00)],
};
addTranslations(paymentTexts);

// The dues of the student; the gateway cannot be reached, so Pay stays on the page.
beforeEach(() =>
  server.use(
    http.get('/api/payments/dues', () => HttpResponse.json(answer)),
    http.post('/api/payments/orders', () =>
      refusal(503, { code: 'GATEWAY_UNAVAILABLE', message: 'The payment gateway cannot be reached.' }),
    ),
  ),
);
afterEach(cleanup);

const orders = () => requestsSent((r) => r.path === '/api/payments/orders');

describe('Pay Fees', { timeout: 30_000 }, () => {
  it('groups the dues into the payments they go in, and a fee of another payment cannot be ticked beside the chosen ones', async () => {
    const user = userEvent.setup();
    await renderWithApp(<PayFeesPage />);
    const tuition = await screen.findByRole('checkbox', { name: 'Tuition Fee Semester 8' });
    const certificates = screen.getByRole('table', { name: 'Certificates and other fees on request' });
    expect(screen.getByRole('table', { name: 'Semester fees' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Examination fees' })).toBeTruthy();
    expect(screen.getByText('Each group below is paid in a payment of its own: pay one group, then the next.')).toBeTruthy();

    await user.click(tuition);
    const bonafide = within(certificates).getByRole('checkbox', { name: /Bonafide Certificate/ });
    expect(bonafide).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Examination Fee Semester 8' })).toHaveProperty('disabled', true);
    expect(screen.getAllByText('Paid separately: to choose these, first untick the fees chosen under “Semester fees”.')).toHaveLength(2);
    expect(screen.getByTestId('pay-total').textContent).toBe('Total: ₹45,000.00 (1 item)');

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(await orders()[0].body()).toEqual({ kind: 'fee', items: [{ feeTypeId: 1, semester: 8 }] });
  });

  it('frees the other payments when the chosen fees are unticked, and pays a certificate in its own payment', async () => {
    const user = userEvent.setup();
    await renderWithApp(<PayFeesPage />);
    const tuition = await screen.findByRole('checkbox', { name: 'Tuition Fee Semester 8' });
    await user.click(tuition);
    await user.click(tuition);
    expect(screen.queryByText(/Paid separately/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Bonafide Certificate/ }));
    expect(tuition).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(await orders()[0].body()).toEqual({ kind: 'miscellaneous', items: [{ feeTypeId: 4, semester: null }] });
  });

  it('says in German which fees are paid separately', async () => {
    const user = userEvent.setup();
    await renderWithApp(<PayFeesPage />, { language: 'de' });
    await user.click(await screen.findByRole('checkbox', { name: 'Examination Fee Semester 8' }));
    expect(screen.getByRole('table', { name: 'Semestergebühren' })).toBeTruthy();
    expect(
      screen.getAllByText('Eigene Zahlung: Um diese zu wählen, heben Sie zuerst die Auswahl unter „Prüfungsgebühren“ auf.'),
    ).toHaveLength(2);
  });

  it('names the switch for paying part of a due by what it does', async () => {
    await renderWithApp(<PayFeesPage />);
    await screen.findByRole('table', { name: 'Semester fees' });
    expect(screen.getByLabelText('Pay part of one due')).toBeTruthy();
  });
});
