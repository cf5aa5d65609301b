import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentOptionSchema,
  casteCategorySchema,
  courseViewSchema,
  degreeSchema,
  idSchema,
  type IssueMessage,
  issuesOf,
  KEY_VALUE_KEYS,
  LABEL_MAX,
  MASTER_DATA_TEXTS,
  MASTERDATA_KINDS,
  masterDataRowSchema,
  normalDataSchema,
  oneOfIssue,
  seatTypeSchema,
  tooLong,
} from '@campus/shared';
import type { MasterDataService } from './masterdata.service.js';

const strings = z.array(z.string());
const masterDataIssue = issuesOf('masterData', MASTER_DATA_TEXTS);

/** A master-data value named in a query or path: a course code, a batch, a category. */
const choice = (field: string, message?: IssueMessage) =>
  z
    .string(message ? { error: message } : undefined)
    .trim()
    .max(LABEL_MAX, tooLong(LABEL_MAX, field))
    .min(1, message);
const courseQuery = (name: 'degree' | 'course') => z.object({ [name]: choice(name, masterDataIssue('choose', { thing: 'course' })) });
const kindParams = z.object({ kind: z.enum(MASTERDATA_KINDS, { error: masterDataIssue('unknownKind') }) });
const idParams = kindParams.extend({ id: idSchema(masterDataIssue('unknownEntry')) });

/** The dropdown calls of spec 000 section 7 and the admin's maintenance of every list. */
export const masterDataRoutes: FastifyPluginAsyncZod<{ masterData: MasterDataService }> = async (app, { masterData }) => {
  const read = { access: 'masterdata.read' } as const;
  const lists = { access: 'masterdata.admissionLists' } as const;

  app.get('/api/getDegreeByLevel', { config: read, schema: { response: { 200: z.array(degreeSchema) } } }, () => masterData.degrees());
  app.get('/api/courses/view', { config: read, schema: { response: { 200: z.array(courseViewSchema) } } }, () => masterData.coursesView());
  app.get(
    '/api/getBatchesByDegrees',
    { config: read, schema: { querystring: courseQuery('degree'), response: { 200: strings } } },
    (request) => masterData.batchesOf(request.query.degree as string),
  );
  app.get(
    '/api/getBranchesShortForms',
    {
      config: read,
      schema: {
        querystring: z.object({
          course: choice('course', masterDataIssue('choose', { thing: 'course' })),
          batch: z.string().trim().max(LABEL_MAX, tooLong(LABEL_MAX, 'batch')).optional(),
        }),
        response: { 200: strings },
      },
    },
    (request) => masterData.branchesOf(request.query.course, request.query.batch || undefined),
  );
  app.get(
    '/api/getDistinct/SemesterMaintenanceSemesters',
    { config: read, schema: { querystring: courseQuery('course'), response: { 200: strings } } },
    (request) => masterData.semestersOf(request.query.course as string),
  );

  app.get('/api/getSeatTypes', { config: lists, schema: { response: { 200: z.array(seatTypeSchema) } } }, () => masterData.seatTypeList());
  app.get('/api/getSeatTypesAsDrop', { config: lists, schema: { response: { 200: strings } } }, () => masterData.seatTypesAsDrop());
  app.get('/api/getAgentsForDropdown', { config: lists, schema: { response: { 200: z.array(agentOptionSchema) } } }, () =>
    masterData.agentOptions(),
  );
  app.get(
    '/api/getKeyValuePair',
    {
      config: lists,
      schema: {
        querystring: z.object({ key: z.enum(KEY_VALUE_KEYS, { error: oneOfIssue('key', KEY_VALUE_KEYS) }) }),
        response: { 200: strings },
      },
    },
    (request) => masterData.keyValueList(request.query.key),
  );
  app.get('/api/getAllCasteCatogeries', { config: lists, schema: { response: { 200: z.array(casteCategorySchema) } } }, () =>
    masterData.categories(),
  );
  app.get(
    '/api/getAllSubCastesByCaste/:category',
    { config: lists, schema: { params: z.object({ category: choice('category') }), response: { 200: strings } } },
    (request) => masterData.subCastesOf(request.params.category),
  );
  app.get('/api/getAdmissionTypes', { config: lists, schema: { response: { 200: strings } } }, () => masterData.admissionTypeList());
  app.get('/api/getNormalData', { config: lists, schema: { response: { 200: normalDataSchema } } }, () => masterData.normalData());

  // Maintenance: every entry of a kind, active or not.
  const manage = { access: 'masterdata.manage' } as const;
  app.get(
    '/api/masterdata/:kind',
    { config: manage, schema: { params: kindParams, response: { 200: z.array(masterDataRowSchema) } } },
    (request) => masterData.list(request.params.kind),
  );
  app.post(
    '/api/masterdata/:kind',
    { config: manage, schema: { params: kindParams, body: z.record(z.string(), z.unknown()), response: { 201: masterDataRowSchema } } },
    async (request, reply) => reply.code(201).send(await masterData.add(request.params.kind, request.body, request.user!)),
  );
  app.put(
    '/api/masterdata/:kind/:id',
    { config: manage, schema: { params: idParams, body: z.record(z.string(), z.unknown()), response: { 200: masterDataRowSchema } } },
    (request) => masterData.edit(request.params.kind, request.params.id, request.body, request.user!),
  );
  app.delete(
    '/api/masterdata/:kind/:id',
    { config: manage, schema: { params: idParams, response: { 200: masterDataRowSchema } } },
    (request) => masterData.deactivate(request.params.kind, request.params.id, request.user!),
  );
};
