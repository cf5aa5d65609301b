import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSchema,
  createLoginsResponseSchema,
  createUserBodySchema,
  facultyLoginsQuerySchema,
  loginsToCreateQuerySchema,
  loginsToCreateSchema,
  needsDepartment,
  messageResponseSchema,
  outboxPageSchema,
  studentLoginsFilterSchema,
  outboxQuerySchema,
  updateUserBodySchema,
  userIdParamsSchema,
  usersPageSchema,
  usersQuerySchema,
} from '@campus/shared';
import type { AccountsService } from '../auth/accounts.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { DepartmentDirectory } from '../masterdata/department-directory.js';
import type { LoginsService } from './logins.service.js';

interface UsersRoutesOptions {
  accounts: AccountsService;
  logins: LoginsService;
  mail: MailService;
  departments: Pick<DepartmentDirectory, 'activeNamed'>;
}

/** The Users screen (ours) and the login creation of 001 §7; administrators only (users.manage). */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { accounts, logins, mail, departments }) => {
  const access = { access: 'users.manage' } as const;
  const byId = { params: userIdParamsSchema, response: { 200: accountSchema } };

  app.get(
    '/api/users',
    { config: access, schema: { querystring: usersQuerySchema, response: { 200: usersPageSchema } } },
    async (request) => accounts.list(request.query),
  );
  app.post('/api/users', { config: access, schema: { body: createUserBodySchema, response: { 200: accountSchema } } }, async (request) => {
    const { body } = request;
    // A department only where a role has one, and only one of the master data.
    const department = body.roles.some(needsDepartment) ? await departments.activeNamed(body.department, 'department') : undefined;
    return accounts.create(body, department, request.user!);
  });
  app.post('/api/users/:id/approve', { config: access, schema: { ...byId, body: updateUserBodySchema } }, async (request) =>
    accounts.approve(request.params.id, request.body, request.user!),
  );
  app.post('/api/users/:id/disable', { config: access, schema: byId }, async (request) =>
    accounts.disable(request.params.id, request.user!),
  );
  app.post('/api/users/:id/enable', { config: access, schema: byId }, async (request) => accounts.enable(request.params.id, request.user!));
  app.put('/api/users/:id', { config: access, schema: { ...byId, body: updateUserBodySchema } }, async (request) =>
    accounts.update(request.params.id, request.body, request.user!),
  );
  app.post(
    '/api/users/:id/password-reset',
    { config: access, schema: { params: userIdParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => accounts.issueReset(request.params.id, request.user!),
  );
  app.post(
    '/api/users/:id/unlock',
    { config: access, schema: { params: userIdParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => accounts.unlock(request.params.id, request.user!),
  );
  app.get(
    '/api/users/outbox',
    { config: access, schema: { querystring: outboxQuerySchema, response: { 200: outboxPageSchema } } },
    async (request) => mail.page(request.query.page, request.query.size),
  );

  app.get(
    '/api/users/logins-to-create',
    { config: access, schema: { querystring: loginsToCreateQuerySchema, response: { 200: loginsToCreateSchema } } },
    async (request) => {
      const { kind, considerMailOrEmpcode, ...filter } = request.query;
      return logins.loginsToCreate(kind, considerMailOrEmpcode, filter);
    },
  );
  app.post(
    '/api/createStudentLogins',
    { config: access, schema: { querystring: studentLoginsFilterSchema, response: { 200: createLoginsResponseSchema } } },
    async (request) => logins.createStudentLogins(request.user!, request.query),
  );
  app.post(
    '/api/createFacultyLogins',
    { config: access, schema: { querystring: facultyLoginsQuerySchema, response: { 200: createLoginsResponseSchema } } },
    async (request) => logins.createFacultyLogins(request.query.considerMailOrEmpcode, request.user!),
  );
};
