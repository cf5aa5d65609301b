import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALUMNI_PARTS } from '@campus/shared';
import { addTranslations } from '../../../i18n';
import { renderWithApp } from '../../../test/render';
import alumniTexts from '../alumni.i18n';
import { RegistrationForm } from './registration-form';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
let saved: unknown[];

addTranslations(alumniTexts);

beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string, init: RequestInit = {}) => {
      const url = String(address);
      if (url.includes('getDegreeByLevel')) return json([{ degree: 'B.Tech', name: 'Bachelor of Technology', level: 'UG' }]);
      if (url.includes('getBatchesByDegrees')) return json(['2020-2024', '2021-2025']);
      if (url.includes('getBranchesShortForms')) return json(['CSE', 'ECE']);
      if (init.method === 'POST') {
        saved.push(JSON.parse(String((init.body as FormData).get(ALUMNI_PARTS.registration))));
        return json({ message: 'Registered', id: 1 });
      }
      return json([]);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    expect(saved).toHaveLength(0);
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
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
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
