import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collegeSettingsAnswerSchema, collegeSettingsSchema, contactDataSchema, logoDataSchema } from '@campus/shared';
import type { CollegeService } from './college.service.js';

export const publicRoutes: FastifyPluginAsyncZod<{ college: CollegeService }> = async (app, { college }) => {
  // A plain string, as the old client reads it; with or without a bearer token.
  app.get('/api/getCollegeName', { config: { access: 'public.read' } }, async (_request, reply) => {
    return reply.type('text/plain; charset=utf-8').send(await college.code());
  });

  app.get(
    '/api/getLogoDataForHeaders',
    { config: { access: 'public.read' }, schema: { response: { 200: logoDataSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return college.logos();
    },
  );

  app.get(
    '/api/getContactData',
    { config: { access: 'public.read' }, schema: { response: { 200: z.array(contactDataSchema) } } },
    async () => college.contactList(),
  );

  app.get(
    '/api/college-settings',
    { config: { access: 'settings.manage' }, schema: { response: { 200: collegeSettingsAnswerSchema } } },
    async () => college.settings(),
  );

  app.put(
    '/api/college-settings',
    { config: { access: 'settings.manage' }, schema: { body: collegeSettingsSchema, response: { 200: collegeSettingsAnswerSchema } } },
    async (request) => college.update(request.body, request.user!),
  );
};
