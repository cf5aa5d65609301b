import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { requestsSent } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import hostelTexts from './hostel.i18n';
import { RoomTypesPage } from './room-types.page';

addTranslations(hostelTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  await switchLanguage('en');
});

async function renderPage(language: 'en' | 'de' = 'en', roles = ['ROLE_HOSTEL_INCHARGE']) {
  storeSession({ token: 't', username: 'hostel', fullName: 'H', roles } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Hostel/Room Types']}>
        <RoomTypesPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const added = () => requestsSent((r) => r.method === 'POST' && r.path === '/api/hostel/room-types');
const field = (name: string) => within(screen.getByRole('dialog')).getByRole('textbox', { name });

async function fill(user: ReturnType<typeof userEvent.setup>, rent: string) {
  await user.type(field('Room type code'), 'trp');
  await user.type(field('Room type name'), 'Triple, non-AC');
  await user.type(field('Beds per room'), '3');
  await user.type(field('Rent (₹)'), rent);
  await user.type(field('Mess charge (₹)'), '3500');
  await user.type(field('Caution deposit (₹)'), '10000');
}

describe('RoomTypesPage', { timeout: 30_000 }, () => {
  it('shows each room type with its beds, rent, mess charge and deposit in rupees', async () => {
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Room types' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const single = table.querySelector('[data-room-type="SGL-AC"]')!;
    expect(single.textContent).toContain('Single, AC (AC)');
    expect(single.textContent).toContain('₹45,000.00 a semester');
    expect(single.textContent).toContain('₹3,500.00 a month');
    expect(single.textContent).toContain('₹10,000.00');
  });

  it('adds a room type: its amounts typed in rupees and sent in paise', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add room type' }));
    await fill(user, '22000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added()).toHaveLength(1));
    expect(await added()[0]!.body()).toEqual({
      code: 'TRP',
      name: 'Triple, non-AC',
      bedsPerRoom: 3,
      ac: false,
      rentPaise: 2_200_000,
      rentPeriod: 'semester',
      messPaise: 350_000,
      messPeriod: 'month',
      cautionPaise: 1_000_000,
    });
    expect(await screen.findByText('Room type TRP added')).toBeTruthy();
  });

  it('refuses a rent that is no amount before sending it', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add room type' }));
    await fill(user, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Rent (₹)').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Rent must be an amount in rupees, such as 30000 or 30000.50')).toBeTruthy();
    expect(added()).toHaveLength(0);
  });

  it('reads rupees typed the German way and speaks German', async () => {
    const user = await renderPage('de');
    expect(await screen.findByRole('heading', { name: 'Zimmerarten', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Zimmerarten' });
    await waitFor(() => expect(table.querySelector('[data-room-type="DBL"]')!.textContent).toContain('je Semester'));
    await user.click(screen.getByRole('button', { name: 'Zimmerart hinzufügen' }));
    await user.type(field('Code der Zimmerart'), 'trp');
    await user.type(field('Name der Zimmerart'), 'Dreibettzimmer');
    await user.type(field('Betten je Zimmer'), '3');
    await user.type(field('Miete (₹)'), '22000,50');
    await user.type(field('Verpflegungsgeld (₹)'), '3500');
    await user.type(field('Kaution (₹)'), '10000');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(added()).toHaveLength(1));
    expect(await added()[0]!.body()).toMatchObject({ rentPaise: 2_200_050 });
  });

  it('lets the principal read the room types but not change them', async () => {
    await renderPage('en', ['ROLE_PRINCIPAL']);
    await screen.findByRole('table', { name: 'Room types' });
    expect(screen.queryByRole('button', { name: 'Add room type' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit room type DBL' })).toBeNull();
  });
});
