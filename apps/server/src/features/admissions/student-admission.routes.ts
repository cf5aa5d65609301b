import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_NAME_MAX, FILE_TYPE_MAX, studentAdmissionAnswerSchema, serverText } from '@campus/shared';
import { invalid } from '../../lib/app-error.js';
import { loadAdmissionLookups } from './admission-lookups.js';
import { buildAdmissionTemplate } from './admission-template.js';
import type { StudentAdmissionService } from './student-admission.service.js';
import type { MasterDataService } from '../masterdata/masterdata.service.js';
import type { CollegeService } from '../public/college.service.js';

const photoSchema = z
  .object({
    fileName: z.string().max(FILE_NAME_MAX).optional(),
    contentType: z.string().max(FILE_TYPE_MAX).optional(),
    base64: z.string().min(1),
  })
  .nullish();

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface StudentAdmissionRoutesOptions {
  studentAdmission: StudentAdmissionService;
  masterData: MasterDataService;
  college: CollegeService;
}

/** The simple Student Admission Form's calls and its Excel template. */
export const studentAdmissionRoutes: FastifyPluginAsyncZod<StudentAdmissionRoutesOptions> = async (
  app,
  { studentAdmission, masterData, college },
) => {
  app.post(
    '/api/getStudentadmissiondata',
    {
      config: { access: 'admissions.manage' },
      schema: {
        // The form's fields are checked by the service, in the spec's order, with its messages.
        body: z.record(z.string(), z.unknown()),
        response: { 200: studentAdmissionAnswerSchema },
      },
    },
    async (request) => {
      const { photo, ...fields } = request.body;
      const parsedPhoto = photoSchema.safeParse(photo);
      if (photo != null && !parsedPhoto.success) throw invalid(serverText('admissions.photoType'), 'photo');
      return studentAdmission.save(fields, parsedPhoto.success ? (parsedPhoto.data ?? undefined) : undefined, request.user!);
    },
  );

  app.get('/api/getExcelForNewAdmissions', { config: { access: 'admissions.upload' } }, async (_request, reply) => {
    const lookups = await loadAdmissionLookups(masterData, await college.code());
    const file = await buildAdmissionTemplate({
      admissionTypes: lookups.admissionTypes,
      courses: lookups.courseCodes,
      categories: lookups.categoryCodes,
      branches: lookups.branchCodes,
      batchesByCourse: lookups.batchesByCourse,
    });
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', 'attachment; filename="New Admissions Template.xlsx"')
      .header('cache-control', 'no-store')
      .send(file);
  });
};
