import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  admissionsRegisterPageSchema,
  admissionsRegisterQuerySchema,
  applicationListEntrySchema,
  existingStudentSchema,
  idSchema,
  issueText,
  MESSAGES,
  nextAdmissionNumberSchema,
  saveApplicationAnswerSchema,
  serverText,
  SHORT_CODE_MAX,
  tooLong,
} from '@campus/shared';
import { AppError, invalid } from '../../lib/app-error.js';
import { refuseNulCharacters } from '../../lib/nul-characters.js';
import type { AdmissionsService, UploadedPhoto } from './admissions.service.js';

const FORM_PART = 'applicationFormData';
const PHOTO_PART = 'imageUpload';

/** Reads the multipart save: the JSON part (a field or a file part) and the optional photo. */
async function readSaveRequest(request: FastifyRequest): Promise<{ raw: unknown; photo: UploadedPhoto | null }> {
  if (!request.isMultipart()) throw invalid(serverText('admissionRecords.notMultipart'), FORM_PART);
  let json: string | undefined;
  let photo: UploadedPhoto | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === PHOTO_PART && bytes.length > 0) photo = { bytes };
      else if (part.fieldname === FORM_PART) json = bytes.toString('utf8');
    } else if (part.fieldname === FORM_PART) {
      json = String(part.value);
    }
  }
  if (json === undefined) throw invalid(serverText('admissionRecords.formMissing'), FORM_PART);
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw invalid(serverText('admissionRecords.formNotJson'), FORM_PART);
  }
  // The part's text was checked as it was read; what its JSON decodes to (`\u0000`) is checked here.
  refuseNulCharacters(raw);
  return { raw, photo };
}

export const admissionsRoutes: FastifyPluginAsyncZod<{ admissions: AdmissionsService }> = async (app, { admissions }) => {
  const manage = { access: 'admissions.manage' } as const;
  const read = { access: 'admissions.read' } as const;

  app.post(
    '/api/saveApplicationFormData',
    {
      config: manage,
      schema: {
        // A modify names the record it changes: the student's id (our web), or the Aadhaar number it
        // was loaded with (the spec's parameter). Either one makes the save a modify.
        querystring: z.object({
          editedStudentId: idSchema().optional(),
          editedAadharNumber: z.string().trim().max(SHORT_CODE_MAX, tooLong(SHORT_CODE_MAX, 'editedAadharNumber')).optional(),
        }),
        response: { 200: saveApplicationAnswerSchema },
      },
    },
    async (request) => {
      const { raw, photo } = await readSaveRequest(request);
      const { editedStudentId, editedAadharNumber } = request.query;
      const edited =
        editedStudentId === undefined && editedAadharNumber === undefined
          ? undefined
          : { studentId: editedStudentId, aadhaar: editedAadharNumber };
      return admissions.save(raw, photo, edited, request.user!);
    },
  );

  app.get(
    '/api/getApplicationFormData',
    {
      config: manage,
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) }),
        response: { 200: z.array(applicationListEntrySchema) },
      },
    },
    // The spec's answer is a bare list, so how many exist in all travels in a header: a caller that
    // reads it knows the list was cut. The register below pages through all of them (ADR 0040).
    async (request, reply) => {
      const [list, total] = await Promise.all([admissions.list(request.query.limit), admissions.countApplications()]);
      reply.header('x-total-count', String(total));
      return list;
    },
  );

  app.get(
    '/api/admissions/register',
    { config: read, schema: { querystring: admissionsRegisterQuerySchema, response: { 200: admissionsRegisterPageSchema } } },
    (request) => admissions.register(request.query),
  );

  app.get(
    '/api/admissions/pdfs/:studentId',
    { config: read, schema: { params: z.object({ studentId: idSchema() }) } },
    async (request, reply) => {
      const { pdf, admissionNumber } = await admissions.savedAdmissionPdf(request.params.studentId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="admission-${admissionNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/generateAdmistionNumber',
    { config: { access: 'masterdata.admissionLists' }, schema: { response: { 200: nextAdmissionNumberSchema } } },
    async () => ({ admissionNumber: await admissions.nextAdmissionNumber() }),
  );

  app.get(
    '/api/admissions/students/:rollNumber',
    {
      config: manage,
      schema: {
        params: z.object({
          rollNumber: z
            .string()
            .trim()
            .max(SHORT_CODE_MAX, tooLong(SHORT_CODE_MAX, 'rollNumber'))
            .min(1, issueText('results.enterRollNumber', MESSAGES.enterRollNumber)),
        }),
        response: { 200: existingStudentSchema },
      },
    },
    (request) => admissions.findByRollNumber(request.params.rollNumber),
  );

  app.get(
    '/api/admissions/photos/:studentId',
    { config: manage, schema: { params: z.object({ studentId: idSchema() }) } },
    async (request, reply) => {
      const photo = await admissions.photoOf(request.params.studentId);
      if (!photo) throw new AppError('NOT_FOUND', serverText('admissionRecords.noPhoto'));
      return reply.type(photo.type).header('cache-control', 'private, max-age=60').send(photo.bytes);
    },
  );
};
