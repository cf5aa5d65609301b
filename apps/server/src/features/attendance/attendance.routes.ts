import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceRulesSchema,
  attendanceSettingsSchema,
  condonationDecisionSchema,
  condonationIdSchema,
  condonationRequestSchema,
  condonationSchema,
  condonationsQuerySchema,
  condonationsSchema,
  eligibilityFilterSchema,
  eligibilityQuerySchema,
  eligibilitySchema,
  classesOfDaySchema,
  classesQuerySchema,
  myAttendanceSchema,
  registerQuerySchema,
  registerSaveSchema,
  registerSchema,
  shortageQuerySchema,
  shortageSchema,
} from '@campus/shared';
import type { AttendanceService } from './attendance.service.js';
import { eligibilityWorkbook } from './eligibility-workbook.js';
import type { EligibilityService } from './eligibility.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Registers marked by teachers, one's own attendance, sections' shortage lists and the college's
 * rules (ADR 0146); the examinations' eligibility list and condonations (ADR 0147).
 */
export const attendanceRoutes: FastifyPluginAsyncZod<{ attendance: AttendanceService; eligibility: EligibilityService }> = async (
  app,
  { attendance, eligibility },
) => {
  const mark = { access: 'attendance.mark' } as const;

  app.get(
    '/api/attendance/classes',
    { config: mark, schema: { querystring: classesQuerySchema, response: { 200: classesOfDaySchema } } },
    (request) => attendance.classes(request.user!, request.query.date),
  );
  app.get(
    '/api/attendance/register',
    { config: mark, schema: { querystring: registerQuerySchema, response: { 200: registerSchema } } },
    (request) => attendance.register(request.user!, request.query),
  );
  app.put(
    '/api/attendance/register',
    { config: mark, schema: { body: registerSaveSchema, response: { 200: registerSchema } } },
    (request) => attendance.save(request.user!, request.body),
  );
  app.get('/api/attendance/mine', { config: { access: 'attendance.own' }, schema: { response: { 200: myAttendanceSchema } } }, (request) =>
    attendance.mine(request.user!.studentId),
  );
  app.get(
    '/api/attendance/shortage',
    { config: { access: 'attendance.read' }, schema: { querystring: shortageQuerySchema, response: { 200: shortageSchema } } },
    (request) => attendance.shortage(request.query.sectionId),
  );
  app.get('/api/attendance/settings', { config: { access: 'attendance.read' }, schema: { response: { 200: attendanceRulesSchema } } }, () =>
    attendance.settings(),
  );
  app.put(
    '/api/attendance/settings',
    { config: { access: 'attendance.settings' }, schema: { body: attendanceSettingsSchema, response: { 200: attendanceRulesSchema } } },
    (request) => attendance.saveSettings(request.user!, request.body),
  );

  app.get(
    '/api/attendance/eligibility',
    { config: { access: 'attendance.read' }, schema: { querystring: eligibilityQuerySchema, response: { 200: eligibilitySchema } } },
    (request) => eligibility.list(request.query),
  );
  app.get(
    '/api/attendance/eligibility/export',
    { config: { access: 'attendance.read' }, schema: { querystring: eligibilityFilterSchema } },
    async (request, reply) => {
      const found = await eligibility.rowsFor(request.query);
      const file = await eligibilityWorkbook(found);
      return reply
        .headers({
          'content-type': XLSX,
          'content-disposition': `attachment; filename="eligibility-${found.batch.replace(/[^A-Za-z0-9.-]+/g, '-')}.xlsx"`,
          'cache-control': 'private, no-store',
        })
        .send(file);
    },
  );
  app.get(
    '/api/attendance/condonations',
    { config: { access: 'attendance.read' }, schema: { querystring: condonationsQuerySchema, response: { 200: condonationsSchema } } },
    (request) => eligibility.condonations(request.user!, request.query.state),
  );
  app.post(
    '/api/attendance/condonations',
    { config: { access: 'attendance.askCondonation' }, schema: { body: condonationRequestSchema, response: { 201: condonationSchema } } },
    async (request, reply) => reply.code(201).send(await eligibility.request(request.user!, request.body.studentId)),
  );
  app.post(
    '/api/attendance/condonations/:id/decision',
    {
      config: { access: 'attendance.condone' },
      schema: { params: condonationIdSchema, body: condonationDecisionSchema, response: { 200: condonationSchema } },
    },
    (request) => eligibility.decide(request.user!, request.params.id, request.body),
  );
};
