import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dueDatesAnswerSchema, dueDatesInputSchema, reminderScheduleSchema } from '@campus/shared';
import type { DueDatesService } from './due-dates.service.js';

/** The due days of the semester fees and the reminder schedule, kept by the accounts office. */
export const dueDatesRoutes: FastifyPluginAsyncZod<{ dueDates: DueDatesService }> = async (app, { dueDates }) => {
  const manage = { access: 'payments.feeStructure' } as const;
  app.get('/api/payments/due-dates', { config: manage, schema: { response: { 200: dueDatesAnswerSchema } } }, () => dueDates.answer());
  app.put(
    '/api/payments/due-dates',
    { config: manage, schema: { body: dueDatesInputSchema, response: { 200: dueDatesAnswerSchema } } },
    (request) => dueDates.saveDueDates(request.body, request.user!),
  );
  app.put(
    '/api/payments/reminder-schedule',
    { config: manage, schema: { body: reminderScheduleSchema, response: { 200: dueDatesAnswerSchema } } },
    (request) => dueDates.saveSchedule(request.body, request.user!),
  );
};
