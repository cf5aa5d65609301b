import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueQuerySchema,
  circulationByDaySchema,
  circulationByProgrammeSchema,
  libraryReportRangeSchema,
  mostBorrowedSchema,
  naacFiguresSchema,
  overdueExportQuerySchema,
  overduePageSchema,
} from '@campus/shared';
import type { LibraryReportsService } from './library-reports.service.js';
import { attachment, XLSX } from './library.routes.js';

/** The library's reports, each as figures for the page and as a workbook: the library's staff. */
export const libraryReportsRoutes: FastifyPluginAsyncZod<{ reports: LibraryReportsService }> = async (app, { reports }) => {
  const config = { access: 'library.reports' } as const;
  const ranged = { querystring: libraryReportRangeSchema };
  const sendWorkbook = (reply: FastifyReply, { file, buffer }: { file: string; buffer: Buffer }) =>
    reply.type(XLSX).headers(attachment(file)).send(buffer);

  app.get('/api/library/reports/circulation', { config, schema: { ...ranged, response: { 200: circulationByDaySchema } } }, (request) =>
    reports.circulation(request.query),
  );
  app.get('/api/library/reports/circulation.xlsx', { config, schema: ranged }, async (request, reply) =>
    sendWorkbook(reply, await reports.workbooks.circulation(request.query)),
  );
  app.get(
    '/api/library/reports/programmes',
    { config, schema: { ...ranged, response: { 200: circulationByProgrammeSchema } } },
    (request) => reports.programmes(request.query),
  );
  app.get('/api/library/reports/programmes.xlsx', { config, schema: ranged }, async (request, reply) =>
    sendWorkbook(reply, await reports.workbooks.programmes(request.query)),
  );
  app.get(
    '/api/library/reports/overdue',
    { config, schema: { querystring: catalogueQuerySchema, response: { 200: overduePageSchema } } },
    (request) => reports.overdue(request.query),
  );
  app.get('/api/library/reports/overdue.xlsx', { config, schema: { querystring: overdueExportQuerySchema } }, async (request, reply) =>
    sendWorkbook(reply, await reports.workbooks.overdue(request.query.q)),
  );
  app.get('/api/library/reports/most-borrowed', { config, schema: { ...ranged, response: { 200: mostBorrowedSchema } } }, (request) =>
    reports.mostBorrowed(request.query),
  );
  app.get('/api/library/reports/most-borrowed.xlsx', { config, schema: ranged }, async (request, reply) =>
    sendWorkbook(reply, await reports.workbooks.mostBorrowed(request.query)),
  );
  app.get('/api/library/reports/naac', { config, schema: { ...ranged, response: { 200: naacFiguresSchema } } }, (request) =>
    reports.naac(request.query),
  );
  app.get('/api/library/reports/naac.xlsx', { config, schema: ranged }, async (request, reply) =>
    sendWorkbook(reply, await reports.workbooks.naac(request.query)),
  );
};
