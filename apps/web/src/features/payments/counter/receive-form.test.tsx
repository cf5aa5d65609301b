import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentMeansFields, type CounterReceiptAnswer, type DuesAnswer } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { refusal, requestsSent, server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import paymentTexts from '../payments.i18n';
import { ReceiveForm } from './receive-form';

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
const dues: DuesAnswer = {
  student: { rollNumber: '22A91A0501', fullName: 'Ravi Kumar', course: 'B.Tech', batch: '2022-2026', branch: 'CSE', semester: 8 },
  dues: [due(1, 'Tuition Fee', 'fee', 8, 45_000_00), due(2, 'Examination Fee', 'exam', 8, 1_500_00)],
  onRequest: [due(4, 'Bonafide Certificate', 'miscellaneous', null, 200_00)],
};
const answer: CounterReceiptAnswer = {
  receipt: {
    receiptNo: 'RCT/2026-27/000042',
    rollNumber: '22A91A0501',
    studentName: 'Ravi Kumar',
    items: 'Tuition Fee (Semester 8)',
    amountPaise: 20_000_00,
    mode: 'CASH',
    ...paymentMeansFields({ mode: 'CASH' }),
    instrumentStatus: null,
    receivedAt: '2026-11-27T05:00:00.000Z',
    businessDate: '2026-11-27',
    clerk: 'Fee Clerk',
    creditNoteNo: null,
  },
  repeated: false,
  openOnline: [],
};

addTranslations(paymentTexts);

const receipts = '/api/payments/counter/receipts';

beforeEach(() => server.use(http.post(receipts, () => HttpResponse.json(answer))));
afterEach(cleanup);

/** The receipts the form sent, their bodies as sent. */
const bodies = () => requestsSent((r) => r.path === receipts);
const bodiesSent = async () => (await Promise.all(bodies().map((r) => r.body()))) as Record<string, unknown>[];

async function renderForm(language: 'en' | 'de' = 'en') {
  const recorded = vi.fn();
  const problems = vi.fn();
  await renderWithApp(<ReceiveForm rollNo="22A91A0501" dues={dues} onRecorded={recorded} onProblem={problems} />, { language });
  return { recorded, problems };
}

describe('Receive money', { timeout: 30_000 }, () => {
  it('shows the fields of the chosen mode only', async () => {
    const user = userEvent.setup();
    await renderForm();
    const fields = () => screen.queryAllByRole('textbox').map((f) => f.getAttribute('name'));
    expect(fields()).toEqual(['receivedFrom', 'remarks']);

    await user.click(screen.getByRole('radio', { name: 'Demand draft' }));
    expect(fields()).toEqual(['instrumentNo', 'bank', 'branch', 'instrumentDate', 'receivedFrom', 'remarks']);
    expect(screen.getByLabelText(/Demand draft number/)).toBeTruthy();
    expect(screen.getByLabelText(/Date on the draft/)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Cheque' }));
    expect(fields()).toEqual(['instrumentNo', 'bank', 'instrumentDate', 'receivedFrom', 'remarks']);
    expect(screen.getByLabelText(/Cheque number/)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(fields()).toEqual(['utr', 'receivedFrom', 'remarks']);
    await user.click(screen.getByRole('radio', { name: 'UPI (college QR)' }));
    expect(fields()).toEqual(['utr', 'receivedFrom', 'remarks']);
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(fields()).toEqual(['receivedFrom', 'remarks']);
  });

  it('says under each field what is missing or wrong, and records nothing until it is right', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(screen.getByRole('button', { name: 'Record receipt' }));
    expect(await screen.findByText('Please choose at least one fee')).toBeTruthy();
    expect(screen.getByText('Please choose how the money was paid: cash, demand draft, cheque, bank transfer or UPI')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: /Tuition Fee · Semester 8/ }));
    await user.click(screen.getByRole('radio', { name: 'Demand draft' }));
    await user.type(screen.getByLabelText(/Demand draft number/), '1234');
    await user.click(screen.getByRole('button', { name: 'Record receipt' }));
    expect(await screen.findByText('The cheque or draft number has 6 digits')).toBeTruthy();
    expect(screen.getByText('Please enter the bank')).toBeTruthy();
    expect(screen.getByText('Please enter the branch that issued the draft')).toBeTruthy();
    expect(screen.getByText('Please enter the date on the cheque or draft')).toBeTruthy();

    // A part payment may be lower than the due, never higher.
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    const amount = screen.getByLabelText('Amount (₹) Tuition Fee · Semester 8');
    expect(amount).toHaveProperty('value', '45000');
    await user.clear(amount);
    await user.type(amount, '45000.50');
    await user.click(screen.getByRole('button', { name: 'Record receipt' }));
    expect(await screen.findByText('At most ₹45,000.00 is due for Tuition Fee')).toBeTruthy();
    expect(bodies()).toHaveLength(0);
  });

  it('records a part payment in cash with the amount in paise, the form’s request key and no empty fields', async () => {
    const user = userEvent.setup();
    const { recorded } = await renderForm();
    await user.click(screen.getByRole('checkbox', { name: /Tuition Fee · Semester 8/ }));
    await user.click(screen.getByRole('checkbox', { name: /Bonafide Certificate/ }));
    const amount = screen.getByLabelText('Amount (₹) Tuition Fee · Semester 8');
    await user.clear(amount);
    await user.type(amount, '20000');
    expect(screen.getByTestId('counter-total').textContent).toBe('Total: ₹20,200.00 (2 fees)');
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.type(screen.getByLabelText(/Received from/), 'Suresh Kumar');
    await user.click(screen.getByRole('button', { name: 'Record receipt' }));
    await waitFor(() => expect(recorded).toHaveBeenCalled());
    expect(recorded.mock.calls[0][0]).toEqual(answer);
    expect(await bodiesSent()).toEqual([
      {
        rollNo: '22A91A0501',
        requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        items: [
          { feeTypeId: 1, semester: 8, amountPaise: 20_000_00 },
          { feeTypeId: 4, semester: null, amountPaise: 200_00 },
        ],
        mode: 'CASH',
        receivedFrom: 'Suresh Kumar',
      },
    ]);
  });

  it('says it is recording while the receipt is on its way, its button disabled, and records it once', async () => {
    const user = userEvent.setup();
    let answerNow = () => {};
    const answered = new Promise<void>((resolve) => (answerNow = resolve));
    server.use(
      http.post(receipts, async () => {
        await answered;
        return HttpResponse.json(answer);
      }),
    );
    const { recorded } = await renderForm();
    await user.click(screen.getByRole('checkbox', { name: /Tuition Fee · Semester 8/ }));
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Record receipt' }));
    expect(await screen.findByRole('button', { name: 'Recording…' })).toHaveProperty('disabled', true);
    expect(recorded).not.toHaveBeenCalled();

    answerNow();
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Record receipt' })).toHaveProperty('disabled', false);
    expect(bodies()).toHaveLength(1);
  });

  it('marks the field the server names, in German too', async () => {
    const user = userEvent.setup();
    await switchLanguage('de');
    server.use(
      http.post(receipts, () =>
        refusal(400, { code: 'INVALID', field: 'utr', message: 'A UTR has 12 to 22 letters and digits', key: 'counter.utrInvalid' }),
      ),
    );
    const { problems } = await renderForm('de');
    await user.click(screen.getByRole('checkbox', { name: /Tuition Fee · Semester 8/ }));
    await user.click(screen.getByRole('radio', { name: 'Überweisung' }));
    await user.type(screen.getByLabelText(/UTR/), 'ABCDEF123456');
    await user.click(screen.getByRole('button', { name: 'Quittung buchen' }));
    expect(await screen.findByText('Eine UTR hat 12 bis 22 Buchstaben und Ziffern')).toBeTruthy();
    expect(problems).not.toHaveBeenCalled();
    // The same form sends the same request key again.
    await user.click(screen.getByRole('button', { name: 'Quittung buchen' }));
    await waitFor(() => expect(bodies()).toHaveLength(2));
    const [first, second] = await bodiesSent();
    expect(second.requestKey).toBe(first.requestKey);
    expect(first).toMatchObject({ mode: 'TRANSFER', utr: 'ABCDEF123456' });
    await switchLanguage('en');
  });
});
