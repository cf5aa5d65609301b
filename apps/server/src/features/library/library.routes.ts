import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cataloguePageSchema,
  catalogueQuerySchema,
  copyChangeSchema,
  copyIdSchema,
  copySchema,
  newCopySchema,
  newTitleSchema,
  printoutQuerySchema,
  titleDetailSchema,
  titleIdSchema,
  titleSchema,
} from '@campus/shared';
import { buildAccessionTemplate } from './accession-template.js';
import type { LibraryPrintouts } from './library-printouts.js';
import type { LibraryService } from './library.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const attachment = (name: string) => ({ 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'private, no-store' });

/** The library catalogue: read by the library's staff and readers, kept by its staff. */
export const libraryRoutes: FastifyPluginAsyncZod<{ library: LibraryService; printouts: LibraryPrintouts }> = async (
  app,
  { library, printouts },
) => {
  const read = { access: 'library.catalogue.read' } as const;
  const manage = { access: 'library.catalogue.manage' } as const;

  app.get(
    '/api/library/titles',
    { config: read, schema: { querystring: catalogueQuerySchema, response: { 200: cataloguePageSchema } } },
    (request) => library.titles(request.query),
  );
  app.get('/api/library/titles/:id', { config: read, schema: { params: titleIdSchema, response: { 200: titleDetailSchema } } }, (request) =>
    library.title(request.params.id),
  );
  app.post(
    '/api/library/titles',
    { config: manage, schema: { body: newTitleSchema, response: { 201: titleDetailSchema } } },
    async (request, reply) => reply.code(201).send(await library.addTitle(request.body, request.user!)),
  );
  app.put(
    '/api/library/titles/:id',
    { config: manage, schema: { params: titleIdSchema, body: titleSchema, response: { 200: titleDetailSchema } } },
    (request) => library.changeTitle(request.params.id, request.body, request.user!),
  );
  app.post(
    '/api/library/titles/:id/copies',
    { config: manage, schema: { params: titleIdSchema, body: newCopySchema, response: { 201: copySchema } } },
    async (request, reply) => reply.code(201).send(await library.addCopy(request.params.id, request.body, request.user!)),
  );
  app.put(
    '/api/library/copies/:copyId',
    { config: manage, schema: { params: copyIdSchema, body: copyChangeSchema, response: { 200: copySchema } } },
    (request) => library.changeCopy(request.params.copyId, request.body, request.user!),
  );

  // The imports themselves go through POST /api/masterDataExcelsUploads (libraryAccessions, libraryMarc).
  app.get('/api/library/accession-register/template', { config: manage }, async (_request, reply) =>
    reply
      .type(XLSX)
      .headers(attachment('Accession Register Template.xlsx'))
      .send(await buildAccessionTemplate()),
  );
  app.get('/api/library/labels.pdf', { config: manage, schema: { querystring: printoutQuerySchema } }, async (request, reply) =>
    reply
      .type('application/pdf')
      .headers(attachment('barcode-labels.pdf'))
      .send(await printouts.labels(request.query)),
  );
  app.get('/api/library/accession-register.pdf', { config: manage, schema: { querystring: printoutQuerySchema } }, async (request, reply) =>
    reply
      .type('application/pdf')
      .headers(attachment('accession-register.pdf'))
      .send(await printouts.registerPdf(request.query)),
  );
  app.get(
    '/api/library/accession-register.xlsx',
    { config: manage, schema: { querystring: printoutQuerySchema } },
    async (request, reply) =>
      reply
        .type(XLSX)
        .headers(attachment('accession-register.xlsx'))
        .send(await printouts.registerWorkbook(request.query)),
  );
};
