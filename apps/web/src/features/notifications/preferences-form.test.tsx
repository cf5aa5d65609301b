import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n, { addTranslations, switchLanguage } from '../../i18n';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { resetNotifications } from './notifications.handlers';
import texts from './notifications.i18n';
import { PreferencesForm } from './preferences-form';

addTranslations(texts);

const show = (language: 'en' | 'de' = 'en') =>
  renderWithApp(
    <SnackbarProvider>
      <PreferencesForm />
    </SnackbarProvider>,
    { language },
  );

/** The text a screen reader reads after the field's name: its helper text. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('one’s notification settings', { timeout: 30_000 }, () => {
  beforeEach(() => resetNotifications());
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the channels as saved, the address mail goes to, why the last mail failed, and what is always sent', async () => {
    await show();
    const section = await screen.findByRole('region', { name: 'How you are told' });
    expect((await within(section).findByRole('switch', { name: 'Send me e-mails' })).matches(':checked')).toBe(true);
    expect(within(section).getByRole('switch', { name: 'Send me SMS' }).matches(':checked')).toBe(false);
    const address = within(section).getByLabelText('E-mail address') as HTMLInputElement;
    expect(address.value).toBe('ravi.kumar@example.edu.in');
    expect(address.readOnly).toBe(true);
    expect(describedBy(address)).toMatch(/^Taken from your login/);
    expect(
      within(section).getByText('The last e-mail to this address failed: Mailbox full. Please ask the college office to check it.'),
    ).toBeTruthy();
    expect(within(section).getByText('Always sent, whatever you choose here: Password changed, Results published.')).toBeTruthy();
    expect((within(section).getByLabelText('Mobile number') as HTMLInputElement).placeholder).toBe('98480 22338');
  });

  it('saves SMS to a number as people write it, and the mail language; says so', async () => {
    const user = userEvent.setup();
    await show();
    await user.click(await screen.findByRole('switch', { name: 'Send me SMS' }));
    await user.type(screen.getByLabelText('Mobile number'), '98480 22338');
    await user.click(screen.getByRole('combobox', { name: 'Language of e-mails' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Deutsch' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your settings are saved')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      {
        method: 'PUT',
        path: '/api/notifications/preferences',
        body: { email: true, sms: true, language: 'de', mobile: '+919848022338' },
      },
    ]);
    // The form shows the number the server stored, as people read it.
    await waitFor(() => expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('+91 98480 22338'));
  });

  it('refuses a number that is no Indian mobile number before sending', async () => {
    const user = userEvent.setup();
    await show();
    await user.type(await screen.findByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText('Mobile number'))).toBe('Please enter a valid mobile number'));
    expect(requestsSent(writes)).toEqual([]);
  });

  it('shows the server’s refusal of the number on the number, in the reader’s language', async () => {
    server.use(
      http.put('/api/notifications/preferences', () =>
        refusal(400, { code: 'INVALID', message: 'Please enter a valid mobile number', key: 'input.validMobile', field: 'mobile' }),
      ),
    );
    await switchLanguage('de');
    const user = userEvent.setup();
    await show('de');
    await user.type(await screen.findByLabelText('Mobilnummer'), '98480 22338');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const mobile = screen.getByLabelText('Mobilnummer');
    await waitFor(() => expect(describedBy(mobile)).toBe('Bitte geben Sie eine gültige Mobilnummer ein'));
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(requestsSent(writes)).toHaveLength(1);
    expect(screen.queryByText('Ihre Einstellungen sind gespeichert')).toBeNull();
  });
});
