import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clearance, SignInResponse } from '@campus/shared';
import { addTranslations } from '../../../i18n';
import { clearSession, storeSession } from '../../../lib/session';
import { requestsSent, server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import alumniTexts from '../alumni.i18n';
import { LibraryClearanceNote } from './library-clearance-note';

addTranslations(alumniTexts);

afterEach(() => {
  cleanup();
  clearSession();
});

const signedIn = (role: string) =>
  storeSession({ token: 't', username: 'someone', fullName: 'Some One', roles: [role] } as unknown as SignInResponse, false);

const clearance = (over: Partial<Clearance>): Clearance => ({
  kind: 'student',
  barcode: '22VC1A0501',
  name: 'Keerthi Chowdary',
  programme: null,
  asOf: '2026-12-01',
  cleared: true,
  onLoan: 0,
  owedPaise: 0,
  reasons: [],
  ...over,
});

describe('LibraryClearanceNote', () => {
  it('tells a student registering as an alumnus what keeps the library from clearing them', async () => {
    signedIn('ROLE_STUDENT');
    server.use(
      http.get('/api/library/me/clearance', () =>
        HttpResponse.json(
          clearance({ cleared: false, onLoan: 1, owedPaise: 4_000, reasons: [{ message: 'Keerthi Chowdary owes the library ₹40.00' }] }),
        ),
      ),
    );
    await renderWithApp(<LibraryClearanceNote />);
    const note = await screen.findByTestId('alumni-library-clearance');
    expect(note.textContent).toBe(
      'Before you leave, the library must clear you: return your books and pay what you owe in Pay Fees.Keerthi Chowdary owes the library ₹40.00',
    );
  });

  it('says so when the library has cleared them', async () => {
    signedIn('ROLE_STUDENT');
    server.use(http.get('/api/library/me/clearance', () => HttpResponse.json(clearance({}))));
    await renderWithApp(<LibraryClearanceNote />);
    expect((await screen.findByTestId('alumni-library-clearance')).textContent).toBe(
      'The library has cleared you: nothing on loan and nothing owed.',
    );
  });

  it('asks nothing for an alumnus, who is no longer a member of the library', async () => {
    signedIn('ROLE_ALUMNI');
    await renderWithApp(<LibraryClearanceNote />);
    expect(screen.queryByTestId('alumni-library-clearance')).toBeNull();
    expect(requestsSent((r) => r.path === '/api/library/me/clearance')).toEqual([]);
  });
});
