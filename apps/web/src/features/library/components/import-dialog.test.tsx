import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations, switchLanguage } from '../../../i18n';
import { refusal, requestsSent, server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import libraryTexts from '../library.i18n';
import { ImportDialog } from './import-dialog';

addTranslations(libraryTexts);

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const uploads = () => requestsSent((r) => r.method === 'POST' && r.path === '/api/masterDataExcelsUploads');

async function renderDialog(language: 'en' | 'de' = 'en') {
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <ImportDialog onClose={() => {}} />
    </SnackbarProvider>,
    { language },
  );
  return userEvent.setup({ applyAccept: false });
}

const marcFile = (name: string) => new File([new Uint8Array([0x30, 0x30, 0x31, 0x32, 0x37])], name);

describe('ImportDialog', { timeout: 30_000 }, () => {
  it('takes only a MARC file in the MARC panel, and sends it as libraryMarc', async () => {
    server.use(http.post('/api/masterDataExcelsUploads', () => HttpResponse.json({ message: 'The catalogue was imported', imported: 20 })));
    const user = await renderDialog();
    await user.upload(screen.getByTestId('marc-input'), marcFile('catalogue.csv'));
    expect(await screen.findByText('Please choose a MARC file (.mrc, .dat or .xml)')).toBeTruthy();
    expect(uploads()).toHaveLength(0);

    await user.upload(screen.getByTestId('marc-input'), marcFile('catalogue.mrc'));
    const marcPanel = screen.getByRole('heading', { name: 'MARC21 file from Koha or SOUL' }).closest('div')!.parentElement!;
    await user.click(within(marcPanel).getByRole('button', { name: 'Upload' }));
    expect(await within(marcPanel).findByText('20 records imported.')).toBeTruthy();
    expect(uploads().map((r) => r.query.fileType)).toEqual(['libraryMarc']);
    // The register's panel offers its template; the MARC panel has none to offer.
    expect(screen.getAllByRole('button', { name: 'Download Excel Template' })).toHaveLength(1);
  });

  it('lists the broken records of a refused MARC file by record and control number, in German too', async () => {
    server.use(
      http.post('/api/masterDataExcelsUploads', () =>
        refusal(400, {
          code: 'UPLOAD_INVALID',
          message: 'The MARC file cannot be imported: nothing was imported. Correct the records listed and import it again',
          key: 'library.marcFailed',
          errors: [
            {
              row: 3,
              column: '001 12515882',
              message:
                'It is encoded in MARC-8 (leader position 9 is blank): export the file again as UTF-8 (MARC21 in Unicode) and import that',
              key: 'library.marc8',
            },
          ],
        }),
      ),
    );
    const user = await renderDialog('de');
    await user.upload(screen.getByTestId('marc-input'), marcFile('katalog.mrc'));
    const marcPanel = screen.getByRole('heading', { name: 'MARC21-Datei aus Koha oder SOUL' }).closest('div')!.parentElement!;
    await user.click(within(marcPanel).getByRole('button', { name: 'Hochladen' }));
    const errors = await within(marcPanel).findByTestId('upload-errors');
    await waitFor(() => expect(within(errors).getByRole('columnheader', { name: 'Datensatz' })).toBeTruthy());
    const row = within(errors).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '3',
      '001 12515882',
      'Er ist in MARC-8 kodiert (Leader-Position 9 ist leer): Exportieren Sie die Datei erneut als UTF-8 (MARC21 in Unicode) und importieren Sie diese',
    ]);
    expect(within(errors).getByText(/Die MARC-Datei kann nicht importiert werden/)).toBeTruthy();
    expect(within(errors).getByRole('heading', { name: 'Zu korrigieren: 1 Problem in 1 Datensatz' })).toBeTruthy();
    expect(within(errors).getByText(/^Korrigieren Sie diese Datensätze im Bibliothekssystem/)).toBeTruthy();
    expect(await screen.findByText('Die MARC-Datei wurde nicht importiert')).toBeTruthy();
  });
});
