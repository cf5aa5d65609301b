import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collegeImagesSchema,
  collegeSettingsAnswerSchema,
  collegeSettingsSchema,
  contactDataSchema,
  logoDataSchema,
  serverText,
} from '@campus/shared';
import { notFound } from '../../lib/app-error.js';
import type { CollegeService } from './college.service.js';
import { COLLEGE_IMAGES_PATH, type ReadyAnswer } from './public-answers.js';

/**
 * The same for everyone, and it may change with the settings: any cache may keep it, but asks again
 * each time, and gets 304 while it is unchanged.
 */
const REVALIDATE = 'public, no-cache';
/** An image file named by a hash of its content never changes. */
const FOREVER = 'public, max-age=31536000, immutable';

function sendReady(request: FastifyRequest, reply: FastifyReply, answer: ReadyAnswer, cacheControl: string) {
  reply.header('etag', answer.etag).header('cache-control', cacheControl);
  const asked = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (asked?.includes(answer.etag)) return reply.code(304).send();
  return reply.type(answer.type).send(answer.body);
}

export const publicRoutes: FastifyPluginAsyncZod<{ college: CollegeService }> = async (app, { college }) => {
  // A plain string, as the old client reads it; with or without a bearer token.
  app.get('/api/getCollegeName', { config: { access: 'public.read' } }, async (request, reply) =>
    sendReady(request, reply, (await college.publicAnswers()).code, REVALIDATE),
  );

  app.get(
    '/api/getLogoDataForHeaders',
    { config: { access: 'public.read' }, schema: { response: { 200: logoDataSchema } } },
    async (request, reply) => sendReady(request, reply, (await college.publicAnswers()).logos, REVALIDATE),
  );

  app.get(
    '/api/getContactData',
    { config: { access: 'public.read' }, schema: { response: { 200: z.array(contactDataSchema) } } },
    async (request, reply) => sendReady(request, reply, (await college.publicAnswers()).contact, REVALIDATE),
  );

  app.get(
    COLLEGE_IMAGES_PATH,
    { config: { access: 'public.read' }, schema: { response: { 200: collegeImagesSchema } } },
    async (request, reply) => sendReady(request, reply, (await college.publicAnswers()).images, REVALIDATE),
  );

  app.get(
    `${COLLEGE_IMAGES_PATH}/:name`,
    { config: { access: 'public.read' }, schema: { params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      const file = (await college.publicAnswers()).files.get(request.params.name);
      // An older logo's address: the page asks for the current one's.
      if (!file) throw notFound(serverText('page.noSuchImage'));
      return sendReady(request, reply, file, FOREVER);
    },
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
