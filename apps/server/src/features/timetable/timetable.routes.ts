import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  facultyWeekSchema,
  periodsInputSchema,
  periodsSchema,
  sectionTimetableSchema,
  slotInputSchema,
  slotSchema,
  substitutionInputSchema,
  substitutionSchema,
  substitutionsQuerySchema,
  substitutionsSchema,
  timetableIdSchema,
  todayClassesSchema,
} from '@campus/shared';
import type { TimetableService } from './timetable.service.js';

/** The periods of the day, sections' weekly timetables, teachers' weeks, substitutions and today's classes (ADR 0145). */
export const timetableRoutes: FastifyPluginAsyncZod<{ timetable: TimetableService }> = async (app, { timetable }) => {
  const manage = { access: 'timetable.manage' } as const;
  const read = { access: 'timetable.read' } as const;

  app.get('/api/timetable/periods', { config: read, schema: { response: { 200: periodsSchema } } }, () => timetable.periods());
  app.put('/api/timetable/periods', { config: manage, schema: { body: periodsInputSchema, response: { 200: periodsSchema } } }, (request) =>
    timetable.setPeriods(request.user!, request.body),
  );
  app.get(
    '/api/timetable/sections/:id',
    { config: read, schema: { params: timetableIdSchema, response: { 200: sectionTimetableSchema } } },
    (request) => timetable.sectionTimetable(request.params.id),
  );
  app.post('/api/timetable/slots', { config: manage, schema: { body: slotInputSchema, response: { 201: slotSchema } } }, async (request, reply) =>
    reply.code(201).send(await timetable.addSlot(request.user!, request.body)),
  );
  app.delete('/api/timetable/slots/:id', { config: manage, schema: { params: timetableIdSchema } }, async (request, reply) => {
    await timetable.removeSlot(request.user!, request.params.id);
    return reply.code(204).send();
  });
  app.get('/api/timetable/mine', { config: read, schema: { response: { 200: facultyWeekSchema } } }, (request) =>
    timetable.myWeek(request.user!.id),
  );
  app.get('/api/timetable/today', { config: read, schema: { response: { 200: todayClassesSchema } } }, (request) =>
    timetable.todayOf(request.user!.id),
  );
  app.get(
    '/api/timetable/faculty/:id',
    { config: read, schema: { params: timetableIdSchema, response: { 200: facultyWeekSchema } } },
    (request) => timetable.weekOf(request.params.id),
  );
  app.get(
    '/api/timetable/substitutions',
    { config: read, schema: { querystring: substitutionsQuerySchema, response: { 200: substitutionsSchema } } },
    (request) => timetable.substitutions(request.query.date),
  );
  app.post(
    '/api/timetable/substitutions',
    { config: manage, schema: { body: substitutionInputSchema, response: { 201: substitutionSchema } } },
    async (request, reply) => reply.code(201).send(await timetable.addSubstitution(request.user!, request.body)),
  );
  app.delete('/api/timetable/substitutions/:id', { config: manage, schema: { params: timetableIdSchema } }, async (request, reply) => {
    await timetable.removeSubstitution(request.user!, request.params.id);
    return reply.code(204).send();
  });
};
