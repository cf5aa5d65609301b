import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server, withBodies } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { ApplicationsPage } from './applications.page';
import { ALLOTTED, WAITING } from './hostel.handlers';
import hostelTexts from './hostel.i18n';
import { MyHostelPage } from './my-hostel.page';

addTranslations(hostelTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

async function render(role: string, path: string, element: React.ReactNode, language: 'en' | 'de' = 'en') {
  storeSession({ token: 't', username: 'u', fullName: 'U', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

describe('MyHostelPage', { timeout: 30_000 }, () => {
  it('applies for a room type, blocks in order and the distance of home', async () => {
    const user = await render('ROLE_STUDENT', '/app/Hostel Room', <MyHostelPage />);
    await user.click(await screen.findByRole('combobox', { name: /^Room type/ }));
    await user.click(screen.getByRole('option', { name: 'DBL · Double, non-AC (2 a room)' }));
    await user.click(screen.getByRole('combobox', { name: /^First choice of block/ }));
    await user.click(screen.getByRole('option', { name: 'BH-2 · Kaveri' }));
    await user.click(screen.getByRole('combobox', { name: /^Second choice/ }));
    await user.click(screen.getByRole('option', { name: 'BH-1 · Godavari' }));
    await user.type(screen.getByRole('textbox', { name: /Distance of home/ }), '240');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Applied: Waiting, number 1');
    expect(await withBodies(requestsSent((r) => r.method === 'POST'))).toEqual([
      { method: 'POST', path: '/api/hostel/me/application', body: { roomTypeId: 2, blockIds: [3, 1], distanceKm: 240 } },
    ]);
  });

  it('shows the server’s refusal of the blocks under them', async () => {
    server.use(
      http.post('/api/hostel/me/application', () =>
        refusal(400, {
          code: 'INVALID',
          message: 'Block BH-2 is not a girls’ hostel: choose blocks of the student’s own',
          field: 'blockIds',
        }),
      ),
    );
    const user = await render('ROLE_STUDENT', '/app/Hostel Room', <MyHostelPage />);
    await user.click(await screen.findByRole('combobox', { name: /^Room type/ }));
    await user.click(screen.getByRole('option', { name: /^SGL-AC/ }));
    await user.click(screen.getByRole('combobox', { name: /^First choice of block/ }));
    await user.click(screen.getByRole('option', { name: 'BH-2 · Kaveri' }));
    await user.type(screen.getByRole('textbox', { name: /Distance of home/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Block BH-2 is not a girls’ hostel: choose blocks of the student’s own');
  });

  it('shows a parent the ward’s place in line, in German, and no form while it waits', async () => {
    server.use(
      http.get('/api/hostel/me/application', () =>
        HttpResponse.json({ application: { ...WAITING, position: 3 }, gender: 'boys', roomTypes: [], blocks: [] }),
      ),
    );
    await render('ROLE_PARENT', '/app/Hostel Room', <MyHostelPage />, 'de');
    expect(await screen.findByText('Sie sind Nummer 3 auf der Warteliste für ein Zimmer Double, non-AC.')).toBeTruthy();
    expect(screen.getByTestId('my-hostel').textContent).toContain('240 km');
    expect(screen.queryByRole('heading', { name: 'Wohnheimplatz beantragen' })).toBeNull();
  });

  it('shows a student with a bed the stay’s fees, what is owed, and the way to Pay fees', async () => {
    server.use(
      http.get('/api/hostel/me/application', () => HttpResponse.json({ application: ALLOTTED, gender: 'boys', roomTypes: [], blocks: [] })),
    );
    await render('ROLE_STUDENT', '/app/Hostel Room', <MyHostelPage />);
    const fees = await screen.findByRole('region', { name: 'Fees' });
    const rows = within(fees)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'FeeChargedPaidOwed',
      'Caution depositOdd semester 2026-27₹10,000.00₹10,000.00₹0.00',
      'RentOdd semester 2026-27₹30,000.00₹30,000.00₹0.00',
      'MessOdd semester 2026-27₹21,000.00₹0.00₹21,000.00',
    ]);
    expect(within(fees).getByText('₹21,000.00 of the hostel fees is owed.')).toBeTruthy();
    expect(within(fees).getByRole('link', { name: 'Pay fees' }).getAttribute('href')).toBe('/app/Fees/Pay Fees');
  });
});

describe('ApplicationsPage', { timeout: 30_000 }, () => {
  it('lists applications with their place, filters by status in the request, and allots the bed suggested', async () => {
    const user = await render('ROLE_HOSTEL_INCHARGE', '/app/Hostel/Applications', <ApplicationsPage />);
    const table = await screen.findByRole('table', { name: 'Hostel applications' });
    expect(within(table).getByText('Aarav Sharma').closest('tr')!.textContent).toContain('Waiting, number 1');
    expect(within(table).getByText('Rohan Iyer').closest('tr')!.textContent).toContain('Bed B, room 105, BH-1');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Waiting' }));
    await waitFor(() => expect(requestsSent((r) => r.path === '/api/hostel/applications' && r.query.status === 'waiting')).toHaveLength(1));

    await user.click(await screen.findByRole('button', { name: 'Allot: Aarav Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allot a bed: Aarav Sharma' });
    expect(within(dialog).getByRole('combobox', { name: /^Bed/ }).textContent).toBe('Bed A, room 106, BH-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Aarav Sharma is allotted Bed A, room 106, BH-1');
    expect(await withBodies(requestsSent((r) => r.method === 'POST'))).toEqual([
      { method: 'POST', path: '/api/hostel/applications/7/allot', body: { bedId: 31 } },
    ]);
  });

  it('shows the server’s refusal of a bed under it, and vacates a bed on the day typed', async () => {
    server.use(
      http.post('/api/hostel/applications/:id/allot', () =>
        refusal(409, { code: 'CONFLICT', message: 'Bed A of room 106, block BH-1 is already allotted: choose another', field: 'bedId' }),
      ),
    );
    const user = await render('ROLE_HOSTEL_INCHARGE', '/app/Hostel/Applications', <ApplicationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Allot: Aarav Sharma' }));
    const allot = await screen.findByRole('dialog', { name: 'Allot a bed: Aarav Sharma' });
    await user.click(within(allot).getByRole('button', { name: 'Save' }));
    expect(await within(allot).findByText('Bed A of room 106, block BH-1 is already allotted: choose another')).toBeTruthy();
    await user.click(within(allot).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Vacate: Rohan Iyer' }));
    const vacate = await screen.findByRole('dialog', { name: 'Vacate the bed of Rohan Iyer' });
    expect(within(vacate).getByText('Enter the day the bed was left to see the refund.')).toBeTruthy();
    await user.type(within(vacate).getByRole('textbox', { name: /^Date/ }), '10-08-2026');
    // What leaving settles, before the bed is given up.
    expect((await within(vacate).findByTestId('hostel-settlement')).textContent).toContain(
      '₹28,000.00 is given back to the payer by the accounts office.',
    );
    await user.click(within(vacate).getByRole('button', { name: 'Vacate' }));
    await screen.findByText('The bed of Rohan Iyer is vacated');
    expect(await withBodies(requestsSent((r) => r.method === 'POST' && r.path.endsWith('/vacate')))).toEqual([
      {
        method: 'POST',
        path: '/api/hostel/allotments/3/vacate',
        body: { date: '2026-08-10', cautionDeductionPaise: 0, deductionReason: null, adjustDues: false },
      },
    ]);
  });

  it('previews allotting all with its counts, and Confirm runs it', async () => {
    const user = await render('ROLE_HOSTEL_INCHARGE', '/app/Hostel/Applications', <ApplicationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Allot all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allot all by the rules' });
    expect((await within(dialog).findByTestId('plan-counts')).textContent).toBe('1 of 2 applications get a bed; 1 wait.');
    expect(within(dialog).getByTestId('plan-allotted').textContent).toBe('Aarav Sharma (22CS101) → Bed A, room 106, BH-1');
    expect(within(dialog).getByTestId('plan-waiting').textContent).toBe('Kiran Rao (22CS103) · SGL-AC');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('1 student allotted a bed');
    expect(requestsSent((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/hostel/allotments/preview',
      '/api/hostel/allotments/run',
    ]);
  });

  it('shows a reader the applications and the rules in words, with nothing to change', async () => {
    await render('ROLE_PRINCIPAL', '/app/Hostel/Applications', <ApplicationsPage />);
    expect((await screen.findByTestId('allotment-rules')).textContent).toBe(
      'Waiting students are served by year of study, distance of home (farther first).' +
        'Senior years are served before junior ones.Who applied first comes first when all else is equal.',
    );
    await screen.findByRole('table', { name: 'Hostel applications' });
    for (const name of ['Allot all', 'New application', 'Allot: Aarav Sharma', 'Vacate: Rohan Iyer', 'Save rules'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
