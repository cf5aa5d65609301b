import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Copy } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { requestsSent, server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import libraryTexts from '../library.i18n';
import { ChangeCopyDialog } from './copy-dialogs';

addTranslations(libraryTexts);

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const COPY: Copy = {
  id: 7,
  titleId: 1,
  accessionNumber: 'ACC-000007',
  barcode: 'ACC-000007',
  location: 'Stack 1, Shelf 1',
  pricePaise: 65_000,
  source: 'purchase',
  billNumber: 'INV/2024/101',
  billDate: '2024-07-01',
  status: 'available',
  itemKind: 'book',
};

const changes = () => requestsSent((r) => r.method === 'PUT' && r.path === '/api/library/copies/7');

async function renderDialog(copy: Copy) {
  const onClose = vi.fn();
  server.use(
    http.put('/api/library/copies/:copyId', async ({ request }) =>
      HttpResponse.json({ ...copy, ...((await request.json()) as Partial<Copy>) } satisfies Copy),
    ),
  );
  await renderWithApp(
    <SnackbarProvider>
      <ChangeCopyDialog copy={copy} onClose={onClose} />
    </SnackbarProvider>,
  );
  return { user: userEvent.setup(), onClose };
}

describe('ChangeCopyDialog', { timeout: 30_000 }, () => {
  it('opens on the copy as it is and sends its new shelf, its price in paise, a status set by hand and its kind', async () => {
    const { user, onClose } = await renderDialog(COPY);
    const location = screen.getByRole('textbox', { name: /^Location/ });
    const price = screen.getByRole('textbox', { name: /^Price/ });
    expect(location).toHaveProperty('value', 'Stack 1, Shelf 1');
    expect(price).toHaveProperty('value', '650');

    await user.clear(location);
    await user.type(location, 'Stack 3, Shelf 2');
    await user.clear(price);
    await user.type(price, '700.50');
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Damaged' }));
    await user.click(screen.getByRole('combobox', { name: /^Kind/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Reference (not lent)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(changes()).toHaveLength(1);
    expect(await changes()[0]!.body()).toEqual({
      location: 'Stack 3, Shelf 2',
      pricePaise: 70_050,
      status: 'damaged',
      itemKind: 'reference',
    });
  });

  it('leaves the status of a copy on loan to circulation: the field says why and no status is sent', async () => {
    const { user, onClose } = await renderDialog({ ...COPY, status: 'on_loan' });
    const status = screen.getByRole('combobox', { name: /^Status/ });
    expect(status.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('On loan or on the hold shelf: circulation changes its status.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await changes()[0]!.body()).toEqual({ location: 'Stack 1, Shelf 1', pricePaise: 65_000, itemKind: 'book' });
  });
});
