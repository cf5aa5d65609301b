import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeeStructureRow } from '@campus/shared';
import { addTranslations } from '../../../i18n';
import { refusal, requestsSent, server, withBodies, writes } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import { FEE_TYPES, PROGRAMMES } from '../payments.handlers';
import paymentTexts from '../payments.i18n';
import { FeeStructureForm } from './fee-structure-form';

addTranslations(paymentTexts);

// The college the shared handlers answer for: two fee types, two programmes.
const feeTypes = FEE_TYPES;
const programmes = PROGRAMMES;
const lab: FeeStructureRow = {
  id: 12,
  feeTypeId: 2,
  feeTypeCode: 'LAB',
  feeTypeName: 'Laboratory Fee',
  courseId: 3,
  course: 'B.Tech',
  batchId: 8,
  batch: '2025-2029',
  semester: 1,
  amountPaise: 350000,
};

afterEach(cleanup);

const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const saves = () => requestsSent(writes);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('the fee structure form', { timeout: 30_000 }, () => {
  it("says under each field what is wrong, in the schema's words, and sends nothing", async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <FeeStructureForm
        editing={{ id: 'new', courseId: '3', batchId: '8' }}
        feeTypes={feeTypes}
        programmes={programmes}
        onClose={() => {}}
      />,
    );
    expect(describedBy(screen.getByLabelText('Semester'))).toBe('1 to 8');
    await user.type(screen.getByLabelText('Semester'), '13');
    await user.type(screen.getByLabelText('Amount (₹)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Amount (₹)'))).toBe('Amount must be more than ₹0 and at most ₹1,00,00,000'),
    );
    expect(describedBy(screen.getByRole('combobox', { name: 'Fee type' }))).toBe('Please choose an existing fee type');
    expect(describedBy(screen.getByLabelText('Semester'))).toBe('Semester must be 1 to 12');
    await user.clear(screen.getByLabelText('Amount (₹)'));
    await user.type(screen.getByLabelText('Amount (₹)'), '45,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Amount (₹)'))).toBe('Enter the amount in rupees, such as 45000 or 200.50'),
    );
    expect(saves()).toEqual([]);
  });

  it('adds an amount with the ids as numbers and the rupees as paise; another course asks for its batch again', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderWithApp(
      <FeeStructureForm
        editing={{ id: 'new', courseId: '3', batchId: '8' }}
        feeTypes={feeTypes}
        programmes={programmes}
        onClose={onClose}
      />,
    );
    await choose(user, 'Fee type', 'Laboratory Fee');
    await choose(user, 'Course', 'MBA');
    expect(screen.getByRole('combobox', { name: 'Batch' }).textContent).not.toContain('2025-2029');
    await user.type(screen.getByLabelText('Semester'), '2');
    await user.type(screen.getByLabelText('Amount (₹)'), '3500.75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(screen.getByRole('combobox', { name: 'Batch' }))).toBe('Please choose a batch'));
    await choose(user, 'Batch', '2025-2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await withBodies(saves())).toEqual([
      {
        method: 'POST',
        path: '/api/payments/fee-structure',
        body: { feeTypeId: 2, courseId: 4, batchId: 9, semester: 2, amountPaise: 350075 },
      },
    ]);
  });

  it("edits an amount at its address, and marks the field the server's refusal names", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    server.use(
      http.put('/api/payments/fee-structure/:id', () =>
        refusal(400, { code: 'BAD_REQUEST', message: 'Semester must be 1 to 8 for B.Tech', field: 'semester' }),
      ),
    );
    await renderWithApp(<FeeStructureForm editing={lab} feeTypes={feeTypes} programmes={programmes} onClose={onClose} />);
    expect(screen.getByLabelText('Amount (₹)')).toHaveProperty('value', '3500');
    await user.clear(screen.getByLabelText('Semester'));
    await user.type(screen.getByLabelText('Semester'), '9');
    await user.clear(screen.getByLabelText('Amount (₹)'));
    await user.type(screen.getByLabelText('Amount (₹)'), '4000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText('Semester'))).toBe('Semester must be 1 to 8 for B.Tech'));
    expect(document.activeElement).toBe(screen.getByLabelText('Semester'));
    expect(onClose).not.toHaveBeenCalled();
    expect(await withBodies(saves())).toEqual([
      {
        method: 'PUT',
        path: '/api/payments/fee-structure/12',
        body: { feeTypeId: 2, courseId: 3, batchId: 8, semester: 9, amountPaise: 400000 },
      },
    ]);
  });
});
