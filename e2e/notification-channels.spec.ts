import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect, test } from './worker-server.fixture';
import { apiBearer, blockingViolations, collegeDay, saveReminderDays, shot, signIn, signInAt, smsTexts, snackbar } from './support';

const DRAFT = 'Semester End Examinations (Regular), November 2026';
/** The bell's name for this many unread notifications. */
const bellNamed = (unread: number) => (unread === 0 ? 'Notifications' : `${unread} unread notification${unread === 1 ? '' : 's'}`);
type Due = { feeTypeId: number; semester: number | null; duePaise: number };

/** Every mail the app sends to this worker's SMTP port, as a MIME reader that is not ours reads it. */
const mails: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      void simpleParser(Buffer.concat(chunks)).then((mail) => mails.push(mail));
      callback();
    });
  },
});

test.beforeAll(async ({ server }) => {
  await new Promise<void>((resolve) => smtp.listen(server.smtpPort, '127.0.0.1', resolve));
});
test.afterAll(async () => new Promise<void>((resolve) => smtp.close(() => resolve())));

const mailWith = (subject: string) => mails.find((m) => m.subject === subject);

/**
 * Money taken at the counter for the demo student: ₹100 of a due; the receipt number. Taken by the
 * accountant: the fee clerk's day may be closed by another journey of this worker.
 */
async function payAtCounter(request: APIRequestContext): Promise<string> {
  const clerk = await apiBearer(request, 'accountant');
  const own = (await (await request.get('/api/payments/dues', { headers: await apiBearer(request, 'student') })).json()) as {
    student: { rollNumber: string };
    dues: Due[];
  };
  const due = own.dues.find((d) => d.duePaise >= 100_00)!;
  const res = await request.post('/api/payments/counter/receipts', {
    headers: clerk,
    data: {
      rollNo: own.student.rollNumber,
      requestKey: crypto.randomUUID(),
      items: [{ feeTypeId: due.feeTypeId, semester: due.semester ?? undefined, amountPaise: 100_00 }],
      mode: 'CASH',
      receivedFrom: 'The parent',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { receipt: { receiptNo: string } }).receipt.receiptNo;
}

/** The parent's settings on the notifications page, as they would change them. */
async function parentSettings(page: Page, change: (form: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.context().clearCookies();
  await signInAt(page, 'parent', '/app/Notifications');
  const form = page.getByRole('region', { name: 'How you are told' });
  await expect(form.getByLabel('Mobile number')).not.toHaveValue('');
  await change(form);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page, 'Your settings are saved')).toBeVisible();
}

test.describe('notifications by mail and SMS', () => {
  test('results published: the mail arrives, the student’s bell counts it and the list leads to the result; read, the bell counts one fewer; a receipt comes by mail with its PDF and by SMS', async ({
    page,
    request,
    server,
  }) => {
    const examination = await apiBearer(request, 'examination');
    const student = await apiBearer(request, 'student');
    const unread = async () => (await (await request.get('/api/notifications/unread', { headers: student })).json()).unread as number;
    const set = (action: 'publish' | 'unpublish') =>
      request.post(`/api/exam-results/${encodeURIComponent(DRAFT)}/${action}`, { headers: examination });
    // Other journeys of this worker may have told the student of receipts already. The draft is
    // published once per worker: a student is told of a title once, however often it is published.
    const before = await unread();
    expect((await set('publish')).ok()).toBeTruthy();
    try {
      // The students are told just after the publish, a chunk at a time.
      await expect.poll(() => mailWith(`Results published: ${DRAFT}`)?.text ?? '').toContain('SGPA');
      await expect.poll(unread).toBe(before + 1);
      await signIn(page, 'student');
      const bell = page.getByRole('link', { name: bellNamed(before + 1), exact: true });
      await expect(bell).toBeVisible();
      await bell.click();
      await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
      const told = page
        .getByTestId('notifications')
        .getByRole('row')
        .filter({ hasText: `Results of ${DRAFT} are published` });
      await expect(told).toContainText('Unread');
      // The page and the bell with its figure, as axe-core reads them (the page tour sees menu pages only),
      // once the bell's tooltip has gone with the pointer.
      await page.mouse.move(0, 600);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      expect(await blockingViolations(page)).toEqual([]);
      await shot(page, 'notifications');
      const roll = (await told.getByRole('link', { name: /^See the results of / }).textContent())!.replace('See the results of ', '');
      await told.getByRole('link', { name: `See the results of ${roll}` }).click();
      await expect(page.getByTestId('student-roll')).toContainText(roll);
      // Opened, it is read: back on the list it says so, and the bell counts one fewer.
      await page.goto('/app/Notifications');
      await expect(told).toContainText('Read');
      await expect(told).not.toContainText('Unread');
      await expect(page.getByRole('link', { name: bellNamed(before), exact: true })).toBeVisible();
    } finally {
      // The demo's draft stays a draft for the other journeys of this worker.
      expect((await set('unpublish')).ok()).toBeTruthy();
    }

    const receiptNo = await payAtCounter(request);
    await expect.poll(() => mailWith(`Fee receipt ${receiptNo}`)?.attachments.length ?? 0).toBe(1);
    const attachment = mailWith(`Fee receipt ${receiptNo}`)!.attachments[0]!;
    expect(attachment.contentType).toBe('application/pdf');
    expect(execFileSync('pdftotext', ['-', '-'], { input: attachment.content, encoding: 'utf8' })).toContain(receiptNo);
    await expect
      .poll(() => smsTexts(server.dataDir).find((s) => s.includes(receiptNo)) ?? '')
      .toContain(`Fee of Rs 100.00 received, receipt ${receiptNo}.`);
  });

  test('the parent switches SMS off and gets none; a number that fails shows in the office’s delivery log with its reason', async ({
    page,
    request,
    server,
  }) => {
    const parentSms = (receiptNo: string) =>
      smsTexts(server.dataDir).filter((s) => s.includes(receiptNo) && s.includes('To: +919876543210'));
    await parentSettings(page, (form) => form.getByLabel('Send me SMS').uncheck());
    const quiet = await payAtCounter(request);
    // The student's mail of the same receipt has gone: the parent's SMS would have been queued with it.
    await expect.poll(() => mailWith(`Fee receipt ${quiet}`)).toBeTruthy();
    expect(parentSms(quiet)).toEqual([]);

    // SMS on again, to a number the provider cannot deliver to.
    await parentSettings(page, async (form) => {
      await form.getByLabel('Send me SMS').check();
      await form.getByLabel('Mobile number').fill('98765 40000');
    });
    const failing = await payAtCounter(request);
    // The provider's report of the failure comes after the send: the page is opened again once it is in.
    const parent = await apiBearer(request, 'parent');
    await expect
      .poll(
        async () =>
          ((await (await request.get('/api/notifications/preferences', { headers: parent })).json()) as { mobileProblem: string | null })
            .mobileProblem,
      )
      .toBe('Blocked number');
    await page.reload();
    await expect(page.getByText('The last SMS to this number failed: Blocked number. Please check the number.')).toBeVisible();
    await shot(page, 'notification-preferences');

    await page.context().clearCookies();
    await signInAt(page, 'admin', '/app/Admin/Messages');
    const log = page.getByRole('region', { name: 'Messages sent' });
    await log.getByLabel('Search').fill('parent');
    await log.getByRole('button', { name: 'Show' }).click();
    const row = log.getByRole('row').filter({ hasText: '+91 98765 40000' }).filter({ hasText: 'Blocked number' });
    await expect(row.first()).toBeVisible();
    await shot(page, 'messages-delivery-log');
    expect(failing).toBeTruthy();

    // The demo parent's number back, for the other journeys of this worker.
    await parentSettings(page, (form) => form.getByLabel('Mobile number').fill('98765 43210'));
  });
});

/** The college's day (Asia/Kolkata), `days` from today, as ISO and as the pages write it. */
test.describe('due reminders', () => {
  test('the office sets due dates on the Fee Structure page and the day’s reminders reach the student and the parent at once', async ({
    page,
    request,
    server,
  }) => {
    const officer = await apiBearer(request, 'accountants_officer');
    const before = (await (await request.get('/api/payments/due-dates', { headers: officer })).json()) as { offsets: number[] };
    type Owed = Due & { feeTypeName: string; category: string };
    const student = await apiBearer(request, 'student');
    const owed = (await (await request.get('/api/payments/dues', { headers: student })).json()) as { dues: Owed[] };
    // Nothing is paid here: the other journeys of this worker pay these dues.
    const [first, second] = owed.dues.filter((d) => d.semester !== null && d.duePaise > 0) as [Owed, Owed];
    const dueField = (d: Owed) => page.getByLabel(`Due on (${d.feeTypeName}, semester ${d.semester})`);
    const label = (d: Owed) => `${d.feeTypeName} (semester ${d.semester})`;
    /** The due dates the student was reminded of for a due. */
    const remindedOf = async (d: Owed) => {
      const list = (await (await request.get('/api/notifications?pageSize=50', { headers: student })).json()) as {
        rows: { kind: string; params: Record<string, string> }[];
      };
      return list.rows.filter((r) => r.kind === 'dueReminder' && r.params.fee === label(d)).map((r) => r.params.dueDate);
    };
    const today = collegeDay();

    async function setDueDates(day: { shown: string }) {
      await dueField(first).fill(day.shown);
      await dueField(second).fill(day.shown);
      await page.getByRole('button', { name: 'Save due dates' }).click();
      await expect(snackbar(page, 'Due dates saved')).toBeVisible();
    }

    await saveReminderDays(page, '0, 7');
    try {
      // Due today: reminded on the day, at once, of both; the parent by SMS too.
      await setDueDates(today);
      await expect.poll(() => remindedOf(first)).toEqual([today.iso]);
      await expect.poll(() => remindedOf(second)).toEqual([today.iso]);
      await expect
        .poll(() => smsTexts(server.dataDir).some((s) => s.includes('To: +919876543210') && s.includes(`is due on ${today.shown}`)))
        .toBe(true);
      await shot(page, 'due-dates');

      await page.context().clearCookies();
      await signInAt(page, 'student', '/app/Notifications');
      await expect(
        page
          .getByTestId('notifications')
          .getByRole('row')
          .filter({ hasText: `${label(first)} of` })
          .filter({ hasText: `is due on ${today.shown}` }),
      ).toBeVisible();
    } finally {
      // The demo's schedule, and no due dates, for the other journeys of this worker.
      await request.put('/api/payments/reminder-schedule', { headers: officer, data: { offsets: before.offsets } });
      await request.put('/api/payments/due-dates', {
        headers: officer,
        data: { dueDates: [first, second].map((d) => ({ feeTypeId: d.feeTypeId, semester: d.semester, dueOn: null })) },
      });
    }
  });
});
