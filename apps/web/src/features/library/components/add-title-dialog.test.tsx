import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addTranslations, switchLanguage } from '../../../i18n';
import { refusal, requestsSent, server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import libraryTexts from '../library.i18n';
import { AddTitleDialog } from './add-title-dialog';

addTranslations(libraryTexts);

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const added = () => requestsSent((r) => r.method === 'POST' && r.path === '/api/library/titles');
const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function renderDialog(language: 'en' | 'de' = 'en') {
  const onAdded = vi.fn();
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <AddTitleDialog onClose={() => {}} onAdded={onAdded} />
    </SnackbarProvider>,
    { language },
  );
  return { user: userEvent.setup(), onAdded };
}

/** The title and its first copy, as a librarian types them. */
async function fill(user: ReturnType<typeof userEvent.setup>, isbn: string) {
  await user.type(field(/^Title/), 'Electrical Machinery');
  await user.type(field(/^Authors/), 'P. S. Bimbhra;  M. Sharma ;');
  await user.type(field(/^Year/), '2021');
  await user.type(field(/^ISBN/), isbn);
  await user.type(field(/^Call number/), '621.31 bim');
  await user.type(field(/^Accession number/), 'acc-900001');
  await user.type(field(/^Price/), '650.50');
  await user.type(field(/^Bill number/), 'INV/2026/17');
  await user.type(field(/^Bill date/), '12-01-2026');
}

describe('AddTitleDialog', { timeout: 30_000 }, () => {
  it('sends the title and its first copy: authors split, the ISBN as its ISBN-13, the price in paise', async () => {
    const { user, onAdded } = await renderDialog();
    await fill(user, '81-7409-173-4');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(2));
    expect(added()).toHaveLength(1);
    expect(await added()[0]!.body()).toEqual({
      title: 'Electrical Machinery',
      authors: ['P. S. Bimbhra', 'M. Sharma'],
      year: 2021,
      isbn: '9788174091734',
      language: 'English',
      callNumber: '621.31 BIM',
      copies: [
        {
          accessionNumber: 'ACC-900001',
          pricePaise: 65_050,
          source: 'purchase',
          billNumber: 'INV/2026/17',
          billDate: '2026-01-12',
          itemKind: 'book',
        },
      ],
    });
  });

  it('refuses an ISBN with a wrong check digit under its field, and sends nothing', async () => {
    const { user } = await renderDialog();
    await fill(user, '978-81-7409-173-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(field(/^ISBN/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The ISBN 978-81-7409-173-5 has a wrong check digit')).toBeTruthy();
    expect(added()).toHaveLength(0);
  });

  it('asks a purchase for its bill; a donation has none to give', async () => {
    const { user } = await renderDialog();
    await user.type(field(/^Title/), 'Surveying');
    await user.type(field(/^Authors/), 'B. C. Punmia');
    await user.type(field(/^Accession number/), 'ACC-900002');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('A purchased copy needs its bill number')).toBeTruthy());
    expect(added()).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /^Source/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Donation' }));
    expect(screen.queryByRole('textbox', { name: /^Bill number/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added()).toHaveLength(1));
    expect(await added()[0]!.body()).toMatchObject({ copies: [{ accessionNumber: 'ACC-900002', source: 'donation' }] });
  });

  it('shows the server’s refusal of a duplicate accession number under that field, in German too', async () => {
    server.use(
      http.post('/api/library/titles', () =>
        refusal(409, {
          code: 'CONFLICT',
          message: 'Accession number ACC-900001 is already in the library',
          key: 'library.accessionExists',
          params: { accessionNumber: 'ACC-900001' },
          field: 'copies.0.accessionNumber',
        }),
      ),
    );
    const { user, onAdded } = await renderDialog('de');
    await user.type(field(/^Titel/), 'Electrical Machinery');
    await user.type(field(/^Autoren/), 'P. S. Bimbhra');
    await user.type(field(/^Zugangsnummer/), 'ACC-900001');
    await user.click(screen.getByRole('combobox', { name: /^Herkunft/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Schenkung' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(field(/^Zugangsnummer/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Die Zugangsnummer ACC-900001 gibt es in der Bibliothek schon')).toBeTruthy();
    expect(onAdded).not.toHaveBeenCalled();
  });
});
