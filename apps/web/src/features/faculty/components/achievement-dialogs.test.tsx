import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Achievement, SessionUser } from '@campus/shared';
import { addTranslations, switchLanguage } from '../../../i18n';
import { renderWithApp } from '../../../test/render';
import facultyTexts from '../faculty.i18n';
import { EditDialog, NewDialog, SearchDialog } from './achievement-dialogs';

// A dean chooses from every department; the department list and its faculty come from the server
// (the shared handlers: CSE with Dr. Anil Kumar and Dr. Sunita Rao, ECE with Dr. Ravi Shankar).
const dean: SessionUser = {
  username: 'dean',
  email: null,
  fullName: 'Dr. Meera Iyer',
  roles: ['ROLE_DEAN'],
  program: null,
  collegeName: null,
};
vi.mock('../../../lib/session', () => ({ useSession: () => dean }));

addTranslations(facultyTexts);

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const dialog = (name: string) => screen.getByRole('dialog', { name });
const invalid = (field: HTMLElement) => field.getAttribute('aria-invalid');
/** The hidden input of a select holds its value and says whether it is invalid. */
const selectInput = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!.parentElement!.querySelector('input')!;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await within(screen.getByRole('listbox')).findByRole('option', { name: option }));
}

const none = { facultyDept: '', facultyName: '' };

describe('NewDialog', () => {
  it('refuses an empty achievement with one warning, the spec’s, and marks every field under it', async () => {
    const user = userEvent.setup();
    const warn = vi.fn();
    const onSave = vi.fn();
    await renderWithApp(<NewDialog open initial={none} busy={false} onClose={() => {}} onSave={onSave} warn={warn} />);
    await user.click(within(dialog('New Achievement')).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith('Please fill in all fields');
    expect(onSave).not.toHaveBeenCalled();
    expect(invalid(screen.getByTestId('achievement-date'))).toBe('true');
    expect(invalid(screen.getByRole('textbox', { name: 'Description' }))).toBe('true');
    expect(invalid(selectInput('new-department'))).toBe('true');
    expect(invalid(selectInput('new-faculty'))).toBe('true');
    // Each problem is said under its field; the faculty, not to be chosen before the department, says so.
    expect(screen.getAllByText('Please fill in all fields')).toHaveLength(3);
    expect(screen.getByText('Choose a department first').classList.contains('Mui-error')).toBe(true);
  });

  it('hands over the four fields trimmed, the date as an ISO day; the faculty list follows the department', async () => {
    const user = userEvent.setup();
    const warn = vi.fn();
    const onSave = vi.fn();
    await renderWithApp(
      <NewDialog
        open
        initial={{ facultyDept: 'ECE', facultyName: 'Dr. Ravi Shankar' }}
        busy={false}
        onClose={() => {}}
        onSave={onSave}
        warn={warn}
      />,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Faculty' }).textContent).toContain('Dr. Ravi Shankar'));
    await choose(user, 'Department', 'CSE — Computer Science and Engineering');
    // Another department empties the faculty, and offers its own members.
    expect(selectInput('new-faculty').value).toBe('');
    await choose(user, 'Faculty', 'Dr. Sunita Rao');
    await user.type(screen.getByTestId('achievement-date'), '01-10-2025');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.type(description, '  Invited talk on federated learning  ');
    expect(screen.getByText('38 / 2,000')).toBeTruthy();
    await user.click(within(dialog('New Achievement')).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toEqual({
      departmentName: 'CSE',
      facultyName: 'Dr. Sunita Rao',
      dates: '2025-10-01',
      description: 'Invited talk on federated learning',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns in German', async () => {
    await switchLanguage('de');
    const user = userEvent.setup();
    const warn = vi.fn();
    await renderWithApp(<NewDialog open initial={none} busy={false} onClose={() => {}} onSave={() => {}} warn={warn} />, {
      language: 'de',
    });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Bitte füllen Sie alle Felder aus'));
  });
});

describe('SearchDialog', () => {
  it('warns that both are needed when the faculty is not chosen, and searches once it is', async () => {
    const user = userEvent.setup();
    const warn = vi.fn();
    const onSearch = vi.fn();
    await renderWithApp(
      <SearchDialog open initial={{ facultyDept: 'CSE', facultyName: '' }} onClose={() => {}} onSearch={onSearch} warn={warn} />,
    );
    const search = within(dialog('Search Achievement')).getByRole('button', { name: 'Search' });
    await user.click(search);

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith('Please select both department and faculty.');
    expect(onSearch).not.toHaveBeenCalled();
    expect(invalid(selectInput('search-faculty'))).toBe('true');
    expect(invalid(selectInput('search-department'))).toBe('false');

    await choose(user, 'Faculty', 'Dr. Anil Kumar');
    await user.click(search);
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0][0]).toEqual({ facultyDept: 'CSE', facultyName: 'Dr. Anil Kumar' });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('EditDialog', () => {
  const achievement: Achievement = {
    id: 12,
    departmentName: 'CSE',
    facultyName: 'Dr. Anil Kumar',
    facultyEmail: 'anil.kumar@example.in',
    description: 'Reviewer for Computers & Security',
    dates: '2025-07-20',
  };

  it('refuses a blank description, then hands over the date and the description trimmed', async () => {
    const user = userEvent.setup();
    const warn = vi.fn();
    const onSave = vi.fn();
    await renderWithApp(<EditDialog achievement={achievement} busy={false} onClose={() => {}} onSave={onSave} warn={warn} />);
    expect(screen.getByTestId('achievement-date')).toHaveProperty('value', '20-07-2025');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, '   ');
    const update = within(dialog('Edit Achievement')).getByRole('button', { name: 'Update' });
    await user.click(update);

    await waitFor(() => expect(warn).toHaveBeenCalledWith('Please fill in all fields'));
    expect(invalid(description)).toBe('true');
    expect(invalid(screen.getByTestId('achievement-date'))).toBe('false');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(description, 'Reviewer for Computers & Security (Elsevier) ');
    await user.click(update);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toEqual({ dates: '2025-07-20', description: 'Reviewer for Computers & Security (Elsevier)' });
  });
});
