import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTranslations } from '../../i18n';
import { renderWithApp } from '../../test/render';
import admissionTexts from './admissions.i18n';
import { FullAdmissionFormPage } from './full-admission-form.page';

addTranslations(admissionTexts);

beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
});
afterEach(cleanup);

/** The text a screen reader reads after the field's name: its helper text. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const renderForm = () =>
  renderWithApp(
    <SnackbarProvider>
      <MemoryRouter>
        <FullAdmissionFormPage />
      </MemoryRouter>
    </SnackbarProvider>,
  );

describe('the full admission form', { timeout: 60_000 }, () => {
  it('takes the mark of a refused keystroke off the pincode when it is left with a valid value', async () => {
    const user = userEvent.setup();
    await renderForm();
    const pincode = await screen.findByLabelText('Pincode');
    // A seventh digit is refused, and the field says why while it is typed in.
    await user.type(pincode, '5015100');
    expect((pincode as HTMLInputElement).value).toBe('501510');
    expect(describedBy(pincode)).toBe('Please enter a valid pincode');
    await user.tab();
    await waitFor(() => expect(describedBy(pincode)).toBe(''));
    expect(pincode.getAttribute('aria-invalid')).toBe('false');
  });

  it('after a Save, clears the pincode as soon as it is corrected, and keeps the mark of a value still wrong', async () => {
    const user = userEvent.setup();
    await renderForm();
    const pincode = await screen.findByLabelText('Pincode');
    await user.type(pincode, '5015');
    await user.click(screen.getByRole('button', { name: 'Save admission' }));
    await waitFor(() => expect(describedBy(pincode)).toBe('Please enter a valid pincode'));
    // A letter is refused; leaving the field, the four digits are still not a pincode.
    await user.type(pincode, 'x');
    await user.tab();
    await waitFor(() => expect(pincode.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(pincode)).toBe('Please enter a valid pincode');
    await user.type(pincode, '1');
    expect(describedBy(pincode)).toBe('Please enter a valid pincode');
    await user.type(pincode, '0');
    await waitFor(() => expect(describedBy(pincode)).toBe(''));
    // Valid, then a refused seventh digit: left, the field is clear again.
    await user.type(pincode, '7');
    expect(describedBy(pincode)).toBe('Please enter a valid pincode');
    await user.tab();
    await waitFor(() => expect(describedBy(pincode)).toBe(''));
  });
});
