import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResponse } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../i18n';
import { clearSession, storeSession } from '../../lib/session';
import { refusal, requestsSent, server } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import hostelTexts from './hostel.i18n';
import { RoomsPage } from './rooms.page';
import { windowWidth } from '../../test/window-width';

addTranslations(hostelTexts);

afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

async function renderPage(language: 'en' | 'de' = 'en', role = 'ROLE_HOSTEL_INCHARGE') {
  storeSession({ token: 't', username: 'hostel', fullName: 'H', roles: [role] } as unknown as SignInResponse, false);
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/app/Hostel/Rooms']}>
        <RoomsPage />
      </MemoryRouter>
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup();
}

const dialog = () => screen.getByRole('dialog');
const roomRow = (key: string) => screen.getByRole('table', { name: 'Hostel rooms' }).querySelector(`[data-room="${key}"]`)!;

describe('RoomsPage', { timeout: 30_000 }, () => {
  it('shows each room with its block, floor, type and beds, a blocked bed marked with its reason', async () => {
    await renderPage();
    await waitFor(() => expect(screen.getByTestId('rooms-total').textContent).toBe('2 rooms'));
    const room = roomRow('BH-1 105');
    expect(room.textContent).toContain('BH-1 · Godavari');
    expect(room.textContent).toContain('Floor 1');
    expect(room.textContent).toContain('DBL · Double, non-AC');
    const blocked = room.querySelector('[data-bed="A"]')!;
    expect(blocked.textContent).toBe('Bed A blocked: Leaking tap');
    expect(blocked.className).toContain('MuiChip-colorWarning');
    expect(room.querySelector('[data-bed="B"]')!.textContent).toBe('Bed B');
    expect(roomRow('BH-1 G01').textContent).toContain('Ground floor');
    const blocks = screen.getByRole('table', { name: 'Hostel blocks' });
    expect(blocks.querySelector('[data-block="GH-1"]')!.textContent).toContain('Girls');
  });

  it('asks the server for the block and floor chosen', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Block' }));
    await user.click(await screen.findByRole('option', { name: 'BH-1 · Godavari' }));
    await user.click(screen.getByRole('combobox', { name: 'Floor' }));
    await user.click(await screen.findByRole('option', { name: 'Ground floor' }));
    await waitFor(() =>
      expect(requestsSent((r) => r.path === '/api/hostel/rooms').at(-1)?.query).toMatchObject({ blockId: '1', floor: '0' }),
    );
  });

  it('adds a room: its number in capitals, its block, floor and type as numbers', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add room' }));
    await user.click(within(dialog()).getByRole('combobox', { name: 'Block' }));
    await user.click(await screen.findByRole('option', { name: 'GH-1 · Krishna' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Floor' }), '1');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Room number' }), 'g12');
    await user.click(within(dialog()).getByRole('combobox', { name: 'Room type' }));
    await user.click(await screen.findByRole('option', { name: 'DBL · Double, non-AC' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsSent((r) => r.method === 'POST' && r.path === '/api/hostel/rooms')).toHaveLength(1));
    expect(await requestsSent((r) => r.method === 'POST' && r.path === '/api/hostel/rooms')[0]!.body()).toEqual({
      blockId: 2,
      floor: 1,
      number: 'G12',
      roomTypeId: 2,
    });
    expect(await screen.findByText('Room G12 added with its beds')).toBeTruthy();
  });

  it('shows the server’s refusal of a room number the block has under the number', async () => {
    server.use(
      http.post('/api/hostel/rooms', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: 'Room 105 is already in block BH-1',
          key: 'hostel.roomExists',
          params: { number: '105', block: 'BH-1' },
          field: 'number',
        }),
      ),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add room' }));
    await user.click(within(dialog()).getByRole('combobox', { name: 'Block' }));
    await user.click(await screen.findByRole('option', { name: 'BH-1 · Godavari' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Floor' }), '1');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Room number' }), '105');
    await user.click(within(dialog()).getByRole('combobox', { name: 'Room type' }));
    await user.click(await screen.findByRole('option', { name: 'DBL · Double, non-AC' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const number = within(dialog()).getByRole('textbox', { name: 'Room number' });
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Room 105 is already in block BH-1')).toBeTruthy();
  });

  it('blocks a bed with its reason, refusing a reason too short, and unblocks another', async () => {
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Beds of room 105 of BH-1' }));
    const beds = screen.getByRole('dialog', { name: 'Beds of room 105, BH-1' });
    await user.type(within(beds).getByRole('textbox', { name: 'Why bed B is blocked' }), 'tap');
    await user.click(within(beds).getByRole('button', { name: 'Block bed B' }));
    expect(await within(beds).findByText('Say in at least 5 characters why the bed is blocked')).toBeTruthy();
    await user.type(within(beds).getByRole('textbox', { name: 'Why bed B is blocked' }), ' leaking');
    await user.click(within(beds).getByRole('button', { name: 'Block bed B' }));
    await waitFor(() => expect(requestsSent((r) => r.path === '/api/hostel/beds/12/block')).toHaveLength(1));
    expect(await requestsSent((r) => r.path === '/api/hostel/beds/12/block')[0]!.body()).toEqual({ reason: 'tap leaking' });
    expect(await within(beds).findByText('Bed B blocked: tap leaking')).toBeTruthy();

    await user.click(within(beds).getByRole('button', { name: 'Unblock bed A' }));
    await waitFor(() => expect(requestsSent((r) => r.path === '/api/hostel/beds/11/unblock')).toHaveLength(1));
  });

  it('says why a block with rooms is not removed', async () => {
    server.use(
      http.delete('/api/hostel/blocks/:id', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: 'Block BH-1 has rooms: remove them before removing the block',
          key: 'hostel.blockHasRooms',
          params: { code: 'BH-1' },
          field: 'id',
        }),
      ),
    );
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete block BH-1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete block BH-1?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Not deleted: Block BH-1 has rooms: remove them before removing the block')).toBeTruthy();
  });

  it('on a phone shows the rooms as cards and the room dialog over the whole screen', async () => {
    windowWidth(390);
    const user = await renderPage();
    const cards = await screen.findByRole('list', { name: 'Hostel rooms' });
    await waitFor(() => expect(cards.querySelector('[data-room="BH-1 105"]')).toBeTruthy());
    expect(cards.querySelector('[data-room="BH-1 105"] [data-bed="A"]')!.textContent).toBe('Bed A blocked: Leaking tap');
    await user.click(screen.getByRole('button', { name: 'Add room' }));
    expect(screen.getByRole('dialog', { name: 'Add room' }).className).toContain('MuiDialog-paperFullScreen');
  });

  it('shows a reader the rooms and blocks without Add, Edit, Delete or Block bed', async () => {
    await renderPage('en', 'ROLE_PRINCIPAL');
    const table = await screen.findByRole('table', { name: 'Hostel rooms' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Add room' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit room 105 of BH-1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Beds of room 105 of BH-1' })).toBeNull();
  });

  it('speaks German', async () => {
    await renderPage('de');
    expect(await screen.findByRole('heading', { name: 'Wohnheimzimmer', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('rooms-total').textContent).toBe('2 Zimmer'));
    expect(screen.getByRole('table', { name: 'Wohnheimzimmer' }).querySelector('[data-room="BH-1 105"] [data-bed="A"]')!.textContent).toBe(
      'Bett A gesperrt: Leaking tap',
    );
    expect(screen.getByRole('button', { name: 'Zimmer hinzufügen' })).toBeTruthy();
  });
});
