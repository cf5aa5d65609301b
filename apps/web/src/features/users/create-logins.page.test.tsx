import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addTranslations } from '../../i18n';
import { renderWithApp } from '../../test/render';
import { CreateLoginsPage } from './create-logins.page';
import usersTexts from './users.i18n';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let sent: { method: string; url: URL }[];

addTranslations(usersTexts);

/** The college's lists and the server's answers as the routes give them. */
function answerFor(url: URL, method: string): Response {
  if (url.pathname.endsWith('/courses/view'))
    return json([
      { id: 1, code: 'B.Tech', name: 'Bachelor of Technology', level: 'UG', durationYears: 4 },
      { id: 2, code: 'MBA', name: 'Master of Business Administration', level: 'PG', durationYears: 2 },
    ]);
  if (url.pathname.endsWith('/getBatchesByDegrees')) return json(['2025-2029', '2024-2028']);
  if (url.pathname.endsWith('/getBranchesShortForms')) return json(['CSE', 'ECE']);
  if (url.pathname.endsWith('/users/logins-to-create')) return json({ count: 12 });
  if (method === 'POST')
    return json({ success: 'true', msg: '12 student logins created.', count: 12, file: 'UEsDBA==', fileName: 'x.xlsx' });
  return json([]);
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string, init: RequestInit = {}) => {
      const url = new URL(String(address), 'http://localhost');
      const method = init.method ?? 'GET';
      sent.push({ method, url });
      return answerFor(url, method);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const calls = (path: string) => sent.filter((s) => s.url.pathname.endsWith(path));
const queryOf = (url: URL) => Object.fromEntries(url.searchParams);

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
    expect(queryOf(calls('/users/logins-to-create')[0]!.url)).toEqual({ kind: 'student', course: 'B.Tech', batch: '2025-2029' });
    expect(within(dialog).getByRole('heading').textContent).toBe('Create 12 student logins?');
    expect(dialog.textContent).toContain('For the admitted students of course B.Tech, batch 2025-2029 who have no login.');
    expect(calls('/createStudentLogins')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Create 12 logins' }));
    await screen.findByRole('button', { name: /Download/ });
    const [created] = calls('/createStudentLogins');
    expect(created!.method).toBe('POST');
    expect(queryOf(created!.url)).toEqual({ course: 'B.Tech', batch: '2025-2029' });
  });

  it('asks for the whole college when nothing is chosen, in German too', async () => {
    const user = userEvent.setup();
    await renderWithApp(<CreateLoginsPage />, { language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Zugänge anlegen' }));
    const dialog = await screen.findByRole('dialog');
    expect(queryOf(calls('/users/logins-to-create')[0]!.url)).toEqual({ kind: 'student' });
    expect(dialog.textContent).toContain('Für die zugelassenen Studierenden des ganzen Colleges, die noch keinen Zugang haben.');
  });
});
