import { expect, test } from './worker-server.fixture';
import { apiBearer, collegeDay, saveReminderDays, shot, signInAt, smsTexts, snackbar } from './support';

type Due = { feeTypeId: number; feeTypeName: string; category: string; semester: number | null; duePaise: number };

// The demo student's tuition is paid here, which the other journeys of a worker pay themselves: a server of its own.
test.use({ ownServer: 'due-reminders' });

test.describe('a reminder stopped by payment', () => {
  test('reminded a week ahead of two dues, the student has the tuition paid at the counter; on the due day only the fee still owed is reminded of', async ({
    page,
    request,
    server,
  }) => {
    const student = await apiBearer(request, 'student');
    const owed = (await (await request.get('/api/payments/dues', { headers: student })).json()) as {
      student: { rollNumber: string };
      dues: Due[];
    };
    const tuition = owed.dues.find((d) => d.category === 'fee' && d.semester !== null && d.duePaise > 0)!;
    const exam = owed.dues.find((d) => d.category === 'exam' && d.semester !== null && d.duePaise > 0)!;
    const label = (d: Due) => `${d.feeTypeName} (semester ${d.semester})`;
    const remindedOf = async (d: Due) => {
      const list = (await (await request.get('/api/notifications?pageSize=50', { headers: student })).json()) as {
        rows: { kind: string; params: Record<string, string> }[];
      };
      return list.rows
        .filter((r) => r.kind === 'dueReminder' && r.params.fee === label(d))
        .map((r) => r.params.dueDate)
        .sort();
    };
    const parentSms = (d: Due, day: { shown: string }) =>
      smsTexts(server.dataDir).filter(
        (s) => s.includes('To: +919876543210') && s.includes(`Fee ${label(d)}`) && s.includes(`is due on ${day.shown}`),
      );
    const today = collegeDay();
    const nextWeek = collegeDay(7);

    await saveReminderDays(page, '−7, 0');
    async function dueOn(day: { shown: string }) {
      for (const d of [tuition, exam]) await page.getByLabel(`Due on (${d.feeTypeName}, semester ${d.semester})`).fill(day.shown);
      await page.getByRole('button', { name: 'Save due dates' }).click();
      await expect(snackbar(page, 'Due dates saved')).toBeVisible();
    }

    // A week ahead: both dues are reminded of, the parent by SMS too.
    await dueOn(nextWeek);
    await expect.poll(() => remindedOf(tuition)).toEqual([nextWeek.iso]);
    await expect.poll(() => remindedOf(exam)).toEqual([nextWeek.iso]);
    await expect.poll(() => parentSms(tuition, nextWeek).length).toBe(1);

    // The tuition is paid in full at the counter.
    await page.context().clearCookies();
    await signInAt(page, 'feepayments', '/app/Fees/Counter');
    await page.getByLabel('Roll number').fill(owed.student.rollNumber);
    await page.getByRole('button', { name: 'Find dues' }).click();
    await expect(page.getByTestId('counter-student')).toContainText(owed.student.rollNumber);
    await page.getByRole('checkbox', { name: new RegExp(`^${tuition.feeTypeName} · Semester ${tuition.semester}\\b`) }).check();
    await expect(page.getByLabel(`Amount (₹) ${tuition.feeTypeName} · Semester ${tuition.semester}`)).toHaveValue(
      String(tuition.duePaise / 100),
    );
    await page.getByRole('radio', { name: 'Cash' }).check();
    await page.getByRole('button', { name: 'Record receipt' }).click();
    await expect(page.getByRole('heading', { name: 'Receipt recorded' })).toBeVisible();

    // The due day comes (the office moves it to today): the examination fee, still owed, is reminded
    // of on the day; the tuition, paid, is not. Both are told in one transaction of the student's.
    await page.context().clearCookies();
    await signInAt(page, 'accountants_officer', '/app/Fees/Fee Structure');
    await dueOn(today);
    await expect.poll(() => remindedOf(exam)).toEqual([today.iso, nextWeek.iso].sort());
    expect(await remindedOf(tuition)).toEqual([nextWeek.iso]);
    await expect.poll(() => parentSms(exam, today).length).toBe(1);
    expect(parentSms(tuition, today)).toEqual([]);

    await page.context().clearCookies();
    await signInAt(page, 'student', '/app/Notifications');
    const rows = page.getByTestId('notifications').getByRole('row');
    await expect(rows.filter({ hasText: `${label(exam)} of` }).filter({ hasText: `is due on ${today.shown}` })).toBeVisible();
    await expect(rows.filter({ hasText: `${label(tuition)} of` }).filter({ hasText: `is due on ${nextWeek.shown}` })).toBeVisible();
    await expect(rows.filter({ hasText: `${label(tuition)} of` }).filter({ hasText: `is due on ${today.shown}` })).toHaveCount(0);
    await shot(page, 'reminder-stopped-by-payment');
  });
});
