import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it } from 'vitest';
import { ALUMNI_PARTS } from '@campus/shared';
import { addTranslations } from '../../../i18n';
import { requestsSent, type SentRequest } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import alumniTexts from '../alumni.i18n';
import { RegistrationForm } from './registration-form';

addTranslations(alumniTexts);

afterEach(cleanup);

/** The registrations sent, as the form's JSON part. */
const saved = () => requestsSent((r) => r.path === '/api/saveAlumniStudentRegister');
async function registrationOf(request: SentRequest) {
  const form = (await request.body()) as FormData;
  return JSON.parse(String(form.get(ALUMNI_PARTS.registration)));
}

async function choose(user: ReturnType<typeof userEvent.setup>, list: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: list }));
  await user.click(await within(screen.getByRole('listbox')).findByRole('option', { name: option }));
}

const renderForm = () =>
  renderWithApp(
    <SnackbarProvider>
      <RegistrationForm />
    </SnackbarProvider>,
  );

describe('Alumni registration', { timeout: 30_000 }, () => {
  it("names each missing field in the spec's words and sends nothing", async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Required*').length).toBeGreaterThan(3);
    expect(screen.getByLabelText('Roll number').getAttribute('aria-invalid')).toBe('true');
    expect(saved()).toHaveLength(0);
  });

  it('keeps the digits of the mobile number, chooses course, batch and branch in turn, and sends the registration', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.type(screen.getByLabelText('Name'), 'Lakshmi Prasanna');
    await user.type(screen.getByLabelText('Roll number'), '20A51A0501');
    await choose(user, /^Course \(degree\)/, 'B.Tech · Bachelor of Technology');
    await choose(user, /^Batch/, '2020-2024');
    await choose(user, /^Branch/, 'CSE');
    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, '98-480 22 33 445');
    expect(mobile).toHaveProperty('value', '9848022334');
    await user.type(screen.getByLabelText('Email'), 'lakshmi@example.in');
    // Choosing the course again empties the batch and the branch chosen under it.
    await choose(user, /^Course \(degree\)/, 'B.Tech · Bachelor of Technology');
    await choose(user, /^Batch/, '2021-2025');
    await choose(user, /^Branch/, 'ECE');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(await registrationOf(saved()[0])).toMatchObject({
      name: 'Lakshmi Prasanna',
      rollNumber: '20A51A0501',
      degree: 'B.Tech',
      course: 'B.Tech',
      batch: '2021-2025',
      branch: 'ECE',
      mobileNumber: '9848022334',
      email: 'lakshmi@example.in',
      working: 'NA',
    });
  });
});
