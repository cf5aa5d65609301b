import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceRulesSchema,
  attendanceSettingsSchema,
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

/** Registers marked by teachers, one's own attendance, sections' shortage lists and the college's rules (ADR 0146). */
export const attendanceRoutes: FastifyPluginAsyncZod<{ attendance: AttendanceService }> = async (app, { attendance }) => {
  const mark = { access: 'attendance.mark' } as const;

  app.get('/api/attendance/classes', { config: mark, schema: { querystring: classesQuerySchema, response: { 200: classesOfDaySchema } } }, (request) =>
    attendance.classes(request.user!, request.query.date),
  );
  app.get('/api/attendance/register', { config: mark, schema: { querystring: registerQuerySchema, response: { 200: registerSchema } } }, (request) =>
    attendance.register(request.user!, request.query),
  );
  app.put('/api/attendance/register', { config: mark, schema: { body: registerSaveSchema, response: { 200: registerSchema } } }, (request) =>
    attendance.save(request.user!, request.body),
  );
  app.get('/api/attendance/mine', { config: { access: 'attendance.own' }, schema: { response: { 200: myAttendanceSchema } } }, (request) =>
    attendance.mine(request.user!.id),
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
};
