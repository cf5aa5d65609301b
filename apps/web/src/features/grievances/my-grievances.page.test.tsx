import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GRIEVANCE_PARTS, type OwnGrievances, type SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, type SentRequest } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { IN_REVIEW } from './grievances.handlers';
import grievanceTexts from './grievances.i18n';
import { MyGrievancesPage } from './my-grievances.page';
import { windowWidth } from '../../test/window-width';

addTranslations(grievanceTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

async function renderPage(role = 'ROLE_STUDENT', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'u', fullName: 'U', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/My Grievances']}>
        <MyGrievancesPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

/** The grievances sent: the JSON part of each, and how many files went with it. */
const filed = () => requestsSent((r) => r.method === 'POST' && r.path === '/api/grievances');
async function filingOf(request: SentRequest) {
  const form = (await request.body()) as FormData;
  return { grievance: JSON.parse(String(form.get(GRIEVANCE_PARTS.grievance))), files: form.getAll(GRIEVANCE_PARTS.attachment).length };
}

const fileInput = () => document.getElementById('grievance-attachment') as HTMLInputElement;
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'File a grievance' });
  await user.click(within(form).getByRole('combobox', { name: /^Category/ }));
  await user.click(await screen.findByRole('option', { name: 'Examinations and results' }));
  await user.type(within(form).getByRole('textbox', { name: /^Subject/ }), 'Revaluation result not given');
  await user.type(
    within(form).getByRole('textbox', { name: /^What happened/ }),
    'I applied for revaluation a month ago and have heard nothing.',
  );
  return form;
}

describe('MyGrievancesPage', { timeout: 30_000 }, () => {
  it('says what is missing first, then files the grievance and shows its acknowledgement number and due day', async () => {
    const user = await renderPage();
    const form = await screen.findByRole('form', { name: 'File a grievance' });
    await user.click(within(form).getByRole('button', { name: 'File the grievance' }));
    expect(await within(form).findByText('Category is required')).toBeTruthy();
    expect(within(form).getByText('Subject line is required')).toBeTruthy();
    expect(filed()).toEqual([]);

    await fillIn(user);
    await user.click(within(form).getByRole('checkbox', { name: /Keep my name confidential/ }));
    await user.click(within(form).getByRole('button', { name: 'File the grievance' }));

    const ack = await screen.findByTestId('grievance-acknowledgement');
    expect(within(ack).getByTestId('grievance-number').textContent).toBe('GRV-2026-00014');
    expect(ack.textContent).toContain('The committee reports its decision to you by 22-12-2026.');
    expect(within(ack).getByRole('link', { name: 'Open the grievance' }).getAttribute('href')).toBe('/app/Grievance/14');
    expect(filed()).toHaveLength(1);
    expect(await filingOf(filed()[0]!)).toEqual({
      grievance: {
        category: 'examinations',
        subject: 'Revaluation result not given',
        description: 'I applied for revaluation a month ago and have heard nothing.',
        confidential: true,
      },
      files: 0,
    });

    await user.click(within(ack).getByRole('button', { name: 'File another grievance' }));
    expect(within(await screen.findByRole('form', { name: 'File a grievance' })).getByRole('textbox', { name: /^Subject/ })).toHaveProperty(
      'value',
      '',
    );
  });

  it('shows the server’s word under the field it names', async () => {
    server.use(
      http.post('/api/grievances', () =>
        refusal(400, { code: 'INVALID', message: 'Subject must be at most 200 characters', field: 'subject' }),
      ),
    );
    const user = await renderPage();
    const form = await fillIn(user);
    await user.click(within(form).getByRole('button', { name: 'File the grievance' }));
    const subject = within(form).getByRole('textbox', { name: /^Subject/ });
    await waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
    const helper = document.getElementById(subject.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(helper.textContent).toBe('Subject must be at most 200 characters');
    expect(screen.queryByTestId('grievance-acknowledgement')).toBeNull();
  });

  it('attaches up to three PDF or image files, each checked by its name and size as it is chosen, and removes one', async () => {
    await renderPage();
    // The browser's picker offers only the kinds accepted; a file dropped or renamed is checked all the same.
    const user = userEvent.setup({ applyAccept: false });
    const form = await screen.findByRole('form', { name: 'File a grievance' });
    expect(within(form).getByText('No file attached')).toBeTruthy();
    await user.upload(fileInput(), pdf('revaluation-receipt.pdf'));
    expect(within(form).getByText('revaluation-receipt.pdf')).toBeTruthy();
    expect(within(form).getByText('1 file attached')).toBeTruthy();

    await user.upload(fileInput(), new File(['notes'], 'notes.docx'));
    expect(within(form).getByText('The file must be a PDF, JPG, PNG or GIF file')).toBeTruthy();
    expect(within(form).queryByText('notes.docx')).toBeNull();

    await user.upload(fileInput(), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.jpg', { type: 'image/jpeg' }));
    expect(within(form).getByText('The file must be 5 MB or smaller')).toBeTruthy();

    await user.upload(fileInput(), pdf('hall-ticket.pdf'));
    await user.upload(fileInput(), pdf('fee-receipt.pdf'));
    expect(within(form).getByText('3 files attached')).toBeTruthy();
    await user.upload(fileInput(), pdf('one-too-many.pdf'));
    expect(within(form).getByText('Attach at most 3 files')).toBeTruthy();
    expect(within(form).queryByText('one-too-many.pdf')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Remove hall-ticket.pdf' }));
    expect(within(form).getByText('2 files attached')).toBeTruthy();
    expect(within(form).queryByText('hall-ticket.pdf')).toBeNull();
  });

  it('shows the server’s word on the files under them', async () => {
    server.use(
      http.post('/api/grievances', () =>
        refusal(400, {
          code: 'INVALID',
          message: 'Attach at most 3 files',
          key: 'grievances.attachmentsCount',
          params: { max: '3' },
          field: 'attachment',
        }),
      ),
    );
    const user = await renderPage();
    const form = await fillIn(user);
    await user.click(within(form).getByRole('button', { name: 'File the grievance' }));
    const helper = await within(form).findByText('Attach at most 3 files');
    expect(helper.className).toContain('Mui-error');
    expect(screen.queryByText(/^Not saved/)).toBeNull();
  });

  it('lists the grievances filed with their number, subject, category, status and days, the overdue flagged, each opening its page', async () => {
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Grievances you filed' });
    const overdue = await waitFor(() => table.querySelector<HTMLElement>('[data-number="GRV-2026-00012"]')!);
    for (const text of ['Revaluation result not given', 'Examinations and results', 'In review', 'Overdue', '02-11-2026', '23-11-2026'])
      expect(overdue.textContent).toContain(text);
    expect(within(overdue).getByRole('link', { name: 'GRV-2026-00012' }).getAttribute('href')).toBe('/app/Grievance/12');
    const decided = table.querySelector<HTMLElement>('[data-number="GRV-2026-00009"]')!;
    expect(decided.textContent).toContain('Decided');
    expect(decided.textContent).not.toContain('Overdue');
    expect(screen.queryByRole('region', { name: 'Assigned to me' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Overdue before the committee' })).toBeNull();
  });

  it('shows a member of the committee the grievances assigned to them, and every overdue one', async () => {
    server.use(
      http.get('/api/grievances/mine', () =>
        HttpResponse.json({
          filed: { total: 0, page: 1, size: 25, rows: [] },
          assigned: { total: 1, page: 1, size: 25, rows: [IN_REVIEW] },
          onCommittee: true,
        } satisfies OwnGrievances),
      ),
    );
    await renderPage('ROLE_FACULTY');
    const assigned = await screen.findByRole('region', { name: 'Assigned to me' });
    const table = within(assigned).getByRole('table', { name: 'Grievances assigned to you' });
    expect(within(table).getByRole('link', { name: 'GRV-2026-00012' }).getAttribute('href')).toBe('/app/Grievance/12');
    expect(screen.getByText('You have filed no grievance.')).toBeTruthy();
    const overdue = await screen.findByRole('region', { name: 'Overdue before the committee' });
    const late = within(overdue).getByRole('table', { name: 'Overdue grievances' });
    await waitFor(() => expect(within(late).getByRole('link', { name: 'GRV-2026-00012' })).toBeTruthy());
    expect(late.querySelectorAll('[data-number]').length).toBe(1);
  });

  it('on a phone shows the grievances as cards', async () => {
    windowWidth(390);
    await renderPage();
    const cards = await screen.findByRole('list', { name: 'Grievances you filed' });
    await waitFor(() => expect(cards.querySelector('[data-number="GRV-2026-00012"]')).toBeTruthy());
    const card = cards.querySelector<HTMLElement>('[data-number="GRV-2026-00012"]')!;
    expect(card.textContent).toContain('Revaluation result not given');
    expect(within(card).getByRole('link', { name: 'GRV-2026-00012' })).toBeTruthy();
  });

  it('speaks German', async () => {
    await renderPage('ROLE_PARENT', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Beschwerden' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Von Ihnen eingereichte Beschwerden' });
    await waitFor(() => expect(table.textContent).toContain('Prüfungen und Ergebnisse'));
    expect(table.textContent).toContain('Überfällig');
    expect(screen.getByRole('form', { name: 'Beschwerde einreichen' })).toBeTruthy();
  });
});
