import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TitleDetail } from '@campus/shared';
import { addTranslations } from '../../../i18n';
import { requestsSent, server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import libraryTexts from '../library.i18n';
import { EditTitleDialog } from './edit-title-dialog';

addTranslations(libraryTexts);

afterEach(cleanup);

const TITLE: TitleDetail = {
  id: 3,
  title: 'Basic Electrical Engineering',
  authors: ['D. P. Kothari', 'I. J. Nagrath'],
  publisher: 'Tata McGraw Hill',
  year: 2010,
  edition: '3rd',
  isbn: '9789353160470',
  subject: 'Electrical Engineering',
  language: 'English',
  callNumber: '621.3 KOT',
  copies: [],
};

const changes = () => requestsSent((r) => r.method === 'PUT' && r.path === '/api/library/titles/3');
const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function renderDialog() {
  const onClose = vi.fn();
  server.use(
    http.put('/api/library/titles/:id', async ({ request }) =>
      HttpResponse.json({ ...TITLE, ...((await request.json()) as Partial<TitleDetail>) } satisfies TitleDetail),
    ),
  );
  await renderWithApp(
    <SnackbarProvider>
      <EditTitleDialog title={TITLE} onClose={onClose} />
    </SnackbarProvider>,
  );
  return { user: userEvent.setup(), onClose };
}

describe('EditTitleDialog', { timeout: 30_000 }, () => {
  it('opens on the record with its authors on one line, and sends the corrected record whole', async () => {
    const { user, onClose } = await renderDialog();
    expect(screen.getByRole('dialog', { name: 'Edit Basic Electrical Engineering' })).toBeTruthy();
    expect(field(/^Authors/)).toHaveProperty('value', 'D. P. Kothari; I. J. Nagrath');

    await user.clear(field(/^Publisher/));
    await user.type(field(/^Publisher/), 'McGraw Hill Education India');
    await user.clear(field(/^Year/));
    await user.type(field(/^Year/), '2019');
    await user.clear(field(/^Edition/));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await changes()[0]!.body()).toEqual({
      title: 'Basic Electrical Engineering',
      authors: ['D. P. Kothari', 'I. J. Nagrath'],
      publisher: 'McGraw Hill Education India',
      year: 2019,
      isbn: '9789353160470',
      subject: 'Electrical Engineering',
      language: 'English',
      callNumber: '621.3 KOT',
    });
  });

  it('keeps a record without authors from being sent, saying so under the field', async () => {
    const { user, onClose } = await renderDialog();
    await user.clear(field(/^Authors/));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(field(/^Authors/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('An author is required')).toBeTruthy();
    expect(changes()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
