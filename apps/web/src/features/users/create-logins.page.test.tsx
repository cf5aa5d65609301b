import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations } from '../../i18n';
import { requestsSent } from '../../test/api-server';
import { renderWithApp } from '../../test/render';
import { CreateLoginsPage } from './create-logins.page';
import usersTexts from './users.i18n';

addTranslations(usersTexts);

afterEach(cleanup);

const calls = (path: string) => requestsSent((r) => r.path === `/api${path}`);

async function choose(user: ReturnType<typeof userEvent.setup>, list: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: list }));
  await user.click(await within(screen.getByRole('listbox')).findByRole('option', { name: option }));
}

describe('Create Logins', { timeout: 30_000 }, () => {
  it('counts the logins of the chosen course and batch, says what they are for and how many, and creates exactly those', async () => {
    const user = userEvent.setup();
    await renderWithApp(<CreateLoginsPage />);
    expect(screen.getByRole('combobox', { name: 'Batch' }).getAttribute('aria-disabled')).toBe('true');
    await choose(user, 'Course', 'B.Tech');
    await choose(user, 'Batch', '2025-2029');
    await user.click(screen.getByRole('button', { name: 'Create Logins' }));

    const dialog = await screen.findByRole('dialog');
    expect(calls('/users/logins-to-create')[0]!.query).toEqual({ kind: 'student', course: 'B.Tech', batch: '2025-2029' });
    expect(within(dialog).getByRole('heading').textContent).toBe('Create 12 student logins?');
    expect(dialog.textContent).toContain('For the admitted students of course B.Tech, batch 2025-2029 who have no login.');
    expect(calls('/createStudentLogins')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Create 12 logins' }));
    await screen.findByRole('button', { name: /Download/ });
    const [created] = calls('/createStudentLogins');
    expect(created!.method).toBe('POST');
    expect(created!.query).toEqual({ course: 'B.Tech', batch: '2025-2029' });
  });

  it('asks for the whole college when nothing is chosen, in German too', async () => {
    const user = userEvent.setup();
    await renderWithApp(<CreateLoginsPage />, { language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Zugänge anlegen' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls('/users/logins-to-create')[0]!.query).toEqual({ kind: 'student' });
    expect(dialog.textContent).toContain('Für die zugelassenen Studierenden des ganzen Colleges, die noch keinen Zugang haben.');
  });
});
