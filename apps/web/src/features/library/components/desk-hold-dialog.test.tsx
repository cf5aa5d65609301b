import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Hold, OpacTitle } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { requestsSent, server, withBodies } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import libraryTexts from '../library.i18n';
import { DeskHoldDialog } from './desk-hold-dialog';

addTranslations(libraryTexts);

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const TITLE: OpacTitle = {
  id: 7,
  title: 'Fluid Mechanics',
  authors: ['R. K. Bansal'],
  publisher: null,
  year: null,
  edition: null,
  isbn: null,
  subject: null,
  callNumber: null,
  copies: [{ accessionNumber: 'ACC-000007', location: null, status: 'on_loan', dueOn: '2026-12-14' }],
};

const HOLD: Hold = {
  id: 3,
  titleId: 7,
  title: 'Fluid Mechanics',
  memberKind: 'student',
  memberName: 'Keerthi Chowdary',
  memberBarcode: '22VC1A0501',
  placedOn: '2026-11-30',
  status: 'waiting',
  position: 1,
  accessionNumber: null,
  copyBarcode: null,
  readyOn: null,
  pickupBy: null,
};

const placed = () => withBodies(requestsSent((r) => r.method === 'POST' && r.path === '/api/library/holds'));

describe('DeskHoldDialog', { timeout: 30_000 }, () => {
  it('places a hold for the member whose card is typed, in capitals, and says their place in line', async () => {
    server.use(http.post('/api/library/holds', () => HttpResponse.json(HOLD, { status: 201 })));
    const onClose = vi.fn();
    await renderWithApp(
      <SnackbarProvider>
        <DeskHoldDialog title={TITLE} onClose={onClose} />
      </SnackbarProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Member’s card/ }), '22vc1a0501');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hold placed on Fluid Mechanics for Keerthi Chowdary: number 1 in line')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(await placed()).toEqual([{ method: 'POST', path: '/api/library/holds', body: { memberBarcode: '22VC1A0501', titleId: 7 } }]);
  });

  it('says a refusal under the member’s card, and sends nothing without a card', async () => {
    const refusal = 'Keerthi Chowdary already holds Fluid Mechanics';
    server.use(
      http.post('/api/library/holds', () =>
        HttpResponse.json({ code: 'CONFLICT', message: refusal, field: 'memberBarcode' }, { status: 409 }),
      ),
    );
    await renderWithApp(
      <SnackbarProvider>
        <DeskHoldDialog title={TITLE} onClose={vi.fn()} />
      </SnackbarProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Member’s card/ }).getAttribute('aria-invalid')).toBe('true'));
    expect(await placed()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /^Member’s card/ }), '22VC1A0501');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
