import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies, writes } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { EligibilityPage } from './eligibility.page';
import eligibilityTexts from './eligibility.i18n';
import { windowWidth } from '../../test/window-width';

addTranslations(eligibilityTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

/** The address the page keeps its choices in. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

async function renderPage(role: string, path = '/app/Academics/Eligibility', language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'user', fullName: 'User', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <EligibilityPage />
        <Address />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const BATCH = '/app/Academics/Eligibility?batchId=4';

async function choose(user: ReturnType<typeof userEvent.setup>, name: RegExp, option: string) {
  await waitFor(() => expect(screen.getByRole('combobox', { name }).getAttribute('aria-disabled')).toBeNull());
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const table = () => screen.findByRole('table', { name: 'Exam eligibility of B.Tech 2024-2028' }, { timeout: 10_000 });
const row = (roll: string) =>
  screen.getByRole('table', { name: /^Exam eligibility of/ }).querySelector<HTMLElement>(`[data-student="${roll}"]`)!;
const listRequests = () => requestsSent((r) => r.path === '/api/attendance/eligibility');

describe('EligibilityPage', { timeout: 30_000 }, () => {
  it('lists a chosen batch’s students with their status, the counts, and keeps the filters in the address and the request', async () => {
    const user = await renderPage('ROLE_PRINCIPAL');
    expect(screen.getByRole('heading', { name: 'Exam eligibility', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('choose-batch')).toBeTruthy();
    // Neither a head nor the office: no condonations to decide.
    expect(screen.queryByRole('heading', { name: 'Condonations to decide' })).toBeNull();

    await choose(user, /^Batch/, 'B.Tech 2024-2028');
    expect(screen.getByTestId('address').textContent).toBe('?batchId=4');
    const list = await table();
    await waitFor(() => expect(list.querySelectorAll('tbody tr')).toHaveLength(6));
    expect(listRequests().at(-1)!.query).toEqual({ batchId: '4', page: '1', pageSize: '50' });

    const counts = screen.getByTestId('eligibility-counts');
    expect([...counts.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Eligible: 1',
      'Condonable: 3',
      'Condoned: 1',
      'Detained: 1',
    ]);
    expect(screen.getByTestId('eligibility-total').textContent).toBe('6 students of B.Tech 2024-2028');
    expect(screen.getByTestId('eligibility-rules').textContent).toBe(
      'Required 75\u00a0%; a shortage down to 65\u00a0% may be condoned for a fee of ₹500.00 and the head of department’s approval.',
    );

    expect(row('24R11A0503').textContent).toBe('24R11A0503Chaitanya VarmaB.Tech CSE 2024 A1257560\u00a0%Detained—');
    expect(within(row('24R11A0503')).getByText('Detained').closest('.MuiChip-root')!.className).toContain('colorError');
    expect(within(row('24R11A0501')).getByText('Eligible').closest('.MuiChip-root')!.className).toContain('colorSuccess');
    expect(within(row('24R11A0502')).getByText('Condonable').closest('.MuiChip-root')!.className).toContain('colorWarning');
    expect(row('24R11A0504').textContent).toContain('CondonedApproved');
    expect(row('24R11A0506').textContent).toContain('Asked · fee paid ₹200.00 of ₹500.00');
    // The principal reads the list; only the academics office asks a condonation.
    expect(screen.queryByRole('button', { name: /^Ask condonation/ })).toBeNull();

    // A status and a search, kept in the address and sent to the server.
    await choose(user, /^Status/, 'Condonable');
    expect(screen.getByTestId('address').textContent).toBe('?batchId=4&status=condonable');
    await user.type(screen.getByRole('searchbox', { name: /^Roll number or name/ }), 'rao');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByTestId('address').textContent).toBe('?q=rao&batchId=4&status=condonable');
    await waitFor(() => expect(list.querySelectorAll('tbody tr')).toHaveLength(1));
    expect(listRequests().at(-1)!.query).toEqual({ batchId: '4', status: 'condonable', q: 'rao', page: '1', pageSize: '50' });
    expect(screen.getByTestId('eligibility-total').textContent).toBe('1 student of B.Tech 2024-2028');
    // The counts are the whole batch's, whatever the filters.
    expect(counts.textContent).toContain('Eligible: 1');

    // The workbook of the same filters.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    await user.click(screen.getByRole('button', { name: 'Download workbook' }));
    await waitFor(() => expect(requestsSent((r) => r.path === '/api/attendance/eligibility/export')).toHaveLength(1));
    expect(requestsSent((r) => r.path === '/api/attendance/eligibility/export')[0]!.query).toEqual({
      batchId: '4',
      status: 'condonable',
      q: 'rao',
    });
    click.mockRestore();

    // A branch is kept with the batch; another batch forgets it.
    await choose(user, /^Branch/, 'CSE — Computer Science and Engineering');
    expect(screen.getByTestId('address').textContent).toBe('?q=rao&batchId=4&branchId=11&status=condonable');
    await waitFor(() => expect(listRequests().at(-1)!.query.branchId).toBe('11'));
  });

  it('lets the academics office ask a condonation for a condonable student without one, and shows the server’s refusal', async () => {
    const user = await renderPage('ROLE_ACADEMICS', BATCH);
    await table();
    await waitFor(() => expect(row('24R11A0502')).toBeTruthy());
    // Only condonable students without a condonation may be asked for.
    expect(within(row('24R11A0506')).queryByRole('button', { name: /^Ask condonation/ })).toBeNull();
    expect(within(row('24R11A0503')).queryByRole('button', { name: /^Ask condonation/ })).toBeNull();
    await user.click(within(row('24R11A0502')).getByRole('button', { name: /^Ask condonation/ }));
    expect(await screen.findByText('A condonation was asked for 24R11A0502: its fee of ₹500.00 is due in Pay Fees')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'POST', path: '/api/attendance/condonations', body: { studentId: 502 } },
    ]);

    server.use(
      http.post('/api/attendance/condonations', () =>
        refusal(409, { code: 'CONFLICT', message: 'A condonation of 24R11A0505’s shortage was asked on 27-11-2026 already' }),
      ),
    );
    await user.click(within(row('24R11A0505')).getByRole('button', { name: /^Ask condonation/ }));
    expect(await screen.findByText('Not asked: A condonation of 24R11A0505’s shortage was asked on 27-11-2026 already')).toBeTruthy();
  });

  it('lets the head approve a condonation, shows the server’s refusal of an unpaid fee, and asks a reason to refuse', async () => {
    const user = await renderPage('ROLE_HOD');
    const decide = await screen.findByRole('table', { name: 'Condonations to decide' }, { timeout: 10_000 });
    const farhan = decide.querySelector<HTMLElement>('[data-condonation="24R11A0506"]')!;
    expect(farhan.textContent).toBe('24R11A0506Farhan AliB.Tech CSE 2024 B68.8\u00a0%₹200.00 of ₹500.00 paid₹300.00 owedApproveRefuse');
    const bhavana = decide.querySelector<HTMLElement>('[data-condonation="24R11A0502"]')!;
    expect(bhavana.textContent).toContain('₹500.00 of ₹500.00 paid');

    await user.click(within(bhavana).getByRole('button', { name: /^Approve/ }));
    expect(await screen.findByText('The condonation of 24R11A0502 was approved')).toBeTruthy();
    expect(await withBodies(requestsSent(writes))).toEqual([
      { method: 'POST', path: '/api/attendance/condonations/9600/decision', body: { approve: true, remark: null } },
    ]);

    server.use(
      http.post('/api/attendance/condonations/:id/decision', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: 'The condonation fee of 24R11A0506 is not paid yet (₹300.00 owed): it is approved once paid',
        }),
      ),
    );
    await user.click(within(farhan).getByRole('button', { name: /^Approve/ }));
    expect((await screen.findByTestId('decision-problem')).textContent).toContain(
      'Not decided: The condonation fee of 24R11A0506 is not paid yet (₹300.00 owed): it is approved once paid',
    );

    server.resetHandlers();
    await user.click(within(farhan).getByRole('button', { name: /^Refuse/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the condonation of 24R11A0506' });
    const writesBefore = requestsSent(writes).length;
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    const remark = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await waitFor(() => expect(remark.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('A refusal names its reason')).toBeTruthy();
    expect(requestsSent(writes)).toHaveLength(writesBefore);

    await user.type(remark, 'Absent without leave for three weeks');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('The condonation of 24R11A0506 was refused')).toBeTruthy();
    expect((await withBodies(requestsSent(writes))).at(-1)).toEqual({
      method: 'POST',
      path: '/api/attendance/condonations/9506/decision',
      body: { approve: false, remark: 'Absent without leave for three weeks' },
    });
  });

  it('shows a head’s refusal for another department', async () => {
    server.use(
      http.post('/api/attendance/condonations/:id/decision', () =>
        refusal(403, { code: 'FORBIDDEN', message: 'You head another department: the head of 24R11A0502’s department decides' }),
      ),
    );
    const user = await renderPage('ROLE_HOD');
    const decide = await screen.findByRole('table', { name: 'Condonations to decide' }, { timeout: 10_000 });
    await user.click(
      within(decide.querySelector<HTMLElement>('[data-condonation="24R11A0502"]')!).getByRole('button', { name: /^Approve/ }),
    );
    expect((await screen.findByTestId('decision-problem')).textContent).toContain(
      'You head another department: the head of 24R11A0502’s department decides',
    );
  });

  it('on a phone shows the students as cards, and speaks German', async () => {
    windowWidth(390);
    await renderPage('ROLE_HOD', `${BATCH}&status=detained`, 'de');
    expect(await screen.findByRole('heading', { name: 'Prüfungszulassung', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Zu entscheidende Nachsichtsanträge' })).toBeTruthy();
    const cards = await screen.findByRole('list', { name: 'Prüfungszulassung von B.Tech 2024-2028' }, { timeout: 10_000 });
    await waitFor(() => expect(cards.querySelector('[data-student="24R11A0503"]')!.textContent).toContain('Ausgeschlossen'));
    expect(screen.getByTestId('eligibility-counts').textContent).toContain('Nachsicht möglich: 3');
    expect(screen.getByRole('button', { name: 'Arbeitsmappe herunterladen' })).toBeTruthy();
  });
});
