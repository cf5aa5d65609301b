import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations } from '../../i18n';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { CollegeSettingsPage } from './college-settings.page';
import { STORED_SETTINGS } from './settings.handlers';
import settingsTexts from './settings.i18n';

/** What the server has stored: the shared handler's settings. */
const stored = STORED_SETTINGS;

addTranslations(settingsTexts);

afterEach(cleanup);

const saves = () => requestsSent(writes);

const renderPage = () =>
  renderWithApp(
    <SnackbarProvider>
      <CollegeSettingsPage />
    </SnackbarProvider>,
  );

describe('CollegeSettingsPage', () => {
  it('opens with the stored settings and saves them, the phone numbers split again', async () => {
    await renderPage();
    const name = await screen.findByLabelText('College name');
    await waitFor(() => expect(name).toHaveProperty('value', stored.name));
    expect(screen.getByLabelText('Phone numbers (comma separated)')).toHaveProperty('value', '9000012345, 9000054321');
    expect(screen.getByLabelText('NIRF link')).toHaveProperty('value', 'https://www.nirfindia.org/vcet.pdf');
    await userEvent.clear(screen.getByLabelText('Phone numbers (comma separated)'));
    await userEvent.type(screen.getByLabelText('Phone numbers (comma separated)'), '9000011111 , 9000022222');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('College settings saved')).toBeTruthy();
    expect(saves()).toHaveLength(1);
    expect((await withBodies(saves()))[0]).toMatchObject({
      method: 'PUT',
      body: { code: 'VCET', name: stored.name, contact: { phoneNumber: ['9000011111', '9000022222'], campus: stored.contact.campus } },
    });
  });

  it('names a problem under its field and sends nothing', async () => {
    await renderPage();
    const nirf = await screen.findByLabelText('NIRF link');
    await waitFor(() => expect(nirf).toHaveProperty('value', 'https://www.nirfindia.org/vcet.pdf'));
    await userEvent.clear(nirf);
    await userEvent.type(nirf, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('NIRF link must be an http or https address, such as https://erp.college.edu.in')).toBeTruthy();
    expect(nirf.getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toHaveLength(0);
  });

  it("marks the field the server's refusal names", async () => {
    server.use(
      http.put('/api/college-settings', () => refusal(400, { message: 'College name is required', code: 'INVALID', field: 'name' })),
    );
    await renderPage();
    const name = await screen.findByLabelText('College name');
    await waitFor(() => expect(name).toHaveProperty('value', stored.name));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('College name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });
});
