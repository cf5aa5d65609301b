import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations } from '../../i18n';
import { serverAddressInUse } from '../../lib/server-address';
import { renderWithApp } from '../../test/render';
import devtoolsTexts from './devtools.i18n';
import { DevtoolsPage } from './devtools.page';

addTranslations(devtoolsTexts);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderPage = (language: 'en' | 'de' = 'en') =>
  renderWithApp(
    <MemoryRouter>
      <DevtoolsPage />
    </MemoryRouter>,
    { language },
  );

describe('Developer Options', () => {
  it('refuses an address that is not http or https under the field, and keeps the one in use', async () => {
    const user = userEvent.setup();
    await renderPage();
    const address = screen.getByLabelText('Server Address');
    await user.type(address, 'ftp://erp.college.edu.in');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Server Address must be an http or https address, such as https://erp.college.edu.in')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(serverAddressInUse().isStored).toBe(false);
  });

  it('keeps an http(s) address as the server the web app calls', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByLabelText('Server Address'), 'https://erp.vcet.edu.in');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(serverAddressInUse()).toMatchObject({ origin: 'https://erp.vcet.edu.in', isStored: true });
  });
});
