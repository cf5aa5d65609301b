import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollegeSettingsAnswer } from '@campus/shared';
import { addTranslations } from '../../i18n';
import { renderWithApp } from '../../test/render';
import { CollegeSettingsPage } from './college-settings.page';
import settingsTexts from './settings.i18n';

const stored: CollegeSettingsAnswer = {
  code: 'VCET',
  name: 'Vidyanagar College of Engineering and Technology',
  aboutUs: 'An autonomous college.',
  contact: {
    officialCommunication: 'PO Box 12, Hyderabad',
    campus: 'Vidyanagar, Hyderabad 500044',
    phoneNumber: ['9000012345', '9000054321'],
    faxNumber: '',
    candidateDetails: [{ designation: 'Principal', name: 'Dr. S. Rao', mailId: 'principal@vcet.edu.in' }],
    jurisdictionCity: 'Hyderabad',
    supportEmail: 'support@vcet.edu.in',
    iqacLinks: { nirf: 'https://www.nirfindia.org/vcet.pdf' },
  },
  timeZone: 'Asia/Kolkata',
  codeOverridden: false,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let sent: { method: string; body: unknown }[];
/** What the server answers a save; by default it takes it. */
let answer: () => Response;

addTranslations(settingsTexts);

beforeEach(() => {
  sent = [];
  answer = () => json(stored);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!String(url).includes('college-settings')) return json([]);
      if (!init.method || init.method === 'GET') return json(stored);
      sent.push({ method: init.method, body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
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
    expect(sent).toHaveLength(0);
  });

  it("marks the field the server's refusal names", async () => {
    answer = () => json({ message: 'College name is required', code: 'INVALID', field: 'name' }, 400);
    await renderPage();
    const name = await screen.findByLabelText('College name');
    await waitFor(() => expect(name).toHaveProperty('value', stored.name));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('College name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });
});
