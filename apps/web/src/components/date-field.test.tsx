import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { DateField } from './date-field';

function Form({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Date of birth"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

afterEach(cleanup);

describe('DateField', () => {
  it('shows an ISO day as DD-MM-YYYY and hands the form ISO days for what is typed', async () => {
    const seen: string[] = [];
    await renderWithApp(<Form initial="2008-03-09" seen={seen} />);
    const field = screen.getByLabelText('Date of birth');
    expect(field).toHaveProperty('value', '09-03-2008');
    await userEvent.clear(field);
    await userEvent.type(field, '27.11.2007');
    expect(seen.at(-1)).toBe('2007-11-27');
    await userEvent.tab();
    expect(field).toHaveProperty('value', '27-11-2007');
  });

  it('keeps text that names no day and says how to write one once the field is left', async () => {
    const seen: string[] = [];
    await renderWithApp(<Form initial="" seen={seen} />, { language: 'de' });
    const field = screen.getByLabelText('Date of birth');
    await userEvent.type(field, '31-02-2008');
    await userEvent.tab();
    expect(seen.at(-1)).toBe('31-02-2008');
    expect(field).toHaveProperty('value', '31-02-2008');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Datum als TT-MM-JJJJ schreiben, zum Beispiel 27-11-2026')).toBeTruthy();
  });
});
