import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hostelComplaintSchema,
  hostelComplaintSchemaOut,
  hostelComplaintsPageSchema,
  hostelComplaintsQuerySchema,
  hostelComplaintStatusSchema,
  hostelLeaveDecisionSchema,
  hostelLeavePageSchema,
  hostelLeaveQuerySchema,
  hostelLeaveRequestSchema,
  hostelLeaveSchema,
  hostelLifeIdSchema,
  hostelOwnComplaintSchema,
  hostelVisitorInSchema,
  hostelVisitorSchema,
  hostelVisitorsPageSchema,
  hostelVisitorsQuerySchema,
  ownHostelLifeSchema,
} from '@campus/shared';
import type { HostelLifeService } from './hostel-life.service.js';

/** The hostel's daily life: a resident's leave and complaints, the office's decisions and the visitors' register (ADR 0139). */
export const hostelLifeRoutes: FastifyPluginAsyncZod<{ life: HostelLifeService }> = async (app, { life }) => {
  const read = { access: 'hostel.read' } as const;
  const manage = { access: 'hostel.manage' } as const;
  const resident = { access: 'hostel.life.own' } as const;

  app.get(
    '/api/hostel/me/life',
    { config: { access: 'hostel.apply.own' }, schema: { response: { 200: ownHostelLifeSchema } } },
    (request) => life.own(request.user!),
  );
  app.post(
    '/api/hostel/me/leave',
    { config: resident, schema: { body: hostelLeaveRequestSchema, response: { 201: hostelLeaveSchema } } },
    async (request, reply) => reply.code(201).send(await life.requestLeave(request.user!, request.body)),
  );
  app.post(
    '/api/hostel/me/leave/:id/cancel',
    { config: resident, schema: { params: hostelLifeIdSchema, response: { 200: hostelLeaveSchema } } },
    (request) => life.cancelLeave(request.user!, request.params.id),
  );
  app.post(
    '/api/hostel/me/complaints',
    { config: resident, schema: { body: hostelOwnComplaintSchema, response: { 201: hostelComplaintSchemaOut } } },
    async (request, reply) => reply.code(201).send(await life.reportOwn(request.user!, request.body)),
  );

  app.get(
    '/api/hostel/leave',
    { config: read, schema: { querystring: hostelLeaveQuerySchema, response: { 200: hostelLeavePageSchema } } },
    (request) => life.leavePage(request.query),
  );
  app.post(
    '/api/hostel/leave/:id/decision',
    { config: manage, schema: { params: hostelLifeIdSchema, body: hostelLeaveDecisionSchema, response: { 200: hostelLeaveSchema } } },
    (request) => life.decideLeave(request.user!, request.params.id, request.body),
  );

  app.get(
    '/api/hostel/complaints',
    { config: read, schema: { querystring: hostelComplaintsQuerySchema, response: { 200: hostelComplaintsPageSchema } } },
    (request) => life.complaintsPage(request.query),
  );
  app.post(
    '/api/hostel/complaints',
    { config: manage, schema: { body: hostelComplaintSchema, response: { 201: hostelComplaintSchemaOut } } },
    async (request, reply) => reply.code(201).send(await life.addComplaint(request.user!, request.body)),
  );
  app.post(
    '/api/hostel/complaints/:id/status',
    {
      config: manage,
      schema: { params: hostelLifeIdSchema, body: hostelComplaintStatusSchema, response: { 200: hostelComplaintSchemaOut } },
    },
    (request) => life.moveComplaint(request.user!, request.params.id, request.body),
  );

  app.get(
    '/api/hostel/visitors',
    { config: read, schema: { querystring: hostelVisitorsQuerySchema, response: { 200: hostelVisitorsPageSchema } } },
    (request) => life.visitorsPage(request.query),
  );
  app.post(
    '/api/hostel/visitors',
    { config: manage, schema: { body: hostelVisitorInSchema, response: { 201: hostelVisitorSchema } } },
    async (request, reply) => reply.code(201).send(await life.visitorIn(request.user!, request.body)),
  );
  app.post(
    '/api/hostel/visitors/:id/out',
    { config: manage, schema: { params: hostelLifeIdSchema, response: { 200: hostelVisitorSchema } } },
    (request) => life.visitorOut(request.user!, request.params.id),
  );
};
