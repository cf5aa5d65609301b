import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadSuccess } from '@campus/shared';
import { UploadPanel } from '../../components/upload-panel/upload-panel';
import { switchLanguage } from '../../i18n';
import { server } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { useUploadExamResults } from './api/upload-exam-results';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

function ResultsUpload() {
  return (
    <UploadPanel
      title="Upload results"
      hint="One row per student and course"
      upload={useUploadExamResults(false)}
      importedText={(count) => `${count} records imported.`}
    />
  );
}

async function uploadWith(answer: UploadSuccess, language: 'en' | 'de' = 'en') {
  server.use(http.post('/api/masterDataExcelsUploads', () => HttpResponse.json(answer)));
  await switchLanguage(language);
  await renderWithApp(
    <SnackbarProvider>
      <ResultsUpload />
    </SnackbarProvider>,
    { language },
  );
  const user = userEvent.setup();
  await user.upload(screen.getByTestId('excel-input'), new File(['PK'], 'results.xlsx'));
  await user.click(screen.getByRole('button', { name: language === 'de' ? 'Hochladen' : 'Upload' }));
}

const UNKNOWN = {
  message: 'Subject codes the curriculum does not know (kept as the file names them): ZZ999',
  key: 'curriculum.unknownSubjects',
  params: { codes: 'ZZ999' },
};

describe('a results upload’s notes', { timeout: 30_000 }, () => {
  it('shows what the import noticed beside its success: the subject codes the curriculum does not know', async () => {
    await uploadWith({ message: 'Successfully Uploaded Excel File', key: 'upload.uploaded', imported: 2, notes: [UNKNOWN] });
    expect(await screen.findByText('2 records imported.')).toBeTruthy();
    expect(screen.getByTestId('upload-note').textContent).toBe(UNKNOWN.message);
  });

  it('says it in German', async () => {
    await uploadWith({ message: 'Successfully Uploaded Excel File', key: 'upload.uploaded', imported: 2, notes: [UNKNOWN] }, 'de');
    expect((await screen.findByTestId('upload-note')).textContent).toContain('ZZ999');
    expect(screen.getByTestId('upload-note').textContent).not.toContain('curriculum does not know');
  });

  it('shows no note when the import noticed nothing', async () => {
    await uploadWith({ message: 'Successfully Uploaded Excel File', key: 'upload.uploaded', imported: 2 });
    expect(await screen.findByText('2 records imported.')).toBeTruthy();
    expect(screen.queryByTestId('upload-note')).toBeNull();
  });
});
