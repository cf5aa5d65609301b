import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  needsDepartment,
  publicDepartmentSchema,
  resetPasswordBodySchema,
  roleFromLabel,
  signUpBodySchema,
  signUpResponseSchema,
} from '@campus/shared';
import type { DepartmentDirectory } from '../masterdata/department-directory.js';
import type { AccountsService } from './accounts.service.js';
import type { AuthService } from './auth.service.js';
import { tokenOf } from './session-token.js';

interface AccountsRoutesOptions {
  accounts: AccountsService;
  auth: Pick<AuthService, 'userForToken'>;
  publicUrl: string;
  departments: Pick<DepartmentDirectory, 'active' | 'activeNamed'>;
}

/** A cookie counts on this public route only from a page of this app (the auth plugin's rule for writes). */
function trustedSession(request: FastifyRequest, publicUrl: string) {
  const found = tokenOf(request);
  if (!found || found.via === 'bearer') return found;
  const origin = request.headers.origin;
  const ours = [new URL(publicUrl).origin, `${request.protocol}://${request.host}`];
  return origin && URL.canParse(origin) && ours.includes(new URL(origin).origin) ? found : null;
}

/** Sign-up, the password change (001 §7) and the forgot-password link (ours). */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { accounts, auth, publicUrl, departments }) => {
  app.post(
    '/api/auth/signup',
    { config: { access: 'auth.signup' }, schema: { body: signUpBodySchema, response: { 200: signUpResponseSchema } } },
    async (request) => {
      // Public: anyone may register (pending); a signed-in administrator creates an active account.
      const found = trustedSession(request, publicUrl);
      const by = found ? await auth.userForToken(found.token) : null;
      const admin = by && !by.mustChangePassword ? by : null;
      const { body } = request;
      // A department (required for a faculty member or HOD, optional otherwise) is one of the master
      // data, stored by its code: never free text, from anyone.
      const department =
        body.department || needsDepartment(roleFromLabel(body.role[0]!))
          ? (await departments.activeNamed(body.department, 'department')).code
          : '';
      return accounts.signUp({ ...body, department }, admin, request.ip);
    },
  );

  // Public: the sign-up form's department list, before anyone has signed in.
  app.get(
    '/api/public/departments',
    { config: { access: 'public.read' }, schema: { response: { 200: z.array(publicDepartmentSchema) } } },
    async () => (await departments.active()).map(({ code, name }) => ({ code, name })),
  );

  app.post(
    '/api/auth/resetUserPasswords',
    {
      config: { access: 'auth.changePassword', beforePasswordChange: true },
      schema: { body: changePasswordBodySchema, response: { 200: changePasswordResponseSchema } },
    },
    async (request) => accounts.changePassword(request.user!, request.body, request.ip),
  );

  app.post(
    '/api/auth/forgot-password',
    { config: { access: 'auth.passwordReset' }, schema: { body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => accounts.forgotPassword(request.body.login, request.ip),
  );

  app.post(
    '/api/auth/reset-password',
    { config: { access: 'auth.passwordReset' }, schema: { body: resetPasswordBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => accounts.resetPassword(request.body.token, request.body.newPassword, request.ip),
  );
};
