import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cataloguePageSchema,
  catalogueQuerySchema,
  copyChangeSchema,
  copyIdSchema,
  copySchema,
  newCopySchema,
  newTitleSchema,
  opacOpenSchema,
  opacPageSchema,
  opacSettingsSchema,
  printoutQuerySchema,
  titleDetailSchema,
  titleIdSchema,
  titleSchema,
} from '@campus/shared';
import { buildAccessionTemplate } from './accession-template.js';
import type { LibraryPrintouts } from './library-printouts.js';
import type { LibraryService } from './library.service.js';
import type { OpacService } from './opac.service.js';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The headers of a file the library's pages download (the accession register, a report's workbook). */
export const attachment = (name: string) => ({
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'private, no-store',
});

/** The library catalogue: read by the library's staff and readers, kept by its staff; the OPAC searches it. */
export const libraryRoutes: FastifyPluginAsyncZod<{ library: LibraryService; opac: OpacService; printouts: LibraryPrintouts }> = async (
  app,
  { library, opac, printouts },
) => {
  const read = { access: 'library.catalogue.read' } as const;
  const manage = { access: 'library.catalogue.manage' } as const;
  const settings = { access: 'library.settings.manage' } as const;
  const campus = { access: 'public.read' } as const;

  app.get(
    '/api/library/opac',
    { config: read, schema: { querystring: catalogueQuerySchema, response: { 200: opacPageSchema } } },
    (request) => opac.search(request.query),
  );
  // Without a session: only from the campus's networks, when the library has opened its catalogue there.
  app.get(
    '/api/public/library/opac',
    { config: campus, schema: { querystring: catalogueQuerySchema, response: { 200: opacPageSchema } } },
    (request) => opac.searchOnCampus(request.query, request.ip),
  );
  app.get('/api/public/library/opac/open', { config: campus, schema: { response: { 200: opacOpenSchema } } }, (request) =>
    opac.openFor(request.ip),
  );
  app.get('/api/library/settings', { config: settings, schema: { response: { 200: opacSettingsSchema } } }, () => opac.settings());
  app.put(
    '/api/library/settings',
    { config: settings, schema: { body: opacSettingsSchema, response: { 200: opacSettingsSchema } } },
    (request) => opac.changeSettings(request.body, request.user!),
  );

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
