import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './worker-server.fixture';
import { SMTPServer } from 'smtp-server';
import { apiBearer, blockingViolations, chooseLanguage, shot, signInAt } from './support';

const mails: { to: string[]; text: string }[] = [];
let smtp: SMTPServer;
/** While true, the SMTP server answers every recipient 451 (busy, try later). */
let refusing = false;

/** The worker's server mails to its SMTP port: mail reaches this process's SMTP server. */
test.beforeAll(async ({ server }) => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(refusing ? Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const text = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(server.smtpPort, '127.0.0.1', resolve));
});
test.afterAll(async () => new Promise<void>((resolve) => smtp.close(() => resolve())));

const STRONG = 'Newpass#2026';
const stamp = Date.now().toString(36);

async function signInWith(page: Page, username: string, password: string, module = 'Admin') {
  await page.goto(`/login/${module}`);
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOutAll(page: Page) {
  await page.context().clearCookies();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillRegistration(
  page: Page,
  v: { fullName: string; username: string; email: string; password: string; role: string; department?: string },
) {
  await page.getByLabel('Full Name').fill(v.fullName);
  await page.getByLabel('User Name').fill(v.username);
  await page.getByLabel('Email Address').fill(v.email);
  await page.getByLabel(/^Password/).fill(v.password);
  await page.getByLabel('Eamcet Code of the College').fill('VCET');
  await page.getByLabel('Name of the College').fill('Vignan College of Engineering');
  await choose(page, 'InstituteType', 'engineering');
  await choose(page, 'Role', v.role);
  if (v.department) await choose(page, 'Department', v.department);
  await page.getByRole('combobox', { name: 'Select Module' }).click();
  await page.getByRole('option', { name: 'erp' }).click();
  await page.keyboard.press('Escape');
}

test("an administrator creates a faculty user with the administrator's own form, who signs in and changes the first password", async ({
  page,
}) => {
  await signInAt(page, 'admin', '/app/Users/Create User');
  await expect(page.getByRole('heading', { name: 'Create User' })).toBeVisible();
  // No sign-up fields on the administrator's form.
  for (const label of ['Eamcet Code of the College', 'Name of the College', 'InstituteType'])
    await expect(page.getByLabel(label)).toHaveCount(0);
  await expect(page.getByText('I would like to receive promotions')).toHaveCount(0);
  // The rules of 001 §5 with their messages, on the form; a department only for a role that has one.
  await expect(page.getByRole('combobox', { name: 'Department' })).toHaveCount(0);
  await page.getByLabel('User Name').fill('ab');
  await page.getByLabel(/^First password/).fill('12345');
  await page.getByLabel('Email Address').fill('nope');
  await page.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'Faculty', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User Name should be minimum 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be minimum 6 characters')).toBeVisible();
  await expect(page.getByText('Please enter valid Email Id')).toBeVisible();
  await expect(page.getByText('Department is required for Faculty or Hod')).toBeVisible();
  await expect(page.getByText('Please fill all the fields.')).toBeVisible();
  // The departments are the master data's, chosen, never typed.
  await page.getByRole('combobox', { name: 'Department' }).click();
  await expect(page.getByRole('option', { name: 'CSE – Computer Science and Engineering' })).toBeVisible();
  await page.keyboard.press('Escape');
  await shot(page, 'create-user-errors');

  const username = `fac${stamp}`;
  const fill = async (email: string) => {
    await page.getByLabel('Full Name').fill('Sridevi Konda');
    await page.getByLabel('User Name').fill(username);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel(/^First password/).fill('secret1');
    await choose(page, 'Department', 'CSE – Computer Science and Engineering');
    await page.getByRole('combobox', { name: 'Select Module' }).click();
    await page.getByRole('option', { name: 'erp' }).click();
    await page.keyboard.press('Escape');
  };
  await fill(`${username}@vcet.edu.in`);
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('status')).toContainText(`Sridevi Konda (${username}) has been created and can sign in now.`);
  await shot(page, 'create-user-done');

  // A duplicate answers 409 naming the field: the message shows on the User Name.
  await page.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'Faculty', exact: true }).click();
  await page.keyboard.press('Escape');
  await fill(`other${stamp}@vcet.edu.in`);
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('This User Name is already taken')).toBeVisible();

  // Back to the list: the new user is there, active, a faculty member.
  await page.getByRole('status').getByRole('link', { name: 'Back to users' }).click();
  await expect(page).toHaveURL(/\/app\/Users$/);
  await page.getByLabel('Search by user name, name or e-mail').fill(username);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Faculty');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('first password');

  await page.goto('/app/Users/Create User');
  await chooseLanguage(page, 'Deutsch');
  await expect(page.getByRole('heading', { name: 'Benutzer anlegen' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Rollen' }).click();
  await page.getByRole('option', { name: 'Fachbereichsleitung', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Fachbereich', exact: true })).toBeVisible();
  await shot(page, 'create-user-de');
  await chooseLanguage(page, 'English');

  await signOutAll(page);
  await signInWith(page, username, 'secret1', 'Faculty');
  // A first password: the change comes first (001 §5's rules and messages), then success.
  await expect(page).toHaveURL(/\/ResetLoginPassword$/);
  await expect(page.getByLabel('User name')).toHaveValue(username);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('This is a required field')).toHaveCount(3);
  await page.getByLabel('Old Password', { exact: true }).fill('secret1');
  await page.getByLabel('New Password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm Password', { exact: true }).fill('weakpass');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Please Fill as per Instructions')).toHaveCount(2);
  await expect(page.locator('#notistack-snackbar').filter({ hasText: 'at least 8 characters' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(STRONG);
  await page.getByLabel('Confirm Password', { exact: true }).fill('Other#2026x');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Password is not matched with New Password')).toBeVisible();
  await page.getByLabel('Old Password', { exact: true }).fill(STRONG);
  await page.getByLabel('Confirm Password', { exact: true }).fill(STRONG);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('New password cannot be same as old password')).toBeVisible();
  await shot(page, 'change-password-errors');
  await page.getByLabel('Old Password', { exact: true }).fill('wrong-old');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('dialog')).toContainText('The Old Password is not correct');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Old Password', { exact: true }).fill('secret1');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your Password has been Successfully Updated');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInWith(page, username, STRONG, 'Faculty');
  await expect(page).toHaveURL(/\/app\/Faculty%20Dashboard/);
});

test('a self sign-up waits for approval, then signs in with the role the administrator grants', async ({ page }) => {
  await page.goto('/login/Admin');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register\/Admin$/);
  const username = `self${stamp}`;
  await fillRegistration(page, { fullName: 'Anil Varma', username, email: `${username}@vcet.edu.in`, password: 'secret1', role: 'Admin' });
  await shot(page, 'register');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('dialog')).toContainText('awaiting approval');
  await page.getByRole('button', { name: 'OK' }).click();

  await signInWith(page, username, 'secret1');
  await expect(page.getByRole('alert')).toContainText('Your account is awaiting approval');

  await signInAt(page, 'admin', '/app/Users');
  await page.getByLabel('Search by user name, name or e-mail').fill(username);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('asks for Admin');
  await shot(page, 'users');
  // Approve asks which role to grant: the request shows, and Admin is not filled in from it.
  await row.getByRole('button', { name: `Approve ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${username}` });
  await expect(dialog).toContainText('Asked for: Admin');
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await shot(page, 'users-approve');
  await dialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'Library Assistant', exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Library Assistant');

  await signOutAll(page);
  await signInWith(page, username, 'secret1');
  await expect(page).toHaveURL(/\/app\/Library%20Dashboard/);
});

test('bulk student logins: the count is confirmed first, the .xlsx holds the first passwords, and a student must change it at the first sign-in', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiBearer(request);
  const toCreate = async () =>
    ((await (await request.get('/api/users/logins-to-create?kind=student', { headers: admin })).json()) as { count: number }).count;
  const count = await toCreate();
  expect(count).toBeGreaterThan(10);
  await signInAt(page, 'admin', '/createLogins');
  await expect(page).toHaveURL(/\/app\/Users\/Create%20Logins/);
  await page.getByLabel('Faculty').check();
  await page.getByRole('button', { name: 'Create Logins' }).click();
  await expect(page.locator('#notistack-snackbar').filter({ hasText: 'Please select either Email or EmpCode.' })).toBeVisible();
  await page.getByLabel('Student').check();
  // The server's count, asked first; Cancel makes nothing.
  await page.getByRole('button', { name: 'Create Logins' }).click();
  const confirm = page.getByRole('dialog', { name: `Create ${count.toLocaleString('en-IN')} student logins?` });
  await expect(confirm).toContainText('shown only once in a file to download');
  await shot(page, 'create-logins-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await toCreate()).toBe(count);
  // One batch of one course: its own count, and the confirmation says whom it is for.
  const ofBatch = (
    (await (await request.get('/api/users/logins-to-create?kind=student&course=B.Tech&batch=2025-2029', { headers: admin })).json()) as {
      count: number;
    }
  ).count;
  expect(ofBatch).toBeGreaterThan(0);
  expect(ofBatch).toBeLessThan(count);
  await choose(page, 'Course', 'B.Tech');
  await choose(page, 'Batch', '2025-2029');
  await page.getByRole('button', { name: 'Create Logins' }).click();
  const batchConfirm = page.getByRole('dialog', { name: `Create ${ofBatch.toLocaleString('en-IN')} student logins?` });
  await expect(batchConfirm).toContainText('For the admitted students of course B.Tech, batch 2025-2029 who have no login.');
  await shot(page, 'create-logins-confirm-batch');
  await batchConfirm.getByRole('button', { name: 'Cancel' }).click();
  await choose(page, 'Course', 'Whole college');
  await chooseLanguage(page, 'Deutsch');
  await page.getByRole('button', { name: 'Zugänge anlegen' }).click();
  await expect(page.getByRole('dialog', { name: `${count.toLocaleString('de-DE')} Studierenden-Zugänge anlegen?` })).toBeVisible();
  await shot(page, 'create-logins-confirm-de');
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await chooseLanguage(page, 'English');

  await page.getByRole('button', { name: 'Create Logins' }).click();
  await confirm.getByRole('button', { name: `Create ${count.toLocaleString('en-IN')} logins` }).click();
  await expect(page.locator('#notistack-snackbar').filter({ hasText: `${count} student logins created` })).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByRole('alert').filter({ hasText: 'their first passwords are not shown again' })).toContainText(
    `${count.toLocaleString('en-IN')} logins created.`,
  );
  expect(await toCreate()).toBe(0);
  await shot(page, 'create-logins');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .xlsx' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Student_Logins_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = `${await download.path()}.xlsx`;
  await download.saveAs(file);
  const rows = JSON.parse(
    execFileSync(
      '/usr/bin/python3',
      [
        '-c',
        'import openpyxl,json,sys; ws=openpyxl.load_workbook(sys.argv[1]).active; print(json.dumps([list(r) for r in ws.iter_rows(values_only=True)]))',
        file,
      ],
      { encoding: 'utf8' },
    ),
  ) as string[][];
  expect(rows[0]).toEqual(['User Name', 'Full Name', 'Email', 'Roll Number', 'Initial Password']);
  expect(rows).toHaveLength(count + 1);
  const [username, , , , password] = rows[1];
  fs.rmSync(file, { force: true });

  await signOutAll(page);
  await signInWith(page, username, password, 'Student');
  await expect(page).toHaveURL(/\/ResetLoginPassword$/);
  await expect(page.getByText('This is your first sign-in')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toHaveCount(0);
  // Any other page leads back here; the server refuses other calls too.
  await page.goto('/app/Student');
  await expect(page).toHaveURL(/\/ResetLoginPassword$/);
  const refused = await page.request.get('/api/getDegreeByLevel');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('PASSWORD_CHANGE_REQUIRED');
  await shot(page, 'first-sign-in');
  await page.getByLabel('Old Password', { exact: true }).fill(password);
  await page.getByLabel('New Password', { exact: true }).fill(STRONG);
  await page.getByLabel('Confirm Password', { exact: true }).fill(STRONG);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your Password has been Successfully Updated');
  await page.getByRole('button', { name: 'OK' }).click();
  await signInWith(page, username, STRONG, 'Student');
  await expect(page).toHaveURL(/\/app\/Student/);
});

test('forgot password: the link arrives by mail and sets a new password once', async ({ page, request }) => {
  const username = `forgot${stamp}`;
  const admin = await request.post('/api/auth/signin', { data: { username: 'admin', password: 'Campus@2026' } });
  const created = await request.post('/api/auth/signup', {
    headers: { authorization: `Bearer ${(await admin.json()).token}` },
    data: {
      fullName: 'Meena Rao',
      username,
      email: `${username}@vcet.edu.in`,
      password: 'secret1',
      eamcetCode: 'VCET',
      collegeName: 'Vignan College',
      instituteType: 'engineering',
      role: ['accountant'],
    },
  });
  expect(created.ok()).toBeTruthy();

  await page.goto('/login/Admin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('User name or e-mail address').fill(username);
  await shot(page, 'forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account matches');
  await expect.poll(() => mails.find((m) => m.to.includes(`${username}@vcet.edu.in`)), { timeout: 15_000 }).toBeDefined();
  const mail = mails.find((m) => m.to.includes(`${username}@vcet.edu.in`))!;
  const link = /(http:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail.text)![1];

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm Password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Please Fill as per Instructions')).toBeVisible();
  await shot(page, 'reset-password');
  await page.getByLabel('New Password', { exact: true }).fill(STRONG);
  await page.getByLabel('Confirm Password', { exact: true }).fill(STRONG);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset');

  // The link works once.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New Password', { exact: true }).fill('Another#2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Another#2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password reset link is not valid or has expired');

  await signInWith(page, username, STRONG);
  await expect(page).toHaveURL(/\/app\/Accounts%20Dashboard/);

  // The administrator's outbox says the mail was sent, and shows neither its text nor its link.
  await signOutAll(page);
  await signInAt(page, 'admin', '/app/Users');
  await page.getByLabel('Search by user name, name or e-mail').fill(username);
  await expect(page.getByRole('row').filter({ hasText: 'Meena Rao' })).toHaveCount(1);
  const outbox = page.getByRole('region', { name: 'Mail outbox' });
  const sent = outbox.getByRole('row').filter({ hasText: `${username}@vcet.edu.in` });
  await expect(sent).toContainText('Sent');
  await expect(sent).toContainText('Campus ERP: reset your password');
  await expect(sent.getByRole('cell').nth(3)).toHaveText('1');
  const token = new URL(link).searchParams.get('token')!;
  expect(await page.content()).not.toContain(token);
  await expect(outbox).not.toContainText('reset-password');

  // A mail server that refuses: the mail waits, with the server's answer and when it is tried again.
  refusing = true;
  try {
    await page
      .getByRole('row')
      .filter({ hasText: 'Meena Rao' })
      .getByRole('button', { name: `Send reset link ${username}` })
      .click();
    // Mail of other journeys on this server waits too while the mail server refuses: read this user's row.
    const waiting = outbox
      .getByRole('row')
      .filter({ hasText: 'Waiting' })
      .filter({ hasText: `${username}@vcet.edu.in` });
    await expect(waiting).toContainText('451 Mailbox busy, try again later', { timeout: 20_000 });
    await expect(waiting).toContainText('Next attempt');
    await expect(waiting.getByRole('cell').nth(3)).toHaveText('1');
  } finally {
    refusing = false;
  }
  expect(await blockingViolations(page)).toEqual([]);
  await shot(page, 'users-outbox');
});

test('the Users screen: a role filter finds the staff among the students, and Disable asks first', async ({ page, request }) => {
  const admin = await apiBearer(request);
  const staff = (await (await request.get('/api/users?role=staff&size=1', { headers: admin })).json()) as { total: number };
  const everyone = (await (await request.get('/api/users?size=1', { headers: admin })).json()) as { total: number };
  expect(staff.total).toBeLessThan(everyone.total);
  await signInAt(page, 'admin', '/app/Users');
  await expect(page.getByText(`1–20 of ${everyone.total.toLocaleString('en-IN')}`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Staff (not students, parents, alumni)' }).click();
  await expect(page.getByText(`1–20 of ${staff.total.toLocaleString('en-IN')}`)).toBeVisible();
  const library = (await (await request.get('/api/users?role=staff&search=library', { headers: admin })).json()) as { total: number };
  await page.getByLabel('Search by user name, name or e-mail').fill('library');
  await expect(page.getByText(`1–${library.total} of ${library.total}`)).toBeVisible();
  const disable = page.getByRole('button', { name: /^Disable / }).first();
  await expect(disable).toBeVisible();
  // At 1280 px each row's actions stand on one line, each named by a tooltip.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const row of await page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Disable / }) })
    .all()) {
    const tops = await row.getByRole('button').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tops).size, `the actions of ${await row.textContent()} on one line`).toBe(1);
  }
  await disable.hover();
  await expect(page.getByRole('tooltip', { name: 'Disable' })).toBeVisible();
  expect(await blockingViolations(page), 'users with a tooltip shown').toEqual([]);
  await shot(page, 'users-actions');
  const username = (await disable.getAttribute('aria-label'))!.replace(/^Disable /, '');
  await disable.click();
  const dialog = page.getByRole('dialog', { name: `Disable ${username}?` });
  await expect(dialog).toContainText('is signed out at once and cannot sign in until the account is enabled again.');
  await shot(page, 'users-disable-confirm');
  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Disable ${username}` })).toBeVisible();
  const row = (await (await request.get(`/api/users?search=${username}`, { headers: admin })).json()) as {
    users: { username: string; status: string }[];
  };
  expect(row.users.find((u) => u.username === username)?.status).toBe('active');
  await chooseLanguage(page, 'Deutsch');
  // In German the roles and the pager read in German too.
  await expect(page.getByRole('row').filter({ hasText: 'library_assistant' })).toContainText('Bibliotheksassistenz');
  await expect(page.getByRole('row').filter({ hasText: 'Library Assistant' })).toHaveCount(0);
  await expect(page.getByText(`1–${library.total} von ${library.total}`)).toBeVisible();
  await page.getByRole('button', { name: `Sperren ${username}`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `${username} sperren?` })).toBeVisible();
  await shot(page, 'users-disable-confirm-de');
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await page.getByLabel('Suche nach Benutzername, Name oder E-Mail').fill('');
  await page.getByRole('combobox', { name: 'Rolle' }).click();
  await page.getByRole('option', { name: 'Alle Rollen' }).click();
  const all = (await (await request.get('/api/users?size=1', { headers: admin })).json()) as { total: number };
  await expect(page.getByText(`1–20 von ${all.total.toLocaleString('de-DE')}`)).toBeVisible();
  await shot(page, 'users-de');
});

test("after Approve the rows stay where they were: the next user's button does not slide under the cursor", async ({ page, request }) => {
  const admin = await apiBearer(request);
  const tag = `still${stamp}`;
  // Pending sign-ups come first; an approved one would move below the other pending one.
  for (const name of ['a', 'b'])
    expect(
      (
        await request.post('/api/auth/signup', {
          data: {
            fullName: `Waiting ${name.toUpperCase()}`,
            username: `${tag}${name}`,
            email: `${tag}${name}@vcet.edu.in`,
            password: 'secret1',
            eamcetCode: 'VCET',
            collegeName: 'Vignan College',
            instituteType: 'engineering',
            role: ['faculty'],
            department: 'CSE',
          },
        })
      ).ok(),
    ).toBe(true);
  const created = await request.post('/api/users', {
    headers: admin,
    data: {
      fullName: 'Active C',
      username: `${tag}c`,
      email: `${tag}c@vcet.edu.in`,
      password: 'secret1',
      roles: ['ROLE_ADMISSIONS'],
      modules: [],
    },
  });
  expect(created.ok()).toBe(true);
  await signInAt(page, 'admin', '/app/Users');
  await page.getByLabel('Search by user name, name or e-mail').fill(tag);
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`${tag}a`);
  await expect(rows.nth(1)).toContainText(`${tag}b`);
  await rows
    .nth(0)
    .getByRole('button', { name: `Approve ${tag}a` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Approve ${tag}a` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.locator('#notistack-snackbar').filter({ hasText: 'The user has been approved' })).toBeVisible();
  // The approved row is still first, active, with its Disable where its Approve was; the next is still pending.
  await expect(rows.nth(0)).toContainText(`${tag}a`);
  await expect(rows.nth(0)).toContainText('Active');
  await expect(rows.nth(0).getByRole('button', { name: `Disable ${tag}a` })).toBeVisible();
  await expect(rows.nth(1)).toContainText(`${tag}b`);
  await expect(rows.nth(1)).toContainText('Pending');
  await shot(page, 'users-approved-in-place');
  // A new load shows the server's order: pending first.
  await page.reload();
  await page.getByLabel('Search by user name, name or e-mail').fill(tag);
  await expect(rows.nth(0)).toContainText(`${tag}b`);
  await expect(rows.nth(1)).toContainText(`${tag}a`);
});
