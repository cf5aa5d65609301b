import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  advancedSchema,
  advanceSchema,
  applicationRowSchema,
  applicationsSchema,
  companiesSchema,
  companyInputSchema,
  companySchema,
  driveEligibilitySchema,
  driveInputSchema,
  driveSchema,
  drivesSchema,
  offerRecordedSchema,
  optOutInputSchema,
  ownPlacementsSchema,
  PLACEMENT_APPLICATION_PARTS,
  PLACEMENT_OFFER_PARTS,
  PLACEMENT_SHORTLIST_PARTS,
  placementFiguresSchema,
  placementIdSchema,
  placementPlacesSchema,
  placementSettingsAnswerSchema,
  placementSettingsSchema,
} from '@campus/shared';
import { readForm, sendFile } from '../../lib/multipart-form.js';
import type { PlacementsService } from './placements.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The placement office (ADR 0142): companies, drives and who may apply, applications, rounds, offers and the season's figures. */
export const placementsRoutes: FastifyPluginAsyncZod<{ placements: PlacementsService }> = async (app, { placements }) => {
  const manage = { access: 'placements.manage' } as const;
  const read = { access: 'placements.read' } as const;
  const own = { access: 'placements.own' } as const;
  const files = { access: 'placements.files' } as const;
  const noStore = { 'cache-control': 'private, no-store' };

  app.get('/api/placements/companies', { config: read, schema: { response: { 200: companiesSchema } } }, () => placements.companies());
  app.post(
    '/api/placements/companies',
    { config: manage, schema: { body: companyInputSchema, response: { 201: companySchema } } },
    async (request, reply) => reply.code(201).send(await placements.addCompany(request.user!, request.body)),
  );
  app.put(
    '/api/placements/companies/:id',
    { config: manage, schema: { params: placementIdSchema, body: companyInputSchema, response: { 200: companySchema } } },
    (request) => placements.changeCompany(request.user!, request.params.id, request.body),
  );
  app.get('/api/placements/places', { config: read, schema: { response: { 200: placementPlacesSchema } } }, () => placements.places());
  app.get('/api/placements/drives', { config: read, schema: { response: { 200: drivesSchema } } }, () => placements.drives());
  app.post(
    '/api/placements/drives',
    { config: manage, schema: { body: driveInputSchema, response: { 201: driveSchema } } },
    async (request, reply) => reply.code(201).send(await placements.addDrive(request.user!, request.body)),
  );
  app.put(
    '/api/placements/drives/:id',
    { config: manage, schema: { params: placementIdSchema, body: driveInputSchema, response: { 200: driveSchema } } },
    (request) => placements.changeDrive(request.user!, request.params.id, request.body),
  );
  app.get(
    '/api/placements/drives/:id/eligibility',
    { config: read, schema: { params: placementIdSchema, response: { 200: driveEligibilitySchema } } },
    async (request, reply) => reply.headers(noStore).send(await placements.eligibility(request.params.id)),
  );
  app.get(
    '/api/placements/drives/:id/applications',
    { config: read, schema: { params: placementIdSchema, response: { 200: applicationsSchema } } },
    async (request, reply) => reply.headers(noStore).send(await placements.applicants(request.params.id)),
  );
  app.post(
    '/api/placements/drives/:id/advance',
    { config: manage, schema: { params: placementIdSchema, body: advanceSchema, response: { 200: advancedSchema } } },
    (request) => placements.advance(request.user!, request.params.id, request.body),
  );
  app.post(
    '/api/placements/drives/:id/shortlist',
    { config: manage, schema: { params: placementIdSchema, response: { 200: advancedSchema } } },
    async (request) => {
      const { raw, files: parts } = await readForm(request, PLACEMENT_SHORTLIST_PARTS.shortlist, [PLACEMENT_SHORTLIST_PARTS.workbook]);
      return placements.shortlist(request.user!, request.params.id, raw, parts);
    },
  );
  app.post(
    '/api/placements/applications/:id/offer',
    { config: manage, schema: { params: placementIdSchema, response: { 201: offerRecordedSchema } } },
    async (request, reply) => {
      const { raw, files: parts } = await readForm(request, PLACEMENT_OFFER_PARTS.offer, [PLACEMENT_OFFER_PARTS.letter]);
      return reply.code(201).send(await placements.recordOffer(request.user!, request.params.id, raw, parts));
    },
  );
  app.get('/api/placements/settings', { config: read, schema: { response: { 200: placementSettingsAnswerSchema } } }, () =>
    placements.settings(),
  );
  app.put(
    '/api/placements/settings',
    { config: manage, schema: { body: placementSettingsSchema, response: { 200: placementSettingsAnswerSchema } } },
    (request) => placements.saveSettings(request.user!, request.body),
  );
  app.get('/api/placements/figures', { config: read, schema: { response: { 200: placementFiguresSchema } } }, () => placements.figures());
  app.get('/api/placements/figures.xlsx', { config: read }, async (_request, reply) => {
    const { fileName, workbook } = await placements.figuresWorkbook();
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(workbook);
  });

  app.get('/api/placements/mine', { config: own, schema: { response: { 200: ownPlacementsSchema } } }, async (request, reply) =>
    reply.headers(noStore).send(await placements.mine(request.user!)),
  );
  app.post('/api/placements/applications', { config: own, schema: { response: { 201: applicationRowSchema } } }, async (request, reply) => {
    const { raw, files: parts } = await readForm(request, PLACEMENT_APPLICATION_PARTS.application, [PLACEMENT_APPLICATION_PARTS.resume]);
    return reply.code(201).send(await placements.apply(request.user!, raw, parts));
  });
  app.post(
    '/api/placements/opt-out',
    { config: own, schema: { body: optOutInputSchema, response: { 200: ownPlacementsSchema } } },
    (request) => placements.optOut(request.user!, request.body),
  );

  app.get('/api/placements/applications/:id/resume', { config: files, schema: { params: placementIdSchema } }, async (request, reply) =>
    sendFile(reply, await placements.resume(request.user!, request.params.id)),
  );
  app.get('/api/placements/offers/:id/letter', { config: files, schema: { params: placementIdSchema } }, async (request, reply) =>
    sendFile(reply, await placements.letter(request.user!, request.params.id)),
  );
};
