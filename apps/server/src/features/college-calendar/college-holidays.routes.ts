import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holidayAnswerSchema, holidayDaySchema, holidaySchema, holidaysSchema } from '@campus/shared';
import type { CollegeHolidaysService } from './college-holidays.service.js';

/** The college's holidays: read by everyone signed in, kept by the library incharge and the administrator. */
export const collegeHolidaysRoutes: FastifyPluginAsyncZod<{ holidays: CollegeHolidaysService }> = async (app, { holidays }) => {
  app.get('/api/college/holidays', { config: { access: 'college.holidays.read' }, schema: { response: { 200: holidaysSchema } } }, () =>
    holidays.list(),
  );
  app.post(
    '/api/college/holidays',
    { config: { access: 'college.holidays.manage' }, schema: { body: holidaySchema, response: { 201: holidayAnswerSchema } } },
    async (request, reply) => reply.code(201).send(await holidays.add(request.body, request.user!)),
  );
  app.delete(
    '/api/college/holidays/:day',
    { config: { access: 'college.holidays.manage' }, schema: { params: holidayDaySchema, response: { 200: holidaysSchema } } },
    async (request) => {
      await holidays.remove(request.params.day, request.user!);
      return holidays.list();
    },
  );
};
