import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlumniHistoryEntry } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { refusal, requestsSent, server } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import alumniTexts from '../alumni.i18n';
import { HistoryEditDialog } from './history-edit-dialog';

const entry: AlumniHistoryEntry = {
  id: 7,
  status: 'working',
  rollNumber: '20A51A0201',
  name: 'Bhargav Teja Nalla',
  fatherName: 'Ramesh Nalla',
  course: 'B.Tech',
  batch: '2022-2026',
  branch: 'EEE',
  section: 'A',
  studentEmail: 'bhargav.nalla@example.in',
  studentMobile: '9000012345',
  company: 'Larsen & Toubro',
  packages: '6 LPA',
  designation: 'Graduate Engineer Trainee',
  experience: '1 year',
  location: 'Chennai',
  instituteName: '',
  photo: null,
  certificate: '/api/alumni/history/7/certificate',
  createdAt: '2026-11-20T10:00:00.000Z',
};

addTranslations(alumniTexts);

afterEach(cleanup);

const puts = () => requestsSent((r) => r.method === 'PUT');

describe('HistoryEditDialog', () => {
  it("opens with the entry's values and names a problem at its field, in the spec's words, sending nothing", async () => {
    await renderWithApp(<HistoryEditDialog entry={entry} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Edit the entry of Bhargav Teja Nalla (20A51A0201)' })).toBeTruthy();
    const company = screen.getByLabelText('Company name');
    expect(company).toHaveProperty('value', 'Larsen & Toubro');
    await userEvent.clear(company);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Company name is required for working status.')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('says the problem in German', async () => {
    await switchLanguage('de');
    await renderWithApp(<HistoryEditDialog entry={entry} onClose={() => {}} />, { language: 'de' });
    await userEvent.clear(screen.getByLabelText('Firmenname'));
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Für den Status „berufstätig“ fehlt der Firmenname.')).toBeTruthy();
  });

  it('sends the changed entry to its address and closes', async () => {
    const onClose = vi.fn();
    await renderWithApp(<HistoryEditDialog entry={entry} onClose={onClose} />);
    const company = screen.getByLabelText('Company name');
    await userEvent.clear(company);
    await userEvent.type(company, 'Infosys');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts()).toHaveLength(1);
    expect(puts()[0].path).toBe('/api/alumni/history/7');
    expect(await puts()[0].body()).toMatchObject({ rollNumber: '20A51A0201', company: 'Infosys', batch: '2022-2026', branch: 'EEE' });
  });

  it('keeps only the digits typed in the mobile number', async () => {
    await renderWithApp(<HistoryEditDialog entry={entry} onClose={() => {}} />);
    const mobile = screen.getByLabelText('Student phone number');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '98-480 22 33 445');
    expect(mobile).toHaveProperty('value', '9848022334');
  });

  it("marks the field the server's refusal names, and stays open", async () => {
    const onClose = vi.fn();
    server.use(
      http.put('/api/alumni/history/:id', () =>
        refusal(409, { message: 'Roll number 20A51A0201 already has an entry', code: 'CONFLICT', field: 'rollNumber' }),
      ),
    );
    await renderWithApp(<HistoryEditDialog entry={entry} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const rollNumber = screen.getByLabelText('Roll number');
    await waitFor(() => expect(rollNumber.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Roll number 20A51A0201 already has an entry').length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
