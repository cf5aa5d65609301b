import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactData } from '@campus/shared';
import { addTranslations } from '../../i18n';
import { renderWithApp } from '../../test/render';
import { ContactUsDialog } from './college-dialogs';
import homeTexts from './home.i18n';
import { windowWidth } from '../../test/window-width';

const CONTACT = {
  officialCommunication: 'The Principal, Vidyanagar College of Engineering & Technology',
  campus: 'Sagar Highway, Vidyanagar',
  phoneNumber: ['+91 40 2416 7788'],
  faxNumber: '+91 40 2416 7790',
  candidateDetails: [
    { designation: 'Chairman', name: 'Dr. K. Venkateswara Rao', mailId: 'chairman@vcet.edu.in' },
    { designation: 'Controller of Examinations', name: 'Dr. M. Anuradha', mailId: 'coe@vcet.edu.in' },
  ],
  aboutUs: '',
} as ContactData;

beforeAll(() => addTranslations(homeTexts));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactUsDialog', () => {
  it('shows the people in a table on a wide screen', async () => {
    windowWidth(1280);
    await renderWithApp(<ContactUsDialog open onClose={() => {}} data={CONTACT} failed={false} />);
    const table = within(screen.getByRole('dialog', { name: 'Contact Us' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Designation', 'Name', 'Email']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('shows each person as label and value pairs on a phone, in German too', async () => {
    windowWidth(390);
    await renderWithApp(<ContactUsDialog open onClose={() => {}} data={CONTACT} failed={false} />, { language: 'de' });
    const dialog = screen.getByRole('dialog', { name: 'Kontakt' });
    expect(within(dialog).queryByRole('table')).toBeNull();
    const people = within(dialog).getAllByRole('listitem');
    expect(people).toHaveLength(2);
    expect(
      within(people[1])
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Funktion', 'Name', 'E-Mail']);
    expect(
      within(people[1])
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Controller of Examinations', 'Dr. M. Anuradha', 'coe@vcet.edu.in']);
    expect(within(people[1]).getByRole('link', { name: 'coe@vcet.edu.in' }).getAttribute('href')).toBe('mailto:coe@vcet.edu.in');
  });
});
