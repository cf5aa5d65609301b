import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeeType } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { refusal, requestsSent, server, withBodies, writes } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import paymentTexts from '../payments.i18n';
import { FeeTypeForm } from './fee-type-form';

addTranslations(paymentTexts);

afterEach(cleanup);

/** The text a screen reader reads after the field's name: its helper text. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const saves = () => requestsSent(writes);

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /^(Category|Kategorie)/ }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

describe('the fee type form', { timeout: 30_000 }, () => {
  it("says under each field what is wrong, in the schema's words, and sends nothing", async () => {
    const user = userEvent.setup();
    await renderWithApp(<FeeTypeForm editing="new" onClose={() => {}} />);
    await chooseCategory(user, 'Miscellaneous');
    await user.type(screen.getByLabelText('Fixed amount (₹)'), '12,50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText('Code'))).toBe('Code is required'));
    expect(describedBy(screen.getByLabelText('Name'))).toBe('Name is required');
    expect(describedBy(screen.getByLabelText('Fixed amount (₹)'))).toBe('Enter the amount in rupees, such as 45000 or 200.50');
    await user.clear(screen.getByLabelText('Fixed amount (₹)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Fixed amount (₹)'))).toBe('Fixed amount is required for a miscellaneous fee'),
    );
    expect(saves()).toEqual([]);
  });

  it('adds a fee type with its code in capitals and its fixed amount in paise', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderWithApp(<FeeTypeForm editing="new" onClose={onClose} />);
    await user.type(screen.getByLabelText('Code'), ' library ');
    await user.type(screen.getByLabelText('Name'), 'Library Card');
    await chooseCategory(user, 'Miscellaneous');
    await user.type(screen.getByLabelText('Fixed amount (₹)'), '300.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await withBodies(saves())).toEqual([
      {
        method: 'POST',
        path: '/api/payments/fee-types',
        body: { code: 'LIBRARY', name: 'Library Card', category: 'miscellaneous', fixedAmountPaise: 30050 },
      },
    ]);
  });

  it('edits a fee type at its address; a fee that is not miscellaneous has no fixed amount', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const library: FeeType = { id: 4, code: 'LIBRARY', name: 'Library Card', category: 'miscellaneous', fixedAmountPaise: 35000 };
    await renderWithApp(<FeeTypeForm editing={library} onClose={onClose} />);
    expect(screen.getByLabelText('Fixed amount (₹)')).toHaveProperty('value', '350');
    await user.type(screen.getByLabelText('Fixed amount (₹)'), 'x');
    await chooseCategory(user, 'Fee');
    expect(screen.queryByLabelText('Fixed amount (₹)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await withBodies(saves())).toEqual([
      {
        method: 'PUT',
        path: '/api/payments/fee-types/4',
        body: { code: 'LIBRARY', name: 'Library Card', category: 'fee', fixedAmountPaise: null },
      },
    ]);
  });

  it("marks the field the server's refusal names, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    server.use(
      http.post('/api/payments/fee-types', () =>
        refusal(409, { code: 'CONFLICT', message: "Code 'LIBRARY' already exists", field: 'code' }),
      ),
    );
    await renderWithApp(<FeeTypeForm editing="new" onClose={onClose} />);
    await user.type(screen.getByLabelText('Code'), 'LIBRARY');
    await user.type(screen.getByLabelText('Name'), 'Another');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText('Code'))).toBe("Code 'LIBRARY' already exists"));
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reads a German amount with its decimal comma and says in German what is wrong', async () => {
    await switchLanguage('de');
    const user = userEvent.setup();
    await renderWithApp(<FeeTypeForm editing="new" onClose={() => {}} />, { language: 'de' });
    await user.type(screen.getByLabelText('Code'), 'LIB');
    await user.type(screen.getByLabelText('Name'), 'Bibliotheksausweis');
    await chooseCategory(user, 'Sonstiges');
    await user.type(screen.getByLabelText('Fester Betrag (₹)'), '1.2.3');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Fester Betrag (₹)'))).toBe('Geben Sie den Betrag in Rupien ein, etwa 45000 oder 200,50'),
    );
    await user.clear(screen.getByLabelText('Fester Betrag (₹)'));
    await user.type(screen.getByLabelText('Fester Betrag (₹)'), '200,50');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(await saves()[0].body()).toMatchObject({ code: 'LIB', category: 'miscellaneous', fixedAmountPaise: 20050 });
    await switchLanguage('en');
  });
});
