import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { collegeTermIdSchema, collegeTermInputSchema, collegeTermSchema, collegeTermsSchema } from '@campus/shared';
import type { CollegeTermsService } from './college-terms.service.js';

/** The college's terms: read by everyone signed in, kept by the administrator and the hostel office, which lays fees by them. */
export const collegeTermsRoutes: FastifyPluginAsyncZod<{ terms: CollegeTermsService }> = async (app, { terms }) => {
  app.get('/api/college/terms', { config: { access: 'college.terms.read' }, schema: { response: { 200: collegeTermsSchema } } }, () =>
    terms.list(),
  );
  app.post(
    '/api/college/terms',
    { config: { access: 'college.terms.manage' }, schema: { body: collegeTermInputSchema, response: { 201: collegeTermSchema } } },
    async (request, reply) => reply.code(201).send(await terms.add(request.body, request.user!)),
  );
  app.delete(
    '/api/college/terms/:id',
    { config: { access: 'college.terms.manage' }, schema: { params: collegeTermIdSchema, response: { 200: collegeTermsSchema } } },
    async (request) => {
      await terms.remove(request.params.id, request.user!);
      return terms.list();
    },
  );
};
