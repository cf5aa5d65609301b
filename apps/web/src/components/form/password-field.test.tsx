import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithApp } from '../../test/render';
import { FormPasswordField } from './password-field';
import { useZodForm } from './use-zod-form';

const schema = z.object({ password: z.string().min(6, 'Password must be minimum 6 characters') });

function PasswordForm({ saved }: { saved: string[] }) {
  const form = useZodForm(schema, { password: '' });
  const submit = form.handleSubmit((values) => void saved.push(values.password));
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <FormPasswordField
        control={form.control}
        name="password"
        label="New password"
        required
        autoComplete="new-password"
        helperText="At least 6 characters"
      />
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(cleanup);

describe('FormPasswordField', () => {
  it('hides what is typed until the toggle named after the field shows it, and hides it again', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    await renderWithApp(<PasswordForm saved={saved} />);
    const input = screen.getByLabelText(/^New password/);
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect((input as HTMLInputElement).required).toBe(true);
    await user.type(input, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Show password: New password' }));
    expect(input.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password: New password' }));
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual(['secret1']);
  });

  it("shows the schema's message under the field in place of the hint", async () => {
    const user = userEvent.setup();
    await renderWithApp(<PasswordForm saved={[]} />);
    expect(screen.getByText('At least 6 characters')).toBeTruthy();
    await user.type(screen.getByLabelText(/^New password/), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password must be minimum 6 characters')).toBeTruthy();
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('At least 6 characters')).toBeNull();
  });

  it('names its toggle in German when German is chosen', async () => {
    await renderWithApp(<PasswordForm saved={[]} />, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Passwort anzeigen: New password' })).toBeTruthy();
  });
});
