import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations } from '../../../i18n';
import { requestsSent } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import usersTexts from '../users.i18n';
import { UserRegistrationForm } from './user-registration-form';

addTranslations(usersTexts);

afterEach(cleanup);

const posts = () => requestsSent((r) => r.method === 'POST');

async function choose(user: ReturnType<typeof userEvent.setup>, list: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: list }));
  await user.click(await within(screen.getByRole('listbox')).findByRole('option', { name: option }));
}

describe('Sign-up', { timeout: 30_000 }, () => {
  it("chooses a faculty member's department from the master data's list, never typed, and sends its code", async () => {
    const user = userEvent.setup();
    await renderWithApp(<UserRegistrationForm isNew signInType="Admin" />);
    await user.type(screen.getByLabelText(/^Full Name/), 'Sridevi Konda');
    await user.type(screen.getByLabelText(/^User Name/), 'skonda');
    await user.type(screen.getByLabelText(/^Email Address/), 'skonda@vcet.edu.in');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Eamcet Code/), 'VCET');
    await user.type(screen.getByLabelText(/^Name of the College/), 'Vignan College');
    await choose(user, /^InstituteType/, 'engineering');
    // A role without a department asks for none.
    await choose(user, /^Role/, 'Accountant');
    expect(screen.queryByLabelText(/^Department/)).toBeNull();
    await choose(user, /^Role/, 'Faculty');

    const department = screen.getByRole('combobox', { name: /^Department/ });
    expect(screen.queryByRole('textbox', { name: /^Department/ })).toBeNull();
    await user.click(department);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'CSE – Computer Science and Engineering',
      'ECE – Electronics and Communication Engineering',
    ]);
    await user.click(options[1]!);
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    const [signUp] = posts();
    expect(signUp!.path).toBe('/api/auth/signup');
    expect(await signUp!.body()).toMatchObject({ role: ['faculty'], department: 'ECE' });
    // Asked without a sign-in: the list every visitor may read.
    expect(requestsSent((r) => r.path === '/api/public/departments')).not.toHaveLength(0);
  });

  it('names every problem under its field at once, the cross-field ones included, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderWithApp(<UserRegistrationForm isNew signInType="Admin" />);
    await choose(user, /^Role/, 'Faculty');
    await choose(user, /^InstituteType/, 'affiliated');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Department is required for Faculty or Hod')).toBeTruthy();
    expect(screen.getByText('Affiliated To / University is required for an affiliated college')).toBeTruthy();
    expect(screen.getByLabelText(/^Full Name/).getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toHaveLength(0);
  });
});
