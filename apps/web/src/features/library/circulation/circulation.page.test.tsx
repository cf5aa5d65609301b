import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it } from 'vitest';
import type { CirculationResult, Clearance, Hold, LibraryCharge, Loan, Member, SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { clearSession, storeSession } from '../../../lib/session';
import { requestsSent, server, withBodies } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import libraryTexts from '../library.i18n';
import { CirculationPage } from './circulation.page';

addTranslations(libraryTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

const loan = (barcode: string): Loan => ({
  id: Number(barcode.slice(-1)),
  copyId: Number(barcode.slice(-1)),
  barcode,
  accessionNumber: barcode,
  title: 'Electrical Machinery',
  issuedOn: '2026-11-30',
  dueOn: '2026-12-14',
  renewals: 0,
  renewalsAllowed: 2,
  closedOn: null,
  outcome: null,
  finePaise: 0,
  fineTodayPaise: 0,
  overdue: false,
});

const limit = 'Keerthi Chowdary already has 4 books on loan, the most allowed';

/** A desk with one member, who may borrow one copy (ACC-1) and is refused any other. */
function desk(holds: Hold[] = []) {
  const loans: Loan[] = [];
  const member = (): Member => ({
    kind: 'student',
    id: 1,
    barcode: '22VC1A0501',
    name: 'Keerthi Chowdary',
    programme: 'B.Tech, Computer Science and Engineering',
    hasPhoto: false,
    loans,
    charges: [],
    owedPaise: 0,
    refusals: [],
    holds,
  });
  server.use(
    http.get('/api/library/members/:barcode', ({ params }) =>
      params.barcode === '22VC1A0501'
        ? HttpResponse.json(member())
        : HttpResponse.json({ code: 'NOT_FOUND', message: `No member has the barcode ${String(params.barcode)}` }, { status: 404 }),
    ),
    http.get('/api/library/clearance/:barcode', () =>
      HttpResponse.json({
        kind: 'student',
        barcode: '22VC1A0501',
        name: 'Keerthi Chowdary',
        programme: null,
        asOf: '2026-11-30',
        cleared: loans.length === 0,
        onLoan: loans.length,
        owedPaise: 0,
        reasons: loans.length ? [{ message: `Keerthi Chowdary has ${loans.length} books on loan` }] : [],
      } satisfies Clearance),
    ),
    http.post('/api/library/circulation/issue', async ({ request }) => {
      const { copyBarcode } = (await request.json()) as { copyBarcode: string };
      if (copyBarcode !== 'ACC-1') return HttpResponse.json({ code: 'CONFLICT', message: limit, field: 'memberBarcode' }, { status: 409 });
      loans.push(loan('ACC-1'));
      return HttpResponse.json({ loan: loan('ACC-1'), alreadyReturned: false, chargedPaise: 0 } satisfies CirculationResult, {
        status: 201,
      });
    }),
  );
}

describe('CirculationPage', { timeout: 30_000 }, () => {
  it('takes a scanner’s code and Enter: the card moves the focus to the copy, an issue clears the copy and keeps the focus', async () => {
    desk();
    await renderWithApp(
      <SnackbarProvider>
        <CirculationPage />
      </SnackbarProvider>,
    );
    const user = userEvent.setup();
    const memberField = screen.getByRole('textbox', { name: /^Member’s card/ });
    const copyField = screen.getByRole('textbox', { name: /^Copy barcode/ });
    await user.click(memberField);
    await user.keyboard('22vc1a0501{Enter}');
    expect((await screen.findByTestId('member-name')).textContent).toContain('Keerthi Chowdary');
    await waitFor(() => expect(document.activeElement).toBe(copyField));

    await user.keyboard('ACC-1{Enter}');
    expect((await screen.findByTestId('desk-outcome')).textContent).toContain('Electrical Machinery (ACC-1) issued, due 14-12-2026');
    expect(copyField).toHaveProperty('value', '');
    expect(document.activeElement).toBe(copyField);
    expect(await withBodies(requestsSent((r) => r.path === '/api/library/circulation/issue'))).toEqual([
      { method: 'POST', path: '/api/library/circulation/issue', body: { memberBarcode: '22VC1A0501', copyBarcode: 'ACC-1' } },
    ]);
    await waitFor(() => expect(within(screen.getByTestId('member-panel')).getByText('ACC-1')).toBeTruthy());

    // A refusal is said as the server words it, and the code stays selected for the next scan.
    await user.keyboard('ACC-2{Enter}');
    await waitFor(() => expect(screen.getByTestId('desk-outcome').textContent).toContain(limit));
    expect(copyField).toHaveProperty('value', 'ACC-2');
    expect([(copyField as HTMLInputElement).selectionStart, (copyField as HTMLInputElement).selectionEnd]).toEqual([0, 5]);
  });

  it('asks for the member’s card before a copy is issued', async () => {
    desk();
    await renderWithApp(<CirculationPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: /^Copy barcode/ }));
    await user.keyboard('ACC-1{Enter}');
    expect((await screen.findByTestId('desk-outcome')).textContent).toContain('Scan the member’s card first.');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Member’s card/ }));
    expect(requestsSent((r) => r.path === '/api/library/circulation/issue')).toEqual([]);
  });

  it('asks before a copy is charged as lost, then sends it', async () => {
    desk();
    server.use(
      http.post('/api/library/circulation/loss', () =>
        HttpResponse.json({
          loan: { ...loan('ACC-1'), outcome: 'lost', closedOn: '2026-11-30' },
          alreadyReturned: false,
          chargedPaise: 70_000,
        } satisfies CirculationResult),
      ),
    );
    await renderWithApp(<CirculationPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: /^Member’s card/ }));
    await user.keyboard('22VC1A0501{Enter}');
    await user.keyboard('ACC-1{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Electrical Machinery lost or damaged' }));
    const dialog = screen.getByRole('dialog', { name: 'Electrical Machinery (ACC-1) lost or damaged?' });
    expect(dialog.textContent).toContain('Keerthi Chowdary is charged the copy’s price and the processing fee.');
    expect(requestsSent((r) => r.path === '/api/library/circulation/loss')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Lost' }));
    await waitFor(() =>
      expect(screen.getByTestId('desk-outcome').textContent).toContain('Electrical Machinery (ACC-1) marked lost; ₹700.00 charged'),
    );
    expect(await withBodies(requestsSent((r) => r.path === '/api/library/circulation/loss'))).toEqual([
      { method: 'POST', path: '/api/library/circulation/loss', body: { copyBarcode: 'ACC-1', condition: 'lost' } },
    ]);
  });

  it('tells the desk to put a returned copy on the hold shelf for the member first in line', async () => {
    desk();
    server.use(
      http.post('/api/library/circulation/return', () =>
        HttpResponse.json({
          loan: { ...loan('ACC-7'), outcome: 'returned', closedOn: '2026-11-30' },
          alreadyReturned: false,
          chargedPaise: 0,
          holdShelf: { name: 'Ravi Teja', memberBarcode: '22VC1A0502', pickupBy: '2026-12-03' },
        } satisfies CirculationResult),
      ),
    );
    await renderWithApp(<CirculationPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Return' }));
    await user.click(screen.getByRole('textbox', { name: /^Copy barcode/ }));
    await user.keyboard('ACC-7{Enter}');
    expect((await screen.findByTestId('desk-outcome')).textContent).toContain('Electrical Machinery (ACC-7) returned');
    expect(screen.getByTestId('desk-hold-shelf').textContent).toBe(
      'Put it on the hold shelf for Ravi Teja (22VC1A0502): to be collected by 03-12-2026',
    );
  });

  it('lists the member’s holds on their panel and cancels one', async () => {
    const hold: Hold = {
      id: 5,
      titleId: 9,
      title: 'Signals and Systems',
      memberKind: 'student',
      memberName: 'Keerthi Chowdary',
      memberBarcode: '22VC1A0501',
      placedOn: '2026-11-28',
      status: 'waiting',
      position: 2,
      accessionNumber: null,
      copyBarcode: null,
      readyOn: null,
      pickupBy: null,
    };
    desk([hold]);
    server.use(http.post('/api/library/holds/:id/cancel', () => HttpResponse.json({ ...hold, status: 'cancelled', position: null })));
    await renderWithApp(
      <SnackbarProvider>
        <CirculationPage />
      </SnackbarProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: /^Member’s card/ }));
    await user.keyboard('22VC1A0501{Enter}');
    const holds = await screen.findByTestId('member-holds');
    expect(holds.textContent).toContain('Signals and Systems');
    expect(holds.textContent).toContain('Waiting: 2 in line');
    await user.click(within(holds).getByRole('button', { name: 'Cancel the hold of Signals and Systems for Keerthi Chowdary' }));
    expect(await screen.findByText('The hold of Signals and Systems for Keerthi Chowdary is cancelled')).toBeTruthy();
    expect(requestsSent((r) => r.path === '/api/library/holds/5/cancel').map((r) => r.method)).toEqual(['POST']);
  });

  it('shows a member’s charges and whether the library clears them; the incharge waives part of one with a reason', async () => {
    const charge: LibraryCharge = {
      id: 7,
      kind: 'overdue',
      title: 'Electrical Machinery',
      accessionNumber: 'ACC-9',
      chargedOn: '2026-11-20',
      amountPaise: 6_000,
      paidPaise: 1_000,
      waivedPaise: 0,
      waiverReason: null,
      unpaidPaise: 5_000,
    };
    const member: Member = {
      kind: 'student',
      id: 1,
      barcode: '22VC1A0501',
      name: 'Keerthi Chowdary',
      programme: null,
      hasPhoto: false,
      loans: [],
      charges: [charge],
      holds: [],
      owedPaise: 5_000,
      refusals: [],
    };
    desk();
    server.use(
      http.get('/api/library/members/:barcode', () => HttpResponse.json(member)),
      http.post('/api/library/charges/:id/waive', async ({ request }) => {
        const { amountPaise } = (await request.json()) as { amountPaise: number };
        if (amountPaise > 5_000)
          return HttpResponse.json(
            { code: 'INVALID', message: 'Only ₹50.00 of this charge is unpaid: waive that or less', field: 'amountPaise' },
            { status: 400 },
          );
        return HttpResponse.json({ ...member, charges: [{ ...charge, waivedPaise: amountPaise, unpaidPaise: 5_000 - amountPaise }] });
      }),
    );
    storeSession(
      { token: 't', username: 'librarian', fullName: 'Librarian', roles: ['ROLE_LIBRARY_INCHARGE'] } as unknown as SignInResponse,
      false,
    );
    await renderWithApp(
      <SnackbarProvider>
        <CirculationPage />
      </SnackbarProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: /^Member’s card/ }));
    await user.keyboard('22VC1A0501{Enter}');
    const charges = await screen.findByTestId('charges-table');
    expect(charges.textContent).toContain('Overdue fine: Electrical Machinery (ACC-9)');
    expect(charges.textContent).toContain('₹50.00');
    expect((await screen.findByTestId('clearance')).textContent).toContain('The library clears Keerthi Chowdary');

    await user.click(screen.getByRole('button', { name: 'Waive the charge for Electrical Machinery' }));
    const dialog = screen.getByRole('dialog', { name: 'Waive the charge for Electrical Machinery' });
    const amount = within(dialog).getByRole('textbox', { name: /^Amount to waive/ });
    expect(amount).toHaveProperty('value', '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please write why the charge is waived (at least 5 characters)')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '60');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'First late return of the year');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Only ₹50.00 of this charge is unpaid: waive that or less')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await withBodies(requestsSent((r) => r.path === '/api/library/charges/7/waive'))).toEqual([
      { method: 'POST', path: '/api/library/charges/7/waive', body: { amountPaise: 6_000, reason: 'First late return of the year' } },
      { method: 'POST', path: '/api/library/charges/7/waive', body: { amountPaise: 2_000, reason: 'First late return of the year' } },
    ]);
  });

  it('offers no waiver to the assistant', async () => {
    desk();
    storeSession(
      { token: 't', username: 'assistant', fullName: 'Assistant', roles: ['ROLE_LIBRARY_ASSISTANT'] } as unknown as SignInResponse,
      false,
    );
    server.use(
      http.get('/api/library/members/:barcode', () =>
        HttpResponse.json({
          kind: 'student',
          id: 1,
          barcode: '22VC1A0501',
          name: 'Keerthi Chowdary',
          programme: null,
          hasPhoto: false,
          loans: [],
          charges: [
            {
              id: 7,
              kind: 'lost',
              title: 'Electrical Machinery',
              accessionNumber: 'ACC-9',
              chargedOn: '2026-11-20',
              amountPaise: 65_000,
              paidPaise: 0,
              waivedPaise: 0,
              waiverReason: null,
              unpaidPaise: 65_000,
            },
          ],
          owedPaise: 65_000,
          holds: [],
          refusals: [],
        } satisfies Member),
      ),
    );
    await renderWithApp(<CirculationPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: /^Member’s card/ }));
    await user.keyboard('22VC1A0501{Enter}');
    expect((await screen.findByTestId('charges-table')).textContent).toContain('Lost copy: Electrical Machinery (ACC-9)');
    expect(screen.queryByRole('button', { name: /^Waive/ })).toBeNull();
  });
});
