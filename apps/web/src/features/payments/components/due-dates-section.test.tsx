import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations, switchLanguage } from '../../../i18n';
import { refusal, requestsSent, server, withBodies, writes } from '../../../test/api-server';
import { renderWithApp } from '../../../test/render';
import paymentTexts from '../payments.i18n';
import { DueDatesSection } from './due-dates-section';

addTranslations(paymentTexts);

afterEach(cleanup);

const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const saves = () => requestsSent(writes);
const dueField = (feeType: string, semester: number) => screen.getByLabelText(`Due on (${feeType}, semester ${semester})`);

describe('due dates and reminders', { timeout: 30_000 }, () => {
  it('shows each semester fee with its due day and the schedule in words, and saves the days as ISO days', async () => {
    const user = userEvent.setup();
    await renderWithApp(<DueDatesSection narrow={false} />);
    expect(screen.getByRole('heading', { name: 'Due dates and reminders' })).toBeTruthy();
    expect(await screen.findByLabelText('Due on (Tuition Fee, semester 1)')).toHaveProperty('value', '15-12-2026');
    expect(dueField('Laboratory Fee', 1)).toHaveProperty('value', '');
    expect(screen.getByText('7 days before')).toBeTruthy();
    expect(screen.getByText('on the day')).toBeTruthy();
    expect(screen.getByText('7 days after')).toBeTruthy();

    await user.type(dueField('Laboratory Fee', 1), '10-12-2026');
    await user.clear(dueField('Tuition Fee', 1));
    await user.click(screen.getByRole('button', { name: 'Save due dates' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(await withBodies(saves())).toEqual([
      {
        method: 'PUT',
        path: '/api/payments/due-dates',
        body: {
          dueDates: [
            { feeTypeId: 2, semester: 1, dueOn: '2026-12-10' },
            { feeTypeId: 1, semester: 1, dueOn: null },
            { feeTypeId: 1, semester: 2, dueOn: null },
          ],
        },
      },
    ]);
  });

  it("refuses a reminder day out of range in the schema's words and sends nothing; a good schedule is sent as numbers", async () => {
    const user = userEvent.setup();
    await renderWithApp(<DueDatesSection narrow={false} />);
    const schedule = await screen.findByLabelText('Reminder days');
    expect(schedule).toHaveProperty('value', '-7, 0, 7');
    await user.clear(schedule);
    await user.type(schedule, '-3, 61');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(describedBy(schedule)).toBe('A reminder day must be from 60 days before to 60 days after the due date'));
    expect(saves()).toEqual([]);

    await user.clear(schedule);
    await user.type(schedule, '1 −1');
    expect(screen.getByText('1 day before')).toBeTruthy();
    expect(screen.getByText('1 day after')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(await withBodies(saves())).toEqual([{ method: 'PUT', path: '/api/payments/reminder-schedule', body: { offsets: [-1, 1] } }]);
  });

  it("marks the due day the server's refusal names", async () => {
    const user = userEvent.setup();
    server.use(
      http.put('/api/payments/due-dates', () =>
        refusal(400, { code: 'BAD_REQUEST', message: 'Please choose an existing fee type', field: 'dueDates.2.dueOn' }),
      ),
    );
    await renderWithApp(<DueDatesSection narrow={false} />);
    await user.type(await screen.findByLabelText('Due on (Tuition Fee, semester 2)'), '01-03-2027');
    await user.click(screen.getByRole('button', { name: 'Save due dates' }));
    await waitFor(() => expect(describedBy(dueField('Tuition Fee', 2))).toBe('Please choose an existing fee type'));
  });

  it('reads in German: the schedule in words and a refused day in German', async () => {
    const user = userEvent.setup();
    // The German server messages load when German is chosen, as in the app.
    await switchLanguage('de');
    await renderWithApp(<DueDatesSection narrow={false} />, { language: 'de' });
    const schedule = await screen.findByLabelText('Erinnerungstage');
    expect(screen.getByRole('heading', { name: 'Fälligkeitstage und Erinnerungen' })).toBeTruthy();
    expect(screen.getByText('7 Tage vorher')).toBeTruthy();
    expect(screen.getByText('am Fälligkeitstag')).toBeTruthy();
    expect(screen.getByText('7 Tage danach')).toBeTruthy();
    await user.clear(schedule);
    await user.type(schedule, '-7, -7');
    await user.click(screen.getByRole('button', { name: 'Plan speichern' }));
    await waitFor(() => expect(describedBy(schedule)).toBe('Jeder Erinnerungstag darf nur einmal vorkommen'));
    expect(saves()).toEqual([]);
  });
});
