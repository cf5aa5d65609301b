import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  anonymousGrievanceSchema,
  anonymousReceiptSchema,
  committeeEndSchema,
  committeeMemberInputSchema,
  committeeMemberSchema,
  committeeSchema,
  GRIEVANCE_PARTS,
  grievanceAppealSchema,
  grievanceAssignSchema,
  grievanceAttachmentIdSchema,
  grievanceDecisionSchema,
  grievanceDetailSchema,
  grievanceEntrySchema,
  grievanceFiguresQuerySchema,
  grievanceFiguresSchema,
  grievanceIdSchema,
  grievanceSettingsSchema,
  grievancesPageSchema,
  grievancesQuerySchema,
  grievanceTrackSchema,
  ownGrievancesQuerySchema,
  ownGrievancesSchema,
} from '@campus/shared';
import { readForm, sendFile } from '../../lib/multipart-form.js';
import { sendPdf } from '../../lib/send-pdf.js';
import type { GrievancesService } from './grievances.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The grievance cell (UGC Regulations 2023): filing, the committee's work, appeals, the committee and the figures (ADR 0141). */
export const grievancesRoutes: FastifyPluginAsyncZod<{ grievances: GrievancesService }> = async (app, { grievances }) => {
  const file = { access: 'grievances.file' } as const;
  const read = { access: 'grievances.read' } as const;
  const cell = { access: 'grievances.cell' } as const;
  const figures = { access: 'grievances.figures' } as const;
  const anonymous = { access: 'grievances.anonymous' } as const;
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    '/api/grievances/mine',
    { config: file, schema: { querystring: ownGrievancesQuerySchema, response: { 200: ownGrievancesSchema } } },
    async (request, reply) => reply.headers(noStore).send(await grievances.own(request.user!, request.query)),
  );
  app.post('/api/grievances', { config: file, schema: { response: { 201: grievanceDetailSchema } } }, async (request, reply) => {
    const { raw, files } = await readForm(request, GRIEVANCE_PARTS.grievance, [GRIEVANCE_PARTS.attachment]);
    return reply.code(201).send(await grievances.file(request.user!, raw, files[GRIEVANCE_PARTS.attachment] ?? []));
  });

  app.get(
    '/api/grievances',
    { config: read, schema: { querystring: grievancesQuerySchema, response: { 200: grievancesPageSchema } } },
    async (request, reply) => reply.headers(noStore).send(await grievances.register(request.user!, request.query)),
  );
  app.get('/api/grievances/committee', { config: read, schema: { response: { 200: committeeSchema } } }, (request) =>
    grievances.committee(request.user!),
  );
  app.post(
    '/api/grievances/committee',
    { config: cell, schema: { body: committeeMemberInputSchema, response: { 201: committeeMemberSchema } } },
    async (request, reply) => reply.code(201).send(await grievances.addMember(request.user!, request.body)),
  );
  app.post(
    '/api/grievances/committee/:id/end',
    { config: cell, schema: { params: grievanceIdSchema, body: committeeEndSchema, response: { 200: committeeMemberSchema } } },
    (request) => grievances.endMember(request.user!, request.params.id, request.body),
  );
  app.put(
    '/api/grievances/settings',
    { config: cell, schema: { body: grievanceSettingsSchema, response: { 200: committeeSchema } } },
    (request) => grievances.saveSettings(request.user!, request.body),
  );

  app.get(
    '/api/grievances/figures',
    { config: figures, schema: { querystring: grievanceFiguresQuerySchema, response: { 200: grievanceFiguresSchema } } },
    (request) => grievances.figures(request.query),
  );
  app.get(
    '/api/grievances/report.pdf',
    { config: figures, schema: { querystring: grievanceFiguresQuerySchema } },
    async (request, reply) => {
      return sendPdf(reply, await grievances.annualReport(request.query));
    },
  );
  app.get(
    '/api/grievances/figures.xlsx',
    { config: figures, schema: { querystring: grievanceFiguresQuerySchema } },
    async (request, reply) => {
      const { fileName, workbook } = await grievances.figuresWorkbook(request.query);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(workbook);
    },
  );

  app.get(
    '/api/grievances/:id',
    { config: file, schema: { params: grievanceIdSchema, response: { 200: grievanceDetailSchema } } },
    async (request, reply) => reply.headers(noStore).send(await grievances.detail(request.user!, request.params.id)),
  );
  app.get(
    '/api/grievances/:id/attachments/:attachmentId',
    { config: file, schema: { params: grievanceAttachmentIdSchema } },
    async (request, reply) => sendFile(reply, await grievances.attachment(request.user!, request.params.id, request.params.attachmentId)),
  );
  app.post(
    '/api/grievances/:id/appeal',
    { config: file, schema: { params: grievanceIdSchema, body: grievanceAppealSchema, response: { 200: grievanceDetailSchema } } },
    (request) => grievances.appeal(request.user!, request.params.id, request.body),
  );
  app.post(
    '/api/grievances/:id/assign',
    { config: read, schema: { params: grievanceIdSchema, body: grievanceAssignSchema, response: { 200: grievanceDetailSchema } } },
    (request) => grievances.assign(request.user!, request.params.id, request.body),
  );
  app.post(
    '/api/grievances/:id/entries',
    { config: read, schema: { params: grievanceIdSchema, body: grievanceEntrySchema, response: { 200: grievanceDetailSchema } } },
    (request) => grievances.record(request.user!, request.params.id, request.body),
  );
  app.post(
    '/api/grievances/:id/decision',
    { config: read, schema: { params: grievanceIdSchema, body: grievanceDecisionSchema, response: { 200: grievanceDetailSchema } } },
    (request) => grievances.decide(request.user!, request.params.id, request.body),
  );
  app.post(
    '/api/grievances/:id/appeal-decision',
    {
      config: cell,
      schema: { params: grievanceIdSchema, body: grievanceDecisionSchema, response: { 200: grievanceDetailSchema } },
    },
    (request) => grievances.decideAppeal(request.user!, request.params.id, request.body),
  );

  app.get(
    '/api/public/grievances/settings',
    { config: anonymous, schema: { response: { 200: z.object({ anonymousOn: z.boolean() }) } } },
    async () => ({ anonymousOn: await grievances.anonymousOn() }),
  );
  app.post(
    '/api/public/grievances',
    { config: anonymous, schema: { body: anonymousGrievanceSchema, response: { 201: anonymousReceiptSchema } } },
    async (request, reply) => reply.code(201).send(await grievances.fileAnonymously(request.body, request.ip)),
  );
  app.post(
    '/api/public/grievances/track',
    { config: anonymous, schema: { body: grievanceTrackSchema, response: { 200: grievanceDetailSchema } } },
    (request) => grievances.track(request.body, request.ip),
  );
};
